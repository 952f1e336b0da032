"""The NEXT / PREV ring (scenes/tables/kit/targets.py, controls.py): after the table's
targets come its buttons, each said with what pressing it does (or why it can't be
pressed now), framed on screen while the cursor is on it, and pressed by Confirm."""

from __future__ import annotations

import pygame

import scenes.widgets.button as button_widget
from tests.scenes.conftest import key, run
from tests.scenes.peek_and_run_drivers import table_where
from tests.scenes.peeper_positions import peeper_position


def focus_said(app) -> str:
    return app.stack.top.spoken_focus()


def step_to_button(app, table, name: str) -> list[str]:
    """Press NEXT (E) until the cursor is on the button `name`, at most once round the
    ring; what was said of each entry on the way."""
    said = []
    for _ in range(len(table.targets.ring)):
        focused = table.targets.focused
        if focused is not None and focused.key == ("button", name):
            return said
        key(app, "e")
        said.append(focus_said(app))
    raise AssertionError(f"NEXT never reached the {name} button: {said}")


def test_next_reaches_every_button_after_the_targets(quick_app):
    table = table_where(quick_app, lambda legal: True)
    table.controls.refresh_targets()
    on_table = [target.key for target in table.targets.items]
    buttons = [("button", b.name) for b in table.controls.refresh_buttons()]
    assert {"end", "notation"} <= {name for _, name in buttons}
    assert [entry.key for entry in table.targets.ring] == on_table + buttons
    seen = []
    for _ in range(len(table.targets.ring)):
        key(quick_app, "e")
        seen.append(table.targets.focused.key)
    assert sorted(seen, key=str) == sorted(on_table + buttons, key=str)


def test_a_button_is_said_with_its_key_and_what_pressing_it_does(quick_app):
    table = table_where(quick_app, lambda legal: True)
    said = step_to_button(quick_app, table, "notation")
    assert "Notation (Q) button: the move log in notation." in said[-1] + "."
    assert table.targets.current is None  # no card of the table under the cursor


def test_confirm_on_a_focused_button_presses_it(quick_app):
    table = table_where(quick_app, lambda legal: True)
    step_to_button(quick_app, table, "notation")
    assert not table.words.notation
    key(quick_app, "return")
    assert table.words.notation  # the log is in notation now
    assert table.session.actions == []  # and no card was played


def test_a_greyed_button_says_why_it_cannot_be_pressed(quick_app):
    """Peeper's Pass, on a lead: the cursor on it says the rules' reason, and Confirm
    explains rather than passes."""
    from game.peeper.actions import Pass
    table = peeper_position(quick_app, lambda table: table.my_turn() and table.view.top is None
                            and table.phase() == "play")
    assert Pass() not in table.legal()
    said = step_to_button(quick_app, table, "pass")
    reason = table.choosing.button_refusal("pass")
    assert reason and said[-1] == f"Pass (X) button: play nothing on this trick Not now: {reason}"
    before = list(table.session.actions)
    key(quick_app, "return")
    assert table.session.actions == before and table.chrome.message[0] == reason


def test_the_button_under_the_cursor_is_framed(quick_app, monkeypatch):
    table = table_where(quick_app, lambda legal: True)
    drawn = []
    real = button_widget.draw_button
    monkeypatch.setattr("scenes.tables.kit.controls.draw_button",
                        lambda surface, **kw: drawn.append((kw["button"].name, kw["focused"]))
                        or real(surface, **kw))
    step_to_button(quick_app, table, "end")
    table.still.forget()
    run(quick_app, 1)
    assert ("end", True) in drawn and all(not focused for name, focused in drawn
                                          if name != "end")
    frame = table.controls.buttons[0].rect
    pixel = quick_app.screen.get_at((frame.x + 2, frame.centery))
    assert pygame.Color(pixel)[:3] == button_widget.theme.INK


def test_the_arrows_stay_on_the_table(quick_app):
    """From a button, an arrow goes back to the table's targets, never along the bar."""
    table = table_where(quick_app, lambda legal: True)
    step_to_button(quick_app, table, "end")
    key(quick_app, "up")
    assert table.targets.current is not None
    for _ in range(len(table.targets.items) + 2):
        key(quick_app, "right")
        assert table.targets.current is not None


def test_the_ring_reaches_the_buttons_on_a_pad_too(quick_app):
    from tests.scenes.conftest import pad
    table = table_where(quick_app, lambda legal: True)
    for _ in range(len(table.targets.ring)):
        if table.targets.focused.key == ("button", "end"):
            break
        pad(quick_app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert table.targets.focused.key == ("button", "end")
    assert focus_said(quick_app).startswith(f"{table.controls.captions['end']} button: ")
