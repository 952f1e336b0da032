"""`python main.py --bench --headless`: CPU time per frame for each scene.

Each registered table is played by AI seats with animations running; the menu runs
its own animation.  Against them stands a bare reference frame (clear, 60 card
blits, 30 cached texts, flip) measured in the same run.  Also measured: time from
process start to the first menu frame (against a bare pygame window) and peak memory.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FRAMES = 240
ROOT = Path(__file__).resolve().parent.parent


def figures(samples: list[float]) -> dict:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"p50_ms": round(statistics.median(ordered) * 1000, 3),
            "p99_ms": round(p99 * 1000, 3), "max_ms": round(ordered[-1] * 1000, 3)}


def time_frames(step, frames: int = FRAMES) -> list[float]:
    samples = []
    for _ in range(frames):
        began = time.perf_counter()
        step()
        samples.append(time.perf_counter() - began)
    return samples


def reference_frame(app):
    import pygame
    from scenes.widgets.backdrop import card_back
    card = card_back()
    texts = [f"reference {i}" for i in range(30)]

    def step():
        app.screen.fill((20, 70, 50))
        for i in range(60):
            app.screen.blit(card, ((i % 15) * 80, (i // 15) * 110))
        for i, line in enumerate(texts):
            app.text.draw(app.screen, line, (900, i * 22))
        pygame.display.flip()
    return step


def bench_scenes(app) -> dict:
    from game.registry import all_games, default_agent
    from scenes.launch import table_for
    from scenes.menu import MainMenu
    results = {}
    app.stack.push(MainMenu(app))
    results["menu"] = figures(time_frames(app.frame))
    app.prefs.ai_pace = "brisk"
    app.prefs.animation_speed = "normal"
    for info in all_games():
        seats = [default_agent(info)] * info.default_seats
        app.stack.reset(table_for(app, info.id, seats, 7, {}))
        results[f"table:{info.id}"] = figures(time_frames(lambda: _table_frame(app)))
        seats = ["hard"] + [default_agent(info)] * (info.default_seats - 1)
        if "hard" in seats[0] and _has_hard(info):
            app.stack.reset(table_for(app, info.id, seats, 7, {}))
            results[f"table:{info.id}+hard"] = figures(time_frames(lambda: _table_frame(app)))
    return results


def _has_hard(info) -> bool:
    from game.registry import agent_names
    return "hard" in agent_names(info)


def _table_frame(app) -> None:
    """One frame; results overlays are closed as a player would, so play goes on."""
    from scenes.results import ResultsOverlay
    app.frame()
    if isinstance(app.stack.top, ResultsOverlay) and not app.stack.top.final:
        app.stack.top.close()


def startup_ms() -> tuple[float, float]:
    """(Peek Parlor, a bare pygame window): ms from launching the process to its first
    frame on screen, median of 5."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    bare_code = ("import pygame, sys, time; pygame.init(); "
                 "s = pygame.display.set_mode((1280, 720)); s.fill((0, 0, 0)); "
                 "pygame.display.flip(); open(sys.argv[1], 'w').write(repr(time.time()))")
    ours = [_first_frame([sys.executable, "main.py", "--headless", "--frames", "1"], env)
            for _ in range(5)]
    bare = [_first_frame([sys.executable, "-c", bare_code], env, as_argument=True)
            for _ in range(5)]
    return statistics.median(ours), statistics.median(bare)


def _first_frame(command, env, as_argument: bool = False) -> float:
    with tempfile.TemporaryDirectory() as folder:
        stamp = os.path.join(folder, "first-frame")
        env = {**env, "PEEK_PARLOR_FIRST_FRAME_FILE": stamp, "PEEK_PARLOR_HOME": folder}
        launched = time.time()
        subprocess.run(command + ([stamp] if as_argument else []), cwd=ROOT, env=env,
                       check=True, capture_output=True)
        with open(stamp) as shown:
            return (float(shown.read()) - launched) * 1000


def run_bench(headless: bool = True, as_json: bool = False) -> int:
    from scenes.app import App, AppConfig
    app = App(AppConfig(headless=headless, fixed_dt=1 / 60))
    reference = figures(time_frames(reference_frame(app)))
    scenes = bench_scenes(app)
    for entry in scenes.values():
        entry["ratio"] = round(entry["p99_ms"] / max(reference["p99_ms"], 1e-6), 2)
    ours, bare = startup_ms()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    report = {"reference": reference, "scenes": scenes, "startup_ms": round(ours, 1),
              "bare_startup_ms": round(bare, 1), "peak_mb": round(peak_mb, 1)}
    print(json.dumps(report) if as_json else format_report(report))
    return 0


def format_report(report: dict) -> str:
    lines = [f"{'scene':<28}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}{'p99/ref':>9}"]
    ref = report["reference"]
    lines.append(f"{'reference frame':<28}{ref['p50_ms']:>9.2f}{ref['p99_ms']:>9.2f}"
                 f"{ref['max_ms']:>9.2f}{'1.00':>9}")
    for name, entry in report["scenes"].items():
        flag = "" if entry["max_ms"] <= 16.7 else "  over 16.7 ms"
        lines.append(f"{name:<28}{entry['p50_ms']:>9.2f}{entry['p99_ms']:>9.2f}"
                     f"{entry['max_ms']:>9.2f}{entry['ratio']:>9.2f}{flag}")
    lines.append(f"start-up to first menu frame: {report['startup_ms']} ms "
                 f"(bare pygame window: {report['bare_startup_ms']} ms)")
    lines.append(f"peak memory: {report['peak_mb']} MB")
    return "\n".join(lines)
