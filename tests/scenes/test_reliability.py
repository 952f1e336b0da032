"""Nothing on disk stops play: a folder that can't be written is said once and the game
plays on, saves are written off the frame (the newest wins), AI-only tables never touch
the player's save, and long messages wrap to the screen.

Tests run as root, which ignores permission bits, so `chmod` can't make a folder
unwritable here.  `refuse` instead makes the os calls that touch a folder's entries
fail the way the kernel fails them for a read-only folder (or, `entirely`, one of mode
000); folders that are really a file, or sit under one, are made for real.
"""

from __future__ import annotations

import io
import json
import os
import threading

import pygame
import pytest

from game.registry import get_game
from scenes.app import App
from scenes.core import storage
from scenes.match.recorder import Recorder
from scenes.match.session import Session
from scenes.screens.results import ResultsOverlay
from scenes.widgets import theme
from tests.scenes.conftest import key, run, top
from tests.scenes.drivers import Gate

CANNOT_SAVE = "can't save"


def refuse(monkeypatch, folder, entirely: bool = False) -> None:
    """Make `folder` read-only for this process (with `entirely`, unreadable too)."""
    folder = os.path.abspath(folder)

    def inside(path) -> bool:
        if isinstance(path, int):
            return False
        full = os.path.abspath(os.fspath(path))
        return full.startswith(folder + os.sep) or (entirely and full == folder)

    def denied(path):
        return PermissionError(13, "Permission denied", os.fspath(path))

    def guard(real, writes_only=False):
        def checked(path, *args, **kwargs):
            if inside(path) and not (writes_only and not _writes(args)):
                raise denied(path)
            return real(path, *args, **kwargs)
        return checked

    def guard_move(real):
        def checked(source, target, *args, **kwargs):
            for path in (source, target):
                if inside(path):
                    raise denied(path)
            return real(source, target, *args, **kwargs)
        return checked

    for name in ("unlink", "remove", "mkdir", "rmdir"):
        monkeypatch.setattr(os, name, guard(getattr(os, name)))
    for name in ("replace", "rename"):
        monkeypatch.setattr(os, name, guard_move(getattr(os, name)))
    monkeypatch.setattr(os, "open", guard(os.open, writes_only=not entirely))
    if entirely:
        for name in ("stat", "lstat", "scandir", "listdir"):
            monkeypatch.setattr(os, name, guard(getattr(os, name)))
        monkeypatch.setattr(io, "open", guard(io.open))


def _writes(args) -> bool:
    flags = args[0] if args else 0
    return bool(flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT))


@pytest.fixture
def told(monkeypatch):
    """Every message the app shows, in order."""
    messages: list[str] = []
    real = App.notify

    def notify(app, message, seconds=5.0):
        messages.append(message)
        real(app, message, seconds)

    monkeypatch.setattr(App, "notify", notify)
    return messages


def play_to_hand_end(app, game_id="serpent", seats=("human", "random")) -> object:
    """Play a table until a hand's results show; the table.  A Serpent match has
    several hands, so the first results come while the match goes on.  The human's
    moves go through the table's own play (what matters here is the saving)."""
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(app.screens.table(game_id, list(seats), 5, {}))
    table = app.stack.top
    for _ in range(300):
        if isinstance(app.stack.top, ResultsOverlay):
            return table
        state = table.session.state
        if app.stack.top is table and 0 in state.to_act():
            table.play(0, state.legal_actions(0)[0])
        run(app, 2)
    raise AssertionError("no hand results appeared")


def unusable_home(kind, tmp_path, monkeypatch):
    if kind == "read-only":
        refuse(monkeypatch, tmp_path)
        return tmp_path
    if kind == "mode 000":
        refuse(monkeypatch, tmp_path, entirely=True)
        return tmp_path
    if kind == "a file":
        home = tmp_path / "not-a-folder"
        home.write_text("x")
        return home
    if kind == "under a file":
        (tmp_path / "plain-file").write_text("x")
        return tmp_path / "plain-file" / "peek-parlor"
    if kind == "unwritable parent":
        refuse(monkeypatch, tmp_path)
        return tmp_path / "peek-parlor"
    raise ValueError(kind)


@pytest.mark.parametrize("kind", ["read-only", "mode 000", "a file", "under a file",
                                  "unwritable parent"])
def test_the_game_starts_and_plays_when_its_folder_cannot_be_written(
        make_app, tmp_path, monkeypatch, told, kind):
    monkeypatch.setenv("PEEK_PARLOR_HOME", str(unusable_home(kind, tmp_path, monkeypatch)))
    from scenes.screens.menu import MainMenu
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 3)
    assert top(app) == "MainMenu"
    table = play_to_hand_end(app)
    assert table.flow.pending_results or isinstance(app.stack.top, ResultsOverlay)
    app.prefs.music_volume = 10
    app.save_prefs()  # a settings change is not a second complaint
    run(app, 2)
    complaints = [m for m in told if CANNOT_SAVE in m]
    assert len(complaints) == 1, told


@pytest.mark.parametrize("kind, says", [
    ("a file", "(it is a file, not a folder)"),
    ("a broken link", "(it is a link to a place that is not there)"),
    ("under a file", "plain-file is a file, not a folder)"),
])
def test_a_data_folder_that_is_no_folder_is_said_in_words(make_app, tmp_path, monkeypatch,
                                                          told, kind, says):
    if kind == "a broken link":
        home = tmp_path / "peek-parlor"
        home.symlink_to(tmp_path / "gone")
    else:
        home = unusable_home(kind, tmp_path, monkeypatch)
    monkeypatch.setenv("PEEK_PARLOR_HOME", str(home))
    run(make_app(), 1)
    [complaint] = [m for m in told if CANNOT_SAVE in m]
    assert says in complaint and "File exists" not in complaint, complaint


@pytest.mark.parametrize("name, content", [("settings.toml", b"\x00\xff garbage"),
                                           ("autosave.json", b'{"version": 1, "ga')])
def test_a_bad_file_in_a_read_only_folder_is_reported_and_left(
        make_app, home, monkeypatch, told, name, content):
    (home / name).write_bytes(content)
    refuse(monkeypatch, home)
    from scenes.screens.menu import MainMenu
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 3)
    assert top(app) == "MainMenu" and app.stack.top.saved is None
    assert any(m.startswith(f"{name} could not be read") for m in told), told
    assert (home / name).read_bytes() == content


def test_restart_in_a_folder_that_cannot_be_written_deals_again(make_app, home, monkeypatch,
                                                                told):
    """Restart removes the save; where it can't, play goes on (it stopped the game)."""
    from tests.scenes.drivers import open_restart, table_app
    refuse(monkeypatch, home)
    app, table = table_app(make_app)
    key(app, "return")  # a move of ours
    open_restart(app)
    key(app, "down")
    key(app, "return")  # Yes, deal again
    storage.flush_saves()
    run(app, 2)
    assert top(app) == "ProcessionTable" and app.stack.top is not table
    assert [m for m in told if CANNOT_SAVE in m]


def test_undo_works_when_the_save_cannot_be_written(make_app, home, monkeypatch):
    refuse(monkeypatch, home)
    app = make_app()
    app.prefs.animation_speed = "instant"
    app.stack.push(app.screens.table("precognition", ["human", "random", "random"], 0, {}))
    table = app.stack.top
    run(app, 2)
    table.play(0, table.session.state.legal_actions(0)[0])  # a letter of the prediction
    assert table.session.actions and table.session.can_undo(0)
    table.session.undo(0)
    assert [seat for seat, _ in table.session.actions].count(0) == 0
    run(app, 2)
    assert top(app) == "PrecognitionTable"


# -- saves off the frame -----------------------------------------------------------------


def hot_seat(n=8):
    return Session(get_game("procession"), ["human", "human"], seed=8, options={"n": n},
                   recorder=Recorder())


def play_moves(session, count):
    for _ in range(count):
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[-1])


def test_a_move_never_waits_for_its_save(home, monkeypatch):
    gate = Gate(monkeypatch)
    session = hot_seat()
    play_moves(session, 5)  # every write is held, yet every move is played
    assert len(session.actions) == 5 and not gate.open.is_set()
    gate.open.set()
    saved = storage.load_match()
    assert saved["actions"] == [list(a) for a in session.actions]
    assert gate.threads and threading.main_thread() not in gate.threads
    assert len(gate.threads) < 5  # the newest record wins over those still waiting


def test_a_cleared_save_is_not_brought_back_by_a_write_still_waiting(home, monkeypatch):
    gate = Gate(monkeypatch)
    session = hot_seat(n=3)
    while not session.state.is_over:
        play_moves(session, 1)
    gate.open.set()
    assert storage.load_match() is None
    assert not storage.autosave_path().exists()


def test_quitting_writes_the_last_move_first(make_app, home, monkeypatch):
    gate = Gate(monkeypatch)
    app = make_app(frames=40)
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # the first hand dealt at once
    table = app.screens.table("procession", ["random", "human"], 3, {})
    opener = threading.Timer(0.3, gate.open.set)
    opener.start()
    app.run(table)
    opener.join()
    assert table.session.actions
    written = json.loads(storage.autosave_path().read_text())
    assert written["actions"] == [list(a) for a in table.session.actions]


def test_a_failed_save_keeps_the_moves_events(home, monkeypatch, make_app, told):
    refuse(monkeypatch, home)
    app = make_app()
    table = play_to_hand_end(app)
    assert isinstance(app.stack.top, ResultsOverlay) and not table.session.state.is_over
    assert not any("Autosave failed" in m for m in told)


# -- AI-only tables ------------------------------------------------------------------------


def a_players_save(home) -> bytes:
    session = Session(get_game("serpent"), ["human", "normal"], seed=4, options={},
                      recorder=Recorder())
    play_moves(session, 1)
    return written()


def written() -> bytes:
    storage.load_match()  # waits for any save still being written
    return storage.autosave_path().read_bytes()


def test_the_demo_never_touches_the_players_save(make_app, home):
    from scenes.screens.demo import DemoScene
    saved = a_players_save(home)
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    demo = DemoScene(app)
    app.stack.push(demo)
    first = demo.table
    for _ in range(3000):
        run(app, 10)
        if demo.table is not first:
            break
    assert demo.table is not first, "the demo never finished its first match"
    assert written() == saved


def test_a_table_of_ai_seats_never_touches_the_players_save(make_app, home):
    saved = a_players_save(home)
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(app.screens.table("procession", ["random", "normal"], 2, {"n": 4}))
    table = app.stack.top
    for _ in range(400):
        if table.session.state.is_over:
            break
        run(app, 5)
    assert table.session.state.is_over
    assert written() == saved


# -- messages ----------------------------------------------------------------------------


def test_a_long_message_wraps_inside_the_screen(make_app, monkeypatch):
    app = make_app()
    kept = "autosave.json.unreadable-20250101-120000-3"
    message = ("autosave.json could not be read (the save has no valid 'actions' and "
               f"several other things are wrong with it too); it was kept as {kept}.")
    drawn = []
    real = app.text.render

    def render(text, *args, **kwargs):
        surface = real(text, *args, **kwargs)
        drawn.append((text, surface.get_width()))
        return surface

    monkeypatch.setattr(app.text, "render", render)
    app.notify(message)
    run(app, 1)
    pieces = [(text, width) for text, width in drawn if text and text in message]
    assert " ".join(text for text, _ in pieces) == message
    assert all(width <= theme.WIDTH - 60 for _, width in pieces)
    assert any(kept in text for text, _ in pieces)


# -- quitting while the AI thinks ------------------------------------------------------

ENDLESS = "hard:100000"  # the longest search allowed: minutes, beyond any test that waited


def start_thinking(app) -> list:
    """Open a table whose AI seat begins an endless search; the worker processes."""
    import multiprocessing
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # the first hand dealt at once
    table = app.screens.table("serpent", [ENDLESS, "human"], 3, {})
    app.stack.push(table)
    run(app, 3)
    workers = multiprocessing.active_children()
    assert table.flow.thinking is not None and workers
    return workers


def post_key(name: str) -> None:
    code = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))


def test_closing_the_window_ends_a_search_under_way(make_app):
    import multiprocessing
    app = make_app(think_in_worker=True)
    workers = start_thinking(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(app.stack.pop())
    assert not any(worker.is_alive() for worker in workers)
    assert not multiprocessing.active_children()


def test_quit_on_the_menu_ends_a_search_left_running(make_app):
    import multiprocessing
    app = make_app(think_in_worker=True)
    workers = start_thinking(app)
    key(app, "escape")
    assert top(app) == "PauseScene"
    for _ in range(3):
        key(app, "down")
    assert app.stack.top.menu.current.label == "Quit to menu"
    key(app, "return")
    assert top(app) == "MainMenu"  # the worker still searches, unasked
    post_key("escape")  # the menu's Quit asks first, "No, stay" chosen
    post_key("down")
    post_key("return")
    app.run(app.stack.pop())
    assert not any(worker.is_alive() for worker in workers)
    assert not multiprocessing.active_children()
