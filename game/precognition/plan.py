"""What a Precognition player weighs, shared by the players (ai.py) and the words of
their hints (hints.py): which cards are extreme enough to force a change, and one card
weighed for the end of the row."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from game.precognition.actions import Place

HIGH, LOW = 10, 4  # a card at least HIGH forces a Down after it; at most LOW an Up


@dataclass(frozen=True)
class Placing:
    """One card weighed for the end of the row: how far it carries the string, how
    much it helps the others, how extreme a card it spends, and all of it together."""

    action: Place
    after: str  # the row's changes with the card placed
    advance: float
    threat: float
    extremity: float

    @property
    def score(self) -> float:
        return self.advance - self.threat - 0.15 * self.extremity


def count_going(letter: str, rank: int, others: list[int]) -> int:
    """How many of the values `others` (lowest first) would make the change `letter`
    after `rank`."""
    if letter == "U":
        return len(others) - bisect_right(others, rank)
    if letter == "D":
        return bisect_left(others, rank)
    return bisect_right(others, rank) - bisect_left(others, rank)


def extreme_cards(hand) -> tuple[list, list]:
    """The high cards (highest first) and the low cards (lowest first) of a hand."""
    highs = sorted((c for c in hand if c.rank >= HIGH), reverse=True)
    return highs, sorted(c for c in hand if c.rank <= LOW)
