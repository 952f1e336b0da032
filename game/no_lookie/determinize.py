"""No Lookie's determinization: a whole state consistent with one seat's view, and the
cards a view leaves unplaced (which the players weigh too)."""

from __future__ import annotations

import math
import random
from collections import Counter
from functools import lru_cache

from game.no_lookie.cards import POINTS, deck_contents
from game.no_lookie.rules import HOLD, NoLookieState
from game.no_lookie.view import NoLookieView


def unseen_cards(view: NoLookieView) -> Counter:
    """The cards whose place this seat doesn't know: the deck minus every card the
    view pins down (in the deck's order)."""
    seen = [0] * len(POINTS)  # by card
    for cards in (*view.tableaus, view.discard, (view.held, view.my_pick, view.draft_aside),
                  view.packet or ()):
        for card in cards:
            if card is not None:
                seen[card] += 1
    pool = Counter()
    for card, count in _deck(view.options, 2 if view.num_seats >= 7 else 1):
        left = count - seen[card]
        if left > 0:
            pool[card] = left
    return pool


@lru_cache(maxsize=64)
def _deck(options: tuple, decks: int) -> tuple[tuple[int, int], ...]:
    """(card, copies) in play with these options (sorted (key, value) pairs)."""
    return tuple(deck_contents(dict(options), decks).items())


def determinize(view: NoLookieView, rng: random.Random) -> NoLookieState:
    """A whole state agreeing with the view; every card it doesn't place is dealt at
    random into the places it can't see."""
    n = view.num_seats
    pool = list(unseen_cards(view).elements())
    rng.shuffle(pool)
    state = NoLookieState.__new__(NoLookieState)
    state.num_seats = n
    state.options = dict(view.options)
    state.option_items = view.options
    state.rng = random.Random(rng.random())
    state.decks = 2 if n >= 7 else 1
    state.deck = sorted(deck_contents(state.options, state.decks).elements())
    state._fixed_deal = None
    state.start_events = []
    _copy_public(state, view)
    state.tableau = _guessed_tableau(view, pool, rng)
    state.kept = list(view.kept)
    state.discard = [pool.pop() if c is None else c for c in view.discard]
    state.face_down = [c is None for c in view.discard]
    state.held = None
    if view.phase == HOLD:
        state.held = view.held if view.held is not None else pool.pop()
    state.picks = _rebuilt_picks(view, pool)
    state.packet = list(view.packet) if view.packet is not None else [
        pool.pop() for _ in range(view.packet_size)]
    state.stock = [pool.pop() for _ in range(view.stock_count)]
    assert not pool, "the view's card counts don't add up"
    state.known = _rebuilt_knowledge(view, state.tableau)
    state.seen_at = [list(stamps) for stamps in view.seen_at]
    return state


#: A kept card's guess is weighted exp(-points / KEPT_CARD_SCALE); None guesses uniformly.
KEPT_CARD_SCALE: float | None = 3.0


def _guessed_tableau(view: NoLookieView, pool: list, rng: random.Random) -> list:
    """Every tableau card, the unknown ones drawn from the shuffled `pool`: kept
    cards first, leaning low, then the rest at random."""
    cards = [c for row in view.tableaus for c in row]
    if KEPT_CARD_SCALE:
        weight = [math.exp(-points / KEPT_CARD_SCALE) for points in POINTS]
        for pos, card in enumerate(cards):
            if card is None and view.kept[pos]:
                index = rng.choices(range(len(pool)), [weight[c] for c in pool])[0]
                cards[pos] = pool.pop(index)
    return [pool.pop() if card is None else card for card in cards]


def _rebuilt_knowledge(view: NoLookieView, tableau: list) -> list:
    """Each opponent knows the guessed card wherever it is aware; the viewer knows
    exactly what its view says, the spectator what is public."""
    known = [[card if aware else None for card, aware in zip(tableau, flags)]
             for flags in view.aware]
    known.append([c for row in view.public for c in row])
    if view.seat is not None:
        known[view.seat] = [c for row in view.tableaus for c in row]
    return known


def _rebuilt_picks(view: NoLookieView, pool: list) -> list:
    picks = []
    for position, holding in enumerate(view.draft_holding):
        if not holding:
            picks.append(None)
        elif view.draft_order[position] == view.seat:
            picks.append(view.my_pick)
        else:
            picks.append(pool.pop())
    return picks


def _copy_public(state: NoLookieState, view: NoLookieView) -> None:
    for name in ("round", "dealer", "phase", "actor", "current", "turn_seat", "in_bonus",
                 "rearranged", "held_public", "pending", "trade_slot", "knocker",
                 "drafter", "draft_direction", "draft_order", "draft_aside", "pick_index",
                 "place_index", "vp_awarded", "vp_target", "last_round"):
        setattr(state, name, getattr(view, name))
    for name in ("owed", "skips", "bonus", "turns_taken", "vp", "flipped"):
        setattr(state, name, list(getattr(view, name)))
