"""Precognition's actions: a letter written, erased or the string finished, and a card
placed; and why one is refused."""

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


def why_refused(phase: str, finished: bool, written: int, row_length: int, action,
                hand=()) -> str:
    """Why a player who is asked now, holding `hand`, may not make `action` ("" if
    they may)."""
    if phase == PLACE:
        if isinstance(action, Place):
            return "" if action.card in hand else f"You do not hold {action.card}."
        return "Place a card from your hand."
    if finished:
        return "Your string is already written."
    if isinstance(action, Letter) and action.letter in LETTERS:
        if written < row_length - 1:
            return ""
        return f"A string has at most {row_length - 1} letters."
    if isinstance(action, (Erase, Finish)):
        return "" if written else "Write at least one letter first."
    return "Write U, D or S, erase a letter, or say done."
