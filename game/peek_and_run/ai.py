"""Scripted players for Peek and Run.

Normal plays out its own turn in its head (every chain of claims and peeks the pile
colours allow, ignoring draws) and scores where each chain leaves the table: points
made now, the board's open lines for both sides, and the danger that the next
opponent completes a line with the two tops we leave him (from the cards he may
hold; cards we peeked at count for certain).  Easy is Normal with slips.  Normal's
hint is its own choice, with the chain that chose it put into words (hints.py).
"""

from __future__ import annotations

import random
from math import comb, tanh

from game.ai.decision import Decision
from game.core import Hint
from game.peek_and_run import hints
from game.peek_and_run.actions import (
    PILES,
    Claim,
    EndTurn,
    Forfeit,
    Lead,
    LookHand,
    LookStock,
    Pass,
    PlaceTen,
    ShowTen,
    TakeMarker,
    other_pile,
)
from game.peek_and_run.board import CELL_OF, PRODUCTS, WINDOWS, WINDOWS_THROUGH, claimable
from game.peek_and_run.cards import DECK
from game.peek_and_run.rules import PEEK, RELOCATE

POINT = 100.0  # one point of score, in the units of a position's value
OWN_WEIGHT = (0, 1, 4, 16, 0)  # a window holding k of our markers and none of theirs
THEIR_WEIGHT = (0, 1, 5, 25, 0)
PEEK_BONUS = 6.0  # what a look and a fresh card for a dead ten are worth


class PeekAndRunAgent:
    def __init__(self, slip: float = 0.0):
        self.slip = slip

    def choose(self, view, legal_actions, rng: random.Random):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        if self.slip and rng.random() < self.slip:
            loose = [a for a in legal if not isinstance(a, (Forfeit, Pass))]
            return rng.choice(loose or legal)
        return decide(view, legal).action

    def hint(self, view, legal_actions, rng: random.Random) -> Hint:
        return decide(view, list(legal_actions)).hint()


def decide(view, legal) -> Decision:
    if view.phase == RELOCATE:
        action = _marker_to_move(view, legal)
        return Decision(action, lambda: hints.relocate_reason(view, action))
    if view.phase == PEEK:
        action = _next_look(view, legal)
        return Decision(action, lambda: hints.look_reason(view, action))
    turn = Turn(view)
    action, plan = turn.best(legal)
    return Decision(action, lambda: hints.play_reason(turn, action, plan, legal))


def make_normal(param=None) -> PeekAndRunAgent:
    return PeekAndRunAgent()


def make_easy(param=None) -> PeekAndRunAgent:
    return PeekAndRunAgent(slip=0.3)


# -- a turn thought through -------------------------------------------------------

def _value(plan) -> float:
    return plan[0]


def _plus(gain: float, plan) -> tuple:
    return (gain + plan[0],) + plan[1:]


class Turn:
    """A plan is (value, cells claimed in order, pile tops where the turn ends): the
    best chain a first move begins, as the search found it.  The search reads the
    board as codes (`codes_of`): a window's four codes add up to what it holds."""

    def __init__(self, view):
        self.view = view
        self.side = view.sides[view.seat]
        self.recapture = view.option["recapture"]
        opponent = (view.seat + view.direction) % view.num_seats
        self.opponent = opponent
        self.their_side = view.sides[opponent]
        self.board = list(view.board)
        self.codes = codes_of(view.board, self.side)
        self.hand = list(view.my_hand)
        self.tops = {"L": view.top("L"), "R": view.top("R")}
        self.threats = threats_on(view.board, self.their_side, self.recapture)
        self.holds = RankOdds(view, opponent)
        self.refill_ok = _refill_ok(view)

    def best(self, legal) -> tuple:
        """The best move of `legal` (the first of equals) and the plan it begins."""
        best_plan, best_action = None, None
        for action in legal:
            plan = self.plan_of(action)
            if best_plan is None or plan[0] > best_plan[0]:
                best_plan, best_action = plan, action
        return best_action, best_plan

    def plan_of(self, action) -> tuple:
        tops = dict(self.tops)
        if isinstance(action, Claim):
            return self._claim(action.card, action.pile, action.product, self.codes, tops,
                               self.hand, (), 0, 2)
        if isinstance(action, Forfeit):
            return (-POINT, (), tops)
        if isinstance(action, Pass):
            return _plus(-1.0, self._end(tops, (), 0))
        if isinstance(action, EndTurn):
            return self._end(tops, (), 0)
        if isinstance(action, Lead):
            hand = list(self.hand)
            hand.remove(action.card)
            tops[action.pile] = action.card
            return self._second(hand, tops, other_pile(action.pile))
        return self._after_peek(action.card, self.codes, tops, self.hand, (), 0, 2)  # ShowTen

    def _second(self, hand, tops, pile) -> tuple:
        options = [c for c in hand if c.is_ordinary]
        if not options:
            return (-POINT * 0.3, (), tops)  # Dynamic Draw: hoping not to draw a ten
        other = tops[other_pile(pile)].rank
        return max((self._claim(c, pile, c.rank * other, self.codes, tops, hand, (), 0, 1)
                    for c in options), key=_value)

    # A chain's claims are `mine`, which complete `lines` of four all ours: a line
    # through a cell claimed is completed by the last of its cells claimed, once.

    def _claim(self, card, pile, product, codes, tops, hand, mine, lines, depth) -> tuple:
        """The best plan after claiming `product` with `card` on `pile`."""
        cell = CELL_OF[product]
        gain, completed = _gain(codes, cell)
        codes = list(codes)
        codes[cell] = OURS
        tops = dict(tops)
        tops[pile] = card
        hand = _without(hand, card)
        mine, lines = mine + (cell,), lines + completed
        if hand and tops["L"].colour == tops["R"].colour:
            return _plus(gain, self._go_on(codes, tops, hand, mine, lines, depth))
        return _plus(gain, self._end(tops, mine, lines))

    def _after_peek(self, ten, codes, tops, hand, mine, lines, depth) -> tuple:
        hand = _without(hand, ten)
        left, right = tops["L"], tops["R"]
        if left and right and left.colour == right.colour == ten.colour and hand:
            return _plus(PEEK_BONUS, self._go_on(codes, tops, hand, mine, lines, depth))
        return _plus(PEEK_BONUS, self._end(tops, mine, lines))

    def _go_on(self, codes, tops, hand, mine, lines, depth) -> tuple:
        best = self._end(tops, mine, lines)
        if depth <= 0:
            return best
        recapture = self.recapture
        for card in hand:
            if card.is_ten:
                plan = self._after_peek(card, codes, tops, hand, mine, lines, depth - 1)
                if plan[0] > best[0]:
                    best = plan
                continue
            for pile in PILES:
                product = card.rank * tops[other_pile(pile)].rank
                if _claimable(codes[CELL_OF[product]], recapture):
                    plan = self._claim(card, pile, product, codes, tops, hand, mine, lines,
                                       depth - 1)
                    if plan[0] > best[0]:
                        best = plan
        return best

    def _end(self, tops, mine, lines) -> tuple:
        return (self.end_value(tops, mine, lines), mine, tops)

    # -- judging a position -------------------------------------------------------

    def end_value(self, tops, mine, lines) -> float:
        if lines:
            return POINT * lines if self.refill_ok else 0.0
        return -self._danger(tops, mine)

    def _danger(self, tops, mine) -> float:
        left, right = tops["L"], tops["R"]
        if left is None or right is None:
            return 0.0
        points: dict[int, int] = {}
        for w, gap in self.threats:
            if not any(c in WINDOWS[w] for c in mine) or (self.recapture and gap in mine):
                points[gap] = points.get(gap, 0) + 1
        danger = 0.0
        for gap, count in points.items():
            product = PRODUCTS[gap]
            ranks = {product // t.rank for t in (left, right)
                     if product % t.rank == 0 and product // t.rank <= 9}
            if ranks:
                danger += POINT * (count + 0.2) * self.holds.any_of(ranks)
        return danger


# -- the board as the search reads it --------------------------------------------------

#: A cell's code: empty, one of the searching side's markers, another side's.  A
#: window's four codes add up to 5 * theirs + ours, so its sum says what it holds.
EMPTY, OURS, THEIRS = 0, 1, 5
#: The cells of each window through a cell, per cell.
CELLS_AROUND = tuple(tuple(WINDOWS[w] for w in through) for through in WINDOWS_THROUGH)


def codes_of(board, side: int) -> list[int]:
    """`board` (owners) as codes for `side`."""
    return [EMPTY if owner is None else OURS if owner == side else THEIRS for owner in board]


def _claimable(held: int, recapture: bool) -> bool:
    """`board.claimable` of a cell by its code."""
    return held == EMPTY or (recapture and held == THEIRS)


def _gain(codes, cell) -> tuple[float, int]:
    """How much claiming `cell` improves the open lines, ours and theirs (the
    weights are whole numbers, so the sum is exact in any order), and how many lines
    of four all ours it completes."""
    held = codes[cell]
    if held == OURS:
        return 0, 0
    change, completes = CLAIM_CHANGE[held], 3 * OURS + held  # the others ours
    gain = lines = 0
    for a, b, c, d in CELLS_AROUND[cell]:
        total = codes[a] + codes[b] + codes[c] + codes[d]
        gain += change[total]
        if total == completes:
            lines += 1
    return gain, lines


_THREATS: dict[tuple, tuple] = {}


def threats_on(board: tuple, their_side: int, recapture: bool) -> tuple:
    """(window, open cell) where `their_side` has the other three and may claim the
    fourth, remembered by board (a playout's boards come round again and again)."""
    key = (board, their_side, recapture)
    found = _THREATS.get(key)
    if found is None:
        if len(_THREATS) > 50_000:  # bounded: a long session must not grow without end
            _THREATS.clear()
        found = _THREATS[key] = tuple(_threats(board, their_side, recapture))
    return found


def _threats(board, their_side: int, recapture: bool):
    for w, (a, b, c, d) in enumerate(WINDOWS):
        theirs = ((board[a] == their_side) + (board[b] == their_side)
                  + (board[c] == their_side) + (board[d] == their_side))
        if theirs == 3:
            gap = next(cell for cell in (a, b, c, d) if board[cell] != their_side)
            if claimable(board, gap, their_side, recapture):
                yield w, gap


def _without(hand: list, card) -> list:
    """A copy of `hand` without `card` (found by identity first: every card is one
    of a kind, so the first identical card is the first equal one)."""
    for i, held in enumerate(hand):
        if held is card:
            return hand[:i] + hand[i + 1:]
    hand = list(hand)
    hand.remove(card)
    return hand


def _window_value(ours: int, theirs: int) -> float:
    """What a window of four holding `ours` of our markers and `theirs` of the
    others' is worth to us."""
    if theirs == 0:
        return OWN_WEIGHT[ours]
    if ours == 0:
        return -THEIR_WEIGHT[theirs]
    return 0.0


#: `_window_value` of every count, WINDOW_VALUE[ours][theirs].
WINDOW_VALUE = tuple(tuple(_window_value(ours, theirs) for theirs in range(5))
                     for ours in range(5))
def _claim_change(ours: int, theirs: int, taken: int) -> float:
    """What one more of our markers does to a window holding `ours` and `theirs`, the
    new one taken from another side (`taken` 1) or put on an empty cell (0)."""
    if ours == 4 or theirs < taken:
        return 0  # no window through the cell claimed holds these
    return WINDOW_VALUE[ours + 1][theirs - taken] - WINDOW_VALUE[ours][theirs]


#: Per code of the cell claimed (empty or theirs): per sum of a window's codes, what
#: the claim changes in that window's value.
CLAIM_CHANGE = {held: tuple(_claim_change(total % THEIRS, total // THEIRS, held == THEIRS)
                            for total in range(4 * THEIRS + 1))
                for held in (EMPTY, THEIRS)}
#: How many cards of each rank the deck holds (index: rank).
RANK_COUNTS = tuple(sum(1 for card in DECK if card.rank == rank) for rank in range(11))


class RankOdds:
    """The chance that a seat holds a card of some ranks, from what we can see."""

    def __init__(self, view, seat):
        hand = view.hands[seat]
        self.known = {c.rank for c in hand if c is not None}
        self.unknown = sum(1 for c in hand if c is None)
        unseen = list(RANK_COUNTS)  # of each rank, the cards nowhere in sight
        for cards in (*view.hands, view.stock, view.left, view.right):
            for card in cards:
                if card is not None:
                    unseen[card.rank] -= 1
        self.unseen, self.total = unseen, sum(unseen)

    def any_of(self, ranks) -> float:
        if self.known & ranks:
            return 1.0
        unseen = self.unseen
        total, hits = self.total, sum(unseen[r] for r in ranks)
        if self.unknown == 0 or hits == 0:
            return 0.0
        return 1.0 - comb(total - hits, self.unknown) / comb(total, self.unknown)


# -- peeks and markers --------------------------------------------------------------

def _next_look(view, legal):
    """Look first at the next opponent's unknown cards, then others', then the stock."""
    nxt = (view.seat + view.direction) % view.num_seats
    looks = [a for a in legal if isinstance(a, LookHand) and view.hands[a.seat][a.position] is None]
    looks.sort(key=lambda a: a.seat != nxt)
    if looks:
        return looks[0]
    stock = [a for a in legal if isinstance(a, LookStock)]
    depth = sum(1 for look in view.peek_looks if look[0] == "S")
    if stock and depth < len(view.stock) and view.stock[depth] is None:
        return stock[0]
    return next(a for a in legal if isinstance(a, PlaceTen))


def _marker_to_move(view, legal):
    """Limited Resources: give up the marker whose loss costs our lines least."""
    codes = codes_of(view.board, view.sides[view.seat])
    def cost(action: TakeMarker) -> float:
        cell = CELL_OF[action.product]
        taken = list(codes)
        taken[cell] = EMPTY
        return -_gain(taken, cell)[0]
    return min(legal, key=cost)


# -- judging a position for the Hard search ------------------------------------------

#: A lead in open-line value that makes a point in the hand about three-quarters sure.
JUDGE_SCALE = 80.0
#: How sure a player is to score who, at the start of its turn, holds the cards to
#: complete a line in that turn (in Normal's games, almost sure).
FINISH_ODDS = 0.95


def judge(state) -> list[float]:
    """Each seat's expected lead in this hand's points, judged from the board: its
    side's open lines (weighted as Normal weighs them) against the other sides', a
    line the player about to move can complete in its turn with the tops and its hand,
    and a player about to move who can only forfeit.
    Bounded by one point: a position is never worse than a hand lost."""
    values = [0.0] * state.num_sides
    board = state.board
    for window in WINDOWS:
        side, held = _sole_owner(board, window)
        if held:
            values[side] += OWN_WEIGHT[held]
    mover = state.to_act()[0] if state.to_act() else None
    odds, outlook = 0.0, 0.0  # how sure, and whether the mover's side wins (+1) or loses
    if mover is not None and _stuck(state, mover):
        odds, outlook = 1.0, -1.0
    elif mover is not None and _can_finish(state, mover):
        odds, outlook = FINISH_ODDS, 1.0
    leads = []
    for seat in range(state.num_seats):
        side = state.side_of(seat)
        others = [v for s, v in enumerate(values) if s != side]
        lead = tanh((values[side] - sum(others) / len(others)) / JUDGE_SCALE)
        if odds:
            sure = outlook if side == state.side_of(mover) else -outlook / (state.num_sides - 1)
            lead += odds * (sure - lead)
        leads.append(lead)
    return leads


def _sole_owner(board, window) -> tuple:
    """(the side, how many of its markers) if `window` holds one side's markers
    alone, else (None, 0)."""
    side, held = None, 0
    for cell in window:
        owner = board[cell]
        if owner is None:
            continue
        if side is None:
            side = owner
        elif owner != side:
            return None, 0
        held += 1
    return side, held


def _stuck(state, seat: int) -> bool:
    """Whether `seat`, to begin its turn, can do nothing but forfeit the hand."""
    return state.moves == 0 and all(isinstance(a, Forfeit)
                                    for a in state.listed_actions(seat))


def _can_finish(state, seat: int) -> bool:
    """Whether `seat`, to begin its turn, can complete a line of its side with the
    cards it holds: with one claim on the cell the pile tops give it, or with a chain
    of claims that the tops' colours let go on (in Normal's games, about two in three
    of the turns that can complete a line need a chain)."""
    tops = [state.top("L"), state.top("R")]
    if None in tops:
        return False
    side = state.side_of(seat)
    chains = Chains(state.board, side, state.options["recapture"])
    return chains.complete(tops, list(state.hands[seat]), state.markers_left(side))


class Chains:
    """Chains of same-colour claims on `board` by `side`: whether one completes a
    line.  Under Limited Resources (`markers` left, else None) a claim with none left
    moves a marker from elsewhere on the board: `moved` counts those, and a line
    counts only if that many of the side's markers lie outside it.  The board is
    read as codes for the side (`codes_of`), changed while a chain is tried and put
    back."""

    def __init__(self, board, side: int, recapture: bool):
        self.codes, self.recapture = codes_of(board, side), recapture

    def complete(self, tops: list, hand: list, markers, moved: int = 0) -> bool:
        """Whether some claim, or chain of claims, from `hand` on these tops does."""
        for i, card in enumerate(hand):
            if card.is_ordinary:  # a peek opens no chain
                for pile in (0, 1):
                    if self.claim_completes(tops, hand, i, pile, markers, moved):
                        return True
        return False

    def claim_completes(self, tops: list, hand: list, i: int, pile: int, markers,
                        moved: int = 0) -> bool:
        """Whether `hand[i]` on pile `pile` (0 left, 1 right) completes a line, at
        once or by the chain it lets go on."""
        card, codes = hand[i], self.codes
        cell = CELL_OF[card.rank * tops[1 - pile].rank]
        held = codes[cell]
        if not _claimable(held, self.recapture):
            return False
        left = None if markers is None else max(0, markers - 1)
        relocations = moved + (markers == 0)
        codes[cell] = OURS
        try:
            if self._completes(cell, relocations):
                return True
            rest = hand[:i] + hand[i + 1:]
            after = list(tops)
            after[pile] = card
            return bool(rest) and after[0].colour == after[1].colour and self.complete(
                after, rest, left, relocations)
        finally:
            codes[cell] = held

    def _completes(self, cell: int, relocations: int) -> bool:
        """Whether a window through `cell` is all the side's, with `relocations` of its
        markers to spare."""
        codes = self.codes
        for a, b, c, d in CELLS_AROUND[cell]:
            if codes[a] + codes[b] + codes[c] + codes[d] == 4 * OURS and (
                    relocations == 0 or codes.count(OURS) - 4 >= relocations):
                return True
        return False


def finishing_claims(view, legal) -> list:
    """The claims in `legal` that complete a line of the mover's side this turn, at
    once or by a chain the cards in hand can play (none if the stock cannot refill
    the hand, when a line would not score)."""
    tops = [view.top("L"), view.top("R")]
    if view.phase != "play" or None in tops or not _refill_ok(view):
        return []
    side = view.sides[view.seat]
    chains = Chains(view.board, side, view.option["recapture"])
    hand, markers = list(view.my_hand), view.markers_left(side)
    return [a for a in legal if isinstance(a, Claim) and chains.claim_completes(
        tops, hand, hand.index(a.card), PILES.index(a.pile), markers)]


def _refill_ok(view) -> bool:
    """Whether a line made this turn surely scores: the stock can cover every card
    the turn draws (at most a hand's worth, at its end or, under Dynamic Draw, one
    for each card played; Recapture rebuilds the stock)."""
    return view.option["recapture"] or len(view.stock) >= view.hand_size


def hard_prune(view, legal) -> list:
    """Root moves for Hard.  A line that the cards in hand can complete is made: a
    short search may otherwise rate a good position above a chain's sure point, as
    the chain's value is shared with the weaker moves tried after its first claim.
    A search over guessed deals cannot see what a look is worth (in every guess it
    already knows the cards), so looks follow Normal's order, and a ten is shown
    first whenever the turn goes on after the peek: the rest of the turn is then
    played knowing the opponent's cards."""
    if view.phase == PEEK:
        return [_next_look(view, legal)]
    finishing = finishing_claims(view, legal)
    if finishing:
        return finishing
    peek_first = [a for a in legal if isinstance(a, ShowTen) and _peek_goes_on(view, a.card)]
    if peek_first and _anything_to_learn(view):
        return peek_first[:1]
    return legal


def _peek_goes_on(view, ten) -> bool:
    left, right = view.top("L"), view.top("R")
    return (left is not None and right is not None and len(view.my_hand) > 1
            and left.colour == right.colour == ten.colour)


def _anything_to_learn(view) -> bool:
    nxt = (view.seat + view.direction) % view.num_seats
    return any(c is None for c in view.hands[nxt])


def hard_tuning() -> dict:
    """Played out to the end, a hand is long and its result mostly luck: playouts
    stop two turns on, counted from the decision so that every move is judged at the
    same point, and `judge` the board there.  With two players that is the searching
    seat's next turn; with three or four it is the turn after the next player's (a
    horizon at Hard's own next turn was no better there, and slower).  The tree holds
    only Hard's own moves: the turns in between are played by Normal without slips,
    so that Hard plays the best reply to Normal's way of playing.  Peeks follow
    `hard_prune`."""
    return {"evaluate": judge, "horizon": 2, "horizon_from_root": True, "bias": 2.0,
            "epsilon": 0.1, "prune": hard_prune,
            "own_moves_only": True, "others_epsilon": 0.0}
