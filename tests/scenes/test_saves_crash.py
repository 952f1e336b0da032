"""Saves survive a kill at any moment, and files that can't be used are set aside
(never deleted) with a message while the game still starts."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.core import action_from_text
from game.registry import get_game
from scenes.core import storage
from scenes.match.session import Session
from tests.scenes.conftest import run, top

ROOT = Path(__file__).resolve().parents[2]
KILLS = 20
GAMES = ("peek-and-run", "serpent", "precognition", "procession", "peeper", "no-lookie")

# Resumes the autosave if there is one, else starts a match; plays random legal moves
# for ever, one a frame (a finished match clears the save and a new one starts).
PLAYER = textwrap.dedent("""
    import random, sys, time
    from game.registry import get_game
    from scenes.core import storage
    from scenes.match.recorder import Recorder
    from scenes.match.session import Session

    game_id, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    record = storage.load_match()
    session = Session.from_record(record, Recorder()) if record else None
    print("resumed" if session else "fresh", flush=True)
    while True:
        if session is None or session.state.is_over:
            info = get_game(game_id)
            seats = ["human"] + ["random"] * (info.default_seats - 1)
            session = Session(info, seats, rng.randrange(10**6), {}, recorder=Recorder())
        seat = rng.choice(session.state.to_act())
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        time.sleep(1 / 60)
""")


def fresh_replay(record):
    info = get_game(record["game"])
    state = info.start(len(record["seats"]), record["options"], record["seed"])
    for seat, text in record["actions"]:
        state.apply(seat, action_from_text(state, seat, text))
    return state


def test_killed_at_random_moments_the_save_always_resumes_exactly(home):
    rng = random.Random(2024)
    env = dict(os.environ, PEEK_PARLOR_HOME=str(home), PYTHONPATH=str(ROOT))
    resumed_saves = 0
    for kill in range(KILLS):
        game_id = GAMES[kill % len(GAMES)]
        child = subprocess.Popen([sys.executable, "-c", PLAYER, game_id, str(kill)],
                                 cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        try:
            first = child.stdout.readline()  # started, and past any resume
            assert first.strip() in ("fresh", "resumed"), child.stderr.read()
            time.sleep(rng.uniform(0.2, 0.8))
            assert child.poll() is None, f"the player stopped: {child.stderr.read()}"
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stdout.close()
            child.stderr.close()
        record = storage.load_match()
        if record is None:
            continue  # killed just after a match ended (the save was cleared)
        resumed = Session.from_record(record)
        assert resumed.actions == [(s, t) for s, t in record["actions"]]
        assert resumed.state.view(None) == fresh_replay(record).view(None)
        for seat in range(len(record["seats"])):
            assert resumed.state.view(seat) == fresh_replay(record).view(seat)
        resumed_saves += 1
    assert resumed_saves >= KILLS // 2
    assert not list(home.glob("autosave.json.unreadable-*")), "a save was damaged"
    # a kill mid-write leaves a temp file; once stale, the next load sweeps it away
    stale = time.time() - 2 * storage.STALE_TEMP_SECONDS
    for temp in home.glob(".autosave.json.*.tmp"):
        os.utime(temp, (stale, stale))
    storage.load_match()
    assert not list(home.glob(".autosave.json.*.tmp"))


def test_a_recent_temp_file_is_left_for_the_writer_that_owns_it(home):
    temp = home / ".autosave.json.inflight.tmp"
    temp.write_text("{")
    assert storage.load_match() is None
    assert temp.exists()


# -- files that can't be used ---------------------------------------------------------

VALID = {"version": storage.SAVE_VERSION, "game": "procession", "options": {"n": 5},
         "seed": 3, "seats": ["human", "random"], "actions": [[0, "flip 4"]]}

BAD_SAVES = {
    "corrupt": b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe garbage",
    "truncated": json.dumps(VALID).encode()[:37],
    "empty": b"",
    "foreign JSON": json.dumps({"name": "someone else's app", "level": 3}).encode(),
    "foreign TOML": b'title = "not a save"\n[owner]\nname = "x"\n',
    "wrong types": json.dumps({**VALID, "seed": "three"}).encode(),
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "an infinite seat": json.dumps(VALID).replace('[[0, "flip 4"]]',
                                                  '[[Infinity, "x"]]').encode(),
    "a seat by name": json.dumps({**VALID, "actions": [["zero", "flip 4"]]}).encode(),
    "options nested deep": json.dumps(VALID).replace('{"n": 5}', "[" * 5000 + "]" * 5000)
                                            .encode(),
}

BAD_SETTINGS = {
    "corrupt": b"\x00\x01\x02\xff\xfe\xfd",
    "truncated": b'music_volume = 40\neffects_volume = 7\nanimation_speed = "fa',
    "foreign JSON": json.dumps({"music_volume": 10}).encode(),
    "a key that is a number": b"[keys]\nup = 5\n",
    "a key list holding a number": b"[keys]\nup = [5]\n",
    "an unknown action": b'[pad]\nbogus = ["a"]\n',
    "a button list of lists": b'[pad]\nup = [["a"]]\n',
    "a button that is a number": b"[pad]\nup = 3\n",
    "an unknown button": b'[pad]\nup = ["turbo"]\n',
    "keys that are not a table": b'keys = "wasd"\n',
    "nested 500 deep": b"a = " + b"[" * 500 + b"]" * 500 + b"\n",
    "nested 1000 deep": b"[keys]\nup = " + b"[" * 1000 + b"]" * 1000 + b"\n",
}


def start_menu(make_app):
    from scenes.screens.menu import MainMenu
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 5)
    return app


@pytest.mark.parametrize("kind", BAD_SAVES)
def test_an_unusable_save_is_set_aside_and_the_game_starts(make_app, home, kind):
    content = BAD_SAVES[kind]
    storage.autosave_path().write_bytes(content)
    app = start_menu(make_app)
    assert top(app) == "MainMenu" and app.stack.top.saved is None
    assert app.toast and "could not be read" in app.toast[0] and "kept as" in app.toast[0]
    kept = list(home.glob("autosave.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert kept[0].name in app.toast[0]
    assert not storage.autosave_path().exists()


def test_a_save_from_a_newer_version_is_refused_and_kept(make_app, home):
    newer = json.dumps({**VALID, "version": storage.SAVE_VERSION + 1})
    storage.autosave_path().write_text(newer)
    app = start_menu(make_app)
    assert top(app) == "MainMenu" and app.stack.top.saved is None
    assert app.toast and "newer Peek Parlor" in app.toast[0]
    assert storage.autosave_path().read_text() == newer
    assert not list(home.glob("autosave.json.unreadable-*"))


def test_a_save_that_no_longer_replays_is_explained(make_app, home):
    storage.autosave_path().write_text(json.dumps({**VALID, "actions": [[0, "flip 99"]]}))
    app = start_menu(make_app)
    menu = app.stack.top
    assert menu.saved is not None
    menu.continue_saved()
    run(app, 2)
    assert top(app) == "MainMenu"
    assert app.toast and "could not be resumed" in app.toast[0]


@pytest.mark.parametrize("change", [{"seats": [None, None]}, {"seats": ["robot", "human"]},
                                    {"game": "chess"}, {"options": {"n": 99}},
                                    {"actions": [[0]]}, {"actions": [7]},
                                    {"actions": [[float("inf"), "x"]]},
                                    {"actions": [[float("nan"), "x"]]},
                                    {"options": {"n": float("inf")}}])
def test_a_hand_edited_save_is_refused_with_a_message(home, change):
    with pytest.raises(ValueError, match="could not be resumed"):
        Session.from_record({**VALID, **change})


@pytest.mark.parametrize("kind", BAD_SETTINGS)
def test_unreadable_settings_are_set_aside_and_defaults_used(make_app, home, kind):
    from scenes.core.preferences import Preferences
    content = BAD_SETTINGS[kind]
    storage.settings_path().write_bytes(content)
    app = start_menu(make_app)
    assert top(app) == "MainMenu"
    assert app.prefs == Preferences()
    assert app.toast and "settings.toml could not be read" in app.toast[0]
    kept = list(home.glob("settings.toml.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    app.save_prefs()  # the next save writes a clean file beside the one set aside
    assert storage.read_toml(storage.settings_path())["music_volume"] == Preferences().music_volume


def test_settings_with_odd_values_keep_what_is_good(make_app, home):
    storage.settings_path().write_text(
        'music_volume = "loud"\neffects_volume = 250\nanimation_speed = "warp"\n'
        'fullscreen = 1\nai_pace = "instant"\n[unknown_table]\nx = 1\n')
    app = start_menu(make_app)
    assert app.prefs.music_volume == 60 and app.prefs.effects_volume == 100
    assert app.prefs.animation_speed == "normal" and app.prefs.fullscreen is False
    assert app.prefs.ai_pace == "instant"
    assert not list(home.glob("settings.toml.unreadable-*"))


def test_a_damaged_save_and_settings_together_still_start(make_app, home):
    storage.autosave_path().write_bytes(BAD_SAVES["truncated"])
    storage.settings_path().write_bytes(BAD_SETTINGS["corrupt"])
    app = start_menu(make_app)
    assert top(app) == "MainMenu"
    assert len(list(home.glob("*.unreadable-*"))) == 2
    shown = []
    for _ in range(900):  # fifteen seconds: each message gets its turn
        if app.toast and app.toast[0] not in shown:
            shown.append(app.toast[0])
        app.frame()
    assert [m.split()[0] for m in shown] == ["settings.toml", "autosave.json"]


def test_a_partial_key_table_keeps_the_other_keys(make_app, home):
    from tests.scenes.conftest import key
    storage.settings_path().write_text('[keys]\nup = ["i", "no such key"]\n')
    app = start_menu(make_app)
    assert app.prefs.keys["up"] == ["i"]  # the name no key has is dropped, and said
    assert app.toast and app.toast[0] == "settings.toml: no key is called 'no such key'."
    assert not list(home.glob("settings.toml.unreadable-*"))
    key(app, "down")  # still bound: the table named only "up"
    assert app.stack.top.menu.index != 0
    key(app, "i")
    assert app.stack.top.menu.index == 0


@pytest.mark.parametrize("seat", ["hard:99999999999999999999999", "hard:1e400ms", "normal:5"])
def test_a_save_with_an_agent_it_can_not_seat_is_refused_with_a_notice(make_app, home, seat):
    saved = {**VALID, "seats": ["human", seat], "actions": []}  # the player's turn
    storage.autosave_path().write_text(json.dumps(saved))
    app = start_menu(make_app)
    menu = app.stack.top
    assert menu.menu.select("Continue")
    menu.continue_saved()
    run(app, 2)
    assert top(app) == "MainMenu"
    assert app.toast and app.toast[0].startswith("The saved match could not be resumed")
    assert seat in app.toast[0]
    assert len(list(home.glob("autosave.json.unreadable-*"))) == 1


# -- temp files left by a kill -----------------------------------------------------------


def test_stale_temp_files_anywhere_in_the_data_folder_are_swept_at_start(make_app, home):
    (home / "history").mkdir()
    stale = [home / "history" / ".20250101-120000-000000001-serpent.json.k2j3.tmp",
             home / ".statistics.json.a1b2.tmp", home / ".settings.toml.c3d4.tmp",
             home / ".setups.toml.e5f6.tmp", home / ".probe.g7h8.tmp"]
    recent = home / "history" / ".20250101-120000-000000002-serpent.json.m9n0.tmp"
    long_ago = time.time() - 2 * storage.STALE_TEMP_SECONDS
    for temp in stale + [recent]:
        temp.write_text("{")
    for temp in stale:
        os.utime(temp, (long_ago, long_ago))
    start_menu(make_app)
    assert [temp for temp in stale if temp.exists()] == []
    assert recent.exists()  # another copy of the game may be writing it
