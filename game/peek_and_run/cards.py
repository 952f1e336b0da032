"""The 40-card deck of Peek and Run: A-10 in four suits.

Only colour and rank matter to the rules; the suit is kept so a table can draw the
right symbol.  Cards print in the published notation: colour then rank, T for ten.
"""

from __future__ import annotations

from dataclasses import dataclass

SUITS = ("S", "H", "D", "C")  # spades, hearts, diamonds, clubs
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED_SUITS = frozenset("HD")
TEN = 10


@dataclass(frozen=True, slots=True)
class Card:
    rank: int  # 1 (ace) .. 10
    suit: str

    @property
    def colour(self) -> str:
        return "R" if self.suit in RED_SUITS else "B"

    @property
    def is_ten(self) -> bool:
        return self.rank == TEN

    @property
    def is_ordinary(self) -> bool:
        return self.rank != TEN

    def __str__(self) -> str:
        return self.colour + rank_text(self.rank)

    def __hash__(self) -> int:  # cards are hashed a lot: keep it cheap
        return self.rank * 8 + ord(self.suit)


def card_name(card: Card) -> str:
    """A card as the table prints it: "A♠", "4♥", "10♦"."""
    return ("A" if card.rank == 1 else str(card.rank)) + SUIT_SYMBOLS[card.suit]


def rank_text(rank: int) -> str:
    return "T" if rank == TEN else str(rank)


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 11))


def suits_of(colour: str) -> tuple[str, str]:
    return ("H", "D") if colour == "R" else ("S", "C")


def cards_from_text(texts, taken: set[Card] | None = None) -> list[Card]:
    """Cards from notation ("R7", "BT"), each given a suit not yet `taken`.

    Card objects pass through unchanged.  Raises ValueError for unknown or
    over-used cards (there are only two of each colour and rank).
    """
    taken = set() if taken is None else taken
    cards = []
    for text in texts:
        card = text if isinstance(text, Card) else _free_card(str(text), taken)
        if card in taken and isinstance(text, Card):
            raise ValueError(f"{card} ({card.suit}) is dealt twice")
        taken.add(card)
        cards.append(card)
    return cards


def _free_card(text: str, taken: set[Card]) -> Card:
    text = text.strip().upper()
    if len(text) != 2 or text[0] not in "RB" or text[1] not in "123456789T":
        raise ValueError(f"{text!r} is not a card (write colour and rank, e.g. R7 or BT)")
    rank = TEN if text[1] == "T" else int(text[1])
    for suit in suits_of(text[0]):
        if Card(rank, suit) not in taken:
            return Card(rank, suit)
    raise ValueError(f"there are only two {text} cards")


def pile_words(view, pile: str) -> str:
    """A discard pile as players say it: "7♣ on top, 3 cards"; a ten lying on it is
    never its top (CLARIFICATIONS): "no top card (10♥ under it), 1 card"; "empty"."""
    cards = view.left if pile == "L" else view.right
    count = f"{len(cards)} card{'s' if len(cards) != 1 else ''}"
    top = view.top(pile)
    if top is not None:
        return f"{card_name(top)} on top, {count}"
    if cards:
        return f"no top card ({card_name(cards[-1])} under it), {count}"
    return "empty"
