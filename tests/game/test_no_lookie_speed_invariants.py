"""No Lookie's fast paths give exactly what the plain definitions give: a tableau's
expected score, the best place Normal finds for each card, a tableau's score."""

import random
from itertools import islice, product

from game.no_lookie import GAME
from game.no_lookie.ai import NoLookieAgent
from game.no_lookie.cards import POINTS, SLOTS
from game.no_lookie.mind import Mind
from game.no_lookie.scoring import bottom_row_matches, score_tableau, tableau_score
from tests.game.positions import positions


def plain_expected(mind: Mind, cards) -> float:
    """`Mind.expected` by its definition: an unknown card is worth the unseen cards'
    mean, a bottom row that matches adds nothing (with one card unknown, nothing as
    often as the unknown card would match)."""
    values = [mind.mean if c is None else mind.points(c, cards) for c in cards]
    top = values[0] + values[1]
    plain = values[2] + values[3] + values[4]
    bottom = cards[2:]
    unknown = bottom.count(None)
    if unknown == 0:
        known = [c for c in cards if c is not None]
        return top if bottom_row_matches(bottom, known, mind.casey) else top + plain
    if unknown == 1:
        known = [c for c in bottom if c is not None]
        if bottom_row_matches(known):
            return top + (1.0 - mind.match_chance(known)) * plain
    return top + plain


def test_normal_places_each_card_where_the_plain_expected_score_gains_most():
    places = 0
    for state, seat in islice(positions(GAME, NoLookieAgent(), 1, 60), 3000):
        view = state.view(seat)
        mind = Mind(view, view.own())
        assert mind.now == plain_expected(mind, mind.own)
        for card in range(len(POINTS)):
            plain = max((mind.now - plain_expected(mind, mind.with_card(slot, card)), slot)
                        for slot in SLOTS)
            assert mind.best_place(card) == plain
            places += 1
    assert places > 40000


def test_a_tableaus_score_is_its_card_by_card_reckoning():
    """`tableau_score` adds the points up directly; `score_tableau` reckons each card:
    every bottom row of three cards, under random top rows, with and without Wild
    Casey (a wild then counts the tableau's lowest number)."""
    rng = random.Random(47)
    cards = range(len(POINTS))
    for bottom in product(cards, repeat=3):
        tableau = (rng.choice(cards), rng.choice(cards), *bottom)
        for casey in (False, True):
            assert tableau_score(tableau, casey) == score_tableau(tableau, casey).points


def test_a_views_awareness_is_what_the_state_knows_now():
    """A state remembers every seat's `aware` flags from one view to the next: each
    view's are the places whose card that seat knows at that moment."""
    for state, seat in islice(positions(GAME, NoLookieAgent(), 1, 80), 4000):
        known = state.known[:state.num_seats]
        assert state.view(seat).aware == tuple(
            tuple(card is not None for card in places) for places in known)
