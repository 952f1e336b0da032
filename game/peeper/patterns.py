"""Peeper's tiles and patterns: what a hand can play and what beats what.

A tile is an int: 1..15 for the numbered tiles, `X` (16) for the wild.  A hand is a
tuple of 17 counts indexed by tile (index 0 unused), so it can key a cache.

X is wild (any value 1..16) in singles, pairs, straights and straight pairs, and only
itself in bombs, mines and returns (CLARIFICATIONS, Peeper: Wilds).  An X stands only
where the player holds no natural tile for that place, and every play is read at its
highest value, so each pattern a hand can make appears once, its X values declared.
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


_PLAYS: dict[tuple, tuple[Play, ...]] = {}

# The fixed plays, built once: a single or pair of each tile, a pair read with one X,
# the bombs.  A Play is frozen, so every hand that can make one shares it.
_SINGLE = (None,) + tuple(Play(SINGLE, t, (t,), (t,)) for t in TILES)
_PAIR = (None,) + tuple(Play(PAIR, t, (t, t), (t, t)) for t in TILES)
_PAIR_X = (None,) + tuple(Play(PAIR, v, (v, X), (v, v)) for v in VALUES)
_BOMB = (None,) + tuple(Play(BOMB, t, (t,) * 3, (t,) * 3) for t in TILES)
_BIG_BOMB = (None,) + tuple(Play(BIG_BOMB, t, (t,) * 4, (t,) * 4) for t in TILES)


def plays_of(hand: tuple[int, ...]) -> tuple[Play, ...]:
    """Every pattern `hand` can play, each once (cached: the engine's hot path)."""
    found = _PLAYS.get(hand)
    if found is None:
        if len(_PLAYS) > 20_000:  # bounded: a long session must not grow without end
            _PLAYS.clear()
        found = _PLAYS[hand] = tuple(_generate(hand))
    return found


def follows(hand: tuple[int, ...], top: Play) -> list[Play]:
    """The plays of `hand` that beat `top`, in the order of `plays_of(hand)`: exactly
    `[p for p in plays_of(hand) if beats(p, top)]`, found without listing the rest.

    Within one kind and size `plays_of` lists the plays by rising top value and the
    bombs come last, so the answer is the higher plays of `top`'s shape, then bombs.
    """
    c = hand
    kind, above = top.kind, top.top
    bombs = _bombs(c) if max(c) >= 3 else []
    if kind == BIG_BOMB:
        return [p for p in bombs if p.kind == BIG_BOMB and p.top > above]
    if kind == BOMB:
        return [p for p in bombs if p.kind == BIG_BOMB or p.top > above]
    size = len(top.tiles)
    if kind == SINGLE:
        if size != 1:
            return bombs
        return [_SINGLE[t] for t in range(max(above + 1, 1), 17) if c[t]] + bombs
    if kind == PAIR:
        if size != 2:
            return bombs
        x = c[X]
        found = []
        for v in range(max(above + 1, 1), 16):
            n = c[v]
            if n >= 2:
                found.append(_PAIR[v])
            elif n and x:
                found.append(_PAIR_X[v])
        if x >= 2 and above < X:
            found.append(_PAIR[X])
        return found + bombs
    if kind == STRAIGHT:
        return _runs_of_length(c, 1, STRAIGHT, size, above) + bombs
    if kind == PAIRS:
        if size % 2:
            return bombs
        return _runs_of_length(c, 2, PAIRS, size // 2, above) + bombs
    return [p for p in plays_of(hand) if beats(p, top)]


def _bombs(c) -> list[Play]:
    found = []
    for tile in TILES:
        if c[tile] >= 3:
            found.append(_BOMB[tile])
            if c[tile] == 4:
                found.append(_BIG_BOMB[tile])
    return found


def _generate(c) -> list[Play]:
    x = c[X]
    plays = [_SINGLE[t] for t in TILES if c[t]]
    for v in VALUES:
        n = c[v]
        if n >= 2:
            plays.append(_PAIR[v])
        elif n and x:
            plays.append(_PAIR_X[v])
    if x >= 2:
        plays.append(_PAIR[X])
    total = sum(c)
    if total >= 3:
        plays += _runs(c, x, 1, STRAIGHT, min(total, 16))
        if total >= 6:
            plays += _runs(c, x, 2, PAIRS, min(total // 2, 16))
    if max(c) >= 3:
        plays += _bombs(c)
    return plays


def _held(c, width: int) -> list[int]:
    """Natural tiles of each value (capped at `width`) a run could use; the X place
    (16) holds none."""
    held = [n if n < width else width for n in c]
    held[X] = 0
    return held


def _runs(c, x: int, width: int, kind: str, longest: int) -> list[Play]:
    """Straights (width 1) or straight pairs (width 2) of three or more values.

    A reading is skipped when the next value up reads the same tiles higher: its
    lowest place is wild and the place above its top holds no natural tile.  A run
    of wilds only is read at the very top.
    """
    plays = []
    held = _held(c, width)
    if x == 0:  # no wild: the natural runs ending at each top, shortest first
        run = 0
        for top in range(1, X):
            run = run + 1 if held[top] == width else 0
            for length in range(3, min(run, longest) + 1):
                plays.append(_run_play(held, kind, width, top, length))
        return plays
    for top in range(3, 17):
        # the reading one place higher uses the same tiles if top + 1 holds none
        open_above = top < X and (top + 1 == X or c[top + 1] == 0)
        wild_top = top == X
        wild = naturals = 0
        value = top
        lowest = top - longest if top > longest else 0
        while value > lowest:
            here = held[value]
            wild += width - here
            if wild > x:
                break
            naturals += here
            if (top - value >= 2 and (naturals or wild_top)
                    and (here or not open_above)):
                plays.append(_run_play(held, kind, width, top, top - value + 1))
            value -= 1
    return plays


def _runs_of_length(c, width: int, kind: str, length: int, above: int) -> list[Play]:
    """The runs of exactly `length` values with a top above `above`, by rising top:
    the plays of that shape `_runs` lists, in its order."""
    if length < 3:
        return []
    x = c[X]
    held = _held(c, width)
    need = width * length
    plays = []
    for top in range(max(above + 1, length), 17):
        low = top - length + 1
        naturals = sum(held[low:top + 1])
        if need - naturals > x:
            continue
        if top < X:
            if naturals == 0:
                continue
            if held[low] == 0 and (top + 1 == X or c[top + 1] == 0):
                continue
        plays.append(_run_play(held, kind, width, top, length))
    return plays


_RUN_PLAYS: dict[tuple, Play] = {}


def _run_play(held, kind: str, width: int, top: int, length: int) -> Play:
    """The run's Play, shared between hands that hold the same tiles for it.
    `held`: the hand's natural tiles by value, capped at `width` (see `_held`)."""
    low = top - length + 1
    key = (width, top, tuple(held[low:top + 1]))
    play = _RUN_PLAYS.get(key)
    if play is None:
        tiles, reads = [], []
        for value in range(low, top + 1):
            natural = held[value]
            tiles += [value] * natural + [X] * (width - natural)
            reads += [value] * width
        play = _RUN_PLAYS[key] = Play(kind, top, tuple(tiles), tuple(reads))
    return play
