"""One table scene a game, on the shared TableScene base.

A game's table lives in the package `scenes/tables/<package>/` (the game's package
name, e.g. `peek_and_run`) and is named `TABLE` in its `table.py`.
"""

from __future__ import annotations

import importlib
from functools import lru_cache


@lru_cache(maxsize=None)
def table_class(game_id: str):
    """The table scene class for a game, imported once."""
    module = importlib.import_module(f"scenes.tables.{game_id.replace('-', '_')}.table")
    return module.TABLE
