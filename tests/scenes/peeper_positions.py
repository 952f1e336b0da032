"""A Peeper table played by its input to a wanted position (shared by the tests of
resuming and of asking by ear)."""

from __future__ import annotations

import random

from tests.scenes.conftest import key, top


def peeper_position(app, wanted):
    """A Peeper table (a human and three Normal AIs) played by its input, the human
    choosing as Normal would, until `wanted(table)` holds."""
    from game.registry import get_game, make_agent
    from tests.scenes.peeper_drivers import KEYS, presses_for
    from tests.scenes.peeper_drivers import settle as settle_peeper
    for seed in range(1, 10):
        app.stack.reset(app.screens.table("peeper", ["human", "normal", "normal", "normal"],
                                  seed, {}))
        table = app.stack.top
        brain, rng = make_agent(get_game("peeper"), "normal"), random.Random(1)
        for _ in range(200):
            settle_peeper(app, table)
            if top(app) == "ResultsOverlay":
                key(app, "return")
                continue
            if wanted(table):
                return table
            state = table.session.state
            if 0 in state.to_act() and table.window.banner is None:
                action = brain.choose(state.view(0), state.legal_actions(0), rng)
                for step in presses_for(table, action):
                    key(app, KEYS[step], frames=1)
    raise AssertionError("the position never came")
