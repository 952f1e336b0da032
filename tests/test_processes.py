"""The AI worker never outlives the game, quitting never waits for a search, and
Ctrl+C quits as Quit does, from any screen, without a traceback.

The largest search budget the game allows stands for "endless" (minutes of Serpent on
any machine): if quitting waited for it, these tests would hang until their guard ran
out.  Processes of one run are found by the private data folder in their environment,
which every child inherits.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENDLESS = "hard:100000"
HANG_GUARD = 60  # seconds: only ever reached if something hangs
QUIT_GUARD = 10  # seconds for a quit that should take a fraction of one
FIRST_FRAME = "first-frame"


def start_game(home: Path, *args, **popen) -> subprocess.Popen:
    """A match whose AI seat, first to move, begins an endless search."""
    return launch(home, "--game", "serpent", "--seats", f"{ENDLESS},human", "--seed", "3",
                  *args, **popen)


def launch(home: Path, *args, **popen) -> subprocess.Popen:
    """The game, headless, its output going to files: a worker left behind would hold
    pipes open.  It writes FIRST_FRAME once its first frame is shown."""
    env = {**os.environ, "PEEK_PARLOR_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PEEK_PARLOR_FIRST_FRAME_FILE": str(home / FIRST_FRAME)}
    with open(home / "out.txt", "w") as out, open(home / "errors.txt", "w") as errors:
        return subprocess.Popen([sys.executable, "main.py", "--headless", *args],
                                cwd=ROOT, env=env, stdout=out, stderr=errors, **popen)


def processes_of(home: Path) -> set[int]:
    """Live processes started for the run whose data folder is `home`."""
    marker = f"PEEK_PARLOR_HOME={home}\0".encode()
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if marker in (entry / "environ").read_bytes():
                found.add(int(entry.name))
        except OSError:
            continue
    return found


def wait_until(condition, what: str) -> None:
    deadline = time.monotonic() + HANG_GUARD
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"still waiting: {what}")
        time.sleep(0.1)


def test_the_end_of_frames_does_not_wait_for_a_search(tmp_path):
    game = start_game(tmp_path, "--frames", "90")
    try:
        game.wait(timeout=HANG_GUARD)
    finally:
        game.kill()
    errors = (tmp_path / "errors.txt").read_text()
    assert game.returncode == 0, errors
    assert "Traceback" not in errors
    wait_until(lambda: not processes_of(tmp_path), "a process of the game is still running")


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGHUP, signal.SIGTERM],
                         ids=["SIGKILL", "SIGHUP", "SIGTERM"])
def test_a_killed_game_leaves_no_process_behind(tmp_path, sig):
    game = start_game(tmp_path)
    try:
        # the game and its worker (the search has begun: the AI moves first)
        wait_until(lambda: len(processes_of(tmp_path)) >= 2, "the worker never started")
        game.send_signal(sig)
        game.wait(timeout=HANG_GUARD)
    finally:
        game.kill()
        game.wait()
    wait_until(lambda: not processes_of(tmp_path), "the worker outlived the game")


# -- Ctrl+C ------------------------------------------------------------------------------


def ctrl_c(game: subprocess.Popen) -> None:
    """What a terminal does on Ctrl+C: SIGINT to the game and every process it started
    (the game was launched as the leader of a process group of its own)."""
    assert os.getpgid(game.pid) == game.pid
    os.killpg(game.pid, signal.SIGINT)


def ends_by_itself(game: subprocess.Popen) -> bool:
    """Whether the game ends within `QUIT_GUARD` (polled); killed if it does not."""
    deadline = time.monotonic() + QUIT_GUARD
    while game.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    if game.poll() is None:
        game.kill()
        game.wait()
        return False
    return True


def shown_for(home: Path, seconds: float) -> bool:
    """Whether the game's first frame was shown at least `seconds` ago."""
    try:
        return time.time() - float((home / FIRST_FRAME).read_text()) >= seconds
    except (OSError, ValueError):  # not yet shown, or the time still being written
        return False


def quits_cleanly_on_ctrl_c(game: subprocess.Popen, home: Path, ready, what: str) -> None:
    """Once `ready()`, Ctrl+C: the game ends by itself, with status 0 and no traceback,
    and leaves no process behind."""
    try:
        wait_until(ready, what)
        ctrl_c(game)
        assert ends_by_itself(game), "Ctrl+C did not quit the game"
    finally:
        game.kill()
        game.wait()
    errors = (home / "errors.txt").read_text()
    assert game.returncode == 0 and "Traceback" not in errors, errors
    wait_until(lambda: not processes_of(home), "a process of the game is still running")


def test_ctrl_c_on_the_menu_quits_at_once_without_a_traceback(tmp_path):
    game = launch(tmp_path, start_new_session=True)
    quits_cleanly_on_ctrl_c(game, tmp_path, lambda: shown_for(tmp_path, 0.5),
                            "the menu never showed")  # well into the menu's loop


def test_ctrl_c_mid_match_quits_and_keeps_the_match_for_continue(tmp_path):
    game = launch(tmp_path, "--game", "serpent", "--seats", "normal,human", "--seed", "3",
                  start_new_session=True)
    save = tmp_path / "autosave.json"
    quits_cleanly_on_ctrl_c(game, tmp_path, save.exists, "the AI's first move was never saved")
    record = json.loads(save.read_text())
    assert record["seats"] == ["normal", "human"] and len(record["actions"]) >= 1


def test_ctrl_c_as_the_ai_starts_thinking_leaves_no_traceback(tmp_path):
    """The worker, started with the table, is still starting up (importing the game)
    when Ctrl+C reaches it, just after the first frame."""
    game = start_game(tmp_path, start_new_session=True)
    quits_cleanly_on_ctrl_c(game, tmp_path, lambda: shown_for(tmp_path, 0),
                            "the table never showed")


WORKER_HIT_AT_BIRTH = """
import os, signal
from scenes.match import thinking
if __name__ == "__main__":
    worker = thinking.worker_pool()
    os.kill(worker.process.pid, signal.SIGINT)  # it is still starting Python up
    worker.wait_ready()
    print("ready", flush=True)
    thinking.shut_down()
"""


def test_a_worker_given_ctrl_c_as_it_starts_lives_on_without_a_word(tmp_path):
    script = tmp_path / "worker_hit_at_birth.py"
    script.write_text(WORKER_HIT_AT_BIRTH)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PEEK_PARLOR_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, str(script)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=HANG_GUARD, check=False)
    assert done.stdout == "ready\n" and done.stderr == "", done.stderr
