"""Actions and events of Peek and Run.

Actions print in the published notation where it exists (`B2L`, `B7R14`, `RT`); the
steps of a peek print as short phrases, since what is seen is not known when the
step is chosen (the notation of a whole peek is built from the events, see
notation.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import Event
from game.peek_and_run.cards import Card

LEFT, RIGHT = "L", "R"
PILES = (LEFT, RIGHT)


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


# -- events -------------------------------------------------------------------------

@dataclass(frozen=True)
class HandDealt(Event):
    """A new hand: `hands[s]` are seat s's cards (None where the viewer may not see)."""

    hand: int
    dealer: int
    first: int
    direction: int  # +1 clockwise, -1 anticlockwise
    hands: tuple
    stock_size: int
    reveals_hidden = True

    def seen_by(self, viewer):
        hands = tuple(cards if seat == viewer else (None,) * len(cards)
                      for seat, cards in enumerate(self.hands))
        return replace(self, hands=hands)


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """A card from `seat`'s hand position `position` onto the top (or bottom) of a pile."""

    seat: int
    card: Card
    pile: str
    position: int
    bottom: bool = False


@dataclass(frozen=True)
class CellClaimed(Event):
    seat: int
    side: int
    product: int
    captured_from: int | None = None  # Recapture: the side whose marker was replaced


@dataclass(frozen=True)
class MarkerMoved(Event):
    """Limited Resources: a marker taken from one cell to make the pending claim."""

    seat: int
    side: int
    from_product: int
    to_product: int


@dataclass(frozen=True)
class TenShown(Event):
    seat: int
    card: Card
    position: int


@dataclass(frozen=True)
class CardPeeked(Event):
    """`seat` looks at a card: source "O" (seat `owner`'s hand, `position`) or "S"
    (the stock, `position` cards from the top).  Only the peeker sees `card`."""

    seat: int
    source: str
    owner: int | None
    position: int
    card: Card | None
    reveals_hidden = True

    def seen_by(self, viewer):
        return self if viewer == self.seat else replace(self, card=None)


@dataclass(frozen=True)
class CardDrawn(Event):
    seat: int
    card: Card | None
    reveals_hidden = True

    def seen_by(self, viewer):
        return self if viewer == self.seat else replace(self, card=None)


@dataclass(frozen=True)
class StockRebuilt(Event):
    """Recapture: the discards below the two tops shuffled into a new stock."""

    size: int


@dataclass(frozen=True)
class LinesScored(Event):
    seat: int
    side: int
    lines: tuple  # windows of four, each a tuple of products
    points: int


@dataclass(frozen=True)
class HandLost(Event):
    """`seat` made no move (or could not finish an initial claim): one point off."""

    seat: int
    side: int
    reason: str


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int
