"""Couch privacy (scenes/tables/kit/flow.py): on a screen two or more humans share, a
hidden hand shows only while its owner decides, after their hand-off; during AI turns
and under anything opened over the table, every hand is hidden."""

from __future__ import annotations

import random

import pygame
import pytest

from game.registry import make_agent
from scenes.core.canvas import Canvas
from tests.scenes.conftest import key, pad, run, top

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
            press(app, table.session.seat_devices.get(app.stack.top.seat))
        elif top(app) == "ResultsOverlay":
            run(app, 60)
            press(app, None)
        else:
            seat = table.viewer
            state = table.session.state
            if seat is not None and seat in state.to_act() and not table.anim.busy \
                    and app.stack.top is table:
                table.play(seat, brain.choose(state.view(seat), state.legal_actions(seat),
                                              rng))
            run(app, 1)
        on_frame()


def press(app, device: str | None) -> None:
    """Confirm, from `device` ("pad:7"), else from the keyboard."""
    if device is not None and device.startswith("pad:"):
        pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=int(device[4:]), frames=1)
    else:
        key(app, "return", frames=1)


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


def picture_of(app, info, seats, state, viewer) -> tuple[bytes, list[str]]:
    """A fresh table of `state` seen by `viewer`, drawn once: its pixels and its words."""
    from scenes.match.session import Session
    from scenes.tables import table_class
    from tests.scenes.conftest import texts_drawn
    session = Session(info, seats, 1, {})
    session.state = state
    table = table_class(info.id)(app, session)
    table.viewer = viewer
    surface = Canvas(pygame.Surface(app.screen.get_size()))
    with texts_drawn(app) as drawn:
        table.draw(surface)
    return pygame.image.tobytes(surface.surface, "RGB"), [words for words, _ in drawn]


def redealt(info, state, seats, viewer, rng):
    """The same position with every card `viewer` may not know dealt again, consistently
    with what they may know (with no viewer, what an AI seat knows, which is more)."""
    seat = viewer if viewer is not None else seats.index("normal")
    return info.determinize(state.view(seat), rng)


COUCHES = {  # the humans, and the devices they play with (none: they share the keyboard)
    "two humans at one keyboard": (lambda seats: seats, {}),
    "three humans at one keyboard": (lambda seats: ["human", "human", "normal", "human"], {}),
    "two humans, a device each": (lambda seats: seats, {0: "keyboard", 2: "pad:7"}),
}


@pytest.mark.parametrize("couch", sorted(COUCHES))
@pytest.mark.parametrize("game_id", sorted(SHARED))
def test_nothing_drawn_tells_a_player_what_they_may_not_know(quick_app, game_id, couch):
    """Couch matches of two or three humans and an AI, at one keyboard or a device each:
    at moments along the match, a table seen by whoever the screen shows (or nobody)
    looks the same, pixel for pixel and word for word, when every card that viewer may
    not know is dealt again."""
    app = quick_app
    seating, devices = COUCHES[couch]
    seats = seating(SHARED[game_id])
    app.stack.push(app.screens.table(game_id, seats, 4, {}, devices))
    table = app.stack.scenes[-1]
    info, rng = table.session.info, random.Random(4)
    humans = {seat for seat, kind in enumerate(seats) if kind == "human"}
    compared = []

    def on_frame():
        state = table.session.state
        if state.is_over or len(compared) >= 8 or len(table.session.actions) % 7:
            return
        real = picture_of(app, info, seats, state.clone(), table.viewer)
        other = picture_of(app, info, seats, redealt(info, state, seats, table.viewer, rng),
                           table.viewer)
        assert real[1] == other[1], f"the words differ seen by {table.viewer}"
        assert real[0] == other[0], f"the pixels differ seen by {table.viewer}"
        compared.append(table.viewer)
    watch(app, table, 1200, on_frame)
    assert len(compared) >= 5 and humans & set(compared), compared
