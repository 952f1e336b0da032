"""The Replays screen: every finished match kept, newest first; choosing one opens
it on its table (scenes/screens/replay.py)."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pygame

from game.registry import UnknownGame, get_game
from scenes.core import storage
from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.match import history
from scenes.match.session import Session
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.panel import draw_panel
from scenes.widgets.text import counted

LIST_X, LIST_Y, LIST_W, ROW_H, ROWS = 140, 150, 1000, 66, 7
DETAIL_SIZE = theme.SMALL_SIZE  # the size MenuList writes a row's detail in


def game_title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except UnknownGame:
        return game_id


def when_words(finished: float) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(finished)).lstrip("0")


class ReplaysScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.backdrop = Backdrop()
        self.matches: list[dict] = []
        self.menu = MenuList([], topleft=(LIST_X, LIST_Y), width=LIST_W, row_height=ROW_H,
                             visible_rows=ROWS)
        self.load()


    def spoken_title(self) -> str:
        return "Replays: finished matches, newest first."

    def spoken_focus(self) -> str:
        item = self.menu.current if self.menu.items else None
        if item is None:
            return "No finished matches yet."
        detail = item.detail() if item.detail is not None else ""
        return f"{item.label}. {detail}"

    def load(self) -> None:
        self.matches, problems = history.finished_matches()
        for problem in problems:
            self.app.notify(problem, 8.0)
        items = [MenuItem(f"{game_title(m['game'])} \u2014 {m['result']}",
                          lambda m=m: self.open(m), detail=lambda m=m: self.detail(m))
                 for m in self.matches]
        self.menu = MenuList(items, topleft=(LIST_X, LIST_Y), width=LIST_W, row_height=ROW_H,
                             visible_rows=min(ROWS, max(1, len(items))))

    def detail(self, match: dict) -> str:
        """When, who and how long; where every name does not fit the row, the AI
        players are counted by level ("You vs Normal \u00d76")."""
        when, moves = when_words(match["finished"]), counted(len(match["actions"]), "move")
        for seats in (" vs ".join(match["names"]), grouped_names(match["names"])):
            words = f"{when}  \u00b7  {seats}  \u00b7  {moves}"
            if self.app.text.render(words, DETAIL_SIZE).get_width() <= LIST_W - 56:
                break
        return words

    def open(self, match: dict) -> None:
        try:
            scene = self.app.screens.make("replay", match, Session.from_record(match))
        except ValueError as error:
            kept = storage.set_aside(Path(match["path"]), "it does not replay")
            self.app.notify(f"{error} {kept}", 8.0)
            self.load()
            return
        self.app.sounds.play("select")
        self.app.stack.push(scene)

    def resume(self) -> None:
        self.app.input.release_all()

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.app.sounds.play("back")
            self.app.stack.pop()
        elif self.matches:
            before = self.menu.index
            if self.menu.handle(event) and self.menu.index != before:
                self.app.sounds.play("move")

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.menu.update(dt)

    def draw(self, surface) -> None:
        text = self.app.text
        self.backdrop.draw(surface)
        text.draw(surface, "Replays", (LIST_X, 70), theme.TITLE_SIZE, theme.GOLD, bold=True,
                  shadow=True)
        label = self.app.input.label
        if not self.matches:
            box = draw_box(surface, LIST_Y)
            text.draw(surface, "No finished matches yet: play one to the end and it will "
                      "be here to watch again.", box.center, theme.BODY_SIZE, theme.INK,
                      anchor="center")
            keys = f"{label(Intent.BACK)} back"  # nothing to choose or watch yet
        else:
            count = counted(len(self.matches), "finished match", "finished matches")
            kept = f"{count}, newest first"
            text.draw(surface, kept, (LIST_X + LIST_W, 96), theme.SMALL_SIZE, theme.INK_DIM,
                      anchor="topright")
            draw_box(surface, LIST_Y, self.menu.visible_rows)
            self.menu.draw(surface, text)
            keys = (f"{label(Intent.UP)} {label(Intent.DOWN)} choose   "
                    f"{label(Intent.CONFIRM)} watch   {label(Intent.BACK)} back")
        text.draw(surface, keys, (LIST_X, 670), theme.SMALL_SIZE, theme.INK_DIM)


def grouped_names(names: list[str]) -> str:
    """"You vs Normal \u00d76": names told apart only by a colour are counted."""
    counts: dict[str, int] = {}
    for name in names:
        plain = re.sub(r" \([^()]*\)$", "", name)
        counts[plain] = counts.get(plain, 0) + 1
    return " vs ".join(name if n == 1 else f"{name} \u00d7{n}" for name, n in counts.items())


def draw_box(surface, top: int, rows: int = 1) -> pygame.Rect:
    box = pygame.Rect(LIST_X - 20, top - 16, LIST_W + 40, rows * ROW_H + 26)
    draw_panel(surface, box, 150)
    return box
