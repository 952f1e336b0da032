"""Headless app fixtures: SDL dummy drivers, a private data folder, fixed time steps."""

from __future__ import annotations

import os
from contextlib import contextmanager

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.app import App, AppConfig  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PEEK_PARLOR_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def make_app(home):
    apps = []

    def make(**config):
        config.setdefault("think_in_worker", False)  # deterministic frames
        config.setdefault("first_play_offers", False)  # Play goes straight to setup
        app = App(AppConfig(headless=True, fixed_dt=1 / 60, **config))
        apps.append(app)
        return app

    yield make
    for app in apps:
        while app.stack.top is not None:
            app.stack.pop()
        app.close()
    pygame.quit()


@pytest.fixture
def quick_app(make_app):
    """An app whose AI answers at once and whose animations finish at once."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    return app


@pytest.fixture
def peeper_app(quick_app):
    """A quick app whose Mine? and Return? windows stay open a second: long enough to
    answer by input, short enough for a test to wait out."""
    quick_app.prefs.reaction_seconds = 1.0
    return quick_app


@pytest.fixture
def menu_app(make_app):
    from scenes.screens.menu import MainMenu
    app = make_app()
    app.stack.push(MainMenu(app))
    app.frame()
    return app


def key(app, name: str, frames: int = 2) -> None:
    """Press and release a key, then let the loop run."""
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    run(app, frames)


def pad(app, button: int, instance_id: int = 7, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id,
                                         button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance_id,
                                         button=button))
    run(app, frames)


def click(app, pos, button: int = 1, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    run(app, frames)


def run(app, frames: int) -> None:
    for _ in range(frames):
        app.frame()


def scene_name(scene) -> str:
    """A scene's class name; a table with a guided hand's coach is "Coached…"."""
    coached = getattr(scene, "coach", None) is not None
    return ("Coached" if coached else "") + type(scene).__name__


def top(app):
    return scene_name(app.stack.top)


def stack_names(app) -> list[str]:
    return [scene_name(scene) for scene in app.stack.scenes]


def asking(app) -> str:
    """The question on top of the screen ("Restart this match?"), or "" if none is."""
    return getattr(app.stack.top, "question", "") if top(app) == "Confirm" else ""


@contextmanager
def texts_drawn(app):
    """Every string the text cache draws inside the block, with the rect it took:
    a list of (words, rect), in the order drawn."""
    drawn, real_draw = [], app.text.draw

    def recorded(target, words, *args, **kwargs):
        rect = real_draw(target, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect
    app.text.draw = recorded
    try:
        yield drawn
    finally:
        app.text.draw = real_draw


def words_drawn(app) -> list[str]:
    """Every string the text cache draws from now on, to the end of the test."""
    drawn, real_draw = [], app.text.draw

    def recorded(target, words, *args, **kwargs):
        drawn.append(words)
        return real_draw(target, words, *args, **kwargs)
    app.text.draw = recorded
    return drawn


def watch_moves(app, table, frames, until):
    """Run the table at the app's own pace, frame by frame: for each move made, what
    the frame it was made in shows of it — (seat, action, its events, sounds played
    in that frame, whether it animates, the still parts then) — until `until(moves)`."""
    moves, sounds, batches = [], [], []
    real_play, real_events = app.sounds.play, table.animation.on_events
    app.sounds.play = lambda name: (sounds.append(name), real_play(name))
    table.animation.on_events = lambda events: (batches.append(list(events)), real_events(events))
    made = len(table.session.actions)
    for _ in range(frames):
        sounds.clear()
        run(app, 1)
        new = table.session.actions[made:]
        if new:
            made += len(new)
            parts = {part.name for part in table.still_parts()}
            for (seat, action), events in zip(new, batches[-len(new):]):
                moves.append((seat, action, events, list(sounds), table.anim.busy, parts))
            if until(moves):
                break
    return moves


def play_until(table, done, seed: int = 0, level: str = "normal") -> None:
    """Play every seat's moves, chosen by `level` players, through the table (the way
    its own AI turns are played) until `done()`."""
    import random

    from game.registry import make_agent
    brain, rng = make_agent(table.session.info, level), random.Random(seed)
    while not done():
        state = table.session.state
        seat = state.to_act()[0]
        assert table.play(seat, brain.choose(state.view(seat), state.legal_actions(seat), rng))


def go_on_from_results(app, name: str = "ResultsOverlay") -> None:
    """Wait for the results screen `name`, let it count in, and press Enter to go on."""
    for _ in range(900):
        run(app, 1)
        if top(app) == name:
            break
    assert top(app) == name
    run(app, 150)  # the tally counted in: an earlier press is taken as a hasty one
    key(app, "return")
    run(app, 2)
