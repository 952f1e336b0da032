"""Ways of driving the scene tests that several test modules share (here, so that no test
module imports another)."""

from __future__ import annotations

import random
import threading

import pygame

from game.registry import get_game, make_agent
from scenes.core import storage
from scenes.match.recorder import Recorder
from scenes.match.session import Session
from scenes.screens.menu import MainMenu
from tests.scenes.conftest import asking, key, run, texts_drawn, top
from tests.scenes.sdl_pad import load_sdl

SDL = load_sdl()


A, B, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X


BUTTONS = {"left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
           "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "confirm": A, "action": X}


def press(app, pad, button, frames: int = 2) -> None:
    pad.press(button)
    run(app, frames)


def drawn_lines(app, frames=1):
    """Every line of text drawn in the next frame, with where it landed."""
    with texts_drawn(app) as lines:
        run(app, frames)
    return lines


def serpent_save_with_hands_played():
    """A Serpent match (You against Hard) saved after its first hand was scored."""
    from game.core import HandEnded
    from game.registry import get_game, make_agent
    from scenes.core import storage
    from scenes.match.session import Session
    info = get_game("serpent")
    session = Session(info, ["human", "hard"], 11, {})
    player = make_agent(info, "normal")
    ended = []
    while not ended:
        seat = session.state.to_act()[0]
        legal = session.state.legal_actions(seat)
        action = player.choose(session.state.view(seat), legal, random.Random(seat))
        ended += [e for e in session.apply(seat, action) if isinstance(e, HandEnded)]
    storage.save_match(session.record())
    return session, ended[-1]


def table_app(make_app, seats=("human", "random"), options=None):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(MainMenu(app))
    app.stack.push(app.screens.table("procession", list(seats), 5, options or {"n": 9}))
    run(app, 2)
    return app, app.stack.top


def open_restart(app):
    key(app, "escape")
    assert top(app) == "PauseScene"
    while app.stack.top.menu.current.label != "Restart":
        key(app, "down")
    key(app, "return")
    assert asking(app) == "Restart this match?"


class Gate:
    """Holds every save write until opened; counts the writes and their threads."""

    def __init__(self, monkeypatch):
        self.open = threading.Event()
        self.threads: list[threading.Thread] = []
        real = storage.write_atomic

        def held(path, text):
            self.threads.append(threading.current_thread())
            self.open.wait(timeout=2)
            real(path, text)

        monkeypatch.setattr(storage, "write_atomic", held)


def finished_session(game: str = "procession", seats=("human", "normal"), seed: int = 1,
                     recorded: bool = True) -> Session:
    """A match played to its end (first legal move for everyone), kept as a player's
    match is unless not `recorded`."""
    session = Session(get_game(game), list(seats), seed, {},
                      recorder=Recorder() if recorded else None)
    while not session.state.is_over:
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    return session


def played_by_normal(game: str, seed: int) -> Session:
    """A finished match of a human and two Normal players, Normal playing for the human
    too (first legal moves need not end these games)."""
    session = Session(get_game(game), ["human", "normal", "normal"], seed, {})
    stand_in = make_agent(session.info, "normal")
    while not session.state.is_over:
        seat = session.state.to_act()[0]
        view, legal = session.state.view(seat), session.state.legal_actions(seat)
        session.apply(seat, stand_in.choose(view, legal, random.Random(seat)))
    return session


def open_replay(app, session: Session):
    """The replay viewer on a finished match, over the menu."""
    from scenes.screens.replay import ReplayScene
    app.stack.push(MainMenu(app))
    app.stack.push(ReplayScene(app, session.record()))
    return app.stack.top


def quit_to_menu(app) -> None:
    key(app, "escape")
    assert top(app) == "PauseScene"
    for _ in range(3):
        key(app, "down")
    key(app, "return")  # Quit to menu
    assert top(app) == "MainMenu"


def continue_match(app):
    key(app, "down")
    assert app.stack.top.menu.current.label == "Continue"
    key(app, "return")
    return app.stack.top


def open_setup(app, game_id):
    menu = app.stack.top
    while menu.game.id != game_id:
        key(app, "right")
    key(app, "return")
    assert top(app) == "SetupScene"
    return app.stack.top


def choose_row(app, label):
    setup = app.stack.top
    for _ in range(len(setup.menu.items)):
        if setup.menu.current.label == label:
            return
        key(app, "down")
    raise AssertionError(f"no row {label!r}")


import pygame


def open_replays(app) -> None:
    """From the menu, by keyboard: down to Replays, then Enter."""
    app.stack.reset(MainMenu(app))
    run(app, 2)
    menu = app.stack.top.menu
    while menu.current.label != "Replays":
        key(app, "down")
    key(app, "return")
    assert top(app) == "ReplaysScene"


def open_statistics(app, press=key, down="down", confirm="return"):
    for _ in range(3):  # Play, (Continue: no save, skipped), How to play, Replays, Statistics
        press(app, down)
    assert app.stack.top.menu.current.label == "Statistics"
    press(app, confirm)
    assert top(app) == "StatisticsScreen"
    return app.stack.top
