"""The Statistics screen: one game at a time, a row per kind of opponent.

Left and right (the shoulders, the wheel, a click on a tab) change the game; up and
down choose "Reset statistics" or "Back".  Reset asks first.
"""

from __future__ import annotations

import pygame

from game.registry import all_games
from scenes.core import draw
from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.match import statistics
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.badge import level_name
from scenes.widgets.menu import MenuItem, MenuList

TABS_Y, TAB_H, TABS_X = 108, 48, 60
TABLE_PANEL = pygame.Rect(60, 170, 1160, 384)
# (heading, x of the column's right edge; the first column is left-aligned at its x)
COLUMNS = (("Opponent", 90), ("Played", 350), ("Won", 430), ("Lost", 510), ("Drawn", 605),
           ("Win rate", 835), ("Best score", 975), ("Streak", 1075), ("Longest", 1190))
WIN_RATE = COLUMNS[5][1]
WIN_BAR = pygame.Rect(640, 0, 130, 18)  # each row's bar, left of its percentage

ROW_H = 40
OPPONENT_ORDER = ("easy", "normal", "hard", "perfect", "random")
COUCH_NOTE = ("A couch match counts for the first player in the setup; the other "
              "players count as Human opponents. The demo and AI-only tables never count.")


ALL = ""  # the row of every match, whoever it was against


def opponent_name(kind: str) -> str:
    if kind == ALL:
        return "All matches"
    return "Human" if kind == statistics.HUMAN else level_name(kind)


def opponent_rank(kind: str) -> tuple:
    """The AI levels easiest first, then any other agent, then people."""
    if kind == statistics.HUMAN:
        return (2, kind)
    return (0, OPPONENT_ORDER.index(kind)) if kind in OPPONENT_ORDER else (1, kind)


def number(value: float | None) -> str:
    if value is None:
        return "\u2014"
    return f"{value:.1f}" if value != int(value) else f"{int(value)}"


def row_cells(kind: str, record: statistics.OpponentRecord) -> list[str]:
    return [opponent_name(kind), str(record.played), str(record.won), str(record.lost),
            str(record.drawn), f"{record.win_rate:.0%}", number(record.best),
            str(record.streak), str(record.longest)]


def win_bar_rect(row_y: int) -> pygame.Rect:
    """The win-rate bar of the row whose words stand at `row_y`."""
    return WIN_BAR.move(0, row_y + 6)


def draw_win_bar(surface, rect: pygame.Rect, rate: float) -> None:
    """The share of matches won, as a bar filled from the left."""
    draw.rect(surface, theme.FELT_DARK, rect, border_radius=5)
    filled = rect.copy()
    filled.width = round(rect.width * rate)
    if filled.width:
        draw.rect(surface, theme.GOLD, filled, border_radius=5)
    draw.rect(surface, theme.INK_DIM, rect, 1, border_radius=5)


def game_summary(info, record: statistics.GameRecord) -> str:
    parts = [f"{record.matches} match{'es' if record.matches != 1 else ''}",
             f"{record.hands} hand{'s' if record.hands != 1 else ''}"]
    if record.average_points is not None:
        parts.append(f"{number(round(record.average_points, 1))} points a hand on average")
        fewest = " (fewest points win)" if info.low_points_win else ""
        parts.append(f"best hand {number(record.best_hand)}{fewest}")
    return "   \u2022   ".join(parts)


class StatisticsScreen(Scene):
    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.backdrop = Backdrop(drifting_cards=3)
        self.games = list(all_games())
        ids = [info.id for info in self.games]
        self.game_index = ids.index(game_id) if game_id in ids else 0
        self.stats, problem = statistics.load()
        if problem:
            self.app.notify(problem)
        self.menu = MenuList([
            MenuItem("Reset statistics", self.ask_reset, enabled=lambda: self.stats is not None,
                     hint="Clear every game's record, after asking"),
            MenuItem("Back", self.close),
        ], topleft=(60, 572), width=360, row_height=50)

    def spoken_title(self) -> str:
        return "Statistics."

    def spoken_focus(self) -> str:
        """The game in view and its record, then the row chosen."""
        info = self.game
        record = self.stats.games.get(info.id) if self.stats is not None else None
        if record is None or not record.matches:
            words = f"{info.title}: no matches yet."
        else:
            rows = [(kind, record.opponents[kind]) for kind in
                    sorted(record.opponents, key=opponent_rank)] + [(ALL, record.overall)]
            heads = [heading for heading, _ in COLUMNS[1:]]
            words = game_summary(info, record) + " " + " ".join(
                f"{cells[0]}: " + ", ".join(f"{h} {c}" for h, c in zip(heads, cells[1:])) + "."
                for cells in (row_cells(kind, counts) for kind, counts in rows))
        return f"{words} {super().spoken_focus()}"

    @property
    def game(self):
        return self.games[self.game_index]

    def ask_reset(self) -> None:
        self.app.sounds.play("select")
        self.app.screens.confirm("Reset all statistics?", "Every game's record goes back "
                                 "to nothing. This can't be undone.", "No, keep them",
                                 "Yes, reset", self.reset)

    def reset(self) -> None:
        statistics.reset()
        self.stats, _ = statistics.load()
        self.app.sounds.play("select")

    def close(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    # -- input --------------------------------------------------------------------------

    def handle(self, event) -> None:
        intent = getattr(event, "intent", None)
        if intent is None:
            return
        clicked = event.pos is not None and intent == Intent.CONFIRM
        tab = self._tab_at(event.pos) if clicked else None
        if tab is not None:
            self._show_game(tab)
        elif intent in (Intent.LEFT, Intent.RIGHT, Intent.NEXT, Intent.PREV):
            step = 1 if intent in (Intent.RIGHT, Intent.NEXT) else -1
            self._show_game((self.game_index + step) % len(self.games))
        elif intent in (Intent.BACK, Intent.PAUSE):
            self.close()
        elif self.menu.handle(event) and event.pos is None:
            self.app.sounds.play("move")

    def _show_game(self, index: int) -> None:
        self.game_index = index
        self.app.sounds.play("move")

    def _tab_rect(self, i: int) -> pygame.Rect:
        width = TABLE_PANEL.width // len(self.games)
        return pygame.Rect(TABS_X + i * width, TABS_Y, width - 8, TAB_H)

    def _tab_at(self, pos) -> int | None:
        for i in range(len(self.games)):
            if self._tab_rect(i).collidepoint(pos):
                return i
        return None

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.menu.update(dt)

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface) -> None:
        text = self.app.text
        self.backdrop.draw(surface, panels=[TABLE_PANEL])
        text.draw(surface, "Statistics", (60, 24), theme.HEADING_SIZE + 8, theme.GOLD,
                  bold=True, shadow=True)
        for i, info in enumerate(self.games):
            self._draw_tab(surface, i, info)
        draw.rect(surface, theme.GOLD, TABLE_PANEL, 2, border_radius=12)
        self._draw_game(surface)
        self.menu.draw(surface, text)
        for i, line in enumerate(text.wrap(COUCH_NOTE, theme.SMALL_SIZE, 740)):
            text.draw(surface, line, (480, 580 + i * 26), theme.SMALL_SIZE, theme.INK_DIM)
        label = self.app.input.label
        text.draw(surface, f"{label(Intent.LEFT)} {label(Intent.RIGHT)} game   "
                  f"{label(Intent.UP)} {label(Intent.DOWN)} choose   "
                  f"{label(Intent.CONFIRM)} select   {label(Intent.BACK)} back",
                  (480, 680), theme.SMALL_SIZE, theme.INK_DIM)

    def _draw_tab(self, surface, i: int, info) -> None:
        rect = self._tab_rect(i)
        chosen = i == self.game_index
        if chosen:
            draw.rect(surface, theme.GOLD, rect, border_radius=8)
        else:
            draw.rect(surface, theme.PANEL, rect, border_radius=8)
            draw.rect(surface, theme.INK_DIM, rect, 1, border_radius=8)
        self.app.text.draw(surface, info.title, rect.center, theme.SMALL_SIZE + 2,
                           theme.PANEL if chosen else theme.INK, anchor="center")

    def _draw_game(self, surface) -> None:
        text, info = self.app.text, self.game
        box = TABLE_PANEL
        if self.stats is None:
            text.draw(surface, "The statistics were kept by a newer Peek Parlor and are "
                      "left as they are.", (box.x + 30, box.y + 40), theme.BODY_SIZE, theme.INK)
            return
        record = self.stats.games.get(info.id)
        if record is None or not record.matches:
            text.draw(surface, "No matches yet: finish one against the AI or friends and it "
                      "counts here.", (box.x + 30, box.y + 40), theme.BODY_SIZE, theme.INK)
            return
        text.draw(surface, game_summary(info, record), (box.x + 30, box.y + 20),
                  theme.BODY_SIZE, theme.INK)
        self._draw_table(surface, record, box.y + 70)

    def _draw_table(self, surface, record: statistics.GameRecord, top: int) -> None:
        text = self.app.text
        for i, (heading, x) in enumerate(COLUMNS):
            anchor = "topleft" if i == 0 else "topright"
            text.draw(surface, heading, (x, top), theme.SMALL_SIZE + 2, theme.GOLD,
                      bold=True, anchor=anchor)
        draw.line(surface, theme.GOLD, (TABLE_PANEL.x + 20, top + 30),
                         (TABLE_PANEL.right - 20, top + 30), 1)
        rows = [(kind, record.opponents[kind])
                for kind in sorted(record.opponents, key=opponent_rank)]
        if len(rows) > 1:  # with one kind of opponent, its row is every match
            rows.append((ALL, record.overall))
        for row, (kind, counts) in enumerate(rows):
            y = top + 40 + row * ROW_H
            if kind == ALL:
                draw.line(surface, theme.GOLD, (TABLE_PANEL.x + 20, y - 6),
                                 (TABLE_PANEL.right - 20, y - 6), 1)
            elif row % 2:
                band = pygame.Rect(TABLE_PANEL.x + 20, y - 6, TABLE_PANEL.width - 40, ROW_H)
                draw.rect(surface, theme.FELT_DARK, band, border_radius=6)
            draw_win_bar(surface, win_bar_rect(y), counts.win_rate)
            for i, (cell, (_, x)) in enumerate(zip(row_cells(kind, counts), COLUMNS)):
                anchor = "topleft" if i == 0 else "topright"
                text.draw(surface, cell, (x, y), theme.BODY_SIZE,
                          theme.INK if i and kind != ALL else theme.GOLD,
                          bold=i == 0 or kind == ALL, anchor=anchor)
