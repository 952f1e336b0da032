"""Files an earlier Peek Parlor wrote still load, and files a newer one wrote are kept.

The samples in saved_by_e915c85/ are what the game wrote at commit e915c85, made with
tools/write_data_samples.py: settings.toml and setups.toml named no format version then,
and load as version 1; the JSON files named version 1 already.
"""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest

from game.registry import get_game
from scenes.core import preferences, storage
from scenes.match import history, setup_memory, statistics
from scenes.match.session import Session
from tests.scenes.conftest import run

SAMPLES = Path(__file__).parent / "saved_by_e915c85"


@pytest.fixture
def old_home(home):
    shutil.copytree(SAMPLES, home, dirs_exist_ok=True)
    return home


def test_settings_written_without_a_version_load_as_they_were_saved(old_home):
    assert "version" not in tomllib.loads((old_home / "settings.toml").read_text())
    prefs, problem = preferences.load()
    assert problem is None
    assert (prefs.music_volume, prefs.animation_speed, prefs.ai_pace) == (35, "fast", "instant")
    assert prefs.colour_blind_patterns and prefs.reaction_seconds == 3.5
    assert prefs.tutorials_offered == ["serpent"]
    assert prefs.keys["action_1"] == ["z"] and prefs.pad["hint"] == ["guide"]


def test_settings_saved_again_name_their_version_and_read_back_the_same(old_home):
    prefs, _ = preferences.load()
    preferences.save(prefs)
    table = tomllib.loads((old_home / "settings.toml").read_text())
    assert table["version"] == preferences.SETTINGS_VERSION
    assert preferences.load() == (prefs, None)


def test_the_setups_written_without_a_version_are_remembered(old_home):
    serpent = get_game("serpent")
    remembered, problem = setup_memory.recall(serpent)
    assert problem is None
    assert (remembered.seats, remembered.seed, remembered.device_mode) == (
        ["human", "hard"], 7, "shared")
    assert setup_memory.last_game() == ("serpent", None)
    remembered.seed = 8
    setup_memory.remember(serpent, remembered)
    saved = tomllib.loads((old_home / "setups.toml").read_text())
    assert saved["version"] == setup_memory.SETUPS_VERSION
    assert setup_memory.recall(serpent) == (remembered, None)


def test_the_autosave_resumes_exactly(old_home):
    record = storage.load_match()
    session = Session.from_record(record)
    assert session.info.id == "peek-and-run" and session.seats == ["human", "easy", "hard:300"]
    assert [[seat, text] for seat, text in session.actions] == record["actions"]
    assert len(session.actions) == 9


def test_the_statistics_load_and_go_on_counting(old_home):
    stats, problem = statistics.load()
    assert problem is None
    serpent = stats.games["serpent"]
    assert (serpent.matches, serpent.hands, serpent.points) == (1, 8, 33.0)
    assert serpent.opponents["normal"].lost == 1


def test_the_finished_match_is_in_replays_and_replays(old_home):
    matches, problems = history.finished_matches()
    assert problems == []
    assert [m["game"] for m in matches] == ["serpent"]
    replayed = Session.from_record(matches[0])
    assert replayed.state.is_over and matches[0]["result"] == "Normal wins, 33 \u2013 42"


def test_the_menu_opens_on_them_without_a_message(make_app, old_home):
    from scenes.screens.menu import MainMenu
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 3)
    assert app.toast is None and app.stack.top.saved is not None
    assert app.prefs.music_volume == 35
    assert sorted(path.name for path in old_home.iterdir()) == sorted(
        path.name for path in SAMPLES.iterdir())


# -- a newer Peek Parlor's files --------------------------------------------------------


@pytest.mark.parametrize("name, read", [
    ("settings.toml", lambda: preferences.load()[1]),
    ("setups.toml", lambda: setup_memory.last_game()[1]),
])
def test_settings_of_a_newer_version_are_set_aside_whole_with_a_line(home, name, read):
    newer = 'version = 2\nmusic_volume = 10\n[keys]\naction_1 = "a new shape"\n'
    (home / name).write_text(newer)
    message = read()
    kept = list(home.glob(f"{name}.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == newer
    assert message == (f"{name} could not be read (a newer Peek Parlor wrote it, in version 2); "
                       f"it was kept as {kept[0].name}.")
    assert not (home / name).exists()


def test_defaults_stand_in_for_newer_settings_and_are_saved_beside_them(home):
    (home / "settings.toml").write_text("version = 2\nmusic_volume = 10\n")
    prefs, _ = preferences.load()
    assert prefs == preferences.Preferences()
    preferences.save(prefs)
    assert tomllib.loads((home / "settings.toml").read_text())["version"] == 1
    assert [p.read_text() for p in home.glob("settings.toml.unreadable-*")] == [
        "version = 2\nmusic_volume = 10\n"]


@pytest.mark.parametrize("version", ["'two'", "0", "true", "1.5"])
def test_settings_with_a_version_that_is_not_one_are_set_aside(home, version):
    (home / "settings.toml").write_text(f"version = {version}\n")
    prefs, message = preferences.load()
    assert prefs == preferences.Preferences()
    assert "is not one Peek Parlor writes" in message and "kept as" in message


def newer_save() -> str:
    record = json.loads((SAMPLES / "autosave.json").read_text())
    return json.dumps({**record, "version": storage.SAVE_VERSION + 1, "new_field": [1, 2]})


def test_a_new_match_moves_a_newer_save_aside_instead_of_writing_over_it(make_app, home):
    newer = newer_save()
    storage.autosave_path().write_text(newer)
    app = make_app()
    table = app.screens.table("procession", ["human", "random"], 3, {"n": 5})
    kept = list(home.glob("autosave.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == newer
    assert app.toast and "newer Peek Parlor" in app.toast[0] and kept[0].name in app.toast[0]
    session = table.session
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    assert storage.load_match()["game"] == "procession"
    assert kept[0].read_text() == newer


def test_a_new_match_sets_a_damaged_save_aside_too(make_app, home):
    storage.autosave_path().write_text("{damaged")
    app = make_app()
    app.screens.table("procession", ["human", "random"], 3, {"n": 5})
    assert [p.read_text() for p in home.glob("autosave.json.unreadable-*")] == ["{damaged"]
    assert app.toast and "could not be read" in app.toast[0]


def test_a_table_of_ai_alone_leaves_a_newer_save_where_it_is(make_app, home):
    newer = newer_save()
    storage.autosave_path().write_text(newer)
    make_app().screens.table("procession", ["random", "random"], 3, {"n": 5})
    assert storage.autosave_path().read_text() == newer


def test_a_newer_finished_match_is_left_in_history_untouched(home):
    folder = home / "history"
    shutil.copytree(SAMPLES / "history", folder)
    path, = folder.iterdir()
    newer = json.dumps({**json.loads(path.read_text()), "version": storage.SAVE_VERSION + 1})
    path.write_text(newer)
    matches, problems = history.finished_matches()
    assert matches == [] and len(problems) == 1 and "newer Peek Parlor" in problems[0]
    assert path.read_text() == newer
