"""What happens at the No Lookie table, for animation and the log.  Cards a viewer
may not see are None in `seen_by(viewer)`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import Event


class _PrivateToSeat(Event):
    """An event whose `card` only `seat` sees."""

    reveals_hidden = True

    def seen_by(self, viewer):
        return self if viewer == self.seat else replace(self, card=None)


@dataclass(frozen=True)
class RoundDealt(Event):
    """Five face-down cards to each seat (T1 T2 on top, B1 B2 B3 below)."""

    round: int
    dealer: int
    first_seat: int


@dataclass(frozen=True)
class BottomRowLooked(Event):
    """A seat's one look at its own bottom row, before its first turn."""

    reveals_hidden = True
    seat: int
    cards: tuple | None

    def seen_by(self, viewer):
        return self if viewer == self.seat else replace(self, cards=None)


@dataclass(frozen=True)
class DiscardStarted(Event):
    """The top card of the draw pile is turned up to start the discard pile; after a
    reshuffle `reshuffled` counts the cards that went back into the draw pile."""

    card: int
    reshuffled: int = 0


@dataclass(frozen=True)
class Rearranged(Event):
    seat: int
    first: int
    second: int


@dataclass(frozen=True)
class Knocked(Event):
    seat: int


@dataclass(frozen=True)
class CardDrawn(_PrivateToSeat):
    """`source` is "stock" (only the drawer sees it) or "discard" (public)."""

    seat: int
    source: str
    card: int | None

    def seen_by(self, viewer):
        return self if self.source == "discard" else super().seen_by(viewer)


@dataclass(frozen=True)
class CardReplaced(_PrivateToSeat):
    """`card` goes face down into `slot`; `discarded` goes face up on the discard pile.
    `public`: the placed card was seen by all (taken from the discard pile)."""

    seat: int
    slot: int
    card: int | None
    discarded: int
    public: bool = False

    def seen_by(self, viewer):
        return self if self.public else super().seen_by(viewer)


@dataclass(frozen=True)
class CardDiscarded(Event):
    """The card in hand goes face up on the discard pile."""

    seat: int
    card: int


@dataclass(frozen=True)
class TurnLost(Event):
    """`seat` discarded the 11th card and will skip its next turn."""

    seat: int


@dataclass(frozen=True)
class TurnSkipped(Event):
    seat: int


@dataclass(frozen=True)
class ActionDeclined(Event):
    seat: int
    card: int


@dataclass(frozen=True)
class Swapped(Event):
    seat: int
    top: int
    bottom: int


@dataclass(frozen=True)
class Traded(Event):
    seat: int
    slot: int
    other: int
    other_slot: int


@dataclass(frozen=True)
class Burned(_PrivateToSeat):
    """The card in `slot` goes face down under the Burn card, unseen; `card` comes
    from the draw pile into `slot` (its new owner looks at it)."""

    seat: int
    slot: int
    card: int | None


@dataclass(frozen=True)
class ExtraTurn(Event):
    """Ray's Play: `seat` takes a second complete turn."""

    seat: int


@dataclass(frozen=True)
class DraftStarted(Event):
    """The drafter sets the Draft card aside and draws one card a player."""

    reveals_hidden = True
    seat: int
    direction: int
    cards: tuple | None

    def seen_by(self, viewer):
        return self if viewer == self.seat else replace(self, cards=None)


@dataclass(frozen=True)
class DraftPicked(_PrivateToSeat):
    seat: int
    card: int | None


@dataclass(frozen=True)
class DraftEnded(Event):
    """The drafter puts the Draft card on top of the discard pile."""

    seat: int


@dataclass(frozen=True)
class RoundRevealed(Event):
    """Every tableau turned up and scored; `victory` lists who takes a VP card and
    `flipped` is the caller who had to flip one (None if nobody did)."""

    tableaus: tuple
    scores: tuple
    caller: int | None
    victory: tuple
    flipped: int | None
