"""What the hint tests of every game share: positions to ask for hints in, and the
hint for whoever is asked now."""

import random

from game.registry import hint_for, make_agent


def positions(info, seats, options, matches, limit=10_000, random_share=0.5):
    """(view, legal) for every decision of `matches` seeded matches in which each move
    is a random one (`random_share` of the time) or Normal's: positions a good player
    reaches and positions it would never choose."""
    normal = make_agent(info, "normal")
    for seed in range(matches):
        state = info.start(seats, options, seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if state.is_over:
                break
            seat = state.to_act()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            yield view, legal
            random_move = rng.random() < random_share
            state.apply(seat, rng.choice(legal) if random_move else
                        normal.choose(view, legal, rng))


def hint_now(info, state):
    """The hint for the first seat the rules ask now."""
    seat = state.to_act()[0]
    return hint_for(info, state.view(seat), state.legal_actions(seat), random.Random(0))


def normals_hint(info, view, legal):
    """The hint from `view`, checked: Normal's own legal move, and one sentence."""
    hint = hint_for(info, view, legal, random.Random(0))
    assert hint.action in legal
    assert hint.action == make_agent(info, "normal").choose(view, legal, random.Random(0))
    assert hint.reason.endswith(".") and ". " not in hint.reason, hint.reason
    return hint
