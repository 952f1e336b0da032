"""No Lookie hints: Normal's own move, legal, with one sentence naming what is on the
table (the card in hand or on the discard pile, the places of one's tableau and what
one remembers there, the others by where they sit), in every phase, from the view
alone."""


import pytest

from game.core import action_from_text
from game.no_lookie import GAME
from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import NAMES, SLOT_WORDS
from game.no_lookie.hints import the
from game.no_lookie.rules import ACTION, HOLD, PICK, PLACE, TRADE_WITH, TURN
from tests.game.hint_helpers import hint_now, normals_hint, positions

ACTIONS_ON = {"swap": True, "trade": True, "burn": True, "draft": True, "rays_play": True}
TABLES = [(3, {}), (4, ACTIONS_ON), (5, dict(ACTIONS_ON, wild_casey=True, free_eleven=False))]


def names_a_place(view, reason, slot):
    """The place is named; a card said to be remembered there is the card the view
    shows there (a hint may forget, never invent)."""
    said = f"your {SLOT_WORDS[slot]} ("
    assert said in reason, reason
    told = reason.split(said)[1].split(")")[0]
    card = view.own()[slot]
    if told != "a card you don't remember":
        assert card is not None and told == f"{the(card)} you remember", (told, card)


def check_names_the_table(view, action, reason):
    top = view.discard[-1] if view.discard else None
    if isinstance(action, (Replace, Burn, TradeFrom)):
        names_a_place(view, reason, action.slot)
    elif isinstance(action, Swap):
        names_a_place(view, reason, action.top)
        names_a_place(view, reason, action.bottom)
    elif isinstance(action, TradeWith):
        names_a_place(view, reason, view.trade_slot)
        assert f"{SLOT_WORDS[action.slot]}" in reason and "the player " in reason
    elif isinstance(action, DrawDiscard):
        assert reason.startswith(f"Take {the(top)} from the discard pile")
    elif isinstance(action, DrawStock):
        assert f"{the(top)} on the discard pile" in reason if top is not None else \
            "no card face up" in reason
    elif isinstance(action, DiscardDrawn):
        assert reason.startswith(f"Discard {the(view.held)}")
    elif isinstance(action, Knock):
        assert "bottom row" in reason or any(f" {words}" in reason for words in SLOT_WORDS)
    elif isinstance(action, Decline):
        assert reason.startswith(f"No {NAMES[view.pending]}")
    elif isinstance(action, Draft):
        assert "the player on your" in reason and any(w in reason for w in SLOT_WORDS)
    elif isinstance(action, DraftPick):
        assert action.card in view.packet and reason.startswith(f"Keep {the(action.card)}")
    else:
        assert isinstance(action, RaysPlay) and "Ray's Play" in reason


@pytest.mark.parametrize("seats,options", TABLES, ids=lambda x: str(x))
def test_every_hint_is_normals_legal_move_with_a_reason_naming_the_table(seats, options):
    phases = set()
    for count, (view, legal) in enumerate(positions(GAME, seats, options, matches=5, limit=220,
                                                          random_share=0.3)):
        if count % 3 and view.phase in (TURN, HOLD):  # a few hundred, every rarer phase
            continue
        hint = normals_hint(GAME, view, legal)
        check_names_the_table(view, hint.action, hint.reason)
        phases.add(view.phase)
    assert {TURN, HOLD} <= phases
    if options:
        assert phases == {TURN, HOLD, ACTION, TRADE_WITH, PICK, PLACE}


DEAL = {"dealer": 2, "tableaus": [[8, 2, 5, 5, 9], [7, 9, 4, 6, 10], [10, 6, 3, 8, 7]],
        "discard": "5", "stock": ["9", "7", "1"]}


def started(deal=DEAL, moves=()):
    state = GAME.start(3, {}, 0, deal)
    for move in moves:
        seat = state.to_act()[0]
        state.apply(seat, action_from_text(state, seat, move))
    return state


def test_the_discard_that_completes_the_bottom_row_is_taken_and_placed():
    given = hint_now(GAME, started())
    assert given.action == DrawDiscard()
    assert given.reason == ("Take the 5 from the discard pile: in your bottom right (the 9 you "
                            "remember) it makes your bottom row match, saving about 19 points, "
                            "better than a blind draw.")
    given = hint_now(GAME, started(moves=["draw from discard"]))
    assert given.action == Replace(4)
    assert given.reason == ("Put the 5 in your bottom right (the 9 you remember): it makes "
                            "your bottom row match, saving about 19 points.")


def test_a_blind_draw_beats_a_discard_that_saves_little():
    given = hint_now(GAME, started(moves=["draw from discard", "replace B3"]))
    assert given.action == DrawStock()
    assert given.reason == ("Draw from the pile: the 9 on the discard pile would save about "
                            "1 point, a blind draw about 5 points on average.")


def test_the_eleven_is_kept_where_it_costs_less_than_a_lost_turn():
    given = hint_now(GAME, started(dict(DEAL, stock=["11"]), ["draw from stock"]))
    assert given.action == Replace(4)
    assert given.reason == ("Put the 11 in your bottom right (the 9 you remember): it costs "
                            "about 2 points there, less than the turn discarding the 11 "
                            "would lose.")
