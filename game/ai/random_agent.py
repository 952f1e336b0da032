"""The random agent: a uniformly random legal move.  A baseline and a fuzzer."""

from __future__ import annotations

import random
from typing import Sequence


class RandomAgent:
    name = "random"

    def choose(self, view, legal_actions: Sequence, rng: random.Random):
        return rng.choice(list(legal_actions))


def make_random(param: str | None = None) -> RandomAgent:
    return RandomAgent()
