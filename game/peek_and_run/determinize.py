"""Peek and Run's determinization: a whole state consistent with one seat's view."""

from __future__ import annotations

import random

from game.peek_and_run.cards import DECK
from game.peek_and_run.rules import PeekAndRunState
from game.peek_and_run.view import PeekAndRunView


def determinize(view: PeekAndRunView, rng: random.Random):
    """A state matching `view`: unseen cards re-dealt at random into the unknown hand
    places and stock places; every seat's knowledge rebuilt from the public record of
    who saw what."""
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
