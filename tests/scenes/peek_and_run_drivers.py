"""Ways of driving the Peek and Run table that several test modules share (here, so that no test
module imports another)."""

from __future__ import annotations

import pygame

from game.peek_and_run.actions import (
    EndTurn,
    Forfeit,
    LookHand,
    LookStock,
    Pass,
    PlaceTen,
    ShowTen,
    TakeMarker,
)
from tests.scenes.conftest import (
    key,
    run,
)

KEYS = {"left": "left", "right": "right", "confirm": "return", "action": "x", "next": "e",
        "back": "backspace"}


PAD = {"left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "action": pygame.CONTROLLER_BUTTON_X,
       "next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "back": pygame.CONTROLLER_BUTTON_B}


def walk_to(app, table, key, step, press, seat):
    """Press `step` until the cursor is on the target `key` (at most once round);
    along the hand and between the piles, the arrow towards it."""
    for _ in range(len(table.targets.items) + 2):
        table.controls.refresh_targets()
        here = table.targets.cursor_key
        if here == key:
            return
        if key[0] in ("hand", "pile") and here and here[0] == key[0]:
            step = "left" if key[1] < here[1] else "right"
        press(app, step, seat)
    raise AssertionError(f"the cursor never reached {key}: {table.targets.cursor_key}")


def play_by_input(app, table, action, press, seat):
    """Play `action` as a player would: the hand and piles with the arrows, a peek's
    steps with Next, ending the turn with Action 1."""
    if isinstance(action, (EndTurn, Pass)):
        press(app, "action", seat)
    elif isinstance(action, Forfeit):
        press(app, "action", seat)
        press(app, "action", seat)
    elif isinstance(action, (LookHand, LookStock, PlaceTen, TakeMarker)):
        walk_to(app, table, ("step", str(action)), "next", press, seat)
        press(app, "confirm", seat)
    else:
        if table.choosing.selected is not None:
            press(app, "back", seat)  # put down a card picked up before
        hand = [str(c) for c in table.view.my_hand]
        walk_to(app, table, ("hand", hand.index(str(action.card))), "right", press, seat)
        press(app, "confirm", seat)  # a ten is shown at once; another card is picked up
        if not isinstance(action, ShowTen):
            walk_to(app, table, ("pile", action.pile), "right", press, seat)
            press(app, "confirm", seat)


def settle(app, table, most=50):
    """Run frames until the AI has moved and any results screen is up."""
    for _ in range(most):
        run(app, 1)
        if not table.flow.pending_results and not table.session.agents_to_act():
            run(app, 1)
            return


def table_where(app, wanted, seed=0):
    """A human-against-Normal table dealt from `seed`, at the human's first turn,
    whose moves `wanted` accepts: asserted, so that a test never checks a case its
    deal does not reach."""
    app.stack.reset(app.screens.table("peek-and-run", ["human", "normal"], seed, {}))
    table = app.stack.top
    settle(app, table)
    assert wanted(table.legal()), f"seed {seed} does not deal the human such a turn"
    return table


def keys(app, step, seat=None):
    key(app, KEYS[step], frames=1)
