"""Precognition on a phone: your hand, the secret string you are writing, the row and
its changes; write, erase, fold, play."""

from __future__ import annotations

from game.precognition.actions import Erase, Finish, Letter, Place
from scenes.phones.games import cards, lines, scores

LETTER_WORDS = {"U": "up", "D": "down", "S": "same"}


def sections(view, name) -> list[dict]:
    folded = [name(seat) for seat in view.players if view.finished[seat]]
    return [cards("Your hand", view.hand),
            {"title": "Your prediction", "text": view.string or "(nothing written yet)"},
            cards("The row", view.row, "no card yet"),
            lines("This deal", f"Deal {view.deal_number + 1}, dealt by {name(view.dealer)}",
                  f"Changes so far: {view.changes}" if view.changes else "",
                  f"Folded: {', '.join(folded)}" if folded else "",
                  placer(view, name)),
            scores(view, name, [sum(deal.points[seat] for deal in view.past_deals)
                                for seat in range(view.num_seats)])]


def placer(view, name) -> str:
    if view.placer is None:
        return ""
    return "You play next" if view.placer == view.seat else f"{name(view.placer)} plays next"


def order(action, view) -> int:
    """Cards to play in the order the hand shows them (the rules list them as held)."""
    return view.hand.index(action.card) if isinstance(action, Place) else -1


def label(action, view, name) -> str:
    if isinstance(action, Letter):
        return f"{action.letter} ({LETTER_WORDS.get(action.letter, '')})"
    if isinstance(action, Erase):
        return "Erase the last letter"
    if isinstance(action, Finish):
        return "Done: fold the paper"
    return f"Play {action.card}"
