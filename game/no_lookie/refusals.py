"""Why a No Lookie move is refused, in the game's words ("Cards stay in their row: pick
another card of your top row."), from the player's View alone: the piles, the card in
hand, the action card waiting, the drafted cards offered to them."""

from __future__ import annotations

from game.core import turn_refusal
from game.no_lookie.actions import (
    ACTION,
    HOLD,
    PICK,
    PLACE,
    TRADE_WITH,
    TURN,
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Rearrange,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import (
    BOTTOM,
    BURN,
    DRAFT,
    NAMES,
    RAYS_PLAY,
    SLOTS,
    SWAP,
    TOP,
    TRADE,
    card_name,
    is_action,
    row_of,
)

PHASE_PROMPTS = {
    TURN: "Draw a card from the draw pile or the discard pile.",
    HOLD: "Put the card you drew in your tableau, or discard it.",
    TRADE_WITH: "Choose the card you take in trade from another player's tableau.",
    PICK: "Pick one of the drafted cards.",
    PLACE: "Place your drafted card in your tableau.",
}
USE_OF = {SWAP: Swap, TRADE: TradeFrom, BURN: Burn, DRAFT: Draft, RAYS_PLAY: RaysPlay}
NO_SUCH_CARD = "No such card in a tableau: T1 T2 on top, B1 B2 B3 below."


def refusal(view, action) -> str:
    """Why the view's seat may not make `action` now ("" if it may): the match is over,
    it is not their turn, or the move is not one of this moment's (draw before
    placing; the action card discarded; a card of one's own before another's) or
    breaks its rule (cards switch within their row; Swap takes one of each row)."""
    why = turn_refusal(view)
    if why:
        return why
    return _BY_PHASE[view.phase](view, action)


def row_name(slot: int) -> str:
    return "top row" if slot in TOP else "bottom row"


def _is_slot(slot) -> bool:
    return type(slot) is int and slot in SLOTS


# -- a turn, and the card drawn -------------------------------------------------------

def _turn_start_refusal(view, action) -> str:
    kind = type(action)
    if kind is DrawStock:
        return ""
    if kind is DrawDiscard:
        return _discard_refusal(view)
    if kind is Knock:
        return "" if view.knocker is None else \
            f"Player {view.knocker + 1} has already called the round."
    if kind is Rearrange:
        return _switch_refusal(view, action.first, action.second)
    if kind in (Replace, DiscardDrawn):
        return "Draw a card first: from the draw pile or the discard pile."
    return PHASE_PROMPTS[TURN]


def _discard_refusal(view) -> str:
    """The discard pile's top may be taken unless it is an action card."""
    top = view.discard[-1] if view.discard else None
    if top is None:
        return "There is no card to take there."
    if is_action(top):
        return f"An action card ({NAMES[top]}) on the discard pile cannot be taken."
    return ""


def _switch_refusal(view, first, second) -> str:
    """Two face-down cards of one row change places, once a turn, before drawing."""
    if view.rearranged:
        return "You have already switched two cards this turn."
    if not (_is_slot(first) and _is_slot(second)):
        return NO_SUCH_CARD
    if first == second:
        return "Pick two different cards of one row to switch."
    if row_of(first) != row_of(second):
        return f"Cards stay in their row: pick another card of your {row_name(first)}."
    if first > second:
        return f"Name the switch from the left: {Rearrange(second, first)}."
    return ""


def _hold_refusal(view, action) -> str:
    kind = type(action)
    if kind is Replace:
        return "" if _is_slot(action.slot) else NO_SUCH_CARD
    if kind is DiscardDrawn:
        return ""
    return PHASE_PROMPTS[HOLD]


# -- an action card discarded ----------------------------------------------------------

def _action_refusal(view, action) -> str:
    kind, card = type(action), view.pending
    if kind is Decline:
        return ""
    if kind is USE_OF[card]:
        return _use_refusal(action)
    if kind is TradeWith and card == TRADE:
        return "First pick one of your own cards to trade."
    return f"Use the {NAMES[card]} card, or decline it."


def _use_refusal(action) -> str:
    """The action card's own move, its cards or direction checked."""
    kind = type(action)
    if kind is Swap:
        return _swap_refusal(action.top, action.bottom)
    if kind in (TradeFrom, Burn):
        return "" if _is_slot(action.slot) else NO_SUCH_CARD
    if kind is Draft:
        return "" if action.direction in (1, -1) else \
            "Pass the drafted cards to the left or to the right."
    return ""


def _swap_refusal(top, bottom) -> str:
    """Swap: one top-row card with one bottom-row card, the top one named first."""
    if not (_is_slot(top) and _is_slot(bottom)):
        return NO_SUCH_CARD
    if row_of(top) == row_of(bottom):
        other = "bottom row" if top in TOP else "top row"
        return f"Swap takes one card of each row: pick one from your {other}."
    if top in BOTTOM:
        return f"Name the top-row card first: {Swap(bottom, top)}."
    return ""


def _trade_with_refusal(view, action) -> str:
    kind = type(action)
    if kind is TradeWith:
        if view.seat == action.seat:
            return "Take the card in trade from another player's tableau."
        if type(action.seat) is not int or action.seat not in range(view.num_seats):
            return "No such player at the table."
        return "" if _is_slot(action.slot) else NO_SUCH_CARD
    if kind is TradeFrom:
        return "Your card to trade is chosen: now pick the card you take."
    return PHASE_PROMPTS[TRADE_WITH]


# -- a draft ------------------------------------------------------------------------------

def _pick_refusal(view, action) -> str:
    if type(action) is not DraftPick:
        return PHASE_PROMPTS[PICK]
    card = action.card
    if type(card) is int and card in (view.packet or ()):
        return ""
    named = card_name(card) if type(card) is int and card in NAMES else str(card)
    return f"No {named} is among the drafted cards."


def _place_refusal(view, action) -> str:
    if type(action) is not Replace:
        return PHASE_PROMPTS[PLACE]
    return "" if _is_slot(action.slot) else NO_SUCH_CARD


_BY_PHASE = {TURN: _turn_start_refusal, HOLD: _hold_refusal, ACTION: _action_refusal,
             TRADE_WITH: _trade_with_refusal, PICK: _pick_refusal, PLACE: _place_refusal}


# -- two cards chosen one at a time (the table picks one, then the other) --------------

def switch_refusal(view, slot: int, picked: int | None = None) -> str:
    """Why the card in `slot` may not be picked to switch now ("" if it may): as the
    first card (`picked` None), or as the second, with `picked` ("Cards stay in their
    row: pick another card of your top row.")."""
    if picked is None:  # any other card of its row will do
        picked = next(other for other in row_of(slot) if other != slot)
    if _is_slot(slot) and _is_slot(picked) and row_of(picked) == row_of(slot):
        picked, slot = sorted((picked, slot))
    return refusal(view, Rearrange(picked, slot))


def swap_refusal(view, slot: int, picked: int | None = None) -> str:
    """Why the card in `slot` may not be picked for a Swap now ("" if it may): as the
    first card (`picked` None), or as the second, with `picked` ("Swap takes one card
    of each row: pick one from your bottom row.")."""
    if picked is None:  # any card of the other row will do
        picked = BOTTOM[0] if slot in TOP else TOP[0]
    if _is_slot(slot) and _is_slot(picked) and row_of(picked) != row_of(slot) \
            and picked in BOTTOM:
        picked, slot = slot, picked
    return refusal(view, Swap(picked, slot))
