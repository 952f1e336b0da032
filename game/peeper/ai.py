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


@lru_cache(maxsize=1 << 16)
def units(hand: tuple[int, ...]) -> int:
    """About how many plays empty `hand`: bombs, straight pairs, straights, pairs and
    singles taken greedily, each X pairing a lone tile."""
    c = list(hand)
    count = 0
    for v in range(1, 16):
        if c[v] >= 3:
            count += 1
            c[v] = 0 if c[v] == 4 else c[v] - 3
    count += _take_runs(c, 2) + _take_runs(c, 1)
    values = c[1:16]
    singles = values.count(1)
    pairs = values.count(2)
    wild = c[X]
    if wild >= 3:
        return count + pairs + singles + 1
    paired = min(wild, singles)
    return count + pairs + singles + (1 if wild > paired else 0)


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
    best: dict[tuple, Play] = {}
    for play in plays:
        tiles = (play.kind, tuple(sorted(play.tiles)))
        kept = best.get(tiles)
        if kept is None or play.top > kept.top:
            best[tiles] = play
    return [play for play in best.values() if play.kind in BOMBS or not any(
        t == X and r < X and play.tiles.count(r) < hand[r] < 3
        for t, r in zip(play.tiles, play.reads))]


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
        plays = [a for a in legal if isinstance(a, Play)]
        size = len(view.hand)
        out = [play for play in plays if play.size == size]
        if out:  # going out ends the hand at once
            last = max(out, key=lambda play: play.top)
            return Decision(last, lambda: hints.going_out(view, last))
        hand = counts_of(view.hand)
        before = units(hand)
        closest = self._closest_opponent(view)
        danger = closest is not None and closest <= DANGER
        plays = sensible_readings(hand, plays)
        natural = [p for p in plays if X not in p.tiles]
        if natural and not danger and len(plays) > 12:
            plays = natural  # wilds are kept for control, so don't weigh every reading
        bombs = [value for value, held in enumerate(hand) if held >= 3]
        scored = [(self._cost(view, hand, before, bombs, p, danger), p) for p in plays]
        threat = closest if danger else None
        if view.top is None:
            lead = min(scored, key=lambda s: s[0])[1]
            return Decision(lead, lambda: hints.lead(view, lead, effect_of(hand, lead), threat))
        best_cost, best = min(scored, key=lambda s: s[0], default=(None, None))
        if best is None:
            return Decision(Pass(), lambda: hints.nothing_beats(view))
        if self._ally_on_top(view):
            return Decision(Pass(), lambda: hints.partner_on_top(view))
        if danger or best_cost <= 0.5:
            return Decision(best, lambda: hints.follow(view, best, effect_of(hand, best), threat))
        return Decision(Pass(), lambda: hints.too_costly(view, best, effect_of(hand, best)))

    def _cost(self, view, hand, before: int, bombs: list[int], play: Play,
              danger: bool) -> float:
        """`effect_of(hand, play)` weighed, `before` being the hand's units and
        `bombs` the values it holds three or more of."""
        tiles = play.tiles
        after = without(hand, tiles)
        left = units(after)
        if play.kind in BOMBS:
            wilds, bombs_lost = 0, 1
        else:
            wilds = tiles.count(X)
            bombs_lost = sum(1 for value in bombs if after[value] < 3)
        cost = left - before + 1  # 0: the play removes a whole unit
        if not danger and left > 1:  # one unit left: spend anything to get there
            cost += wilds * WILD_COST + bombs_lost * BOMB_COST
        if view.top is None:
            cost -= play.size * 0.15  # lead long
            if danger and play.kind == SINGLE:
                cost += 2 - play.top / 16  # lead singles high or not at all
        cost += play.top / 32  # and low
        if danger:
            cost -= 2 * (play.kind in BOMBS and view.top is not None)
        return cost

    def _closest_opponent(self, view) -> int | None:
        """The fewest tiles an opponent (not a Chance partner) holds: DANGER or fewer
        and they must be stopped."""
        return min((view.counts[s] for s in view.players
                    if s != view.seat and self._opponent(view, s)), default=None)

    @staticmethod
    def _opponent(view, seat: int) -> bool:
        """In a Chance hand the players who did not call collude against the caller."""
        if view.chance_seat is None or view.double_seat is not None:
            return True
        return view.seat == view.chance_seat or seat == view.chance_seat

    def _ally_on_top(self, view) -> bool:
        return view.top_seat is not None and not self._opponent(view, view.top_seat)


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
