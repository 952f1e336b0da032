"""A No Lookie tableau's score reckoned card by card (game/no_lookie/scoring.py): what
each card counts as and adds, and whether the bottom row matches; its total is the
round's score."""

import random

import pytest

from game.no_lookie import events as ev
from game.no_lookie.cards import BURN, ELEVEN, POINTS, SWAP, TRADE, WILD
from game.no_lookie.scoring import CardScore, score_tableau, tableau_score
from tests.game.no_lookie_helpers import INFO


def parts(tableau, wild_casey=False):
    """(top row's points, bottom row's points, matched, {slot: what a wild counts as})."""
    score = score_tableau(tableau, wild_casey)
    return score.top.points, score.bottom.points, score.matched, score.wilds


def test_the_top_row_adds_its_values_and_an_unmatched_bottom_row_too():
    score = score_tableau((9, 8, 4, 4, 1))
    assert score.top.cards == (CardScore(0, 9, 9, 9), CardScore(1, 8, 8, 8))
    assert [c.points for c in score.bottom.cards] == [4, 4, 1]
    assert (score.top.points, score.bottom.points, score.points) == (17, 9, 26)


def test_a_matching_bottom_row_scores_zero_its_wild_counting_as_the_rows_number():
    assert parts((1, 2, 7, WILD, 7)) == (3, 0, True, {3: 7})
    score = score_tableau((1, 2, 7, WILD, 7))
    assert [c.points for c in score.bottom.cards] == [0, 0, 0]


def test_the_published_elevens_one_eleven_matches_two_wilds_and_not_another_eleven():
    """CLARIFICATIONS: a bottom row 11 11 W scores 22 + 0, while 11 W W matches (0)."""
    assert parts((1, 2, ELEVEN, ELEVEN, WILD)) == (3, 22, False, {4: 0})
    assert parts((1, 2, ELEVEN, WILD, WILD)) == (3, 0, True, {3: ELEVEN, 4: ELEVEN})


def test_wilds_score_zero_alone_and_a_row_of_wilds_matches_any_number():
    assert parts((WILD, 3, 7, 7, 9)) == (3, 23, False, {0: 0})
    assert parts((1, 2, WILD, WILD, WILD)) == (3, 0, True, {2: None, 3: None, 4: None})


def test_action_cards_score_fifteen_and_never_match():
    assert parts((SWAP, WILD, 5, 5, BURN)) == (15, 25, False, {1: 0})
    assert parts((TRADE, 2, TRADE, TRADE, TRADE)) == (17, 45, False, {})


def test_under_wild_casey_a_wild_copies_the_tableaus_lowest_number_or_matches():
    assert parts((WILD, 3, 7, 7, 9), True) == (6, 23, False, {0: 3})
    assert parts((4, 6, 7, 7, WILD), True) == (10, 0, True, {4: 7})
    assert parts((4, 6, WILD, WILD, WILD), True) == (10, 0, True, {2: 4, 3: 4, 4: 4})
    assert parts((SWAP, SWAP, WILD, WILD, WILD), True) == (30, 0, False, {2: 0, 3: 0, 4: 0})
    assert parts((1, 2, ELEVEN, ELEVEN, WILD), True) == (3, 23, False, {4: 1})


@pytest.mark.parametrize("seats, seed", [(3, 1), (4, 2), (7, 3)])
@pytest.mark.parametrize("casey", [False, True])
def test_every_revealed_tableau_reckons_to_the_rounds_score_card_by_card(seats, seed, casey):
    options = {"wild_casey": casey, "swap": True, "burn": True}
    state = INFO.start(seats, options, seed)
    rng = random.Random(seed)
    revealed = 0
    while not state.is_over:
        seat = state.to_act()[0]
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            if isinstance(event, ev.RoundRevealed):
                revealed += 1
                for tableau, points in zip(event.tableaus, event.scores):
                    check_reckoning(score_tableau(tableau, casey), tableau, casey, points)
    assert revealed


def check_reckoning(score, tableau, casey, points):
    """Each card adds what it counts as (a wild alone: 0, or the lowest number under
    Wild Casey; any other card its value; nothing in a matching bottom row), and the
    cards add up to the round's score."""
    assert [card.card for card in score.cards] == list(tableau)
    assert [card.slot for card in score.cards] == [0, 1, 2, 3, 4]
    numbers = [card for card in tableau if 1 <= card <= ELEVEN]
    alone = min(numbers, default=0) if casey else 0
    for card in score.cards:
        if card.slot >= 2 and score.matched:
            assert card.points == 0
        elif card.card == WILD:
            assert card.counts_as == card.points == alone
        else:
            assert card.counts_as == card.card and card.points == POINTS[card.card]
    assert sum(card.points for card in score.cards) == score.points == points
    assert tableau_score(tableau, casey) == points
