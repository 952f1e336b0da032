"""Peeper's tiles and patterns: what a hand can play and what beats what.

A tile is an int: 1..15 for the numbered tiles, `X` (16) for the wild.  A hand is a
tuple of 17 counts indexed by tile (index 0 unused), so it can key a cache.

X is wild (any value 1..16) in singles, pairs, straights and straight pairs, and only
itself in bombs, mines and returns (CLARIFICATIONS, Peeper: Wilds).  An X may stand for
a value the player also holds, and every legal reading of a set of tiles is a play of
its own: `X=6 7 8` and `7 8 X=9` are two plays of the same tiles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import chain, compress

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
    return tuple(compress(_FOUR_OF_EACH, b"".join(map(_FIRST_OF_FOUR.__getitem__, counts))))


# `tiles_of` picks the first n of each tile's four: index 0 (no tile) is never held
_FOUR_OF_EACH = (0,) * 4 + tuple(tile for tile in TILES for _ in range(4))
_FIRST_OF_FOUR = tuple(b"\1" * n + b"\0" * (4 - n) for n in range(5))


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
_SINGLE = (None,) + tuple(Play(SINGLE, v, (v,), (v,)) for v in VALUES) + (None,)
_SINGLE_X = (None,) + tuple(Play(SINGLE, r, (X,), (r,)) for r in TILES)
_PAIR = (None,) + tuple(Play(PAIR, v, (v, v), (v, v)) for v in VALUES) + (None,)
_PAIR_ONE_X = (None,) + tuple(Play(PAIR, v, (v, X), (v, v)) for v in VALUES) + (None,)
_PAIR_X = (None,) + tuple(Play(PAIR, r, (X, X), (r, r)) for r in TILES)
_BOMB = (None,) + tuple(Play(BOMB, t, (t,) * 3, (t,) * 3) for t in TILES)
_BIG_BOMB = (None,) + tuple(Play(BIG_BOMB, t, (t,) * 4, (t,) * 4) for t in TILES)

# A hand as bytes (one count a tile) is read a whole kind at a time by the C loops of
# `bytes.translate` and `itertools.compress`: `_AT_LEAST[k]` turns each count into
# "at least k?", `_CAPPED[w]` into "naturals for a place `w` tiles wide".
_AT_LEAST = tuple(bytes(int(n >= k) for n in range(256)) for k in range(5))
_CAPPED = (None,) + tuple(bytes(min(n, width) for n in range(256)) for width in (1, 2))
_FULL = (None,) + tuple(bytes(width if n >= width else 0 for n in range(256))
                        for width in (1, 2))
_STRETCH = (None,) + tuple(re.compile(re.escape(bytes((width,))) + b"{3,}")
                          for width in (1, 2))  # three full places in a row or more
_BOMB_KEY = bytes(max(0, n - 2) for n in range(256))  # 1: a bomb, 2: and a big bomb

# With an X in hand, each value in turn offers its natural play, then its wild ones:
# `_SINGLE_ANY[2 * (v - 1):]` starts at value v, `_PAIR_ANY[3 * (v - 1):]` likewise.
_SINGLE_ANY = tuple(chain.from_iterable(zip(_SINGLE[1:], _SINGLE_X[1:])))
_PAIR_ANY = tuple(chain.from_iterable(zip(_PAIR[1:], _PAIR_ONE_X[1:], _PAIR_X[1:])))

_PLAYS: dict[tuple, tuple[Play, ...]] = {}
_new_object = object.__new__


def plays_of(hand: tuple[int, ...]) -> tuple[Play, ...]:
    """Every play `hand` can make, each reading once (cached: the engine's hot path).

    The order is fixed: singles, pairs, straights, straight pairs, then bombs; within
    one kind and size by rising top value."""
    found = _PLAYS.get(hand)
    if found is None:
        if len(_PLAYS) > 20_000:  # bounded: a long session must not grow without end
            _PLAYS.clear()
        found = _PLAYS[hand] = tuple(_generate(bytes(hand)))
    return found


def follows(hand: tuple[int, ...], top: Play) -> list[Play]:
    """The plays of `hand` that beat `top`, in the order of `plays_of(hand)`: exactly
    `[p for p in plays_of(hand) if beats(p, top)]`, found without listing the rest."""
    c = bytes(hand)
    kind, above = top.kind, top.top
    bombs = _BOMBS.get(c.translate(_BOMB_KEY))
    if bombs is None:
        bombs = _bombs(c)
    if kind == BIG_BOMB:
        return [p for p in bombs if p.kind == BIG_BOMB and p.top > above]
    if kind == BOMB:
        return [p for p in bombs if p.kind == BIG_BOMB or p.top > above]
    size = len(top.tiles)
    if kind == SINGLE:
        if size != 1:
            return list(bombs)
        if c[X]:
            found = _singles(c, above)
        else:  # `_singles(c, above)` without X: the naturals above
            found = list(compress(_SINGLE[above + 1:X], c[above + 1:X]))
        found += bombs
        return found
    if kind == PAIR:
        return (_pairs(c, above) if size == 2 else []) + list(bombs)
    if kind == STRAIGHT:
        return _runs_of_length(c, 1, above, size) + list(bombs)
    if kind == PAIRS and size % 2 == 0:
        return _runs_of_length(c, 2, above, size // 2) + list(bombs)
    return list(bombs)


def _generate(c: bytes) -> list[Play]:
    if c[X]:
        plays = _singles(c, 0) + _pairs(c, 0)
    else:  # the naturals alone: `_singles(c, 0) + _pairs(c, 0)`, read in one go
        plays = list(compress(_SINGLE, c))
        plays += compress(_PAIR, c.translate(_AT_LEAST[2]))
    if sum(c) >= 3:
        plays += _runs(c, 1)
        plays += _runs(c, 2)
        plays += _bombs(c)
    return plays


def _singles(c: bytes, above: int) -> list[Play]:
    """Per value above `above`: the natural, then an X read as it."""
    if not c[X]:
        return list(compress(_SINGLE[above + 1:X], c[above + 1:X]))
    held = bytearray(b"\1" * 32)
    held[0:30:2] = c[1:X]
    held[30] = 0  # there is no natural 16
    return list(compress(_SINGLE_ANY[2 * above:], held[2 * above:]))


def _pairs(c: bytes, above: int) -> list[Play]:
    """Per value above `above`: two naturals, a natural and an X, two X."""
    wild = c[X]
    if not wild:
        return list(compress(_PAIR[above + 1:X], c[above + 1:X].translate(_AT_LEAST[2])))
    held = bytearray(48)
    held[0:45:3] = c[1:X].translate(_AT_LEAST[2])
    held[1:45:3] = c[1:X].translate(_AT_LEAST[1])
    if wild >= 2:
        held[2::3] = b"\1" * 16
    return list(compress(_PAIR_ANY[3 * above:], held[3 * above:]))


_BOMBS: dict[bytes, tuple[Play, ...]] = {}


def _bombs(c: bytes) -> tuple[Play, ...]:
    """Per tile: the bomb, then the big bomb (cached by where the hand holds three)."""
    key = c.translate(_BOMB_KEY)
    found = _BOMBS.get(key)
    if found is None:
        found = []
        for tile in TILES:
            if key[tile]:
                found.append(_BOMB[tile])
                if key[tile] == 2:
                    found.append(_BIG_BOMB[tile])
        found = _BOMBS[key] = tuple(found)
    return found


_RUNS: dict[tuple, tuple[Play, ...]] = {}
_NATURAL: dict[bytes, tuple[Play, ...]] = {}


def _runs(c: bytes, width: int) -> tuple[Play, ...]:
    """Every straight (width 1) or straight pairs (width 2) of `c`: by rising top, then
    length, then X placement."""
    wild = c[X]
    if not wild:  # runs of naturals only: within each stretch of full places
        full = c.translate(_FULL[width])  # its bytes say the width too (X held: none)
        found = _NATURAL.get(full)
        if found is None:  # cached by the places full enough
            if len(_NATURAL) > 100_000:  # bounded, like `_PLAYS`
                _NATURAL.clear()
            found = _NATURAL[full] = tuple(
                play for stretch in _STRETCH[width].finditer(full)
                for play in _natural_runs(width, stretch.start(), stretch.end() - 1))
        return found
    caps = c[:X].translate(_CAPPED[width]) + b"\0"  # X is no natural of value 16
    key = (width, caps, wild)
    found = _RUNS.get(key)
    if found is None:  # cached by the naturals a place can use and the X held
        if len(_RUNS) > 100_000:  # bounded, like `_PLAYS`
            _RUNS.clear()
        found = []
        low, need = 1, 0  # the longest run ending at `top` starts at `low`
        for top in TILES:
            need += width - caps[top]  # X the places low..top need at least
            while need > wild:
                need -= width - caps[low]
                low += 1
            if top - low >= 2:
                found += _ending_at(width, top, caps[low:top + 1], wild)
        found = _RUNS[key] = tuple(found)
    return found


_NATURAL_RUNS: dict[tuple, tuple[Play, ...]] = {}
_NATURAL: dict[bytes, tuple[Play, ...]] = {}


def _natural_runs(width: int, low: int, high: int) -> tuple[Play, ...]:
    """The runs without X inside the values low..high, all held `width` times."""
    key = (width, low, high)
    found = _NATURAL_RUNS.get(key)
    if found is None:
        full = bytes((width,)) * (high - low + 1)
        found = _NATURAL_RUNS[key] = tuple(chain.from_iterable(
            _ending_at(width, top, full[:top - low + 1], 0) for top in range(low + 2, high + 1)))
    return found


def _runs_of_length(c: bytes, width: int, above: int, length: int) -> list[Play]:
    """The runs of `c` exactly `length` values long topping above `above`."""
    wild = c[X]
    caps = c[:X].translate(_CAPPED[width]) + b"\0"
    found = []
    for top in range(max(above + 1, 3, length), 17):
        window = caps[top - length + 1:top + 1]
        if width * length - sum(window) <= wild:
            found += _window(width, top, window, min(wild, width * length))
    return found


_ENDING_AT: dict[tuple, tuple[Play, ...]] = {}


def _ending_at(width: int, top: int, caps: bytes, wild: int) -> tuple[Play, ...]:
    """The runs topping at `top` of three places or more, the longest `len(caps)`
    places (each holding `caps[i]` naturals at most), shortest first."""
    key = (width, top, caps, wild)
    found = _ENDING_AT.get(key)
    if found is None:
        if len(_ENDING_AT) > 100_000:
            _ENDING_AT.clear()
        found = []
        for size in range(3, len(caps) + 1):
            found += _window(width, top, caps[-size:], min(wild, width * size))
        found = _ENDING_AT[key] = tuple(found)
    return found


_WINDOWS: dict[tuple, tuple[Play, ...]] = {}
# what the places of a run read: (width, lowest value, top) -> each value `width` times
_READS = {(width, low, top): tuple(v for v in range(low, top + 1) for _ in range(width))
          for width in (1, 2) for top in TILES for low in range(1, top + 1)}


def _window(width: int, top: int, caps: bytes, wild: int) -> tuple[Play, ...]:
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
        reads = _READS[width, low, top]
        made = []
        for tiles in _placements(width, low, caps, wild):
            play = _new_object(Play)  # Play(kind, top, tiles, reads), fields set directly
            fields = play.__dict__
            fields["kind"], fields["top"] = kind, top
            fields["tiles"], fields["reads"] = tiles, reads
            made.append(play)
        plays = _WINDOWS[key] = tuple(made)
    return plays


_FILLS = (None,) + tuple({(value, cap): [(value,) * n + (X,) * (width - n)
                                         for n in range(cap, -1, -1)]
                          for value in TILES for cap in range(width + 1)}
                         for width in (1, 2))


def _placements(width: int, value: int, caps: bytes, wild: int) -> list[tuple[int, ...]]:
    """The tiles of each way to fill the places from `value` up: naturals first in a
    place (most naturals first), X making up the rest, `wild` X in all at most."""
    # fills[i][e]: place i with `e` X more than the fewest it needs
    fills = list(map(_FILLS[width].__getitem__, zip(range(value, value + len(caps)), caps)))
    spare = wild - width * len(caps) + sum(caps)  # X left once each place has its fewest
    if spare < 0:
        return []
    if not spare:  # one way: each place with the fewest X it needs
        return [tuple(chain.from_iterable(choices[0] for choices in fills))]
    places = len(fills)
    rest = [()] * (places + 1)  # rest[i]: the places from i on, each with its fewest X
    for i in range(places - 1, -1, -1):
        rest[i] = fills[i][0] + rest[i + 1]
    found = []

    def fill(i: int, done: tuple[int, ...], left: int) -> None:
        """Depth first, fewest X first at each place: the order of the ways."""
        if not left or i == places:
            found.append(done + rest[i])
            return
        for extra, tiles in enumerate(fills[i][:left + 1]):
            fill(i + 1, done + tiles, left - extra)

    fill(0, (), spare)
    return found
