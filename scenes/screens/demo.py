"""Attract mode: AI plays every seat, cycling through the games.  Any key returns to
the menu."""

from __future__ import annotations

from game.registry import all_games, default_agent
from scenes.core.input import Intent
from scenes.core.scene import Scene


class DemoScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = list(all_games())
        self.index = -1
        self.table = None
        self._next()


    def spoken_title(self) -> str:
        return "Demo: the computer plays every seat. Press any key for the menu."

    def _next(self) -> None:
        self.index = (self.index + 1) % len(self.games)
        info = self.games[self.index]
        seats = [default_agent(info)] * info.default_seats
        self.table = self.app.screens.table(info.id, seats, 1000 + self.index, {})
        self.table.on_match_finished = self._finished
        self.table.enter()

    def _finished(self) -> None:
        while self.app.stack.top is not self:
            self.app.stack.pop()
        self._next()

    def handle(self, event) -> None:
        if hasattr(event, "intent") and event.intent != Intent.POINT:
            self.app.screens.replace("menu")

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.table.session.state.is_over and not self.table.flow.pending_results \
                and not self.table.anim.busy and self.app.stack.top is self:
            self._finished()

    def draw(self, surface) -> None:
        self.table.draw(surface)
        self.app.text.draw(surface, "DEMO \u2014 press any key", (1270, 8), 22, (232, 184, 72),
                           anchor="topright")
