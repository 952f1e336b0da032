"""The phone tests use the scene tests' headless app (tests/scenes/conftest.py), and
serve phones on loopback only, on any free port."""

from __future__ import annotations

import pytest

pytest.importorskip("aiohttp", reason="phones need the phones extra: pip install -e '.[phones]'")
pytest.importorskip("segno", reason="phones need the phones extra: pip install -e '.[phones]'")

from tests.phones.phone_client import OPENED
from tests.scenes.conftest import home, make_app, quick_app  # noqa: F401


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """Phones are served on loopback, on any free port, in every test; the phones a
    test opened are closed after it."""
    monkeypatch.setenv("PEEK_PARLOR_PHONES_ON", "127.0.0.1")
    monkeypatch.setenv("PEEK_PARLOR_PHONES_PORT", "0")
    yield
    while OPENED:
        OPENED.pop().close()
