"""Serpent by ear: the Ask key's answers for your hand and the table, from the viewer's
View alone."""

from __future__ import annotations

from game.serpent.cards import RANK_NAMES
from game.words import listing


def hand_words(table) -> str:
    """Your face-down cards, then your face-up ones, each by suit."""
    view = table.view
    hidden = listing(by_suit(view.hidden)) or "none"
    shown = listing(by_suit(view.open_cards[view.seat])) or "none"
    return f"Your hand: face down {hidden}; face up {shown}."


def table_words(table) -> str:
    """The serpent so far, the other player's face-up cards and what they are known
    not to hold."""
    view = table.view
    other = 1 - view.seat if view.seat is not None else view.defender
    name = table.short_name(other)
    serpent = listing(str(card) for card in view.plays) or "no card yet"
    said = [f"Hand {view.hand} of {view.hands_planned}, "
            f"{table.short_name(view.director)} directs",
            f"The serpent: {serpent}",
            f"{name}'s face-up cards: {listing(by_suit(view.open_cards[other])) or 'none'}",
            f"{name} has {view.hidden_counts[other]} face down"]
    voids = [f"no {suit} and no {rank_name(rank)}" for seat, suit, rank in view.voids
             if seat == other]
    if voids:
        said.append(f"{name} has shown {listing(voids)}")
    return ". ".join(said) + "."


def by_suit(cards) -> list[str]:
    return [str(card) for card in sorted(cards, key=lambda card: (card.suit, card.rank))]


def rank_name(rank: int) -> str:
    return RANK_NAMES[rank]
