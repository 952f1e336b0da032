"""Hand-made deals and moves that several Peek and Run test modules share."""

from __future__ import annotations

from game.peek_and_run import GAME
from game.peek_and_run.board import CELL_OF


def start(hands, stock=(), dealer=1, seats=2, **options):
    deal = {"hands": hands, "stock": stock, "dealer": dealer}
    return GAME.start(seats, options, seed=0, deal=deal)


def play(state, *texts):
    events = []
    for text in texts:
        seat = state.current
        matches = [a for a in state.legal_actions(seat) if str(a) == text]
        assert matches, f"{text} not in {[str(a) for a in state.legal_actions(seat)]}"
        events += state.apply(seat, matches[0])
    return events


def own(state, side, *products):
    for product in products:
        state.board[CELL_OF[product]] = side
    state._legal = None


def opened(state, left="B2", right="B3"):
    """Pretend an initial claim has been made: ordinary tops on both piles."""
    from game.peek_and_run.cards import cards_from_text
    taken = {c for h in state.hands for c in h}
    l_card, r_card = cards_from_text([left, right], taken)
    state.stock = [c for c in state.stock if c not in (l_card, r_card)]
    state.piles = [[l_card], [r_card]]
    state._legal = None
