"""Procession has no hidden information: a view is the whole state."""

from __future__ import annotations

import random

from game.procession.rules import ProcessionState
from game.procession.runs import run_lengths
from game.procession.view import ProcessionView


def determinize(view: ProcessionView, rng: random.Random) -> ProcessionState:
    """Perfect information: the view already holds the whole state."""
    state = ProcessionState(view.num_seats, view.n)
    state.history = list(view.history)
    state.movers = list(view.movers)
    state.occurred = {run_lengths(r) for r in view.history}
    state.next_seat = view.next_seat
    return state
