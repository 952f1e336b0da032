"""Peeper by ear: the Ask key's answers for your hand, the table and a call window's
clock, from the viewer's View alone."""

from __future__ import annotations

from collections import Counter

from game.peeper.patterns import tile_name
from game.peeper.rules import MINE_WINDOW
from game.words import listing
from scenes.tables.peeper.words import describe_play


def hand_words(table) -> str:
    """Your tiles grouped by value, low to high: "two 3s, 7, three 11s and X"."""
    view = table.view
    counts = Counter(view.hand)
    groups = [tile_group(tile, counts[tile]) for tile in sorted(counts)]
    marked = " You hold the marked 1." if view.holds_marked_one else ""
    return f"Your hand, {len(view.hand)} tiles: {listing(groups) or 'none'}.{marked}"


def tile_group(tile: int, count: int) -> str:
    name = tile_name(tile)
    return name if count == 1 else f"{('two', 'three', 'four')[count - 2]} {name}s"


def table_words(table) -> str:
    """The play to beat and whose it is, and every hand's count of tiles."""
    view = table.view
    said = [describe_play(view.top)]
    if view.top is not None and view.top_seat is not None:
        said[0] += f", played by {table.short_name(view.top_seat)}"
    counts = [f"{table.short_name(seat)} {view.counts[seat]}" for seat in view.players]
    said.append(f"Tiles in hand: {', '.join(counts)}")
    return ". ".join(said) + "."


def time_left(table) -> str:
    """While a Mine?/Return? call box is open: its seconds left."""
    banner = table.window.banner
    if banner is None:
        return ""
    call = "Mine!" if banner["phase"] == MINE_WINDOW else "Return!"
    return f"{banner['left']:.0f} seconds left to call {call}"
