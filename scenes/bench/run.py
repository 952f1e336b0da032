"""`python main.py --bench --headless [--json]`: what each scene costs a frame.

Each frame is timed twice: the CPU time of the game's own process (what the scene
costs, whatever else the machine runs) and the wall time beside it.  Against each
scene stands a bare reference frame (clear, 60 card blits, 30 cached texts, flip),
measured in blocks that alternate with the scene's blocks, so both see the same
machine; a scene's ratios are its p99 and p50 over those of its own reference blocks.
Tables really play (see `bench_play`): AI seats choose between frames, as the worker
process does, so moves come at animation pace on the same frames in every run, and a
"+hard" table measures frames while Hard searches in the real worker, from each
search's start to its answer.
A control frame that never changes is measured the same way first: its ratios move only
with the machine, so their spread between runs says how closely runs can agree there.
Also measured: peak memory of the game and of its AI worker, and start-up to the first
frame in a fresh process against a bare pygame window, in turn, five runs each.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import sys
import tempfile
import time

from scenes.bench.play import ControlRun, HardTableRun, MenuRun, TableRun
from scenes.bench.startup import startup_figures

# Measured frames of each scene, at least.  Load from elsewhere on the machine drifts
# within seconds and slows Python work and blits unequally; a longer run averages it:
# the control's ratios spread about 35% between runs at 1,000 frames, 5-20% at 5,000.
FRAMES = 4000
BLOCK = 2  # frames a block: the scene's and the reference's take turns.  Short, so
# that a burst of load (tens of ms that slow every process) falls on both alike.
MIN_MOVES = 20  # moves each table must make while measured
WARM_UP = 60  # frames each scene runs before it is measured
GIVE_UP = 20 * FRAMES  # a table that stalls is reported as it is, not waited for
HARD = "hard"  # the +hard tables' seat 1: Hard with its real budget


def figures(samples: list[float], prefix: str = "") -> dict:
    """p50, p99 (nearest rank: the 10th worst of 1,000) and max, in ms."""
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {f"{prefix}p50_ms": round(statistics.median(ordered) * 1000, 3),
            f"{prefix}p99_ms": round(p99 * 1000, 3),
            f"{prefix}max_ms": round(ordered[-1] * 1000, 3)}


class Samples:
    """Per-frame CPU and wall times, in seconds."""

    def __init__(self):
        self.cpu: list[float] = []
        self.wall: list[float] = []

    def time(self, step, frames: int, stop=lambda: False, between=lambda: None) -> None:
        """Time `frames` calls of `step`, with `between` (untimed) after each."""
        for _ in range(frames):
            cpu, wall = time.process_time(), time.perf_counter()
            step()
            self.wall.append(time.perf_counter() - wall)
            self.cpu.append(time.process_time() - cpu)
            between()
            if stop():
                return

    def extend(self, other: "Samples") -> None:
        self.cpu += other.cpu
        self.wall += other.wall

    def figures(self) -> dict:
        return {**figures(self.cpu), **figures(self.wall, "wall_")}


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


def measure(run, reference) -> tuple[dict, Samples]:
    """A scene's figures, and the reference frames measured in turn with it."""
    run.start()
    run.warm_up(WARM_UP)
    scene, ours = Samples(), Samples()
    done = lambda: run.finished(FRAMES, MIN_MOVES) or run.frames >= GIVE_UP  # noqa: E731
    while not done():
        ours.time(reference, BLOCK)
        scene.time(run.frame, BLOCK, stop=done, between=run.between_frames)
    run.stop()
    entry, base = scene.figures(), ours.figures()
    entry["ratio_p99"] = round(entry["p99_ms"] / max(base["p99_ms"], 1e-6), 2)
    entry["ratio_p50"] = round(entry["p50_ms"] / max(base["p50_ms"], 1e-6), 2)
    entry.update(reference_p99_ms=base["p99_ms"], reference_p50_ms=base["p50_ms"],
                 frames=len(scene.cpu), **run.figures())
    return entry, ours


def scene_runs(app):
    """(name, run) for the menu and for each registered game's table, as it is now."""
    from game.registry import agent_names, all_games, default_agent
    yield "menu", MenuRun(app)
    for info in all_games():
        others = [default_agent(info)] * (info.default_seats - 1)
        yield f"table:{info.id}", TableRun(app, info, others)
        if "hard" in agent_names(info):
            yield f"table:{info.id}+hard", HardTableRun(app, info, others, HARD)


def bench_frames(app) -> tuple[dict, dict, dict]:
    """(reference figures, figures of each scene, figures of the control frame)."""
    from scenes.match.thinking import worker_pool
    app.prefs.ai_pace = "instant"  # an AI seat answers as soon as its move is in
    app.prefs.animation_speed = "normal"
    pool = worker_pool()
    if pool is not None:
        pool.wait_ready()  # the worker is up before any frame is timed
    reference, every_reference, scenes = reference_frame(app), Samples(), {}
    control, _ = measure(ControlRun(app), reference)
    for name, run in scene_runs(app):
        scenes[name], ours = measure(run, reference)
        every_reference.extend(ours)
    while app.stack.top is not None:
        app.stack.pop()
    return every_reference.figures(), scenes, control


def peak_mb(who: int) -> float:
    peak = resource.getrusage(who).ru_maxrss
    return round(peak / (2**20 if sys.platform == "darwin" else 2**10), 1)


def worker_peak_mb() -> float:
    """Peak memory of the AI worker: once stopped and reaped, it is a finished child."""
    from scenes.match.thinking import shut_down
    shut_down()
    return peak_mb(resource.RUSAGE_CHILDREN)


def bench_report(headless: bool = True, size=None) -> dict:
    """Every figure, with the window at `size` pixels (1280×720 by default)."""
    from scenes.app import App, AppConfig
    app = App(AppConfig(headless=headless, fixed_dt=1 / 60, sound=True,  # effects timed too
                        size=size))
    reference, scenes, control = bench_frames(app)
    app.close()
    worker = worker_peak_mb()  # before start-up runs: their processes are children too
    return {"reference": reference, "scenes": scenes, "control": control, **startup_figures(),
            "peak_mb": peak_mb(resource.RUSAGE_SELF), "worker_peak_mb": worker}


def run_bench(headless: bool = True, as_json: bool = False, size=None) -> int:
    before = os.environ.get("PEEK_PARLOR_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["PEEK_PARLOR_HOME"] = home  # never the player's settings or save
        try:
            report = bench_report(headless, size)
        finally:
            if before is None:
                os.environ.pop("PEEK_PARLOR_HOME")
            else:
                os.environ["PEEK_PARLOR_HOME"] = before
    print(json.dumps(report) if as_json else format_report(report))
    return 0


def format_report(report: dict) -> str:
    lines = ["CPU time of the game's process per frame, ms (wall p99 beside it):",
             f"{'scene':<26}{'p50':>7}{'p99':>7}{'max':>8}{'p99/ref':>9}{'p50/ref':>9}"
             f"{'wall p99':>10}{'moves':>7}{'anims':>7}"]
    ref = report["reference"]
    lines.append(f"{'reference frame':<26}{ref['p50_ms']:>7.2f}{ref['p99_ms']:>7.2f}"
                 f"{ref['max_ms']:>8.2f}{'1.00':>9}{'1.00':>9}{ref['wall_p99_ms']:>10.2f}")
    for name, entry in report["scenes"].items():
        lines.append(f"{name:<26}{entry['p50_ms']:>7.2f}{entry['p99_ms']:>7.2f}"
                     f"{entry['max_ms']:>8.2f}{entry['ratio_p99']:>9.2f}"
                     f"{entry['ratio_p50']:>9.2f}{entry['wall_p99_ms']:>10.2f}"
                     f"{entry.get('moves', ''):>7}{entry.get('animations', ''):>7}")
    control = report["control"]
    lines.append(f"{'control (machine alone)':<26}{control['p50_ms']:>7.2f}"
                 f"{control['p99_ms']:>7.2f}{control['max_ms']:>8.2f}"
                 f"{control['ratio_p99']:>9.2f}{control['ratio_p50']:>9.2f}"
                 f"{control['wall_p99_ms']:>10.2f}")
    lines.append(f"start-up to the first menu frame: {report['startup_cpu_ms']} ms of CPU, "
                 f"{report['startup_ratio']}x a bare pygame window's "
                 f"({report['bare_startup_cpu_ms']} ms); wall {report['startup_ms']} ms "
                 f"against {report['bare_startup_ms']} ms")
    lines.append(f"peak memory: game {report['peak_mb']} MB, "
                 f"AI worker {report['worker_peak_mb']} MB")
    return "\n".join(lines)
