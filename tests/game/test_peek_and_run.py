"""Peek and Run rules, checked on hand-made deals (rules/peek-and-run.md, CLARIFICATIONS)."""

import pickle

import pytest

from game.core import HandEnded, IllegalAction, MatchEnded
from game.peek_and_run import GAME
from game.peek_and_run.actions import EndTurn, Forfeit, Pass, PlaceTen
from game.peek_and_run.board import CELL_OF, PRODUCTS, WINDOWS, lines_of
from game.peek_and_run.events import CardDrawn, HandLost, StockRebuilt
from tests.game.peek_and_run_helpers import opened, own, play, start


def legal(state):
    return [str(a) for a in state.legal_actions(state.current)]


# -- the board ----------------------------------------------------------------------

def test_board_holds_the_36_products_in_ascending_order():
    assert PRODUCTS[:10] == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    assert PRODUCTS[-6:] == (54, 56, 63, 64, 72, 81)
    assert len(WINDOWS) == 54


def test_every_window_of_four_scores_so_a_row_of_six_is_three_points():
    board = [None] * 36
    for cell in range(6):
        board[cell] = 0
    assert len(lines_of(board, 0)) == 3
    board[5] = None
    assert len(lines_of(board, 0)) == 2


def test_a_crossing_of_row_and_column_scores_two():
    board = [None] * 36
    for cell in (12, 13, 14, 15, 2, 8, 20):
        board[cell] = 1
    assert len(lines_of(board, 1)) == 2


# -- the deal and the initial claim -----------------------------------------------

def test_non_dealer_plays_first_with_three_cards_each():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]], dealer=1)
    assert state.current == 0 and [len(h) for h in state.hands] == [3, 3]
    assert len(state.stock) == 34


def test_first_dealer_comes_from_the_seeded_rng():
    dealers = {GAME.start(2, {}, seed).dealer for seed in range(20)}
    assert dealers == {0, 1}


def test_initial_claim_is_two_cards_one_on_each_pile():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]])
    assert "B2L" in legal(state) and "B2R" in legal(state)
    play(state, "B2L")
    assert sorted(legal(state)) == ["B7R14", "R3R6"]  # second card: the other pile only
    play(state, "B7R14")
    assert state.board[CELL_OF[14]] == 0


def test_claim_continues_the_turn_when_both_tops_are_one_colour():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]])
    play(state, "B2L", "B7R14")
    assert state.current == 0 and "end turn" in legal(state)
    assert "R3L21" in legal(state) and "R3R6" in legal(state)


def test_claim_ends_the_turn_when_the_tops_differ_and_the_hand_is_refilled():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]], stock=["R1", "B4"])
    events = play(state, "B2L", "R3R6")
    assert state.current == 1
    assert [str(c) for c in state.hands[0]] == ["B7", "R1", "B4"]
    assert sum(isinstance(e, CardDrawn) for e in events) == 2


def test_ordinary_claim_needs_an_empty_cell():
    state = start([["B2", "B7", "R3"], ["R9", "B6", "R8"]])
    opened(state, "B2", "B3")
    own(state, 1, 6)
    state.current = 1
    assert "B6R12" in legal(state) and "B6L18" in legal(state)
    state.current = 0
    state._legal = None
    assert "B2L6" not in legal(state) and "B2R4" in legal(state)


def test_voluntary_end_of_turn_is_allowed_only_after_a_move():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]])
    assert "end turn" not in legal(state) and "forfeit" in legal(state)


def test_a_turn_with_no_move_loses_the_hand_for_one_point():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]], dealer=1)
    events = play(state, "forfeit")
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended and ended[0].points == (-1, 0) and state.scores == [-1, 0]
    assert state.dealer == 0 and state.current == 1  # dealer alternates, non-dealer leads


def test_no_legal_claim_leaves_only_forfeit():
    state = start([["B2", "B7", "R3"], ["R1", "B1", "R2"]])
    opened(state, "B2", "B3")
    own(state, 0, 2, 3, 4, 6)
    state.current = 1
    state._legal = None
    assert legal(state) == ["forfeit"]


# -- peeks ------------------------------------------------------------------------

def test_peek_looks_at_opponent_cards_by_position_and_stock_in_order():
    state = start([["RT", "B7", "R3"], ["R9", "B4", "R8"]], stock=["B2", "B9"])
    play(state, "RT")
    assert "look P2 card 2" in legal(state) and "look stock" in legal(state)
    events = play(state, "look P2 card 2", "look stock", "look stock")
    assert [str(e.card) for e in events] == ["B4", "B2", "B9"]
    assert legal(state) == ["ten under L", "ten under R"]  # three looks at most


def test_ten_goes_to_the_bottom_and_never_blocks_the_initial_claim():
    state = start([["RT", "B7", "R3"], ["R9", "B4", "R8"]], stock=["B2", "B9"])
    play(state, "RT", "ten under L")
    assert state.current == 1  # with no ordinary tops a peek ends the turn
    assert [str(c) for c in state.piles[0]] == ["RT"]
    assert "R9L" in legal(state)
    play(state, "R9L", "R8R72")
    assert [str(c) for c in state.piles[0]] == ["RT", "R9"]


def test_peek_continues_only_when_both_tops_have_the_tens_colour():
    state = start([["RT", "BT", "R3"], ["R9", "B4", "R8"]])
    opened(state, "R2", "R5")
    play(state, "BT", "ten under R")
    assert state.current == 1
    state = start([["RT", "BT", "R3"], ["R9", "B4", "R8"]])
    opened(state, "R2", "R5")
    play(state, "RT", "ten under R")
    assert state.current == 0 and str(state.piles[1][0]) == "RT"
    assert str(state.piles[1][-1]) == "R5"


def test_peeked_card_stays_known_while_it_stays_in_the_hand():
    state = start([["RT", "B7", "R3"], ["R9", "B4", "R8"]], stock=["B2", "B9"])
    play(state, "RT", "look P2 card 2", "ten under L")
    assert [str(c) if c else None for c in state.view(0).hands[1]] == [None, "B4", None]
    assert state.view(None).hands[1] == (None, None, None)
    assert state.view(0).hand_seen[1] == ((), (0,), ())


def test_peeked_stock_card_drawn_by_the_opponent_is_known_in_that_hand():
    state = start([["RT", "B7", "R3"], ["R9", "BT", "R8"]], stock=["B2", "B9", "R4"])
    play(state, "RT", "look stock", "look stock", "look stock", "ten under L")
    assert "B2" in [str(c) for c in state.hands[0]]  # the refill
    assert [str(c) for c in state.view(0).stock[:2]] == ["B9", "R4"]
    assert state.view(1).stock[:2] == (None, None) and state.view(1).stock_seen[0] == (0,)
    play(state, "BT", "ten under L")  # seat 1 refills with B9, which seat 0 saw
    assert "B9" in [str(c) for c in state.view(0).hands[1] if c]
    assert str(state.view(0).stock[0]) == "R4"


# -- end of the hand --------------------------------------------------------------

def test_a_line_of_four_at_the_end_of_the_turn_scores_a_point():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]])
    opened(state, "R3", "R1")
    own(state, 0, 1, 2, 3)
    events = play(state, "R4L4", "end turn")
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended and ended[0].points == (1, 0)
    assert ended[0].summary == "Player 1 made a line of four."


def test_a_line_with_a_short_stock_ends_the_hand_with_no_score():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]])
    opened(state, "R3", "B1")
    own(state, 0, 1, 2, 3)
    state.stock = []
    events = play(state, "R4L4")
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended and ended[0].points == (0, 0) and state.scores == [0, 0]


# -- variants -----------------------------------------------------------------------

def test_recapture_claims_an_opponents_cell():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], recapture=True)
    opened(state, "B3", "R1")
    own(state, 1, 4)
    assert "R4R12" in legal(state) and "R4L4" in legal(state)
    events = play(state, "R4L4")
    assert state.board[CELL_OF[4]] == 0
    assert any(getattr(e, "captured_from", None) == 1 for e in events)


def test_recapture_rebuilds_the_stock_from_the_discards_below_the_tops():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], recapture=True)
    opened(state, "B3", "B1")
    under = state.stock[:5]
    state.piles[0] = under + state.piles[0]
    state.stock = []
    events = play(state, "R4L4")
    assert any(isinstance(e, StockRebuilt) for e in events)
    assert [str(p[-1]) for p in state.piles] == ["R4", "B1"]  # only the tops stay
    assert [len(p) for p in state.piles] == [1, 1]
    assert len(state.hands[0]) == 3 and len(state.stock) == 6 - 1


def test_pass_allowed_everyone_passing_is_a_stalemate():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], pass_allowed=True)
    assert "pass" in legal(state) and "forfeit" not in legal(state)
    events = play(state, "pass", "pass")
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended and ended[0].points == (0, 0)


def test_dynamic_draw_replaces_every_card_played_at_once():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], stock=["B5", "R6"],
                  dynamic_draw=True)
    play(state, "B2L")
    assert [str(c) for c in state.hands[0]] == ["B7", "R4", "B5"]
    play(state, "B5R10")
    assert len(state.hands[0]) == 3 and state.current == 0


def test_dynamic_draw_initial_claim_that_cannot_finish_loses_one():
    state = start([["BT", "RT", "R4"], ["R9", "B9", "R8"]], stock=["BT"], dynamic_draw=True)
    assert "R4L" in legal(state)  # without Dynamic Draw a lone ordinary card can't lead
    events = play(state, "R4L")
    assert any(isinstance(e, HandLost) for e in events) and state.scores == [-1, 0]


def test_lone_ordinary_card_cannot_lead_without_dynamic_draw():
    state = start([["BT", "RT", "R4"], ["R9", "B9", "R8"]])
    assert legal(state) == ["BT", "RT", "forfeit"]


def test_four_card_hand_deals_and_refills_four():
    state = start([["B2", "B7", "R4", "R5"], ["R9", "B9", "R8", "B1"]], four_card_hand=True)
    play(state, "B2L", "R4R8")
    assert len(state.hands[0]) == 4


def test_limited_resources_moves_a_marker_of_your_choice():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], markers=8)
    opened(state, "B3", "R1")
    own(state, 0, 1, 2, 5, 7, 16, 20, 25, 81)
    assert state.markers_left(0) == 0
    play(state, "R4R12")
    assert state.phase == "relocate" and "take marker 81" in legal(state)
    play(state, "take marker 81")
    assert state.board[CELL_OF[81]] is None and state.board[CELL_OF[12]] == 0
    assert state.markers_left(0) == 0


def test_limited_resources_handicap_gives_player_one_other_markers():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], markers=10, first_markers=12)
    assert state.marker_limits == (12, 10)


def test_three_players_alternate_direction_from_deal_to_deal():
    state = GAME.start(3, {}, seed=5)
    first_dealer = state.dealer
    assert state.direction == 1 and state.current == (first_dealer + 1) % 3
    play(state, "forfeit")
    assert state.dealer == (first_dealer + 1) % 3 and state.direction == -1
    assert state.current == (state.dealer + 1) % 3


def test_four_players_are_two_teams_with_one_score():
    hands = [["B2", "B7", "R4"], ["R9", "B9", "R8"], ["B1", "B3", "R2"], ["R1", "B5", "R6"]]
    state = start(hands, seats=4, dealer=3)
    play(state, "forfeit")
    assert state.scores == [-1, 0]
    assert state.seat_scores() == (-1, 0, -1, 0)
    state.scores = [5, 0]
    outcome = state.outcome()
    assert outcome.winners == (0, 2) and outcome.rewards == (1.0, 0.0, 1.0, 0.0)


def test_four_players_peek_only_opponents_hands():
    hands = [["BT", "B7", "R4"], ["R9", "B9", "R8"], ["B1", "B3", "R2"], ["R1", "B5", "R6"]]
    state = start(hands, seats=4, dealer=3)
    play(state, "BT")
    assert {a.seat for a in state.legal_actions(0) if hasattr(a, "seat")} == {1, 3}


# -- the match ---------------------------------------------------------------------

def test_rounds_match_ends_after_one_hand_dealt_by_each_player():
    state = GAME.start(2, {"match": "rounds", "rounds": 1}, seed=2)
    play(state, "forfeit")
    events = play(state, "forfeit")
    assert state.is_over and any(isinstance(e, MatchEnded) for e in events)
    assert state.outcome().scores == (-1, -1)


def test_points_match_ends_when_the_target_is_reached():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], target=1)
    opened(state, "R3", "R1")
    own(state, 0, 1, 2, 3)
    events = play(state, "R4L4", "end turn")
    assert state.is_over and isinstance(events[-1], MatchEnded)
    assert state.outcome().winners == (0,)


# -- refusals -----------------------------------------------------------------------

def test_illegal_moves_are_refused_and_change_nothing():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]])
    before = pickle.dumps(state)
    for seat, action in ((1, Forfeit()), (0, EndTurn()), (0, PlaceTen("L")), (0, Pass()),
                         (0, "B2L"), (0, None)):
        with pytest.raises(IllegalAction) as refusal:
            state.apply(seat, action)
        assert str(refusal.value)
        assert pickle.dumps(state) == before
