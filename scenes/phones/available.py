"""Phones need two optional packages (the `phones` extra): say which are missing, in
one line, rather than fail."""

from __future__ import annotations

import importlib.util

NEEDED = ("aiohttp", "segno")
INSTALL = 'pip install -e ".[phones]"'


def missing() -> str:
    """"" when phones can be served; else one line saying what to install."""
    absent = [name for name in NEEDED if importlib.util.find_spec(name) is None]
    if not absent:
        return ""
    return f"Phones need {' and '.join(absent)}: {INSTALL}"
