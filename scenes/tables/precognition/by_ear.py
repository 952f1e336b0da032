"""Precognition by ear: the Ask key's answers for your hand and the table, from the
viewer's View alone."""

from __future__ import annotations

from game.words import listing

SAID = {"U": "up", "D": "down", "S": "stay"}  # a change, as the pad's keys name it


def changes_said(letters: str) -> str:
    """'UDS' -> 'up, down, stay': a prediction or the row's changes, in words."""
    return ", ".join(SAID[letter] for letter in letters)


def hand_words(table) -> str:
    """Your cards, low to high, and your prediction as written so far."""
    view = table.view
    cards = listing(str(card) for card in sorted(view.hand, key=lambda card: card.rank))
    string = changes_said(view.string) or "nothing yet"
    return f"Your hand: {cards or 'no cards'}. Your prediction: {string}."


def table_words(table) -> str:
    """The row as placed, its changes, and who places next."""
    view = table.view
    row = listing(str(card) for card in view.row) or "no card yet"
    said = [f"Deal {view.deal_number}. The row, {len(view.row)} of {view.row_length} "
            f"cards: {row}"]
    if view.changes:
        said.append(f"Its changes: {changes_said(view.changes)}")
    if view.placer is not None:
        said.append(f"{table.short_name(view.placer)} places next")
    return ". ".join(said) + "."
