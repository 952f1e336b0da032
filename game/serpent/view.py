"""What one seat may know of a Serpent match."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import View
from game.serpent.cards import Card
from game.serpent.scoring import board_of

Void = tuple[int, str, int]  # (seat, suit, rank): that seat holds neither


@dataclass(frozen=True)
class SerpentView(View):
    hand: int  # 1-based
    hands_planned: int  # 8, plus 2 for each tie-break
    director: int
    phase: str
    scores: tuple[int, int]
    hand_points: tuple[tuple[int, int], ...]  # (director, points) per finished hand
    hidden: tuple[Card, ...]  # this seat's own face-down cards
    hidden_counts: tuple[int, int]
    open_cards: tuple[tuple[Card, ...], tuple[Card, ...]]  # face up, per seat
    gifts: tuple[Card, ...]  # what the director gave this hand
    plays: tuple[Card, ...]  # the serpent so far, in order of play
    voids: tuple[Void, ...]  # public facts from responses that did not follow

    @property
    def defender(self) -> int:
        return 1 - self.director

    @property
    def hand_cards(self) -> tuple[Card, ...]:
        """This seat's whole hand: hidden and face up."""
        return self.hidden + self.open_cards[self.seat] if self.seat is not None else ()

    @property
    def board(self) -> tuple[int, ...]:
        return board_of(self.plays)
