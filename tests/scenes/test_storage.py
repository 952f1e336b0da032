"""Saves and settings on disk: atomic, and never lost when they can't be read."""

import json

import pytest

from game.registry import get_game
from scenes.core import storage
from scenes.match.recorder import Recorder
from scenes.match.session import Session


def test_save_round_trips(home):
    record = {"game": "procession", "options": {"n": 5}, "seed": 3, "seats": ["human", "random"],
              "actions": [[0, "flip 4"]]}
    storage.save_match(record)
    assert storage.load_match() == {"version": storage.SAVE_VERSION, **record}


@pytest.mark.parametrize("content", ['{"game": "procession", "seed"', "\x00\x01garbage",
                                     '["a list"]', '{"version": 1, "game": 4}'])
def test_unreadable_save_is_set_aside_not_deleted(home, content):
    path = storage.autosave_path()
    path.write_text(content)
    with pytest.raises(storage.Unreadable) as refusal:
        storage.load_match()
    assert "kept as autosave.json.unreadable-" in str(refusal.value)
    kept = list(home.glob("autosave.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    assert storage.load_match() is None


def test_save_from_a_newer_version_is_refused_and_left_alone(home):
    path = storage.autosave_path()
    path.write_text(json.dumps({"version": 99, "game": "procession"}))
    with pytest.raises(storage.Unreadable) as refusal:
        storage.load_match()
    assert "newer Peek Parlor" in str(refusal.value)
    assert path.exists()


def test_atomic_write_leaves_no_temp_files(home):
    for n in range(5):
        storage.save_match({"game": "x", "options": {}, "seed": n, "seats": [], "actions": []})
    assert sorted(p.name for p in home.iterdir()) == ["autosave.json"]


def test_session_autosaves_every_move_and_resumes_exactly(home):
    info = get_game("procession")
    session = Session(info, ["human", "human"], seed=8, options={"n": 8}, recorder=Recorder())
    for _ in range(3):
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[-1])
        saved = storage.load_match()
        assert len(saved["actions"]) == len(session.actions)
    resumed = Session.from_record(storage.load_match())
    assert resumed.state.view(None) == session.state.view(None)


def test_a_save_that_no_longer_replays_is_reported(home):
    record = {"game": "procession", "options": {"n": 5}, "seed": 3, "seats": ["human", "human"],
              "actions": [[0, "flip 9"]]}
    with pytest.raises(ValueError, match="could not be resumed"):
        Session.from_record(record)


def test_finished_match_clears_the_autosave(home):
    info = get_game("procession")
    session = Session(info, ["human", "human"], seed=1, options={"n": 3}, recorder=Recorder())
    while not session.state.is_over:
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    assert storage.load_match() is None


def test_a_save_that_does_not_replay_is_set_aside_from_continue(make_app, home):
    from scenes.screens.menu import MainMenu
    from tests.scenes.conftest import key, top
    storage.save_match({"game": "procession", "options": {"n": 5}, "seed": 3,
                        "seats": ["human", "human"], "actions": [[0, "flip 9"]]})
    app = make_app()
    app.stack.push(MainMenu(app))
    app.frame()
    key(app, "down")
    assert app.stack.top.menu.current.label == "Continue"
    key(app, "return")
    assert top(app) == "MainMenu"
    assert app.toast and "could not be resumed" in app.toast[0]
    assert list(home.glob("autosave.json.unreadable-*"))
    assert storage.load_match() is None
