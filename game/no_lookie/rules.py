"""No Lookie, No Peekie (Bryan Beach, Sean Huck): keep the lowest face-down tableau
you can remember.  See rules/no-lookie-no-peekie.md and CLARIFICATIONS.md.

Rulings of our own, where neither text settles a point:
- Each seat looks at its bottom row once, automatically, right after the deal
  ("anytime before they begin their first turn").
- Rearranging is a switch of two face-down cards of one row, at most once a turn,
  before drawing.
- A Draft discarded during a draft cannot start another ("other action cards").
- Ray's Play resolved during a draft gives its extra turn as soon as the draft ends;
  extra turns never move the rotation.  After a knock Ray's Play cannot be resolved
  (every other player gets exactly one more turn, and the caller none).
- Trading the 11th card away discards nothing, so it never costs a turn; burning it
  costs one unless the option "free_eleven" is on.
- Burned cards are seen by nobody, the burner included.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from functools import partial
from operator import is_not
from typing import ClassVar

from game.core import HandEnded, MatchEnded, Outcome, State, built, handles, outcome_from_scores
from game.no_lookie import events as ev
from game.no_lookie.actions import (
    ACTION,
    HOLD,
    OVER,
    PICK,
    PLACE,
    REARRANGEMENTS,
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
    ELEVEN,
    RAYS_PLAY,
    SLOTS,
    SWAP,
    TABLEAU_SIZE,
    TOP,
    TRADE,
    VP_CARDS_PER_DECK,
    deck_contents,
    deck_list,
    decks_for,
    is_action,
    parse_card,
)
from game.no_lookie.refusals import refusal
from game.no_lookie.scoring import award_victory_points, tableau_score
from game.no_lookie.view import NoLookieView

FOUR_ROUNDS = 4  # two decks: the published four-round rule


class NoLookieState(State):
    """The whole match.  Seat s's tableau is `tableau[5*s:5*s+5]`; `known[v]` is what
    viewer v (the spectator is v = num_seats) knows of every tableau slot and
    `seen_at[v]` when seat v saw each card it knows (its count of turns taken then);
    `kept[pos]` is True where the card was drawn from the stock and kept by choice
    (public: a guess at an opponent's card may lean low there)."""

    REFUSAL = staticmethod(refusal)
    # what views show of who knows each place (see `_places_seen`; never pickled or
    # cloned), kept from move to move until a card is placed or moved (`_place`,
    # `_exchange`, a new round)
    CACHES: ClassVar[dict] = {"_places": None}
    _places = None

    def __init__(self, num_seats: int, options: dict, seed, fixed_deal=None):
        self.num_seats = num_seats
        self.options = dict(options)
        self.option_items = tuple(sorted(self.options.items()))  # as views show them
        self.rng = random.Random(seed)
        self.decks = decks_for(num_seats)
        self.deck = deck_list(options, self.decks)
        self.vp = [0] * num_seats
        self.flipped = [0] * num_seats
        self.vp_awarded = 0
        self.vp_target: int | None = None
        self.round = 0
        self.last_round = None
        self.dealer = self.rng.randrange(num_seats)
        self._fixed_deal = fixed_deal
        if fixed_deal and "dealer" in fixed_deal:
            self.dealer = fixed_deal["dealer"]
        self.phase = TURN
        self.start_events = []
        self._start_round(self.start_events)

    # -- protocol -----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.actor,)

    def legal_actions(self, seat: int) -> list:
        if self.phase == OVER or seat != self.actor:
            return []
        return _LEGAL[self.phase](self)

    def view(self, seat: int | None) -> NoLookieView:
        return view_of(self, seat)

    def position_changed(self) -> None:
        self._listed = None  # `_places` stays: the moves that change it forget it

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        return outcome_from_scores(self.vp)

    # -- the deal -----------------------------------------------------------------

    def _start_round(self, events: list) -> None:
        n = self.num_seats
        self.round += 1
        self.tableau, self.stock, first_discard = self._shuffled_deal()
        self.discard, self.face_down = [first_discard], [False]
        self.known = [[None] * (5 * n) for _ in range(n + 1)]
        self._places = None
        self.seen_at = [[None] * (5 * n) for _ in range(n)]
        self.kept = [False] * (5 * n)
        self.knocker: int | None = None
        self.owed: list[int] = []
        self.skips = [0] * n
        self.bonus: list[int] = []
        self.turns_taken = [0] * n
        self.held: int | None = None
        self.held_public = False
        self.pending: int | None = None
        self.trade_slot: int | None = None
        self._clear_draft()
        self.turn_seat = (self.dealer + 1) % n
        events.append(ev.RoundDealt(self.round, self.dealer, self.turn_seat))
        events.append(ev.DiscardStarted(first_discard))
        for seat in range(n):
            for slot in BOTTOM:
                self.known[seat][5 * seat + slot] = self.tableau[5 * seat + slot]
                self.seen_at[seat][5 * seat + slot] = 0
            events.append(ev.BottomRowLooked(seat, tuple(self.tableau[5 * seat + s]
                                                          for s in BOTTOM)))
        self.in_bonus = False
        self._begin_turn(self.turn_seat, events)

    def _shuffled_deal(self):
        n = self.num_seats
        deal, self._fixed_deal = self._fixed_deal, None
        if not deal:
            cards = list(self.deck)
            self.rng.shuffle(cards)
            tableau = cards[:5 * n]
            return tableau, cards[5 * n + 1:], cards[5 * n]
        pool = deck_contents(self.options, self.decks)
        given_tableaus = deal.get("tableaus")
        given_stock = [parse_card(c) for c in deal.get("stock", ())]
        given = list(given_stock)
        if given_tableaus:
            given += [parse_card(c) for row in given_tableaus for c in row]
        if "discard" in deal:
            given.append(parse_card(deal["discard"]))
        if Counter(given) - pool:
            raise ValueError(f"the deal uses cards not in the deck: {Counter(given) - pool}")
        rest = list((pool - Counter(given)).elements())
        self.rng.shuffle(rest)
        if given_tableaus:
            tableau = [parse_card(c) for row in given_tableaus for c in row]
        else:
            tableau, rest = rest[:5 * n], rest[5 * n:]
        if "discard" in deal:
            first = parse_card(deal["discard"])
        else:
            first = rest.pop()
        return tableau, rest + given_stock[::-1], first

    def _clear_draft(self) -> None:
        self.drafter: int | None = None
        self.draft_direction = 0
        self.draft_order: tuple[int, ...] = ()
        self.draft_aside: int | None = None
        self.packet: list[int] = []
        self.picks: list = []
        self.pick_index = self.place_index = 0

    # -- turns --------------------------------------------------------------------

    def _begin_turn(self, seat: int, events: list) -> None:
        self.current = self.actor = seat
        self.phase = TURN
        self.rearranged = False
        if self.skips[seat]:
            self.skips[seat] -= 1
            events.append(ev.TurnSkipped(seat))
            self._end_turn(events)

    def _end_turn(self, events: list) -> None:
        self.turns_taken[self.current] += 1
        if self.knocker is not None and self.current in self.owed:
            self.owed.remove(self.current)
        self._advance(events)

    def _advance(self, events: list) -> None:
        """Next turn: extra turns first, then the rotation; after a knock only the
        seats still owed their last turn play."""
        n = self.num_seats
        while True:
            if self.knocker is not None and not self.owed:
                self._end_round(events)
                return
            if self.bonus:
                seat, self.in_bonus = self.bonus.pop(0), True
            else:
                self.in_bonus = False
                self.turn_seat = seat = (self.turn_seat + 1) % n
            if self.knocker is None or seat in self.owed:
                break
        self._begin_turn(seat, events)

    def _draw_from_stock(self, events: list) -> int:
        if not self.stock:
            self._reshuffle(events)
        card = self.stock.pop()
        if not self.stock:
            self._reshuffle(events)
        return card

    def _reshuffle(self, events: list) -> None:
        """The discard pile becomes the draw pile; its top card is turned up."""
        if not self.discard:
            return
        self.stock, self.discard, self.face_down = self.discard, [], []
        self.rng.shuffle(self.stock)
        count = len(self.stock)
        self.discard, self.face_down = [self.stock.pop()], [False]
        events.append(ev.DiscardStarted(self.discard[-1], reshuffled=count))

    def _discard(self, seat: int, card: int, events: list) -> None:
        """`card` goes face up on the discard pile: the 11 costs a turn, an action
        card may be resolved."""
        self.discard.append(card)
        self.face_down.append(False)
        if card == ELEVEN:
            self.skips[seat] += 1
            events.append(ev.TurnLost(seat))
        if self._resolvable(card):
            self.phase, self.actor, self.pending = ACTION, seat, card
        else:
            self._after_discard(events)

    def _resolvable(self, card: int) -> bool:
        if not is_action(card):
            return False
        if card == DRAFT:
            return not self.draft_order
        if card == RAYS_PLAY:
            return self.knocker is None
        return True

    def _after_discard(self, events: list) -> None:
        self.pending = self.trade_slot = None
        if self.draft_order:
            self._next_placer(events)
        else:
            self._end_turn(events)

    # -- knowledge ----------------------------------------------------------------

    def _place(self, seat: int, slot: int, card: int, public: bool, kept: bool = False) -> int:
        """Put `card` into a slot, seen by `seat` (by all if public); return the old card."""
        pos = 5 * seat + slot
        old, self.tableau[pos] = self.tableau[pos], card
        self._places = None
        self.kept[pos] = kept
        for viewer, known in enumerate(self.known):
            sees = public or viewer == seat
            known[pos] = card if sees else None
            if viewer < self.num_seats:
                self.seen_at[viewer][pos] = self.turns_taken[viewer] if sees else None
        return old

    def _exchange(self, pos_a: int, pos_b: int) -> None:
        """Two face-down cards change places; everyone who knew them follows them
        (and still remembers them from when they were seen)."""
        t = self.tableau
        t[pos_a], t[pos_b] = t[pos_b], t[pos_a]
        self._places = None
        self.kept[pos_a], self.kept[pos_b] = self.kept[pos_b], self.kept[pos_a]
        for known in self.known + self.seen_at:
            known[pos_a], known[pos_b] = known[pos_b], known[pos_a]

    # -- the end of a round -------------------------------------------------------

    def _end_round(self, events: list) -> None:
        n = self.num_seats
        casey = self.options.get("wild_casey", False)
        tableaus = tuple(tuple(self.tableau[5 * s:5 * s + 5]) for s in range(n))
        scores = tuple(tableau_score(t, casey) for t in tableaus)
        victory, must_flip = award_victory_points(scores, self.knocker)
        for seat in victory:
            self.vp[seat] += 1
            self.vp_awarded += 1
        flipped = None
        if must_flip and self.vp[self.knocker] > 0:
            self.vp[self.knocker] -= 1
            self.flipped[self.knocker] += 1
            flipped = self.knocker
        self.last_round = (tableaus, scores, self.knocker, tuple(victory), flipped)
        events.append(ev.RoundRevealed(tableaus, scores, self.knocker, tuple(victory), flipped))
        names = ", ".join(f"P{s + 1}" for s in victory)
        events.append(HandEnded(self.round, scores, tuple(self.vp),
                                f"Round {self.round}: VP to {names}"))
        if self._match_over():
            self.phase, self.actor = OVER, None
            best = max(self.vp)
            leaders = [f"P{s + 1}" for s in range(n) if self.vp[s] == best]
            win = "wins" if len(leaders) == 1 else "win"
            events.append(MatchEnded(self.outcome(), f"{', '.join(leaders)} {win} with {best} VP"))
            return
        self.dealer = (self.dealer + 1) % n
        self._start_round(events)

    def _match_over(self) -> bool:
        if self.decks == 1:
            return self.vp_awarded >= VP_CARDS_PER_DECK
        if self.round == FOUR_ROUNDS:
            self.vp_target = 2 if max(self.vp) <= 1 else 3
        return self.vp_target is not None and max(self.vp) >= self.vp_target

    # -- the draft ----------------------------------------------------------------

    def _start_draft(self, seat: int, direction: int, events: list) -> None:
        n = self.num_seats
        self.draft_aside = self.discard.pop()
        self.face_down.pop()
        self.drafter, self.draft_direction = seat, direction
        self.draft_order = tuple((seat + direction * i) % n for i in range(n))
        self.packet = [self._draw_from_stock(events) for _ in range(n)]
        self.picks = [None] * n
        self.pick_index = self.place_index = 0
        events.append(ev.DraftStarted(seat, direction, tuple(self.packet)))
        self.phase, self.actor, self.pending = PICK, seat, None

    def _next_placer(self, events: list) -> None:
        self.place_index += 1
        if self.place_index < self.num_seats:
            self.phase, self.actor = PLACE, self.draft_order[self.place_index]
            return
        self.discard.append(self.draft_aside)
        self.face_down.append(False)
        events.append(ev.DraftEnded(self.drafter))
        self._clear_draft()
        self._end_turn(events)

    # -- the moves (already checked legal) ------------------------------------------

    @handles(Knock)
    def _knock(self, seat: int, action: Knock) -> list:
        events: list = []
        self.knocker = seat
        self.owed = [s for s in range(self.num_seats) if s != seat]
        self.turns_taken[seat] += 1
        events.append(ev.Knocked(seat))
        self._advance(events)
        return events

    @handles(DrawStock)
    def _draw_stock(self, seat: int, action: DrawStock) -> list:
        events: list = []
        self.held, self.held_public = self._draw_from_stock(events), False
        events.append(ev.CardDrawn(seat, "stock", self.held))
        self.phase = HOLD
        return events

    @handles(DrawDiscard)
    def _draw_discard(self, seat: int, action: DrawDiscard) -> list:
        events: list = []
        self.held, self.held_public = self.discard.pop(), True
        self.face_down.pop()
        events.append(ev.CardDrawn(seat, "discard", self.held))
        self.phase = HOLD
        return events

    @handles(Rearrange)
    def _rearrange(self, seat: int, action: Rearrange) -> list:
        events: list = []
        self._exchange(5 * seat + action.first, 5 * seat + action.second)
        self.rearranged = True
        events.append(ev.Rearranged(seat, action.first, action.second))
        return events

    @handles(Replace)
    def _replace(self, seat: int, action: Replace) -> list:
        events: list = []
        if self.phase == PLACE:
            card, public = self.picks[self.place_index], False
            self.picks[self.place_index] = None
        else:
            card, public = self.held, self.held_public
            self.held, self.held_public = None, False
        old = self._place(seat, action.slot, card, public, kept=self.phase == HOLD and not public)
        events.append(ev.CardReplaced(seat, action.slot, card, old, public))
        self._discard(seat, old, events)
        return events

    @handles(DiscardDrawn)
    def _discard_drawn(self, seat: int, action: DiscardDrawn) -> list:
        events: list = []
        card, self.held, self.held_public = self.held, None, False
        events.append(ev.CardDiscarded(seat, card))
        self._discard(seat, card, events)
        return events

    @handles(Decline)
    def _decline(self, seat: int, action: Decline) -> list:
        events: list = []
        events.append(ev.ActionDeclined(seat, self.pending))
        self._after_discard(events)
        return events

    @handles(Swap)
    def _swap(self, seat: int, action: Swap) -> list:
        events: list = []
        self._exchange(5 * seat + action.top, 5 * seat + action.bottom)
        events.append(ev.Swapped(seat, action.top, action.bottom))
        self._after_discard(events)
        return events

    @handles(TradeFrom)
    def _trade_from(self, seat: int, action: TradeFrom) -> list:
        events: list = []
        self.trade_slot, self.phase = action.slot, TRADE_WITH
        return events

    @handles(TradeWith)
    def _trade_with(self, seat: int, action: TradeWith) -> list:
        events: list = []
        self._exchange(5 * seat + self.trade_slot, 5 * action.seat + action.slot)
        events.append(ev.Traded(seat, self.trade_slot, action.seat, action.slot))
        self._after_discard(events)
        return events

    @handles(Burn)
    def _burn(self, seat: int, action: Burn) -> list:
        """The burned card goes face down under the Burn card; the draw pile refills the
        slot and the burner looks at the new card."""
        events: list = []
        burned = self.tableau[5 * seat + action.slot]
        self.discard.insert(len(self.discard) - 1, burned)
        self.face_down.insert(len(self.face_down) - 1, True)
        replacement = self._draw_from_stock(events)
        self._place(seat, action.slot, replacement, public=False)
        events.append(ev.Burned(seat, action.slot, replacement))
        if burned == ELEVEN and not self.options.get("free_eleven", True):
            self.skips[seat] += 1
            events.append(ev.TurnLost(seat))
        self._after_discard(events)
        return events

    @handles(Draft)
    def _draft(self, seat: int, action: Draft) -> list:
        events: list = []
        self._start_draft(seat, action.direction, events)
        return events

    @handles(RaysPlay)
    def _rays_play(self, seat: int, action: RaysPlay) -> list:
        events: list = []
        self.bonus.append(seat)
        events.append(ev.ExtraTurn(seat))
        self._after_discard(events)
        return events

    @handles(DraftPick)
    def _draft_pick(self, seat: int, action: DraftPick) -> list:
        events: list = []
        n = self.num_seats
        self.packet.remove(action.card)
        self.picks[self.pick_index] = action.card
        events.append(ev.DraftPicked(seat, action.card))
        self.pick_index += 1
        if self.pick_index == n - 1:  # the last player takes the last card
            last = self.draft_order[-1]
            self.picks[-1] = self.packet.pop()
            self.pick_index = n
            events.append(ev.DraftPicked(last, self.picks[-1]))
            self.phase, self.actor = PLACE, self.draft_order[0]
        else:
            self.actor = self.draft_order[self.pick_index]
        return events


# -- legal actions by phase ----------------------------------------------------------

# Actions are frozen, so one of each serves every legal list (a list is made afresh
# for each position: `legal_actions` hands it out).
_DRAW_STOCK, _DRAW_DISCARD, _KNOCK, _DECLINE = DrawStock(), DrawDiscard(), Knock(), Decline()
_REPLACES = tuple(Replace(slot) for slot in SLOTS)
_CHOICES = {SWAP: tuple(Swap(t, b) for t in TOP for b in BOTTOM),
            TRADE: tuple(TradeFrom(slot) for slot in SLOTS),
            BURN: tuple(Burn(slot) for slot in SLOTS),
            DRAFT: (Draft(1), Draft(-1))}
_RAYS_PLAY = (RaysPlay(),)
_DISCARD_DRAWN = DiscardDrawn()


def _legal_turn(state: NoLookieState) -> list:
    actions: list = [_DRAW_STOCK]
    top = state.discard[-1] if state.discard else None
    if top is not None and not state.face_down[-1] and not is_action(top):
        actions.append(_DRAW_DISCARD)
    if state.knocker is None:
        actions.append(_KNOCK)
    if not state.rearranged:
        actions.extend(REARRANGEMENTS)
    return actions


def _legal_hold(state: NoLookieState) -> list:
    return [*_REPLACES, _DISCARD_DRAWN]


def _legal_action(state: NoLookieState) -> list:
    return [*_CHOICES.get(state.pending, _RAYS_PLAY), _DECLINE]


def _legal_trade_with(state: NoLookieState) -> list:
    return [TradeWith(other, slot) for other in range(state.num_seats)
            if other != state.actor for slot in SLOTS]


def _legal_pick(state: NoLookieState) -> list:
    return [DraftPick(card) for card in sorted(set(state.packet))]


def _legal_place(state: NoLookieState) -> list:
    return list(_REPLACES)


_LEGAL = {TURN: _legal_turn, HOLD: _legal_hold, ACTION: _legal_action,
          TRADE_WITH: _legal_trade_with, PICK: _legal_pick, PLACE: _legal_place}


# -- views ------------------------------------------------------------------------------

_is_card = partial(is_not, None)  # `card is not None`, for map()


def view_of(state: NoLookieState, seat: int | None) -> NoLookieView:
    n = state.num_seats
    known = state.known[n if seat is None else seat]
    holding = state.phase == HOLD
    order = state.draft_order
    my_pick = None
    if order and seat is not None:
        my_pick = state.picks[order.index(seat)]
    public, aware, seen_at, kept = state._places or _places_seen(state)
    discard = state.discard
    if any(state.face_down):
        discard = [None if down else card for card, down in zip(discard, state.face_down)]
    return built(
        NoLookieView,
        seat=seat, num_seats=n, to_act=state.to_act(), is_over=state.is_over,
        options=state.option_items, round=state.round,
        dealer=state.dealer, phase=state.phase, actor=state.actor, current=state.current,
        turn_seat=state.turn_seat, in_bonus=state.in_bonus, rearranged=state.rearranged,
        tableaus=_tableaus(known), public=public, aware=aware, seen_at=seen_at, kept=kept,
        stock_count=len(state.stock),
        discard=tuple(discard),
        held=state.held if holding and (state.held_public or seat == state.actor) else None,
        held_public=state.held_public, pending=state.pending,
        trade_slot=state.trade_slot, knocker=state.knocker, owed=tuple(state.owed),
        skips=tuple(state.skips), bonus=tuple(state.bonus),
        turns_taken=tuple(state.turns_taken), drafter=state.drafter,
        draft_direction=state.draft_direction, draft_order=order,
        draft_aside=state.draft_aside, draft_holding=tuple(map(_is_card, state.picks)),
        my_pick=my_pick,
        packet=(tuple(sorted(state.packet))
                if state.phase == PICK and seat == state.actor else None),
        packet_size=len(state.packet), pick_index=state.pick_index,
        place_index=state.place_index, vp=tuple(state.vp), flipped=tuple(state.flipped),
        vp_awarded=state.vp_awarded, vp_target=state.vp_target,
        last_round=state.last_round)


def _places_seen(state: NoLookieState) -> tuple:
    """A view's `public`, `aware`, `seen_at` and `kept`, the same for every viewer and
    changed only when a card is placed or moved: remembered in `state._places`."""
    n = state.num_seats
    places = state._places = (
        _tableaus(state.known[n]), tuple(tuple(map(_is_card, state.known[v])) for v in range(n)),
        tuple(map(tuple, state.seen_at)), tuple(state.kept))
    return places


def _tableaus(places: list) -> tuple:
    """Each seat's five places of `places` (5 * seat + slot), as a tuple a seat."""
    return tuple(zip(*[iter(places)] * TABLEAU_SIZE))


def open_view(state: NoLookieState) -> NoLookieView:
    """The table with every tableau card face up where it lies: for looking back at a
    finished match (a replay), when nothing is secret any more.  Never for a player."""
    n = state.num_seats
    return replace(view_of(state, None),
                   tableaus=tuple(tuple(state.tableau[5 * s:5 * s + 5]) for s in range(n)))


def new_game(num_seats: int, options: dict, seed, deal=None) -> NoLookieState:
    """A match of `num_seats`.  `deal` (optional) fixes the first round:
    {"dealer": seat, "tableaus": [[T1, T2, B1, B2, B3] for each seat],
     "discard": the card turned up, "stock": [cards from the top down]}
    Cards are codes or names ("7", "W", "11", "Burn").  Any key may be left out; the
    rest of the deck is shuffled and goes under the given stock."""
    return NoLookieState(num_seats, options, seed, deal)
