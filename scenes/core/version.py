"""The game's version, from one source: `version` in pyproject.toml.

Run from a clone (with or without an editable install) it is read from the clone's own
pyproject.toml, so a version raised there shows at once; installed from a wheel, or in a
download whose bundle carries the package's metadata, it is the installed metadata's.
"""

from __future__ import annotations

import functools
import importlib.metadata
import tomllib
from pathlib import Path

DISTRIBUTION = "peek-parlor"
SOURCE_TREE = Path(__file__).resolve().parents[2]


@functools.cache
def game_version() -> str:
    """"0.1.0", say; "unknown" if neither the clone nor the metadata says."""
    return _clone_version() or _installed_version() or "unknown"


def _clone_version() -> str | None:
    try:
        with (SOURCE_TREE / "pyproject.toml").open("rb") as handle:
            project = tomllib.load(handle).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    return project.get("version") if project.get("name") == DISTRIBUTION else None


def _installed_version() -> str | None:
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return None
