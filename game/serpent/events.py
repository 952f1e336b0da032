"""What happens in Serpent, for the table to animate and the log to tell."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import Event
from game.serpent.cards import Card


@dataclass(frozen=True)
class HandDealt(Event):
    """A new hand: the director deals 3 cards face down to the defender and 9 to
    themself.  Each seat sees only its own cards; the other's are None."""
    hand: int
    director: int
    defender_cards: tuple | None
    director_cards: tuple | None

    reveals_hidden = True

    def seen_by(self, viewer: int | None) -> HandDealt:
        defender = 1 - self.director
        return replace(
            self,
            defender_cards=self.defender_cards if viewer == defender else None,
            director_cards=self.director_cards if viewer == self.director else None)


@dataclass(frozen=True)
class CardGiven(Event):
    """The director moves a hidden card face up in front of the defender."""
    director: int
    defender: int
    card: Card
    reveals_hidden = True


@dataclass(frozen=True)
class CardShown(Event):
    """The director turns a hidden card face up in front of themself."""
    director: int
    card: Card
    reveals_hidden = True


@dataclass(frozen=True)
class CardPlayed(Event):
    """`seat` lays `card` (from face up if `from_open`) as play `number` on the cell
    at (`row`, `column`).  `void` is True when a response did not follow: the seat
    is then known to hold no card of the lead's suit or rank."""
    seat: int
    card: Card
    number: int
    row: int
    column: int
    from_open: bool
    void: bool = False


@dataclass(frozen=True)
class HandScored(Event):
    """The director's points for the hand; groups are lists of cells (row*6+col)."""
    director: int
    points: int
    pairs: tuple
    runs: tuple
