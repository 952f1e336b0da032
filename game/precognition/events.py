"""What happens in Precognition, for the table to animate and the log to tell."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event
from game.precognition.cards import Card


@dataclass(frozen=True)
class Dealt(Event):
    """A deal: `hands[seat]` is that seat's cards (None for cards the viewer may not
    see; empty for seats sitting out a replay)."""

    deal_number: int
    dealer: int
    players: tuple[int, ...]
    hands: tuple[tuple, ...]
    set_aside_count: int
    reveals_hidden = True

    def seen_by(self, viewer):
        hands = tuple(h if seat == viewer else (None,) * len(h)
                      for seat, h in enumerate(self.hands))
        return Dealt(self.deal_number, self.dealer, self.players, hands,
                     self.set_aside_count)


@dataclass(frozen=True)
class StringEdited(Event):
    """`seat` wrote or erased a letter; only that seat sees the string (None to others)."""

    seat: int
    string: str | None

    def seen_by(self, viewer):
        return self if viewer == self.seat else StringEdited(self.seat, None)


@dataclass(frozen=True)
class StringFinished(Event):
    seat: int


@dataclass(frozen=True)
class CardPlaced(Event):
    """`card` left `seat`'s hand for row position `position` (0-based);
    `letter` is the change it made ("" for the first card)."""

    seat: int
    card: Card
    position: int
    letter: str


@dataclass(frozen=True)
class StringsRevealed(Event):
    """The reveal: every string of the deal, where it occurs in `changes` (None if it
    does not) and what it scores (its length if it occurs, else 0)."""

    changes: str
    strings: tuple[str, ...]
    starts: tuple[int | None, ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class ReplayCalled(Event):
    """A tie for the longest match: these players play again, with a fresh deal."""

    players: tuple[int, ...]
