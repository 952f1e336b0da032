"""Every table deals every hand card by card, the match's first included: through the
real loop at normal speed, the cards land one at a time, each leaving from the deck,
until the whole hand is in place; "instant" deals it at once; a move made mid-deal
is not lost."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets.text import counted
from tests.scenes.conftest import click, key, run

# game -> (seats, options, cards in its first hand's deal)
FIRST_DEALS = {
    "peeper": (["human", "normal"], {}, 2 * 16),
    "peek-and-run": (["human", "normal"], {}, 2 * 3),
    "serpent": (["human", "normal"], {}, 3 + 9),
    "precognition": (["human", "normal"], {}, 2 * 26),
    "procession": (["human", "normal"], {"n": 7}, 7),
    "no-lookie": (["human", "normal", "normal"], {}, 3 * 5),
}


def open_table(make_app, game: str, speed: str = "normal"):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = speed
    seats, options, _ = FIRST_DEALS[game]
    table = app.screens.table(game, seats, 4, options)
    app.stack.push(table)
    return app, table


def left_the_deck(table) -> int:
    """How many of the deal's cards have left the deck (their flight begun or over)."""
    return sum(1 for _, flight in table.dealing.flights
               if flight.tween.done or flight.tween.elapsed >= flight.tween.delay)


@pytest.mark.parametrize("game", sorted(FIRST_DEALS))
def test_the_first_hand_is_dealt_one_card_at_a_time_from_the_deck(make_app, game):
    app, table = open_table(make_app, game)
    dealing, total = table.dealing, FIRST_DEALS[game][2]
    assert len(dealing.cards) == total and dealing.landed == 0 and table.anim.busy
    deck = pygame.Rect(dealing.deck, (0, 0))
    for card, sprite in dealing.flights:  # each leaves from the deck
        start = pygame.Rect(sprite.tween.start, card.place.size)
        assert start.center == pytest.approx(deck.center, abs=1)
        assert sprite.tween.end == card.place.topleft
    landed, left = [dealing.landed], [left_the_deck(table)]
    for _ in range(600):
        run(app, 1)
        landed.append(dealing.landed)
        left.append(left_the_deck(table))
        if dealing.landed == total:
            break
    steps = {after - before for before, after in zip(landed, landed[1:])}
    assert steps <= {0, 1} and landed[-1] == total
    assert sorted(set(landed)) == list(range(total + 1))  # every count seen, in turn
    assert {after - before for before, after in zip(left, left[1:])} <= {0, 1}
    assert not table.dealing.under_way


@pytest.mark.parametrize("game", sorted(FIRST_DEALS))
def test_instant_deals_the_hand_at_once(make_app, game):
    app, table = open_table(make_app, game, speed="instant")
    assert table.dealing.landed == len(table.dealing.cards) == FIRST_DEALS[game][2]
    assert not table.dealing.under_way and not table.anim.busy


def test_a_place_shows_its_card_only_once_it_has_landed(make_app):
    """Peeper: your row grows tile by tile, and another player's count as theirs land."""
    app, table = open_table(make_app, "peeper")
    run(app, 20)
    mine, theirs = table.dealing.waiting(("hand", 0)), table.dealing.waiting(("hand", 1))
    assert 0 < mine < 16 and 0 < theirs < 16
    assert table.animation.dealing == mine  # the row draws the landed tiles only
    badge = table.drawing._badge(table.view, 1)
    assert badge.detail.split(" \u00b7 ")[0] == counted(16 - theirs, "tile")


def test_a_move_made_mid_deal_is_played_with_every_card_in_place(make_app):
    app, table = open_table(make_app, "procession")
    run(app, 5)
    assert table.dealing.under_way and table.my_turn()
    table.controls.refresh_targets()
    click(app, table.targets.find(("digit", 3)).rect.center)
    assert len(table.session.actions) == 1 and table.session.state.view(0).row[2] == 1
    assert not table.dealing.under_way


def test_confirm_mid_deal_finishes_it_and_plays_nothing(make_app):
    app, table = open_table(make_app, "serpent")
    run(app, 5)
    assert table.dealing.under_way
    key(app, "return")
    assert not table.dealing.under_way and not table.session.actions


CURSOR_AT_ONCE = {"serpent", "peek-and-run", "precognition", "procession"}


@pytest.mark.parametrize("game", sorted(FIRST_DEALS))
def test_no_cursor_or_tip_points_at_a_card_still_on_its_way(make_app, game):
    """The cursor's frame and tip ("Give 7♠ to Blue") wait for the cards to be in:
    during the deal they framed an empty place and named a card not yet shown."""
    from scenes.tables.kit.chrome import TIP
    app, table = open_table(make_app, game)
    run(app, 1)
    dealing_frames = tipped_after = 0
    for _ in range(400):
        run(app, 1)
        tips = [m for m in table.chrome.shown if m.kind == TIP]
        if table.dealing.under_way:
            dealing_frames += 1
            assert tips == []
        elif tips:
            tipped_after += 1
    assert dealing_frames > 5
    if game in CURSOR_AT_ONCE:  # the human's move comes first: the tip then shows
        assert tipped_after > 0


@pytest.mark.parametrize("game", ["peek-and-run", "precognition"])
def test_another_players_badge_counts_their_cards_as_they_land(make_app, game):
    """Their badge said the whole hand ("3 cards") while the cards were still flying:
    each time it is made during the deal, it says the cards landed by then."""
    app, table = open_table(make_app, game)
    dealt = FIRST_DEALS[game][2] // 2
    said, real = [], table.badge

    def badge(seat, *args, **kwargs):
        made = real(seat, *args, **kwargs)
        if seat == 1 and "card" in made.detail:  # (the score column's badge has none)
            said.append((made.detail, dealt - table.dealing.waiting(("hand", 1))))
        return made
    table.badge = badge
    for _ in range(200):
        run(app, 1)
        if said and not table.dealing.under_way:
            break
    assert any(landed < dealt for _, landed in said)
    for detail, landed in said:
        assert detail.startswith(counted(landed, "card")), (detail, landed)


def test_your_hands_label_counts_the_cards_landed(make_app):
    """Precognition's "Your hand: 26 cards" stood over a hand still being dealt."""
    from tests.scenes.conftest import texts_drawn
    app, table = open_table(make_app, "precognition")
    labels = []
    with texts_drawn(app) as drawn:
        for _ in range(200):
            drawn.clear()
            run(app, 1)
            landed = 26 - table.dealing.waiting(("hand", 0))
            labels += [(text, landed) for text, _ in drawn if text.startswith("Your hand:")]
            if not table.dealing.under_way:
                break
    assert any(landed < 26 for _, landed in labels)
    for text, landed in labels:
        assert text == f"Your hand: {counted(landed, 'card')}"
