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
    return tuple(tile for tile in TILES for _ in range(counts[tile]))


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


def plays_of(hand: tuple[int, ...]) -> tuple[Play, ...]:
    """Every pattern `hand` can play, each once (cached: the engine's hot path)."""
    found = _PLAYS.get(hand)
    if found is None:
        if len(_PLAYS) > 200_000:
            _PLAYS.clear()
        found = _PLAYS[hand] = tuple(_generate(hand))
    return found


def _generate(c) -> list[Play]:
    x = c[X]
    total = sum(c)
    plays = [Play(SINGLE, v, (v,), (v,)) for v in VALUES if c[v]]
    if x:
        plays.append(Play(SINGLE, X, (X,), (X,)))
    for v in VALUES:
        if c[v] >= 2:
            plays.append(Play(PAIR, v, (v, v), (v, v)))
        elif c[v] == 1 and x:
            plays.append(Play(PAIR, v, (v, X), (v, v)))
    if x >= 2:
        plays.append(Play(PAIR, X, (X, X), (X, X)))
    plays += _runs(c, x, 1, STRAIGHT, min(total, 16))
    plays += _runs(c, x, 2, PAIRS, min(total // 2, 16))
    for tile in TILES:
        if c[tile] >= 3:
            plays.append(Play(BOMB, tile, (tile,) * 3, (tile,) * 3))
        if c[tile] == 4:
            plays.append(Play(BIG_BOMB, tile, (tile,) * 4, (tile,) * 4))
    return plays


def _runs(c, x: int, width: int, kind: str, longest: int) -> list[Play]:
    """Straights (width 1) or straight pairs (width 2) of three or more values.

    A reading is skipped when the next value up reads the same tiles higher: its
    lowest place is wild and the place above its top holds no natural tile.  A run
    of wilds only is read at the very top.
    """
    plays = []
    for top in range(3, 17):
        wild = naturals = 0
        for length in range(1, min(top, longest) + 1):
            value = top - length + 1
            held = min(c[value], width) if value < X else 0
            wild += width - held
            naturals += held
            if wild > x:
                break
            if length < 3:
                continue
            if naturals == 0 and top < X:
                continue
            if held == 0 and top < X and (top + 1 == X or c[top + 1] == 0):
                continue
            plays.append(_run_play(c, kind, width, top, length))
    return plays


_RUN_PLAYS: dict[tuple, Play] = {}


def _run_play(c, kind: str, width: int, top: int, length: int) -> Play:
    """The run's Play, shared between hands that hold the same tiles for it."""
    low = top - length + 1
    held = tuple([min(c[v], width) for v in range(low, min(top, 15) + 1)])
    key = (width, top, held)
    play = _RUN_PLAYS.get(key)
    if play is None:
        tiles, reads = [], []
        for value in range(low, top + 1):
            natural = held[value - low] if value < X else 0
            tiles += [value] * natural + [X] * (width - natural)
            reads += [value] * width
        play = _RUN_PLAYS[key] = Play(kind, top, tuple(tiles), tuple(reads))
    return play
