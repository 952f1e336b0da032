"""Playing by ear (scenes/core/speech.py): every screen and move said, off the frame,
the newest line first; `--speak-to FILE` keeps every line for a check."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
from pathlib import Path

from scenes.core.speech import MISSING, LineFile, Speech
from tests.scenes.conftest import key, run, top

ROOT = Path(__file__).resolve().parents[2]


class Voice:
    """A voice that keeps what it was given, and can be held busy."""

    def __init__(self):
        self.said, self.free = [], threading.Event()
        self.free.set()

    def speak(self, text):
        self.free.wait(5)
        self.said.append(text)


def test_a_frames_lines_are_one_utterance_and_a_file_keeps_every_one(tmp_path):
    speech = Speech(record=LineFile(tmp_path / "spoken.txt"))
    speech.say("Serpent")
    speech.say("Your turn, Red")
    speech.commit()
    speech.say("Give 7♠ to Blue, face up")
    speech.commit()
    speech.close()
    assert (tmp_path / "spoken.txt").read_text().splitlines() == [
        "Serpent. Your turn, Red.", "Give 7♠ to Blue, face up."]


def test_closing_waits_for_the_lines_still_being_written(tmp_path):
    class SlowFile(LineFile):
        def speak(self, text):
            time.sleep(0.05)
            super().speak(text)
    speech = Speech(record=SlowFile(tmp_path / "spoken.txt"))
    for number in range(5):
        speech.say(f"line {number}")
        speech.commit()
    speech.close()
    assert (tmp_path / "spoken.txt").read_text().splitlines() == [
        f"line {number}." for number in range(5)]


def test_new_speech_takes_the_place_of_stale_speech():
    voice = Voice()
    speech = Speech(voice)
    voice.free.clear()  # the voice is busy with the first line...
    speech.say("one")
    speech.commit()
    for words in ("two", "three", "four"):  # ...while the player moves on three times
        speech.say(words)
        speech.commit()
    voice.free.set()
    speech.close()
    assert voice.said[-1] == "four." and "two." not in voice.said and "three." not in voice.said


def test_a_focus_that_did_not_move_is_not_said_again(tmp_path):
    speech = Speech(record=LineFile(tmp_path / "spoken.txt"))
    for focus in ("Play", "Play", "Continue", "Continue", "Play"):
        speech.say_focus(focus)
        speech.commit()
    speech.close()
    assert (tmp_path / "spoken.txt").read_text().splitlines() == ["Play.", "Continue.", "Play."]


def test_without_its_libraries_speech_says_so_in_one_line_and_the_game_goes_on(make_app,
                                                                               monkeypatch):
    import scenes.core.speech as speech_module

    def missing(*args, **kwargs):
        raise ImportError("no speech here")
    monkeypatch.setattr(speech_module.ScreenReader, "__init__", missing)
    monkeypatch.setattr(speech_module.SystemVoice, "__init__", missing)
    app = make_app(speech=True)
    assert app.toast is not None and app.toast[0] == MISSING
    assert not app.speech.on
    run(app, 2)


def test_the_menu_setup_a_table_and_its_results_are_said_end_to_end(make_app, tmp_path):
    spoken = tmp_path / "spoken.txt"
    app = make_app(speak_to=str(spoken))
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(app.screens.make("menu", "procession"))
    run(app, 2)
    key(app, "return")  # Play
    assert top(app) == "SetupScene"
    key(app, "down")
    while app.stack.top.menu.current.label != "Start":
        key(app, "down")
    key(app, "return")
    table = app.stack.top
    for _ in range(3000):  # the seed is random: however long the match, to its results
        if top(app) == "ResultsOverlay":
            break
        if top(app) == "ProcessionTable" and table.my_turn():
            key(app, "return", frames=1)
        run(app, 1)
    assert top(app) == "ResultsOverlay"
    run(app, 5)
    app.speech.close()
    said = spoken.read_text()
    assert said.startswith("Peek Parlor. Main menu. Procession is chosen.")
    assert "Set up Procession." in said and "Procession." in said
    assert "your move, Red." in said and "Flip digit" in said  # the cursor's move, in words
    for line in said.splitlines():  # a move is said once, though the log and news tell it
        sentences = re.split(r"(?<=[.!?])\s+", line)
        assert all(a != b for a, b in zip(sentences, sentences[1:])), line
    assert "Red flipped" in said or "You flipped" in said or "flipped digit" in said
    assert "Match over." in said and ("1st" in said or "wins" in said)


def test_speak_to_on_the_command_line_writes_the_lines(tmp_path):
    spoken = tmp_path / "spoken.txt"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PEEK_PARLOR_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "main.py", "--headless", "--frames", "20",
                             "--speak-to", str(spoken)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert spoken.read_text().startswith("Peek Parlor. Main menu.")


def test_the_transcript_tool_prints_what_a_listening_player_hears(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PEEK_PARLOR_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "tools/by_ear_transcript.py", "--game", "serpent",
                             "--seconds", "12"], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("[00:00.0] Serpent.")
    assert all(re.match(r"\[\d\d:\d\d\.\d\] \S", line) for line in lines)
    assert any(re.search(r"\bRed (led|answered|could not follow)", line)
               for line in lines), lines  # the listening player made a move
