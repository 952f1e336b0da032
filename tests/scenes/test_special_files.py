"""Files that are not files: a named pipe, a device, a folder, or one far too large in
place of the game's own.  None of them may hang the game or fill its memory: each is
refused with one line and set aside (the pipe or link itself renamed, never deleted).

A read that blocked on a pipe would hang the test for ever: `hang_guard` ends it with a
failure instead (SIGALRM interrupts the blocked call).
"""

from __future__ import annotations

import json
import os
import signal

import pytest

from scenes.core import storage
from scenes.screens.menu import MainMenu
from tests.scenes.conftest import key, run, top

GUARD_SECONDS = 20  # only ever reached if a read blocks


class Hung(Exception):
    pass


@pytest.fixture(autouse=True)
def hang_guard():
    def hung(*_):
        raise Hung("the game blocked reading a file")

    before = signal.signal(signal.SIGALRM, hung)
    signal.alarm(GUARD_SECONDS)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, before)


def pipe(path):
    os.mkfifo(path)
    return path


def link(path, target):
    os.symlink(target, path)
    return path


def set_aside(home, name, folder=""):
    """The files `name` was renamed to, in `folder` of the data folder."""
    return list((home / folder).glob(f"{name}.unreadable-*"))


def start_menu(make_app):
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 3)
    return app


@pytest.mark.parametrize("make_it, says", [
    (pipe, "it is a named pipe, not a file"),
    (lambda path: link(path, "/dev/zero"), "it is a device, not a file"),
    (lambda path: path.mkdir() or path, "it is a folder, not a file"),
], ids=["a named pipe", "a link to /dev/zero", "a folder"])
def test_an_autosave_that_is_no_file_is_set_aside_and_the_menu_opens(make_app, home,
                                                                     make_it, says):
    make_it(storage.autosave_path())
    app = start_menu(make_app)
    assert top(app) == "MainMenu" and app.stack.top.saved is None
    assert app.toast and app.toast[0].startswith(f"autosave.json could not be read ({says})")
    assert len(set_aside(home, "autosave.json")) == 1
    assert not os.path.lexists(storage.autosave_path())


def test_settings_linked_to_an_endless_device_are_set_aside(make_app, home):
    from scenes.core.preferences import Preferences
    link(storage.settings_path(), "/dev/urandom")
    app = start_menu(make_app)
    assert app.prefs == Preferences()
    assert app.toast and "settings.toml could not be read (it is a device" in app.toast[0]
    [kept] = set_aside(home, "settings.toml")
    assert os.readlink(kept) == "/dev/urandom"  # the link itself, kept


def test_an_autosave_far_too_large_is_set_aside_unread(make_app, home):
    huge = b'{"version": 1, "padding": "' + b"x" * storage.RECORD_LIMIT + b'"}'
    storage.autosave_path().write_bytes(huge)
    app = start_menu(make_app)
    assert app.toast and "autosave.json could not be read (it is larger than 16 MB)" \
        in app.toast[0]
    [kept] = set_aside(home, "autosave.json")
    assert kept.stat().st_size == len(huge)


def test_statistics_that_are_a_pipe_are_set_aside_and_the_screen_opens(make_app, home):
    from tests.scenes.drivers import open_statistics
    pipe(storage.statistics_path())
    app = start_menu(make_app)
    screen = open_statistics(app)
    assert screen.stats is not None and not screen.stats.games
    assert app.toast and app.toast[0].startswith(
        "statistics.json could not be read (it is a named pipe, not a file)")
    assert len(set_aside(home, "statistics.json")) == 1


def test_a_pipe_in_the_history_is_set_aside_and_the_replays_open(make_app, home):
    from tests.scenes.drivers import finished_session, open_replays
    finished_session()  # one good record, kept as the match ends
    storage.flush_saves()
    pipe(home / "history" / "20200101-000000-000000000-serpent.json")
    app = start_menu(make_app)
    open_replays(app)
    assert len(app.stack.top.matches) == 1
    assert "it is a named pipe, not a file" in app.toast[0]
    assert len(set_aside(home, "20200101-000000-000000000-serpent.json", "history")) == 1
    key(app, "escape")
    assert top(app) == "MainMenu"


def test_a_save_read_back_holds_what_was_written(home):
    """The limits leave the game's own files alone: a long save reads back whole."""
    record = {"game": "procession", "options": {"n": 5}, "seed": 3,
              "seats": ["human", "random"], "actions": [[0, "flip 4"]] * 20_000}
    storage.save_match(record)
    assert storage.load_match() == {"version": storage.SAVE_VERSION, **record}
    assert len(json.dumps(record)) < storage.RECORD_LIMIT
