"""Procession players: an exact solver for two players, and club-player heuristics.

A position is the row and the set of run-length multisets already written.  Reversing
the row or swapping its 0s and 1s keeps every multiset of run lengths, so the four
mirror images of a row share one entry in the solver's memo.  With two players the
one who cannot move loses (normal play), so a position is won when some move leads
to a lost one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.core import Hint
from game.procession.actions import Flip
from game.procession.hints import ANY, FINISH, ONLY, SAFE, WIN, hint_reason
from game.procession.runs import Row, run_lengths
from game.procession.view import ProcessionView


class OutOfBudget(Exception):
    """The search needed more positions than it was allowed."""


class Solver:
    """Memoised win/loss search over Procession positions of one row length `n`."""

    def __init__(self, n: int):
        self.n = n
        partitions = sorted({run_lengths(_row_of(bits, n)) for bits in range(1 << n)})
        self.index = {p: k for k, p in enumerate(partitions)}
        self.part = [self.index[run_lengths(_row_of(bits, n))] for bits in range(1 << n)]
        self.canon = [_canonical(bits, n) for bits in range(1 << n)]
        self.moves = [tuple((position, bits ^ (1 << (n - position)))
                            for position in range(1, n + 1)) for bits in range(1 << n)]
        self.memo: dict[int, bool] = {}
        self.budget = 0

    def fork(self) -> Solver:
        """The same tables with an empty memo."""
        twin = Solver.__new__(Solver)
        twin.__dict__.update(self.__dict__)
        twin.memo = {}
        return twin

    def key(self, bits: int, mask: int) -> int:
        return (mask << self.n) | self.canon[bits]

    def wins(self, bits: int, mask: int) -> bool:
        """Does the player to move at (row `bits`, occurred `mask`) win?  Replies
        already known lost are taken at once; the others are tried fewest-replies
        first, which finds a win (or the opponent's) soonest."""
        key = (mask << self.n) | self.canon[bits]
        known = self.memo.get(key)
        if known is not None:
            return known
        self.budget -= 1
        if self.budget < 0:
            raise OutOfBudget
        open_children = []
        for _, child, child_mask in self.children(bits, mask):
            verdict = self.memo.get((child_mask << self.n) | self.canon[child])
            if verdict is False:
                self.memo[key] = True
                return True
            if verdict is None:
                open_children.append((self._mobility(child, child_mask), child, child_mask))
        open_children.sort()
        result = any(not self.wins(child, m) for _, child, m in open_children)
        self.memo[key] = result
        return result

    def can_move(self, bits: int, mask: int) -> bool:
        part = self.part
        return any(not mask >> part[child] & 1 for _, child in self.moves[bits])

    def _mobility(self, bits: int, mask: int) -> int:
        part = self.part
        return sum(1 for _, child in self.moves[bits] if not mask >> part[child] & 1)

    def children(self, bits: int, mask: int) -> list[tuple[int, int, int]]:
        """Legal moves as (position, child row, child mask)."""
        result = []
        for position, child in self.moves[bits]:
            q = self.part[child]
            if not mask >> q & 1:
                result.append((position, child, mask | (1 << q)))
        return result

    def position(self, view: ProcessionView) -> tuple[int, int]:
        mask = 0
        for row in view.history:
            mask |= 1 << self.index[run_lengths(row)]
        return _bits_of(view.row), mask

    def winning_moves(self, view: ProcessionView, budget: int) -> list[int] | None:
        """Flips that win (at least one if the position is won), [] if it is lost,
        None if the search would need more than `budget` new positions."""
        self.budget = budget
        bits, mask = self.position(view)
        try:
            if not self.wins(bits, mask):
                return []
        except OutOfBudget:
            return None
        return [p for p, child, m in self.children(bits, mask)
                if self.memo.get(self.key(child, m)) is False]


def _row_of(bits: int, n: int) -> Row:
    return tuple((bits >> (n - 1 - k)) & 1 for k in range(n))


def _bits_of(row: Row) -> int:
    bits = 0
    for digit in row:
        bits = bits << 1 | digit
    return bits


def _canonical(bits: int, n: int) -> int:
    reverse = int(format(bits, f"0{n}b")[::-1], 2)
    full = (1 << n) - 1
    return min(bits, reverse, bits ^ full, reverse ^ full)


_SOLVERS: dict[int, Solver] = {}


def solver_for(n: int) -> Solver:
    if n not in _SOLVERS:
        _SOLVERS[n] = Solver(n)
    return _SOLVERS[n]


# -- heuristics ---------------------------------------------------------------------

# The rules of thumb a flip is chosen by, as a hint names them.


def rule_of_thumb(view: ProcessionView, rng: random.Random,
                  solver: Solver) -> tuple[int, str]:
    """Take a move that leaves nobody a move (the last move wins); otherwise avoid
    moves that hand the next player such a finishing move; choose at random among
    what is left.  The position flipped, and which of those rules chose it."""
    bits, mask = solver.position(view)
    moves = solver.children(bits, mask)
    finishing = [p for p, child, m in moves if not solver.can_move(child, m)]
    if finishing:
        return rng.choice(finishing), FINISH
    safe = [p for p, child, m in moves
            if all(solver.can_move(r, rm) for _, r, rm in solver.children(child, m))]
    if safe:
        return rng.choice(safe), SAFE
    return rng.choice([p for p, _, _ in moves]), ANY


@dataclass
class ProcessionAgent:
    """`exact_budget`: how many new positions a two-player search may visit before
    the player falls back on its rules of thumb; `remember`: keep solved positions
    between decisions (the perfect player), or think afresh each time, so the
    choice depends on the position alone; `slip`: the chance of a random move."""

    name: str = "normal"
    exact_budget: int = 0
    remember: bool = False
    slip: float = 0.0

    def choose(self, view: ProcessionView, legal_actions: Sequence[Flip],
               rng: random.Random) -> Flip:
        legal = list(legal_actions)
        if self.slip and rng.random() < self.slip:
            return rng.choice(legal)
        position, _, _ = self.decide(view, rng)
        return Flip(position)

    def hint(self, view: ProcessionView, legal_actions: Sequence[Flip],
             rng: random.Random) -> Hint:
        """The flip this player would make (never a slip), and the rule that chose it."""
        position, rule, lost = self.decide(view, rng)
        if rule == ANY and len(legal_actions) == 1:
            rule = ONLY
        return Hint(Flip(position), hint_reason(view, position, rule, lost))

    def decide(self, view: ProcessionView, rng: random.Random) -> tuple[int, str, bool]:
        """The position to flip, the rule that chose it, and whether the search found
        the position lost (against perfect play)."""
        solver = solver_for(view.n)
        lost = False
        if view.num_seats == 2 and self.exact_budget:
            thinker = solver if self.remember else solver.fork()
            winning = thinker.winning_moves(view, self.exact_budget)
            if winning:
                return winning[0], self._win_or_finish(solver, view, winning[0]), False
            lost = winning == []
        position, rule = rule_of_thumb(view, rng, solver)
        return position, rule, lost

    @staticmethod
    def _win_or_finish(solver: Solver, view: ProcessionView, position: int) -> str:
        """A winning flip that leaves no flip at all is the last move: FINISH."""
        bits, mask = solver.position(view)
        child, child_mask = next((c, m) for p, c, m in solver.children(bits, mask)
                                 if p == position)
        return WIN if solver.can_move(child, child_mask) else FINISH


def make_perfect(param: str | None = None) -> ProcessionAgent:
    """Exact for two players whenever the search fits about two seconds (every
    position of n <= 8); beyond that, and with more players, Normal's rules."""
    return ProcessionAgent(name="perfect", exact_budget=100_000, remember=True)


def make_normal(param: str | None = None) -> ProcessionAgent:
    return ProcessionAgent(name="normal", exact_budget=300)


def make_easy(param: str | None = None) -> ProcessionAgent:
    return ProcessionAgent(name="easy", slip=0.35)


def hard_tuning() -> dict:
    """Normal solves positions exactly (about 1 ms a move), too slow to drive thousands
    of playout moves a second; random playouts of this short perfect-information game
    cost ~0.1 ms.  Normal still names the root's favourite move."""
    return {"bias": 1.0, "random_playouts": True}
