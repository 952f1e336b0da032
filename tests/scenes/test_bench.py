"""`--bench`: CPU time per frame against reference blocks taken in turn, on tables that
play, and the one JSON object `--bench --json` prints."""

from __future__ import annotations

import json

import pytest

from game.registry import all_games, get_game
from scenes.bench import play as bench_play
from scenes.bench import run as bench
from scenes.bench import startup as bench_startup
from scenes.core import storage


class FakeClocks:
    """Process and wall clocks that only the steps below move."""

    def __init__(self):
        self.cpu = self.wall = 0.0

    def process_time(self) -> float:
        return self.cpu

    def perf_counter(self) -> float:
        return self.wall


class CountedRun(bench_play.Run):
    """A scene costing 3 ms of CPU a frame, every tenth frame 6 ms."""

    def __init__(self, clocks, order):
        self.clocks, self.order = clocks, order
        self.zero_counts()

    def start(self) -> None:
        pass

    def frame(self) -> None:
        self.frames += 1
        self.clocks.cpu += 0.006 if self.frames % 10 == 0 else 0.003
        self.clocks.wall += 0.050  # a loaded machine: wall time says little
        self.order.append("scene")


def test_p99_is_the_tenth_worst_of_a_thousand_frames():
    samples = [n / 1000 for n in range(1, 1001)]  # 1 ms to 1000 ms
    assert bench.figures(samples) == {"p50_ms": 500.5, "p99_ms": 991.0, "max_ms": 1000.0}


def test_reference_blocks_take_turns_with_the_scene_and_ratios_are_of_cpu_time(monkeypatch):
    clocks, order = FakeClocks(), []
    monkeypatch.setattr(bench, "time", clocks)
    monkeypatch.setattr(bench, "BLOCK", 10)
    monkeypatch.setattr(bench, "FRAMES", 40)

    def reference():
        clocks.cpu += 0.002
        clocks.wall += 0.002
        order.append("reference")

    entry, reference_samples = bench.measure(CountedRun(clocks, order), reference)
    measured = order[-80:]  # after the warm-up frames
    blocks = [measured[i:i + 10] for i in range(0, 80, 10)]
    assert [block[0] for block in blocks] == ["reference", "scene"] * 4
    assert all(len(set(block)) == 1 for block in blocks)
    assert entry["frames"] == 40 and len(reference_samples.cpu) == 40
    assert entry["p50_ms"] == 3.0 and entry["p99_ms"] == 6.0 and entry["wall_p99_ms"] == 50.0
    assert entry["ratio_p99"] == 3.0 and entry["ratio_p50"] == 1.5


def test_the_control_frame_is_the_same_frame_every_time(make_app):
    import pygame
    app = make_app()
    app.screen.fill((30, 90, 60), (100, 100, 50, 50))
    run = bench_play.ControlRun(app)
    first = pygame.image.tobytes(app.screen.surface, "RGB")
    run.warm_up(3)
    app.screen.fill((0, 0, 0))
    run.frame()
    assert pygame.image.tobytes(app.screen.surface, "RGB") == first
    assert run.frames == 1 and run.finished(1, moves=20) and not run.finished(2, moves=0)


@pytest.fixture
def bench_app(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "normal"
    return app


def test_a_table_run_plays_animates_and_autosaves_in_its_frames(bench_app, home):
    info = get_game("peek-and-run")
    run = bench_play.TableRun(bench_app, info, ["normal"])
    run.start()
    try:
        while not run.finished(200, 20) and run.frames < 3000:
            run.frame()
            run.between_frames()
    finally:
        run.stop()
    assert run.moves >= 20
    assert run.matches_ended == 0 and run.moves == len(run.table.session.actions)
    assert run.animations > 0
    assert storage.autosave_path().exists(), "the human's match was never saved"


def test_a_table_run_goes_on_past_results_and_the_end_of_a_match(bench_app):
    info = get_game("procession")  # short matches
    run = bench_play.TableRun(bench_app, info, ["normal"])
    run.start()
    try:
        while run.matches_ended < 2 and run.frames < 5000:
            run.frame()
            run.between_frames()
    finally:
        run.stop()
    assert run.matches_ended >= 2
    assert run.moves > len(run.table.session.actions)  # counted across the matches
    assert not run.table.session.state.is_over or bench_app.stack.top is not run.table


def test_the_stand_in_leaves_no_garbage_of_its_choosing_for_a_frame(monkeypatch):
    """What the choosing left in reference cycles is gone before the next frame, as
    it would be in the worker's own process."""
    import weakref

    class Node:
        pass
    left = []

    def choose_leaving_a_cycle(*request):
        node = Node()
        node.me = node
        left.append(weakref.ref(node))
        return "a move"
    monkeypatch.setattr(bench_play, "_choose_in_worker", choose_leaving_a_cycle)
    worker = bench_play.BetweenFrames()
    ticket = worker.ask("view", "moves")
    worker.think()
    assert worker.answer(ticket) == ("chosen", "a move")
    assert left and left[0]() is None


def test_on_a_plain_table_the_ai_chooses_between_frames_as_the_worker_does(
        bench_app, monkeypatch):
    """A frame asks (the View and moves pickled, as for the pipe) and plays the answer
    the next frame; the choosing itself is never inside a frame, as in the game, where
    the worker process does it."""
    from scenes.match import thinking
    in_frame, chosen_in_frame, asked = [False], [], []
    choose = bench_play._choose_in_worker

    def watched(*request):
        chosen_in_frame.append(in_frame[0])
        return choose(*request)
    monkeypatch.setattr(bench_play, "_choose_in_worker", watched)
    run = bench_play.TableRun(bench_app, get_game("serpent"), ["normal"])
    run.start()
    try:
        assert thinking.worker_pool() is run.worker
        ask = run.worker.ask

        def counted_ask(*request):
            asked.append(run.frames)
            return ask(*request)
        run.worker.ask = counted_ask
        while run.moves < 10 and run.frames < 3000:
            in_frame[0] = True
            run.frame()
            in_frame[0] = False
            run.between_frames()
    finally:
        run.stop()
    assert run.moves >= 10 and asked and chosen_in_frame
    assert not any(chosen_in_frame)
    assert thinking.worker_pool() is not run.worker, "the stand-in outlived its run"


def test_a_hard_run_ends_only_when_hard_has_answered(make_app):
    app = make_app(think_in_worker=True)
    app.prefs.ai_pace = "instant"
    info = get_game("serpent")
    run = bench_play.HardTableRun(app, info, ["normal"], hard="hard:3")
    run.start()
    try:
        while not run.finished(30, 4) and run.frames < 5000:
            run.frame()
            run.between_frames()
    finally:
        run.stop()
    assert run.frames >= 30 and run.moves >= 4 and run.hard_moves >= 1
    assert run.HARD_SEAT not in run.table.session.state.to_act()
    assert run.frames_searching > 0


def test_bench_json_holds_every_figure_the_issue_names(monkeypatch, capsys, home):
    from main import main
    monkeypatch.setattr(bench, "FRAMES", 20)
    monkeypatch.setattr(bench, "BLOCK", 10)
    monkeypatch.setattr(bench, "MIN_MOVES", 2)
    monkeypatch.setattr(bench, "WARM_UP", 5)
    monkeypatch.setattr(bench, "HARD", "hard:3")
    monkeypatch.setattr(bench_startup, "RUNS", 1)
    assert main(["--bench", "--headless", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert {"reference", "scenes", "startup_ms", "startup_ratio", "peak_mb",
            "worker_peak_mb"} <= set(report)
    assert report["worker_peak_mb"] > 0 and report["peak_mb"] > 0
    control = report["control"]
    assert control["frames"] >= 20 and control["ratio_p99"] > 0 and control["ratio_p50"] > 0
    assert 0 < report["bare_startup_cpu_ms"] and 0 < report["startup_cpu_ms"]
    assert report["startup_ratio"] == pytest.approx(
        report["startup_cpu_ms"] / report["bare_startup_cpu_ms"], rel=0.01)
    tables = [f"table:{info.id}" for info in all_games()]
    assert set(tables) <= set(report["scenes"]) and "menu" in report["scenes"]
    assert any(name.endswith("+hard") for name in report["scenes"])
    for name, entry in report["scenes"].items():
        assert {"p50_ms", "p99_ms", "max_ms", "ratio_p99", "ratio_p50"} <= set(entry)
        if name.startswith("table:"):
            assert entry["moves"] >= 2, name
    assert not storage.autosave_path().exists(), "the bench wrote the player's save"
