"""The moves of No Lookie, No Peekie, and the phases that ask for them.  Slots print
as T1 T2 (top row) and B1 B2 B3 (bottom row); seats print as P1, P2, ..."""

from __future__ import annotations

from dataclasses import dataclass

from game.no_lookie.cards import SLOT_NAMES, card_name

# a turn begins (TURN), a drawn card is held (HOLD), a discarded action card may be
# used (ACTION), a Trade's other card is chosen (TRADE WITH), a draft is picked (PICK)
# and placed (PLACE)
TURN, HOLD, ACTION, TRADE_WITH, PICK, PLACE, OVER = (
    "turn", "hold", "action", "trade with", "draft pick", "draft place", "over")


@dataclass(frozen=True)
class Knock:
    """Call the round instead of taking a turn."""

    def __str__(self) -> str:
        return "knock"


@dataclass(frozen=True)
class DrawStock:
    def __str__(self) -> str:
        return "draw from stock"


@dataclass(frozen=True)
class DrawDiscard:
    def __str__(self) -> str:
        return "draw from discard"


@dataclass(frozen=True)
class Rearrange:
    """Switch two face-down cards of one row (once a turn, before drawing)."""

    first: int
    second: int

    def __str__(self) -> str:
        return f"rearrange {SLOT_NAMES[self.first]} {SLOT_NAMES[self.second]}"


@dataclass(frozen=True)
class Replace:
    """Put the card in hand (drawn or drafted) into `slot`; the old card is discarded."""

    slot: int

    def __str__(self) -> str:
        return f"replace {SLOT_NAMES[self.slot]}"


@dataclass(frozen=True)
class DiscardDrawn:
    def __str__(self) -> str:
        return "discard"


@dataclass(frozen=True)
class Decline:
    """Leave the action card just discarded unresolved."""

    def __str__(self) -> str:
        return "no action"


@dataclass(frozen=True)
class Swap:
    top: int
    bottom: int

    def __str__(self) -> str:
        return f"swap {SLOT_NAMES[self.top]} {SLOT_NAMES[self.bottom]}"


@dataclass(frozen=True)
class TradeFrom:
    """First half of a Trade: which of one's own cards goes."""

    slot: int

    def __str__(self) -> str:
        return f"trade {SLOT_NAMES[self.slot]}"


@dataclass(frozen=True)
class TradeWith:
    """Second half of a Trade: the card that comes back."""

    seat: int
    slot: int

    def __str__(self) -> str:
        return f"with P{self.seat + 1} {SLOT_NAMES[self.slot]}"


@dataclass(frozen=True)
class Burn:
    slot: int

    def __str__(self) -> str:
        return f"burn {SLOT_NAMES[self.slot]}"


@dataclass(frozen=True)
class Draft:
    """Start a draft passing to the left (+1) or the right (-1)."""

    direction: int

    def __str__(self) -> str:
        return "draft left" if self.direction == 1 else "draft right"


@dataclass(frozen=True)
class RaysPlay:
    def __str__(self) -> str:
        return "take Ray's Play"


@dataclass(frozen=True)
class DraftPick:
    card: int

    def __str__(self) -> str:
        return f"pick {card_name(self.card)}"


REARRANGEMENTS = (Rearrange(0, 1), Rearrange(2, 3), Rearrange(2, 4), Rearrange(3, 4))
