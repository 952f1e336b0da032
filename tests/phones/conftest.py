"""The phone tests use the scene tests' headless app (tests/scenes/conftest.py)."""

from __future__ import annotations

import pytest

pytest.importorskip("aiohttp", reason="phones need the phones extra: pip install -e '.[phones]'")
pytest.importorskip("segno", reason="phones need the phones extra: pip install -e '.[phones]'")

from tests.scenes.conftest import home, make_app, quick_app  # noqa: F401
