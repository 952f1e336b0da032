"""Start-up to the first frame: Peek Parlor against a bare pygame window.

Each is launched as a fresh process, in turn (ours, bare, ours, bare ...), so that
both see the same machine; each writes the wall-clock time of its first frame to a
file, read against the time it was launched.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 5
ROOT = Path(__file__).resolve().parent.parent
BARE_WINDOW = ("import pygame, sys, time; pygame.init(); "
               "s = pygame.display.set_mode((1280, 720)); s.fill((0, 0, 0)); "
               "pygame.display.flip(); open(sys.argv[1], 'w').write(repr(time.time()))")


def startup_figures(runs: int = RUNS) -> dict:
    """Medians of `runs` launches each, in ms, and their ratio."""
    ours, bare = [], []
    for _ in range(runs):
        ours.append(first_frame_ms([sys.executable, "main.py", "--headless", "--frames", "1"]))
        bare.append(first_frame_ms([sys.executable, "-c", BARE_WINDOW], stamp_as_argument=True))
    ours_ms, bare_ms = statistics.median(ours), statistics.median(bare)
    return {"startup_ms": round(ours_ms, 1), "bare_startup_ms": round(bare_ms, 1),
            "startup_ratio": round(ours_ms / bare_ms, 2)}


def first_frame_ms(command: list[str], stamp_as_argument: bool = False) -> float:
    with tempfile.TemporaryDirectory() as folder:
        stamp = os.path.join(folder, "first-frame")
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PEEK_PARLOR_FIRST_FRAME_FILE": stamp,
               "PEEK_PARLOR_HOME": folder}
        launched = time.time()
        subprocess.run(command + ([stamp] if stamp_as_argument else []), cwd=ROOT, env=env,
                       check=True, capture_output=True)
        with open(stamp) as shown:
            return (float(shown.read()) - launched) * 1000
