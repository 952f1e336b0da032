"""No Lookie, No Peekie by ear: the Ask key's answers for your tableau and the table,
from the viewer's View alone (a card the viewer does not know is said as unknown)."""

from __future__ import annotations

from game.no_lookie.cards import SLOT_WORDS
from scenes.tables.no_lookie.cards_said import card_noun


def tableau_words(tableau) -> str:
    """The cards known, by place, then how many are not: "top left 7, bottom right
    wild, the other 3 unknown"; "all 5 unknown"."""
    known = [f"{place} {card_noun(card)}" for place, card in zip(SLOT_WORDS, tableau)
             if card is not None]
    unknown = sum(card is None for card in tableau)
    if not known:
        return f"all {unknown} unknown"
    return ", ".join(known + ([f"the other {unknown} unknown"] if unknown else []))


def hand_words(table) -> str:
    """Your five places as you know them, and the card you hold, if any."""
    view = table.view
    said = f"Your cards: {tableau_words(view.own())}."
    if view.held is not None:
        said += f" In your hand: {card_noun(view.held)}."
    return said


def table_words(table) -> str:
    """The discard's top, the stock, and every other seat's cards as you know them."""
    view = table.view
    said = [f"Discard: {discard_words(view.discard)}", f"Stock: {view.stock_count} cards"]
    for seat in range(view.num_seats):
        if seat != view.seat:
            said.append(f"{table.short_name(seat)}: {tableau_words(view.tableaus[seat])}")
    return ". ".join(said) + "."


def discard_words(discard) -> str:
    if not discard:
        return "empty"
    if discard[-1] is None:
        return "a burned card face down on top"
    return f"{card_noun(discard[-1])} on top"
