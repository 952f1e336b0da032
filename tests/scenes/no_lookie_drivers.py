"""Ways of driving the No Lookie table that several test modules share (here, so that no
test module imports another): a seeded player for the humans that acts through the
table with one device, and the loop that plays a match through it."""

from __future__ import annotations

import random

import pygame

from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Rearrange,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import ELEVEN, TRADE, is_action
from game.no_lookie.events import RoundRevealed, TurnSkipped
from game.no_lookie.rules import ACTION, HOLD, TURN, new_game
from scenes.screens.results import ResultsOverlay
from tests.scenes.conftest import click, key, pad, run, top

ALL_ACTIONS = {"swap": True, "trade": True, "burn": True, "draft": True, "rays_play": True}
KEYS = {"next": "e", "confirm": "return", "action_1": "x", "back": "backspace"}
PAD = {"next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "confirm": pygame.CONTROLLER_BUTTON_A,
       "action_1": pygame.CONTROLLER_BUTTON_X, "back": pygame.CONTROLLER_BUTTON_B}
BUTTON_PRESS = {"knock": "action_1", "discard": "action_1", "decline": "back"}
USED = {Swap: "Swap", TradeWith: "Trade", Burn: "Burn", Draft: "Draft", RaysPlay: "Ray's Play"}


def start(app, seats, seed, options=ALL_ACTIONS):
    table = app.screens.table("no-lookie", seats, seed, dict(options))
    app.stack.push(table)
    run(app, 2)
    return table


class Player:
    """Chooses for the humans (seeded, keen on action cards, the 11 and knocking) and
    does it through the table with one device: keys, mouse or controller."""

    def __init__(self, app, table, device, seed):
        self.app, self.table, self.device = app, table, device
        self.rng = random.Random(seed)
        self.used: set[str] = set()
        self.events: list = []
        self.turns = 0

    # -- choosing ------------------------------------------------------------------

    def choose(self, seat, state) -> list:
        """The moves to make now (a Trade is two)."""
        legal = state.legal_actions(seat)
        view = state.view(seat)
        rng = self.rng
        if view.phase == TURN:
            self.turns += 1
            if Knock() in legal and self.turns > 6 and rng.random() < 0.25:
                return [Knock()]
            rearranges = [a for a in legal if isinstance(a, Rearrange)]
            if rearranges and rng.random() < 0.15:
                return [rng.choice(rearranges)]
            return [DrawDiscard() if DrawDiscard() in legal and rng.random() < 0.2
                    else DrawStock()]
        if view.phase == HOLD:
            if is_action(view.held) or view.held == ELEVEN:
                return [DiscardDrawn()]
            return [rng.choice(legal)]
        if view.phase == ACTION:
            if rng.random() < 0.1:
                return [Decline()]
            if view.pending == TRADE:
                other = rng.choice([s for s in range(view.num_seats) if s != seat])
                return [TradeFrom(rng.randrange(5)), TradeWith(other, rng.randrange(5))]
            return [rng.choice([a for a in legal if not isinstance(a, Decline)])]
        return [rng.choice(legal)]

    # -- doing it with the device ----------------------------------------------------

    def press(self, name):
        if self.device == "pad":
            pad(self.app, PAD[name], frames=1)
        else:
            key(self.app, KEYS[name], frames=1)

    def point_and_confirm(self, target_key):
        table = self.table
        table.controls.refresh_targets()
        target = table.targets.find(target_key)
        assert target is not None, f"no target {target_key} among {[t.key for t in table.targets.items]}"
        if self.device == "mouse":
            click(self.app, target.rect.center, frames=1)
            return
        for _ in range(len(table.targets.ring)):  # once round the NEXT / PREV ring
            if table.targets.cursor_key == target_key:
                break
            self.press("next")
        assert table.targets.cursor_key == target_key
        self.press("confirm")

    def press_button(self, name):
        table = self.table
        table.controls.refresh_buttons()
        button = next(b for b in table.buttons if b.name == name)
        if self.device == "mouse":
            click(self.app, button.rect.center, frames=1)
        else:
            self.press(BUTTON_PRESS[name])

    def target_for(self, seat, action):
        view = self.table.view
        if isinstance(action, DrawStock):
            return ["stock"]
        if isinstance(action, DrawDiscard):
            return ["discard"]
        if isinstance(action, (Replace, Burn, TradeFrom)):
            return [("slot", seat, action.slot)]
        if isinstance(action, TradeWith):
            return [("slot", action.seat, action.slot)]
        if isinstance(action, Rearrange):
            return [("slot", seat, action.first), ("slot", seat, action.second)]
        if isinstance(action, Swap):
            return [("slot", seat, action.top), ("slot", seat, action.bottom)]
        if isinstance(action, Draft):
            return [("draft", action.direction)]
        if isinstance(action, RaysPlay):
            return ["rays"]
        if isinstance(action, DraftPick):
            return [("pick", view.packet.index(action.card))]
        raise AssertionError(action)

    def perform(self, seat, moves):
        before = len(self.table.session.actions)
        for action in moves:
            if isinstance(action, Knock):
                self.press_button("knock")
            elif isinstance(action, DiscardDrawn):
                self.press_button("discard")
            elif isinstance(action, Decline):
                self.press_button("decline")
            else:
                for target_key in self.target_for(seat, action):
                    self.point_and_confirm(target_key)
            if type(action) in USED:
                self.used.add(USED[type(action)])
        played = self.table.session.actions[before:before + len(moves)]
        assert [(seat, str(a)) for a in moves] == [tuple(p) for p in played], (moves, played)


def play(app, table, player, rounds=None, steps=4000):
    """Drive the match (or `rounds` rounds of it) through the table."""
    original_on_events = table.animation.on_events

    def watching(events):
        player.events.extend(events)
        original_on_events(events)
    table.animation.on_events = watching
    for _ in range(steps):
        run(app, 1)
        state = table.session.state
        revealed = sum(isinstance(e, RoundRevealed) for e in player.events)
        if state.is_over or (rounds is not None and revealed >= rounds):
            return
        screen = "ResultsOverlay" if isinstance(app.stack.top, ResultsOverlay) else top(app)
        if screen in ("ResultsOverlay", "HandOff"):
            if player.device == "mouse" and screen == "HandOff":
                click(app, (640, 360), frames=1)
            else:
                player.press("confirm")
            continue
        if screen != "NoLookieTable" or table.anim.busy or table.flow.pending_results:
            continue
        waiting = table.session.humans_to_act()
        if not waiting or waiting[0] != table.viewer:
            continue
        seat = waiting[0]
        player.perform(seat, player.choose(seat, state))
    raise AssertionError("the match did not get there")


def assert_everything_happened(table, player, rounds=None):
    """Every action card used by a human through the table, a skipped turn, reveals."""
    assert player.used == set(USED.values())
    assert any(isinstance(e, TurnSkipped) for e in player.events)
    skips = [line.public for line in table.log if "turn is skipped" in line.public]
    assert skips and all("; " in line and ". " not in line for line in skips), skips
    revealed = [e for e in player.events if isinstance(e, RoundRevealed)]
    assert revealed and (rounds is None or len(revealed) == rounds)


def human_knocked(table) -> bool:
    return any(line.public.endswith("knocked! Everyone else plays once more")
               for line in table.log if table.session.is_human(line.seat))


TABLEAUS = [[8, 2, 5, 5, 9], [7, 9, 4, 6, 10], [10, 6, 3, 8, 7]]


def dealt_table(app, stock, moves=(), options=ALL_ACTIONS, discard="5", dealer=2,
                seats=("human", "normal", "normal")):
    """Red, Blue and Yellow on a fixed deal (Red plays first: Yellow deals), with
    `moves` made already, each by the seat the rules ask; the first look over."""
    table = app.screens.table("no-lookie", list(seats), 1, dict(options))
    state = new_game(len(seats), dict(options), 1, deal={
        "dealer": dealer, "tableaus": TABLEAUS, "stock": list(stock), "discard": discard})
    for action in moves:
        state.apply(state.to_act()[0], action)
    table.session.state = state
    app.stack.push(table)
    run(app, 2)
    table.animation.look.looking = None  # the first look is over
    run(app, 2)
    return table
