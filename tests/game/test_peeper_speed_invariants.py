"""Peeper's fast paths give exactly what the plain definitions give: the plays of a
hand, the plays that beat a top, the legal lists, the views, and Normal's weighing of
a hand and of each play."""

import random
from dataclasses import fields
from itertools import combinations_with_replacement

import pytest

from game.ai.decision import Decision
from game.peeper import GAME
from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.ai import (
    BOMB_COST,
    DANGER,
    WILD_COST,
    PeeperAgent,
    _take_runs,
    effect_of,
    sensible_readings,
    units,
)
from game.peeper.determinize import unseen_tiles
from game.peeper.patterns import (
    BIG_BOMB,
    BOMB,
    BOMBS,
    PAIR,
    PAIRS,
    SINGLE,
    STRAIGHT,
    TILES,
    Play,
    X,
    beats,
    counts_of,
    follows,
    full_set,
    plays_of,
    tiles_of,
)
from game.peeper.rules import DOUBLE, MINE_WINDOW, PLAY, RETURN_WINDOW
from game.peeper.view import PeeperView
from tests.game.positions import positions


def reference_plays(c) -> list:
    """Every play of hand `c`, by the rules read literally, in the engine's order:
    singles, pairs, straights, straight pairs by rising top, then bombs."""
    x = c[X]
    plays = []
    for v in TILES:
        if v < X and c[v]:
            plays.append(Play(SINGLE, v, (v,), (v,)))
        if x:
            plays.append(Play(SINGLE, v, (X,), (v,)))
    for v in TILES:
        natural = c[v] if v < X else 0
        if natural >= 2:
            plays.append(Play(PAIR, v, (v, v), (v, v)))
        if natural and x:
            plays.append(Play(PAIR, v, (v, X), (v, v)))
        if x >= 2:
            plays.append(Play(PAIR, v, (X, X), (v, v)))
    if sum(c) >= 3:
        plays += reference_runs(c, 1, STRAIGHT) + reference_runs(c, 2, PAIRS)
        for tile in TILES:
            if c[tile] >= 3:
                plays.append(Play(BOMB, tile, (tile,) * 3, (tile,) * 3))
            if c[tile] == 4:
                plays.append(Play(BIG_BOMB, tile, (tile,) * 4, (tile,) * 4))
    return plays


def reference_runs(c, width, kind) -> list:
    """Each window of three or more values, each place `width` tiles: every way to
    give at most the X held to the places, the rest natural, listed with the most
    naturals at the lowest places first."""
    plays = []
    for top in range(3, 17):
        for length in range(3, top + 1):
            values = range(top - length + 1, top + 1)
            held = [min(c[v], width) if v < X else 0 for v in values]
            if width * length - sum(held) > c[X]:
                continue  # more places to fill than X held
            fillings = set()
            for k in range(min(c[X], width * length) + 1):
                for wild_places in combinations_with_replacement(values, k):
                    naturals = [width - wild_places.count(v) for v in values]
                    if all(0 <= n <= most for n, most in zip(naturals, held)):
                        fillings.add(tuple(naturals))
            for naturals in sorted(fillings, reverse=True):
                tiles = sum(((v,) * n + (X,) * (width - n)
                             for n, v in zip(naturals, values)), ())
                reads = tuple(v for v in values for _ in range(width))
                plays.append(Play(kind, top, tiles, reads))
    return plays


def random_hands(seed: int, count: int):
    rng = random.Random(seed)
    tiles = full_set()
    for _ in range(count):
        yield counts_of(rng.sample(tiles, rng.randint(0, 16)))


def test_plays_of_matches_the_literal_rules_on_random_hands():
    for hand in random_hands(1, 3000):
        assert list(plays_of(hand)) == reference_plays(hand)


def test_wild_heavy_hands_match_the_literal_rules():
    rng = random.Random(2)
    for _ in range(1000):
        tiles = [X] * rng.randint(1, 4) + rng.sample(full_set()[:60], rng.randint(0, 12))
        hand = counts_of(tiles)
        assert list(plays_of(hand)) == reference_plays(hand)


def test_follows_is_the_filtered_list_of_plays():
    tops = sorted({p for hand in random_hands(3, 300) for p in plays_of(hand)},
                  key=lambda p: (p.kind, p.top, p.tiles))
    rng = random.Random(4)
    for hand in random_hands(5, 1500):
        for top in rng.sample(tops, 25):
            assert follows(hand, top) == [p for p in plays_of(hand) if beats(p, top)]


def test_tiles_of_lists_each_tile_by_its_count():
    for hand in random_hands(6, 500):
        assert tiles_of(hand) == tuple(t for t in TILES for _ in range(hand[t]))


def reference_legal(state, seat) -> list:
    hand = state.hands[seat]
    if seat not in state.to_act():
        return []
    if state.phase == PLAY:
        if state.top is None:
            return reference_plays(hand)
        return [Pass()] + [p for p in reference_plays(hand) if beats(p, state.top)]
    tile = state.single_tile
    if state.phase == MINE_WINDOW:
        return [Mine(tile), Decline()] if hand[tile] >= 2 else [Decline()]
    if state.phase == RETURN_WINDOW:
        return [Return(tile), Decline()] if hand[tile] >= 1 else [Decline()]
    return [Chance(state.phase == DOUBLE), Decline()]


def reference_view(state, seat) -> PeeperView:
    return PeeperView(
        seat=seat, num_seats=state.num_seats, to_act=state.to_act(),
        is_over=state.is_over, hand=tiles_of(state.hands[seat]) if seat is not None else (),
        holds_marked_one=seat is not None and seat == state.marked,
        counts=tuple(sum(h) for h in state.hands), totals=tuple(state.totals),
        hand_number=state.hand_number, hands_played=state.hands_played,
        seated=state.seated, players=state.players, contenders=state.contenders,
        phase=state.phase, turn=state.turn, top=state.top, top_seat=state.top_seat,
        passes=state.passes, single_seat=state.single_seat, single_tile=state.single_tile,
        miner=state.miner, chance_seat=state.chance_seat, double_seat=state.double_seat,
        starter=state.starter, start_reason=state.start_reason, turned_up=state.turned_up,
        played=state.played, options=tuple(sorted(state.options.items())),
        winner=state.winner)


@pytest.mark.parametrize("seats,options", [
    (4, {}), (2, {"direction": "anticlockwise"}), (5, {"chance": True, "game_end": "hands"}),
])
def test_legal_lists_and_views_match_the_plain_definitions_in_random_play(seats, options):
    rng = random.Random(seats)
    state = GAME.start(seats, options, seed=seats)
    names = [f.name for f in fields(PeeperView)]
    for step in range(4000):
        if state.is_over:
            break
        for seat in [None, *range(seats)]:
            view = state.view(seat)
            assert view == reference_view(state, seat)
            assert list(vars(view)) == names
            if seat is not None:
                assert state.legal_actions(seat) == reference_legal(state, seat)
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        legal.clear()  # the caller's copy: clearing it leaves the state's list alone
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_an_equal_action_that_is_not_the_listed_object_is_accepted():
    state = GAME.start(4, {}, seed=7)
    seat = state.to_act()[0]
    listed = state.legal_actions(seat)[-1]
    twin = Play(listed.kind, listed.top, tuple(listed.tiles), tuple(listed.reads))
    assert twin is not listed
    state.apply(seat, twin)
    assert state.top == twin


# -- Normal ------------------------------------------------------------------------


def plain_units(hand) -> int:
    """`units` by its definition: bombs, straight pairs, straights, pairs and singles
    taken greedily over the whole hand, each X pairing a lone tile."""
    c = list(hand)
    count = 0
    for v in range(1, X):
        if c[v] >= 3:
            count += 1
            c[v] = 0
    count += _take_runs(c, 2) + _take_runs(c, 1)
    singles, pairs, wild = c[1:X].count(1), c[1:X].count(2), c[X]
    return count + pairs + singles + (1 if wild >= 3 or wild > singles else 0)


def test_units_counted_by_stretches_are_the_greedy_count_of_the_whole_hand():
    for hand in random_hands(8, 20000):
        assert units(hand) == plain_units(hand)


def plain_sensible_readings(hand, plays) -> list:
    best = {}
    for play in plays:
        tiles = (play.kind, tuple(sorted(play.tiles)))
        if tiles not in best or play.top > best[tiles].top:
            best[tiles] = play
    return [play for play in best.values() if play.kind in BOMBS or not any(
        t == X and r < X and play.tiles.count(r) < hand[r] < 3
        for t, r in zip(play.tiles, play.reads))]


class PlainPeeper(PeeperAgent):
    """Normal weighing each play from its tiles, every time."""

    def _play(self, view, legal):
        plays = [a for a in legal if isinstance(a, Play)]
        out = [play for play in plays if play.size == len(view.hand)]
        if out:
            return Decision(max(out, key=lambda play: play.top), None)
        hand = counts_of(view.hand)
        closest = min((view.counts[s] for s in view.players
                       if s != view.seat and self._opponent(view, s)), default=None)
        danger = closest is not None and closest <= DANGER
        plays = plain_sensible_readings(hand, plays)
        natural = [p for p in plays if X not in p.tiles]
        if natural and not danger and len(plays) > 12:
            plays = natural
        scored = [(self.plain_cost(view, hand, p, danger), p) for p in plays]
        if view.top is None:
            return Decision(min(scored, key=lambda s: s[0])[1], None)
        best_cost, best = min(scored, key=lambda s: s[0], default=(None, None))
        if best is None or self._ally_on_top(view) or not (danger or best_cost <= 0.5):
            return Decision(Pass(), None)
        return Decision(best, None)

    @staticmethod
    def plain_cost(view, hand, play, danger) -> float:
        effect = effect_of(hand, play)
        cost = effect.left - effect.before + 1
        if not danger and effect.left > 1:
            cost += effect.wilds * WILD_COST + effect.bombs_lost * BOMB_COST
        if view.top is None:
            cost -= play.size * 0.15
            if danger and play.kind == SINGLE:
                cost += 2 - play.top / 16
        cost += play.top / 32
        if danger:
            cost -= 2 * (play.kind in BOMBS and view.top is not None)
        return cost


def test_normal_weighs_every_play_as_from_its_tiles():
    normal, plain, decided = PeeperAgent(), PlainPeeper(), 0
    for state, seat in positions(GAME, normal, 1, 250):
        view, legal = state.view(seat), state.legal_actions(seat)
        if view.phase == PLAY and len(legal) > 1:
            action = normal.decide(view, legal).action
            assert action == plain.decide(view, legal).action
            assert any(listed is action for listed in legal)  # the rules find it by identity
            assert sensible_readings(counts_of(view.hand), legal[view.top is not None:]) == \
                plain_sensible_readings(counts_of(view.hand), legal[view.top is not None:])
            decided += 1
    assert decided > 3000


def test_the_unseen_tiles_are_the_full_set_less_every_tile_the_view_shows():
    checked = 0
    for state, seat in positions(GAME, PeeperAgent(), 1, 120):
        view = state.view(seat)
        unseen = list(counts_of(full_set()))
        for tile in list(view.hand) + list(tiles_of(view.played)) + [t for _, t in view.turned_up]:
            unseen[tile] -= 1
        assert unseen_tiles(view) == list(tiles_of(unseen))
        checked += 1
    assert checked > 3000
