"""Where the game's own files are: fonts, layouts, sounds, rules summaries, tutorials."""

from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def asset(*parts: str) -> Path:
    """The path of an asset: `asset("layouts", "serpent.tmx")`."""
    return ASSETS.joinpath(*parts)


def rules_summary(game_id: str) -> str:
    """The rules in short, as How to play shows them (`assets/rules/<game id>.md`)."""
    try:
        return asset("rules", f"{game_id}.md").read_text(encoding="utf-8")
    except OSError:
        return "The rules summary for this game is missing from this installation."
