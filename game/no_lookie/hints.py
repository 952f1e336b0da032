"""Normal's reasons in words, for a hint: one sentence in the table's terms (cards by
their faces, "the 7", "the wild", "the 11", "the Swap"; places as the table names them,
"your top left"; the others as "the player on your left").

Each function puts into words the rule of thumb in ai.py that chose the move, with
the numbers it weighed: what a card saves in its best place, a blind draw's worth, the
score to knock under.  Everything comes from the view as the player remembers it (the
Mind the decision was made with), so a hint never knows more than the player.
"""

from __future__ import annotations

import math

from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import BOTTOM, ELEVEN, NAMES, SLOT_WORDS, WILD, is_action
from game.no_lookie.mind import Mind, best_trade, knock_measure, worst_place
from game.no_lookie.rules import PLACE
from game.no_lookie.scoring import bottom_row_matches
from game.words import listing


def the(card: int) -> str:
    """A card as said at the table: "the 7", "the wild", "the 11", "the Swap"."""
    return "the wild" if card == WILD else f"the {NAMES[card]}"


def points(amount: float) -> str:
    whole = round(amount)
    return "less than a point" if whole < 1 else "1 point" if whole == 1 else f"{whole} points"


def player(view, seat: int) -> str:
    """Another seat in plain words, from this seat's chair (the turn passes left)."""
    left = (seat - view.seat) % view.num_seats
    if left == 1:
        return "the player on your left"
    if left == view.num_seats - 1:
        return "the player on your right"
    return f"the player {left} seats to your left"


def place_words(mind: Mind, slot: int) -> str:
    """What this seat remembers at one of its places."""
    card = mind.own[slot]
    if card is None:
        return f"your {SLOT_WORDS[slot]} (a card you don't remember)"
    return f"your {SLOT_WORDS[slot]} ({the(card)} you remember)"


def reason(mind: Mind, action) -> str:
    return _BY_ACTION[type(action)](mind, action)


# -- a turn ---------------------------------------------------------------------------

def _knock(mind: Mind, action) -> str:
    mine, bar = knock_measure(mind)  # mine < bar, so floor(mine) < ceil(bar)
    return (f"Knock: {_remembered(mind)}, so you expect about {points(math.floor(mine))}, "
            f"fewer than the {math.ceil(bar)} the others can have got down to by now.")


def _remembered(mind: Mind) -> str:
    known = [(slot, card) for slot, card in enumerate(mind.own) if card is not None]
    bottom = [mind.own[s] for s in BOTTOM]
    if None not in bottom and bottom_row_matches(bottom, mind.own, mind.casey):
        top = [f"{the(card)} {SLOT_WORDS[slot]}" for slot, card in known if slot not in BOTTOM]
        return "your bottom row matches" + (f" and you remember {listing(top)}" if top else "")
    if not known:
        return "you remember none of your cards"
    return "you remember " + listing(f"{the(card)} {SLOT_WORDS[slot]}" for slot, card in known)


def _draw_discard(mind: Mind, action) -> str:
    top = mind.view.discard[-1]
    gain, slot = mind.best_place(top)
    return (f"Take {the(top)} from the discard pile: in {place_words(mind, slot)} "
            f"{_effect(mind, slot, top, gain)}, better than a blind draw.")


def _draw_stock(mind: Mind, action) -> str:
    discard = mind.view.discard
    top = discard[-1] if discard else None
    if top is None:
        why = "the discard pile has no card face up to take"
    elif is_action(top):
        why = f"{the(top)} on the discard pile can't be taken"
    else:
        gain, _ = mind.best_place(top)
        if gain > 0:
            why = (f"{the(top)} on the discard pile would save about {points(gain)}, a "
                   f"blind draw about {points(mind.draw_gain())} on average")
        else:
            why = f"{the(top)} on the discard pile would not lower your score anywhere"
    return f"Draw from the pile: {why}."


# -- a card in hand --------------------------------------------------------------------

def _replace(mind: Mind, action: Replace) -> str:
    view = mind.view
    card = view.my_pick if view.phase == PLACE else view.held
    drafted = "your drafted " if view.phase == PLACE else ""
    gain = mind.now - mind.expected(mind.with_card(action.slot, card))
    return (f"Put {drafted}{the(card)} in {place_words(mind, action.slot)}: "
            f"{_effect(mind, action.slot, card, gain)}.")


def _effect(mind: Mind, slot: int, card: int, gain: float) -> str:
    """What putting `card` in `slot` does, worth `gain` points: "it saves about 4 points"."""
    if slot in BOTTOM:
        bottom = {s: mind.with_card(slot, card)[s] for s in BOTTOM}
        if None not in bottom.values() and bottom_row_matches(list(bottom.values()),
                                                              mind.own, mind.casey):
            return f"it makes your bottom row match, saving about {points(gain)}"
        partners = [c for s, c in bottom.items() if s != slot and c is not None]
        if len(partners) == 1 and bottom_row_matches([card, partners[0]]):
            return (f"it pairs with {the(partners[0])} in your bottom row (two of the three "
                    f"a match needs)")
    if gain > 0:
        return f"it saves about {points(gain)}"
    if card == ELEVEN:
        return (f"it costs about {points(-gain)} there, less than the turn discarding "
                f"the 11 would lose")
    return "it costs you least there"


def _discard_drawn(mind: Mind, action) -> str:
    card = mind.view.held
    if card == ELEVEN:
        return ("Discard the 11: it scores 11 and matches nothing, which costs more than "
                "the turn you lose.")
    if is_action(card):
        return (f"Discard {the(card)}: its action is worth more to you than any card "
                f"it could replace.")
    _, slot = mind.best_place(card)
    return (f"Discard {the(card)}: it would lower your score in no place, not even "
            f"{place_words(mind, slot)}.")


def _pick(mind: Mind, action: DraftPick) -> str:
    gain, slot = mind.best_place(action.card)
    return (f"Keep {the(action.card)}: of the cards offered it saves the most, about "
            f"{points(max(gain, 0.0))} in place of {place_words(mind, slot)}.")


# -- an action card's choice -------------------------------------------------------------

def _swap(mind: Mind, action: Swap) -> str:
    cards = list(mind.own)
    cards[action.top], cards[action.bottom] = cards[action.bottom], cards[action.top]
    gain = mind.now - mind.expected(cards)
    return (f"Swap {place_words(mind, action.top)} with {place_words(mind, action.bottom)}: "
            f"it saves about {points(gain)}.")


def _trade_from(mind: Mind, action: TradeFrom) -> str:
    _, _, target = best_trade(mind, (action.slot,))
    return (f"Trade away {place_words(mind, action.slot)} for {_their(mind, target)}: "
            f"it lowers your score or raises theirs more than any other trade.")


def _trade_with(mind: Mind, action: TradeWith) -> str:
    return (f"Take {_their(mind, action)} for {place_words(mind, mind.view.trade_slot)}: "
            f"of all their cards it does you the most good.")


def _burn(mind: Mind, action: Burn) -> str:
    gain = mind.now - mind.expected(mind.with_card(action.slot, None))
    return (f"Burn {place_words(mind, action.slot)}: a fresh card from the pile is worth "
            f"about {points(gain)} less.")


def _their(mind: Mind, target: TradeWith) -> str:
    card = mind.view.tableaus[target.seat][target.slot]
    said = f"{player(mind.view, target.seat)}'s {SLOT_WORDS[target.slot]}"
    return said + (f" ({the(card)} you remember)" if card is not None else "")


def _draft(mind: Mind, action: Draft) -> str:
    view = mind.view
    _, worst = worst_place(mind)
    last = (view.seat - action.direction) % view.num_seats
    passing = "left" if action.direction == 1 else "right"
    return (f"Draft, passing {passing}: {place_words(mind, worst)} could use replacing, and "
            f"{player(view, last)}, with {view.vp[last]} VP, picks last.")


def _decline(mind: Mind, action) -> str:
    pending = mind.view.pending
    name = NAMES[pending]
    if name == "Draft":
        return "No Draft: every card you have down is below an average draw."
    if name == "Burn":
        return "No Burn: none of your cards is worth burning for a fresh draw."
    if name == "Trade":
        return "No Trade: no exchange with another player is worth making."
    return f"No {name}: no switch of a top card with a bottom card lowers your score."


def _rays_play(mind: Mind, action) -> str:
    return "Take Ray's Play: a second complete turn is another chance to lower your score."


_BY_ACTION = {Knock: _knock, DrawDiscard: _draw_discard, DrawStock: _draw_stock,
              Replace: _replace, DiscardDrawn: _discard_drawn, DraftPick: _pick,
              Decline: _decline, RaysPlay: _rays_play, Swap: _swap, TradeFrom: _trade_from,
              TradeWith: _trade_with, Burn: _burn, Draft: _draft}
