"""Pause (Esc / Start, focus loss): resume, how to play, settings, quit or restart."""

from __future__ import annotations

import pygame

from scenes.core import storage
from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.widgets import theme
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.overlay import dim, panel

PANEL = pygame.Rect(440, 135, 400, 450)


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        session = table.session
        kept = session.kept
        self.menu = MenuList([
            MenuItem("Resume", self.resume_play, hint="Back to the table."),
            MenuItem("How to play", self.how_to_play,
                     hint=f"The rules of {session.info.title}, in short."),
            MenuItem("Settings", self.settings, hint="Sound, pace, keys and buttons."),
            MenuItem("Quit to menu", self.quit_to_menu,
                     hint="The match is kept for Continue on the menu." if kept
                     else "This match is not kept."),
            MenuItem("Restart", self.ask_restart,
                     hint="A new deal, the same players and options."),
        ], topleft=(PANEL.x + 30, PANEL.y + 110), width=PANEL.width - 60)


    def spoken_title(self) -> str:
        return "Paused."

    def resume_play(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def ask_restart(self) -> None:
        self.app.screens.confirm(
            "Restart this match?", "Same players and options, a new deal. The scores so "
            "far are lost.", "No, keep playing", "Yes, deal again", self.restart)

    def restart(self) -> None:
        """The same seats, options and devices; a new seed.  The match left is dropped:
        Continue would otherwise offer it again."""
        session = self.table.session
        if session.kept:
            storage.clear_save_later()  # after any save of it still being written
        table = self.table.restarted()
        while self.app.stack.top is not self.table:
            self.app.stack.pop()
        self.app.sounds.play("select")
        self.app.stack.replace(table)

    def how_to_play(self) -> None:
        self.app.screens.push("how_to_play", self.table.session.info)

    def settings(self) -> None:
        self.app.screens.push("settings")

    def quit_to_menu(self) -> None:
        """The match stays autosaved: Continue on the menu picks it up."""
        self.app.screens.menu(self.table.session.info.id)

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.PAUSE, Intent.BACK):
            self.resume_play()
        elif self.menu.handle(event):
            self.app.sounds.play("move")

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, PANEL)
        text = self.app.text
        text.draw(surface, "Paused", (PANEL.centerx, PANEL.y + 50),
                  theme.HEADING_SIZE, theme.GOLD, bold=True, anchor="center")
        self.menu.draw(surface, text)
        hint = self.menu.current.hint if self.menu.current else ""
        lines = text.wrap(hint, theme.SMALL_SIZE, PANEL.width - 40)
        for row, line in enumerate(lines):
            text.draw(surface, line, (PANEL.centerx, PANEL.bottom - 30 - 24 * (len(lines) - 1)
                                      + 24 * row), theme.SMALL_SIZE, theme.INK_DIM,
                      anchor="center")
