"""A guided hand played by real input, as a learner would, each frame checked as the
screen check checks a match (tests/scenes/screen_check.py): shared by the tables'
tests, so that no test module imports another."""

from __future__ import annotations

from tests.scenes.conftest import run
from tests.scenes.screen_check import frame_problems
from tests.scenes.tutorial_player import play_tutorial


def guided_hand_problems(app, game_id: str) -> list:
    """Play `game_id`'s guided hand to its end; every problem any frame showed, once."""
    table = app.screens.make("tutorial", game_id)
    app.stack.push(table)
    found = []
    real_frame = app.frame

    def checked_frame():
        real_frame()
        if app.stack.top is table:  # the coach draws a refusal again over its panel: once
            shown = table.chrome.shown
            table.chrome.shown = [m for i, m in enumerate(shown) if m not in shown[:i]]
            found.extend(p for p in frame_problems(table) if p not in found)
    app.frame = checked_frame
    play_tutorial(app, table)
    run(app, 30)
    return found
