"""Peek and Run's refusals in words, from the player's View
(game/peek_and_run/refusals.py)."""

from game.peek_and_run import GAME
from game.peek_and_run.actions import (
    Claim,
    EndTurn,
    Forfeit,
    Lead,
    LookHand,
    LookStock,
    Pass,
    PlaceTen,
    ShowTen,
    TakeMarker,
)
from game.peek_and_run.cards import Card
from game.peek_and_run.refusals import pile_refusal
from tests.game.conformance import NotAnAction, check_refusal
from tests.game.peek_and_run_helpers import opened, own, play, start

B2, B7, R3, RT = Card(2, "S"), Card(7, "S"), Card(3, "H"), Card(10, "H")
FIRST_CLAIM = "Finish the first claim: play an ordinary card on the other pile."
IN_A_PEEK = "Finish the peek: look at up to three cards, then put the ten under a pile."


def dealt(**options):
    """Seat 0 plays first, holding 2♠ 7♠ 3♥; seat 1 holds 9♥ 9♠ 8♥."""
    return start([["B2", "B7", "R3"], ["R9", "B9", "R8"]], **options)


def test_before_the_first_claim_a_card_starts_it_and_claims_nothing():
    state = dealt()
    assert GAME.refusal(state.view(0), Lead(B2, "L")) == ""
    check_refusal(GAME, state, 0, Claim(B7, "L", 14),
                  "Start with the first claim: an ordinary card on each pile.")


def test_the_first_claim_needs_two_ordinary_cards():
    state = start([["RT", "BT", "R3"], ["R9", "B9", "R8"]])
    check_refusal(GAME, state, 0, Lead(R3, "L"),
                  "The first claim needs two ordinary cards in your hand.")
    check_refusal(GAME, state, 0, Lead(RT, "L"), "A ten claims nothing: show 10\u2665 to peek.")
    check_refusal(GAME, state, 0, ShowTen(R3), "3\u2665 is not a ten: only a ten peeks.")


def test_the_first_claims_second_card_goes_on_the_other_pile_and_claims_its_product():
    state = dealt()
    play(state, "B2L")
    check_refusal(GAME, state, 0, Claim(B7, "L", 14),
                  "The first claim's second card goes on the other pile.")
    check_refusal(GAME, state, 0, Claim(B7, "R", 15), "7\u2660 on the right pile claims 14, "
                                                      "not 15.")
    for action in (EndTurn(), ShowTen(RT), NotAnAction()):
        check_refusal(GAME, state, 0, action, FIRST_CLAIM)
    assert GAME.refusal(state.view(0), Claim(B7, "R", 14)) == ""


def test_a_taken_cell_is_named_with_its_owner():
    state = dealt()
    opened(state, "B2", "B3")  # 7♠ on the right pile claims 7 x 2 = 14
    own(state, 0, 14)
    check_refusal(GAME, state, 0, Claim(B7, "R", 14), "14 is already taken (yours).")
    own(state, 1, 14)
    check_refusal(GAME, state, 0, Claim(B7, "R", 14), "14 is already taken (Player 2's).")
    view = state.view(0)
    assert GAME.refusal(view, Claim(B7, "R", 14), side_name=lambda side: "Blue") == \
        "14 is already taken (Blue's)."


def test_partners_are_named_together_and_recapture_takes_their_cells():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"], ["R1", "B1", "R2"],
                   ["R4", "B4", "R5"]], dealer=3, seats=4)
    opened(state, "B2", "B3")
    own(state, 1, 14)
    check_refusal(GAME, state, 0, Claim(B7, "R", 14),
                  "14 is already taken (Player 2 & Player 4's).")
    state.options["recapture"] = True
    state._legal = None
    assert GAME.refusal(state.view(0), Claim(B7, "R", 14)) == ""


def test_a_card_not_in_the_hand_or_a_second_twin_is_refused_by_name():
    state = start([["R7", "R7", "B2"], ["R9", "B9", "R8"]])
    hearts, diamonds = state.hands[0][:2]
    check_refusal(GAME, state, 0, Lead(Card(9, "C"), "L"), "You don't hold 9\u2663.")
    check_refusal(GAME, state, 0, Lead(diamonds, "L"),
                  "7\u2666 and 7\u2665 make the same move: play 7\u2665.")
    assert GAME.refusal(state.view(0), Lead(hearts, "L")) == ""


def test_a_turn_ends_with_end_turn_after_a_move_and_before_one_with_forfeit_or_pass():
    state = dealt()
    check_refusal(GAME, state, 0, EndTurn(),
                  "You have made no move yet: play a card, or forfeit the hand.")
    check_refusal(GAME, state, 0, Pass(),
                  "Passing is not allowed in this match: play a card, or forfeit the hand.")
    passing = dealt(pass_allowed=True)
    check_refusal(GAME, passing, 0, Forfeit(),
                  "Pass Allowed is on: pass instead of forfeiting the hand.")
    check_refusal(GAME, passing, 0, EndTurn(),
                  "You have made no move yet: play a card, or pass.")
    play(state, "B2L", "B7R14")  # black on black: the turn goes on
    assert state.current == 0
    check_refusal(GAME, state, 0, Forfeit(), "You have made a move: end your turn.")


def test_a_peek_looks_at_three_cards_of_opponents_or_the_stock_then_places_the_ten():
    state = start([["RT", "B7", "R3"], ["R9", "B4", "R8"]], stock=["B2"])
    check_refusal(GAME, state, 0, LookStock(), "Show a ten first to peek.")
    play(state, "RT")
    check_refusal(GAME, state, 0, LookHand(0, 0), "Look at an opponent's card.")
    check_refusal(GAME, state, 0, LookHand(1, 3), "Player 2 holds 3 cards.")
    check_refusal(GAME, state, 0, Lead(B7, "L"), IN_A_PEEK)
    check_refusal(GAME, state, 0, PlaceTen("M"), "The ten goes under the left or the right pile.")
    play(state, "look P2 card 2")
    check_refusal(GAME, state, 0, LookHand(1, 1), "You have already looked at that card.")
    state.stock = state.stock[-1:]
    play(state, "look stock")
    check_refusal(GAME, state, 0, LookStock(), "No card is left in the stock to look at.")
    play(state, "look P2 card 1")
    check_refusal(GAME, state, 0, LookHand(1, 2),
                  "You have looked at three cards: put the ten under a pile.")


def test_with_no_marker_left_one_of_yours_is_taken_back_to_claim():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]], markers=8)
    opened(state, "B3", "R1")
    own(state, 0, 1, 2, 5, 7, 16, 20, 25, 81)
    check_refusal(GAME, state, 0, TakeMarker(81),
                  "A marker is taken back only when your markers have run out.")
    play(state, "R4R12")
    check_refusal(GAME, state, 0, TakeMarker(12),
                  "12 is not one of your cells: take back a marker of yours.")
    check_refusal(GAME, state, 0, EndTurn(),
                  "Your markers have run out: take one of yours off the board to claim 12.")


def test_out_of_turn_and_after_the_match_every_move_is_refused_so():
    state = dealt(match="rounds", rounds=1)
    check_refusal(GAME, state, 1, Forfeit(), "It is not your turn.")
    while not state.is_over:
        state.apply(state.current, Forfeit())
    for seat in (0, 1):
        check_refusal(GAME, state, seat, Forfeit(), "The match is over.")


def test_a_pile_is_refused_until_a_card_is_chosen_then_as_the_cards_move():
    state = dealt()
    view = state.view(0)
    assert pile_refusal(view, None, "L") == "Choose a card from your hand first."
    assert pile_refusal(view, B2, "L") == ""
    assert pile_refusal(state.view(1), B2, "L") == "It is not your turn."
    opened(state, "B2", "B3")
    own(state, 1, 14)
    assert pile_refusal(state.view(0), B7, "R", lambda side: "Blue") == \
        "14 is already taken (Blue's)."
