"""Peeper on a phone: your tiles, what lies on the trick, tiles left and points; play,
pass, and Mine!/Return!/Chance! when the table asks (the clock is the table's)."""

from __future__ import annotations

from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.patterns import SINGLE, Play, tile_name
from scenes.phones.games import lines, scores


def on_the_trick(play: Play | None) -> str:
    if play is None:
        return "Nothing: lead any pattern"
    if play.kind == SINGLE:
        return f"A single {tile_name(play.top)}"
    return f"{play.kind.capitalize()}: {play}"


def sections(view, name) -> list[dict]:
    by = f" by {name(view.top_seat)}" if view.top is not None and view.top_seat is not None \
        else ""
    return [{"title": "Your tiles", "tiles": [tile_name(tile) for tile in view.hand],
             "empty": "none left"},
            lines("On the trick", on_the_trick(view.top) + by),
            lines("Tiles left", *(f"{name(seat)}: {view.counts[seat]}"
                                  for seat in view.players)),
            scores(view, name, view.totals)]


def label(action, view, name) -> str:
    if isinstance(action, Play):
        return f"Play {action} ({action.kind})"
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, (Mine, Return, Chance)):
        return str(action)
    if isinstance(action, Decline):
        return "No, let it go"
    return str(action)
