"""Serpent's determinization: a whole state consistent with one seat's view."""

from __future__ import annotations

import random

from game.serpent.cards import DECK, Card
from game.serpent.rules import SerpentState
from game.serpent.view import SerpentView


def determinize(view: SerpentView, rng: random.Random) -> SerpentState:
    """A state matching `view`; the cards hidden from its seat are dealt at random
    from the unseen ones, respecting every public void (a responder who did not
    follow holds no card of the lead's suit or rank)."""
    state = SerpentState(rng.getrandbits(32), view.director)
    state.hand, state.hands_planned, state.phase = view.hand, view.hands_planned, view.phase
    state.scores, state.hand_points = list(view.scores), list(view.hand_points)
    state.open = [list(view.open_cards[0]), list(view.open_cards[1])]
    state.gifts, state.plays, state.voids = list(view.gifts), list(view.plays), list(view.voids)
    seen = set(view.hidden) | set(view.open_cards[0]) | set(view.open_cards[1]) | set(view.plays)
    unseen = [c for c in DECK if c not in seen]
    guessed = [s for s in (0, 1) if s != view.seat]
    if view.seat is not None:
        state.hidden[view.seat] = list(view.hidden)
    while True:
        pool = list(unseen)
        for seat in guessed:
            allowed = [c for c in pool if _may_hold(view.voids, seat, c)]
            count = view.hidden_counts[seat]
            if len(allowed) < count:
                break
            state.hidden[seat] = rng.sample(allowed, count)
            pool = [c for c in pool if c not in state.hidden[seat]]
        else:
            return state


def _may_hold(voids, seat: int, card: Card) -> bool:
    return not any(s == seat and (card.suit == suit or card.rank == rank)
                   for s, suit, rank in voids)
