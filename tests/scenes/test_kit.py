"""The table kit: targets, buttons, the cached view and every table's anchors."""

from __future__ import annotations

import importlib
import pkgutil

import pygame
import pytest

import scenes.tables
from game.registry import all_games, get_game
from scenes.core.input import KEYBOARD, MOUSE, Bindings, Intent, IntentEvent
from scenes.core.layout import load_layout
from scenes.tables.kit.targets import Target, Targets
from scenes.widgets.button import binding_label


def grid_targets() -> Targets:
    """Three cards in a row, a pile above the middle one."""
    targets = Targets()
    items = [Target(("hand", i), pygame.Rect(100 + i * 100, 400, 70, 100)) for i in range(3)]
    items.append(Target("pile", pygame.Rect(200, 100, 70, 100)))
    targets.set(items)
    return targets


def press(targets: Targets, intent: Intent, pos=None):
    return targets.handle(IntentEvent(intent, MOUSE if pos else KEYBOARD, pos))


def test_the_cursor_moves_to_the_nearest_target_in_the_direction_pressed():
    targets = grid_targets()
    assert targets.cursor_key == ("hand", 0)
    press(targets, Intent.RIGHT)
    assert targets.cursor_key == ("hand", 1)
    press(targets, Intent.UP)
    assert targets.cursor_key == "pile"
    press(targets, Intent.DOWN)
    assert targets.cursor_key == ("hand", 1)


def test_the_cursor_wraps_round_a_row():
    targets = grid_targets()
    press(targets, Intent.LEFT)
    assert targets.cursor_key == ("hand", 2)


def test_a_click_chooses_the_target_under_the_pointer_and_hover_only_points():
    targets = grid_targets()
    hovered = press(targets, Intent.POINT, (230, 150))
    assert hovered.used and hovered.chosen is None and targets.cursor_key == "pile"
    clicked = press(targets, Intent.CONFIRM, (330, 450))
    assert clicked.chosen.key == ("hand", 2)
    assert press(targets, Intent.CONFIRM, (5, 5)).chosen is None


def test_the_cursor_stays_on_its_target_when_targets_are_rebuilt():
    targets = grid_targets()
    press(targets, Intent.RIGHT)
    targets.set([Target(("hand", i), pygame.Rect(i * 80, 0, 70, 100)) for i in range(3)])
    assert targets.cursor_key == ("hand", 1)
    targets.set([Target("only", pygame.Rect(0, 0, 10, 10), refusal="no")])
    assert targets.cursor_key == "only"


def test_button_labels_follow_the_current_bindings():
    bindings = Bindings()
    assert binding_label(bindings, Intent.ACTION_1) == "X"
    assert binding_label(bindings, Intent.ACTION_1, "pad") == "X"
    assert binding_label(bindings, Intent.NEXT, "pad") == "RB"
    bindings.bind(Intent.ACTION_1, "key", pygame.K_z)
    assert binding_label(bindings, Intent.ACTION_1) == "Z"


def table_modules():
    for module in pkgutil.iter_modules(scenes.tables.__path__):
        if module.ispkg and module.name != "kit":
            yield importlib.import_module(f"scenes.tables.{module.name}.table").TABLE


@pytest.mark.parametrize("table", list(table_modules()), ids=lambda t: t.__name__)
def test_every_anchor_a_table_reads_is_in_its_map(table):
    layout = load_layout(table.layout_name)
    assert layout.missing(table.ANCHORS) == []


@pytest.mark.parametrize("game_id", sorted(info.id for info in all_games()))
def test_the_view_is_built_once_per_move(make_app, game_id, monkeypatch):
    app = make_app()
    info = get_game(game_id)
    seats = ["human"] + ["normal"] * (info.min_seats - 1)
    table = app.screens.table(game_id, seats, 3, None, None)
    app.stack.push(table)
    state_class = type(table.session.state)
    built = []
    original = state_class.view
    monkeypatch.setattr(state_class, "view",
                        lambda self, seat: built.append(seat) or original(self, seat))
    moves_before = len(table.session.actions)
    for _ in range(30):
        app.frame()
    moves = len(table.session.actions) - moves_before
    assert built.count(table.viewer) <= moves + 1  # once per move, not per draw call


def test_counts_read_as_english():
    from scenes.widgets.text import counted
    assert [counted(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_a_controller_not_yet_openable_is_asked_for_again_next_frame(make_app, monkeypatch):
    """SDL may announce a controller a moment before its joystick can be had: the
    announcement is posted again for the next frame, and the controller opens then."""
    import pygame

    import scenes.core.input as input_module

    class Joystick:
        def get_instance_id(self):
            return 41

        def get_guid(self):
            return "guid-41"

        def get_name(self):
            return "Test pad"

    class Controller:
        failures = [pygame.error("Invalid joystick device number")]

        def __init__(self, index):
            self.index = index

        def as_joystick(self):
            if Controller.failures:
                raise Controller.failures.pop()
            return Joystick()

        def quit(self):
            """Nothing to close."""

    class FakeSdl:
        @staticmethod
        def init():
            """Nothing to start."""

        @staticmethod
        def get_init():
            return False
    FakeSdl.Controller = Controller
    monkeypatch.setattr(input_module, "sdl_controller", FakeSdl)
    app = make_app()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    app.frame()
    assert 41 not in app.input.pads
    app.frame()
    assert app.input.pads and 41 in app.input.pads
