"""Peek and Run hints: Normal's own move, legal, with one sentence naming what is on
the table, in every phase of a turn."""

import random
import re

import pytest

from game.peek_and_run import GAME
from game.peek_and_run.actions import (
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
)
from game.peek_and_run.ai import make_normal
from game.peek_and_run.board import CELL_OF
from game.peek_and_run.hints import card_name
from game.peek_and_run.rules import PEEK, PLAY, RELOCATE, SECOND
from game.registry import hint_for
from tests.game.hint_helpers import positions
from tests.game.peek_and_run_helpers import opened, own, play, start

TABLES = [(2, {}), (3, {"recapture": True}), (4, {"four_card_hand": True}),
          (2, {"markers": 8, "pass_allowed": True, "dynamic_draw": True})]


def tops(view):
    return [c for c in (view.top("L"), view.top("R")) if c is not None]


def names_a_card(reason, cards):
    return any(card_name(c) in reason for c in cards)


def names_board_lines(reason, view):
    """Every line written "a-b-c-d" in the reason is four claimed or free cells of
    the board, at least one of them already claimed."""
    lines = re.findall(r"\b\d+(?:-\d+){3}\b", reason)
    for line in lines:
        cells = [CELL_OF[int(p)] for p in line.split("-")]
        assert any(view.board[c] is not None for c in cells), line
    return bool(lines)


def check_names_the_table(view, action, reason):
    hand = view.my_hand
    if isinstance(action, Claim):
        assert f"Claim {action.product} with {card_name(action.card)}" in reason
        assert action.card in hand
    elif isinstance(action, (Lead, ShowTen)):
        assert card_name(action.card) in reason and action.card in hand
    elif isinstance(action, LookHand):
        assert f"card {action.position + 1}" in reason
        assert view.hands[action.seat][action.position] is None  # "you don't know it yet"
    elif isinstance(action, LookStock):
        assert "the stock's" in reason
    elif isinstance(action, PlaceTen):
        assert f"under the {'left' if action.pile == 'L' else 'right'} pile" in reason
    elif isinstance(action, TakeMarker):
        assert str(action.product) in reason
        assert view.board[CELL_OF[action.product]] == view.sides[view.seat]
    else:
        assert isinstance(action, (EndTurn, Pass, Forfeit))
        assert names_a_card(reason, list(hand) + tops(view)) or names_board_lines(reason, view)


@pytest.mark.parametrize("seats,options", TABLES, ids=lambda x: str(x))
def test_every_hint_is_normals_legal_move_with_a_reason_naming_the_table(seats, options):
    normal, phases, kinds = make_normal(), set(), set()
    for view, legal in positions(GAME, seats, options, matches=6, limit=120):
        hint = hint_for(GAME, view, legal, random.Random(0))
        assert hint.action in legal
        assert hint.action == normal.choose(view, legal, random.Random(0))
        assert hint.reason.endswith(".") and hint.reason.count(". ") == 0, hint.reason
        check_names_the_table(view, hint.action, hint.reason)
        phases.add(view.phase)
        kinds.add(type(hint.action))
    assert phases >= {PLAY, SECOND, PEEK}
    assert {Claim, Lead, ShowTen, LookHand, PlaceTen} <= kinds
    if options.get("markers"):
        assert RELOCATE in phases


def hint(state):
    seat = state.current
    return hint_for(GAME, state.view(seat), state.legal_actions(seat), random.Random(0))


def three_cells_held(hands, tops, side):
    """Red to play on opened piles, with `side` holding cells 1, 2 and 3."""
    state = start(hands)
    opened(state, *tops)
    own(state, side, 1, 2, 3)
    return state


def test_the_hint_completes_a_line_and_says_which():
    given = hint(three_cells_held([["B2", "B7", "R4"], ["R9", "B9", "R8"]], ("R3", "R1"), 0))
    assert str(given.action) == "R4L4"
    assert given.reason == "Claim 4 with 4♥ on the left pile: it makes four in a row, 1-2-3-4."


def test_the_hint_plans_a_chain_that_blocks_the_opponents_three():
    state = three_cells_held([["B2", "B7", "R5"], ["R9", "B9", "R4"]], ("R2", "B1"), 1)
    given = hint(state)
    assert str(given.action) == "R5R10"
    assert given.reason == ("Claim 10 with 5♥ on the right pile: the tops are both red then, "
                            "so you go on to claim 4: your opponent holds 1, 2 and 3 and needs "
                            "4 for four in a row.")
    play(state, "R5R10")
    assert hint(state).reason == ("Claim 4 with 2♠ on the right pile: your opponent holds 1, "
                                  "2 and 3 and needs 4 for four in a row.")


def test_a_peek_looks_first_at_the_next_players_unknown_card():
    state = start([["RT", "B7", "R5"], ["R9", "B9", "R4"]])
    play(state, "RT")
    given = hint(state)
    assert str(given.action) == "look P2 card 1"
    assert given.reason == "Look at your opponent's card 1: you don't know it yet, " \
                           "and they play next."
