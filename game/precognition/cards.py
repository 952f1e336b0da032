"""Cards of Precognition and the changes between them.

Only a card's value matters to the rules (Ace = 1 ... King = 13); suits are kept so
the table can draw real cards.  A change is "U" (up), "D" (down) or "S" (stay).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

SUITS = "♠♥♦♣"
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
LETTERS = "UDS"
GLYPHS = {"U": "\u2191", "D": "\u2193", "S": "="}  # as the table shows them: ↑ ↓ =


def glyphs(string: str) -> str:
    """'UUDS' -> '↑↑↓=': a string as the players see it written."""
    return "".join(GLYPHS[letter] for letter in string)


@dataclass(frozen=True, order=True)
class Card:
    rank: int  # 1 (Ace) to 13 (King)
    suit: str

    def __str__(self) -> str:
        return f"{RANK_NAMES.get(self.rank, str(self.rank))}{self.suit}"


FULL_DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14))


def card_order(card: Card) -> tuple[int, str]:
    """A card's place in a sorted hand (as cards compare), for `sorted(key=...)`:
    quicker than comparing the cards themselves."""
    return card.rank, card.suit


SORTED_DECK: tuple[Card, ...] = tuple(sorted(FULL_DECK, key=card_order))


def change(before: int, after: int) -> str:
    """The letter for the step from value `before` to value `after`."""
    if after > before:
        return "U"
    if after < before:
        return "D"
    return "S"


def changes(values: Sequence[int]) -> str:
    """The changes between consecutive values, left to right."""
    return "".join(change(a, b) for a, b in itertools.pairwise(values))


def match_start(string: str, row_changes: str) -> int | None:
    """Where `string` first occurs as consecutive changes (0-based), or None."""
    at = row_changes.find(string) if string else -1
    return None if at < 0 else at


def opening_made(string: str, row_changes: str) -> int:
    """How many of the first letters of `string` the end of `row_changes` already
    makes (fewer than the whole string): how close the row is to making it."""
    keep = len(string) - 1  # only the row's last letters can matter
    return _opening_made(string, row_changes[-keep:]) if keep > 0 else 0


@lru_cache(maxsize=1 << 16)
def _opening_made(string: str, row_end: str) -> int:
    for length in range(min(len(string) - 1, len(row_end)), 0, -1):
        if row_end.endswith(string[:length]):
            return length
    return 0


def cards_of_ranks(hands: Iterable[Iterable], taken: Iterable[Card] = ()) -> list[list[Card]]:
    """Turn hands given as ranks (or Cards) into Cards, giving each rank the first
    suit not yet used.  Raises ValueError on a rank used more than four times."""
    used = set(taken)
    result = []
    for hand in hands:
        cards = []
        for item in hand:
            card = item if isinstance(item, Card) else _free_card(int(item), used)
            if card in used and isinstance(item, Card):
                raise ValueError(f"{card} is dealt twice")
            used.add(card)
            cards.append(card)
        result.append(cards)
    return result


def _free_card(rank: int, used: set) -> Card:
    if not 1 <= rank <= 13:
        raise ValueError(f"no card has the value {rank}")
    for suit in SUITS:
        if Card(rank, suit) not in used:
            return Card(rank, suit)
    raise ValueError(f"there are only four cards of value {rank}")
