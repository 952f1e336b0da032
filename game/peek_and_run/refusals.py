"""Why a Peek and Run move is refused, in the game's words ("24 is already taken
(yours).", "The first claim's second card goes on the other pile."), from the
player's View alone: their own hand, the board, the piles, the peek under way.

Sides are named as the rules name seats ("Player 2", partners "Player 2 & Player 4");
a table may pass its own `side_name(side)` instead."""

from __future__ import annotations

from game.core import turn_refusal
from game.peek_and_run.actions import (
    MAX_LOOKS,
    PEEK,
    PILE_NAMES,
    PILES,
    RELOCATE,
    SECOND,
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
    card_move,
    claim_of,
    other_pile,
)
from game.peek_and_run.board import CELL_OF, PRODUCTS, claimable
from game.peek_and_run.cards import Card, card_name

CARD_MOVES = (Lead, Claim, ShowTen)
PEEK_STEPS = (LookHand, LookStock, PlaceTen)
TURN_ENDS = (EndTurn, Pass, Forfeit)
FINISH_FIRST_CLAIM = "Finish the first claim: play an ordinary card on the other pile."
FINISH_PEEK = "Finish the peek: look at up to three cards, then put the ten under a pile."
PLAY_PROMPT = "Play a card on a pile, show a ten to peek, or end your turn."


def refusal(view, action, side_name=None) -> str:
    """Why the view's seat may not make `action` now ("" if it may): the match is over,
    it is not their turn, or the move does not fit the turn as it stands (the first
    claim, a peek, a marker to take back) or the board (a cell already taken)."""
    why = turn_refusal(view)
    if why:
        return why
    if view.phase == SECOND:
        return _second_card_refusal(view, action)
    if view.phase == PEEK:
        return _peek_refusal(view, action)
    if view.phase == RELOCATE:
        return _relocate_refusal(view, action)
    return _move_refusal(view, action, side_name or _side_words(view))


def pile_refusal(view, card: Card | None, pile: str, side_name=None) -> str:
    """Why hand card `card` may not go on `pile` now ("" if it may), as the player
    means it (`card_move`); with no card chosen yet, that one must be."""
    if card is None:
        return turn_refusal(view) or "Choose a card from your hand first."
    return refusal(view, card_move(view, card, pile), side_name)


def _side_words(view):
    def name(side: int) -> str:
        return " & ".join(f"Player {s + 1}" for s in range(view.num_seats)
                          if view.sides[s] == side)
    return name


# -- a turn's moves -------------------------------------------------------------------

def _move_refusal(view, action, side_name) -> str:
    kind = type(action)
    if kind in CARD_MOVES:
        return _card_refusal(view, action.card) or _card_move_refusal(view, action, side_name)
    if kind in TURN_ENDS:
        return _turn_end_refusal(view, action)
    if kind in PEEK_STEPS:
        return "Show a ten first to peek."
    if kind is TakeMarker:
        return "A marker is taken back only when your markers have run out."
    return PLAY_PROMPT


def _card_refusal(view, card) -> str:
    """Is `card` in the hand to play, as the move that the rules list for it (twin
    cards are one move: the first of them makes it)?"""
    if not isinstance(card, Card):
        return "Choose a card from your hand."
    hand = view.my_hand
    if card not in hand:
        return f"You don't hold {card_name(card)}."
    first = next(c for c in hand if str(c) == str(card))
    if first != card:
        return (f"{card_name(card)} and {card_name(first)} make the same move: "
                f"play {card_name(first)}.")
    return ""


def _card_move_refusal(view, action, side_name) -> str:
    card, first_claim_made = action.card, _both_tops(view)
    if type(action) is ShowTen:
        return "" if card.is_ten else f"{card_name(card)} is not a ten: only a ten peeks."
    if card.is_ten:
        return f"A ten claims nothing: show {card_name(card)} to peek."
    if action.pile not in PILES:
        return "Play it on the left or the right pile."
    if type(action) is Lead:
        if first_claim_made:
            return "The first claim is made: play one card on a pile to claim a cell."
        return "" if _ordinary_cards(view) >= _lead_needs(view) else \
            "The first claim needs two ordinary cards in your hand."
    if not first_claim_made:
        return "Start with the first claim: an ordinary card on each pile."
    return _claim_refusal(view, action, side_name)


def _claim_refusal(view, action: Claim, side_name) -> str:
    why = _product_refusal(view, action)
    if why:
        return why
    side, cell = view.sides[view.seat], CELL_OF[action.product]
    if claimable(view.board, cell, side, _option(view, "recapture")):
        return ""
    owner = view.board[cell]
    whose = "yours" if owner == side else f"{side_name(owner)}'s"
    return f"{action.product} is already taken ({whose})."


def _product_refusal(view, action: Claim) -> str:
    """A claim names the product of its card and the other pile's top card."""
    claim = claim_of(action.card, action.pile, view.top(other_pile(action.pile)))
    if claim == action:
        return ""
    return (f"{card_name(action.card)} on the {PILE_NAMES[action.pile]} pile claims "
            f"{claim.product}, not {action.product}.")


def _turn_end_refusal(view, action) -> str:
    """End turn after a move; before any, Pass (Pass Allowed) or Forfeit."""
    passing = _option(view, "pass_allowed")
    if view.moves:
        return "" if type(action) is EndTurn else "You have made a move: end your turn."
    if type(action) is EndTurn:
        return (f"You have made no move yet: play a card, or "
                f"{'pass' if passing else 'forfeit the hand'}.")
    if type(action) is Pass and not passing:
        return "Passing is not allowed in this match: play a card, or forfeit the hand."
    if type(action) is Forfeit and passing:
        return "Pass Allowed is on: pass instead of forfeiting the hand."
    return ""


def _both_tops(view) -> bool:
    return view.top("L") is not None and view.top("R") is not None


def _ordinary_cards(view) -> int:
    return sum(1 for card in view.my_hand if card.is_ordinary)


def _lead_needs(view) -> int:
    """Ordinary cards in hand to start the initial claim: two, or one with Dynamic Draw
    (the second is drawn first)."""
    return 1 if _option(view, "dynamic_draw") else 2


def _option(view, key: str):
    return view.option[key]


# -- the initial claim's second card, a peek, a marker taken back ---------------------

def _second_card_refusal(view, action) -> str:
    if type(action) is not Claim:
        return FINISH_FIRST_CLAIM
    why = _card_refusal(view, action.card)
    if why or action.card.is_ten:
        return why or FINISH_FIRST_CLAIM
    lead = "L" if view.top("L") is not None else "R"
    if action.pile != other_pile(lead):
        return "The first claim's second card goes on the other pile."
    return _product_refusal(view, action)


def _peek_refusal(view, action) -> str:
    kind = type(action)
    if kind is PlaceTen:
        return "" if action.pile in PILES else "The ten goes under the left or the right pile."
    if kind not in (LookHand, LookStock):
        return FINISH_PEEK
    if len(view.peek_looks) >= MAX_LOOKS:
        return "You have looked at three cards: put the ten under a pile."
    if kind is LookStock:
        seen = sum(1 for look in view.peek_looks if look[0] == "S")
        return "" if seen < len(view.stock) else "No card is left in the stock to look at."
    owner = action.seat
    if owner not in range(view.num_seats) or view.sides[owner] == view.sides[view.seat]:
        return "Look at an opponent's card."
    held = len(view.hands[owner])
    if action.position not in range(held):
        return f"Player {owner + 1} holds {held} card{'' if held == 1 else 's'}."
    if ("O", owner, action.position) in view.peek_looks:
        return "You have already looked at that card."
    return ""


def _relocate_refusal(view, action) -> str:
    if type(action) is not TakeMarker:
        return (f"Your markers have run out: take one of yours off the board to claim "
                f"{view.pending}.")
    product = action.product
    if product in PRODUCTS and view.board[CELL_OF[product]] == view.sides[view.seat]:
        return ""
    return f"{product} is not one of your cells: take back a marker of yours."
