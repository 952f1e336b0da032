"""Peeper's moves besides a `Play` of tiles (which lives with the patterns, patterns.py),
and the phases that ask for them: CHANCE and DOUBLE (the Chance variant's windows at
hand start), PLAY (one seat on turn), MINE and RETURN (reaction windows after every
single, asking every other seat in the hand whoever holds what), OVER."""

from __future__ import annotations

from dataclasses import dataclass

from game.peeper.patterns import tile_name

CHANCE, DOUBLE, PLAY, MINE_WINDOW, RETURN_WINDOW, OVER = (
    "chance", "double-chance", "play", "mine", "return", "over")


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Mine:
    """Two more of the single's tile, out of turn: `Mine! 10 10` (XX on an X)."""

    tile: int

    def __str__(self) -> str:
        return f"Mine! {tile_name(self.tile)} {tile_name(self.tile)}"


@dataclass(frozen=True)
class Return:
    """The fourth of the mined tile: `Return! 10`."""

    tile: int

    def __str__(self) -> str:
        return f"Return! {tile_name(self.tile)}"


@dataclass(frozen=True)
class Chance:
    double: bool = False

    def __str__(self) -> str:
        return "Double-Chance!" if self.double else "Chance!"


@dataclass(frozen=True)
class Decline:
    """No Mine, no Return, no Chance: let the window close."""

    def __str__(self) -> str:
        return "no"
