"""Precognition's determinization: a whole state consistent with one seat's view.

The unseen cards (not in the viewer's hand, not in the row) are re-dealt to the other
players by their counts, the rest set aside; in a two-player full deal the opponent's
hand is therefore exactly the unseen cards.

The others' strings are secret, so they are sampled.  A string still being written is
random, of any length that fits.  A finished string is, most of the time, one that the
player's dealt hand could force, sampled from this model of the game's own logic (not
from any agent's plan, so tuning an agent never changes how Hard samples):
- each card a player places makes the change into it its own choice, and a card far from
  the middle nearly forces the change after it: after a card of rank r the next card
  goes up with chance about (13 - r) / 12, so a card of rank `FORCES_DOWN` or more buys
  the two letters "UD" (up into it, down after it) and one of `FORCES_UP` or less "DU";
- a player spends about a `SPENT` share of its forcing cards on one attempt (a longer
  string seldom comes off), give or take one; a block is mostly (`PLENTIFUL`) of the
  kind of forcing card it holds more of, spending first what it can best spare;
- between two of its blocks come the changes of the other players' cards, guessed as
  the row swinging back (Up after a Down, Down after an Up), and a few such guesses may
  end the string;
- the string fits the row (at most N - 1 letters).
The rest of the time a finished string is random, as a player may write anything.
"""

from __future__ import annotations

import random

from game.precognition.cards import FULL_DECK
from game.precognition.rules import PrecognitionState
from game.precognition.view import PrecognitionView

FORCES_DOWN, FORCES_UP = 10, 4  # the next card goes the other way 3 times in 4 or more
SPENT = 0.2  # the share of its forcing cards a player spends on one string
PLENTIFUL = 0.75  # how often a block is of the kind of forcing card held more of
PLAUSIBLE_SHARE = 0.7  # how often a finished string is one its hand could force
LONGEST_RANDOM = 12  # the longest random string sampled


def determinize(view: PrecognitionView, rng: random.Random) -> PrecognitionState:
    """A state consistent with `view`, hidden cards and strings sampled (see above)."""
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


def _guess_string(view: PrecognitionView, seat: int, rng: random.Random,
                  hand: list) -> str:
    if seat == view.seat:
        return view.string
    if seat not in view.players or view.is_over:
        return ""
    if view.finished[seat] and rng.random() < PLAUSIBLE_SHARE:
        placed = [card for card, by in zip(view.row, view.placed_by) if by == seat]
        return forcible_string(list(hand) + placed, len(view.players), view.row_length, rng)
    longest = max(1, min(view.row_length - 1, LONGEST_RANDOM))
    length = rng.randint(0 if view.writing and not view.finished[seat] else 1, longest)
    return "".join(rng.choice("UUUDDDS") for _ in range(length))


def forcible_string(dealt, players: int, row_length: int, rng: random.Random) -> str:
    """A string a player dealt `dealt` could set out to force (the model above)."""
    highs = sum(1 for card in dealt if card.rank >= FORCES_DOWN)
    lows = sum(1 for card in dealt if card.rank <= FORCES_UP)
    blocks = max(1, round(SPENT * (highs + lows)) + rng.choice((-1, 0, 0, 1)))
    between = max(0, players - 2)
    string = ""
    for number in range(blocks):
        high = _spends_a_high(highs, lows, rng)
        highs, lows = (max(0, highs - 1), lows) if high else (highs, max(0, lows - 1))
        block = "UD" if high else "DU"
        last = number == blocks - 1
        string += block + _swings(block, rng.randint(0, between) if last else between)
    return string[:max(1, row_length - 1)]


def _spends_a_high(highs: int, lows: int, rng: random.Random) -> bool:
    if not (highs and lows):
        return bool(highs) or (not lows and rng.random() < 0.5)
    return (highs >= lows) == (rng.random() < PLENTIFUL)


def _swings(block: str, count: int) -> str:
    """The others' changes after a block, guessed as the row swinging back."""
    first = "U" if block.endswith("D") else "D"
    second = "D" if first == "U" else "U"
    return "".join(first if k % 2 == 0 else second for k in range(count))
