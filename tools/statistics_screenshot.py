"""Save a picture of the Statistics screen with a made-up record in it, to look at:
`python tools/statistics_screenshot.py [GAME] [PATH]` (default serpent, statistics.png).
The record lives in a temporary folder: the player's own is never touched."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                  PYGAME_HIDE_SUPPORT_PROMPT="1")

OPPONENTS = ("easy", "normal", "hard", "human")


def made_up_record(rng: random.Random) -> None:
    from game.core import HandEnded, Outcome
    from game.registry import all_games
    from scenes.match import statistics
    for info in all_games():
        for _ in range(rng.randrange(3, 15)):
            seats = ["human", rng.choice(OPPONENTS)]
            rewards = rng.choice([(1.0, 0.0), (0.0, 1.0), (0.0, 1.0), (0.5, 0.5)])
            hands = [HandEnded(h, (rng.randrange(0, 30), 5), (0, 0), "")
                     for h in range(rng.randrange(1, 8))]
            scores = (rng.randrange(20, 140), rng.randrange(20, 140))
            statistics.count_match(info, seats, Outcome(scores, (), rewards), hands)


def main(game_id: str = "serpent", path: str = "statistics.png") -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["PEEK_PARLOR_HOME"] = home
        import pygame

        from scenes.app import App, AppConfig
        from scenes.screens.menu import MainMenu
        made_up_record(random.Random(4))
        app = App(AppConfig(headless=True, fixed_dt=1 / 60))
        app.stack.push(MainMenu(app, game_id))
        app.frame()
        app.stack.top.statistics()
        for _ in range(5):
            app.frame()
        pygame.image.save(app.screen, path)
    print(f"saved {path}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
