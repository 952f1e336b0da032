"""Why a Precognition move is refused, in players' words, from the player's View alone
(their own hand and string, who has finished writing, the row)."""

from __future__ import annotations

from game.core import NOT_YOUR_TURN, turn_refusal
from game.precognition.actions import LETTER_ACTIONS, PLACE, WRITE, Erase, Finish, Letter, Place


def refusal(view, action) -> str:
    """Why the view's seat may not make `action` now ("" if it may): the match is over,
    it is not their turn (their string is written, or they sit out a replay), or the
    move is not one of this phase's or breaks its limits."""
    return turn_refusal(view, _not_asked(view)) or _move_refusal(view, action)


def _not_asked(view) -> str:
    seat = view.seat
    if seat is not None and seat not in view.players:
        return "You sit out this deal: the tied players play again."
    if seat is not None and view.phase == WRITE and view.finished[seat]:
        return "Your string is already written."
    return NOT_YOUR_TURN


def _move_refusal(view, action) -> str:
    if view.phase == PLACE:
        if type(action) is Place:
            return "" if action.card in view.hand else f"You do not hold {action.card}."
        return "Place a card from your hand."
    written, longest = len(view.string), view.row_length - 1
    if type(action) is Letter and action in LETTER_ACTIONS:
        return "" if written < longest else f"A string has at most {longest} letters."
    if type(action) in (Erase, Finish):
        return "" if written else "Write at least one letter first."
    return "Write U, D or S, erase a letter, or say done."
