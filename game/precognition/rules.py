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
from dataclasses import dataclass

from game.core import Event, HandEnded, IllegalAction, MatchEnded, Outcome, State, View
from game.precognition.cards import FULL_DECK, LETTERS, Card, cards_of_ranks, change, match_start

WRITE, PLACE, OVER = "write", "place", "over"


# -- actions ------------------------------------------------------------------------

@dataclass(frozen=True)
class Letter:
    """Write one more letter (U, D or S) at the end of one's secret string."""

    letter: str

    def __str__(self) -> str:
        return self.letter


@dataclass(frozen=True)
class Erase:
    """Rub out the last letter written."""

    def __str__(self) -> str:
        return "erase"


@dataclass(frozen=True)
class Finish:
    """The string is final: fold the paper."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Place:
    """Lay `card` at the right-hand end of the row."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


LETTER_ACTIONS = tuple(Letter(x) for x in LETTERS)


# -- events -------------------------------------------------------------------------

@dataclass(frozen=True)
class Dealt(Event):
    """A deal: `hands[seat]` is that seat's cards (None for cards the viewer may not
    see; empty for seats sitting out a replay)."""

    deal_number: int
    dealer: int
    players: tuple[int, ...]
    hands: tuple[tuple, ...]
    set_aside_count: int
    reveals_hidden = True

    def seen_by(self, viewer):
        hands = tuple(h if seat == viewer else (None,) * len(h)
                      for seat, h in enumerate(self.hands))
        return Dealt(self.deal_number, self.dealer, self.players, hands,
                     self.set_aside_count)


@dataclass(frozen=True)
class StringEdited(Event):
    """`seat` wrote or erased a letter; only that seat sees the string (None to others)."""

    seat: int
    string: str | None

    def seen_by(self, viewer):
        return self if viewer == self.seat else StringEdited(self.seat, None)


@dataclass(frozen=True)
class StringFinished(Event):
    seat: int


@dataclass(frozen=True)
class CardPlaced(Event):
    """`card` left `seat`'s hand for row position `position` (0-based);
    `letter` is the change it made ("" for the first card)."""

    seat: int
    card: Card
    position: int
    letter: str


@dataclass(frozen=True)
class StringsRevealed(Event):
    """The reveal: every string of the deal, where it occurs in `changes` (None if it
    does not) and what it scores (its length if it occurs, else 0)."""

    changes: str
    strings: tuple[str, ...]
    starts: tuple[int | None, ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class ReplayCalled(Event):
    """A tie for the longest match: these players play again, with a fresh deal."""

    players: tuple[int, ...]


@dataclass(frozen=True)
class DealRecord:
    """A finished deal, public after the reveal."""

    players: tuple[int, ...]
    dealer: int
    row: tuple[Card, ...]
    placed_by: tuple[int, ...]
    strings: tuple[str, ...]  # per seat; "" for seats that sat out
    points: tuple[int, ...]
    winners: tuple[int, ...]  # the longest matches (several: they play again)


@dataclass(frozen=True)
class PrecognitionView(View):
    deal_number: int
    dealer: int
    players: tuple[int, ...]  # seats in this deal, still contending
    row_length: int  # N: cards in the row when every card is played
    hand: tuple[Card, ...]  # the viewer's own cards
    hand_counts: tuple[int, ...]
    set_aside_count: int
    string: str  # the viewer's own string (draft or final); "" for the spectator
    finished: tuple[bool, ...]  # who has folded their paper
    row: tuple[Card, ...]
    placed_by: tuple[int, ...]
    placer: int | None
    past_deals: tuple[DealRecord, ...]
    champion: int | None

    @property
    def changes(self) -> str:
        return "".join(change(a.rank, b.rank) for a, b in zip(self.row, self.row[1:]))

    @property
    def writing(self) -> bool:
        return self.placer is None and not self.is_over

    @property
    def phase(self) -> str:
        """WRITE, PLACE or OVER."""
        if self.is_over:
            return OVER
        return WRITE if self.placer is None else PLACE

    def refusal(self, action) -> str:
        """Why the viewer may not make `action` now, in the game's words ("" if they may)."""
        seat = self.seat
        if seat is None or seat not in self.to_act:
            return "It is not your turn."
        return why_refused(self.phase, self.finished[seat], len(self.string), self.row_length,
                           action, self.hand)


# -- the state ----------------------------------------------------------------------

class PrecognitionState(State):
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

    def apply(self, seat: int, action) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction("The match is over.")
        if not isinstance(seat, int) or seat not in self.to_act():
            raise IllegalAction("It is not your turn.")
        if action not in self.legal_actions(seat):
            raise IllegalAction(self._explain(seat, action))
        if isinstance(action, Place):
            return self._place(seat, action.card)
        return self._write(seat, action)

    def view(self, seat: int | None) -> PrecognitionView:
        own = seat is not None
        return PrecognitionView(
            seat=seat, num_seats=self.num_seats, to_act=self.to_act(),
            is_over=self.is_over, deal_number=self.deal_number, dealer=self.dealer,
            players=self.players, row_length=self.row_length,
            hand=tuple(sorted(self.hands[seat])) if own else (),
            hand_counts=tuple(len(h) for h in self.hands),
            set_aside_count=len(self.set_aside),
            string=self.strings[seat] if own else "",
            finished=tuple(self.finished), row=tuple(self.row),
            placed_by=tuple(self.placed_by), placer=self.placer,
            past_deals=tuple(self.past), champion=self.champion)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        """Score 1 for the champion, 0 for everyone else; each deal's matches are in
        its HandEnded event and in the views' past deals."""
        scores = tuple(1.0 if s == self.champion else 0.0 for s in range(self.num_seats))
        winners = (self.champion,) if self.champion is not None else ()
        return Outcome(scores, winners, scores)

    def clone(self) -> PrecognitionState:
        twin = PrecognitionState.__new__(PrecognitionState)
        twin.__dict__.update(self.__dict__)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.fixed_deals = list(self.fixed_deals)
        twin.hands = [list(h) for h in self.hands]
        twin.set_aside = list(self.set_aside)
        twin.strings, twin.finished = list(self.strings), list(self.finished)
        twin.row, twin.placed_by = list(self.row), list(self.placed_by)
        twin.past = list(self.past)
        return twin

    # -- writing --------------------------------------------------------------------

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

    def _place(self, seat: int, card: Card) -> list[Event]:
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
            summary = f"Player {self.champion + 1} wins with {best} letters"
            return events + [HandEnded(self.deal_number, points, totals, summary),
                             MatchEnded(self.outcome(), summary)]
        totals = (0,) * self.num_seats
        seats = ", ".join(str(s + 1) for s in winners)
        summary = (f"Players {seats} tie with {best} letters" if best
                   else "No string occurs")
        events += [HandEnded(self.deal_number, points, totals, summary + "; they play again"),
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

    def _explain(self, seat: int, action) -> str:
        return why_refused(self.phase, self.finished[seat], len(self.strings[seat]),
                           self.row_length, action, self.hands[seat])


def why_refused(phase: str, finished: bool, written: int, row_length: int, action,
                hand=()) -> str:
    """Why a player who is asked now, holding `hand`, may not make `action` ("" if
    they may)."""
    if phase == PLACE:
        if isinstance(action, Place):
            return "" if action.card in hand else f"You do not hold {action.card}."
        return "Place a card from your hand."
    if finished:
        return "Your string is already written."
    if isinstance(action, Letter) and action.letter in LETTERS:
        if written < row_length - 1:
            return ""
        return f"A string has at most {row_length - 1} letters."
    if isinstance(action, (Erase, Finish)):
        return "" if written else "Write at least one letter first."
    return "Write U, D or S, erase a letter, or say done."


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


def determinize(view: PrecognitionView, rng: random.Random) -> PrecognitionState:
    """A state consistent with `view`: the unseen cards (not in the viewer's hand, not
    in the row) re-dealt to the other players by their counts, the rest set aside; in
    a two-player full deal the opponent's hand is therefore exactly the unseen cards.
    Other players' strings are unknown: they get random ones (drafts while writing),
    of any length that fits."""
    state = PrecognitionState.__new__(PrecognitionState)
    state.num_seats = view.num_seats
    state.rng = random.Random(rng.random())
    state.fixed_deals = []
    state.deal_number, state.dealer, state.players = view.deal_number, view.dealer, view.players
    state.row, state.placed_by = list(view.row), list(view.placed_by)
    state.row_changes = view.changes
    state.row_length, state.placer = view.row_length, view.placer
    state.past, state.champion = list(view.past_deals), view.champion
    state.phase = view.phase
    state.finished = list(view.finished)
    state.opening_events = []
    _deal_unseen(state, view, rng)
    state.strings = [_guess_string(view, s, rng, state.hands[s])
                     for s in range(view.num_seats)]
    return state


def _deal_unseen(state: PrecognitionState, view: PrecognitionView, rng: random.Random):
    seen = set(view.hand) | set(view.row)
    unseen = [c for c in FULL_DECK if c not in seen]
    rng.shuffle(unseen)
    state.hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            state.hands.append(list(view.hand))
        else:
            state.hands.append(unseen[:count])
            unseen = unseen[count:]
    state.set_aside = unseen


PLAUSIBLE_SHARE = 0.7  # how often a rival's finished string is one its hand could force


def _guess_string(view: PrecognitionView, seat: int, rng: random.Random,
                  hand: list) -> str:
    if seat == view.seat:
        return view.string
    if seat not in view.players or view.is_over:
        return ""
    if view.finished[seat] and rng.random() < PLAUSIBLE_SHARE:
        return _plausible_string(view, seat, hand)
    longest = max(1, min(view.row_length - 1, 12))
    length = rng.randint(0 if view.writing and not view.finished[seat] else 1, longest)
    return "".join(rng.choice("UUUDDDS") for _ in range(length))


def _plausible_string(view: PrecognitionView, seat: int, hand: list) -> str:
    """The string a sound player would have written with this hand: the one it can
    force (the Normal player's plan), from the hand as it was dealt."""
    from dataclasses import replace

    from game.precognition.ai import PrecognitionAgent
    placed = [card for card, by in zip(view.row, view.placed_by) if by == seat]
    dealt = tuple(sorted(list(hand) + placed))
    as_dealt = replace(view, seat=seat, hand=dealt, string="")
    return PrecognitionAgent().target_string(as_dealt)
