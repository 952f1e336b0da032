"""The claim a card on a pile makes, built by the rules (game/peek_and_run/actions.py:
`claim_of`, and `card_move` for a hand card as the player means it)."""

import random

from game.peek_and_run import GAME
from game.peek_and_run.actions import Claim, Lead, ShowTen, card_move, claim_of
from game.peek_and_run.cards import Card
from tests.game.peek_and_run_helpers import opened, start

B2, B3, B7, RT = Card(2, "S"), Card(3, "S"), Card(7, "S"), Card(10, "H")


def test_a_card_claims_the_product_with_the_other_piles_top():
    assert claim_of(B7, "R", B2) == Claim(B7, "R", 14)
    assert claim_of(B7, "L", B3) == Claim(B7, "L", 21)


def test_a_ten_or_no_ordinary_card_on_the_other_pile_claims_nothing():
    assert claim_of(RT, "R", B2) is None
    assert claim_of(B7, "R", None) is None


def test_a_hand_card_on_a_pile_leads_claims_or_peeks():
    state = start([["RT", "B7", "R3"], ["R9", "B9", "R8"]])
    view = state.view(0)
    assert card_move(view, B7, "L") == Lead(B7, "L")
    assert card_move(view, RT, "L") == ShowTen(RT)
    opened(state, "B2", "B3")
    view = state.view(0)
    assert card_move(view, B7, "L") == Claim(B7, "L", 21)
    assert card_move(view, B7, "R") == Claim(B7, "R", 14)


def test_twin_cards_make_one_move_with_the_first_in_the_hand():
    state = start([["R7", "R7", "B2"], ["R9", "B9", "R8"]])
    hearts, diamonds = state.hands[0][:2]
    opened(state, "B2", "B3")
    assert card_move(state.view(0), diamonds, "R") == Claim(hearts, "R", 14)


def test_every_claim_the_rules_list_is_the_one_its_card_makes_on_its_pile():
    for seed in range(6):
        state = GAME.start(2 + seed % 3, {"recapture": seed % 2 == 0}, seed)
        rng = random.Random(seed)
        claims = 0
        for _ in range(300):
            if state.is_over:
                break
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            for action in legal:
                if isinstance(action, Claim):
                    claims += 1
                    assert card_move(view, action.card, action.pile) == action
            state.apply(seat, rng.choice(legal))
        assert claims
