"""What a player who plays by ear hears: `python tools/by_ear_transcript.py [--game ID]
[--seed N] [--seconds S]` plays a seeded match headless, from the menu's table onward,
and prints every line the game says, with the time it was said.

The human seat is played as by a player listening: at each decision they ask (Tab)
once, then step round the ring with NEXT (E) to the move a Normal player would make,
a press every few tenths of a second, and confirm (Enter).  The AI plays at the
game's own pace; animations run at normal speed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

FPS = 60
PRESS_EVERY = 0.4  # seconds between a listening player's presses


class Listener:
    """The lines said so far, each with the moment it was said."""

    def __init__(self, app, path: Path):
        self.app, self.path, self.read, self.lines = app, path, 0, []

    def catch_up(self) -> None:
        self.app.speech.flush()
        said = self.path.read_text(encoding="utf-8").splitlines()
        moment = self.app.frame_count / FPS
        self.lines += [(moment, line) for line in said[self.read:]]
        self.read = len(said)


class Player:
    """Presses the keys a listening player would press, one at a time."""

    def __init__(self, app, table, seed: int):
        from game.registry import make_agent
        self.app, self.table = app, table
        self.brain, self.rng = make_agent(table.session.info, "normal"), random.Random(seed)
        self.keys: list = []  # what is still to choose for the move under way
        self.asked = False
        self.wait = 0.0

    def press(self, name: str) -> None:
        import pygame
        code = pygame.key.key_code(name)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="",
                                                 scancode=0))
        self.wait = PRESS_EVERY

    def step(self, dt: float) -> None:
        """One frame: a press, if one is due."""
        app, table = self.app, self.table
        self.wait -= dt
        if self.wait > 0:
            return
        if "Results" in type(app.stack.top).__name__:
            self.press("return")
            self.wait = 3.0  # the results read out first
            return
        if app.stack.top is not table or not table.my_turn() or table.anim.busy:
            self.asked, self.keys = False, []
            return
        if not self.asked:
            self.asked = True
            self.press("tab")
            return
        if not self.keys:
            state, seat = table.session.state, table.viewer
            move = self.brain.choose(state.view(seat), state.legal_actions(seat), self.rng)
            self.keys = list(table.choosing.hint_keys(move))
            if not self.keys:
                return
        focused = table.targets.focused
        if focused is not None and focused.key == self.keys[0]:
            self.keys.pop(0)
            self.press("return")
        else:
            self.press("e")


def transcript(game: str, seed: int, seconds: float) -> list[tuple[float, str]]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["PEEK_PARLOR_HOME"] = tempfile.mkdtemp()
    from game.registry import get_game
    from scenes.app import App, AppConfig
    spoken = Path(tempfile.mkdtemp()) / "spoken.txt"
    app = App(AppConfig(headless=True, fixed_dt=1 / FPS, speak_to=str(spoken),
                        think_in_worker=False))
    seats = ["human"] + ["normal"] * (get_game(game).min_seats - 1)
    table = app.screens.table(game, seats, seed, {})
    app.stack.push(app.screens.make("menu"))
    app.stack.push(table)
    listener, player = Listener(app, spoken), Player(app, table, seed)
    for _ in range(int(seconds * FPS)):
        player.step(1 / FPS)
        app.frame()
        listener.catch_up()
    app.close()
    return listener.lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="peek-and-run")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    for moment, line in transcript(args.game, args.seed, args.seconds):
        minutes, rest = divmod(moment, 60)
        print(f"[{int(minutes):02d}:{rest:04.1f}] {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
