"""Serpent's refusals in words, from the player's View (game/serpent/refusals.py)."""

import random

from game.serpent import GAME
from game.serpent.actions import Give, Play, Show
from game.serpent.cards import Card, parse_cards
from game.serpent.refusals import pick_refusal, picks_refusal
from tests.game.conformance import NotAnAction, check_refusal
from tests.game.serpent_helpers import FOLLOW_DECK, act, ready_to_play, start

AS, TWO_C, SEVEN_H, SEVEN_D = (Card.parse(text) for text in ("AS", "2C", "7H", "7D"))


def test_the_defender_waits_while_the_director_gives_whatever_they_try():
    state = start(FOLLOW_DECK)
    for action in (Give(TWO_C), Play(TWO_C), None):
        check_refusal(GAME, state, 1, action, "It is not your turn.")


def test_a_move_of_another_phase_is_refused_with_what_this_phase_asks():
    state = start(FOLLOW_DECK)
    check_refusal(GAME, state, 0, Play(AS),
                  "Choose one of your face-down cards to give the defender.")
    check_refusal(GAME, state, 0, NotAnAction(),
                  "Choose one of your face-down cards to give the defender.")
    for card in parse_cards("AS KS QS"):
        act(state, 0, f"give {card}")
    check_refusal(GAME, state, 0, Give(Card.parse("JS")),
                  "Choose one of your face-down cards to show face up.")
    for card in parse_cards("JS 10S 9S"):
        act(state, 0, f"show {card}")
    check_refusal(GAME, state, 0, Show(SEVEN_H), "Choose a card from your hand to play.")


def test_a_card_given_already_or_not_held_is_refused_by_name():
    state = start(FOLLOW_DECK)
    act(state, 0, "give A\u2660")
    check_refusal(GAME, state, 0, Give(AS),
                  "A\u2660 is already face up: choose one of your face-down cards.")
    check_refusal(GAME, state, 0, Give(TWO_C), "You don't hold 2\u2663 to do that.")


def test_a_response_that_could_follow_and_does_not_names_the_cards_that_do():
    state = ready_to_play()
    act(state, 0, "play 7\u2665")
    check_refusal(GAME, state, 1, Play(TWO_C), "You must follow \u2665 or 7: you hold 7\u2666.")
    assert GAME.refusal(state.view(1), Play(SEVEN_D)) == ""


def test_a_lead_is_free():
    state = ready_to_play()
    assert all(GAME.refusal(state.view(0), Play(card)) == ""
               for card in state.view(0).hand_cards)


def test_after_the_last_hand_the_match_is_over():
    state = start(FOLLOW_DECK)
    rng = random.Random(2)
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for seat in (0, 1):
        check_refusal(GAME, state, seat, Play(TWO_C), "The match is over.")


def test_picking_a_gift_a_card_at_a_time_stops_at_three():
    view = start(FOLLOW_DECK).view(0)
    picked = list(parse_cards("AS KS QS"))
    assert pick_refusal(view, picked[:2], picked[2]) == ""
    assert pick_refusal(view, picked, Card.parse("JS")) == \
        "Three are chosen: take one back first, or give them."
    assert pick_refusal(view, [], TWO_C) == "You don't hold 2\u2663 to do that."
    assert pick_refusal(start(FOLLOW_DECK).view(1), [], AS) == "It is not your turn."


def test_picks_are_given_only_when_as_many_as_owed_are_chosen():
    view = start(FOLLOW_DECK).view(0)
    assert picks_refusal(view, parse_cards("AS")) == "Choose 3 cards to give: 1 chosen so far."
    assert picks_refusal(view, parse_cards("AS KS QS")) == ""
    assert picks_refusal(ready_to_play().view(0), ()) == "Choose a card from your hand to play."
