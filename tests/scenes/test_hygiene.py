"""Scenes clean up after themselves: pushing and popping any scene over and over,
through the real loop, leaves memory flat.

A leak shows long before a thousand cycles: what a cycle may leave behind is
bounded per cycle, and a deliberate leak just over that bound is caught."""

from __future__ import annotations

import gc
import tracemalloc

import pytest

from game.core import HandEnded
from game.registry import all_games
from scenes.core.scene import Scene

WARM_UP = 30
CYCLES = 150
LEAK_PER_CYCLE = 1000  # bytes of Python allocations a cycle may leave behind, at most
TOLERANCE = CYCLES * LEAK_PER_CYCLE
FRAME_EVERY = 10  # a whole frame (events, update, draw, flip) every so many cycles
GAMES = {info.id: info for info in all_games()}


def table(app, game_id):
    return app.screens.table(game_id, None, 7, {})


def a_table(app):
    return table(app, "procession")


def main_menu(app, below):
    from scenes.screens.menu import MainMenu
    return MainMenu(app)


def settings(app, below):
    from scenes.screens.settings import SettingsScene
    return SettingsScene(app)


def remap(app, below):
    from scenes.screens.settings import RemapScene
    return RemapScene(app, "key")


def how_to_play(app, below):
    from scenes.screens.how_to_play import HowToPlay
    return HowToPlay(app, GAMES["procession"])


def pause(app, below):
    from scenes.screens.pause import PauseScene
    return PauseScene(app, below)


def hand_off(app, below):
    from scenes.screens.handoff import HandOff
    return HandOff(app, below, 1)


def results(app, below):
    from scenes.screens.results import ResultsOverlay
    return ResultsOverlay(app, below, HandEnded(1, (2, -1), (2, -1), "Red took the hand."))


def device_lost(app, below):
    from scenes.screens.device_lost import DeviceLost
    return DeviceLost(app, below, 0, "pad:3")


def setup_for(game_id):
    def make(app, below):
        from scenes.screens.setup import SetupScene
        return SetupScene(app, GAMES[game_id])
    return make


def table_of(game_id):
    def make(app, below):
        return table(app, game_id)
    return make


SCENES = {
    "MainMenu": main_menu,
    "SettingsScene": settings,
    "RemapScene": remap,
    "HowToPlay": how_to_play,
    "PauseScene": pause,
    "HandOff": hand_off,
    "ResultsOverlay": results,
    "DeviceLost": device_lost,
    **{f"SetupScene-{g}": setup_for(g) for g in GAMES},
    **{f"table-{g}": table_of(g) for g in GAMES},
}


def cycle(app, below, make, times: int) -> None:
    stack = app.stack
    depth = len(stack.scenes)
    for n in range(times):
        scene = make(app, below)
        stack.push(scene)
        if n % FRAME_EVERY == 0:
            app.frame()
        else:
            scene.update(1 / 60)
        while len(stack.scenes) > depth:  # a scene may push another (a hand-off)
            stack.pop()


@pytest.mark.parametrize("name", SCENES)
def test_pushes_and_pops_leave_memory_flat(make_app, name):
    app = make_app()
    app.sounds.ready.wait(10)  # the effects are made on a thread of their own at start
    below = a_table(app)
    app.stack.push(below)
    app.frame()
    make = SCENES[name]
    cycle(app, below, make, WARM_UP)
    grown, _ = held_after_cycles(app, below, make, frames=1)
    if grown >= TOLERANCE:
        # Deep tracebacks are slow to record, so they are taken only to explain a
        # failure: the same cycles again, and where what stayed was allocated.
        again, sites = held_after_cycles(app, below, make, frames=8)
        pytest.fail(f"{name}: {grown} bytes still held after {CYCLES} cycles; "
                    f"{again} bytes on a second run{sites}")
    assert app.stack.scenes == [below]


KEPT: list = []  # what the deliberately leaky scenes below leave behind


class KeepsALittle(Scene):
    """Leaves a few bytes more than a cycle may at every push."""

    def enter(self) -> None:
        KEPT.append(bytes(LEAK_PER_CYCLE + 100))


def keeps_a_little(app, below):
    return KeepsALittle(app)


def keeps_its_table(app, below):
    """A table that registers itself somewhere and is never let go."""
    scene = table(app, "procession")
    KEPT.append(scene)
    return scene


@pytest.mark.parametrize("make", [keeps_a_little, keeps_its_table])
def test_a_scene_that_leaks_is_caught_at_this_many_cycles(make_app, make):
    app = make_app()
    app.sounds.ready.wait(10)
    below = a_table(app)
    app.stack.push(below)
    app.frame()
    try:
        cycle(app, below, make, WARM_UP)
        grown, _ = held_after_cycles(app, below, make, frames=1)
    finally:
        KEPT.clear()
    assert grown >= TOLERANCE


def held_after_cycles(app, below, make, frames: int) -> tuple[int, str]:
    """Bytes of Python allocations left after CYCLES pushes and pops and, with
    tracebacks deeper than one frame, the sites that grew most."""
    gc.collect()
    tracemalloc.start(frames)
    try:
        explain = frames > 1
        start = tracemalloc.take_snapshot() if explain else None
        before = tracemalloc.get_traced_memory()[0]  # the snapshot itself not counted
        cycle(app, below, make, CYCLES)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
        sites = _where_held(start, tracemalloc.take_snapshot()) if explain else ""
    finally:
        tracemalloc.stop()
    return grown, sites


def _where_held(start, end, sites: int = 3) -> str:
    """The allocation sites that grew most, to say in a failure where to look."""
    lines = []
    for stat in end.compare_to(start, "traceback")[:sites]:
        lines.append(f"\n{stat.size_diff} bytes in {stat.count_diff} blocks, allocated at:")
        lines += [f"\n  {line}" for line in stat.traceback.format()]
    return "".join(lines)
