"""What one seat may know of a Peeper match."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import View
from game.peeper.patterns import Play


@dataclass(frozen=True)
class PeeperView(View):
    hand: tuple[int, ...]  # own tiles, sorted; () for the spectator
    holds_marked_one: bool  # dealt the marked 1 this hand
    counts: tuple[int, ...]  # tiles in each seat's hand (public)
    totals: tuple[int, ...]
    hand_number: int
    hands_played: int
    seated: tuple[int, ...]  # dealt in this hand
    players: tuple[int, ...]  # playing this hand (fewer in Double-Chance)
    contenders: tuple[int, ...]  # a tie-break hand's players, else ()
    phase: str
    turn: int | None
    top: Play | None
    top_seat: int | None
    passes: int
    single_seat: int | None
    single_tile: int | None
    miner: int | None
    chance_seat: int | None
    double_seat: int | None
    starter: int | None
    start_reason: str
    turned_up: tuple[tuple[int, int], ...]  # (seat, tile) leftovers shown at the start
    played: tuple[int, ...]  # counts by tile of everything played this hand
    options: tuple[tuple[str, object], ...]
    winner: int | None
