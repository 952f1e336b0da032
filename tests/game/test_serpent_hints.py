"""Serpent hints: Normal's own move, legal, with one sentence naming what is on the
table (and nothing the hinting seat can't see), for director and defender alike."""

import random
import re

from game.registry import hint_for
from game.serpent import GAME
from game.serpent.actions import GIFT, PLAY, SHOW, Give, Play, Show
from game.serpent.ai import make_normal
from game.serpent.cards import Card
from tests.game.hint_helpers import positions

CARD_NAME = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")


def visible(view):
    return set(view.hand_cards) | set(view.open_cards[0]) | set(view.open_cards[1]) | \
        set(view.plays)


def test_every_hint_is_normals_legal_move_with_a_reason_naming_the_table():
    normal, seen = make_normal(), set()
    for view, legal in positions(GAME, 2, {}, matches=4):
        hint = hint_for(GAME, view, legal, random.Random(0))
        assert hint.action in legal
        assert hint.action == normal.choose(view, legal, random.Random(0))
        reason = hint.reason
        assert reason.endswith(".") and ". " not in reason, reason
        card = hint.action.card
        if view.phase == PLAY:
            assert reason.startswith(f"Play {card} on place {len(view.plays) + 1}: ")
        else:
            verb = "Give" if view.phase == GIFT else "Show"
            assert reason.startswith(f"{verb} {card}") and card in view.hidden
        named = [Card.parse(text) for text in CARD_NAME.findall(reason)]
        assert named and set(named) <= visible(view), reason  # only cards this seat sees
        seen.add((view.phase, view.seat == view.director))
    assert seen == {(GIFT, True), (SHOW, True), (PLAY, True), (PLAY, False)}


DEAL = {"first_director": 0, "decks": ["2C 8D JH 5S 6H 7D 7C 2S 9H 9D KS QH"]}


def hints_through(moves):
    """The hint before each of `moves`, played in turn from the fixed deal."""
    state = GAME.start(2, {}, 0, DEAL)
    given = []
    for text in moves:
        seat = state.to_act()[0]
        given.append(hint_for(GAME, state.view(seat), state.legal_actions(seat),
                              random.Random(0)))
        state.apply(seat, next(a for a in state.legal_actions(seat) if str(a) == text))
    return given


def test_the_director_gives_away_the_card_that_fits_least_and_says_so():
    first, second, third = hints_through(["give 2♠", "give Q♥", "give K♠"])
    assert first.action == Give(Card.parse("2S"))
    assert first.reason == ("Give 2♠ to the defender: it lies near K♠ in rank, but each of "
                            "your other hidden cards links at least as closely with the rest, "
                            "so it is the one you need least.")
    assert third.reason == ("Give K♠ to the defender: none of your other hidden cards pairs "
                            "with it or lies within two ranks, so it fits none of your pairs "
                            "and runs.")


def test_plays_name_the_pair_the_follow_and_the_place_beside():
    moves = ["give 2♠", "give Q♥", "give K♠", "show 5♠", "show 6♥", "show 7♣",
             "play 9♦", "play 8♦", "play 2♠", "play 5♠", "play 7♦", "play J♥", "play 2♣",
             "play 7♣"]
    given = hints_through(moves)
    assert given[3].action == Show(Card.parse("5S"))
    assert given[6].reason == ("Play 9♦ on place 1: place 4 beside it is yours to lay, and "
                               "your 9♥ would pair with it there.")
    assert given[7].reason == "Play 8♦ on place 2: it is your only card that follows 9♦."
    assert given[13].action == Play(Card.parse("7C"))
    assert given[13].reason == ("Play 7♣ on place 8: it is your only card that follows 2♣, "
                                "and it pairs with 7♦ (2 points).")


def test_a_card_given_away_from_a_run_is_said_to_make_that_run():
    """3♠ 4♥ 5♣ is a run: the hint gave 3♠ as the card that "fits your pairs and runs
    least (only 5♣ and 4♥ are close to it)", as if it fitted none."""
    deal = {"first_director": 0, "decks": ["2C 8D JH  3S 4H 5C 9S 9H 10D JC JD QH"]}
    state = GAME.start(2, {}, 0, deal)
    hint = hint_for(GAME, state.view(0), state.legal_actions(0), random.Random(0))
    assert hint.action == Give(Card.parse("3S"))
    assert hint.reason == ("Give 3♠ to the defender: it makes the run 3♠-4♥-5♣, but each of "
                           "your other hidden cards links at least as closely with the rest, "
                           "so it is the one you need least.")


def test_what_a_gift_or_a_show_is_said_to_make_it_makes():
    """Over many gifts and shows: a pair named is of one rank, a run named is of
    consecutive ranks (round the 13-cycle) with the card in it, and no other hidden
    card links less with the rest than the card chosen."""
    from game.serpent.ai import _connection
    checked = 0
    for view, legal in positions(GAME, 2, {}, matches=12):
        if view.phase not in (GIFT, SHOW):
            continue
        hint = hint_for(GAME, view, legal, random.Random(0))
        card, reason = hint.action.card, hint.reason
        for paired in re.findall(r"pairs with ((?:\S+ and |\S+, )*\S+)", reason):
            assert all(c.rank == card.rank for c in map(Card.parse, CARD_NAME.findall(paired)))
        for run in re.findall(r"makes the run (\S+?)[,.]", reason):
            ranks = [c.rank for c in map(Card.parse, run.split("-"))]
            assert card.rank in ranks and len(ranks) >= 3, reason
            assert all(b == a % 13 + 1 for a, b in zip(ranks, ranks[1:])), reason
        assert all(_connection(card, view.hidden) <= _connection(other, view.hidden)
                   for other in view.hidden), reason
        checked += 1
    assert checked >= 20
