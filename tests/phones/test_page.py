"""The phone page in a real browser (Debian's Chromium, by Playwright), over loopback:
a seat's page opened from its code shows its hand, taps its moves, shows a refusal
with its reason, and plays a whole hand of Serpent and of Peeper against another phone.
Skipped, in one line, where no browser can be had."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest

from game.registry import make_agent
from scenes.phones import messages
from scenes.phones.link import STALE
from scenes.screens.results import ResultsOverlay
from tests.phones.browser import browser_or_skip
from tests.phones.phone_client import frames_until
from tests.phones.phone_helpers import phone_table
from tests.scenes.conftest import run, top


@pytest.fixture
def browser():
    opened = browser_or_skip()
    yield opened
    opened.close()


@pytest.fixture
def shots(tmp_path) -> Path:
    """Where the pictures go: PEEK_PARLOR_SHOTS names a folder to keep them in."""
    folder = Path(os.environ.get("PEEK_PARLOR_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def open_pages(app, browser, table, seats, shots: Path | None = None):
    if shots is not None:  # the join screen, each seat's code on it
        pygame.image.save(app.screen.surface, str(shots / f"{table.session.info.id}-join.png"))
    pages = {seat: browser.open(table.phones.url(seat)) for seat in seats}
    frames_until(app, [], lambda: top(app) == type(table).__name__ and all(
        page.turn() is not None for page in pages.values()))
    return pages


def in_step(table, page, seat) -> bool:
    return page.turn() == table.phones.version(seat)


def asked_pages(app, table, pages) -> list[int]:
    """The seats whose pages show the table as it stands and offer moves now."""
    if top(app) != type(table).__name__:
        return []
    return [seat for seat, page in pages.items() if seat in table.session.state.to_act()
            and in_step(table, page, seat) and page.choices()]


def play_a_hand(app, table, pages, shots: Path, shot_at: int) -> None:
    """Tap each seat's moves on its page (those a Normal player would choose) until the
    hand ends; pictures of the TV and a page once `shot_at` moves are made."""
    session, rng = table.session, random.Random(2)
    brain = make_agent(session.info, "normal")
    while not session.hands:
        assert table.viewer is None  # the TV never shows a phone's hand
        ready = frames_until(app, [], lambda: asked_pages(app, table, pages))[0]
        if len(session.actions) == shot_at:
            run(app, 30)  # the frame of a move shows the table as it was: then the move
            game = session.info.id
            pygame.image.save(app.screen.surface, str(shots / f"{game}-tv.png"))
            pages[ready].screenshot(shots / f"{game}-phone.png")
        state = session.state
        move = str(brain.choose(state.view(ready), state.legal_actions(ready), rng))
        assert move in pages[ready].choices()
        made = len(session.actions)
        pages[ready].tap(move)
        frames_until(app, [], lambda made=made: len(session.actions) > made)
    frames_until(app, [], lambda: isinstance(app.stack.top, ResultsOverlay))


@pytest.fixture
def quick_thumbs(monkeypatch):
    monkeypatch.setattr(messages, "MESSAGES_PER_SECOND", 1e6)


def test_a_seats_page_shows_its_hand_and_plays_a_hand_of_serpent(quick_app, browser, shots,
                                                                  quick_thumbs):
    app = quick_app
    table = phone_table(app, "serpent", ["human", "human"], [0, 1], seed=4)
    pages = open_pages(app, browser, table, [0, 1], shots)
    for seat, page in pages.items():
        hidden = [str(card) for card in table.session.state.view(seat).hidden]
        assert page.texts('.section[data-title="Your hidden cards"] .card') == hidden
        assert page.texts("#seat-name") == [["Red", "Blue"][seat]]
    play_a_hand(app, table, pages, shots, shot_at=8)


def test_a_hand_of_peeper_is_played_on_the_pages(quick_app, browser, shots, quick_thumbs):
    app = quick_app
    table = phone_table(app, "peeper", ["human", "human"], [0, 1], seed=3,
                        options={"game_end": "hands"})
    pages = open_pages(app, browser, table, [0, 1], shots)
    tiles = [str(t) if t != 16 else "X" for t in table.session.state.view(0).hand]
    assert pages[0].texts('.section[data-title="Your tiles"] .tile') == tiles
    play_a_hand(app, table, pages, shots, shot_at=6)


def test_a_move_tapped_on_a_page_the_table_has_moved_past_shows_the_refusal(
        quick_app, browser):
    """Precognition's players write at once: Blue's page, slow to hear that Red folded,
    taps a letter; the table refuses it and the page says why."""
    app = quick_app
    table = phone_table(app, "precognition", ["human", "human"], [0, 1], seed=2)
    pages = open_pages(app, browser, table, [0, 1])
    red, blue = pages[0], pages[1]
    frames_until(app, [], lambda: "U" in red.choices() and "U" in blue.choices())
    red.tap("U")
    frames_until(app, [], lambda: table.session.actions and "done" in red.choices())
    blue.hold_views()
    red.tap("done")
    frames_until(app, [], lambda: len(table.session.actions) == 2)
    assert "U" in blue.choices()
    blue.tap("U")
    assert frames_until(app, [], blue.refusal) == STALE
    assert len(table.session.actions) == 2  # the match unchanged
    blue.let_views_through()
    frames_until(app, [], lambda: in_step(table, blue, 1) and blue.choices())
    blue.tap("U")
    frames_until(app, [], lambda: len(table.session.actions) == 3)
