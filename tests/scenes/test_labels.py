"""Keys and buttons named for the device last used anywhere in the game: a new table,
the hand-off and setup's seed speak to the pad player as soon as they arrive, not after
their first press there."""

from __future__ import annotations

import pygame

from game.registry import get_game
from tests.scenes.conftest import key, pad, run, top

A = pygame.CONTROLLER_BUTTON_A
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


def test_a_new_table_names_the_pad_buttons_when_a_pad_was_used_last(quick_app):
    app = quick_app
    pad(app, DOWN)  # on the menu
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 0, {}))
    table = app.stack.top
    run(app, 3)
    assert table.controls.captions["undo"] == "Undo (Y)"
    assert table.controls.captions["notation"] == "Notation (LB)"
    key(app, "down")  # now the keyboard: its keys
    assert table.controls.captions["undo"] == "Undo (C)"
    assert table.controls.captions["notation"] == "Notation (Q)"


def test_the_instruction_lines_name_the_pad_or_the_keys_and_offer_clicks_to_a_keyboard(
        quick_app):
    """Peek and Run's and Procession's keys lines said "Arrows" and offered a click to a
    pad player too."""
    app = quick_app
    pad(app, DOWN)  # on the menu
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 0, {}))
    table = app.stack.top
    run(app, 3)
    assert table.my_turn()
    line = table.words.instruction()
    assert line.startswith("D-pad to move, A to pick") and "click" not in line
    key(app, "left")
    line = table.words.instruction()
    assert line.startswith("Arrows to move, Enter to pick") and "click a lit cell" in line
    app.stack.push(app.screens.table("procession", ["human", "normal"], 0, {}))
    table = app.stack.top
    pad(app, DOWN)
    assert table.words.instruction() == "D-pad to choose a digit, A to flip it."
    app.stack.push(app.screens.table("no-lookie", ["human", "normal", "normal"], 0, {}))
    table = app.stack.top
    for _ in range(600):
        run(app, 1)
        if table.my_turn() and table.animation.look.looking is None:
            break
    assert table.words.instruction().startswith("D-pad to point, A to choose")
    key(app, "left")
    assert table.words.instruction().startswith("Arrows or mouse to point, Enter to choose")


def test_the_hand_off_asks_for_the_press_of_the_device_in_hand(quick_app):
    app = quick_app
    pad(app, DOWN)
    app.stack.push(app.screens.table("serpent", ["human", "human"], 2, {}))
    run(app, 2)
    assert top(app) == "HandOff"
    assert app.stack.top._how_to_go_on() == "press A"
    key(app, "up")
    assert app.stack.top._how_to_go_on() == "press Enter (or click)"


def test_the_seed_is_typed_only_with_a_keyboard(quick_app):
    app = quick_app
    setup = app.screens.push("setup", get_game("serpent"))
    setup.menu.select("Seed")
    pad(app, DOWN)
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert setup.menu.current.label == "Seed"
    assert "type" not in setup._choice_text()[1][0]
    key(app, "down")
    key(app, "up")
    assert "type its digits" in " ".join(setup._choice_text()[1])
