"""Couch privacy (scenes/tables/kit/flow.py): on a screen two or more humans share, a
hidden hand shows only while its owner decides, after their hand-off; during AI turns
and under anything opened over the table, every hand is hidden."""

from __future__ import annotations

import random

import pytest

from game.registry import make_agent
from tests.scenes.conftest import key, run, top

SHARED = {"peek-and-run": ["human", "normal", "human"],
          "precognition": ["human", "normal", "human"],
          "peeper": ["human", "normal", "human"],
          "no-lookie": ["human", "normal", "human"]}


def watch(app, table, frames: int, on_frame) -> None:
    """Run the table `frames` frames, the humans' moves chosen by a Normal player once
    their hand-off is confirmed (Enter), calling `on_frame()` after each frame."""
    brain, rng = make_agent(table.session.info, "normal"), random.Random(1)
    for _ in range(frames):
        if top(app) == "HandOff":
            key(app, "return", frames=1)
        elif top(app) == "ResultsOverlay":
            run(app, 60)
            key(app, "return", frames=1)
        else:
            seat = table.viewer
            state = table.session.state
            if seat is not None and seat in state.to_act() and not table.anim.busy \
                    and app.stack.top is table:
                table.play(seat, brain.choose(state.view(seat), state.legal_actions(seat),
                                              rng))
            run(app, 1)
        on_frame()


@pytest.mark.parametrize("game_id", sorted(SHARED))
def test_no_hand_shows_while_an_ai_plays_between_two_humans(quick_app, game_id):
    app = quick_app
    app.prefs.ai_pace = "thoughtful"  # the AI's turns last long enough to be seen
    app.stack.push(app.screens.table(game_id, SHARED[game_id], 4, {}))
    table = app.stack.scenes[-1]
    seen = {"ai turns": 0, "shown": []}

    def on_frame():
        session = table.session
        if session.state.is_over or session.humans_to_act() or table.flow.ended_hand:
            return
        seen["ai turns"] += 1
        if table.view.seat is not None:
            seen["shown"].append(table.view.seat)
    watch(app, table, 900, on_frame)
    assert seen["ai turns"] > 30, "the AI never played between the humans"
    assert seen["shown"] == []


def test_the_pause_menu_hides_the_hand_of_the_player_asked(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("serpent", ["human", "human"], 2, {}))
    table = app.stack.scenes[-1]
    run(app, 2)
    assert top(app) == "HandOff"
    key(app, "return")
    asked = table.viewer
    assert asked is not None and table.view.seat == asked
    key(app, "escape")
    assert top(app) == "PauseScene" and table.view.seat is None
    key(app, "escape")  # resume: the hand shows again only after the player's hand-off
    run(app, 2)
    assert top(app) == "HandOff" and app.stack.top.seat == asked and table.viewer is None
