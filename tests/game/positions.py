"""Positions met along seeded matches of every setup the soak plays, for the tests that
pin a fast path of the rules or of a scripted player to its plain definition."""

from __future__ import annotations

import random

from game.soak import combos, match_options


def positions(info, agent, matches_per_setup: int, moves: int, seed: int = 0,
              slips: float = 0.3):
    """(state, seat to move) at every decision of `matches_per_setup` matches of each
    setup, `moves` moves long at most: `agent` plays, but for a share `slips` of
    random moves, so that the matches wander where a search's playouts go.  The
    state is the match's own: a test reads it, and the match goes on from it."""
    rng = random.Random(seed)
    for combo in combos(info):
        for match in range(matches_per_setup):
            state = info.start(combo.seats, match_options(info, combo, rng),
                               seed=rng.randrange(2 ** 32))
            for _ in range(moves):
                if state.is_over:
                    break
                seat = rng.choice(state.to_act())
                yield state, seat
                legal = state.legal_actions(seat)
                if rng.random() < slips:
                    action = rng.choice(legal)
                else:
                    action = agent.choose(state.view(seat), legal, rng)
                state.apply(seat, action)
