"""No Lookie's fast paths give exactly what the plain definitions give: a tableau's
expected score, the best place Normal finds for each card, a tableau's score."""

import random
from itertools import islice, product

from game.no_lookie import GAME
from game.no_lookie.ai import NoLookieAgent
from game.no_lookie.cards import POINTS, SLOTS, is_action
from game.no_lookie.mind import ACTION_WORTH, Mind
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


def plain_draw_gain(mind: Mind) -> float:
    """`Mind.draw_gain` by its definition: each unseen card's gain at its best place
    (an action card's action), kept only when it helps, weighed by how many are unseen."""
    total = 0.0
    for card, count in mind.pool.items():
        if is_action(card):
            gain = ACTION_WORTH
        else:
            gain = max(0.0, max(mind.now - plain_expected(mind, mind.with_card(slot, card))
                                for slot in SLOTS))
        total += gain * count
    return total / mind.pool_size


def test_the_gain_of_a_draw_is_the_plain_expected_gain_of_each_unseen_card():
    for state, seat in islice(positions(GAME, NoLookieAgent(), 1, 60), 3000):
        view = state.view(seat)
        assert Mind(view, view.own()).draw_gain() == plain_draw_gain(Mind(view, view.own()))


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


def test_what_a_view_shows_of_who_knows_each_place_is_the_states_now():
    """A state remembers from one view to the next what views show of who knows each
    place: each view's `public`, `aware`, `seen_at` and `kept` are the state's lists as
    they stand at that moment (and its options, sorted once, the state's)."""
    for state, seat in islice(positions(GAME, NoLookieAgent(), 1, 80), 4000):
        view, n = state.view(seat), state.num_seats
        assert view.public == tuple(tuple(state.known[n][5 * s:5 * s + 5]) for s in range(n))
        assert view.aware == tuple(tuple(card is not None for card in state.known[v])
                                   for v in range(n))
        assert view.seen_at == tuple(tuple(stamps) for stamps in state.seen_at)
        assert view.kept == tuple(state.kept)
        assert view.options == tuple(sorted(state.options.items()))


def test_legal_lists_share_their_actions_but_never_the_list():
    """The rules make legal lists of frozen actions made once: each list handed out is
    a fresh one, so a caller that changes it changes nothing for the next."""
    for state, seat in islice(positions(GAME, NoLookieAgent(), 1, 40), 2000):
        legal = state.legal_actions(seat)
        kept = list(legal)
        legal.clear()
        assert state.legal_actions(seat) == kept
