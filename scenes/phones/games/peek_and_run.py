"""Peek and Run on a phone: your hand, the piles' tops, the cards you have peeked at,
the cells each side holds; lead, claim, peek, end the turn."""

from __future__ import annotations

from game.peek_and_run.actions import (
    PILE_NAMES,
    Claim,
    EndTurn,
    Forfeit,
    Lead,
    LookHand,
    LookStock,
    Pass,
    PlaceTen,
    ShowTen,
    TakeMarker,
)
from game.peek_and_run.board import PRODUCTS
from game.peek_and_run.cards import card_name, pile_words
from scenes.phones.games import cards, lines, scores


def pile(view, side: str) -> str:
    return f"{PILE_NAMES[side].capitalize()} pile: {pile_words(view, side)}"


def peeked(view, name) -> list[str]:
    """Other hands' and the stock's cards this seat has seen and still knows."""
    known = [f"{name(seat)}'s card {place + 1}: {card_name(card)}"
             for seat, hand in enumerate(view.hands) if seat != view.seat
             for place, card in enumerate(hand) if card is not None]
    return known + [f"Stock card {place + 1} from the top: {card_name(card)}"
                    for place, card in enumerate(view.stock) if card is not None]


def sections(view, name) -> list[dict]:
    sides = sorted(set(view.sides))
    held = [f"{' & '.join(name(s) for s in range(view.num_seats) if view.sides[s] == side)}"
            f": {', '.join(str(PRODUCTS[cell]) for cell, owner in enumerate(view.board) if owner == side) or 'none'}"
            for side in sides]
    return [cards("Your hand", [card_name(card) for card in view.my_hand]),
            lines("The piles", pile(view, "L"), pile(view, "R")),
            lines("Cards you have peeked at", *peeked(view, name)),
            lines("Cells held", *held),
            scores(view, name, [view.scores[view.sides[s]] for s in range(view.num_seats)])]


def label(action, view, name) -> str:
    if isinstance(action, Lead):
        return f"Lead {card_name(action.card)} on the {PILE_NAMES[action.pile]} pile"
    if isinstance(action, Claim):
        return (f"{card_name(action.card)} on the {PILE_NAMES[action.pile]} pile: "
                f"claim {action.product}")
    if isinstance(action, ShowTen):
        return f"Show {card_name(action.card)}: peek"
    if isinstance(action, LookHand):
        return f"Look at {name(action.seat)}'s card {action.position + 1}"
    if isinstance(action, LookStock):
        return "Look at the next stock card"
    if isinstance(action, PlaceTen):
        return f"Put the ten under the {PILE_NAMES[action.pile]} pile"
    if isinstance(action, TakeMarker):
        return f"Move your marker from {action.product}"
    words = {EndTurn: "End your turn", Forfeit: "Forfeit the hand", Pass: "Pass"}
    return words.get(type(action), str(action))
