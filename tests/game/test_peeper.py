"""Peeper's rules, each checked on a hand-made deal."""

import pickle

import pytest

from game.core import HandEnded, IllegalAction, MatchEnded
from game.peeper import GAME
from game.peeper.events import StarterChosen, TrickWon
from game.peeper.patterns import X, full_set, plays_of
from game.peeper.rules import MINE_WINDOW, PLAY, RETURN_WINDOW
from tests.game.peeper_helpers import OPTIONS, act, decline_all, give, start


def tile_total(state):
    hands = sum(sum(h) for h in state.hands)
    return hands + sum(state.played) + len(state.set_aside) + len(state.turned_up)


@pytest.mark.parametrize("seats,size,aside", [(2, 16, 32), (3, 16, 16), (4, 16, 0),
                                              (5, 12, 4), (6, 10, 4)])
def test_deal_sizes_by_player_count_leftovers_set_aside(seats, size, aside):
    state = GAME.start(seats, OPTIONS, seed=5)
    assert [sum(state.hands[s]) for s in range(seats)] == [size] * seats
    assert len(state.set_aside) + len(state.turned_up) == aside
    assert tile_total(state) == 64 and len(full_set()) == 64


def test_holder_of_the_marked_one_starts_and_may_lead_anything():
    state = start([[5], [1], [9], [12]], marked=1)
    assert state.to_act() == (1,) and state.start_reason == "marked 1"
    assert state.view(1).holds_marked_one and not state.view(0).holds_marked_one
    assert state.top is None and all(str(a) != "pass" for a in state.legal_actions(1))


def test_highest_leftover_starts_when_marked_one_lies_aside():
    state = start([[2] * 4 + [3] * 4 + [4] * 4 + [5] * 4, [6] * 4 + [7] * 4 + [8] * 4 + [9] * 4,
                   [10] * 4 + [11] * 4 + [12] * 4 + [13] * 4], set_aside=[14, X, 1],
                  marked=None)
    assert state.turned_up == ((0, 14), (1, X), (2, 1))
    assert state.starter == 1 and state.start_reason == "leftovers"


def test_tied_leftovers_are_settled_at_random_with_the_seed():
    hands = [[2] * 4 + [3] * 4 + [4] * 4 + [5] * 4, [6] * 4 + [7] * 4 + [8] * 4 + [9] * 4]
    starters = {start(hands, seed=s, set_aside=[15, 15, 1], marked=None).starter
                for s in range(20)}
    assert starters == {0, 1}
    again = start(hands, seed=3, set_aside=[15, 15, 1], marked=None)
    assert again.starter == start(hands, seed=3, set_aside=[15, 15, 1], marked=None).starter


def test_too_few_leftovers_leave_the_seats_without_one_in_the_draw():
    # six players, ten tiles each, four leftovers: seats 4 and 5 get none
    starters = set()
    for seed in range(30):
        state = GAME.start(6, OPTIONS, seed, {"hands": _six_hands(),
                                              "set_aside": [1, 1, 1, 1], "marked": None})
        assert len(state.turned_up) == 4 and state.start_reason == "drawn at random"
        starters.add(state.starter)
    assert starters == {0, 1, 2, 3, 4, 5}


def _six_hands():
    tiles = [t for t in range(2, 16) for _ in range(4)] + [X] * 4
    return [tiles[k * 10:(k + 1) * 10] for k in range(6)]


def test_reaction_window_after_every_single_asks_every_other_seat():
    state = start([[1, 5], [6], [9], [12]], marked=0)
    act(state, 0, "5")
    assert state.phase == MINE_WINDOW and state.to_act() == (1, 2, 3)
    assert [str(a) for a in state.legal_actions(2)] == ["no"]
    decline_all(state)
    assert state.phase == PLAY and state.to_act() == (1,)


def test_mine_wins_the_trick_and_the_miner_leads():
    state = start([[1, 10], [10, 10], [9], [12]], marked=0)
    act(state, 0, "10")
    act(state, 1, "Mine! 10 10")
    assert state.phase == RETURN_WINDOW and state.to_act() == (2, 3, 0)
    events = decline_all(state)
    assert any(isinstance(e, TrickWon) and e.seat == 1 for e in events)
    assert state.to_act() == (1,) and state.top is None


def test_return_beats_mine_and_nothing_beats_return():
    state = start([[1, 10], [10, 10], [9], [10]], marked=0)
    act(state, 0, "10")
    act(state, 1, "Mine! 10 10")
    events = act(state, 3, "Return! 10")
    assert isinstance(events[-1], TrickWon) and events[-1].seat == 3
    assert state.to_act() == (3,) and state.top is None


def test_x_mine_on_an_x_single_and_x_return():
    state = start([[1, X], [X, X], [9], [X]], marked=0)
    act(state, 0, "X=16")
    assert "Mine! X X" in [str(a) for a in state.legal_actions(1)]
    act(state, 1, "Mine! X X")
    act(state, 3, "Return! X")
    assert state.to_act() == (3,)


def test_no_mine_on_ones_own_single():
    state = start([[1, 7, 7, 7], [9], [10], [12]], marked=0)
    act(state, 0, "7")
    assert 0 not in state.to_act() and state.legal_actions(0) == []


def test_mine_only_on_the_most_recent_single_before_the_next_player():
    state = start([[1, 4], [8, 8, 8, 8], [9, 4, 4], [12]], marked=0)
    act(state, 0, "4")
    act(state, 2, "no")
    act(state, 1, "no")
    act(state, 3, "no")
    act(state, 1, "8")
    assert [str(a) for a in state.legal_actions(2)] == ["no"]  # the 4 is gone by


def test_mine_that_empties_a_hand_ends_it_at_once():
    state = start([[1, 6], [6, 6], [9], [12]], marked=0)
    give(state, 1, [6, 6])
    act(state, 0, "6")
    events = act(state, 1, "Mine! 6 6")
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended and ended[0].points == (-15, 0, -16, -16)
    assert state.hand_number == 2


def test_pass_and_come_back_in_the_same_trick():
    state = start([[1], [], [], []], marked=0)
    give(state, 0, [1, 3, 3, 9, 9])
    give(state, 1, [5, 5, 12, 12, 4])
    give(state, 2, [14, 14, 2])
    give(state, 3, [15, 15, 2])
    act(state, 0, "3 3")
    act(state, 1, "5 5")
    act(state, 2, "pass")
    act(state, 3, "pass")
    act(state, 0, "9 9")
    act(state, 1, "12 12")
    act(state, 2, "14 14")  # passed earlier in this trick, plays now
    act(state, 3, "15 15")
    act(state, 0, "pass")
    act(state, 1, "pass")
    events = act(state, 2, "pass")
    assert isinstance(events[-1], TrickWon) and events[-1].seat == 3
    assert state.to_act() == (3,) and state.top is None


def test_bomb_on_ones_turn_then_only_higher_bomb_or_big_bomb():
    state = start([[1, 3, 3], [8, 8, 8], [9, 9, 9], [5, 5, 5, 5]], marked=0)
    act(state, 0, "3 3")
    act(state, 1, "8 8 8")
    legal = [str(a) for a in state.legal_actions(2)]
    assert "9 9 9" in legal and "9 9" not in legal
    act(state, 2, "9 9 9")
    legal = [str(a) for a in state.legal_actions(3)]
    assert "5 5 5 5" in legal and "5 5 5" not in legal


def test_hand_ends_mid_trick_and_everyone_loses_a_point_per_tile():
    state = start([[1], [], [], []], marked=0)
    give(state, 0, [1, 3, 3])
    give(state, 1, [5, 5, 8])
    act(state, 0, "3 3")
    events = act(state, 1, "5 5")
    assert not any(isinstance(e, HandEnded) for e in events)
    give(state, 2, [9, 9])
    events = act(state, 2, "9 9")  # the trick is not finished: the hand ends anyway
    ended = next(e for e in events if isinstance(e, HandEnded))
    assert ended.points == (-1, -1, 0, -16)
    assert ended.totals == (99, 99, 100, 84)
    assert state.hand_number == 2 and sum(state.played) == 0





def test_game_ends_when_someone_reaches_zero_and_highest_total_wins():
    state = start([[1, 7], [9], [10], [12]], marked=0)
    state.totals = [40, 10, 5, 60]
    give(state, 0, [7])
    events = act(state, 0, "7")
    assert state.is_over and state.winner == 3
    assert isinstance(events[-1], MatchEnded)
    assert state.outcome().winners == (3,) and state.outcome().scores == (40, -6, -11, 44)


def test_tied_leaders_play_one_more_hand_among_themselves():
    state = start([[1, 7], [9], [10], [12]], marked=0)
    state.totals = [50, 10, 66, 61]
    give(state, 0, [7])
    act(state, 0, "7")  # 50, -6, 50, 45: seats 0 and 2 tie for the lead
    assert not state.is_over and state.contenders == (0, 2)
    assert state.seated == (0, 2) and sum(state.hands[1]) == 0
    assert sum(state.hands[0]) == sum(state.hands[2]) == 16
    give(state, state.to_act()[0], [4])
    act(state, state.to_act()[0], "4")
    assert state.is_over and state.outcome().winners == (state.winner,)


def test_fixed_number_of_hands_equal_to_player_count():
    state = GAME.start(2, dict(OPTIONS, game_end="hands"), seed=4)
    from game.registry import make_agent
    agent = make_agent(GAME, "random")
    import random
    rng = random.Random(1)
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, agent.choose(state.view(seat), state.legal_actions(seat), rng))
    assert state.hands_played >= 2 and (state.hands_played == 2 or state.contenders)


def test_anticlockwise_play_goes_down_the_seats():
    state = start([[1, 3, 3], [5, 5], [9], [12]], marked=0,
                  options={"direction": "anticlockwise"})
    act(state, 0, "3 3")
    assert state.to_act() == (3,)
    act(state, 3, "pass")
    assert state.to_act() == (2,)


def test_tile_counts_are_public_and_other_hands_hidden():
    state = start([[1], [9], [10], [12]], marked=0)
    view = state.view(2)
    assert view.counts == (16, 16, 16, 16)
    assert len(view.hand) == 16 and state.view(None).hand == ()


def test_illegal_moves_are_refused_and_leave_the_state_unchanged():
    state = start([[1, 3, 3], [5, 5], [9], [12]], marked=0)
    give(state, 1, [2, 2, 5, 5])
    act(state, 0, "3 3")
    before = pickle.dumps(state)
    low_pair = next(p for p in plays_of(state.hands[1]) if str(p) == "2 2")
    for seat, action in ((0, low_pair), (1, None), (1, "5 5"), (1, low_pair)):
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
    with pytest.raises(IllegalAction, match="does not beat"):
        state.apply(1, low_pair)
    assert pickle.dumps(state) == before





def test_chance_caller_leads_and_scores_thirty_or_loses_thirty():
    state = start([[1, 7], [9], [10], [12]], marked=0, options={"chance": True})
    assert state.to_act() == (0, 1, 2, 3)
    act(state, 2, "Chance!")
    assert state.to_act() == (3, 0, 1)
    events = decline_all(state)
    assert any(isinstance(e, StarterChosen) and e.seat == 2 for e in events)
    state.hands[2] = tuple(1 if t == 10 else 0 for t in range(17))
    ended = next(e for e in act(state, 2, "10") if isinstance(e, HandEnded))
    assert ended.points == (-10, -10, 30, -10)
    assert ended.summary.startswith("Player 3 went out and won the Chance! P1 -10")


def test_chance_caller_who_loses_pays_thirty_and_others_gain_ten():
    state = start([[1, 7], [9], [10], [12]], marked=0, options={"chance": True})
    act(state, 2, "Chance!")
    decline_all(state)
    act(state, 2, "10")
    decline_all(state)
    state.hands[3] = tuple(1 if t == 12 else 0 for t in range(17))
    ended = next(e for e in act(state, 3, "12") if isinstance(e, HandEnded))
    assert ended.points == (10, 10, -30, 10)
    # the bet, not the tiles, scored the hand: the result says so
    assert ended.summary.startswith("Player 4 went out: Player 3 lost the Chance! P1 ")


def test_double_chance_only_the_two_play_spectators_keep_tiles():
    state = start([[1, 7], [9], [10], [12]], marked=0, options={"chance": True})
    act(state, 2, "Chance!")
    act(state, 0, "Double-Chance!")
    assert state.players == (0, 2) and state.to_act() == (2,)
    act(state, 2, "10")
    assert state.to_act() == (0,)  # the window asks only the other player
    give(state, 0, [12])
    act(state, 0, "no")
    ended = next(e for e in act(state, 0, "12") if isinstance(e, HandEnded))
    assert ended.points == (0, 10, -50, 10)
    assert ended.totals == (100, 110, 50, 110)
    assert ended.summary.startswith("Player 1 went out: Player 3 lost the Chance! against "
                                    "Player 1's Double-Chance! P1 ")


def test_same_seed_same_deal():
    a, b = GAME.start(4, OPTIONS, 9), GAME.start(4, OPTIONS, 9)
    assert a.hands == b.hands and a.starter == b.starter


def test_leftovers_turned_up_are_announced_in_seat_order():
    hands = [[2] * 4 + [3] * 4 + [4] * 4 + [5] * 4, [6] * 4 + [7] * 4 + [8] * 4 + [9] * 4]
    state = GAME.start(2, OPTIONS, 0, {"hands": hands, "set_aside": [12, 13] + [1] * 4
                                       + [t for t in range(10, 16) for _ in range(4)
                                          if t not in (12, 13)] + [12] * 3 + [13] * 3
                                       + [X] * 4, "marked": None})
    assert state.turned_up == ((0, 12), (1, 13)) and state.starter == 1
