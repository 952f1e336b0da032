"""Peeper's tuning of the Hard search: the hand measure, the position judge, and
Hard playing legal moves with them."""

import random

import pytest

from game.ai.ismcts import make_hard
from game.core import HandEnded
from game.peeper import GAME
from game.peeper.ai import HORIZON, LEAD_SCALE, evaluate, hand_leads, units
from game.peeper.patterns import counts_of
from tests.game.peeper_helpers import act, decline_all, give, start


def test_hand_leads_measure_each_seat_against_the_others_mean():
    state = start([[1, 7], [9], [10], [12]], marked=0)
    give(state, 0, [7])
    give(state, 1, [9, 9, 3])
    give(state, 2, [10, 10, 10, 11, 11])
    give(state, 3, [12] * 3 + [2] * 4)
    events = act(state, 0, "7")
    assert next(e for e in events if isinstance(e, HandEnded)).points == (0, -3, -5, -7)
    assert hand_leads(events) == pytest.approx([5.0, 1.0, -5 / 3, -13 / 3])


def test_hand_leads_score_a_chance_hand_by_its_bet():
    state = start([[1, 7], [9], [10], [12]], marked=0, options={"chance": True})
    act(state, 2, "Chance!")
    decline_all(state)
    give(state, 2, [10])
    events = act(state, 2, "10")
    assert hand_leads(events) == pytest.approx([-40 / 3, -40 / 3, 40.0, -40 / 3])


def test_evaluate_favours_the_hand_closest_to_going_out():
    state = start([[1, 7], [9], [10], [12]], marked=0)
    give(state, 0, [2, 3, 4, 5, 6, 7])  # one straight: out in one play
    give(state, 1, [2, 5, 9, 13, 14, 14])  # five plays
    give(state, 2, [8, 8, 11, 11, 15, 15])  # three pairs
    give(state, 3, [9, 10, 11, 12])  # also one play
    judged = evaluate(state)
    assert sum(judged) == pytest.approx(0.0)
    assert judged[1] < judged[2] < judged[0]
    assert judged[3] == judged[0]  # both go out in one play and keep nothing


def test_evaluate_counts_kept_tiles_by_the_plays_still_lacking():
    state = start([[1, 7], [9], [10], [12]], marked=0)
    give(state, 0, [2, 2])  # 1 play
    give(state, 1, [3, 3, 9, 9])  # 2 plays: half its tiles kept
    give(state, 2, [4, 4, 10, 10, 13, 13, 14])  # 4 plays: three quarters kept
    give(state, 3, [5, 5])
    assert units(counts_of([4, 4, 10, 10, 13, 13, 14])) == 4
    points = [0.0, -2.0, -7 * 0.75, 0.0]
    expected = [p - (sum(points) - p) / 3 for p in points]
    assert evaluate(state) == pytest.approx(expected)


def test_evaluate_in_a_chance_hand_settles_the_bet_on_who_goes_out_first():
    state = start([[1, 7], [9], [10], [12]], marked=0, options={"chance": True})
    act(state, 2, "Chance!")
    decline_all(state)
    give(state, 2, [10, 10])
    give(state, 0, [3, 5, 9])
    assert evaluate(state)[2] == pytest.approx(40.0)  # the caller is nearest: +30
    give(state, 0, [3, 3])
    assert evaluate(state)[2] == pytest.approx(40.0)  # a tie goes to the caller, who leads
    give(state, 2, [10, 10, 13])
    assert evaluate(state)[2] == pytest.approx(-40.0)  # two plays to seat 0's one


def test_hard_tuning_is_registered_and_cuts_playouts_short():
    tuning = GAME.hard_tuning()
    assert tuning["evaluate"] is evaluate and tuning["horizon"] == HORIZON
    assert tuning["hand_leads"] is hand_leads and tuning["lead_scale"] == LEAD_SCALE
    hard = make_hard(GAME, "20")
    assert hard.playout.evaluate is evaluate and hard.playout.horizon == HORIZON


@pytest.mark.parametrize("options", [{"game_end": "hands"},
                                     {"game_end": "hands", "chance": True}])
def test_hard_plays_only_legal_moves_through_a_hand(options):
    state = GAME.start(4, options, seed=3)
    hard = make_hard(GAME, "15")
    rng = random.Random(3)
    hand = state.hand_number
    while state.hand_number == hand and not state.is_over:
        for seat in state.to_act():
            if seat not in state.to_act():
                continue
            legal = state.legal_actions(seat)
            action = hard.choose(state.view(seat), legal, rng)
            assert action in legal
            state.apply(seat, action)
