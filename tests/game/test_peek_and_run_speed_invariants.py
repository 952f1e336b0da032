"""Peek and Run's Normal and Hard's judge, made faster, weigh every move exactly as
their plain definitions do: the chain search reads the board as codes and counts the
lines as it completes them, threats are remembered by board, and chains of claims
are tried on codes; and views, built in fewer steps, hold what they are defined to.
The plain definitions below read the board of owners window by window, as the search
first did."""

from __future__ import annotations

from dataclasses import fields

import pytest

from game.peek_and_run import GAME, ai
from game.peek_and_run.actions import PEEK, PILES, RELOCATE, TakeMarker
from game.peek_and_run.board import CELL_OF, WINDOWS, WINDOWS_THROUGH, claimable
from game.peek_and_run.rules import view_of
from game.peek_and_run.view import PeekAndRunView
from tests.game.positions import positions


class OwnersTurn(ai.Turn):
    """Normal's chain search on the board of owners: a claim's gain scored window by
    window, threats looked for afresh, lines counted where the turn ends."""

    def __init__(self, view):
        super().__init__(view)
        self.threats = plain_threats(self.board, self.their_side, self.recapture)

    def best(self, legal) -> tuple:
        scored = [(self.plan_of(action), i, action) for i, action in enumerate(legal)]
        plan, _, action = max(scored, key=lambda t: (t[0][0], -t[1]))
        return action, plan

    def plan_of(self, action) -> tuple:
        hand, tops = list(self.hand), dict(self.tops)
        if isinstance(action, ai.Forfeit):
            return (-ai.POINT, (), tops)
        if isinstance(action, ai.Pass):
            return ai._plus(-1.0, self._end(self.board, tops, ()))
        if isinstance(action, ai.EndTurn):
            return self._end(self.board, tops, ())
        if isinstance(action, ai.Lead):
            hand.remove(action.card)
            tops[action.pile] = action.card
            return self._second(hand, tops, ai.other_pile(action.pile))
        if isinstance(action, ai.ShowTen):
            return self._after_peek(action.card, self.board, tops, hand, (), 2)
        return self._claim(action.card, action.pile, action.product, self.board, tops, hand,
                           (), 2)

    def _second(self, hand, tops, pile) -> tuple:
        options = [c for c in hand if c.is_ordinary]
        if not options:
            return (-ai.POINT * 0.3, (), tops)
        other = tops[ai.other_pile(pile)].rank
        return max((self._claim(c, pile, c.rank * other, self.board, tops, hand, (), 1)
                    for c in options), key=ai._value)

    def _claim(self, card, pile, product, board, tops, hand, mine, depth) -> tuple:
        cell = CELL_OF[product]
        gain = self.owners_gain(board, cell)
        board = list(board)
        board[cell] = self.side
        tops = dict(tops)
        tops[pile] = card
        hand = ai._without(hand, card)
        mine = mine + (cell,)
        if hand and tops["L"].colour == tops["R"].colour:
            return ai._plus(gain, self._go_on(board, tops, hand, mine, depth))
        return ai._plus(gain, self._end(board, tops, mine))

    def _after_peek(self, ten, board, tops, hand, mine, depth) -> tuple:
        hand = ai._without(hand, ten)
        left, right = tops["L"], tops["R"]
        if left and right and left.colour == right.colour == ten.colour and hand:
            return ai._plus(ai.PEEK_BONUS, self._go_on(board, tops, hand, mine, depth))
        return ai._plus(ai.PEEK_BONUS, self._end(board, tops, mine))

    def _go_on(self, board, tops, hand, mine, depth) -> tuple:
        best = self._end(board, tops, mine)
        if depth <= 0:
            return best
        for card in hand:
            if card.is_ten:
                best = max(best, self._after_peek(card, board, tops, hand, mine, depth - 1),
                           key=ai._value)
                continue
            for pile in PILES:
                product = card.rank * tops[ai.other_pile(pile)].rank
                if claimable(board, CELL_OF[product], self.side, self.recapture):
                    best = max(best, self._claim(card, pile, product, board, tops, hand, mine,
                                                 depth - 1), key=ai._value)
        return best

    def _end(self, board, tops, mine) -> tuple:
        lines = sum(1 for w in {w for cell in mine for w in WINDOWS_THROUGH[cell]}
                    if all(board[c] == self.side for c in WINDOWS[w]))
        if lines:
            value = ai.POINT * lines if self.refill_ok else 0.0
        else:
            value = -self._danger(tops, mine)
        return (value, mine, tops)

    def owners_gain(self, board, cell) -> float:
        owner = board[cell]
        if owner == self.side:
            return 0
        after = list(board)
        after[cell] = self.side
        return sum(self.window_value(after, w) - self.window_value(board, w)
                   for w in WINDOWS_THROUGH[cell])

    def marker_cost(self, action: TakeMarker) -> float:
        """What giving up the marker `action` takes costs our open lines."""
        cell = CELL_OF[action.product]
        board = list(self.board)
        board[cell] = None
        return -self.owners_gain(board, cell)

    def window_value(self, board, w) -> float:
        owners = [board[c] for c in WINDOWS[w]]
        ours = owners.count(self.side)
        return ai.WINDOW_VALUE[ours][4 - ours - owners.count(None)]


def plain_threats(board, their_side, recapture) -> list:
    found = []
    for w, window in enumerate(WINDOWS):
        if sum(board[c] == their_side for c in window) == 3:
            gap = next(c for c in window if board[c] != their_side)
            if claimable(board, gap, their_side, recapture):
                found.append((w, gap))
    return found


class OwnersChains:
    """Chains of claims tried on a copy of the board of owners."""

    def __init__(self, board, side, recapture):
        self.board, self.side, self.recapture = list(board), side, recapture

    def complete(self, tops, hand, markers, moved=0) -> bool:
        return any(self.claim_completes(tops, hand, i, pile, markers, moved)
                   for i, card in enumerate(hand) if card.is_ordinary for pile in (0, 1))

    def claim_completes(self, tops, hand, i, pile, markers, moved=0) -> bool:
        card, board = hand[i], self.board
        cell = CELL_OF[card.rank * tops[1 - pile].rank]
        if not claimable(board, cell, self.side, self.recapture):
            return False
        owner, board[cell] = board[cell], self.side
        left = None if markers is None else max(0, markers - 1)
        relocations = moved + (markers == 0)
        try:
            if any(all(board[c] == self.side for c in WINDOWS[w])
                   and (relocations == 0 or board.count(self.side) - 4 >= relocations)
                   for w in WINDOWS_THROUGH[cell]):
                return True
            rest, after = hand[:i] + hand[i + 1:], list(tops)
            after[pile] = card
            return bool(rest) and after[0].colour == after[1].colour and self.complete(
                after, rest, left, relocations)
        finally:
            board[cell] = owner


def turns_to_weigh(matches_per_setup: int):
    normal = GAME.agents["normal"]()
    for state, seat in positions(GAME, normal, matches_per_setup, 60):
        if state.phase not in (PEEK, RELOCATE):
            yield state, seat


def test_every_move_is_weighed_as_on_the_board_of_owners():
    weighed = 0
    for state, seat in turns_to_weigh(1):
        view, legal = state.view(seat), state.legal_actions(seat)
        turn, plain = ai.Turn(view), OwnersTurn(view)
        assert [turn.plan_of(a) for a in legal] == [plain.plan_of(a) for a in legal]
        assert turn.best(legal) == plain.best(legal)
        weighed += len(legal)
    assert weighed > 5000


def test_threats_remembered_by_board_are_those_on_the_board():
    for state, seat in turns_to_weigh(1):
        for their_side in range(state.num_sides):
            for recapture in (False, True):
                assert list(ai.threats_on(tuple(state.board), their_side, recapture)) == \
                    plain_threats(state.board, their_side, recapture)


def test_the_marker_given_up_costs_least_on_the_board_of_owners():
    normal, moved = GAME.agents["normal"](), 0
    for state, seat in positions(GAME, normal, 2, 80, seed=1):
        if state.phase == RELOCATE:
            view, legal = state.view(seat), state.legal_actions(seat)
            plain = OwnersTurn(view)
            assert ai._marker_to_move(view, legal) == min(
                legal, key=plain.marker_cost)
            moved += 1
    assert moved > 20


@pytest.mark.parametrize("recapture", [False, True])
def test_chains_on_codes_complete_a_line_where_chains_on_owners_do(recapture):
    normal, finishes = GAME.agents["normal"](), 0
    for state, seat in positions(GAME, normal, 1, 80, seed=2):
        tops = [state.top("L"), state.top("R")]
        if None in tops or state.options["recapture"] != recapture:
            continue
        side = state.side_of(seat)
        plain = OwnersChains(state.board, side, recapture)
        hand, markers = list(state.hands[seat]), state.markers_left(side)
        found = ai._can_finish(state, seat)
        assert found == plain.complete(tops, hand, markers)
        finishes += found
        assert ai.Chains(state.board, side, recapture).complete(tops, hand, markers) == found
    assert finishes > 10



def plain_view(state, seat) -> PeekAndRunView:
    """Every field of the view by its definition: a hidden card shows to whoever saw it;
    who saw each hidden card is public."""
    mine = state.known[seat] if seat is not None else set()

    def seen(card, holder=None):
        return tuple(k for k, known in enumerate(state.known) if card in known and k != holder)
    return PeekAndRunView(
        seat=seat, num_seats=state.num_seats, to_act=state.to_act(), is_over=state.is_over,
        options=tuple(sorted(state.options.items())), hand_size=state.hand_size,
        sides=tuple(state.side_of(s) for s in range(state.num_seats)),
        scores=tuple(state.scores), marker_limits=state.marker_limits,
        hands_dealt=state.hands_dealt, dealer=state.dealer, direction=state.direction,
        current=state.current, phase=state.phase, moves=state.moves, passes=state.passes,
        board=tuple(state.board), left=tuple(state.piles[0]), right=tuple(state.piles[1]),
        hands=tuple(tuple(c if s == seat or c in mine else None for c in hand)
                    for s, hand in enumerate(state.hands)),
        hand_seen=tuple(tuple(seen(c, s) for c in hand) for s, hand in enumerate(state.hands)),
        stock=tuple(c if c in mine else None for c in reversed(state.stock)),
        stock_seen=tuple(seen(c) for c in reversed(state.stock)),
        peek_ten=state.peek_ten, peek_looks=tuple(state.peek_looks), pending=state.pending)


def test_views_are_their_plain_definitions():
    normal, peeked = GAME.agents["normal"](), 0
    for state, _ in positions(GAME, normal, 1, 80, seed=3):
        for seat in (None, *range(state.num_seats)):
            view = view_of(state, seat)
            assert view == plain_view(state, seat)
            assert list(vars(view)) == [f.name for f in fields(PeekAndRunView)]
        peeked += any(state.known)
    assert peeked > 100
