"""Serpent's actions: the director gives and shows cards, then both play them; and the
phases that ask for each."""

from __future__ import annotations

from dataclasses import dataclass

from game.serpent.cards import Card

GIFT, SHOW, PLAY, OVER = "gift", "show", "play", "over"
GIFTS = SHOWN = 3  # cards the director gives, then shows, each hand


@dataclass(frozen=True)
class Give:
    """The director gives one of their hidden cards to the defender, face up."""
    card: Card

    def __str__(self) -> str:
        return f"give {self.card}"


@dataclass(frozen=True)
class Show:
    """The director turns one of their hidden cards face up (they keep it)."""
    card: Card

    def __str__(self) -> str:
        return f"show {self.card}"


@dataclass(frozen=True)
class Play:
    """Lay a card from hand (hidden or face up) on the next cell of the serpent."""
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"
