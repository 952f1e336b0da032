"""What the window and the devices do to a match in progress: minimising, resizing,
losing focus, a controller pulled out and plugged back in.  None of it may change the
game; the table pauses where it should."""

from __future__ import annotations

import pygame
import pytest

from tests.scenes.conftest import key, pad, run, stack_names, top


@pytest.fixture
def table_app(make_app):
    """A Procession table, the human's controller on pad 4, the AI on the move."""
    app = make_app()
    app.prefs.animation_speed = "instant"
    app.prefs.ai_pace = "thoughtful"
    app.stack.push(app.screens.table("procession", ["human", "random"], 5, {"n": 9},
                             seat_devices={0: "pad:4"}))
    run(app, 2)
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=4)  # our move; the AI now thinks
    table = app.stack.top
    assert len(table.session.actions) == 1 and table.session.state.to_act() == (1,)
    return app


def snapshot(app):
    session = app.stack.scenes[0].session
    return list(session.actions), session.state.view(None)


def post(kind, **attributes) -> None:
    pygame.event.post(pygame.event.Event(kind, **attributes))


def test_minimise_pauses_and_restore_changes_nothing(table_app):
    before = snapshot(table_app)
    post(pygame.WINDOWMINIMIZED)
    run(table_app, 120)  # two seconds minimised: the AI must not move meanwhile
    assert top(table_app) == "PauseScene"
    post(pygame.WINDOWRESTORED)
    run(table_app, 5)
    assert top(table_app) == "PauseScene"
    assert snapshot(table_app) == before
    key(table_app, "escape")  # resume: play goes on
    assert top(table_app) == "ProcessionTable"
    run(table_app, 120)
    assert len(snapshot(table_app)[0]) == len(before[0]) + 1


@pytest.mark.parametrize("size", [(640, 360), (1920, 1080), (200, 120)])
def test_resizing_keeps_the_game_and_the_frame_going(table_app, size):
    before = snapshot(table_app)
    table = table_app.stack.top
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    post(pygame.WINDOWRESIZED, x=size[0], y=size[1])
    post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
    run(table_app, 2)
    assert table_app.stack.top is table
    assert table_app.screen.get_size() == (1280, 720)  # the canvas stays logical
    assert snapshot(table_app)[0] == before[0]
    assert snapshot(table_app)[1] == before[1]


def test_focus_loss_mid_turn_pauses_the_table_and_the_ai(table_app):
    before = snapshot(table_app)
    post(pygame.WINDOWFOCUSLOST)
    run(table_app, 1)
    assert top(table_app) == "PauseScene"
    post(pygame.WINDOWFOCUSLOST)  # a second loss does not stack a second pause
    post(pygame.WINDOWFOCUSGAINED)
    run(table_app, 120)
    assert stack_names(table_app) == ["ProcessionTable", "PauseScene"]
    assert snapshot(table_app) == before


def test_controller_unplugged_and_replugged_mid_turn(table_app):
    table = table_app.stack.top
    before = snapshot(table_app)
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=4)
    run(table_app, 2)
    assert top(table_app) == "DeviceLost"
    # The dummy driver can't open a controller: the replug is heard but yields no pad,
    # so the seat waits for a player to take it.
    post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    run(table_app, 120)
    assert top(table_app) == "DeviceLost"
    assert snapshot(table_app) == before
    pad(table_app, pygame.CONTROLLER_BUTTON_B, instance_id=9)  # not A: nothing happens
    assert top(table_app) == "DeviceLost"
    key(table_app, "return")  # Enter from the keyboard offers to take the seat...
    assert top(table_app) == "DeviceLost"
    key(table_app, "return")  # ...and Enter again takes it
    assert top(table_app) == "ProcessionTable"
    assert table.session.seat_devices[0] == "keyboard"
    assert snapshot(table_app) == before
    run(table_app, 120)  # the AI answers
    assert table.session.state.to_act() == (0,)
    played = len(table.session.actions)
    pad(table_app, pygame.CONTROLLER_BUTTON_A, instance_id=4)  # the old pad: no say
    assert len(table.session.actions) == played
    key(table_app, "return")
    assert len(table.session.actions) == played + 1


def test_another_controller_can_take_the_seat(table_app):
    table = table_app.stack.top
    before = snapshot(table_app)
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=4)
    run(table_app, 2)
    assert top(table_app) == "DeviceLost"
    pad(table_app, pygame.CONTROLLER_BUTTON_A, instance_id=11)
    assert top(table_app) == "DeviceLost"  # "take the seat?" first
    pad(table_app, pygame.CONTROLLER_BUTTON_A, instance_id=11)
    assert top(table_app) == "ProcessionTable"
    assert table.session.seat_devices[0] == "pad:11"
    assert snapshot(table_app) == before


def test_an_unbound_controller_leaving_changes_nothing(table_app):
    before = snapshot(table_app)
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=8)
    run(table_app, 2)
    assert top(table_app) == "ProcessionTable"
    assert snapshot(table_app)[0] == before[0]
