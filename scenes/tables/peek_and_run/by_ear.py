"""Peek and Run by ear: the Ask key's answers for your hand and the table, from the
viewer's View alone."""

from __future__ import annotations

from game.peek_and_run.board import cell_label
from game.peek_and_run.cards import card_name, pile_words
from game.words import listing
from scenes.tables.peek_and_run.phrases import cards_known


def hand_words(table) -> str:
    """Your cards, and the hidden cards you saw and where they lie."""
    view = table.view
    said = f"Your hand: {listing([card_name(card) for card in view.my_hand]) or 'no cards'}."
    seen = [f"{' '.join(where)} is {card_name(card)}"
            for where, card in cards_known(view, table.short_name)]
    if seen:
        said += f" You saw: {'; '.join(seen)}."
    return said


def table_words(table) -> str:
    """Both piles' tops, the stock, and each side's cells on the board."""
    view = table.view
    piles = [f"{name} pile: {pile_words(view, pile)}" for name, pile in (("Left", "L"),
                                                                           ("Right", "R"))]
    stock = f"Stock: {len(view.stock)} cards"
    sides = sorted(set(view.sides))
    board = [board_words(view, side, table.words.side_name(side)) for side in sides]
    return ". ".join(piles + [stock] + board) + "."


def board_words(view, side: int, name: str) -> str:
    cells = [cell_label(cell) for cell, owner in enumerate(view.board) if owner == side]
    return f"{name} {'holds ' + listing(cells) if cells else 'holds no cell'}"
