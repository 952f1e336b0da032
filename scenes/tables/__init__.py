"""One table scene a game, on the shared TableScene base.  A game without a table of
its own is played on the generic table."""

from __future__ import annotations


def table_class(game_id: str):
    from scenes.tables.generic import GenericTable
    bespoke = {}
    try:
        from scenes.tables.peek_and_run import PeekAndRunTable
        bespoke["peek-and-run"] = PeekAndRunTable
    except ModuleNotFoundError as missing:
        if missing.name != "scenes.tables.peek_and_run":
            raise
    try:
        from scenes.tables.peeper import PeeperTable
        bespoke["peeper"] = PeeperTable
    except ModuleNotFoundError as missing:
        if missing.name != "scenes.tables.peeper":
            raise
    return bespoke.get(game_id, GenericTable)
