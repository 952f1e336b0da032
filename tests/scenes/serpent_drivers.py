"""Ways of driving the Serpent table that several test modules share (here, so that no test
module imports another)."""

from __future__ import annotations

import pytest

from game.registry import get_game
from game.serpent.actions import PLAY
from tests.scenes.conftest import key, run, top


class Keyboard:
    def press(self, app, name):
        key(app, {"step": "right", "confirm": "return", "give": "x", "back": "backspace",
                  "undo": "c"}[name], frames=1)

    def choose(self, app, table, card):
        steer(app, table, card, self)
        self.press(app, "confirm")

    def take_back(self, app, table, card):
        self.press(app, "back")

    def give(self, app, table):
        self.press(app, "give")

    def next_screen(self, app):
        self.press(app, "confirm")


def steer(app, table, card, device, most=20):
    """Step the cursor (right arrow, or RB) until it is on `card`."""
    table.controls.refresh_targets()
    for _ in range(most):
        if table.targets.cursor_key == ("hand", card):
            return
        device.press(app, "step")
    raise AssertionError(f"the cursor never reached {card}")


def settle(app, table, most=800):
    """Run frames until the table waits on the human, or shows results."""
    for _ in range(most):
        run(app, 1)
        if top(app) != "SerpentTable":
            return
        if table.anim.busy or table.flow.pending_results:
            continue
        if table.session.humans_to_act() or table.session.state.is_over:
            return


def human_defends_first(app):
    """A table (on top of what the stack holds) where the human is the first hand's
    defender, asked to answer Blue's first lead."""
    below = app.stack.top
    for seed in range(1, 40):
        while app.stack.top is not below:
            app.stack.pop()
        app.stack.push(app.screens.table("serpent", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        if table.view.phase == PLAY and table.view.director == 1:
            return table
    pytest.fail("no seed makes the human the first defender")


def frames_checked(app, table):
    """Check every frame the app draws from now on with the screen check: the problems
    found, each once.  A refusal the guided hand's coach draws again over its panel
    is noted twice in one place (scenes/tutorial/coached.py); it counts once here."""
    from tests.scenes.screen_check import frame_problems
    found, real_frame = {}, app.frame

    def frame():
        real_frame()
        if app.stack.top is table:
            shown = table.chrome.shown
            table.chrome.shown = [m for i, m in enumerate(shown) if m not in shown[:i]]
            for problem in frame_problems(table):
                found.setdefault((problem.what, problem.detail), problem)
    app.frame = frame
    return found


def tutorial_problems(app, game_id: str) -> list:
    """The guided hand played by a learner (tests/scenes/tutorial_player.py), every
    frame checked to its end: the problems found."""
    from tests.scenes.tutorial_player import play_tutorial
    table = app.screens.make("tutorial", game_id)
    app.stack.push(table)
    found = frames_checked(app, table)
    play_tutorial(app, table)
    run(app, 30)  # the last note, read
    assert table.coach.finished
    return list(found.values())


def how_to_play_text(app, game_id: str = "serpent") -> str:
    """Every line of the game's How to play, as the screen lays it out."""
    from game.registry import get_game
    from scenes.screens.how_to_play import HowToPlay
    screen = HowToPlay(app, get_game(game_id))
    app.stack.push(screen)
    run(app, 2)
    text = " ".join(line.lstrip("\u2022 ").strip() for style, line in screen.lines
                    if style != "blank")
    app.stack.pop()
    return text


def looks_of(app, state, viewer) -> tuple[bytes, list[str]]:
    """A fresh Serpent table of `state` seen by `viewer` (None: nobody), drawn once: its
    pixels and its words."""
    import pygame

    from scenes.core.canvas import Canvas
    from scenes.match.session import Session
    from scenes.tables.serpent.table import SerpentTable
    from tests.scenes.conftest import texts_drawn
    session = Session(get_game("serpent"), ["human", "human"], 1, {})
    session.state = state
    table = SerpentTable(app, session)
    table.viewer = viewer
    surface = Canvas(pygame.Surface(app.screen.get_size()))
    with texts_drawn(app) as drawn:
        table.draw(surface)
    return pygame.image.tobytes(surface.surface, "RGB"), [words for words, _ in drawn]
