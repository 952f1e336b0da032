"""No Lookie's refusals in words, from the player's View (game/no_lookie/refusals.py)."""

import random

from game.no_lookie.actions import (
    Burn,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    Rearrange,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.refusals import NO_SUCH_CARD, swap_refusal, switch_refusal
from game.no_lookie.rules import PICK, PLACE
from tests.game.conformance import NotAnAction, check_refusal
from tests.game.no_lookie_helpers import INFO, dealt, dealt_advanced, play

OTHER_ROW = "Cards stay in their row: pick another card of your top row."


def test_an_action_card_on_the_discard_pile_cannot_be_taken():
    state = dealt_advanced(stock=[5])
    assert INFO.refusal(state.view(0), DrawDiscard()) == ""
    play(state, DrawStock(), DiscardDrawn())
    state.discard.append(14)  # a Burn, as if just discarded and declined
    state.face_down.append(False)
    check_refusal(INFO, state, 1, DrawDiscard(),
                  "An action card (Burn) on the discard pile cannot be taken.")


def test_cards_switch_within_their_row_once_a_turn():
    state = dealt()
    check_refusal(INFO, state, 0, Rearrange(0, 2), OTHER_ROW)
    check_refusal(INFO, state, 0, Rearrange(2, 2), "Pick two different cards of one row to switch.")
    check_refusal(INFO, state, 0, Rearrange(3, 2),
                  "Name the switch from the left: rearrange B1 B2.")
    check_refusal(INFO, state, 0, Rearrange(0, 7), NO_SUCH_CARD)
    play(state, Rearrange(0, 1))
    check_refusal(INFO, state, 0, Rearrange(2, 3), "You have already switched two cards this turn.")


def test_a_switch_picked_a_card_at_a_time_says_why_at_each_pick():
    state = dealt()
    view = state.view(0)
    assert switch_refusal(view, 1) == "" and switch_refusal(view, 4, picked=2) == ""
    assert switch_refusal(view, 2, picked=0) == OTHER_ROW
    assert switch_refusal(view, 0, picked=3) == \
        "Cards stay in their row: pick another card of your bottom row."
    assert switch_refusal(state.view(1), 1) == "It is not your turn."
    play(state, Rearrange(0, 1))
    assert switch_refusal(state.view(0), 3) == "You have already switched two cards this turn."


def test_a_turn_draws_before_it_places_and_knocks_only_once_a_round():
    state = dealt()
    check_refusal(INFO, state, 0, Replace(0), "Draw a card first: from the draw pile or the "
                                              "discard pile.")
    check_refusal(INFO, state, 0, NotAnAction(),
                  "Draw a card from the draw pile or the discard pile.")
    play(state, Knock())
    check_refusal(INFO, state, 1, Knock(), "Player 1 has already called the round.")
    play(state, DrawStock())
    check_refusal(INFO, state, 1, DrawStock(),
                  "Put the card you drew in your tableau, or discard it.")
    check_refusal(INFO, state, 1, Replace(5), NO_SUCH_CARD)
    check_refusal(INFO, state, 0, DiscardDrawn(), "It is not your turn.")


def test_swap_takes_one_card_of_each_row_the_top_one_named_first():
    state = dealt_advanced(stock=["Swap"])
    play(state, DrawStock(), DiscardDrawn())
    check_refusal(INFO, state, 0, Swap(0, 1),
                  "Swap takes one card of each row: pick one from your bottom row.")
    check_refusal(INFO, state, 0, Swap(2, 0), "Name the top-row card first: swap T1 B1.")
    check_refusal(INFO, state, 0, Burn(0), "Use the Swap card, or decline it.")
    view = state.view(0)
    assert swap_refusal(view, 0) == "" and swap_refusal(view, 2, picked=0) == ""
    assert swap_refusal(view, 0, picked=2) == ""
    assert swap_refusal(view, 3, picked=4) == \
        "Swap takes one card of each row: pick one from your top row."


def test_a_trade_picks_ones_own_card_first_then_another_players():
    state = dealt_advanced(stock=["Trade"])
    play(state, DrawStock(), DiscardDrawn())
    check_refusal(INFO, state, 0, TradeWith(1, 2), "First pick one of your own cards to trade.")
    play(state, TradeFrom(2))
    check_refusal(INFO, state, 0, TradeWith(0, 1),
                  "Take the card in trade from another player's tableau.")
    check_refusal(INFO, state, 0, TradeWith(5, 1), "No such player at the table.")
    check_refusal(INFO, state, 0, TradeFrom(1),
                  "Your card to trade is chosen: now pick the card you take.")


def test_a_draft_passes_left_or_right_and_each_picks_from_the_cards_offered():
    state = dealt_advanced(stock=["Draft", 5, 6, 7])
    play(state, DrawStock(), DiscardDrawn())
    check_refusal(INFO, state, 0, Draft(0), "Pass the drafted cards to the left or to the right.")
    play(state, Draft(1))
    assert state.phase == PICK and sorted(state.packet) == [5, 6, 7]
    check_refusal(INFO, state, 0, DraftPick(9), "No 9 is among the drafted cards.")
    check_refusal(INFO, state, 1, DraftPick(5), "It is not your turn.")
    play(state, DraftPick(5), DraftPick(6))
    assert state.phase == PLACE
    check_refusal(INFO, state, 0, Knock(), "Place your drafted card in your tableau.")


def test_when_the_match_is_over_every_move_is_refused_so():
    state = dealt()
    rng = random.Random(4)
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for seat in range(3):
        check_refusal(INFO, state, seat, DrawStock(), "The match is over.")
