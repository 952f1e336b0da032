"""What happens in Peeper, for the table to animate and the log to tell."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event
from game.peeper.patterns import Play


@dataclass(frozen=True)
class HandDealt(Event):
    """Tiles dealt face down: `hands[s]` is seat s's tiles (None for other viewers),
    `counts` is public.  `set_aside`: how many leftover tiles lie aside unseen."""

    reveals_hidden = True
    hand: int
    players: tuple[int, ...]
    hands: tuple
    counts: tuple[int, ...]
    set_aside: int

    def seen_by(self, viewer):
        hands = tuple(h if s == viewer else None for s, h in enumerate(self.hands))
        return HandDealt(self.hand, self.players, hands, self.counts, self.set_aside)


@dataclass(frozen=True)
class LeftoverTurnedUp(Event):
    reveals_hidden = True
    seat: int
    tile: int


@dataclass(frozen=True)
class StarterChosen(Event):
    """`reason`: "marked 1", "leftovers", "drawn at random" or "Chance"."""

    seat: int
    reason: str


@dataclass(frozen=True)
class Called(Event):
    """A shout or its refusal in a window: "Chance!", "Double-Chance!", "no"."""

    seat: int
    call: str


@dataclass(frozen=True)
class TilesPlayed(Event):
    """Tiles from `seat`'s hand to the table; `call` is "", "Mine!" or "Return!"."""

    seat: int
    play: Play
    call: str
    tiles_left: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class TrickWon(Event):
    seat: int
