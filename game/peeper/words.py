"""Peeper's tiles and patterns in words, as a hint names them: "a straight 5-6-7",
"a pair of 9s with your X as a 9", "the bomb 7 7 7"."""

from __future__ import annotations

from game.peeper.patterns import (
    BIG_BOMB,
    BOMB,
    MINE,
    PAIR,
    PAIRS,
    RETURN,
    SINGLE,
    Play,
    X,
    tile_name,
)
from game.words import listing


def a_number(value: int) -> str:
    """'a 9', 'an 8', 'an 11', 'a 16'."""
    return f"{'an' if value in (8, 11, 18) else 'a'} {value}"


def plural(tile: int) -> str:
    return f"{tile_name(tile)}s"


def pattern(play: Play, whose: str = "your") -> str:
    """The play's pattern and values, without an article: 'straight 8-9-10-11 with your
    X as a 10'.  `whose` owns the wild X: 'your' for the player's own tiles, '' for
    tiles on the table."""
    kind, tiles, reads = play.kind, play.tiles, play.reads
    if kind in (MINE, RETURN):
        return f"{'Mine!' if kind == MINE else 'Return!'} {' '.join(map(tile_name, tiles))}"
    if kind in (BOMB, BIG_BOMB):
        return f"{kind} {' '.join(map(tile_name, tiles))}"
    if all(t == X for t in tiles):
        shown = a_number(play.top) if kind == SINGLE else f"{play.top}s"
        return f"{kind} of X as {shown}" if kind == PAIR else f"{kind} X as {shown}"
    if kind == SINGLE:
        base = f"single {tile_name(play.top)}"
    elif kind == PAIR:
        base = f"pair of {play.top}s"
    else:
        base = f"{kind} {'-'.join(map(str, reads))}"
    return base + _wilds(tiles, reads, whose)


def _wilds(tiles, reads, whose: str) -> str:
    """' with your X as a 9', ' with your 2 X as 9s', ' with an X as 10 and 12'."""
    standing = [r for t, r in zip(tiles, reads) if t == X]
    if not standing:
        return ""
    owner = f"{whose} " if whose else ""
    if len(standing) == 1:
        return f" with {owner or 'an '}X as {a_number(standing[0])}"
    if len(set(standing)) == 1:
        return f" with {owner}{len(standing)} X as {standing[0]}s"
    return f" with {owner}X as {listing(standing)}"


def a_play(play: Play, whose: str = "your") -> str:
    """The pattern with its article: 'a pair of 9s', 'straight pairs 5-5-6-6-7-7'."""
    words = pattern(play, whose)
    return words if play.kind in (PAIRS, MINE, RETURN) else f"a {words}"


def the_play(play: Play) -> str:
    """A play on the table: 'the straight 5-6-7', 'the single X as a 16'."""
    return f"the {pattern(play, '')}"


def tiles_count(count: int) -> str:
    return "1 tile" if count == 1 else f"{count} tiles"


def plays_count(count: int) -> str:
    return "1 play" if count == 1 else f"{count} plays"

