"""Procession's refusals in words, from the mover's View (game/procession/refusals.py)."""

from game.procession import GAME
from game.procession.actions import Flip
from tests.game.conformance import NotAnAction, check_refusal


def start(n=5, seats=2):
    return GAME.start(seats, {"n": n}, seed=0)


def test_a_new_multiset_of_runs_is_allowed():
    state = start()
    assert GAME.refusal(state.view(0), Flip(4)) == ""


def test_a_multiset_already_made_is_refused_naming_the_move_that_made_it():
    """The published game: 10111 can't follow 10011, as 3,1,1 already occurred."""
    state = start()
    state.apply(0, Flip(4))  # 00010: 3 · 1 · 1
    state.apply(1, Flip(1))  # 10010
    state.apply(0, Flip(5))  # 10011
    check_refusal(GAME, state, 1, Flip(3), "3 \u00b7 1 \u00b7 1 was made on move 1.")


def test_flipping_back_to_the_start_is_refused_as_the_starting_rows():
    state = start()
    state.apply(0, Flip(4))
    check_refusal(GAME, state, 1, Flip(4), "5 is the starting row's.")


def test_a_digit_outside_the_row_or_an_odd_object_asks_for_a_digit():
    state = start()
    for action in (Flip(6), Flip(0), Flip("3"), None, NotAnAction()):
        check_refusal(GAME, state, 0, action, "Choose a digit from 1 to 5.")


def test_the_other_player_is_told_it_is_not_their_turn_whatever_they_try():
    state = start()
    for action in (Flip(4), Flip(9), None):
        check_refusal(GAME, state, 1, action, "It is not your turn.")


def test_once_nobody_can_move_the_match_is_over_for_everyone():
    state = start(n=2)
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    for seat in (0, 1):
        check_refusal(GAME, state, seat, Flip(1), "The match is over.")
