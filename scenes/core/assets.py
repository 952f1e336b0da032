"""Where the game's own files are: fonts, layouts, sounds, rules summaries, tutorials.

They are the repository's top-level `assets/` folder, found the same way wherever the
game runs: as the `assets` package through `importlib.resources` (a clone, an editable
install, or a wheel's copy in site-packages), or in a frozen download's bundle folder.
Nothing here looks at the current directory.
"""

from __future__ import annotations

import importlib.resources
import sys
from pathlib import Path


def _assets_folder() -> Path:
    if getattr(sys, "frozen", False):  # a PyInstaller download: its bundle folder
        return Path(sys._MEIPASS) / "assets"
    folder = importlib.resources.files("assets")
    if isinstance(folder, Path):
        return folder
    # A zipped install, say: pygame and pytmx open files by name, so they must be on disk.
    raise RuntimeError(f"Peek Parlor's assets are not in a folder ({folder})")


ASSETS = _assets_folder()


def asset(*parts: str) -> Path:
    """The path of an asset: `asset("layouts", "serpent.tmx")`."""
    return ASSETS.joinpath(*parts)


def rules_summary(game_id: str) -> str:
    """The rules in short, as How to play shows them (`assets/rules/<game id>.md`)."""
    try:
        return asset("rules", f"{game_id}.md").read_text(encoding="utf-8")
    except OSError:
        return "The rules summary for this game is missing from this installation."
