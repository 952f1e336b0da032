"""No Lookie's cards in words, as the table says them: "the 7", "an 11", "a wild",
"the Swap"; a row by name."""

from __future__ import annotations

from game.no_lookie.cards import NAMES, TOP, WILD


def card_noun(card: int) -> str:
    """The card's name alone, to follow "your drafted": "7", "11", "wild", "Swap"."""
    return "wild" if card == WILD else NAMES[card]


def the_card(card: int | None) -> str:
    """"the 7", "the 11", "the wild", "the Ray's Play"; a card unseen is "a card"."""
    return "a card" if card is None else f"the {card_noun(card)}"


def a_card(card: int | None) -> str:
    """"a 7", "an 8", "an 11", "a wild", "a Swap"; a card unseen is "a card"."""
    if card is None:
        return "a card"
    noun = card_noun(card)
    return f"an {noun}" if noun in ("8", "11") else f"a {noun}"


def row_words(slot: int) -> str:
    return "top row" if slot in TOP else "bottom row"
