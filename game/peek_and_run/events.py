"""What happens in Peek and Run, for the table to animate and the log to tell."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import Event
from game.peek_and_run.cards import Card


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
