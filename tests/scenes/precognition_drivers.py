"""Precognition at its table, driven as players do: fixed deals, and how a player on
each device writes, erases, places and goes on (shared by the table's tests)."""

from __future__ import annotations

import pygame

from game.precognition import GAME
from game.precognition.actions import Finish, Letter
from game.precognition.cards import match_start
from scenes.screens.results import ResultsOverlay
from tests.scenes.conftest import click, key, pad, run

PUBLISHED_ROW = [2, 6, 5, 4, 7, 9, 7, 1, 2, 2, 5, 8]
# One card each: the row is 2, 9, 4 whatever anyone does, so its changes are "UD".
# Normal writes "UD", Hard "DU" (seeded): Red writing "UD" ties with Blue, and the
# two replay with the hands of REPLAY.
FIRST_DEAL = [[2], [9], [4]]
FIRST_ROW_CHANGES = "UD"
REPLAY = [[1, 13, 2, 12, 7], [3, 11, 4, 10, 8]]


class Scripted:
    """An AI seat that writes a given string and places the cards in a given order
    (or its first card)."""

    def __init__(self, string: str, order=()):
        self.string, self.order = string, list(order)

    def choose(self, view, legal, rng):
        if view.writing:
            written = len(view.string)
            return Letter(self.string[written]) if written < len(self.string) else Finish()
        if self.order:
            wanted = self.order.pop(0)
            return next(a for a in legal if a.card.rank == wanted)
        return legal[0]


def table_with_deal(app, seats, seed, deal):
    """A table whose match starts from a fixed deal (the rest of the match shuffled)."""
    table = app.screens.table("precognition", seats, seed, {})
    table.session.state = GAME.start(len(seats), {}, seed, deal=deal)
    table.state_changed()
    app.stack.push(table)
    return table


# -- devices: how a player on each one writes, erases, places and goes on --------------

class Keyboard:
    name = "keyboard"

    def __init__(self, app):
        self.app = app

    def point(self, table, wanted):
        for _ in range(60):
            if table.targets.current and table.targets.current.key == wanted:
                return
            self.step()
        raise AssertionError(f"the cursor never reached {wanted}")

    def step(self):
        key(self.app, "right", frames=1)

    def choose(self, table, wanted):
        table.controls.refresh_targets()
        self.point(table, wanted)
        key(self.app, "return", frames=1)

    def erase(self, table, how):
        key(self.app, "backspace" if how == 0 else "c", frames=1)

    def done(self, table):
        key(self.app, "x", frames=1)

    def go_on(self, app):
        key(app, "return", frames=1)


class Controller(Keyboard):
    name = "controller"

    def step(self):
        pad(self.app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, frames=1)

    def choose(self, table, wanted):
        table.controls.refresh_targets()
        self.point(table, wanted)
        pad(self.app, pygame.CONTROLLER_BUTTON_A, frames=1)

    def erase(self, table, how):
        pad(self.app, pygame.CONTROLLER_BUTTON_B if how == 0 else pygame.CONTROLLER_BUTTON_Y,
            frames=1)

    def done(self, table):
        pad(self.app, pygame.CONTROLLER_BUTTON_X, frames=1)

    def go_on(self, app):
        pad(app, pygame.CONTROLLER_BUTTON_A, frames=1)


class Mouse(Keyboard):
    name = "mouse"

    def choose(self, table, wanted):
        table.controls.refresh_targets()
        rect = table.targets.find(wanted).rect
        # an overlapped card shows only its left strip: click there
        click(self.app, (rect.x + 6, rect.centery) if wanted[0] == "hand" else rect.center,
              frames=1)

    def erase(self, table, how):
        if how == 0:
            self.choose(table, ("pad", "erase"))
        else:
            button = next(b for b in table.buttons if b.name == "erase")
            click(self.app, button.rect.center, frames=1)

    def done(self, table):
        self.choose(table, ("pad", "done"))

    def go_on(self, app):
        click(app, app.stack.top.menu.rects[0].center, frames=1)


def write(table, device, string: str) -> None:
    """Write `string` on the pad, with two slips rubbed out on the way."""
    limit = table.view.row_length - 1
    for i, letter in enumerate(string):
        device.choose(table, ("pad", letter))
        if i < 2 and i + 2 <= limit:  # a slip, erased with each of the two erasing presses
            slip = "S" if letter != "S" else "U"
            device.choose(table, ("pad", slip))
            assert table.view.string == string[:i + 1] + slip
            device.erase(table, i)
        assert table.view.string == string[:i + 1]
    device.done(table)


def tying_string(table, row_changes: str) -> str:
    """The string that ties with the best of the AI strings already written, on a
    deal whose row can only make `row_changes`."""
    state = table.session.state
    best = max(len(s) if match_start(s, row_changes) is not None else 0
               for s in state.strings[1:])
    return row_changes[:best] or next(x for x in "UDS" if x not in row_changes)


def play_match(app, table, device, rng) -> list:
    """Play the human's seat with `device` until the match is over; the verdicts shown."""
    verdicts = []
    for _ in range(4000):
        run(app, 1)
        if isinstance(app.stack.top, ResultsOverlay):
            verdicts.append(table.words.status_line())
            if app.stack.top.final:
                return verdicts
            device.go_on(app)
            continue
        if not table.my_turn() or table.anim.busy or table.animation.reveal is not None:
            continue
        view = table.view
        if view.writing:
            first_deal = view.deal_number == 0
            write(table, device, tying_string(table, FIRST_ROW_CHANGES) if first_deal else
                  "".join(rng.choice("UD") for _ in range(3)))
        else:
            device.choose(table, ("hand", rng.choice(view.hand)))
    raise AssertionError("the match did not finish")


def play_to_a_tie(app, reached):
    """A table whose first deal Red (by keyboard) and Blue tie, played until
    `reached(table)`: the reveal on the table, its results up."""
    table = table_with_deal(app, ["human", "normal", "hard:10"], 4,
                            {"hands": FIRST_DEAL, "dealer": 2, "replays": [REPLAY]})
    run(app, 3)
    keyboard = Keyboard(app)
    write(table, keyboard, tying_string(table, FIRST_ROW_CHANGES))
    for _ in range(300):
        if reached(table):
            break
        if table.my_turn() and not table.anim.busy and table.animation.reveal is None:
            keyboard.choose(table, ("hand", table.view.hand[0]))
        run(app, 1)
    assert reached(table)
    return table
