"""Precognition's refusals in words, from the player's View (game/precognition/refusals.py)."""

from game.precognition import GAME
from game.precognition.actions import Erase, Finish, Letter, Place
from game.precognition.cards import Card
from tests.game.conformance import NotAnAction, check_refusal
from tests.game.precognition_helpers import place_in_order, start, write


def test_a_string_is_written_within_its_limits():
    state = start([[1, 2], [3, 4]])  # N = 4: at most 3 letters
    check_refusal(GAME, state, 0, Erase(), "Write at least one letter first.")
    check_refusal(GAME, state, 0, Finish(), "Write at least one letter first.")
    for letter in "UDS":
        state.apply(0, Letter(letter))
    check_refusal(GAME, state, 0, Letter("U"), "A string has at most 3 letters.")
    assert GAME.refusal(state.view(0), Finish()) == ""


def test_while_writing_a_card_or_an_odd_letter_asks_for_letters():
    state = start([[1, 2], [3, 4]])
    card = state.view(0).hand[0]
    for action in (Place(card), Letter("UD"), Letter("X"), NotAnAction()):
        check_refusal(GAME, state, 0, action, "Write U, D or S, erase a letter, or say done.")


def test_a_written_string_is_final_while_the_others_write():
    state = start([[1, 2], [3, 4]])
    write(state, 0, "U")
    check_refusal(GAME, state, 0, Letter("D"), "Your string is already written.")


def test_cards_are_placed_in_turn_from_ones_own_hand():
    state = start([[1, 2], [3, 4]])  # the last seat deals: seat 0 places first
    write(state, 0, "U")
    write(state, 1, "D")
    check_refusal(GAME, state, 1, Place(state.view(1).hand[0]), "It is not your turn.")
    check_refusal(GAME, state, 0, Place(Card(13, "\u2663")), "You do not hold K\u2663.")
    check_refusal(GAME, state, 0, Letter("U"), "Place a card from your hand.")


def test_a_player_out_of_the_replay_sits_out_and_the_match_ends_for_all():
    state = start([[1, 4], [2, 5], [3, 6]], replays=[[[1, 2], [3, 4]]])
    write(state, 0, "UU")
    write(state, 1, "UU")
    write(state, 2, "D")
    place_in_order(state, [1, 2, 3, 4, 5, 6])  # UUUUU: seats 0 and 1 tie
    assert state.players == (0, 1)
    check_refusal(GAME, state, 2, Letter("U"),
                  "You sit out this deal: the tied players play again.")
    write(state, 0, "DU")
    write(state, 1, "U")
    place_in_order(state, [3, 1, 4, 2])  # seat 1 places first: DUD
    assert state.is_over and state.champion == 0
    for seat in range(3):
        check_refusal(GAME, state, seat, Letter("U"), "The match is over.")


def test_the_view_asks_the_games_refusal():
    state = start([[1, 2], [3, 4]])
    view = state.view(0)
    assert view.refusal(Erase()) == GAME.refusal(view, Erase()) == \
        "Write at least one letter first."
