"""Procession's hints: the flip the Perfect player would make, and a sentence that names
the digit, the runs it makes, and a reason that is true of the position."""

import random

import pytest

from game.procession import GAME
from game.procession.actions import Flip
from game.procession.hints import ordinal
from game.procession.rules import ProcessionState
from game.procession.runs import flip_row, run_lengths, say_runs
from game.registry import hint_agent, hint_for
from tests.game.procession_helpers import brute_force_wins


def position(rows: list[str], seats: int = 2) -> ProcessionState:
    """The state after the rows written in turn (each one flip from the last)."""
    state = ProcessionState(seats, len(rows[0]))
    for before, after in zip(rows, rows[1:]):
        flipped = next(i + 1 for i, (a, b) in enumerate(zip(before, after)) if a != b)
        state.apply(state.next_seat, Flip(flipped))
    return state


def hint_at(state: ProcessionState, seed: int = 0):
    seat = state.next_seat
    return hint_for(GAME, state.view(seat), state.legal_actions(seat), random.Random(seed))


def lost_for_mover(state: ProcessionState) -> bool:
    return not brute_force_wins(state.row, frozenset(state.occurred))


def test_the_perfect_player_teaches_procession():
    assert GAME.hint_agent == "perfect"
    assert callable(hint_agent(GAME).hint)


@pytest.mark.parametrize("seats, n, matches", [(2, 4, 6), (2, 5, 6), (2, 7, 6), (3, 6, 6),
                                               (4, 8, 6), (2, 10, 1)])
def test_every_hint_is_legal_and_names_its_digit_and_runs(seats, n, matches):
    """Through seeded matches, at every position: a legal flip, and a reason that names
    the digit flipped and the runs it makes (one match of ten digits: Perfect takes a
    second a move there)."""
    for seed in range(matches):
        state, rng = GAME.start(seats, {"n": n}, seed), random.Random(seed)
        while not state.is_over:
            seat = state.next_seat
            hint = hint_at(state, seed)
            assert hint.action in state.legal_actions(seat)
            runs = say_runs(run_lengths(flip_row(state.row, hint.action.position)))
            assert hint.reason.startswith(f"Flip the {ordinal(hint.action.position)} digit")
            assert f"runs {runs}" in hint.reason
            state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("n", [4, 5])
def test_each_reason_is_true_of_the_position(n):
    """"the last move is yours": no flip is left; "a winning answer": the opponent is
    lost after it; "no flip that ends the game": no reply finishes it."""
    for seed in range(12):
        state, rng = GAME.start(2, {"n": n}, seed), random.Random(seed)
        while not state.is_over:
            hint = hint_at(state, seed)
            after = state.clone()
            after.apply(after.next_seat, hint.action)
            if "the last move is yours" in hint.reason:
                assert after.is_over
            elif "winning answer" in hint.reason:
                assert not after.is_over and lost_for_mover(after)
            elif "no flip that ends the game" in hint.reason:
                for reply in after.legal_actions(after.next_seat):
                    answered = after.clone()
                    answered.apply(answered.next_seat, reply)
                    assert not answered.is_over
                assert lost_for_mover(state)  # a won position is hinted a winning flip
            else:
                assert "lets Player" in hint.reason and lost_for_mover(state)
            state.apply(state.next_seat, rng.choice(state.legal_actions(state.next_seat)))


def test_the_sample_game_ends_with_the_flip_that_leaves_nothing():
    """The rules' sample: from 00011 only 00001 is new, and then no flip is left."""
    state = position(["00000", "00010", "10010", "10011", "00011"])
    assert hint_at(state).reason == ("Flip the 4th digit: runs 4 · 1, a pattern nobody has "
                                     "made, and no flip is left after it, so the last move "
                                     "is yours.")


def test_a_single_flip_left_is_called_so():
    state = position(["00000", "00010", "10010", "10011"])
    assert hint_at(state).reason == ("Flip the 1st digit: runs 3 · 2, a pattern nobody has "
                                     "made, the only flip left, though it lets Player 1 end "
                                     "the game.")


def test_a_won_position_is_hinted_a_winning_flip():
    """n = 6 from the start: the first player wins, and the hint says how."""
    state = GAME.start(2, {"n": 6}, 0)
    assert not lost_for_mover(state)
    hint = hint_at(state)
    after = state.clone()
    after.apply(0, hint.action)
    assert lost_for_mover(after)
    runs = say_runs(run_lengths(after.row))
    assert hint.reason == (f"Flip the {ordinal(hint.action.position)} digit: runs {runs}, a "
                           "pattern nobody has made, and whatever Player 2 flips next, you "
                           "still have a winning answer.")


def test_three_players_are_hinted_a_flip_no_one_can_finish_after():
    state = GAME.start(3, {"n": 5}, 0)
    hint = hint_at(state, seed=3)
    assert hint.reason.endswith("and it leaves Player 2 no flip that ends the game.")


def test_ordinals():
    assert [ordinal(k) for k in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
