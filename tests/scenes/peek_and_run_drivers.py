"""Ways of driving the Peek and Run table that several test modules share (here, so that no test
module imports another), and the screen check of every frame a table draws (`watch_frames`,
which Procession's tests use too)."""

from __future__ import annotations

import pygame

from game.peek_and_run.actions import (
    Claim,
    EndTurn,
    Forfeit,
    Lead,
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
    texts_drawn,
)

KEYS = {"left": "left", "right": "right", "confirm": "return", "action": "x", "next": "e",
        "back": "backspace"}


PAD = {"left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "action": pygame.CONTROLLER_BUTTON_X,
       "next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "back": pygame.CONTROLLER_BUTTON_B}


def walk_to(app, table, key, step, press, seat):
    """Press `step` until the cursor is on the target `key` (at most once round);
    along the hand and between the piles, the arrow towards it."""
    for _ in range(len(table.targets.ring) + 2):  # once round the NEXT / PREV ring
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


def hands_at_each_end(state) -> list:
    """The hands as each hand ends, straight from the rules (before the next deal)."""
    ends, finish = [], state._finish_hand

    def finished(points, summary, events):
        ends.append([tuple(hand) for hand in state.hands])
        finish(points, summary, events)
    state._finish_hand = finished
    return ends


def partners_results(app, *hands) -> list[str]:
    """The words of the results of the last of `hands` ((points, totals) of each, by
    seat) at a table of two sides: Red & Yellow, Blue & Purple."""
    from game.core import HandEnded
    table = app.screens.table("peek-and-run", ["human", "normal", "normal", "normal"], 3, {})
    app.stack.push(table)
    run(app, 3)
    for number, (points, totals) in enumerate(hands, start=1):
        event = HandEnded(hand=number, points=points, totals=totals,
                          summary="Player 1 made a line of four.")
        table.session.hands.append(event)
    overlay = table.results_scene(event)
    app.stack.push(overlay)
    run(app, 90)  # the tally counted in
    with texts_drawn(app) as drawn:
        overlay.draw(app.screen)
    return [text for text, _ in drawn]


def watch_frames(table) -> list:
    """The screen check's problems (screen_check.frame_problems) of every frame the
    table draws from now on, each once.  A message noted twice at one place is one
    message: the guided hand's coach draws a refusal's banner again over its panel,
    and notes it again."""
    from tests.scenes.screen_check import frame_problems
    found, real_draw = [], table.draw

    def draw(surface):
        real_draw(surface)
        chrome, once = table.chrome, []
        for message in chrome.shown:
            if message not in once:
                once.append(message)
        chrome.shown = once
        found.extend(p for p in frame_problems(table) if p not in found)
    table.draw = draw
    return found


def news_put_at(app, table, rect, words: str) -> list:
    """The screen check's problems once news of a move stands at `rect` (a deliberate
    fault: the layout's banner place moved there), the table clear before it."""
    from scenes.core.layout import Layout
    found = watch_frames(table)
    run(app, 3)
    assert found == []
    table.layout = Layout("fault", {**table.layout.anchors, "banner": rect}, table.layout.size)
    table.chrome.announce(words)
    run(app, 2)
    return found


def guided_hand_problems(app, game_id: str) -> list:
    """A game's guided hand played to its end by real input (a wrong choice before each
    move), and its last note read: the screen check's problems of every frame."""
    from tests.scenes.tutorial_player import play_tutorial
    table = app.screens.make("tutorial", game_id)
    app.stack.push(table)
    found = watch_frames(table)
    play_tutorial(app, table)
    assert table.coach.finished
    run(app, 5)
    return found


def after_a_lead(app):
    """A table where the human has led by input; their lead and a claim now legal."""
    table = table_where(app, lambda legal: any(isinstance(a, Lead) for a in legal))
    lead = next(a for a in table.legal() if isinstance(a, Lead))
    play_by_input(app, table, lead, keys, 0)
    return table, lead, next(a for a in table.legal() if isinstance(a, Claim))
