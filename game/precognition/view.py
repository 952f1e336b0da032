"""What one seat may know of a Precognition match."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from game.core import View
from game.precognition.actions import OVER, PLACE, WRITE
from game.precognition.cards import Card, change
from game.precognition.refusals import refusal


@dataclass(frozen=True)
class DealRecord:
    """A finished deal, public after the reveal."""

    players: tuple[int, ...]
    dealer: int
    row: tuple[Card, ...]
    placed_by: tuple[int, ...]
    strings: tuple[str, ...]  # per seat; "" for seats that sat out
    points: tuple[int, ...]
    winners: tuple[int, ...]  # the longest matches (several: they play again)


@dataclass(frozen=True)
class PrecognitionView(View):
    deal_number: int
    dealer: int
    players: tuple[int, ...]  # seats in this deal, still contending
    row_length: int  # N: cards in the row when every card is played
    hand: tuple[Card, ...]  # the viewer's own cards
    hand_counts: tuple[int, ...]
    set_aside_count: int
    string: str  # the viewer's own string (draft or final); "" for the spectator
    finished: tuple[bool, ...]  # who has folded their paper
    row: tuple[Card, ...]
    placed_by: tuple[int, ...]
    placer: int | None
    past_deals: tuple[DealRecord, ...]
    champion: int | None

    @cached_property  # a frozen view's row never changes; players read it often
    def changes(self) -> str:
        return "".join(change(a.rank, b.rank) for a, b in zip(self.row, self.row[1:]))

    @property
    def writing(self) -> bool:
        return self.placer is None and not self.is_over

    @property
    def phase(self) -> str:
        """WRITE, PLACE or OVER."""
        if self.is_over:
            return OVER
        return WRITE if self.placer is None else PLACE

    def refusal(self, action) -> str:
        """Why the viewer may not make `action` now, in the game's words ("" if they
        may): the game's refusal (refusals.py)."""
        return refusal(self, action)
