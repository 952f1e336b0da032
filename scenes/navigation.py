"""Every screen by name: the one place that knows how each is built and opened.

Screens never import one another.  A screen asks the app for the next one by name
(`app.screens.push("settings")`), as Tuxemon pushes its states by name, and a dialog
takes the callbacks of its answers.  The module behind a name is imported when its
screen is first opened, which keeps start-up quick and the imports free of circles.
"""

from __future__ import annotations

import importlib
import random

from game.registry import default_agent, get_game
from scenes.core import storage
from scenes.match.recorder import Recorder
from scenes.match.resume import hand_ended_last, replayed
from scenes.match.session import Session
from scenes.tables import table_class
from scenes.tutorial.script import TutorialError

#: name -> "module:callable"; the callable takes the app, then the screen's own arguments
SCREENS = {
    "menu": "scenes.screens.menu:MainMenu",
    "setup": "scenes.screens.setup:SetupScene",
    "settings": "scenes.screens.settings:SettingsScene",
    "how_to_play": "scenes.screens.how_to_play:HowToPlay",
    "statistics": "scenes.screens.statistics:StatisticsScreen",
    "replays": "scenes.screens.replays:ReplaysScene",
    "replay": "scenes.screens.replay:ReplayScene",
    "join": "scenes.screens.join:JoinScene",
    "phone_join": "scenes.screens.phone_join:PhoneJoin",
    "pause": "scenes.screens.pause:PauseScene",
    "results": "scenes.screens.results:ResultsOverlay",
    "hand_off": "scenes.screens.handoff:HandOff",
    "device_lost": "scenes.screens.device_lost:DeviceLost",
    "confirm": "scenes.screens.dialogs:Confirm",
    "demo": "scenes.screens.demo:DemoScene",
    "tutorial": "scenes.tutorial.coached:tutorial_table",
    "tutorial_offer": "scenes.tutorial.offer:offer_on_first_play",  # pushes it if due
}


class Screens:
    """The app's navigation: builds screens by name and puts them on its stack."""

    def __init__(self, app):
        self.app = app

    def make(self, name: str, *args, **kwargs):
        module, _, attribute = SCREENS[name].partition(":")
        scene = getattr(importlib.import_module(module), attribute)(self.app, *args, **kwargs)
        if scene is not None:
            scene.screen_name = name
        return scene

    def push(self, name: str, *args, **kwargs):
        scene = self.make(name, *args, **kwargs)
        self.app.stack.push(scene)
        return scene

    def replace(self, name: str, *args, **kwargs):
        scene = self.make(name, *args, **kwargs)
        self.app.stack.replace(scene)
        return scene

    def menu(self, game_id: str | None = None):
        """Leave everything on screen for the main menu (on `game_id`'s game)."""
        scene = self.make("menu", game_id)
        self.app.stack.reset(scene)
        return scene

    def offer_tutorial(self, info) -> None:
        """"New to Serpent?": the guided hand offered over setup, the first time only."""
        self.make("tutorial_offer", info)

    def confirm(self, question: str, detail: str, no: str, yes: str, on_yes,
                yes_first: bool = False):
        """A yes-or-no question over the screen; `on_yes()` runs once it is closed."""
        return self.push("confirm", question, detail, no, yes, on_yes, yes_first)

    # -- tables -----------------------------------------------------------------------

    def table(self, game_id: str, seats: list[str] | None = None, seed: int | None = None,
              options: dict | None = None, seat_devices: dict[int, str] | None = None):
        """A new match's table (seats, by default, a human and the game's usual AI)."""
        info = get_game(game_id)
        seats = list(seats) if seats else (
            ["human"] + [default_agent(info)] * (info.default_seats - 1))
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        recorder = Recorder() if "human" in seats else None  # a player's match is kept
        session = Session(info, seats, seed, options or {}, seat_devices, recorder)
        session.let_hard_think(self.app.prefs.hard_seconds)
        if recorder is not None:  # its first move must not write over a save not read
            problem = storage.keep_unreadable_save_aside()
            if problem:
                self.app.notify(problem)
        return table_class(info.id)(self.app, session)

    def same_match_again(self, session: Session):
        """A table for `session`'s match dealt again: the same seats, options and
        devices, a new seed (Restart, Play again)."""
        return self.table(session.info.id, session.seats, None, session.options,
                          session.seat_devices)

    def resumed_table(self, record: dict | None, session: Session | None = None):
        """The table of a saved match (from its record, or the `session` already rebuilt
        from it), or None (with a message) if it can't be resumed."""
        if session is None and record is not None:
            session, problem = replayed(record)
            if problem:
                self.app.notify(problem)
        if session is None:
            return None
        session.recorder = Recorder()  # it goes on being kept
        session.let_hard_think(self.app.prefs.hard_seconds)
        table = table_class(session.info.id)(self.app, session)
        ended = hand_ended_last(session)
        before = session.state_before_last().view(table.viewer) if ended else None
        table.flow.catch_up(session.replayed, before)  # the hand as it ended, under its results
        table.flow.pending_results += ended
        return table

    def start_tutorial(self, game_id: str):
        """Leave whatever is on screen for the guided hand of `game_id`; it ends on the
        menu.  A guided hand that can't be read is explained, and the screen stays."""
        try:
            table = self.make("tutorial", game_id)
        except TutorialError as error:
            self.app.notify(error.for_player, 8.0)
            self.app.sounds.play("error")
            return None
        self.app.sounds.play("select")
        self.menu(game_id)
        self.app.stack.push(table)
        return table

