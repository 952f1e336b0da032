"""Precognition's table as a player sees it: nothing covering the game, hints, badges
at eight seats, the guided hand, and the reveal kept clear."""

from __future__ import annotations

import pygame
import pytest

from game.precognition.actions import Finish, Letter
from scenes.widgets import theme
from tests.scenes.conftest import click, key, pad, run, texts_drawn
from tests.scenes.precognition_drivers import (
    Controller,
    Keyboard,
    Mouse,
    play_to_a_tie,
)

# -- the screen as a player sees it ---------------------------------------------------------

@pytest.mark.parametrize("seats, decisions", [
    (["human", "normal", "normal"], 40),
    (["human", "human", "normal"], 40),
    (["human"] + ["normal"] * 7, 12),
    *((["human"] + ["normal"] * (size - 1), 14) for size in (2, 4, 5, 6, 7)),  # every size
])
def test_nothing_the_chrome_shows_covers_the_table(make_app, seats, decisions):
    """Seeded matches walked through the real loop, the cursor on every target: no
    message over another or over anything the table shows, none cut at the edge, no
    news outliving its move, no target refused in silence."""
    from tests.scenes.screen_check import walk
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("precognition", seats, 5, {})
    app.stack.push(table)
    assert walk(app, table, decisions, seed=2) == []
    assert any(seat == 0 and move.startswith("play") for seat, move in table.session.actions)


def test_a_hint_covers_nothing_the_log_gives_way(quick_app):
    """A hint's reason stood over the log: it takes the top of the log's column, the
    log under it, while you write and while you place."""
    from tests.scenes.screen_check import frame_problems
    app = quick_app
    table = app.screens.table("precognition", ["human", "normal", "normal"], 4, {})
    app.stack.push(table)
    run(app, 2)
    for phase in ("writing", "placing"):
        for _ in range(600):
            if table.my_turn() and not table.anim.busy and table.view.writing == (
                    phase == "writing"):
                break
            if table.my_turn() and table.view.writing:
                table.play(0, Letter("U") if not table.view.string else Finish())
            run(app, 1)
        key(app, "h", frames=3)
        hint = next(m for m in table.chrome.shown if m.kind == "hint")
        assert not hint.rect.colliderect(table.listed["log"]), phase
        assert frame_problems(table) == [], phase


def test_every_badge_says_all_it_holds_at_eight_seats(quick_app):
    """At eight seats the next player's badge read "2 cards · places n…": each badge's
    line about its player fits it whole, while they write and while they place."""
    from scenes.widgets.badge import _width
    app = quick_app
    table = app.screens.table("precognition", ["human"] + ["normal"] * 7, 4, {})
    app.stack.push(table)
    run(app, 2)

    def cut_short() -> list[str]:
        small = theme.SMALL_SIZE - 2  # a badge's detail line
        return [table.words.badge_detail(seat) for seat in range(8)
                if _width(app.text, table.words.badge_detail(seat), small, False)
                > table.geometry.badge_rect(seat).width - 16]
    table.play(0, Letter("U"))
    assert cut_short() == []  # "6 cards · writing", "6 cards · written ✓"
    table.play(0, Finish())
    run(app, 30)
    assert not table.view.writing and table.words.next_placer() is not None
    assert cut_short() == []


def test_the_guided_hand_shows_nothing_over_anything(make_app):
    from tests.scenes.guided_check import guided_hand_problems
    assert guided_hand_problems(make_app(), "precognition") == []


@pytest.mark.parametrize("device_class", [Keyboard, Mouse, Controller],
                         ids=["keyboard", "mouse", "controller"])
def test_the_guided_hand_takes_its_moves_from_every_device(make_app, device_class):
    """Each note read, each move given on the pad or from the hand with the keyboard,
    the mouse or a controller: the guided hand plays to its end."""
    from scenes.tutorial.coached import tutorial_table
    from tests.scenes.tutorial_player import settle
    app = make_app()
    table = tutorial_table(app, "precognition")
    app.stack.push(table)
    run(app, 2)
    device = device_class(app)
    for _ in range(60):
        settle(app, table)
        coach = table.coach
        if coach.finished:
            break
        if coach.reading():
            if device.name == "mouse":
                click(app, coach._panel.center, frames=1)
            elif device.name == "keyboard":
                key(app, "return", frames=1)
            else:
                pad(app, pygame.CONTROLLER_BUTTON_A, frames=1)
            continue
        step, made = coach.step, len(table.session.actions)
        if step.press:
            wanted = tuple(step.press[0].split("/"))
        else:
            wanted = next(t.key for t in table.targets.items if str(t.action) == step.move)
        device.choose(table, wanted)
        assert table.session.actions[made:made + 1] == [(0, step.move)], table.chrome.message
    assert table.coach.finished


def test_the_log_opens_the_replay_once_it_is_dealt(quick_app):
    """The log said "— Deal 2 —" under "Deal 1 over" while deal 1's reveal lay on the
    table with its results: the heading shows once the replay is dealt."""
    from tests.scenes.conftest import go_on_from_results
    app = quick_app
    table = play_to_a_tie(app, lambda table: table.animation.reveal is not None)

    def log_lines() -> list[str]:
        table.still.forget()  # the whole table drawn again, every word of it
        with texts_drawn(app) as drawn:
            run(app, 1)
        return [words for words, _ in drawn]
    said = log_lines()
    assert any(words.startswith("Deal 1 over") for words in said)
    assert "\u2014 Deal 2 \u2014" not in said
    go_on_from_results(app, "DealResults")
    assert table.animation.reveal is None and "\u2014 Deal 2 \u2014" in log_lines()


def test_nothing_is_offered_over_the_reveal(quick_app):
    """A tie deals the replay at once: its Hint button stood over the third revealed
    prediction.  While the reveal is on the table nothing is asked of anyone.  The
    verdict is said on the status line, not again over the row (its heading said it)."""
    app = quick_app
    table = play_to_a_tie(app, lambda table: table.animation.reveal is not None)
    assert table.session.humans_to_act() == [0]
    run(app, 1)
    table.draw(app.screen)  # the table as "See the table" shows it under the results
    strings = table.listed["reveal:strings"]
    assert not table.my_turn() and table.controls.refresh_buttons() == []
    assert all(not rect.colliderect(strings) for name, rect in table.listed.items()
               if name.startswith("button:"))
    table.still.forget()  # the whole table drawn again, every word of it
    with texts_drawn(app) as drawn:
        table.draw(app.screen)
    said = [words for words, _ in drawn]
    verdict = table.words.status_line()
    assert "tie" in verdict and verdict in said  # the status line (and the results) say it
    assert "The reveal: where each prediction occurs" in said
    assert not any(words.startswith("The reveal: ") and verdict in words for words in said)
