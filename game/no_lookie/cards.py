"""No Lookie, No Peekie's cards, as data (CLARIFICATIONS, "Deck").

A card is a small int: 1..10 are the number cards, ELEVEN the 11th card, WILD the
wildcard and the action cards follow.  Tableau slots are numbered 0..4: the top row
is T1 T2 (0, 1), the bottom row B1 B2 B3 (2, 3, 4).
"""

from __future__ import annotations

from collections import Counter

WILD = 0
ELEVEN = 11
SWAP, TRADE, BURN, DRAFT, RAYS_PLAY = 12, 13, 14, 15, 16
ACTIONS = (SWAP, TRADE, BURN, DRAFT, RAYS_PLAY)
ACTION_POINTS = 15

# One deck (our proposal in CLARIFICATIONS; change the counts here).
NUMBER_COPIES = 5
ELEVEN_COPIES = 1
WILD_COPIES = 2
ACTION_COPIES = {SWAP: 3, TRADE: 3, BURN: 3, DRAFT: 2, RAYS_PLAY: 2}
VP_CARDS_PER_DECK = 7

# The option key that switches each action card into the deck.
ACTION_OPTION = {SWAP: "swap", TRADE: "trade", BURN: "burn", DRAFT: "draft",
                 RAYS_PLAY: "rays_play"}

NAMES = {WILD: "W", ELEVEN: "11", SWAP: "Swap", TRADE: "Trade", BURN: "Burn",
         DRAFT: "Draft", RAYS_PLAY: "Ray's Play"}
NAMES.update({v: str(v) for v in range(1, 11)})
_BY_NAME = {name.lower(): card for card, name in NAMES.items()}
_BY_NAME.update({"wild": WILD, "rays": RAYS_PLAY, "ray's": RAYS_PLAY})

TOP = (0, 1)
BOTTOM = (2, 3, 4)
SLOT_WORDS = ("top left", "top right", "bottom left", "bottom middle", "bottom right")
SLOTS = TOP + BOTTOM
SLOT_NAMES = ("T1", "T2", "B1", "B2", "B3")
TABLEAU_SIZE = 5

# Points a card scores on its own (a wild scores 0 except under Wild Casey).
POINTS = tuple([0] + list(range(1, 12)) + [ACTION_POINTS] * len(ACTIONS))


def is_action(card: int) -> bool:
    return card >= SWAP


def is_number(card: int) -> bool:
    """Number cards 1..10 and the 11th card (it has a value, though no match)."""
    return 1 <= card <= ELEVEN


def card_name(card: int | None) -> str:
    return "?" if card is None else NAMES[card]


def parse_card(text) -> int:
    """A card from its code or its name ("7", "W", "11", "Burn", "Ray's Play")."""
    if isinstance(text, int):
        if text not in NAMES:
            raise ValueError(f"no such card: {text!r}")
        return text
    card = _BY_NAME.get(str(text).strip().lower())
    if card is None:
        raise ValueError(f"no such card: {text!r}")
    return card


def row_of(slot: int) -> tuple[int, ...]:
    return TOP if slot in TOP else BOTTOM


def decks_for(num_seats: int) -> int:
    return 2 if num_seats >= 7 else 1


def deck_contents(options: dict, decks: int = 1) -> Counter:
    """The multiset of cards in play: numbers, the 11 and wilds, plus each action
    type switched on in `options`."""
    deck: Counter = Counter()
    for value in range(1, 11):
        deck[value] = NUMBER_COPIES * decks
    deck[ELEVEN] = ELEVEN_COPIES * decks
    deck[WILD] = WILD_COPIES * decks
    for action, copies in ACTION_COPIES.items():
        if options.get(ACTION_OPTION[action]):
            deck[action] = copies * decks
    return deck


def deck_list(options: dict, decks: int = 1) -> list[int]:
    return sorted(deck_contents(options, decks).elements())
