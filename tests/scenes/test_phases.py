"""Every phase a game can ask a human is answered through its table by real input.

Seeded matches with human seats run through the real loop.  At each human decision
the player chooses something on screen, as a player would: a click on one of the
table's targets or buttons (the kit's `targets.items` and `buttons`), or, in a window
answered out of turn, the keyboard's Confirm.  The test asserts that humans made moves in every phase the rules define
and that the match never stalled.
"""

from __future__ import annotations

import random

import pytest

from game.no_lookie.rules import ACTION, HOLD, PICK, PLACE, TRADE_WITH, TURN
from game.peek_and_run.rules import PEEK, RELOCATE, SECOND
from game.peek_and_run.rules import PLAY as PR_PLAY
from game.peeper.actions import Decline
from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, RETURN_WINDOW
from game.peeper.rules import PLAY as PEEPER_PLAY
from game.precognition.actions import PLACE as PRECOG_PLACE
from game.precognition.actions import WRITE
from game.registry import all_games
from game.serpent.actions import GIFT, SHOW
from game.serpent.actions import PLAY as SERPENT_PLAY
from scenes.screens.handoff import HandOff
from scenes.screens.results import ResultsOverlay
from tests.scenes.conftest import click, key, run

NO_PHASES = "move"  # a game whose view names no phase asks one kind of question

# game id -> (seats, options, the phases its rules define besides the end); seats may
# be a tuple of line-ups, tried in turn: a Return! by a human needs a Mine! by the
# others, which only a human with a device of their own or an AI can make.
MATCHES = {
    "peek-and-run": (["human", "human"], {"markers": 8, "first_markers": 6},
                     {PR_PLAY, SECOND, PEEK, RELOCATE}),
    "peeper": ((["human", "human", "human"], ["human", "normal", "normal", "normal"]),
               {"chance": True},
               {CHANCE, DOUBLE, PEEPER_PLAY, MINE_WINDOW, RETURN_WINDOW}),
    "serpent": (["human", "normal"], {}, {GIFT, SHOW, SERPENT_PLAY}),
    "precognition": (["human", "normal", "normal"], {}, {WRITE, PRECOG_PLACE}),
    "no-lookie": (["human", "human", "human"],
                  {"swap": True, "trade": True, "burn": True, "draft": True, "rays_play": True},
                  {TURN, HOLD, ACTION, TRADE_WITH, PICK, PLACE}),
    "procession": (["human", "perfect"], {}, {NO_PHASES}),
}


def phase_of(table) -> str:
    return getattr(table.session.state, "phase", NO_PHASES)


def call_in_window(app, table, rng) -> None:
    """A window answered out of turn: the player at the keyboard calls if they can
    (most of the time); otherwise it closes when its time is up."""
    seat = table.viewer if table.viewer is not None else table.session.humans[0]
    legal = table.session.state.legal_actions(seat)
    if any(not isinstance(a, Decline) for a in legal) and rng.random() < 0.8:
        key(app, "return", frames=1)


def choose_on_screen(app, table, rng) -> bool:
    """Click one thing the viewer may choose now; False if nothing is on offer."""
    table.controls.refresh_targets()
    table.controls.refresh_buttons()
    targets = [t for t in table.targets.items if t.allowed]
    buttons = [b for b in table.buttons if b.enabled and b.rect is not None
               and b.name not in ("undo", "notation", "sort")]
    if not targets and not buttons:
        return False
    pool = targets if targets and (not buttons or rng.random() < 0.85) else buttons
    click(app, rng.choice(pool).rect.center, frames=1)
    return True


def record_human_phases(table, answered: set[str]) -> None:
    """Note the phase each human move is made in (a table may send two moves for one
    choice: a Trade's own card, then the other's), but not a window's "no" that its
    timer gave for them."""
    session = table.session
    apply = session.apply

    def recording(seat, action):
        phase = phase_of(table)
        events = apply(seat, action)
        if session.is_human(seat) and str(action) != "no":
            answered.add(phase)
        return events
    session.apply = recording


def play_match(make_app, game_id, seed, budget):
    seats, options, phases = MATCHES[game_id]
    if isinstance(seats, tuple):
        seats = seats[seed % len(seats)]
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.prefs.reaction_seconds = 1.0
    table = app.screens.table(game_id, seats, seed, options)
    app.stack.push(table)
    rng = random.Random(seed)
    answered: set[str] = set()
    record_human_phases(table, answered)
    idle = 0
    for _ in range(budget):
        run(app, 1)
        if isinstance(app.stack.top, (ResultsOverlay, HandOff)):
            key(app, "return", frames=1)
            continue
        state = table.session.state
        if state.is_over or answered >= phases:
            break
        humans = table.session.humans_to_act()
        if not humans:
            continue
        phase, before = phase_of(table), len(table.session.actions)
        if table.viewer is None or table.viewer not in humans:
            call_in_window(app, table, rng)
        else:
            if idle and idle % 4 == 0:
                key(app, "backspace", frames=1)  # put back what was picked, start over
            choose_on_screen(app, table, rng)
        made = [text for seat, text in table.session.actions[before:]
                if table.session.is_human(seat)]
        if made:
            idle = 0
        else:
            idle += 1
            assert idle < 400, f"{game_id}: a human was asked in {phase} and nothing moved"
    return answered, phases


@pytest.mark.parametrize("game_id", sorted(info.id for info in all_games()))
def test_a_human_answers_every_phase_through_the_table(make_app, game_id):
    answered: set[str] = set()
    for seed in range(4):
        found, phases = play_match(make_app, game_id, seed, budget=4000)
        answered |= found
        if answered >= phases:
            break
    assert answered == phases, f"never answered by a human: {sorted(phases - answered)}"
