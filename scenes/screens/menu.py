"""The main menu: the games on offer (from the registry) and Play, Continue, How to
play, Statistics, Settings, Quit."""

from __future__ import annotations

import math

import pygame

from game.registry import all_games
from scenes.core import draw, storage
from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.core.version import game_version
from scenes.match import setup_memory
from scenes.match.resume import describe_match
from scenes.match.session import Session
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.panel import translucent

GALLERY_X, GALLERY_Y, CARD_W, CARD_H = 560, 150, 660, 78


class MainMenu(Scene):
    """Two columns: the menu on the left, the games on the right.  \u2192 moves into the
    games and \u2190 back out; \u2191 \u2193 (and the wheel) move whichever column has the focus."""

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.games = list(all_games())
        self.game_index = self._index_of(game_id) if game_id else self._last_game()
        self.given_game = game_id  # the game of the table just left: remembered
        self.focus = "menu"  # or "games"
        self.backdrop = Backdrop()
        self.time = 0.0
        self.saved: dict | None = None
        self.saved_session = None  # the saved match rebuilt, read when the menu opens
        self.menu = MenuList([
            MenuItem("Play", self.play, hint="Set up a table for the chosen game"),
            MenuItem("Continue", self.continue_saved, enabled=lambda: self.saved is not None,
                     hint="Resume the match you left", detail=self._saved_summary),
            MenuItem("How to play", self.how_to_play, hint="The rules of the chosen game"),
            MenuItem("Replays", self.replays, hint="Watch a finished match again, every hand open"),
            MenuItem("Statistics", self.statistics,
                     hint="Your record in every game, against each opponent"),
            MenuItem("Settings", self.settings),
            MenuItem("Quit", self.ask_quit),
        ], topleft=(90, 226), width=380, row_height=54)
        self.summary = ""
        self._panels: dict[tuple, pygame.Surface] = {}  # (game, chosen, focused) -> panel


    def spoken_title(self) -> str:
        return f"Peek Parlor. Main menu. {self.game.title} is chosen."

    def spoken_focus(self) -> str:
        if self.focus == "games":
            return f"{self.game.title}: {self.game.pitch}"
        return super().spoken_focus()

    def _index_of(self, game_id: str | None) -> int:
        ids = [info.id for info in self.games]
        return ids.index(game_id) if game_id in ids else 0

    def _last_game(self) -> int:
        game_id, problem = setup_memory.last_game()
        if problem:
            self.app.notify(problem)
        return self._index_of(game_id)

    def enter(self) -> None:
        self._check_save()
        if self.given_game:
            setup_memory.remember_game(self.given_game)

    def resume(self) -> None:
        self._check_save()
        self.app.input.release_all()

    def _check_save(self) -> None:
        """Read the save and rebuild its match once, to say what Continue resumes.  A
        match that does not replay is explained when Continue is chosen."""
        try:
            self.saved = storage.load_match()
        except storage.Unreadable as unreadable:
            self.saved = None
            self.app.notify(str(unreadable))
        try:
            self.saved_session = Session.from_record(self.saved) if self.saved else None
        except ValueError:
            self.saved_session = None
        self.summary = describe_match(self.saved_session) if self.saved_session else ""
        if self.saved is None and self.menu.index == 1:
            self.menu.index = 0

    def _saved_summary(self) -> str:
        return self.summary

    @property
    def game(self):
        return self.games[self.game_index]

    # -- actions ----------------------------------------------------------------------

    def play(self) -> None:
        self.app.sounds.play("select")
        problem = setup_memory.remember_game(self.game.id)
        if problem:
            self.app.notify(problem)
        self.app.screens.push("setup", self.game)
        self.app.screens.offer_tutorial(self.game)

    def continue_saved(self) -> None:
        """The saved match's table; where its players had each joined with a device of
        their own, they join again first (a controller's id is new each run)."""
        table = self.app.screens.resumed_table(self.saved, self.saved_session)
        if table is None:
            return
        self.app.sounds.play("select")
        humans = table.session.humans
        devices = self.saved.get("devices")
        if len(humans) > 1 and isinstance(devices, dict) and len(devices) > 1:
            def rejoined(seat_devices: dict[int, str]) -> None:
                table.session.seat_devices = dict(seat_devices)
                self.app.stack.push(table)
            self.app.screens.push("join", rejoined, humans, choose_seats=True)
        else:
            self.app.stack.push(table)

    def how_to_play(self) -> None:
        self.app.screens.push("how_to_play", self.game)

    def statistics(self) -> None:
        self.app.sounds.play("select")
        self.app.screens.push("statistics", self.game.id)

    def replays(self) -> None:
        self.app.sounds.play("select")
        self.app.screens.push("replays")

    def settings(self) -> None:
        self.app.screens.push("settings")

    def ask_quit(self) -> None:
        self.app.sounds.play("select")
        self.app.screens.confirm("Quit Peek Parlor?", "A match under way stays saved: "
                                 "Continue picks it up.", "No, stay", "Yes, quit",
                                 self.app.quit)

    # -- input --------------------------------------------------------------------------

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.pos is not None and self._handle_pointer(event):
            return
        intent = event.intent
        if intent in (Intent.NEXT, Intent.PREV) and event.pos is None:  # E / Q, shoulders
            self._step_game(1 if intent == Intent.NEXT else -1)
        elif self.focus == "games":
            self._handle_games(intent)
        elif intent == Intent.RIGHT:
            self._focus("games")
        elif intent in (Intent.BACK, Intent.PAUSE):
            self.ask_quit()
        else:
            before = self.menu.index
            if self.menu.handle(event) and self.menu.index != before:
                self.app.sounds.play("move")

    def _handle_games(self, intent: Intent) -> None:
        if intent in (Intent.UP, Intent.DOWN, Intent.RIGHT):
            self._step_game(-1 if intent == Intent.UP else 1)
        elif intent in (Intent.LEFT, Intent.BACK):
            self._focus("menu")
        elif intent == Intent.CONFIRM:
            self.play()

    def _handle_pointer(self, event) -> bool:
        """The mouse: hover and click pick a column; the wheel moves the one it is over."""
        hit = self._game_at(event.pos)
        over_games = hit is not None or self._gallery_rect().collidepoint(event.pos)
        if not over_games:
            if event.intent == Intent.POINT and self.menu.item_at(event.pos) is not None:
                self.focus = "menu"
            return False
        self.focus = "games"
        if event.intent in (Intent.NEXT, Intent.PREV):
            self._step_game(1 if event.intent == Intent.NEXT else -1)
        elif event.intent == Intent.CONFIRM and hit is not None:
            if hit == self.game_index:
                self.play()
            else:
                self.game_index = hit
                self.app.sounds.play("move")
        return True

    def _focus(self, column: str) -> None:
        self.focus = column
        self.app.sounds.play("move")

    def _step_game(self, step: int) -> None:
        self.focus = "games"
        self.game_index = (self.game_index + step) % len(self.games)
        self.app.sounds.play("move")

    def _game_at(self, pos) -> int | None:
        for i in range(len(self.games)):
            if self._game_rect(i).collidepoint(pos):
                return i
        return None

    def _game_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(GALLERY_X, GALLERY_Y + i * (CARD_H + 10), CARD_W, CARD_H)

    def _gallery_rect(self) -> pygame.Rect:
        return self._game_rect(0).union(self._game_rect(len(self.games) - 1))

    # -- frame --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self.backdrop.update(dt)
        self.menu.update(dt)
        self.menu.focused = self.focus == "menu"

    def draw(self, surface) -> None:
        text = self.app.text
        self.backdrop.draw(surface)
        self._draw_title(surface)
        self.menu.draw(surface, text)
        label = self.app.input.label
        hint = (f"{label(Intent.CONFIRM)}: set up {self.game.title}" if self.focus == "games"
                else self.menu.current.hint)
        if hint:
            text.draw(surface, hint, (90, 610), theme.SMALL_SIZE, theme.INK_DIM)
        text.draw(surface, f"{label(Intent.RIGHT)} the games   {label(Intent.LEFT)} the menu   "
                  f"{label(Intent.UP)} {label(Intent.DOWN)} choose   "
                  f"{label(Intent.CONFIRM)} select", (90, 680), theme.SMALL_SIZE, theme.INK_DIM)
        text.draw(surface, f"version {game_version()}", (GALLERY_X + CARD_W, 680),
                  theme.SMALL_SIZE, theme.INK_DIM, anchor="topright")
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
        rect = self._game_rect(i)
        chosen = i == self.game_index
        focused = chosen and self.focus == "games"
        surface.blit(self._game_panel(info, chosen, focused), rect)
        if focused:
            self.app.text.draw(surface, "\u25b6", (rect.x - 8, rect.centery), theme.BODY_SIZE,
                               theme.GOLD, anchor="midright")

    def _game_panel(self, info, chosen: bool, focused: bool) -> pygame.Surface:
        """A game's panel with its words on it, made once for each look: a frame blits
        it once instead of drawing the panel and three lines over the cards."""
        key = (info.id, chosen, focused)
        if key not in self._panels:
            self._panels[key] = self._make_game_panel(info, chosen, focused)
        return self._panels[key]

    def _make_game_panel(self, info, chosen: bool, focused: bool) -> pygame.Surface:
        text = self.app.text
        panel = translucent((CARD_W, CARD_H), 225 if chosen else 150, radius=0).copy()
        rect = panel.get_rect()
        if chosen:
            draw.rect(panel, theme.GOLD, rect, 4 if focused else 2, border_radius=8)
        players = (f"{info.min_seats} players" if info.min_seats == info.max_seats
                   else f"{info.min_seats}\u2013{info.max_seats} players")
        text.draw(panel, info.title, (18, 12), theme.BODY_SIZE + 4,
                  theme.GOLD if chosen else theme.INK, bold=True)
        text.draw(panel, players, (rect.right - 16, 14), theme.SMALL_SIZE, theme.INK_DIM,
                  anchor="topright")
        text.draw(panel, info.pitch, (18, 46), theme.SMALL_SIZE, theme.INK)
        return panel
