"""Where the game's own files are: fonts, layouts, sounds, rules summaries, tutorials."""

from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def asset(*parts: str) -> Path:
    """The path of an asset: `asset("layouts", "serpent.tmx")`."""
    return ASSETS.joinpath(*parts)
