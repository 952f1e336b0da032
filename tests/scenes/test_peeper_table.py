"""Peeper played through its table with real input events, buzz-ins included."""

import random

import pygame
import pytest

from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.registry import get_game, make_agent
from scenes.launch import table_for
from scenes.layout import load_layout
from tests.scenes.conftest import key, pad, run, top

KEYS = {"next": "e", "confirm": "return", "pass": "x", "buzz": "return", "no": "backspace"}
PAD = {"next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "confirm": pygame.CONTROLLER_BUTTON_A,
       "pass": pygame.CONTROLLER_BUTTON_X, "buzz": pygame.CONTROLLER_BUTTON_A,
       "no": pygame.CONTROLLER_BUTTON_B}


def presses_for(table, action) -> list[str]:
    if isinstance(action, Pass):
        return ["pass"]
    if isinstance(action, (Mine, Return)):
        return ["buzz"]
    if isinstance(action, Chance):
        return ["confirm"]
    if isinstance(action, Decline):
        return ["no"] if table.phase() in ("chance", "double") else []
    options = table.options()
    index = options.index(action)
    return ["next"] * ((index - table.option_index) % len(options)) + ["confirm"]


def settle(app, table, most=400):
    """Run frames until the table waits on a human with nothing pending."""
    for _ in range(most):
        run(app, 1)
        busy = table.pending_results or (table.banner is not None and
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
            if table.phase() in ("mine", "return"):
                if isinstance(action, (Mine, Return)):
                    before = len(table.session.actions)
                    press(app, "buzz", seat)
                    assert (seat, str(action)) in table.session.actions[before:]
                    buzzes += 1
                continue  # the banner times out for those who let it go
            if seat != table.viewer:
                continue
            before = len(table.session.actions)
            trace = []
            for step in presses_for(table, action):
                press(app, step, seat)
                trace.append((step, table.option_index, str(table.previewed()), top(app)))
            assert (seat, str(action)) in table.session.actions[before:], (
                f"{trace[-3:]} "
                f"{action} not played: phase {table.phase()}, to act "
                f"{table.session.state.to_act()}, viewer {table.viewer}, "
                f"presses {presses_for(table, action)}, options {len(table.options())}")
            break
    raise AssertionError("the game did not finish")


@pytest.fixture
def quick_app(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.prefs.reaction_seconds = 1.0
    return app


def test_one_human_and_three_normal_ais_play_a_game(quick_app):
    app = quick_app
    app.stack.push(table_for(app, "peeper", ["human", "normal", "normal", "normal"], 3,
                             {"game_end": "hands"}))
    table = app.stack.top
    drive(app, table, lambda a, step, seat: key(a, KEYS[step], frames=1))
    assert table.session.state.is_over


def test_hot_seat_buzz_ins_from_two_controllers(quick_app):
    app = quick_app
    app.stack.push(table_for(app, "peeper", ["human", "human"], 11, {"game_end": "hands"},
                             seat_devices={0: "pad:20", 1: "pad:21"}))
    table = app.stack.top

    def press(a, step, seat):
        pad(a, PAD[step], instance_id=20 + (seat or 0), frames=1)
    buzzes = drive(app, table, press)
    assert table.session.state.is_over
    mines = [text for _, text in table.session.actions if text.startswith(("Mine!", "Return!"))]
    assert len(mines) == buzzes


def test_the_banner_looks_the_same_whoever_can_answer(quick_app):
    app = quick_app
    app.stack.push(table_for(app, "peeper", ["human", "normal"], 2, {}))
    table = app.stack.top
    lengths = []
    for _ in range(3000):
        run(app, 1)
        if top(app) == "ResultsOverlay":
            key(app, "return")
        asked = table.phase() == "mine" and 0 in table.session.state.to_act()
        if table.banner is not None and asked:
            frames, before = 0, len(table.session.actions)
            while table.banner is not None and 0 in table.session.state.to_act():
                run(app, 1)
                frames += 1
            called = any("!" in text for _, text in table.session.actions[before:])
            if not called:  # nobody answered: the banner ran its full time
                lengths.append(frames)
            if len(lengths) >= 3:
                break
        if table.session.humans_to_act() and table.phase() == "play":
            key(app, "x")  # pass, or lead what the preview offers
            if table.session.humans_to_act() and table.phase() == "play":
                key(app, "return")
    assert len(lengths) >= 2 and max(lengths) - min(lengths) <= 3


def test_the_table_layout_has_every_anchor_it_uses():
    layout = load_layout("peeper")
    for anchor in ("opponents", "trick", "banner", "hand", "buttons", "hints", "status", "log"):
        assert anchor in layout


def test_an_all_ai_table_shows_no_controls_nobody_can_use(quick_app):
    app = quick_app
    app.stack.push(table_for(app, "peeper", ["normal"] * 4, 5, {}))
    table = app.stack.top
    drawn = []
    real_draw = app.text.draw

    def spy(surface, words, *args, **kwargs):
        drawn.append(words)
        return real_draw(surface, words, *args, **kwargs)

    app.text.draw = spy
    for _ in range(2000):
        run(app, 1)
        if table.banner is not None:
            break
    assert table.banner is not None, "a Mine! window opened"
    drawn.clear()
    run(app, 1)
    assert "Any player holding it may call it" in drawn
    assert not any("Enter" in words for words in drawn)
