"""The AI worker never outlives the game, and quitting never waits for a search.

The largest search budget the game allows stands for "endless" (minutes of Serpent on
any machine): if quitting waited for it, these tests would hang until their guard ran
out.  Processes of one run are found by the private data folder in their environment,
which every child inherits.
"""

from __future__ import annotations

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


def start_game(home: Path, *args) -> subprocess.Popen:
    """The game, its output going to files: a worker left behind would hold pipes open."""
    env = {**os.environ, "PEEK_PARLOR_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    with open(home / "out.txt", "w") as out, open(home / "errors.txt", "w") as errors:
        return subprocess.Popen([sys.executable, "main.py", "--headless", "--game", "serpent",
                                 "--seats", f"{ENDLESS},human", "--seed", "3", *args],
                                cwd=ROOT, env=env, stdout=out, stderr=errors)


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
