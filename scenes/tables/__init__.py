"""One table scene a game, on the shared TableScene base.

A game's table lives in `scenes/tables/<package>.py` (the game's package name, e.g.
`peek_and_run`) and is named there as `TABLE`.  A game without a table of its own is
played on the generic table.
"""

from __future__ import annotations

import importlib
from functools import lru_cache


@lru_cache(maxsize=None)
def table_class(game_id: str):
    """The table scene class for a game, looked up once: a game on the generic table
    would otherwise search the import path for its missing module at every deal."""
    module_name = f"scenes.tables.{game_id.replace('-', '_')}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as missing:
        if missing.name != module_name:
            raise
        from scenes.tables.generic import GenericTable
        return GenericTable
    return module.TABLE
