"""Peeper's determinization: a whole state consistent with one seat's view."""

from __future__ import annotations

import random

from game.peeper.patterns import EMPTY, counts_of, full_set, tiles_of
from game.peeper.rules import PLAY, PeeperState
from game.peeper.view import PeeperView


def determinize(view: PeeperView, rng: random.Random) -> PeeperState:
    """The view's public table and own tiles; everyone else's tiles and the unseen
    leftovers re-dealt at random from the tiles not yet seen."""
    state = PeeperState(view.num_seats, dict(view.options), rng.getrandbits(64))
    for name in ("totals", "hand_number", "hands_played", "contenders", "seated",
                 "players", "played", "phase", "turn", "top", "top_seat", "passes",
                 "single_seat", "single_tile", "miner", "chance_seat", "double_seat",
                 "starter", "start_reason", "turned_up", "winner"):
        setattr(state, name, getattr(view, name))
    state.totals = list(view.totals)
    state.pending = () if view.phase == PLAY else view.to_act
    pool = unseen_tiles(view)
    rng.shuffle(pool)
    hands = [EMPTY] * view.num_seats
    for seat, count in enumerate(view.counts):
        if seat == view.seat:
            hands[seat] = counts_of(view.hand)
        else:
            hands[seat] = counts_of(pool[:count])
            del pool[:count]
    state.hands, state.set_aside = hands, pool
    state.recount()
    state.marked = _marked_holder(view, hands, pool, rng)
    return state


def unseen_tiles(view: PeeperView) -> list[int]:
    """The tiles the view's seat has not seen, in tile order: the 64 less its own hand,
    the tiles played this hand (counted by tile) and the leftovers turned up."""
    unseen = [total - held - played for total, held, played
              in zip(_FULL_SET, counts_of(view.hand), view.played)]
    for _, tile in view.turned_up:
        unseen[tile] -= 1
    return list(tiles_of(unseen))


_FULL_SET = counts_of(full_set())


def _marked_holder(view: PeeperView, hands, set_aside, rng) -> int | None:
    """Who was dealt the marked 1, consistent with the view (None: it lies aside)."""
    if view.holds_marked_one:
        return view.seat
    if view.start_reason == "marked 1":
        return view.starter
    if view.start_reason:
        return None  # leftovers were turned up, so nobody was dealt it
    ones = [s for s in view.seated if s != view.seat for _ in range(hands[s][1])]
    ones += [None] * set_aside.count(1)
    return rng.choice(ones) if ones else None
