"""Peek and Run's actions, the phases that ask for them, and the claim a card on a pile
makes.

Actions print in the published notation where it exists (`B2L`, `B7R14`, `RT`); the
steps of a peek print as short phrases, since what is seen is not known when the
step is chosen (the notation of a whole peek is built from the events, see
notation.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import built
from game.peek_and_run.cards import Card

LEFT, RIGHT = "L", "R"
PILES = (LEFT, RIGHT)
PILE_NAMES = {LEFT: "left", RIGHT: "right"}
# a turn's cards are played (PLAY), the initial claim's second card awaited (SECOND), a
# peek's looks chosen (PEEK), a marker taken back to claim with (RELOCATE)
PLAY, SECOND, PEEK, RELOCATE, OVER = "play", "second", "peek", "relocate", "over"
MAX_LOOKS = 3


def other_pile(pile: str) -> str:
    return RIGHT if pile == LEFT else LEFT


# -- actions ------------------------------------------------------------------------

@dataclass(frozen=True)
class Lead:
    """First card of the initial claim: an ordinary card on an empty-of-ordinary pile."""

    card: Card
    pile: str

    def __str__(self) -> str:
        return f"{self.card}{self.pile}"


@dataclass(frozen=True)
class Claim:
    """An ordinary card on `pile`, claiming the cell `product` (also the initial
    claim's second card)."""

    card: Card
    pile: str
    product: int

    def __str__(self) -> str:
        return f"{self.card}{self.pile}{self.product}"


@dataclass(frozen=True)
class ShowTen:
    """Begin a peek by showing a ten."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)


@dataclass(frozen=True)
class LookHand:
    """Peek at an opponent's card, chosen blind by its position (0-based)."""

    seat: int
    position: int

    def __str__(self) -> str:
        return f"look P{self.seat + 1} card {self.position + 1}"


@dataclass(frozen=True)
class LookStock:
    """Peek at the next card down from the top of the stock."""

    def __str__(self) -> str:
        return "look stock"


@dataclass(frozen=True)
class PlaceTen:
    """Finish the peek: the ten goes to the bottom of `pile`."""

    pile: str

    def __str__(self) -> str:
        return f"ten under {self.pile}"


@dataclass(frozen=True)
class TakeMarker:
    """Limited Resources: move one of your markers from `product` to the new claim."""

    product: int

    def __str__(self) -> str:
        return f"take marker {self.product}"


@dataclass(frozen=True)
class EndTurn:
    def __str__(self) -> str:
        return "end turn"


@dataclass(frozen=True)
class Forfeit:
    """Make no move: lose the hand (one point off)."""

    def __str__(self) -> str:
        return "forfeit"


@dataclass(frozen=True)
class Pass:
    """Pass Allowed: make no move without forfeit."""

    def __str__(self) -> str:
        return "pass"


# -- what a card on a pile makes ------------------------------------------------------

def claim_of(card: Card, pile: str, other_top: Card | None) -> Claim | None:
    """The claim `card` makes on `pile`: the cell of its product with `other_top`, the
    other pile's top card (tens never count).  None for a ten, or with no ordinary
    card on the other pile to multiply by.  Whether the cell may be claimed is the
    board's to say (`board.claimable`)."""
    if not card.is_ordinary or other_top is None:
        return None
    return built(Claim, card=card, pile=pile, product=card.rank * other_top.rank)


def card_move(view, card: Card, pile: str):
    """The move hand card `card` makes on `pile`, as the player means it, legal or
    not: a ten shows itself for a peek, a card starts the initial claim (`Lead`)
    while the other pile has no ordinary card, else it claims.  Twin cards (same
    colour and rank) are one move, made with the first of them in the hand."""
    card = next((c for c in view.my_hand if str(c) == str(card)), card)
    if card.is_ten:
        return ShowTen(card)
    return claim_of(card, pile, view.top(other_pile(pile))) or Lead(card, pile)
