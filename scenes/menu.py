"""The main menu: the games on offer (from the registry) and Play, Continue, How to
play, Settings, Quit."""

from __future__ import annotations

import math

import pygame

from game.registry import all_games
from scenes import storage
from scenes.input import Intent
from scenes.scene import Scene
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.menu import MenuItem, MenuList

GALLERY_X, GALLERY_Y, CARD_W, CARD_H = 560, 150, 660, 78


class MainMenu(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = list(all_games())
        self.game_index = 0
        self.backdrop = Backdrop()
        self.time = 0.0
        self.saved: dict | None = None
        self.menu = MenuList([
            MenuItem("Play", self.play, hint="Set up a table for the chosen game"),
            MenuItem("Continue", self.continue_saved, enabled=lambda: self.saved is not None,
                     hint="Resume the match you left"),
            MenuItem("How to play", self.how_to_play, hint="The rules of the chosen game"),
            MenuItem("Settings", self.settings),
            MenuItem("Quit", self.app.quit),
        ], topleft=(90, 260), width=380)

    def enter(self) -> None:
        self._check_save()

    def resume(self) -> None:
        self._check_save()
        self.app.input.release_all()

    def _check_save(self) -> None:
        try:
            self.saved = storage.load_match()
        except storage.Unreadable as unreadable:
            self.saved = None
            self.app.notify(str(unreadable))
        if self.saved is None and self.menu.index == 1:
            self.menu.index = 0

    @property
    def game(self):
        return self.games[self.game_index]

    # -- actions ----------------------------------------------------------------------

    def play(self) -> None:
        from scenes.setup import SetupScene
        self.app.sounds.play("select")
        self.app.stack.push(SetupScene(self.app, self.game))

    def continue_saved(self) -> None:
        from scenes.launch import resume_table
        table = resume_table(self.app, self.saved)
        if table is not None:
            self.app.sounds.play("select")
            self.app.stack.push(table)

    def how_to_play(self) -> None:
        from scenes.how_to_play import HowToPlay
        self.app.stack.push(HowToPlay(self.app, self.game))

    def settings(self) -> None:
        from scenes.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    # -- input --------------------------------------------------------------------------

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.pos is not None:
            hit = self._game_at(event.pos)
            if hit is not None:
                if event.intent == Intent.CONFIRM:
                    if hit == self.game_index:
                        self.play()
                    self.game_index = hit
                    self.app.sounds.play("move")
                return
        if event.intent in (Intent.LEFT, Intent.PREV, Intent.RIGHT, Intent.NEXT):
            step = -1 if event.intent in (Intent.LEFT, Intent.PREV) else 1
            self.game_index = (self.game_index + step) % len(self.games)
            self.app.sounds.play("move")
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.menu.index = len(self.menu.items) - 1
            return
        before = self.menu.index
        if self.menu.handle(event) and self.menu.index != before:
            self.app.sounds.play("move")

    def _game_at(self, pos) -> int | None:
        for i in range(len(self.games)):
            if self._game_rect(i).collidepoint(pos):
                return i
        return None

    def _game_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(GALLERY_X, GALLERY_Y + i * (CARD_H + 10), CARD_W, CARD_H)

    # -- frame --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self.backdrop.update(dt)
        self.menu.update(dt)

    def draw(self, surface) -> None:
        text = self.app.text
        self.backdrop.draw(surface)
        self._draw_title(surface)
        self.menu.draw(surface, text)
        hint = self.menu.current.hint
        if hint:
            text.draw(surface, hint, (90, 530), theme.SMALL_SIZE, theme.INK_DIM)
        text.draw(surface, "\u2190 \u2192 choose a game    \u2191 \u2193 menu    "
                  "Enter / A select", (90, 660), theme.SMALL_SIZE, theme.INK_DIM)
        for i, info in enumerate(self.games):
            self._draw_game(surface, i, info)

    def _draw_title(self, surface) -> None:
        text = self.app.text
        x = 90
        for i, letter in enumerate("Peek Parlor"):
            lift = math.sin(self.time * 2.2 + i * 0.45) * 5
            rect = text.draw(surface, letter, (x, 120 + lift), theme.TITLE_SIZE + 8, theme.GOLD,
                             bold=True, anchor="midleft", shadow=True)
            x = rect.right
        text.draw(surface, "Six little games of hidden information", (92, 180),
                  theme.BODY_SIZE, theme.INK)

    def _draw_game(self, surface, i, info) -> None:
        text = self.app.text
        rect = self._game_rect(i)
        chosen = i == self.game_index
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((*theme.PANEL, 225 if chosen else 150))
        surface.blit(panel, rect)
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=8)
        players = (f"{info.min_seats} players" if info.min_seats == info.max_seats
                   else f"{info.min_seats}\u2013{info.max_seats} players")
        text.draw(surface, info.title, (rect.x + 18, rect.y + 12), theme.BODY_SIZE + 4,
                  theme.GOLD if chosen else theme.INK, bold=True)
        text.draw(surface, players, (rect.right - 16, rect.y + 14), theme.SMALL_SIZE,
                  theme.INK_DIM, anchor="topright")
        text.draw(surface, info.pitch, (rect.x + 18, rect.y + 46), theme.SMALL_SIZE, theme.INK)
