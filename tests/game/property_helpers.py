"""Random matches of every game, for the property tests that several test modules share."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

MAX_STEPS = 4000  # random play can keep some option sets going for very long


CHECKS_PER_MATCH = 8  # positions checked in full along one match


EXAMPLES = 20


# No shrinking: a failing match is already small to reproduce (seats, options, seed),
# and shrinking whole matches would take minutes.
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                    phases=(Phase.explicit, Phase.generate),
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def matches(draw, info):
    seats = draw(st.integers(info.min_seats, info.max_seats), label="seats")
    options = {o.key: draw(st.sampled_from(o.choices), label=o.key) for o in info.options}
    seed = draw(st.integers(0, 2**31 - 1), label="seed")
    return seats, options, seed


def positions(info, seats, options, seed):
    """Yield (state, rng, earlier) along a random legal match, CHECKS_PER_MATCH times
    and once more at its end.  `earlier` maps a seat to actions it was offered before;
    `rng` is the checks' own, so that checking never changes the match played."""
    rng = random.Random(seed)
    checks_rng = random.Random(seed + 2)
    state = info.start(seats, options, seed)
    earlier: dict[int, list] = {}
    # a first pass fixes the match's length, so the checks spread over all of it
    length = _length(info, seats, options, seed)
    checked = set(random.Random(seed + 1).sample(range(length), min(length, CHECKS_PER_MATCH)))
    for step in range(length):
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        if step in checked:
            yield state, checks_rng, earlier
        earlier.setdefault(seat, []).extend(legal[:8])
        state.apply(seat, rng.choice(legal))
    yield state, checks_rng, earlier


def _length(info, seats, options, seed) -> int:
    rng = random.Random(seed)
    state = info.start(seats, options, seed)
    for step in range(MAX_STEPS):
        if state.is_over:
            return step
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return MAX_STEPS
