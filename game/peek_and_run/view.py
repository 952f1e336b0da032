"""What one seat may know in Peek and Run.

Public: the board, both discard piles in full, counts, scores, the peek's chosen
targets, and who has seen which hidden card (where a card was looked at is public,
only its face is not).  Private: your own hand, and every card you peeked at for as
long as it stays in a hand or the stock (a stock card you saw and an opponent drew is
known to be in that opponent's hand).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import View
from game.peek_and_run.cards import Card

Seen = tuple[int, ...]  # the seats (other than the holder) who know a hidden card


@dataclass(frozen=True)
class PeekAndRunView(View):
    options: tuple  # (key, value) pairs, sorted
    hand_size: int
    sides: tuple[int, ...]  # side (player or team) of each seat
    scores: tuple[int, ...]  # per side
    marker_limits: tuple  # per side; None = unlimited
    hands_dealt: int
    dealer: int
    direction: int
    current: int
    phase: str
    moves: int
    passes: int
    board: tuple  # 36 cells, each None or a side
    left: tuple[Card, ...]  # bottom first
    right: tuple[Card, ...]
    hands: tuple[tuple[Card | None, ...], ...]
    hand_seen: tuple[tuple[Seen, ...], ...]
    stock: tuple[Card | None, ...]  # top first
    stock_seen: tuple[Seen, ...]
    peek_ten: Card | None
    peek_looks: tuple  # (source, owner, position) chosen in the peek under way
    pending: int | None

    @property
    def option(self) -> dict:
        return dict(self.options)

    @property
    def my_hand(self) -> tuple[Card, ...]:
        return self.hands[self.seat] if self.seat is not None else ()

    def top(self, pile: str) -> Card | None:
        cards = self.left if pile == "L" else self.right
        return cards[-1] if cards and cards[-1].is_ordinary else None

    def markers_left(self, side: int) -> int | None:
        limit = self.marker_limits[side]
        return None if limit is None else limit - self.board.count(side)
