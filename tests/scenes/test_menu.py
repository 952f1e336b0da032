"""The main menu works with the keyboard alone, the mouse alone and a controller alone."""

import pygame

from game.registry import all_games
from tests.scenes.conftest import asking, click, key, pad, texts_drawn, top
from tests.scenes.drivers import serpent_save_with_hands_played


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
    for _ in range(4):  # Continue is skipped: no save yet
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
    for _ in range(5):  # past How to play, Replays, Statistics, Settings (no save: no Continue)
        key(menu_app, "down")
    assert menu_app.stack.top.menu.current.label == "Quit"
    key(menu_app, "return")
    assert asking(menu_app) == "Quit Peek Parlor?" and menu_app.running  # asked first
    key(menu_app, "down")
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


def test_up_down_move_the_games_once_the_focus_is_on_them(menu_app):
    menu = menu_app.stack.top
    key(menu_app, "right")  # into the games: nothing else changes
    assert menu.focus == "games" and menu.game_index == 0 and menu.menu.index == 0
    key(menu_app, "down")
    key(menu_app, "down")
    key(menu_app, "up")
    assert menu.game_index == 1 and menu.menu.index == 0
    key(menu_app, "left")  # back to the menu: up/down move it again, not the games
    key(menu_app, "down")
    assert menu.focus == "menu" and menu.game_index == 1
    assert menu.menu.current.label == "How to play"
    pad(menu_app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad(menu_app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad(menu_app, pygame.CONTROLLER_BUTTON_A)  # A on a game sets it up
    assert top(menu_app) == "SetupScene" and menu_app.stack.top.info.id == all_games()[2].id


def wheel(app, pos, notches: int) -> None:
    pygame.mouse.set_pos(pos)  # the wheel acts where the pointer is
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(abs(notches)):
        y = -1 if notches > 0 else 1
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                             precise_x=0.0, precise_y=float(y), which=0,
                                             touch=False))
        app.frame()


def test_the_wheel_moves_the_column_it_is_over(menu_app):
    menu = menu_app.stack.top
    wheel(menu_app, menu._game_rect(1).center, 2)
    assert menu.game_index == 2 and menu.menu.index == 0
    wheel(menu_app, menu._game_rect(3).center, -1)
    assert menu.game_index == 1
    wheel(menu_app, menu.menu.rects[3].center, 1)  # over the menu: the menu moves
    assert menu.game_index == 1 and menu.menu.index != 0


def test_the_game_last_played_stays_chosen(menu_app, make_app):
    from scenes.screens.menu import MainMenu
    key(menu_app, "right")
    for _ in range(3):
        key(menu_app, "down")
    assert menu_app.stack.top.game.id == "procession"
    key(menu_app, "return")
    pad(menu_app, pygame.CONTROLLER_BUTTON_START)  # straight to the table
    assert top(menu_app) == "ProcessionTable"
    key(menu_app, "escape")
    for _ in range(3):
        key(menu_app, "down")
    assert menu_app.stack.top.menu.current.label == "Quit to menu"
    key(menu_app, "return")
    assert top(menu_app) == "MainMenu" and menu_app.stack.top.game.id == "procession"
    later = make_app()  # the next time the game is started
    assert MainMenu(later).game.id == "procession"


def test_continue_names_the_game_the_hand_and_the_score(make_app, monkeypatch):
    from scenes.match.session import Session
    from scenes.screens.menu import MainMenu
    session, hand = serpent_save_with_hands_played()
    rebuilt = []
    original = Session.from_record.__func__
    monkeypatch.setattr(Session, "from_record",
                        classmethod(lambda cls, r: rebuilt.append(1) or original(cls, r)))
    app = make_app()
    app.stack.push(MainMenu(app))
    for _ in range(30):
        app.frame()
    menu = app.stack.top
    you, hard = hand.totals
    assert menu.summary == f"Serpent, hand 2 of 8, You {you} \u2013 Hard {hard}"
    assert menu.menu.items[1].detail() == menu.summary
    assert len(rebuilt) == 1  # once when the menu opened, not once a frame
    key(app, "down")
    assert menu.menu.current.label == "Continue"
    key(app, "return")  # the save ends on hand 1's last move: its results show again
    assert top(app) == "SerpentResults"
    assert app.stack.top.table.session.actions == session.actions


def test_the_version_shows_small_in_a_corner_clear_of_everything_else(menu_app):
    from scenes.core.version import game_version
    from scenes.widgets import theme
    with texts_drawn(menu_app) as drawn:
        menu_app.frame()
    version = [rect for words, rect in drawn if words == f"version {game_version()}"]
    assert len(version) == 1
    corner = version[0]
    screen = menu_app.stack.top
    assert menu_app.screen.get_rect().contains(corner)
    assert corner.height <= menu_app.text.font(theme.SMALL_SIZE).get_linesize()
    others = [rect for words, rect in drawn if rect != corner]
    others += [screen._game_rect(i) for i in range(len(screen.games))] + screen.menu.rects
    assert corner.collidelist(others) == -1
