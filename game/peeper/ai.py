"""Peeper's scripted players: the rules of thumb of a club player.

Normal counts how many plays its hand needs ("units"), leads low and long, follows with
the cheapest play that does not split its hand, keeps X and bombs for control or the
last tiles, always shouts Mine! and Return! (they win the trick), goes out when it can
and calls Chance only on a hand of very few units.  Easy plays the same with slips.

Wilds: of the readings of the same tiles Normal declares the highest (the hardest to
beat); an X stands in for a value it holds only to keep a bomb of that value whole; and
once a play leaves a single unit, X and bombs are spent freely.

A hint is Normal's own decision, its reason worded by `hints` from the player's View.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from operator import itemgetter
from typing import NamedTuple

from game.ai.decision import Decision
from game.ai.ismcts_rollout import leads
from game.core import HandEnded, Hint
from game.peeper import hints
from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.patterns import BOMBS, SINGLE, Play, X, counts_of, without
from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, RETURN_WINDOW

CHANCE_UNITS = 3  # call Chance with a hand that goes out in this many plays or fewer
DOUBLE_UNITS = 2
DANGER = 3  # an opponent this close to going out must be stopped
WILD_COST = 1.5  # what spending an X (wild control) is worth in units
BOMB_COST = 2.5


def units(hand: tuple[int, ...]) -> int:
    """About how many plays empty `hand`: bombs, straight pairs, straights, pairs and
    singles taken greedily, each X pairing a lone tile (remembered by hand).

    Once its bombs are taken, what is left of a hand falls into stretches of values
    held once or twice between values held none: straights and straight pairs lie
    within a stretch, so each stretch is counted on its own (`_stretch_units`)."""
    found = _UNITS.get(hand)
    if found is None:
        if len(_UNITS) > 100_000:  # bounded: a long session must not grow without end
            _UNITS.clear()
        found = _UNITS[hand] = _units(hand)
    return found


_UNITS: dict[tuple[int, ...], int] = {}
_BOMB_HELD = bytes(int(n >= 3) for n in range(256))
_BOMB_TAKEN = bytes(0 if n >= 3 else n for n in range(256))  # a bomb takes three or four


def _units(hand: tuple[int, ...]) -> int:
    values = bytes(hand[1:X])
    count, singles = values.translate(_BOMB_HELD).count(1), 0
    for stretch in values.translate(_BOMB_TAKEN).split(b"\0"):
        if stretch:
            plays, lone = _stretch_units(stretch)
            count += plays
            singles += lone
    wild = hand[X]
    if wild >= 3:
        return count + 1
    return count + (1 if wild > singles else 0)  # each X pairs a lone tile


@lru_cache(maxsize=None)
def _stretch_units(stretch: bytes) -> tuple[int, int]:
    """(plays, singles among them) of values held once or twice in a row, runs taken
    first: the stretch's share of `units`."""
    c = [0, *stretch] + [0] * (16 - len(stretch))
    count = _take_runs(c, 2) + _take_runs(c, 1)
    values = c[1:16]
    singles = values.count(1)
    return count + values.count(2) + singles, singles


def _take_runs(c: list[int], width: int) -> int:
    """Take every maximal run of three or more values held `width` deep."""
    taken = run = 0
    for v in range(1, 17):
        if v < 16 and c[v] >= width:
            run += 1
            continue
        if run >= 3:
            for w in range(v - run, v):
                c[w] -= width
            taken += 1
        run = 0
    return taken


def _bombs_held(hand) -> int:
    return sum(1 for n in hand if n >= 3)


def sensible_readings(hand, plays: list[Play]) -> list[Play]:
    """The plays worth weighing: each set of tiles at its highest reading, unless an X
    there stands for a value also held that the play leaves behind: the same play with
    that natural tile keeps the X, which can be anything later.  Only a bomb of the
    value is worth keeping whole that way."""
    return [weighed.play for weighed in _sensible(hand, map(weighed_play, plays))]


def _sensible(hand, weighed_plays) -> list[Weighed]:
    """`sensible_readings` of plays as `weighed_play` gives them."""
    best: dict[str, Weighed] = {}
    for weighed in weighed_plays:
        kept = best.get(weighed.tiles)
        if kept is None or weighed.top > kept.top:
            best[weighed.tiles] = weighed
    return [weighed for weighed in best.values()
            if weighed.bomb or not weighed.stand_ins or not any(
                played < hand[value] < 3 for value, played in weighed.stand_ins)]


class Weighed(NamedTuple):
    """What Normal weighs of a play, worked out once per play (every hand that can
    make a play makes the same object, see `patterns.plays_of`)."""

    play: Play
    # its kind and sorted tiles, the same for every reading of them: a string, whose
    # hash is kept, to key a dict at every decision
    tiles: str
    size: int
    stand_ins: tuple[tuple[int, int], ...]  # per X read as a value: (value, how many played)
    takes: tuple[tuple[int, int], ...]  # (tile, how many) it takes from a hand
    wilds: int  # X it spends
    bomb: bool
    single: bool
    top: int
    long: float  # what leading it is worth for its length
    high: float  # what leading it as a single costs when an opponent is close
    low: float  # what its top costs


def weighed_play(play: Play) -> Weighed:
    """`play` as Normal weighs it, remembered by the play object (the entry keeps the
    play alive, so no other object can come to have its id)."""
    found = _WEIGHED.get(id(play))
    if found is None:
        if len(_WEIGHED) > 100_000:  # bounded, like the patterns' caches
            _WEIGHED.clear()
        found = _WEIGHED[id(play)] = _weigh(play)
    return found


_WEIGHED: dict[int, Weighed] = {}


def _weigh(play: Play) -> Weighed:
    tiles = play.tiles
    stand_ins = tuple((read, tiles.count(read)) for tile, read in zip(tiles, play.reads)
                      if tile == X and read < X)
    takes = tuple((tile, tiles.count(tile)) for tile in sorted(set(tiles)))
    return Weighed(play, f"{play.kind} {sorted(tiles)}", play.size, stand_ins, takes,
                   tiles.count(X), play.kind in BOMBS, play.kind == SINGLE, play.top,
                   play.size * 0.15, 2 - play.top / 16, play.top / 32)


class Effect(NamedTuple):
    """What a play does to a hand, in the measures Normal weighs it by."""

    before: int  # plays the hand needs now
    left: int  # plays it needs after
    wilds: int  # X spent standing in for values
    bombs_lost: int  # bombs it spends or breaks up


def effect_of(hand, play: Play) -> Effect:
    after = without(hand, play.tiles)
    if play.kind in BOMBS:
        return Effect(units(hand), units(after), 0, 1)
    return Effect(units(hand), units(after), play.tiles.count(X),
                  _bombs_held(hand) - _bombs_held(after))


class PeeperAgent:
    def __init__(self, slips: float = 0.0):
        self.slips = slips

    def choose(self, view, legal_actions: Sequence, rng: random.Random):
        if self.slips and rng.random() < self.slips:
            return rng.choice(list(legal_actions))
        return self.decide(view, legal_actions).action

    def hint(self, view, legal_actions: Sequence, rng: random.Random) -> Hint:
        """The move Normal makes here (never a slip), and why in one sentence."""
        return self.decide(view, legal_actions).hint()

    def decide(self, view, legal: Sequence) -> Decision:
        """The move and its reason, worded only when asked for: Hard's playouts ask
        for moves by the thousand and never read why."""
        if view.phase in (MINE_WINDOW, RETURN_WINDOW):
            calls = [a for a in legal if isinstance(a, (Mine, Return))]
            action = calls[0] if calls else legal[0]
            return Decision(action, lambda: hints.window(view, action))
        if view.phase in (CHANCE, DOUBLE):
            return self._chance(view, legal)
        return self._play(view, legal)

    def _chance(self, view, legal):
        hand = counts_of(view.hand)
        limit = DOUBLE_UNITS if view.phase == DOUBLE else CHANCE_UNITS
        need = units(hand)
        strong = need <= limit and (hand[X] or any(n >= 3 for n in hand[1:16]))
        action = next(a for a in legal if isinstance(a, Chance if strong else Decline))
        return Decision(action, lambda: hints.chance(view, action, need, limit))

    def _play(self, view, legal):
        plays = [weighed_play(a) for a in legal if isinstance(a, Play)]
        size = len(view.hand)
        out = [weighed.play for weighed in plays if weighed.size == size]
        if out:  # going out ends the hand at once
            last = max(out, key=lambda play: play.top)
            return Decision(last, lambda: hints.going_out(view, last))
        hand = hand_counts(view.hand)
        before = units(hand)
        closest = self._closest_opponent(view)
        danger = closest is not None and closest <= DANGER
        weighed = _sensible(hand, plays)
        if not danger and len(weighed) > 12:
            natural = [w for w in weighed if not w.wilds]
            if natural:
                weighed = natural  # wilds are kept for control, so don't weigh every reading
        leading = view.top is None
        scored = [(_cost(hand, before, w, danger, leading), w.play) for w in weighed]
        threat = closest if danger else None
        if leading:
            lead = min(scored, key=itemgetter(0))[1]
            return Decision(lead, lambda: hints.lead(view, lead, effect_of(hand, lead), threat))
        best_cost, best = min(scored, key=itemgetter(0), default=(None, None))
        if best is None:
            return Decision(_listed_pass(legal), lambda: hints.nothing_beats(view))
        if self._ally_on_top(view):
            return Decision(_listed_pass(legal), lambda: hints.partner_on_top(view))
        if danger or best_cost <= 0.5:
            return Decision(best, lambda: hints.follow(view, best, effect_of(hand, best), threat))
        return Decision(_listed_pass(legal),
                        lambda: hints.too_costly(view, best, effect_of(hand, best)))

    def _closest_opponent(self, view) -> int | None:
        """The fewest tiles an opponent (not a Chance partner) holds: DANGER or fewer
        and they must be stopped."""
        counts, seat = view.counts, view.seat
        if view.chance_seat is None:  # every other player is an opponent
            return min((counts[s] for s in view.players if s != seat), default=None)
        return min((counts[s] for s in view.players
                    if s != seat and self._opponent(view, s)), default=None)

    @staticmethod
    def _opponent(view, seat: int) -> bool:
        """In a Chance hand the players who did not call collude against the caller."""
        if view.chance_seat is None or view.double_seat is not None:
            return True
        return view.seat == view.chance_seat or seat == view.chance_seat

    def _ally_on_top(self, view) -> bool:
        return view.top_seat is not None and not self._opponent(view, view.top_seat)


def _cost(hand, before: int, weighed: Weighed, danger: bool, leading: bool) -> float:
    """`effect_of(hand, play)` weighed, `before` being the hand's units."""
    after, bombs_lost = list(hand), 0
    for tile, played in weighed.takes:
        held = after[tile]
        after[tile] = held - played
        bombs_lost += held >= 3 > held - played
    left = units(tuple(after))
    if weighed.bomb:
        wilds, bombs_lost = 0, 1
    else:
        wilds = weighed.wilds
    cost = left - before + 1  # 0: the play removes a whole unit
    if not danger and left > 1:  # one unit left: spend anything to get there
        cost += wilds * WILD_COST + bombs_lost * BOMB_COST
    if leading:
        cost -= weighed.long  # lead long
        if danger and weighed.single:
            cost += weighed.high  # lead singles high or not at all
    cost += weighed.low  # and low
    if danger:
        cost -= 2 * (weighed.bomb and not leading)
    return cost


def _listed_pass(legal: Sequence) -> Pass:
    """The legal list's own Pass (the rules find a listed move by identity)."""
    return next((action for action in legal if isinstance(action, Pass)), _PASS)


_PASS = Pass()


def hand_counts(tiles: tuple[int, ...]) -> tuple[int, ...]:
    """`counts_of(tiles)`, remembered: a view gives a hand as its tiles."""
    counts = _HAND_COUNTS.get(tiles)
    if counts is None:
        if len(_HAND_COUNTS) > 100_000:  # bounded, like the other caches
            _HAND_COUNTS.clear()
        counts = _HAND_COUNTS[tiles] = counts_of(tiles)
    return counts


_HAND_COUNTS: dict[tuple[int, ...], tuple[int, ...]] = {}


def make_normal(param=None) -> PeeperAgent:
    return PeeperAgent(slips=0.0)


def make_easy(param=None) -> PeeperAgent:
    return PeeperAgent(slips=0.3)


# -- Hard's measures --------------------------------------------------------------

#: Hard judges a playout's position after this many changes of the seat to act
#: instead of playing the hand out (each seat asked in a Mine! window counts).  Against
#: Normal, 24 did at least as well as 6 and 12 in short searches and better than 6
#: in 0.2 s ones.
HORIZON = 24
#: A hand's lead is squashed as tanh(lead / LEAD_SCALE): about twice the usual lead.
LEAD_SCALE = 4.5


def hard_tuning() -> dict:
    """Hard's search: playouts cut short and judged by `evaluate`, so a decision
    affords many more of them (measured against three Normals)."""
    return {"evaluate": evaluate, "horizon": HORIZON, "hand_leads": hand_leads,
            "lead_scale": LEAD_SCALE, "prune": prune}


def prune(view, legal: Sequence) -> list:
    """Hard's root moves: each set of tiles at its highest reading, an X standing in
    for a value held only to keep a bomb whole (see `sensible_readings`)."""
    kept = set(sensible_readings(counts_of(view.hand),
                                 [a for a in legal if isinstance(a, Play)]))
    return [a for a in legal if a in kept or not isinstance(a, Play)]


def hand_leads(events) -> list[float]:
    """Each seat's lead on the hand that `events` end: its points less the mean of the
    others' (a tile kept costs a point; a Chance hand scores its bet)."""
    ended = next(e for e in events if isinstance(e, HandEnded))
    return leads(ended.points)


def evaluate(state) -> list[float]:
    """Each seat's expected lead if the hand were played out from `state`.

    The seat needing the fewest plays (Normal's `units`) is taken to go out first;
    every other seat keeps its tiles in proportion to the plays it would still lack
    then.  In a Chance hand that seat decides the bet.
    """
    hands = state.hands
    need = {seat: units(hands[seat]) for seat in state.players}
    fewest = min(need.values())
    if state.chance_seat is not None:
        first_out = min(need, key=lambda seat: (need[seat], seat != state.chance_seat))
        return leads(state._hand_points(first_out))  # the rules' own Chance scoring
    points = [0.0] * state.num_seats
    for seat, plays in need.items():
        if plays:
            points[seat] = -sum(hands[seat]) * (1 - fewest / plays)
    return leads(points)
