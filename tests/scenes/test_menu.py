"""The main menu works with the keyboard alone, the mouse alone and a controller alone."""

import pygame

from game.registry import all_games
from tests.scenes.conftest import click, key, pad, top


def test_menu_lists_every_registered_game(menu_app):
    assert [g.id for g in menu_app.stack.top.games] == [g.id for g in all_games()]


def test_keyboard_reaches_how_to_play_and_back(menu_app):
    key(menu_app, "down")  # Continue is disabled without a save: skipped
    assert menu_app.stack.top.menu.current.label == "How to play"
    key(menu_app, "return")
    assert top(menu_app) == "HowToPlay"
    key(menu_app, "backspace")
    assert top(menu_app) == "MainMenu"


def test_keyboard_chooses_a_game_and_opens_setup(menu_app):
    key(menu_app, "right")
    chosen = menu_app.stack.top.game
    key(menu_app, "return")
    assert top(menu_app) == "SetupScene"
    assert menu_app.stack.top.info is chosen


def test_mouse_alone_picks_a_game_and_plays(menu_app):
    menu = menu_app.stack.top
    third = menu._game_rect(2).center
    click(menu_app, third)
    assert menu.game_index == 2
    click(menu_app, menu.menu.rects[0].center)  # Play
    assert top(menu_app) == "SetupScene"
    assert menu_app.stack.top.info.id == all_games()[2].id


def test_controller_alone_opens_settings_and_returns(menu_app):
    pad(menu_app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad(menu_app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert menu_app.stack.top.menu.current.label == "Settings"
    pad(menu_app, pygame.CONTROLLER_BUTTON_A)
    assert top(menu_app) == "SettingsScene"
    pad(menu_app, pygame.CONTROLLER_BUTTON_B)
    assert top(menu_app) == "MainMenu"


def test_stick_past_the_dead_zone_moves_once(menu_app):
    def axis(value):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=3,
                                             axis=pygame.CONTROLLER_AXIS_LEFTX, value=value))
        menu_app.frame()

    menu = menu_app.stack.top
    axis(8000)  # inside the dead zone
    assert menu.game_index == 0 and menu.focus == "menu"
    for value in (20000, 30000, 32767):  # one push, however far it goes: into the games
        axis(value)
    assert menu.game_index == 0 and menu.focus == "games"
    axis(0)
    for value in (20000, 30000, 32767):  # the next push steps to the next game, once
        axis(value)
    assert menu.game_index == 1
    axis(0)
    axis(32767)
    assert menu.game_index == 2


def test_raw_joystick_events_are_ignored(menu_app):
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, joy=0, button=0))
    menu_app.frame()
    assert top(menu_app) == "MainMenu"


def test_quit_entry_stops_the_loop(menu_app):
    for _ in range(3):
        key(menu_app, "down")
    assert menu_app.stack.top.menu.current.label == "Quit"
    key(menu_app, "return")
    assert not menu_app.running


def test_window_close_stops_the_loop(menu_app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    menu_app.frame()
    assert not menu_app.running


def test_text_is_cached_between_frames(menu_app):
    for _ in range(3):
        menu_app.frame()
    before = menu_app.text.renders
    for _ in range(30):
        menu_app.frame()
    assert menu_app.text.renders == before
