"""Hand-made deals and moves that several Precognition test modules share."""

from __future__ import annotations

from game.precognition import GAME
from game.precognition.actions import Finish, Letter, Place


def start(hands, dealer=None, replays=(), seed=0):
    deal = {"hands": hands, "replays": list(replays)}
    if dealer is not None:
        deal["dealer"] = dealer
    return GAME.start(len(hands), {}, seed, deal=deal)


def write(state, seat, string):
    events = []
    for letter in string:
        events += state.apply(seat, Letter(letter))
    return events + state.apply(seat, Finish())


def place_in_order(state, values):
    """Each placer plays the first card of the next value in `values`."""
    events = []
    for value in values:
        seat = state.to_act()[0]
        card = next(c for c in state.hands[seat] if c.rank == value)
        events += state.apply(seat, Place(card))
    return events
