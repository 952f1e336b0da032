"""Peeper's tiles and patterns: what a hand can play and what beats what.

A tile is an int: 1..15 for the numbered tiles, `X` (16) for the wild.  A hand is a
tuple of 17 counts indexed by tile (index 0 unused), so it can key a cache.

X is wild (any value 1..16) in singles, pairs, straights and straight pairs, and only
itself in bombs, mines and returns (CLARIFICATIONS, Peeper: Wilds).  An X may stand for
a value the player also holds, and every legal reading of a set of tiles is a play of
its own: `X=6 7 8` and `7 8 X=9` are two plays of the same tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain, repeat

X = 16
VALUES = range(1, 16)
TILES = range(1, 17)
EMPTY = (0,) * 17

SINGLE, PAIR, STRAIGHT, PAIRS, BOMB, BIG_BOMB = (
    "single", "pair", "straight", "straight pairs", "bomb", "big bomb")
BOMBS = (BOMB, BIG_BOMB)
MINE, RETURN = "mine", "return"
PLAIN = (BOMB, BIG_BOMB, MINE, RETURN)  # X is only itself in these


def tile_name(tile: int) -> str:
    return "X" if tile == X else str(tile)


def full_set() -> list[int]:
    """The 64 tiles: 1-15 four times and four X."""
    return [tile for tile in TILES for _ in range(4)]


def counts_of(tiles) -> tuple[int, ...]:
    counts = [0] * 17
    for tile in tiles:
        counts[tile] += 1
    return tuple(counts)


def tiles_of(counts) -> tuple[int, ...]:
    return tuple(chain.from_iterable(map(repeat, TILES, counts[1:])))


def without(counts, tiles) -> tuple[int, ...]:
    left = list(counts)
    for tile in tiles:
        left[tile] -= 1
    return tuple(left)


@dataclass(frozen=True)
class Play:
    """A pattern put on the table.  `tiles[i]` is read as `reads[i]`; `top` is the
    highest value read (X bombs count 16).  Prints as the tiles with each wild X's
    declared value: `13 13 14 14 15 15 X=16 X=16`."""

    kind: str
    top: int
    tiles: tuple[int, ...]
    reads: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.tiles)

    def __str__(self) -> str:
        if self.kind in PLAIN:
            return " ".join(tile_name(t) for t in self.tiles)
        return " ".join(f"X={r}" if t == X else str(t) for t, r in zip(self.tiles, self.reads))


def beats(play: Play, top: Play | None) -> bool:
    """May `play` follow `top` (None: a lead)?  Rules: Valid Patterns; CLARIFICATIONS
    Comparing."""
    if top is None:
        return True
    if top.kind == BIG_BOMB:
        return play.kind == BIG_BOMB and play.top > top.top
    if top.kind == BOMB:
        return play.kind == BIG_BOMB or (play.kind == BOMB and play.top > top.top)
    if play.kind in BOMBS:
        return True
    return play.kind == top.kind and play.size == top.size and play.top > top.top


# The fixed plays, built once and shared by every hand that can make them (a Play is
# frozen): a single or pair of each value, natural or wild, and the bombs.
_SINGLE = (None,) + tuple(Play(SINGLE, v, (v,), (v,)) for v in VALUES)
_SINGLE_X = (None,) + tuple(Play(SINGLE, r, (X,), (r,)) for r in TILES)
_PAIR = (None,) + tuple(Play(PAIR, v, (v, v), (v, v)) for v in VALUES)
_PAIR_ONE_X = (None,) + tuple(Play(PAIR, v, (v, X), (v, v)) for v in VALUES)
_PAIR_X = (None,) + tuple(Play(PAIR, r, (X, X), (r, r)) for r in TILES)
_BOMB = (None,) + tuple(Play(BOMB, t, (t,) * 3, (t,) * 3) for t in TILES)
_BIG_BOMB = (None,) + tuple(Play(BIG_BOMB, t, (t,) * 4, (t,) * 4) for t in TILES)

_PLAYS: dict[tuple, tuple[Play, ...]] = {}


def plays_of(hand: tuple[int, ...]) -> tuple[Play, ...]:
    """Every play `hand` can make, each reading once (cached: the engine's hot path).

    The order is fixed: singles, pairs, straights, straight pairs, then bombs; within
    one kind and size by rising top value."""
    found = _PLAYS.get(hand)
    if found is None:
        if len(_PLAYS) > 20_000:  # bounded: a long session must not grow without end
            _PLAYS.clear()
        found = _PLAYS[hand] = tuple(_generate(hand))
    return found


def follows(hand: tuple[int, ...], top: Play) -> list[Play]:
    """The plays of `hand` that beat `top`, in the order of `plays_of(hand)`: exactly
    `[p for p in plays_of(hand) if beats(p, top)]`, found without listing the rest."""
    c = hand
    kind, above = top.kind, top.top
    bombs = _bombs(c) if max(c) >= 3 else []
    if kind == BIG_BOMB:
        return [p for p in bombs if p.kind == BIG_BOMB and p.top > above]
    if kind == BOMB:
        return [p for p in bombs if p.kind == BIG_BOMB or p.top > above]
    size = len(top.tiles)
    if kind == SINGLE:
        return (_singles(c, above) if size == 1 else []) + bombs
    if kind == PAIR:
        return (_pairs(c, above) if size == 2 else []) + bombs
    if kind == STRAIGHT:
        return _runs(c, 1, above, size) + bombs
    if kind == PAIRS and size % 2 == 0:
        return _runs(c, 2, above, size // 2) + bombs
    return bombs


def _generate(c) -> list[Play]:
    plays = _singles(c, 0) + _pairs(c, 0)
    if sum(c) >= 3:
        plays += _runs(c, 1, 0)
        plays += _runs(c, 2, 0)
        plays += _bombs(c)
    return plays


def _singles(c, above: int) -> list[Play]:
    wild = c[X]
    if not wild:
        return [_SINGLE[v] for v in range(above + 1, X) if c[v]]
    found = []
    for value in range(above + 1, 17):
        if value < X and c[value]:
            found.append(_SINGLE[value])
        if wild:
            found.append(_SINGLE_X[value])
    return found


def _pairs(c, above: int) -> list[Play]:
    """Per value: two naturals, a natural and an X, two X."""
    wild = c[X]
    if not wild:
        return [_PAIR[v] for v in range(above + 1, X) if c[v] >= 2]
    found = []
    for value in range(above + 1, 17):
        held = c[value] if value < X else 0
        if held >= 2:
            found.append(_PAIR[value])
        if held and wild:
            found.append(_PAIR_ONE_X[value])
        if wild >= 2:
            found.append(_PAIR_X[value])
    return found


def _bombs(c) -> list[Play]:
    found = []
    for tile in TILES:
        if c[tile] >= 3:
            found.append(_BOMB[tile])
            if c[tile] == 4:
                found.append(_BIG_BOMB[tile])
    return found


def _runs(c, width: int, above: int, length: int = 0) -> list[Play]:
    """Straights (width 1) or straight pairs (width 2) topping above `above`, by rising
    top, then length (only `length` values long, if given), then X placement."""
    wild = c[X]
    caps = [min(width, n) for n in c]
    caps[X] = 0
    found = []
    for top in range(max(above + 1, 3, length), 17):
        need = 0  # X the window needs at least: its places without enough naturals
        shortest = length or 3
        longest = length or top
        for size in range(1, longest + 1):
            need += width - caps[top - size + 1]
            if need > wild:
                break
            if size >= shortest:
                low = top - size + 1
                found += _window(width, top, tuple(caps[low:top + 1]),
                                 min(wild, width * size))
    return found


_WINDOWS: dict[tuple, tuple[Play, ...]] = {}


def _window(width: int, top: int, caps: tuple[int, ...], wild: int) -> tuple[Play, ...]:
    """Every run of the values ending at `top`, one place a value, each place `width`
    tiles: `caps[i]` naturals at most, the rest X, `wild` X in all at most.  Cached:
    hands holding the same tiles for the window share its plays."""
    key = (width, top, caps, wild)
    plays = _WINDOWS.get(key)
    if plays is None:
        if len(_WINDOWS) > 100_000:  # bounded, like `_PLAYS`
            _WINDOWS.clear()
        kind = STRAIGHT if width == 1 else PAIRS
        low = top - len(caps) + 1
        reads = tuple(v for v in range(low, top + 1) for _ in range(width))
        plays = _WINDOWS[key] = tuple(
            Play(kind, top, tiles, reads)
            for tiles in _placements(width, low, caps, wild))
    return plays


def _placements(width: int, value: int, caps: tuple[int, ...], wild: int):
    """The tiles of each way to fill the places from `value` up: naturals first in a
    place (most naturals first), X making up the rest."""
    if not caps:
        yield ()
        return
    for naturals in range(caps[0], -1, -1):
        wilds = width - naturals
        if wilds > wild:
            break
        place = (value,) * naturals + (X,) * wilds
        for rest in _placements(width, value + 1, caps[1:], wild - wilds):
            yield place + rest
