"""Precognition (Leroy Quet): predict, in secret, a string of Ups, Downs and Stays;
then lay every card in one row.  The longest prediction that occurs among the row's
changes wins; ties play again among themselves with a fresh deal.

See rules/precognition.md and CLARIFICATIONS.md: 2 to 8 players, floor(52/players)
cards each, the rest set aside unseen; strings of 1 to N-1 letters (N = cards in the
row), written after seeing one's hand, before the first card; the player left of the
dealer places first, clockwise; the deal rotates.

A State is the whole match: replays after a tie are further deals inside it.  Seats
increase clockwise, so the player left of the dealer is the next seat in the deal.
"""

from __future__ import annotations

import random

from game.core import Event, HandEnded, MatchEnded, Outcome, State, built, handles
from game.precognition.actions import (
    LETTER_ACTIONS,
    OVER,
    PLACE,
    WRITE,
    Erase,
    Finish,
    Letter,
    Place,
)
from game.precognition.cards import FULL_DECK, Card, card_order, cards_of_ranks, change, match_start
from game.precognition.events import (
    CardPlaced,
    Dealt,
    ReplayCalled,
    StringEdited,
    StringFinished,
    StringsRevealed,
)
from game.precognition.refusals import refusal
from game.precognition.view import DealRecord, PrecognitionView

# -- the state ----------------------------------------------------------------------

class PrecognitionState(State):
    REFUSAL = staticmethod(refusal)

    def __init__(self, num_seats: int, seed: int, fixed_deals=(), dealer: int | None = None):
        self.num_seats = num_seats
        self.rng = random.Random(seed)
        self.fixed_deals = list(fixed_deals)
        self.deal_number = 0
        self.dealer = self.rng.randrange(num_seats) if dealer is None else dealer
        self.players: tuple[int, ...] = tuple(range(num_seats))
        self.hands: list[list[Card]] = [[] for _ in range(num_seats)]
        self.set_aside: list[Card] = []
        self.strings = [""] * num_seats
        self.finished = [False] * num_seats
        self.row: list[Card] = []
        self.placed_by: list[int] = []
        self.row_changes = ""
        self.row_length = 0
        self.placer: int | None = None
        self.past: list[DealRecord] = []
        self.champion: int | None = None
        self.phase = WRITE
        self.opening_events = self._deal()

    # -- protocol -------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.phase == WRITE:
            return tuple(s for s in self.players if not self.finished[s])
        if self.phase == PLACE:
            return (self.placer,)
        return ()

    def legal_actions(self, seat: int) -> list:
        if self.phase == PLACE:
            return [Place(c) for c in self.hands[seat]] if seat == self.placer else []
        if self.phase != WRITE or seat not in self.players or self.finished[seat]:
            return []
        written = len(self.strings[seat])
        actions = list(LETTER_ACTIONS) if written < self.row_length - 1 else []
        if written:
            actions += [Erase(), Finish()]
        return actions

    def view(self, seat: int | None) -> PrecognitionView:
        own = seat is not None
        view = built(
            PrecognitionView,
            seat=seat, num_seats=self.num_seats, to_act=self.to_act(),
            is_over=self.is_over, deal_number=self.deal_number, dealer=self.dealer,
            players=self.players, row_length=self.row_length,
            hand=tuple(sorted(self.hands[seat], key=card_order)) if own else (),
            hand_counts=tuple(len(h) for h in self.hands),
            set_aside_count=len(self.set_aside),
            string=self.strings[seat] if own else "",
            finished=tuple(self.finished), row=tuple(self.row),
            placed_by=tuple(self.placed_by), placer=self.placer,
            past_deals=tuple(self.past), champion=self.champion)
        view.__dict__["changes"] = self.row_changes  # known here: spare working it out
        return view

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        """Score 1 for the champion, 0 for everyone else; each deal's matches are in
        its HandEnded event and in the views' past deals."""
        scores = tuple(1.0 if s == self.champion else 0.0 for s in range(self.num_seats))
        winners = (self.champion,) if self.champion is not None else ()
        return Outcome(scores, winners, scores)

    # -- writing --------------------------------------------------------------------

    @handles(Letter, Erase, Finish)
    def _write(self, seat: int, action) -> list[Event]:
        if isinstance(action, Finish):
            self.finished[seat] = True
            events: list[Event] = [StringFinished(seat)]
            if all(self.finished[s] for s in self.players):
                self.phase = PLACE
                self.placer = self._left_of(self.dealer)
            return events
        text = self.strings[seat]
        self.strings[seat] = text[:-1] if isinstance(action, Erase) else text + action.letter
        return [StringEdited(seat, self.strings[seat])]

    # -- placing --------------------------------------------------------------------

    @handles(Place)
    def _place(self, seat: int, action: Place) -> list[Event]:
        card = action.card
        self.hands[seat].remove(card)
        letter = change(self.row[-1].rank, card.rank) if self.row else ""
        self.row.append(card)
        self.placed_by.append(seat)
        self.row_changes += letter
        events: list[Event] = [CardPlaced(seat, card, len(self.row) - 1, letter)]
        if len(self.row) < self.row_length:
            self.placer = self._left_of(seat)
            return events
        return events + self._reveal()

    def _reveal(self) -> list[Event]:
        """Rules: the longest string occurring among the changes wins; a tie (or no
        match at all) sends the tied players (all, if nobody matched) to a replay."""
        starts = tuple(match_start(self.strings[s], self.row_changes) if s in self.players
                       else None for s in range(self.num_seats))
        points = tuple(len(self.strings[s]) if starts[s] is not None else 0
                       for s in range(self.num_seats))
        best = max(points[s] for s in self.players)
        winners = tuple(s for s in self.players if points[s] == best)
        self.past.append(DealRecord(self.players, self.dealer, tuple(self.row),
                                    tuple(self.placed_by), tuple(self.strings), points,
                                    winners))
        self.placer = None
        events: list[Event] = [StringsRevealed(self.row_changes, tuple(self.strings), starts,
                                               points, winners)]
        if len(winners) == 1:
            self.champion, self.phase = winners[0], OVER
            totals = tuple(1 if s == self.champion else 0 for s in range(self.num_seats))
            summary = f"P{self.champion + 1} wins with {_letters(best)}"
            return events + [HandEnded(self.deal_number + 1, points, totals, summary),
                             MatchEnded(self.outcome(), summary)]
        totals = (0,) * self.num_seats
        seats = ", ".join(f"P{s + 1}" for s in winners)
        summary = f"{seats} tie with {_letters(best)}" if best else "No string occurs"
        events += [HandEnded(self.deal_number + 1, points, totals,
                             summary + "; they play again"),
                   ReplayCalled(winners)]
        self.players = winners
        self.dealer = self._left_of(self.dealer, among=winners)
        self.deal_number += 1
        return events + self._deal()

    # -- dealing --------------------------------------------------------------------

    def _deal(self) -> list[Event]:
        hands, set_aside = self._next_hands()
        self.hands = [[] for _ in range(self.num_seats)]
        for seat, hand in zip(self.players, hands):
            self.hands[seat] = hand
        self.set_aside = set_aside
        self.row_length = sum(len(h) for h in hands)
        self.strings = [""] * self.num_seats
        self.finished = [False] * self.num_seats
        self.row, self.placed_by, self.row_changes = [], [], ""
        self.phase, self.placer = WRITE, None
        return [Dealt(self.deal_number, self.dealer, self.players,
                      tuple(tuple(sorted(h)) for h in self.hands), len(self.set_aside))]

    def _next_hands(self) -> tuple[list[list[Card]], list[Card]]:
        if self.fixed_deals:
            hands = self.fixed_deals.pop(0)
            dealt = {c for h in hands for c in h}
            return [list(h) for h in hands], [c for c in FULL_DECK if c not in dealt]
        deck = list(FULL_DECK)
        self.rng.shuffle(deck)
        each = len(deck) // len(self.players)
        hands = [deck[k * each:(k + 1) * each] for k in range(len(self.players))]
        return hands, deck[each * len(self.players):]

    def _left_of(self, seat: int, among: tuple[int, ...] | None = None) -> int:
        among = self.players if among is None else among
        for step in range(1, self.num_seats + 1):
            nxt = (seat + step) % self.num_seats
            if nxt in among:
                return nxt
        raise AssertionError("nobody left to play")


# -- setting up ---------------------------------------------------------------------

def new_game(num_seats: int, options: dict, seed: int, deal=None) -> PrecognitionState:
    """A match.  `deal` (for tests and tutorials) fixes the cards: a dict with
    "hands": one list per seat of cards (Card or plain values 1-13; a value takes
    the first free suit of ♠♥♦♣), all the same length, at least one card each —
    short hands make a short row; "dealer": the dealing seat (default: the last seat,
    so seat 0 places first); "replays": a list of further deals, each a list of
    hands for the players of that replay in seat order.  Deals beyond those given
    are shuffled from the match's seed.  Without `deal` the first dealer is random."""
    if deal is None:
        return PrecognitionState(num_seats, seed)
    first = cards_of_ranks(deal["hands"])
    if len(first) != num_seats:
        raise ValueError(f"the deal has {len(first)} hands for {num_seats} players")
    deals = [first] + [cards_of_ranks(h) for h in deal.get("replays", ())]
    for hands in deals:
        sizes = {len(h) for h in hands}
        if len(sizes) != 1 or 0 in sizes:
            raise ValueError("every hand must hold the same number of cards, at least one")
    return PrecognitionState(num_seats, seed, deals, deal.get("dealer", num_seats - 1))


def _letters(count: int) -> str:
    return f"{count} letter{'' if count == 1 else 's'}"
