"""Ways of driving the Peeper table that several test modules share (here, so that no test
module imports another)."""

from __future__ import annotations

import random

from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, RETURN_WINDOW
from game.registry import get_game, make_agent
from tests.scenes.conftest import (
    run,
    texts_drawn,
    top,
)

KEYS = {"next": "e", "confirm": "return", "pass": "x", "buzz": "return", "no": "backspace"}


def presses_for(table, action) -> list[str]:
    if isinstance(action, Pass):
        return ["pass"]
    if isinstance(action, (Mine, Return)):
        return ["buzz"]
    if isinstance(action, Chance):
        return ["confirm"]
    if isinstance(action, Decline):
        return ["no"] if table.phase() in (CHANCE, DOUBLE) else []
    options = table.choosing.options()
    index = options.index(action)
    return ["next"] * ((index - table.choosing.option_index) % len(options)) + ["confirm"]


def settle(app, table, most=400):
    """Run frames until the table waits on a human with nothing pending."""
    for _ in range(most):
        run(app, 1)
        busy = table.flow.pending_results or (table.window.banner is not None and
                                         not table.session.humans_to_act())
        if not busy and (table.session.humans_to_act() or table.session.state.is_over
                         or top(app) != "PeeperTable"):
            return


def drive(app, table, press, max_steps=6000):
    """Humans choose as the Normal player would, and act through the table's input."""
    info = get_game("peeper")
    brains = {seat: make_agent(info, "normal") for seat in table.session.humans}
    rng = random.Random(1)
    buzzes = 0
    for _ in range(max_steps):
        settle(app, table)
        state = table.session.state
        if state.is_over:
            return buzzes
        if top(app) == "ResultsOverlay":
            press(app, "confirm", None)
            continue
        if top(app) == "HandOff":
            press(app, "confirm", app.stack.top.seat)
            continue
        humans = [s for s in table.session.humans_to_act()]
        if not humans:
            continue
        for seat in humans:
            if seat not in table.session.state.to_act():
                continue
            legal = state.legal_actions(seat)
            action = brains[seat].choose(state.view(seat), legal, rng)
            if table.phase() in (MINE_WINDOW, RETURN_WINDOW):
                if seat != table.viewer or table.window.banner is None:
                    continue  # each human answers in turn, once the screen is theirs
                before = len(table.session.actions)
                press(app, "buzz" if isinstance(action, (Mine, Return)) else "no", seat)
                assert (seat, str(action)) in table.session.actions[before:]
                buzzes += isinstance(action, (Mine, Return))
                break
            if seat != table.viewer:
                continue
            before = len(table.session.actions)
            trace = []
            for step in presses_for(table, action):
                press(app, step, seat)
                choosing = table.choosing
                trace.append((step, choosing.option_index, str(choosing.previewed()), top(app)))
            assert (seat, str(action)) in table.session.actions[before:], (
                f"{trace[-3:]} "
                f"{action} not played: phase {table.phase()}, to act "
                f"{table.session.state.to_act()}, viewer {table.viewer}, "
                f"presses {presses_for(table, action)}, options {len(table.choosing.options())}")
            break
    raise AssertionError("the game did not finish")


# -- the guided hand, learned by each way a player can give its moves ---------------------

def learn_guided_hand(app, table, way: str) -> None:
    """Play Peeper's guided hand to its end: its notes read with Confirm, each move the
    coach asks for given `way`: "ready" (Confirm plays the play on offer), "keys" and
    "pad" (tiles picked one by one with the arrows or the d-pad and Up, then Confirm),
    "mouse" (tiles clicked, then the Play button)."""
    import pygame

    from tests.scenes.conftest import click, key, pad
    from tests.scenes.tutorial_player import rect_of, settle
    pads = {"confirm": pygame.CONTROLLER_BUTTON_A, "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
            "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "up": pygame.CONTROLLER_BUTTON_DPAD_UP}

    def press(name: str) -> None:
        if way == "pad":
            pad(app, pads[name])
        else:
            key(app, {"confirm": "return"}.get(name, name))

    for _ in range(200):
        settle(app, table)
        coach = table.coach
        if coach.finished:
            return
        if coach.reading():
            press("confirm") if way != "mouse" else click(app, coach._panel.center)
            continue
        step, made = coach.step, len(table.session.actions)
        tiles = [label for label in step.press if label.startswith("tile/")]
        if way == "mouse":
            for label in step.press:
                click(app, rect_of(table, label))
        elif way == "ready" or not tiles:
            press("confirm")
        else:
            for label in tiles:
                wanted = ("tile", int(label.split("/")[1]))
                for _ in range(40):
                    if table.targets.current is not None and table.targets.current.key == wanted:
                        break
                    at = table.targets.current.key[1] if table.targets.current else 0
                    press("right" if wanted[1] > at else "left")
                press("up")
            press("confirm")
        assert table.session.actions[made:made + 1] == [(0, step.move)], (
            way, step.move, table.chrome.message)
    raise AssertionError("the guided hand did not end")


def texts_drawn_now(app, table):
    """Every line the table draws in one whole frame (results up or not: they hide
    the table, and "See the table" shows it)."""
    run(app, 1)
    table.still.forget()
    with texts_drawn(app) as drawn:
        table.draw(app.screen)
    return drawn
