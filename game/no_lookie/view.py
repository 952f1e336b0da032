"""What one seat knows at the No Lookie table, and states rebuilt from it.

Remembering is the game: `tableaus` holds every card this seat has seen and still
knows the place of (its bottom-row look, cards it drew and placed, a Burn
replacement, cards anyone took from the discard pile), followed through Swaps,
Trades and rearranging.  The table shows these only with the "Memory aid" option.

Which places each seat knows, and since when, is public (the look, where a drawn
card went, Swaps, Trades and rearranging are all done in the open); only the cards
are private.  So the view carries every seat's `aware`ness and `seen_at` (how many
turns it had taken when it saw the card; how much a player still remembers is up to
the player, see memory.py), and a rebuilt state credits each opponent with knowing
its guessed card wherever that opponent is aware.  Where a card was drawn from the
stock and kept (`kept`, public too), its owner liked it: the guess there leans
toward low cards.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, replace

from game.core import View
from game.no_lookie.cards import POINTS, deck_contents
from game.no_lookie.rules import HOLD, PICK, NoLookieState


@dataclass(frozen=True)
class NoLookieView(View):
    options: tuple  # sorted (key, value) pairs
    round: int
    dealer: int
    phase: str
    actor: int | None  # whose decision it is (a draft moves it round the table)
    current: int  # whose turn it is
    turn_seat: int  # where the rotation stands (extra turns don't move it)
    in_bonus: bool
    rearranged: bool
    tableaus: tuple  # per seat, (T1, T2, B1, B2, B3): a card if known, else None
    public: tuple  # the same, as everyone knows it (cards placed face up from the discard)
    aware: tuple  # per seat, 5 * num_seats flags: that seat knows the card at this place
    seen_at: tuple  # per seat, the same places: its count of turns taken when it saw the card
    kept: tuple  # 5 * num_seats flags: the card here was drawn from the stock and kept
    stock_count: int
    discard: tuple  # bottom first; None for a burned card lying face down
    held: int | None  # the card in hand, if this seat may see it
    held_public: bool
    pending: int | None  # the action card waiting to be resolved
    trade_slot: int | None
    knocker: int | None
    owed: tuple  # after a knock: seats still to take their last turn
    skips: tuple
    bonus: tuple  # seats owed an extra turn by Ray's Play
    turns_taken: tuple
    drafter: int | None
    draft_direction: int
    draft_order: tuple
    draft_aside: int | None
    draft_holding: tuple  # per draft_order position: holds a drafted card now
    my_pick: int | None
    packet: tuple | None  # the cards offered to this seat, when it is picking
    packet_size: int
    pick_index: int
    place_index: int
    vp: tuple
    flipped: tuple
    vp_awarded: int
    vp_target: int | None
    last_round: tuple | None  # (tableaus, scores, caller, victory seats, flipped seat)

    @property
    def option_values(self) -> dict:
        return dict(self.options)

    def own(self) -> tuple:
        return self.tableaus[self.seat] if self.seat is not None else ()


def view_of(state: NoLookieState, seat: int | None) -> NoLookieView:
    n = state.num_seats
    known = state.known[n if seat is None else seat]
    holding = state.phase == HOLD
    order = state.draft_order
    holding_draft = tuple(card is not None for card in state.picks)
    my_pick = None
    if order and seat is not None:
        my_pick = state.picks[order.index(seat)]
    return NoLookieView(
        seat=seat, num_seats=n, to_act=state.to_act(), is_over=state.is_over,
        options=tuple(sorted(state.options.items())), round=state.round,
        dealer=state.dealer, phase=state.phase, actor=state.actor, current=state.current,
        turn_seat=state.turn_seat, in_bonus=state.in_bonus, rearranged=state.rearranged,
        tableaus=tuple(tuple(known[5 * s:5 * s + 5]) for s in range(n)),
        public=tuple(tuple(state.known[n][5 * s:5 * s + 5]) for s in range(n)),
        aware=tuple(tuple(card is not None for card in state.known[v]) for v in range(n)),
        seen_at=tuple(tuple(stamps) for stamps in state.seen_at),
        kept=tuple(state.kept),
        stock_count=len(state.stock),
        discard=tuple(None if down else card
                      for card, down in zip(state.discard, state.face_down)),
        held=state.held if holding and (state.held_public or seat == state.actor) else None,
        held_public=state.held_public, pending=state.pending,
        trade_slot=state.trade_slot, knocker=state.knocker, owed=tuple(state.owed),
        skips=tuple(state.skips), bonus=tuple(state.bonus),
        turns_taken=tuple(state.turns_taken), drafter=state.drafter,
        draft_direction=state.draft_direction, draft_order=order,
        draft_aside=state.draft_aside, draft_holding=holding_draft, my_pick=my_pick,
        packet=(tuple(sorted(state.packet))
                if state.phase == PICK and seat == state.actor else None),
        packet_size=len(state.packet), pick_index=state.pick_index,
        place_index=state.place_index, vp=tuple(state.vp), flipped=tuple(state.flipped),
        vp_awarded=state.vp_awarded, vp_target=state.vp_target,
        last_round=state.last_round)


def open_view(state: NoLookieState) -> NoLookieView:
    """The table with every tableau card face up where it lies: for looking back at a
    finished match (a replay), when nothing is secret any more.  Never for a player."""
    n = state.num_seats
    return replace(view_of(state, None),
                   tableaus=tuple(tuple(state.tableau[5 * s:5 * s + 5]) for s in range(n)))


def unseen_cards(view: NoLookieView) -> Counter:
    """The cards whose place this seat doesn't know: the deck minus every card the
    view pins down."""
    pool = deck_contents(view.option_values, 2 if view.num_seats >= 7 else 1)
    seen = [c for row in view.tableaus for c in row if c is not None]
    seen += [c for c in view.discard if c is not None]
    seen += [c for c in (view.held, view.my_pick, view.draft_aside) if c is not None]
    seen += list(view.packet or ())
    pool.subtract(seen)
    return +pool


def determinize(view: NoLookieView, rng: random.Random) -> NoLookieState:
    """A whole state agreeing with the view; every card it doesn't place is dealt at
    random into the places it can't see."""
    n = view.num_seats
    pool = list(unseen_cards(view).elements())
    rng.shuffle(pool)
    state = NoLookieState.__new__(NoLookieState)
    state.num_seats = n
    state.options = dict(view.options)
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
