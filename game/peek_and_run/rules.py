"""Peek and Run (Charles Magri): play cards onto two discard piles and claim the
board cell of the product of the two top cards; four in a row scores.

See rules/peek-and-run.md and the Peek and Run section of CLARIFICATIONS.md.  One
state is a whole match.  Sides are players, or teams in the four-player game
(partners sit opposite: seats 0 and 2 are side 0, seats 1 and 3 side 1).
"""

from __future__ import annotations

import random

from game.core import (
    Event,
    HandEnded,
    MatchEnded,
    Outcome,
    State,
    built,
    handles,
    outcome_from_scores,
)
from game.peek_and_run.actions import (
    LEFT,
    MAX_LOOKS,
    OVER,
    PEEK,
    PILES,
    PLAY,
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
    claim_of,
    other_pile,
)
from game.peek_and_run.board import CELL_OF, PRODUCTS, claimable, lines_of
from game.peek_and_run.cards import DECK, TEN, Card, cards_from_text
from game.peek_and_run.events import (
    CardDrawn,
    CardPeeked,
    CardPlayed,
    CellClaimed,
    HandDealt,
    HandLost,
    LinesScored,
    MarkerMoved,
    Passed,
    StockRebuilt,
    TenShown,
    TurnEnded,
    TurnStarted,
)
from game.peek_and_run.refusals import refusal
from game.peek_and_run.view import PeekAndRunView, Seen
from game.words import listing


class PeekAndRunState(State):
    CACHES = {"_legal": None}
    REFUSAL = staticmethod(refusal)

    def __init__(self, num_seats: int, options: dict, seed: int):
        self.num_seats = num_seats
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.hand_size = 4 if options["four_card_hand"] else 3
        self.num_sides = 2 if num_seats == 4 else num_seats
        self.marker_limits = marker_limits(options, self.num_sides)
        self.scores = [0] * self.num_sides
        self.hands_dealt = 0
        self.dealer = self.rng.randrange(num_seats)
        self.direction = 1
        self.phase = PLAY
        self.hands: list[list[Card]] = [[] for _ in range(num_seats)]
        self.stock: list[Card] = []  # the top card is the last
        self.piles: list[list[Card]] = [[], []]  # Left, Right; bottom first
        self.board: list[int | None] = [None] * 36
        self.known: list[set[Card]] = [set() for _ in range(num_seats)]
        self.current = 0
        self.moves = 0  # moves made this turn
        self.passes = 0  # passes in succession (Pass Allowed)
        self.peek_ten: Card | None = None
        self.peek_looks: list[tuple] = []  # (source, owner, position) chosen so far
        self.pending: int | None = None  # product awaiting a marker (Limited Resources)
        self._legal: list | None = None

    # -- protocol -----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.current,)

    def legal_actions(self, seat: int) -> list:
        if self.phase == OVER or seat != self.current:
            return []
        if self._legal is None:
            self._legal = self._moves()
        return list(self._legal)

    def view(self, seat: int | None) -> PeekAndRunView:
        return view_of(self, seat)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        return outcome_from_scores(self.seat_scores(), teams=self.teams())

    # -- who is who ---------------------------------------------------------------

    def side_of(self, seat: int) -> int:
        return seat % self.num_sides

    def teams(self):
        return ((0, 2), (1, 3)) if self.num_seats == 4 else None

    def seat_scores(self) -> tuple:
        return tuple(self.scores[self.side_of(s)] for s in range(self.num_seats))

    def opponents(self, seat: int) -> list[int]:
        side = self.side_of(seat)
        return [s for s in range(self.num_seats) if self.side_of(s) != side]

    def next_seat(self, seat: int) -> int:
        return (seat + self.direction) % self.num_seats

    # -- piles and board ----------------------------------------------------------

    def top(self, pile: str) -> Card | None:
        """The pile's top card for claiming and continuing: tens never count."""
        cards = self.piles[0 if pile == LEFT else 1]
        return cards[-1] if cards and cards[-1].rank != TEN else None

    def markers_left(self, side: int) -> int | None:
        limit = self.marker_limits[side]
        return None if limit is None else limit - self.board.count(side)

    def can_claim(self, side: int, product: int) -> bool:
        return claimable(self.board, CELL_OF[product], side, self.options["recapture"])

    # -- legal moves --------------------------------------------------------------

    def _moves(self) -> list:
        seat, hand = self.current, self.hands[self.current]
        if self.phase == RELOCATE:
            side = self.side_of(seat)
            return [TakeMarker(PRODUCTS[c]) for c, o in enumerate(self.board) if o == side]
        if self.phase == PEEK:
            return self._peek_steps()
        if self.phase == SECOND:
            pile = other_pile(self.lead_pile())
            top = self.top(self.lead_pile())
            return _unique(claim_of(c, pile, top) for c in hand if c.is_ordinary)
        moves = self._claims() if self.initial_done() else self._leads()
        moves += _unique(ShowTen(c) for c in hand if c.is_ten)
        if self.moves:
            moves.append(EndTurn())
        else:
            moves.append(Pass() if self.options["pass_allowed"] else Forfeit())
        return moves

    def initial_done(self) -> bool:
        return self.top("L") is not None and self.top("R") is not None

    def lead_pile(self) -> str:
        return "L" if self.top("L") is not None else "R"

    def _leads(self) -> list:
        ordinary = [c for c in self.hands[self.current] if c.is_ordinary]
        needed = 1 if self.options["dynamic_draw"] else 2
        if len(ordinary) < needed:
            return []
        return _unique(Lead(c, pile) for c in ordinary for pile in PILES)

    def _claims(self) -> list:
        side = self.side_of(self.current)
        board, recapture = self.board, self.options["recapture"]
        claims = []
        for pile in PILES:
            other = self.top(other_pile(pile))
            for card in self.hands[self.current]:
                claim = claim_of(card, pile, other)
                if claim is not None and claimable(board, CELL_OF[claim.product], side,
                                                   recapture):
                    claims.append(claim)
        return _unique(claims)

    def _peek_steps(self) -> list:
        steps = []
        if len(self.peek_looks) < MAX_LOOKS:
            seen = set(self.peek_looks)
            for owner in self.opponents(self.current):
                steps += [LookHand(owner, p) for p in range(len(self.hands[owner]))
                          if ("O", owner, p) not in seen]
            if self.stock_looks() < len(self.stock):
                steps.append(LookStock())
        return steps + [PlaceTen(pile) for pile in PILES]

    def stock_looks(self) -> int:
        return sum(1 for look in self.peek_looks if look[0] == "S")

    # -- doing moves --------------------------------------------------------------

    @handles(Lead)
    def _lead(self, seat: int, action: Lead) -> list[Event]:
        events: list[Event] = []
        self._play(action.card, action.pile, events)
        self.phase = SECOND
        if self.options["dynamic_draw"] and self._draw_replacement(events):
            if not any(c.is_ordinary for c in self.hands[self.current]):
                # Dynamic Draw: the initial claim cannot be finished (rules, Dynamic Draw)
                self._lose_hand(self.current, "could not finish the initial claim", events)
        return events

    @handles(Claim)
    def _claim(self, seat: int, action: Claim) -> list[Event]:
        events: list[Event] = []
        self._play(action.card, action.pile, events)
        side = self.side_of(self.current)
        if self.markers_left(side) == 0 and self.board[CELL_OF[action.product]] != side:
            self.pending = action.product
            self.phase = RELOCATE
            return events
        self._mark(action.product, events)
        self._after_claim(events)
        return events

    @handles(TakeMarker)
    def _take_marker(self, seat: int, action: TakeMarker) -> list[Event]:
        events: list[Event] = []
        side = self.side_of(self.current)
        self.board[CELL_OF[action.product]] = None
        events.append(MarkerMoved(self.current, side, action.product, self.pending))
        product, self.pending = self.pending, None
        self._mark(product, events)
        self._after_claim(events)
        return events

    @handles(ShowTen)
    def _show_ten(self, seat: int, action: ShowTen) -> list[Event]:
        events: list[Event] = []
        hand = self.hands[self.current]
        position = hand.index(action.card)
        del hand[position]
        for known in self.known:
            known.discard(action.card)
        self.peek_ten = action.card
        self.peek_looks = []
        self.phase = PEEK
        events.append(TenShown(self.current, action.card, position))
        return events

    @handles(LookHand)
    def _look_hand(self, seat: int, action: LookHand) -> list[Event]:
        events: list[Event] = []
        card = self.hands[action.seat][action.position]
        self.peek_looks.append(("O", action.seat, action.position))
        self.known[self.current].add(card)
        events.append(CardPeeked(self.current, "O", action.seat, action.position, card))
        return events

    @handles(LookStock)
    def _look_stock(self, seat: int, action: LookStock) -> list[Event]:
        events: list[Event] = []
        depth = self.stock_looks()
        card = self.stock[-1 - depth]
        self.peek_looks.append(("S", None, depth))
        self.known[self.current].add(card)
        events.append(CardPeeked(self.current, "S", None, depth, card))
        return events

    @handles(PlaceTen)
    def _place_ten(self, seat: int, action: PlaceTen) -> list[Event]:
        events: list[Event] = []
        ten, self.peek_ten, self.peek_looks = self.peek_ten, None, []
        self.piles[PILES.index(action.pile)].insert(0, ten)
        events.append(CardPlayed(self.current, ten, action.pile, -1, bottom=True))
        self.moves += 1
        self.phase = PLAY
        if self.options["dynamic_draw"] and not self._draw_replacement(events):
            return events
        # CLARIFICATIONS: continue only if both tops are ordinary cards of the ten's colour
        self._continue_if({ten.colour}, events)
        return events

    @handles(EndTurn)
    def _finish_turn(self, seat: int, action: EndTurn) -> list[Event]:
        events: list[Event] = []
        self._end_turn(events)
        return events

    @handles(Forfeit)
    def _forfeit(self, seat: int, action: Forfeit) -> list[Event]:
        events: list[Event] = []
        self._lose_hand(self.current, "made no move", events)
        return events

    @handles(Pass)
    def _pass_turn(self, seat: int, action: Pass) -> list[Event]:
        events: list[Event] = []
        events.append(Passed(self.current))
        self.passes += 1
        if self.passes >= self.num_seats:
            self._finish_hand([0] * self.num_sides, "Everyone passed: stalemate, no score.",
                              events)
        else:
            self._next_turn(events)
        return events

    # -- pieces of a move ---------------------------------------------------------

    def _play(self, card: Card, pile: str, events: list) -> None:
        hand = self.hands[self.current]
        position = hand.index(card)
        del hand[position]
        self.piles[PILES.index(pile)].append(card)
        for known in self.known:
            known.discard(card)
        events.append(CardPlayed(self.current, card, pile, position))

    def _mark(self, product: int, events: list) -> None:
        cell, side = CELL_OF[product], self.side_of(self.current)
        previous = self.board[cell]
        self.board[cell] = side
        events.append(CellClaimed(self.current, side, product, previous))

    def _after_claim(self, events: list) -> None:
        self.moves += 1
        self.phase = PLAY
        if self.options["dynamic_draw"] and not self._draw_replacement(events):
            return
        self._continue_if({"R", "B"}, events)

    def _continue_if(self, colours: set, events: list) -> None:
        """The turn goes on if both tops are ordinary, alike and of an allowed colour."""
        left, right = self.top("L"), self.top("R")
        same = (left is not None and right is not None and left.colour == right.colour
                and left.colour in colours)
        if not same or not self.hands[self.current]:
            self._end_turn(events)

    def _draw_replacement(self, events: list) -> bool:
        """Dynamic Draw: one card now; False (and the hand over) if there is none."""
        if self._draw(self.current, 1, events):
            return True
        self._finish_hand([0] * self.num_sides, "The stock ran out: no score.", events)
        return False

    def _draw(self, seat: int, count: int, events: list) -> bool:
        """Draw `count` cards; False if the stock (rebuilt under Recapture) can't cover it."""
        if not self.options["recapture"] and len(self.stock) < count:
            return False
        for _ in range(count):
            if not self.stock and not self._rebuild_stock(events):
                return False
            card = self.stock.pop()
            self.hands[seat].append(card)
            events.append(CardDrawn(seat, card))
        return True

    def _rebuild_stock(self, events: list) -> bool:
        """Recapture: every discard except the two topmost cards, shuffled."""
        under = self.piles[0][:-1] + self.piles[1][:-1]
        if not under:
            return False
        self.piles = [self.piles[0][-1:], self.piles[1][-1:]]
        self.rng.shuffle(under)
        self.stock = under
        events.append(StockRebuilt(len(under)))
        return True

    # -- turns and hands ----------------------------------------------------------

    def _end_turn(self, events: list) -> None:
        seat = self.current
        events.append(TurnEnded(seat))
        self.passes = 0
        need = self.hand_size - len(self.hands[seat])
        if need > 0 and not self._draw(seat, need, events):
            self._finish_hand([0] * self.num_sides,
                              "The stock cannot refill the hand: no score.", events)
            return
        side = self.side_of(seat)
        lines = lines_of(self.board, side)
        if lines:
            named = tuple(tuple(PRODUCTS[c] for c in line) for line in lines)
            events.append(LinesScored(seat, side, named, len(lines)))
            points = [0] * self.num_sides
            points[side] = len(lines)
            made = "a line" if len(lines) == 1 else f"{len(lines)} lines"
            self._finish_hand(points, f"Player {seat + 1} made {made} of four.", events)
            return
        self._next_turn(events)

    def _next_turn(self, events: list) -> None:
        self.current = self.next_seat(self.current)
        self.moves = 0
        self.phase = PLAY
        events.append(TurnStarted(self.current))

    def _lose_hand(self, seat: int, reason: str, events: list) -> None:
        side = self.side_of(seat)
        events.append(HandLost(seat, side, reason))
        points = [0] * self.num_sides
        points[side] = -1
        self._finish_hand(points, f"Player {seat + 1} {reason}: one point off.", events)

    def _finish_hand(self, points: list, summary: str, events: list) -> None:
        for side, gained in enumerate(points):
            self.scores[side] += gained
        seat_points = tuple(points[self.side_of(s)] for s in range(self.num_seats))
        events.append(HandEnded(self.hands_dealt, seat_points, self.seat_scores(), summary))
        self.phase = OVER
        if self._match_over():
            outcome = self.outcome()
            names = listing(f"Player {s + 1}" for s in outcome.winners)
            events.append(MatchEnded(outcome, f"{names} won the match."))
            return
        self.dealer = (self.dealer + 1) % self.num_seats
        events.extend(self.deal())

    def _match_over(self) -> bool:
        if self.options["match"] == "rounds":
            return self.hands_dealt >= self.options["rounds"] * self.num_seats
        return (max(self.scores) >= self.options["target"]
                or self.hands_dealt >= self.hand_limit())

    def hand_limit(self) -> float:
        """Our ruling: a points match also ends after this many hands (forfeits cost
        points, so without a limit a match need never reach the target)."""
        limit = self.options["hand_limit"]
        return float("inf") if limit == "none" else limit

    def deal(self, fixed: dict | None = None) -> list[Event]:
        """Shuffle and deal a hand (or deal `fixed`, see new_game)."""
        self.hands_dealt += 1
        # three players: the direction of play alternates from deal to deal (rules, Three Players)
        self.direction = -1 if self.num_seats == 3 and self.hands_dealt % 2 == 0 else 1
        self.piles, self.board = [[], []], [None] * 36
        self.known = [set() for _ in range(self.num_seats)]
        self.passes = self.moves = 0
        self.peek_ten, self.peek_looks, self.pending = None, [], None
        if fixed:
            self.hands, self.stock = _fixed_cards(fixed, self.num_seats, self.hand_size, self.rng)
        else:
            deck = list(DECK)
            self.rng.shuffle(deck)
            size = self.hand_size
            self.hands = [deck[s * size:(s + 1) * size] for s in range(self.num_seats)]
            self.stock = deck[self.num_seats * size:]
        self.current = (self.dealer + 1) % self.num_seats  # dealer's left (non-dealer)
        self.phase = PLAY
        hands = tuple(tuple(h) for h in self.hands)
        return [HandDealt(self.hands_dealt, self.dealer, self.current, self.direction, hands,
                          len(self.stock)), TurnStarted(self.current)]


def _unique(actions) -> list:
    """One action per notation: twin cards (same colour and rank) are the same move.
    The actions are of one kind, each naming a card and perhaps a pile, which settle
    the rest of its notation (a claim's product follows from its card and pile)."""
    seen, unique = set(), []
    for action in actions:
        card = action.card
        notation = (card.rank, card.colour, getattr(action, "pile", None))
        if notation not in seen:
            seen.add(notation)
            unique.append(action)
    return unique


def _fixed_cards(fixed: dict, num_seats: int, hand_size: int, rng):
    taken: set[Card] = set()
    hands = [cards_from_text(h, taken) for h in fixed["hands"]]
    if len(hands) != num_seats or any(len(h) != hand_size for h in hands):
        raise ValueError(f"deal: give {num_seats} hands of {hand_size} cards")
    top_first = cards_from_text(fixed.get("stock", ()), taken)
    rest = [c for c in DECK if c not in taken]
    rng.shuffle(rest)
    return hands, rest + top_first[::-1]


def marker_limits(options: dict, num_sides: int) -> tuple:
    limit = options["markers"]
    limits = [None if limit == "unlimited" else limit] * num_sides
    first = options["first_markers"]
    if first != "same":
        limits[0] = None if first == "unlimited" else first
    return tuple(limits)


def new_game(num_seats: int, options: dict, seed: int, deal=None) -> PeekAndRunState:
    """A match.  `deal` fixes the first hand: a dict with
    `hands`: one list per seat of cards in notation ("R7", "BT") or `Card`s,
    `stock`: optional list of cards from the top down (cards named nowhere are
    shuffled below them), `dealer`: optional seat (else the seeded RNG picks).
    Twin cards written in notation get the hearts/spades suit first."""
    state = PeekAndRunState(num_seats, options, seed)
    if deal and "dealer" in deal:
        state.dealer = deal["dealer"]
    state.deal(deal)
    return state


def view_of(state: PeekAndRunState, seat: int | None) -> PeekAndRunView:
    n = state.num_seats
    watchers: dict[Card, list[int]] = {}
    for k, known in enumerate(state.known):
        for card in known:
            watchers.setdefault(card, []).append(k)
    stock = state.stock[::-1]
    if watchers:  # a hidden card shows if the viewer saw it; who saw it is public
        stock_shown, stock_seen = _stock_as_seen(stock, watchers, seat)
        hand_seen = tuple(tuple(_seen_by(watchers.get(c), s) for c in hand)
                          for s, hand in enumerate(state.hands))
        mine = state.known[seat] if seat is not None else frozenset()
        hands = tuple(tuple(hand) if s == seat else tuple(c if c in mine else None for c in hand)
                      for s, hand in enumerate(state.hands))
    else:  # nobody has peeked at anything still hidden
        stock_shown, stock_seen = (None,) * len(stock), ((),) * len(stock)
        hand_seen = tuple(((),) * len(hand) for hand in state.hands)
        hands = tuple(tuple(hand) if s == seat else (None,) * len(hand)
                      for s, hand in enumerate(state.hands))
    return built(
        PeekAndRunView,
        seat=seat, num_seats=n, to_act=state.to_act(), is_over=state.is_over,
        options=tuple(sorted(state.options.items())), hand_size=state.hand_size,
        sides=tuple(state.side_of(s) for s in range(n)), scores=tuple(state.scores),
        marker_limits=state.marker_limits, hands_dealt=state.hands_dealt,
        dealer=state.dealer, direction=state.direction, current=state.current,
        phase=state.phase, moves=state.moves, passes=state.passes,
        board=tuple(state.board), left=tuple(state.piles[0]), right=tuple(state.piles[1]),
        hands=hands, hand_seen=hand_seen, stock=stock_shown, stock_seen=stock_seen,
        peek_ten=state.peek_ten, peek_looks=tuple(state.peek_looks), pending=state.pending)


def _stock_as_seen(stock: list, watchers: dict, seat: int | None) -> tuple[tuple, tuple]:
    """The stock from the top as `seat` sees it (a card it saw, else None), and who saw
    each card: one look-up a card (a card is the seat's to see if it is among them)."""
    shown, seen = [], []
    for card in stock:
        saw = watchers.get(card)
        if saw:
            shown.append(card if seat in saw else None)
            seen.append(tuple(saw))
        else:
            shown.append(None)
            seen.append(())
    return tuple(shown), tuple(seen)


def _seen_by(watchers: list[int] | None, holder: int) -> Seen:
    """The seats other than `holder` who know a card, from all who know it."""
    return tuple(k for k in watchers if k != holder) if watchers else ()
