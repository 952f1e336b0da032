"""The chrome (scenes/tables/kit/chrome.py): a refusal stands as long as the moment it
speaks of, never crossing a move or a hand-off."""

from __future__ import annotations

import pygame

from game.peek_and_run.actions import Lead
from scenes.core.canvas import Canvas
from scenes.tables.kit.chrome import TIP
from tests.scenes.conftest import key, run, top


def refused_here(app, table) -> None:
    """Confirm a target that can't be chosen now: the chrome says why."""
    key(app, "return")
    assert table.chrome.message is not None


def test_a_refusal_goes_when_the_player_chooses_again(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 0, {}))
    table = app.stack.top
    run(app, 5)
    table.targets.point_at(("pile", "L"))  # no card chosen yet: refused
    refused_here(app, table)
    table.targets.point_at(("hand", 0))
    key(app, "return")  # picks a card up: a new choice, so the refusal is over
    assert table.chrome.message is None


def test_a_refusal_is_said_once_over_the_status_line_not_again_in_the_tip(quick_app):
    """The cursor's tip says why a target is refused; once Confirm on it put the words
    over the status line, the tip does not say them a second time."""
    app = quick_app
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 0, {}))
    table = app.stack.top
    run(app, 5)
    table.targets.point_at(("pile", "L"))
    refusal = table.targets.current.refusal

    def tips_drawn():
        table.chrome.begin_frame(parts_listed=True)
        table.chrome.draw_cursor(Canvas(pygame.Surface(app.screen.get_size())))
        return [m.words for m in table.chrome.shown if m.kind == TIP]
    assert tips_drawn() == [refusal]
    refused_here(app, table)
    assert tips_drawn() == []


def test_a_refusal_goes_with_the_next_move_whoever_makes_it(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 0, {}))
    table = app.stack.top
    run(app, 5)
    table.targets.point_at(("pile", "L"))
    refused_here(app, table)
    lead = next(a for a in table.legal() if isinstance(a, Lead))
    assert table.play(0, lead)
    assert table.chrome.message is None


def test_a_refusal_never_crosses_a_hand_off(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("serpent", ["human", "human"], 2, {},
                                     seat_devices={0: "pad:10", 1: "pad:11"}))
    table = app.stack.scenes[-1]
    run(app, 2)
    assert top(app) == "HandOff"
    table.accept_hand_off(app.stack.top.seat)
    app.stack.pop()
    table.explain("Three are chosen: take one back first, or give them.")
    table.viewer = None  # the screen passes to the other player
    run(app, 1)
    assert table.chrome.message is None


def test_once_the_match_is_over_no_button_offers_a_move(quick_app):
    from tests.scenes.conftest import play_until
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal"], 0, {"target": 1})
    app.stack.push(table)
    run(app, 2)
    assert table.controls.refresh_buttons()  # Undo, End turn... while it goes on
    play_until(table, lambda: table.session.state.is_over)
    assert table.controls.refresh_buttons() == []


def test_while_an_ended_hand_lies_on_show_no_button_offers_a_move(quick_app):
    """"Undo (C)" stood under No Lookie's reveal and its results: nothing can be done
    to a hand that is over, and the next is not dealt yet."""
    from tests.scenes.conftest import play_until
    app = quick_app
    for game_id, on_show in (
            ("no-lookie", lambda table: table.animation.reveal is not None),
            ("peeper", lambda table: table.flow.ended_hand is not None),
            ("peek-and-run", lambda table: table.flow.ended_hand is not None)):
        table = app.screens.table(game_id, ["human", "normal", "normal"], 2, {})
        app.stack.reset(table)
        run(app, 2)
        assert table.controls.undo_button() is not None, game_id  # one human against AI
        play_until(table, lambda: on_show(table))
        assert table.controls.refresh_buttons() == [], game_id


def test_news_of_a_move_stands_in_the_banner_place_until_the_next_move(quick_app):
    from scenes.tables.kit.chrome import EVENT
    app = quick_app
    table = app.screens.table("peeper", ["human", "normal", "normal"], 3, {})
    app.stack.push(table)
    run(app, 2)
    table.chrome.announce("Blue called Chance!")
    run(app, 1)
    news = [m for m in table.chrome.shown if m.kind == EVENT]
    assert [m.words for m in news] == ["Blue called Chance!"]
    assert table.layout["banner"].colliderect(news[0].rect)
    seat = table.session.state.to_act()[0]
    table.play(seat, table.session.state.legal_actions(seat)[0])
    run(app, 1)
    assert table.chrome.event is None
    for _ in range(30):  # a move's own frame shows the parts as they were: the next lists them
        run(app, 1)
        if table.chrome.parts_listed:
            break
    assert table.chrome.parts_listed
    assert not [m for m in table.chrome.shown if m.kind == EVENT]


def test_a_tip_never_stands_flush_with_the_screens_edge(quick_app):
    """"Give 3♠ to Blue, face up" over Serpent's first card stood at x = 0."""
    from scenes.tables.kit.chrome import TIP, TIP_EDGE
    app = quick_app
    table = app.screens.table("serpent", ["human", "normal"], 3, {})
    app.stack.push(table)
    run(app, 3)
    tips = [m.rect for m in table.chrome.shown if m.kind == TIP]
    assert tips and table.targets.current.rect.left < TIP_EDGE + tips[0].width // 2
    screen = app.screen.get_rect().inflate(-2 * TIP_EDGE, -2 * TIP_EDGE)
    assert screen.contains(tips[0])
