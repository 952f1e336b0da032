"""Hand-made deals and moves that several Serpent test modules share."""

from __future__ import annotations

from game.core import action_from_text
from game.serpent import GAME
from game.serpent.cards import parse_cards

# Defender's 3 face-down cards, then the director's 9.
FOLLOW_DECK = "2C 7D 9D  AS KS QS JS 10S 9S 8H 7H 6H"


def start(*decks, first_director=0):
    return GAME.start(2, {}, seed=1, deal={"first_director": first_director,
                                           "decks": list(decks)})


def act(state, seat, text):
    return state.apply(seat, action_from_text(state, seat, text))


def ready_to_play(deck=FOLLOW_DECK, gifts="AS KS QS", shown="JS 10S 9S"):
    """Seat 0 directs; gift and show done; play 1 is next."""
    state = start(deck)
    for card in parse_cards(gifts):
        act(state, 0, f"give {card}")
    for card in parse_cards(shown):
        act(state, 0, f"show {card}")
    return state
