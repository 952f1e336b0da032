"""Peeper over whole random matches, the published examples, and the agents."""

import random

import pytest

from game.core import HandEnded
from game.peeper import GAME
from game.peeper.patterns import X
from game.simulate import run_series
from tests.game.conformance import random_playthrough
from tests.game.peeper_helpers import OPTIONS, act, give, start


def tiles_accounted(state):
    return (sum(sum(h) for h in state.hands) + sum(state.played) + len(state.set_aside)
            + len(state.turned_up))


def check_invariants(state, seat, action, events):
    assert state.is_over or tiles_accounted(state) == 64, "a tile was created or lost"
    for event in events:
        if isinstance(event, HandEnded):
            assert list(event.totals) == state.totals or state.hand_number > event.hand
    for viewer in range(state.num_seats):
        view = state.view(viewer)
        assert view.hand == tuple(sorted(view.hand))
        assert sum(view.counts) + sum(view.played) <= 64
        for event in events:
            shown = event.seen_by(viewer)
            if hasattr(shown, "hands"):
                assert all(h is None for s, h in enumerate(shown.hands) if s != viewer)


@pytest.mark.parametrize("seats,options", [
    (2, {}), (4, {"direction": "anticlockwise"}), (6, {"game_end": "hands"}),
    (3, {"chance": True}), (5, {"chance": True, "game_end": "hands"}),
])
def test_random_matches_keep_every_tile_and_hide_hands(seats, options):
    random_playthrough(GAME, seats, seed=seats, options=dict(OPTIONS, **options),
                       check_every=97, on_step=check_invariants, max_steps=200_000)


def test_published_straight_pairs_example():
    """Amy 1 1 2 2 3 3 4 4; Brittany passes; Chris 11 X 12 X 13 13 14 14; David and Amy
    pass; Brittany 13 13 14 14 15 15 X X (X = 16); all pass; Brittany leads."""
    state = start([[1], [], [], []], marked=0)
    give(state, 0, [1, 1, 2, 2, 3, 3, 4, 4, 9])
    give(state, 1, [4, X, 5, 5, 6, 6, 7, 7, 13, 13, 14, 14, 15, 15, X, 9])
    give(state, 2, [11, X, 12, X, 13, 13, 14, 14, 8])
    give(state, 3, [10, 10])
    act(state, 0, "1 1 2 2 3 3 4 4")
    act(state, 1, "pass")
    act(state, 2, "11 X=11 12 X=12 13 13 14 14")
    act(state, 3, "pass")
    act(state, 0, "pass")
    act(state, 1, "13 13 14 14 15 15 X=16 X=16")
    for seat in (2, 3, 0):
        act(state, seat, "pass")
    assert state.to_act() == (1,) and state.top is None


def test_published_bomb_example():
    state = start([[1], [], [], []], marked=0)
    give(state, 1, [3, 3, 5, 5, 5, 5, 9])
    give(state, 2, [6, 6, 8, 8, 8, 9])
    give(state, 3, [7, 7, 9, 9, 9, 2])
    give(state, 0, [15, 15, 1, 2])
    state.turn = 1
    act(state, 1, "3 3")
    act(state, 2, "6 6")
    act(state, 3, "7 7")
    act(state, 0, "15 15")
    act(state, 1, "pass")
    act(state, 2, "8 8 8")
    act(state, 3, "9 9 9")
    act(state, 0, "pass")
    act(state, 1, "5 5 5 5")
    for seat in (2, 3, 0):
        act(state, seat, "pass")
    assert state.to_act() == (1,) and state.top is None


def test_published_mine_and_return_example():
    """Brittany leads 4; Chris plays 10; Brittany: Mine! 10 10; Amy: Return! 10."""
    state = start([[1], [], [], []], marked=0)
    give(state, 0, [10, 2])
    give(state, 1, [4, 10, 10, 12])
    give(state, 2, [10, 3])
    give(state, 3, [5, 6])
    state.turn = 1
    act(state, 1, "4")
    for seat in (2, 3, 0):
        act(state, seat, "no")
    act(state, 2, "10")
    act(state, 1, "Mine! 10 10")
    act(state, 0, "Return! 10")
    assert state.to_act() == (0,) and state.top is None


def test_every_window_asks_the_same_seats_whoever_holds_what():
    rng = random.Random(2)
    state = GAME.start(4, OPTIONS, seed=2)
    while state.hand_number == 1:
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        single = getattr(action, "kind", "") == "single" and sum(state.hands[seat]) > 1
        state.apply(seat, action)
        if single:
            assert set(state.to_act()) == set(state.players) - {seat}


def test_normal_beats_random_and_easy_in_a_short_series():
    result = run_series(GAME, ["normal", "random"], games=6, seed=1)
    assert result.wins[0] >= 5
    result = run_series(GAME, ["normal", "easy", "random", "easy"], games=4, seed=1)
    assert result.score_sums[0] / 4 > result.score_sums[2] / 4
