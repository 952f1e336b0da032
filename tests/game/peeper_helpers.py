"""Hand-made Peeper deals for the rules tests."""

from game.peeper import GAME
from game.peeper.patterns import X, counts_of, full_set, tiles_of
from game.peeper.rules import HAND_SIZE

OPTIONS = {"game_end": "zero", "direction": "clockwise", "chance": False}


def deal_for(hands, set_aside=None, **extra):
    """Complete each given hand to its size with unused tiles (2s upward, then 1s, X
    last; each seat taking a run of its own), so the tiles a test names matter."""
    size = HAND_SIZE[len(hands)]
    unused = list(counts_of(full_set()))
    for tile in [t for h in hands for t in h] + list(set_aside or []):
        unused[tile] -= 1
    spare = sorted(tiles_of(unused), key=lambda t: (t == X, t == 1, t))
    full = []
    for hand in hands:
        need = size - len(hand)
        full.append(list(hand) + spare[:need])
        del spare[:need]
    deal = {"hands": full, **extra}
    if set_aside is not None:
        deal["set_aside"] = list(set_aside) + spare
    return deal


def start(hands, seed=0, set_aside=None, options=None, **extra):
    opts = dict(OPTIONS, **(options or {}))
    return GAME.start(len(hands), opts, seed, deal_for(hands, set_aside, **extra))


def act(state, seat, text):
    """Apply the legal action of `seat` that prints as `text`."""
    for action in state.legal_actions(seat):
        if str(action) == text:
            return state.apply(seat, action)
    raise AssertionError(f"{text!r} not legal for seat {seat}: "
                         f"{[str(a) for a in state.legal_actions(seat)]}")


def decline_all(state):
    events = []
    for seat in state.to_act():
        events += act(state, seat, "no")
    return events


def give(state, seat, tiles):
    """Trim `seat`'s hand to exactly `tiles`, for a rule that needs a short hand."""
    state.hands[seat] = counts_of(tiles)
    state.recount()
    state._legal = {}


def facing_seven_eight_nine():
    """Seat 1 holds 8 9 9 9 10 X facing 7 8 9: 8 X=9 10 keeps the 9 9 9 bomb and leaves
    one play to go out; 8 9 10 breaks the bomb, 9 9 9 spends it."""
    state = start([[1, 7, 8, 9], [2], [2], [3]], marked=0)
    give(state, 0, [1, 1, 2, 5, 5, 7, 8, 9, 13])
    give(state, 1, [8, 9, 9, 9, 10, X])
    act(state, 0, "7 8 9")
    return state
