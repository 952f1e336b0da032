"""Hints at the table, through real keys, pad buttons and clicks: H (or the pad's
Select) lights the move a good player would make and says why; Settings turns them
off; a table of humans alone has none; the results count them."""

from __future__ import annotations

import time

import pygame
import pytest

from game.registry import all_games, get_game
from game.serpent.actions import Give, Show
from scenes.screens.settings import SettingsScene
from scenes.tables.kit import hinting
from scenes.widgets.cards import SUGGEST
from tests.scenes.conftest import click, key, pad, run, top

SELECT = pygame.CONTROLLER_BUTTON_BACK
PRESS_HINT = {"keyboard": lambda app: key(app, "h"), "pad": lambda app: pad(app, SELECT)}


def start(app, game_id, seats, seed=5, options=None):
    table = app.screens.table(game_id, seats, seed, options or {})
    app.stack.push(table)
    settle(app, table)
    return table


def settle(app, table, most=600):
    """Run until the human at the table is asked and nothing moves."""
    for _ in range(most):
        if top(app) != type(table).__name__ or (
                table.my_turn() and not table.anim.busy and not table.flow.pending_results):
            return
        run(app, 1)


def visible_point(table, key):
    """A point of the hinted target or button that a click lands on (a card in a fan
    shows only its edge beneath the next one)."""
    table.controls.refresh_targets()
    table.controls.refresh_buttons()
    if key[0] == "button":
        return next(b.rect for b in table.buttons if b.name == key[1]).center
    rect = table.targets.find(key).rect
    points = [(rect.x + rect.w * i // 8, rect.y + rect.h * j // 8)
              for j in (4, 2, 6, 1, 7) for i in (4, 2, 6, 1, 7)]
    return next(p for p in points if table.targets.at(p).key == key)


def choose_what_is_lit(app, table, keys) -> None:
    """Click each hinted target or button in turn, as a player following the hint."""
    for lit in keys:
        click(app, visible_point(table, lit))


def assert_reason_on_screen(app, table, hint) -> None:
    rect, lines = table.hints.panel
    assert " ".join(lines) == table.hints.words()
    assert app.screen.get_at((rect.centerx, rect.top))[:3] == SUGGEST


@pytest.mark.parametrize("device", ["keyboard", "pad"])
@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_a_hint_lights_a_legal_move_and_says_why(quick_app, game_id, device):
    info = get_game(game_id)
    assert hinting.teaches(info), f"{info.title}: no hint method on its {info.hint_agent!r} player"
    table = start(quick_app, game_id, ["human"] + ["normal"] * (max(2, info.min_seats) - 1))
    seat = table.viewer
    assert table.my_turn()
    PRESS_HINT[device](quick_app)
    hint = table.hints.shown()
    assert hint is not None, table.chrome.message
    assert hint.action in table.session.state.legal_actions(seat)
    assert hint.reason.strip()
    assert_reason_on_screen(quick_app, table, hint)
    assert table.session.hints_used == {seat: 1}
    keys = table.choosing.hint_keys(hint.action)
    assert keys and len(table.hints.rects()) == len(keys)
    if table.targets.find(keys[0]) is not None:
        assert table.targets.cursor_key == keys[0]  # the cursor went to it
    before = len(table.session.actions)
    choose_what_is_lit(quick_app, table, keys)
    played = table.session.actions[before:]
    if played:
        assert played[0] == (seat, str(hint.action))
        assert table.hints.shown() is None  # gone with the move
    else:  # Serpent: a gift (or show) of three is picked a card at a time
        assert isinstance(hint.action, (Give, Show)) and hint.action.card in table.choosing.picked


def test_the_hinted_digit_is_under_the_cursor_and_enter_flips_it(quick_app):
    table = start(quick_app, "procession", ["human", "perfect"])
    key(quick_app, "h")
    hint = table.hints.shown()
    assert table.targets.current.action == hint.action
    assert f"{hint.action.position}" in hint.reason.split(":")[0]
    key(quick_app, "return")
    assert table.session.actions[0] == (0, str(hint.action))


def test_the_hint_button_asks_for_one_and_is_labelled_with_its_key(quick_app):
    table = start(quick_app, "procession", ["human", "perfect"])
    table.controls.refresh_buttons()
    button = next(b for b in table.buttons if b.name == "hint")
    assert button.caption(quick_app.input.bindings, "keyboard") == "Hint (H)"
    assert button.caption(quick_app.input.bindings, "pad") == "Hint (Select)"
    click(quick_app, button.rect.center)
    assert table.hints.shown() is not None


def test_asking_twice_in_one_position_counts_once(quick_app):
    table = start(quick_app, "procession", ["human", "perfect"])
    key(quick_app, "h")
    key(quick_app, "right")
    key(quick_app, "h")  # the cursor goes back to the hinted digit
    assert table.targets.cursor_key == ("digit", table.hints.shown().action.position)
    assert table.session.hints_used == {0: 1}


def test_hints_turned_off_in_settings_give_no_button_and_no_hint(quick_app):
    table = start(quick_app, "procession", ["human", "perfect"])
    quick_app.stack.push(SettingsScene(quick_app))
    run(quick_app, 2)
    settings = quick_app.stack.top
    while settings.menu.current.label != "Hints":
        key(quick_app, "down")
    assert settings.menu.current.value() == "on"
    key(quick_app, "right")
    assert quick_app.prefs.hints is False
    key(quick_app, "escape")
    assert top(quick_app) == "ProcessionTable"
    table.controls.refresh_buttons()
    assert "hint" not in [b.name for b in table.buttons]
    key(quick_app, "h")
    assert table.hints.shown() is None
    assert table.chrome.message[0] == "Hints are off in Settings."


def test_no_hint_is_offered_between_humans_alone(quick_app):
    table = start(quick_app, "procession", ["human", "human"])
    table.controls.refresh_buttons()
    assert "hint" not in [b.name for b in table.buttons]
    key(quick_app, "h")
    assert table.hints.shown() is None
    assert table.chrome.message[0] == "Hints are for games against the computer."
    assert table.session.hints_used == {}


def test_the_results_say_how_many_hints_were_used(quick_app):
    table = start(quick_app, "procession", ["human", "perfect"], options={"n": 4})
    for _ in range(10):
        if top(quick_app) != "ProcessionTable":
            break
        key(quick_app, "h")
        key(quick_app, "return")  # the cursor is on the hinted digit
        settle(quick_app, table)
    assert top(quick_app) == "ResultsOverlay"
    used = table.session.hints_used[0]
    assert used >= 1
    assert quick_app.stack.top.hint_note() == f"Red used {used} hint{'s' if used > 1 else ''}"


def test_the_results_say_nothing_of_hints_never_asked_for(quick_app):
    table = start(quick_app, "procession", ["human", "perfect"], options={"n": 4})
    from game.core import HandEnded
    from scenes.screens.results import ResultsOverlay
    event = HandEnded(hand=1, points=(1, 0), totals=(1, 0), summary="Player 1 made the last move")
    overlay = ResultsOverlay(quick_app, table, event)
    assert overlay.hint_note() == ""


def test_a_saved_match_keeps_its_hint_count(quick_app):
    from scenes.match.session import Session
    table = start(quick_app, "procession", ["human", "perfect"])
    key(quick_app, "h")
    key(quick_app, "return")
    record = table.session.record()
    assert Session.from_record(record).hints_used == {0: 1}
    record["hints"] = {"0": "many", "x": 2}
    assert Session.from_record(record).hints_used == {}


def test_a_hint_worked_out_in_a_thread_arrives(quick_app):
    info = get_game("procession")
    state = info.start(2, {"n": 8}, 0)
    ask = hinting.HintAsk(info, state.view(0), state.legal_actions(0), "seed", in_thread=True)
    for _ in range(2000):
        if ask.done():
            break
        time.sleep(0.01)
    assert ask.done() and ask.error is None
    assert ask.hint.action in state.legal_actions(0)


def test_select_on_a_plugged_in_controller_asks_for_a_hint(quick_app):
    """Through SDL's own controller path: a virtual pad's Select (Back) button."""
    from tests.scenes.sdl_pad import VirtualPad, load_sdl
    sdl = load_sdl()
    if sdl is None:
        pytest.skip("SDL's virtual-joystick calls are not available")
    table = start(quick_app, "procession", ["human", "perfect"])
    controller = VirtualPad(sdl).plug()
    try:
        run(quick_app, 2)
        controller.press(SELECT)
        run(quick_app, 2)
        assert table.hints.shown() is not None
        assert table.controls.device_kind == "pad"
    finally:
        controller.unplug()
