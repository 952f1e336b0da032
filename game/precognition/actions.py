"""Precognition's actions: a letter written, erased or the string finished, and a card
placed; and the phases that ask for them."""

from __future__ import annotations

from dataclasses import dataclass

from game.precognition.cards import LETTERS, Card

WRITE, PLACE, OVER = "write", "place", "over"


@dataclass(frozen=True)
class Letter:
    """Write one more letter (U, D or S) at the end of one's secret string."""

    letter: str

    def __str__(self) -> str:
        return self.letter


@dataclass(frozen=True)
class Erase:
    """Rub out the last letter written."""

    def __str__(self) -> str:
        return "erase"


@dataclass(frozen=True)
class Finish:
    """The string is final: fold the paper."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Place:
    """Lay `card` at the right-hand end of the row."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


LETTER_ACTIONS = tuple(Letter(x) for x in LETTERS)

