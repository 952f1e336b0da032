"""The box of a call on the Peeper table, at the foot of the log's column: "Mine?" or
"Return?" while the player looking is asked (with its time running out), "Chance?"
or "Double-Chance?" while they decide.  It says what the call does, as the rules
have it; the keys are on the instruction line.  A message of the chrome's, made as a
still part: it covers nothing, and the log gives way to it."""

from __future__ import annotations

from functools import partial

import pygame

from game.peeper.patterns import tile_name
from game.peeper.rules import DOUBLE, MINE_WINDOW
from scenes.core import draw
from scenes.tables.peeper.choosing import CHANCE_PHASES
from scenes.widgets import theme
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

CALL = "call"  # its kind among the chrome's messages
BAR_ROOM = 20  # the time bar's inset from the box's sides
CALL_BACK = (70, 20, 24)


class CallBox:
    def __init__(self, table):
        self.table = table

    def words(self) -> tuple[str, str] | None:
        """(the call, what it does) for the player looking now, or None."""
        table = self.table
        banner = table.window.banner
        if banner is not None:
            tile = tile_name(table.view.single_tile)
            if banner["phase"] == MINE_WINDOW:
                return "Mine?", f"Two more {tile}s take the single {tile}, out of turn."
            return "Return?", f"The fourth {tile} beats the Mine! and leads next."
        if table.phase() in CHANCE_PHASES and table.my_turn():
            if table.phase() == DOUBLE:
                return "Double-Chance?", ("Only you and the caller play: the caller gains "
                                          "30 or loses 50; the others watch and gain 10.")
            return "Chance?", ("Lead, and bet on going out first: +30 if you do and "
                               "\u221210 for each other player; \u221230 if not.")
        return None

    def parts(self) -> list[Part]:
        said = self.words()
        if said is None:
            return []
        table = self.table
        rect = table.geometry.call_rect()
        share = table.window.share_left()
        bar = None if share is None else int((rect.width - 2 * BAR_ROOM) * share)
        call, what = said
        lines = tuple(table.parts.wrap(what, rect.width - 24, theme.SMALL_SIZE - 2))
        timed = table.window.banner is not None
        return [table.chrome.message_part(
            CALL, "call", f"{call} {what}", rect,
            partial(self._draw, rect=rect, call=call, lines=lines, bar=bar, timed=timed),
            key=(call, lines, bar, timed))]

    def _draw(self, surface, rect: pygame.Rect, call: str, lines: tuple, bar: int | None,
              timed: bool) -> None:
        text = self.table.app.text
        draw_panel(surface, rect, 255, CALL_BACK if timed else theme.PANEL, border=theme.GOLD,
                   radius=14)
        text.draw(surface, call, (rect.centerx, rect.y + 6), theme.HEADING_SIZE - 10,
                  theme.GOLD, bold=True, anchor="midtop")
        for i, line in enumerate(lines):
            text.draw(surface, line, (rect.centerx, rect.y + 46 + i * 21), theme.SMALL_SIZE - 2,
                      theme.INK, anchor="midtop")
        if bar is not None:
            draw.rect(surface, theme.GOLD, (rect.x + BAR_ROOM, rect.bottom - 12, bar, 6),
                             border_radius=3)
