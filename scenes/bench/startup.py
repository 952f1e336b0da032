"""Start-up to the first frame: Peek Parlor against a bare pygame window.

Each is launched as a fresh process, in turn (ours, bare, ours, bare ...), so that
both see the same machine.  A small launcher notes, at the first frame shown, the
wall-clock time and the CPU time the process has used so far; the ratio is of CPU
time, which other programs on a loaded machine do not swing, with wall time beside.
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
ROOT = Path(__file__).resolve().parents[2]  # the clone, or site-packages when installed
# argv: stamp file, then the code to run.
LAUNCHER = """\
import sys, time
import pygame
stamp, code = sys.argv[1], sys.argv[2]
def noted(show):
    def first_frame(*args):
        show(*args)
        if not first_frame.noted:
            with open(stamp, "w") as out:
                out.write(f"{time.time()!r} {time.process_time()!r}")
        first_frame.noted = True
    first_frame.noted = False
    return first_frame
pygame.display.flip = noted(pygame.display.flip)
pygame.display.update = noted(pygame.display.update)
sys.argv = ["-c"]
exec(code)
"""
# What `python main.py` and the installed `peek-parlor` command both run:
OURS = "from scenes.cli import main; main(['--headless', '--frames', '1'])"
BARE_WINDOW = ("import pygame; pygame.init(); "
               "pygame.display.set_mode((1280, 720)).fill((0, 0, 0)); pygame.display.flip()")


def startup_figures(runs: int = RUNS) -> dict:
    """Medians of `runs` launches each, in ms, and the ratios of ours to the bare one."""
    ours, bare = [], []
    for _ in range(runs):
        ours.append(first_frame(OURS))
        bare.append(first_frame(BARE_WINDOW))
    wall, cpu = (statistics.median(t[0] for t in ours), statistics.median(t[1] for t in ours))
    bare_wall, bare_cpu = (statistics.median(t[0] for t in bare),
                           statistics.median(t[1] for t in bare))
    return {"startup_ms": round(wall, 1), "bare_startup_ms": round(bare_wall, 1),
            "startup_cpu_ms": round(cpu, 1), "bare_startup_cpu_ms": round(bare_cpu, 1),
            "startup_ratio": round(cpu / bare_cpu, 2),
            "startup_wall_ratio": round(wall / bare_wall, 2)}


def first_frame(code: str) -> tuple[float, float]:
    """(wall ms from launch, CPU ms used) at the first frame the process shows."""
    with tempfile.TemporaryDirectory() as folder:
        stamp = os.path.join(folder, "first-frame")
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PEEK_PARLOR_HOME": folder}
        launched = time.time()
        subprocess.run([sys.executable, "-c", LAUNCHER, stamp, code], cwd=ROOT, env=env,
                       check=True, capture_output=True)
        with open(stamp) as noted:
            shown, cpu = (float(n) for n in noted.read().split())
        return (shown - launched) * 1000, cpu * 1000
