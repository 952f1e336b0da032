"""Serpent on a phone: your hidden and face-up cards, the other's face-up cards, the
serpent so far; give, show and play."""

from __future__ import annotations

from game.serpent.actions import Give, Show
from scenes.phones.games import cards, lines, scores


def sections(view, name) -> list[dict]:
    other = 1 - view.seat
    role = "you direct" if view.director == view.seat else f"{name(view.director)} directs"
    return [cards("Your hidden cards", view.hidden),
            cards("Your face-up cards", view.open_cards[view.seat]),
            cards(f"{name(other)}'s face-up cards", view.open_cards[other]),
            cards("The serpent", view.plays, "no card yet"),
            lines("This hand", f"Hand {view.hand} of {view.hands_planned}: {role}",
                  f"Given this hand: {', '.join(map(str, view.gifts))}" if view.gifts else ""),
            scores(view, name, view.scores)]


def label(action, view, name) -> str:
    if isinstance(action, Give):
        return f"Give {action.card}"
    if isinstance(action, Show):
        return f"Show {action.card}"
    return f"Play {action.card}"
