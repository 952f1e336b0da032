"""What one seat may know in Peek and Run, and a state rebuilt from it.

Public: the board, both discard piles in full, counts, scores, the peek's chosen
targets, and who has seen which hidden card (where a card was looked at is public,
only its face is not).  Private: your own hand, and every card you peeked at for as
long as it stays in a hand or the stock (a stock card you saw and an opponent drew is
known to be in that opponent's hand).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core import View
from game.peek_and_run.cards import DECK, Card

Seen = tuple[int, ...]  # the seats (other than the holder) who know a hidden card


@dataclass(frozen=True)
class PeekAndRunView(View):
    options: tuple  # (key, value) pairs, sorted
    hand_size: int
    sides: tuple[int, ...]  # side (player or team) of each seat
    scores: tuple[int, ...]  # per side
    marker_limits: tuple  # per side; None = unlimited
    hands_dealt: int
    dealer: int
    direction: int
    current: int
    phase: str
    moves: int
    passes: int
    board: tuple  # 36 cells, each None or a side
    left: tuple[Card, ...]  # bottom first
    right: tuple[Card, ...]
    hands: tuple[tuple[Card | None, ...], ...]
    hand_seen: tuple[tuple[Seen, ...], ...]
    stock: tuple[Card | None, ...]  # top first
    stock_seen: tuple[Seen, ...]
    peek_ten: Card | None
    peek_looks: tuple  # (source, owner, position) chosen in the peek under way
    pending: int | None

    @property
    def option(self) -> dict:
        return dict(self.options)

    @property
    def my_hand(self) -> tuple[Card, ...]:
        return self.hands[self.seat] if self.seat is not None else ()

    def top(self, pile: str) -> Card | None:
        cards = self.left if pile == "L" else self.right
        return cards[-1] if cards and cards[-1].is_ordinary else None

    def markers_left(self, side: int) -> int | None:
        limit = self.marker_limits[side]
        return None if limit is None else limit - self.board.count(side)


def view_of(state, seat: int | None) -> PeekAndRunView:
    n = state.num_seats
    mine = state.known[seat] if seat is not None else frozenset()

    def shown(card: Card, holder: int | None) -> Card | None:
        return card if (seat is not None and holder == seat) or card in mine else None

    watchers: dict[Card, list[int]] = {}
    for k, known in enumerate(state.known):
        for card in known:
            watchers.setdefault(card, []).append(k)

    def seen(card: Card, holder: int | None) -> Seen:
        who = watchers.get(card)
        return tuple(k for k in who if k != holder) if who else ()

    stock = state.stock[::-1]
    if watchers:
        stock_shown = tuple(shown(c, None) for c in stock)
        stock_seen = tuple(seen(c, None) for c in stock)
    else:  # nobody has peeked at anything still hidden
        stock_shown, stock_seen = (None,) * len(stock), ((),) * len(stock)
    return PeekAndRunView(
        seat=seat, num_seats=n, to_act=state.to_act(), is_over=state.is_over,
        options=tuple(sorted(state.options.items())), hand_size=state.hand_size,
        sides=tuple(state.side_of(s) for s in range(n)), scores=tuple(state.scores),
        marker_limits=state.marker_limits, hands_dealt=state.hands_dealt,
        dealer=state.dealer, direction=state.direction, current=state.current,
        phase=state.phase, moves=state.moves, passes=state.passes,
        board=tuple(state.board), left=tuple(state.piles[0]), right=tuple(state.piles[1]),
        hands=tuple(tuple(shown(c, s) for c in hand) for s, hand in enumerate(state.hands)),
        hand_seen=tuple(tuple(seen(c, s) for c in hand) for s, hand in enumerate(state.hands)),
        stock=stock_shown, stock_seen=stock_seen,
        peek_ten=state.peek_ten, peek_looks=tuple(state.peek_looks), pending=state.pending)


def determinize(view: PeekAndRunView, rng: random.Random):
    """A state matching `view`: unseen cards re-dealt at random into the unknown hand
    places and stock places; every seat's knowledge rebuilt from the public record of
    who saw what."""
    from game.peek_and_run.rules import PeekAndRunState

    state = PeekAndRunState(view.num_seats, dict(view.options), rng.randrange(2 ** 32))
    visible = [c for hand in view.hands for c in hand if c is not None]
    visible += [c for c in view.stock if c is not None] + list(view.left) + list(view.right)
    if view.peek_ten is not None:
        visible.append(view.peek_ten)
    visible = set(visible)
    unseen = [c for c in DECK if c not in visible]
    rng.shuffle(unseen)
    hands = [[c if c is not None else unseen.pop() for c in hand] for hand in view.hands]
    stock = [c if c is not None else unseen.pop() for c in view.stock]
    known = [set() for _ in range(view.num_seats)]
    places = [(c, s) for hand, seen in zip(hands, view.hand_seen) for c, s in zip(hand, seen)]
    for card, seen in places + list(zip(stock, view.stock_seen)):
        for seat in seen:
            known[seat].add(card)
    state.scores = list(view.scores)
    state.hands_dealt, state.dealer, state.direction = (
        view.hands_dealt, view.dealer, view.direction)
    state.current, state.phase, state.moves, state.passes = (
        view.current, view.phase, view.moves, view.passes)
    state.board = list(view.board)
    state.piles = [list(view.left), list(view.right)]
    state.hands, state.stock, state.known = hands, stock[::-1], known
    state.peek_ten, state.peek_looks, state.pending = (
        view.peek_ten, list(view.peek_looks), view.pending)
    return state
