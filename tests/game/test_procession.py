"""Procession's rules: the published sample game, the bound on moves, the last mover
winning with any number of players, and random games checked for invariants."""

import pickle
from functools import cache

import pytest

from game.core import IllegalAction, MatchEnded
from game.procession import GAME
from game.procession.actions import Flip
from game.procession.events import DigitFlipped
from game.procession.runs import format_row, run_lengths
from tests.game.conformance import random_playthrough

PARTITIONS = {2: 2, 3: 3, 4: 5, 5: 7, 6: 11, 7: 15}  # p(n)

SAMPLE = [  # the published n = 5 game: each row and its run lengths
    ("00010", (3, 1, 1)),
    ("10010", (1, 2, 1, 1)),
    ("10011", (1, 2, 2)),
    ("00011", (3, 2)),
    ("00001", (4, 1)),
]


def start(n, seats=2):
    return GAME.start(seats, {"n": n}, seed=0)


def flip_to(state, target: str):
    """Apply the one flip that turns the current row into `target`."""
    current = format_row(state.row)
    [position] = [k + 1 for k, (a, b) in enumerate(zip(current, target)) if a != b]
    return state.apply(state.to_act()[0], Flip(position))


def test_run_lengths_are_a_multiset():
    assert run_lengths((1, 0, 0, 1, 1)) == (1, 2, 2)
    assert run_lengths((0, 0, 1, 1, 0)) == run_lengths((1, 0, 0, 1, 1))


def test_published_sample_game():
    state = start(5)
    for row, runs in SAMPLE:
        [event, *rest] = flip_to(state, row)
        assert isinstance(event, DigitFlipped)
        assert sorted(event.runs) == sorted(runs)
    assert format_row(state.row) == "00001"
    assert state.is_over and state.legal_actions(state.next_seat) == []
    assert isinstance(rest[-1], MatchEnded)
    assert state.outcome().winners == (0,)  # seat 0 wrote the fifth row, 00001


def test_sample_refuses_10111_after_10011_because_3_1_1_occurred():
    state = start(5)
    for row, _ in SAMPLE[:3]:
        flip_to(state, row)
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction, match="3 \u00b7 1 \u00b7 1 was made on move 1"):
        state.apply(state.to_act()[0], Flip(3))  # 10011 -> 10111
    assert pickle.dumps(state) == before


def test_sample_final_position_has_no_move_left():
    """After 00001 every flip repeats a multiset: 10001, 01001, 00101, 00011, 00000."""
    state = start(5)
    for row, _ in SAMPLE:
        flip_to(state, row)
    occurred = {run_lengths(r) for r in state.history}
    for position in range(1, 6):
        row = list(state.row)
        row[position - 1] ^= 1
        assert run_lengths(tuple(row)) in occurred


def test_starting_row_counts_as_occurred():
    state = start(3)
    assert (3,) in state.occurred
    state.apply(0, Flip(1))  # 100
    assert Flip(1) not in state.legal_actions(1)  # back to 000 would repeat (3,)


@cache
def longest_game(n, row=None, occurred=None):
    row = row or (0,) * n
    occurred = occurred or frozenset([(n,)])
    best = 0
    for k in range(n):
        child = row[:k] + (row[k] ^ 1,) + row[k + 1:]
        runs = run_lengths(child)
        if runs not in occurred:
            best = max(best, 1 + longest_game(n, child, occurred | {runs}))
    return best


@pytest.mark.parametrize("n", range(2, 7))
def test_longest_game_is_p_of_n_minus_one(n):
    assert longest_game(n) == PARTITIONS[n] - 1


@pytest.mark.parametrize("n", [5, 7, 9, 12])
def test_random_games_never_exceed_p_of_n_minus_one(n):
    partitions = len({run_lengths(tuple((b >> k) & 1 for k in range(n)))
                      for b in range(1 << n)})
    for seed in range(5):
        state = random_playthrough(GAME, 2, seed, {"n": n}, check_every=3)
        assert len(state.movers) <= partitions - 1


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_with_any_number_of_players_the_last_mover_wins(seats):
    for seed in range(4):
        state = random_playthrough(GAME, seats, seed, {"n": 6})
        last = state.movers[-1]
        outcome = state.outcome()
        assert outcome.winners == (last,)
        assert outcome.rewards == tuple(1.0 if s == last else 0.0 for s in range(seats))


def test_turns_go_round_in_a_fixed_order():
    state = start(7, seats=3)
    for expected in (0, 1, 2, 0, 1):
        assert state.to_act() == (expected,)
        state.apply(expected, state.legal_actions(expected)[0])
    assert state.movers == [0, 1, 2, 0, 1]


def test_sample_for_three_players_names_the_fifth_mover():
    state = start(5, seats=3)
    for row, _ in SAMPLE:
        flip_to(state, row)
    assert state.outcome().winners == (1,)  # movers 0 1 2 0 1


def test_flip_outside_the_row_is_refused():
    state = start(5)
    with pytest.raises(IllegalAction, match="1 to 5"):
        state.apply(0, Flip(6))
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply(1, Flip(1))
