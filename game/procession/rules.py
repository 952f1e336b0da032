"""Procession (Leroy Quet): flip one digit of a row of 0s and 1s so that the multiset
of run lengths is new; the last player able to move wins.  Perfect information.

See rules/procession.md and CLARIFICATIONS.md (n from 2 to 12; the start counts as
occurred; moves are compulsory; with any number of players the last mover wins).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from game.core import Event, IllegalAction, MatchEnded, Outcome, State, View

Row = tuple[int, ...]
RunLengths = tuple[int, ...]  # sorted: a multiset


def run_lengths(row: Row) -> RunLengths:
    """The multiset of run lengths of `row`, as a sorted tuple."""
    runs, length = [], 1
    for before, after in itertools.pairwise(row):
        if before == after:
            length += 1
        else:
            runs.append(length)
            length = 1
    runs.append(length)
    return tuple(sorted(runs))


def format_row(row: Row) -> str:
    return "".join(str(d) for d in row)


def format_runs(runs: RunLengths) -> str:
    return ",".join(str(r) for r in runs)


def say_runs(runs: RunLengths) -> str:
    """The multiset as players read it, longest run first: '3 · 1 · 1'; a long tail
    of equal runs is counted: '2 · 1×9'."""
    ordered = sorted(runs, reverse=True)
    parts: list[str] = []
    for length, group in itertools.groupby(ordered):
        count = len(list(group))
        parts += [f"{length}\u00d7{count}"] if count > 3 else [str(length)] * count
    return " \u00b7 ".join(parts)


def made_on(history, runs: RunLengths) -> int | None:
    """The move on which `runs` was made (0: the starting row), or None if never."""
    for move, row in enumerate(history):
        if run_lengths(row) == runs:
            return move
    return None


def flip_row(row: Row, position: int) -> Row:
    """`row` with the digit at `position` (1-based) flipped."""
    flipped = list(row)
    flipped[position - 1] ^= 1
    return tuple(flipped)


def why_not(history, position: int) -> str:
    """Why flipping `position` is refused now, in players' words; '' if it isn't."""
    n = len(history[-1])
    if not 1 <= position <= n:
        return f"Choose a digit from 1 to {n}."
    runs = run_lengths(flip_row(history[-1], position))
    move = made_on(history, runs)
    if move is None:
        return ""
    when = "is the starting row's" if move == 0 else f"was made on move {move}"
    return f"{say_runs(runs)} {when}."


@dataclass(frozen=True)
class Flip:
    """Flip the digit at `position` (1-based from the left)."""

    position: int

    def __str__(self) -> str:
        return f"flip {self.position}"


@dataclass(frozen=True)
class DigitFlipped(Event):
    seat: int
    position: int
    row: Row
    runs: RunLengths


@dataclass(frozen=True)
class ProcessionView(View):
    n: int
    row: Row
    history: tuple[Row, ...]  # every row written, the starting row first
    movers: tuple[int, ...]  # who wrote each row after the first
    next_seat: int


class ProcessionState(State):
    def __init__(self, num_seats: int, n: int, first_seat: int = 0):
        self.num_seats = num_seats
        self.n = n
        self.history: list[Row] = [tuple([0] * n)]
        self.movers: list[int] = []
        self.occurred: set[RunLengths] = {(n,)}
        self.next_seat = first_seat
        self._legal: list[Flip] | None = None

    # -- protocol -----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over else (self.next_seat,)

    def legal_actions(self, seat: int) -> list[Flip]:
        if seat != self.next_seat or self.is_over:
            return []
        return list(self._moves())

    def apply(self, seat: int, action) -> list[Event]:
        if seat != self.next_seat or self.is_over:
            raise IllegalAction("It is not your turn.")
        if not isinstance(action, Flip) or action not in self._moves():
            raise IllegalAction(self._explain(action))
        row = self._flipped(action.position)
        runs = run_lengths(row)
        self.history.append(row)
        self.movers.append(seat)
        self.occurred.add(runs)
        self.next_seat = (seat + 1) % self.num_seats
        self._legal = None
        events: list[Event] = [DigitFlipped(seat, action.position, row, runs)]
        if self.is_over:
            events.append(MatchEnded(self.outcome(), f"Player {seat + 1} made the last move"))
        return events

    def view(self, seat: int | None) -> ProcessionView:
        return ProcessionView(
            seat=seat, num_seats=self.num_seats, to_act=self.to_act(),
            is_over=self.is_over, n=self.n, row=self.row,
            history=tuple(self.history), movers=tuple(self.movers),
            next_seat=self.next_seat)

    @property
    def is_over(self) -> bool:
        return not self._moves()

    def outcome(self) -> Outcome:
        winner = self.movers[-1] if self.movers else None
        rewards = tuple(1.0 if s == winner else 0.0 for s in range(self.num_seats))
        return Outcome(scores=rewards, winners=(winner,) if winner is not None else (),
                       rewards=rewards)

    def clone(self) -> ProcessionState:
        twin = ProcessionState.__new__(ProcessionState)
        twin.num_seats, twin.n, twin.next_seat = self.num_seats, self.n, self.next_seat
        twin.history, twin.movers = list(self.history), list(self.movers)
        twin.occurred, twin._legal = set(self.occurred), self._legal
        return twin

    # -- rules --------------------------------------------------------------------

    @property
    def row(self) -> Row:
        return self.history[-1]

    def _flipped(self, position: int) -> Row:
        return flip_row(self.row, position)

    def _moves(self) -> list[Flip]:
        if self._legal is None:
            self._legal = [Flip(p) for p in range(1, self.n + 1)
                           if run_lengths(self._flipped(p)) not in self.occurred]
        return self._legal

    def _explain(self, action) -> str:
        if not isinstance(action, Flip):
            return f"Choose a digit from 1 to {self.n}."
        return why_not(self.history, action.position)


def new_game(num_seats: int, options: dict, seed: int, deal=None) -> ProcessionState:
    """Seat 0 moves first (the rules leave the order open).  `deal` is unused."""
    return ProcessionState(num_seats, options["n"], first_seat=0)


def determinize(view: ProcessionView, rng: random.Random) -> ProcessionState:
    """Perfect information: the view already holds the whole state."""
    state = ProcessionState(view.num_seats, view.n)
    state.history = list(view.history)
    state.movers = list(view.movers)
    state.occurred = {run_lengths(r) for r in view.history}
    state.next_seat = view.next_seat
    return state
