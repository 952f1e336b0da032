"""Peeper's refusals in words, from the player's View (game/peeper/refusals.py): a play
that does not beat the trick names both, "2 2 does not beat the pair of 12s."."""

from game.peeper import GAME
from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.patterns import BOMB, PAIR, SINGLE, Play, X
from game.peeper.refusals import call_refusal, tiles_refusal
from game.peeper.rules import DOUBLE, MINE_WINDOW, RETURN_WINDOW
from tests.game.conformance import NotAnAction, check_refusal
from tests.game.peeper_helpers import act, give, start

LOW_PAIR = Play(PAIR, 2, (2, 2), (2, 2))
DOES_NOT_BEAT_TWELVES = "2 2 does not beat the pair of 12s."


def single(tile: int) -> Play:
    return Play(SINGLE, tile, (tile,), (tile,))


def two_hands(first, second, **options):
    """Seat 0 (holding the marked 1) leads; each hand is exactly the tiles given."""
    state = start([[1], [2]], marked=0, options=options)
    give(state, 0, first)
    give(state, 1, second)
    return state


def facing_twelves():
    state = two_hands([1, 12, 12, 7, 7, 7, 9], [2, 2, 5, 13, 13, 13, X])
    act(state, 0, "12 12")
    return state


def test_a_lower_play_of_the_same_pattern_does_not_beat_the_trick():
    check_refusal(GAME, facing_twelves(), 1, LOW_PAIR, DOES_NOT_BEAT_TWELVES)


def test_another_pattern_is_told_what_would_beat_the_trick():
    state = facing_twelves()
    check_refusal(GAME, state, 1, single(5),
                  "5 does not beat the pair of 12s: only a higher pair or a bomb beats it.")
    assert GAME.refusal(state.view(1), Play(BOMB, 13, (13,) * 3, (13,) * 3)) == ""


def test_after_a_bomb_only_a_higher_bomb_or_a_big_bomb_beats_it():
    state = two_hands([1, 7, 7, 7, 9], [2, 2, 5, 13])
    act(state, 0, "7 7 7")
    check_refusal(GAME, state, 1, LOW_PAIR, "2 2 does not beat the bomb 7 7 7: only a "
                                            "higher bomb or a big bomb beats it.")


def test_tiles_not_held_or_making_no_pattern_are_named():
    state = facing_twelves()
    check_refusal(GAME, state, 1, Play(PAIR, 9, (9, 9), (9, 9)), "You don't hold 9 9.")
    check_refusal(GAME, state, 1, Play(PAIR, 5, (2, 5), (2, 5)), "2 5 is not a valid pattern.")
    check_refusal(GAME, state, 1, Play(PAIR, 2, (2, 0), (2, 0)),
                  "2 0 is not made of Peeper tiles.")


def test_the_leader_may_not_pass_and_the_others_wait_their_turn():
    state = two_hands([1, 12, 12], [2, 2])
    check_refusal(GAME, state, 0, Pass(), "You lead this trick: play a pattern.")
    check_refusal(GAME, state, 0, Decline(), "Lead a pattern from your hand.")
    check_refusal(GAME, state, 0, NotAnAction(), "Lead a pattern from your hand.")
    check_refusal(GAME, state, 1, LOW_PAIR, "It is not your turn.")
    act(state, 0, "12 12")
    check_refusal(GAME, state, 1, NotAnAction(),
                  "Play a pattern that beats the pair of 12s, or pass.")
    check_refusal(GAME, state, 1, Mine(12),
                  "Mine! and Return! answer a single at once: there is none to answer now.")


def test_a_single_is_answered_with_mine_only_by_one_who_holds_the_pair():
    state = two_hands([1, 9, 4], [9, 5, 5])
    act(state, 0, "9")
    assert state.phase == MINE_WINDOW
    check_refusal(GAME, state, 1, Mine(9), "You don't hold two more 9s to call Mine!")
    check_refusal(GAME, state, 1, Mine(5), "The single is 9: Mine! takes two more 9s.")
    check_refusal(GAME, state, 1, Return(9),
                  "Return! answers a Mine!: answer the single with Mine! or no.")
    check_refusal(GAME, state, 1, single(5), "Answer the single: Mine! or no.")
    check_refusal(GAME, state, 0, Decline(), "You are not being asked now.")
    assert call_refusal(state.view(1)) == "You don't hold two more 9s to call Mine!"
    give(state, 1, [9, 9, 5])
    assert call_refusal(state.view(1)) == "" == GAME.refusal(state.view(1), Mine(9))


def test_a_mine_is_answered_with_return_only_by_one_who_holds_the_fourth():
    state = two_hands([1, 5, 8], [5, 5, 6])
    act(state, 0, "5")
    act(state, 1, "Mine! 5 5")
    assert state.phase == RETURN_WINDOW
    check_refusal(GAME, state, 0, Return(5), "You don't hold the fourth 5 to call Return!")
    check_refusal(GAME, state, 0, Return(8), "The Mine! is on 5: Return! takes the fourth 5.")
    check_refusal(GAME, state, 0, Mine(5), "Mine! is called: only Return! beats it.")
    check_refusal(GAME, state, 0, Pass(), "Answer the Mine!: Return! or no.")
    assert call_refusal(state.view(0)) == "You don't hold the fourth 5 to call Return!"


def test_chance_is_called_first_and_double_chance_answers_it():
    state = start([[1], [2]], marked=0, options={"chance": True})
    check_refusal(GAME, state, 0, Chance(True), "Nobody has called Chance!: call it, or say no.")
    check_refusal(GAME, state, 0, LOW_PAIR, "Call Chance! or say no.")
    act(state, 0, "Chance!")
    assert state.phase == DOUBLE
    check_refusal(GAME, state, 1, Chance(), "Chance! is called: answer Double-Chance! or no.")
    check_refusal(GAME, state, 0, Decline(), "You are not being asked now.")


def test_picked_tiles_are_refused_by_their_reading_nearest_to_beating_the_trick():
    view = facing_twelves().view(1)
    assert tiles_refusal(view, [2, 2]) == DOES_NOT_BEAT_TWELVES
    assert tiles_refusal(view, [5, 2]) == ("2 5 makes no pattern: a single, a pair, a "
                                           "straight, straight pairs or a bomb.")
    assert tiles_refusal(view, [13, 13, 13]) == ""
    assert tiles_refusal(view, [5, X]) == "5 X=5 does not beat the pair of 12s."  # a pair of 5s
    assert tiles_refusal(view, [13, X]) == ""
    assert tiles_refusal(view, []) == "Pick the tiles to play, or pass."
    assert tiles_refusal(facing_twelves().view(0), [7, 7, 7]) == "It is not your turn."


def test_when_the_match_is_over_every_move_is_refused_so():
    state = start([[1], [2]], marked=0, options={"game_end": "hands"})
    while not state.is_over:
        seat = state.to_act()[0]
        give(state, seat, [state.view(seat).hand[0]])
        state.apply(seat, state.legal_actions(seat)[0])
    for seat in (0, 1):
        check_refusal(GAME, state, seat, Pass(), "The match is over.")
