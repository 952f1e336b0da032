"""Peek and Run's tuning of the Hard search: the board judge at the playout horizon,
and the root moves Hard leaves to Normal's judgement (peeks)."""

import random

import pytest

from game.ai.ismcts import make_hard
from game.peek_and_run import GAME
from game.peek_and_run.actions import ShowTen
from game.peek_and_run.ai import _can_finish, _next_look, finishing_claims, hard_prune, judge
from game.peek_and_run.board import CELL_OF
from game.peek_and_run.cards import cards_from_text
from tests.game.conformance import play_legally
from tests.game.peek_and_run_helpers import opened, own, play, start

HANDS = [["R1", "R2", "R3"], ["B1", "B2", "B3"]]


def test_an_empty_board_is_even():
    assert judge(start(HANDS)) == pytest.approx([0.0, 0.0])


def test_open_lines_count_for_their_side_and_blocked_ones_for_nobody():
    state = start(HANDS)
    own(state, 0, 1, 2, 3)  # three of a row with its fourth cell free
    ahead = judge(state)
    assert ahead[0] > 0 > ahead[1]
    assert ahead[0] == pytest.approx(-ahead[1])
    own(state, 1, 4)  # blocks 1-2-3-4; 2-3-4-5 and 3-4-5-6 close with it
    assert judge(state)[0] < ahead[0]


def test_the_judge_never_says_more_than_one_point():
    state = start(HANDS)
    own(state, 0, 1, 2, 3, 9, 10, 12, 18, 20, 21)
    leads = judge(state)
    assert 0.9 < leads[0] < 1.0 and -1.0 < leads[1] < -0.9


def test_four_players_are_judged_by_team():
    state = start(HANDS * 2, seats=4)
    own(state, 0, 1, 2, 3)
    leads = judge(state)
    assert leads[0] == leads[2] > 0 > leads[1] == leads[3]


def test_hard_cuts_its_playouts_at_the_horizon_and_plays_legally():
    hard = make_hard(GAME, "30")
    assert hard.playout.evaluate is judge and hard.playout.horizon == 2
    state = GAME.start(2, {}, seed=4)
    assert len(play_legally(hard, state, 12, random.Random(4))) == 12


def test_a_player_who_can_complete_a_line_at_once_is_judged_likely_to_score():
    state = start([["R4", "R9", "R8"], ["B5", "B6", "B7"]])
    opened(state, left="B1", right="B2")  # R4 on the left pile claims 4 x 2 = 8
    own(state, 0, 7, 9, 10)  # 7, 8, 9, 10 lie in one row: 8 completes it
    state._legal = None
    assert state.to_act() == (0,)
    sure = judge(state)
    own(state, 1, 8)  # the cell is gone
    blocked = judge(state)
    assert sure[0] > 0.75 and sure[1] == pytest.approx(-sure[0])
    assert sure[0] > blocked[0]


def _chain_position(hand):
    """Row 1-2-3-4 with 1 and 2 held by seat 0, black tops 1 and 3: B3 on the right
    claims 3 and keeps both tops black, then B4 on the right claims 4."""
    state = start([hand, ["R5", "R6", "R7"]])
    opened(state, left="B1", right="B3")
    own(state, 0, 1, 2)
    state._legal = None
    return state


def test_a_line_made_by_a_chain_of_claims_counts_as_a_finish():
    state = _chain_position(["B3", "B4", "R9"])
    assert {"B3R3", "B4R4"} <= {str(a) for a in state.legal_actions(0)}  # no one claim does it
    board = list(state.board)
    assert _can_finish(state, 0)
    assert state.board == board  # the chains tried leave the board as it was
    assert judge(state)[0] > 0.75


def test_a_chain_stops_where_the_tops_change_colour():
    state = _chain_position(["R3", "R4", "R9"])  # either red card on the right ends the turn
    assert not _can_finish(state, 0)
    assert judge(state)[0] < 0.75


def _limited(state, spare_markers: int, markers_left: int):
    """Limited Resources: seat 0 also owns `spare_markers` cells off the line (64, 81)
    and has `markers_left` markers in hand."""
    own(state, 0, *(64, 81)[:spare_markers])
    state.marker_limits = (state.board.count(0) + markers_left, None)
    return state


def test_a_chain_may_move_a_marker_from_elsewhere_when_the_markers_run_out():
    state = _limited(_chain_position(["B3", "B4", "R9"]), spare_markers=1, markers_left=1)
    assert _can_finish(state, 0)
    play(state, "B3R3", "B4R4", "take marker 64")  # the rules agree: the line is made
    assert all(state.board[CELL_OF[p]] == 0 for p in (1, 2, 3, 4))


def test_a_chain_cannot_take_markers_from_the_line_it_makes():
    assert not _can_finish(_limited(_chain_position(["B3", "B4", "R9"]), 0, 1), 0)
    assert not _can_finish(_limited(_chain_position(["B3", "B4", "R9"]), 1, 0), 0)
    assert _can_finish(_limited(_chain_position(["B3", "B4", "R9"]), 2, 0), 0)


def test_a_player_who_can_only_forfeit_is_judged_to_lose_the_hand():
    state = start([["R9", "R8", "R7"], ["B5", "B6", "B4"]])
    opened(state, left="B1", right="B2")  # 9, 8, 7 claim 9, 18, 8, 16, 7 or 14
    own(state, 1, 7, 8, 9, 14, 16, 18)
    assert [str(a) for a in state.legal_actions(0)] == ["forfeit"]
    assert judge(state) == pytest.approx([-1.0, 1.0])


# -- a line in hand is made ----------------------------------------------------------

def test_hard_keeps_only_the_claims_that_begin_a_line():
    state = _chain_position(["B3", "B4", "R9"])  # B3R3 then B4R4, or B4R4 then B3R3
    view, legal = _root(state)
    assert len(legal) > 2
    assert sorted(str(a) for a in hard_prune(view, legal)) == ["B3R3", "B4R4"]


def test_no_claim_is_forced_when_no_chain_completes_a_line():
    state = _chain_position(["R3", "R4", "R9"])
    view, legal = _root(state)
    assert finishing_claims(view, legal) == [] and hard_prune(view, legal) == legal


@pytest.mark.parametrize("options", [{}, {"dynamic_draw": True}])
def test_no_claim_is_forced_when_the_stock_may_not_cover_the_draws(options):
    state = _chain_position(["B3", "B4", "R9"])
    state.options.update(options)
    state.stock = state.stock[:1]  # the line might not score: the search decides
    view, legal = _root(state)
    assert finishing_claims(view, legal) == [] and hard_prune(view, legal) == legal


def test_a_line_is_forced_mid_turn_too():
    state = _chain_position(["B3", "B4", "R9"])
    play(state, "B3R3")  # black tops: the turn goes on
    view, legal = _root(state)
    assert [str(a) for a in hard_prune(view, legal)] == ["B4R4"]


def _sure_point_position():
    """From a Hard-Normal match (seed 8001, sides swapped): R5 on the left claims 5
    and leaves red tops, then B8 on the right claims 8 x 5 = 40 and completes
    40-42-45-48.  Hard's searches at 100 and 300 iterations preferred B1L1, a move
    that makes nothing, in most seeds."""
    state = start([["R5", "B1", "B8"], ["B8", "R2", "R3"]])
    taken = {c for hand in state.hands for c in hand}
    piles = [cards_from_text(["RT", "RT", "B5", "B9", "B7", "R8", "B4", "B3"], taken),
             cards_from_text(["B9", "B6", "R1"], taken)]
    state.piles = piles
    state.stock = [c for c in state.stock if c not in piles[0] + piles[1]]
    own(state, 0, 42, 45, 48)
    own(state, 1, 3, 18, 24, 30, 54)
    state.scores = [-2, 1]
    state.known[1].add(state.hands[0][0])  # the opponent peeked at our R5
    return state


def test_hard_makes_the_line_a_chain_in_hand_completes():
    state = _sure_point_position()
    assert len(state.stock) == 23 and _can_finish(state, 0)
    view, legal = _root(state)
    hard = make_hard(GAME, "100")
    assert [str(hard.choose(view, legal, random.Random(seed))) for seed in range(3)] == ["R5L5"] * 3


# -- peeks: the moves a search over guessed deals cannot value ----------------------

def _root(state):
    seat = state.to_act()[0]
    return state.view(seat), state.legal_actions(seat)


def test_a_ten_is_shown_first_when_the_turn_goes_on_after_the_peek():
    state = start([["RT", "R4", "B5"], ["B6", "B7", "B8"]])
    opened(state, left="R2", right="R3")  # red tops: a red ten's peek continues the turn
    view, legal = _root(state)
    assert len(legal) > 1
    assert hard_prune(view, legal) == [ShowTen(state.hands[0][0])]


def test_a_peek_that_would_end_the_turn_is_left_to_the_search():
    state = start([["RT", "R4", "B5"], ["B6", "B7", "B8"]])
    opened(state, left="B2", right="B3")  # black tops: the red ten's peek ends the turn
    view, legal = _root(state)
    assert hard_prune(view, legal) == legal


def test_no_peek_is_forced_when_the_opponents_hand_is_already_known():
    state = start([["RT", "R4", "B5"], ["B6", "B7", "B8"]])
    opened(state, left="R2", right="R3")
    state.known[0].update(state.hands[1])  # seen in an earlier peek
    view, legal = _root(state)
    assert hard_prune(view, legal) == legal


def test_during_a_peek_hard_looks_where_normal_would():
    state = start([["RT", "R4", "B5"], ["B6", "B7", "B8"]])
    opened(state, left="R2", right="R3")
    play(state, "RT")
    view, legal = _root(state)
    assert view.phase == "peek" and len(legal) > 1
    assert hard_prune(view, legal) == [_next_look(view, legal)]


def test_hard_is_tuned_with_the_peek_rules():
    assert make_hard(GAME, "10").prune is hard_prune


def test_hard_plays_the_best_reply_to_normal():
    hard = make_hard(GAME, "10")
    assert hard.own_moves_only and hard.playout.others_epsilon == 0.0
    assert hard.playout.epsilon > 0.0  # its own later moves keep a few slips


@pytest.mark.parametrize("seats, options", [
    (2, {"recapture": True}),
    (2, {"pass_allowed": True}),
    (2, {"dynamic_draw": True}),
    (2, {"four_card_hand": True}),
    (2, {"markers": 10}),
    (3, {}),
    (4, {"dynamic_draw": True, "four_card_hand": True}),
])
def test_hard_with_its_peek_rules_plays_legally_in_every_variant(seats, options):
    state = GAME.start(seats, options, seed=seats)
    made = play_legally(make_hard(GAME, "20"), state, 60, random.Random(seats))
    assert len(made) == 60 or state.is_over
