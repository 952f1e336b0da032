"""Ways of driving the Serpent table that several test modules share (here, so that no test
module imports another)."""

from __future__ import annotations

import pytest

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
