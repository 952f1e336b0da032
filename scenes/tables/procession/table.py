"""The Procession table: the row of digits as big tiles, its runs bracketed beneath,
every multiset of run lengths already made, and who moves.

Its parts: choosing a digit to flip (choosing.py); the log, the goal and the chrome's
lines (words.py); a flip in motion and its news (animation.py); where everything stands
(geometry.py) and what is drawn (drawing.py); the results, ranked (results.py).
"""

from __future__ import annotations

import pygame

from scenes.core.layout import load_layout
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.procession import by_ear
from scenes.tables.procession.animation import ProcessionAnimation
from scenes.tables.procession.choosing import ProcessionChoosing
from scenes.tables.procession.drawing import Drawing
from scenes.tables.procession.geometry import ONE_ROW, Geometry
from scenes.tables.procession.results import ResultsOverlay
from scenes.tables.procession.words import ProcessionWords
from scenes.widgets.cards import LIFT
from scenes.widgets.still import Part
from scenes.widgets.tiles import TileArt

LOG_LINES = 9


class ProcessionTable(TableScene):
    layout_name = "procession"
    MANY_LAYOUT = "procession_many"  # four seats or more: their badges in two rows
    ANCHORS = ("seats", "goal", "banner", "row", "runs", "hints", "tip", "status", "history",
               "preview", "log", "buttons")
    HIDDEN_HANDS = False  # nothing is secret: the screen passes between humans freely
    CHOOSING = ProcessionChoosing
    WORDS = ProcessionWords
    ANIMATION = ProcessionAnimation
    BY_EAR = by_ear

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        if len(session.seats) > ONE_ROW:  # the badges in two rows
            self.layout = load_layout(self.MANY_LAYOUT)
        self.geometry = Geometry(self.layout, session.state.n)
        self.tiles = TileArt(app.text, self.geometry.tile_size)
        self.drawing = Drawing(self)

    def hint_area(self, lines: int) -> pygame.Rect:
        """Over the log's top (see `Geometry.hint_area`)."""
        return self.geometry.hint_area(lines)

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """The news of the last flip (at the end, why it won): notes speak of it."""
        return [self.layout["banner"]]

    def results_scene(self, event):
        """The players ranked: who made the last move, then everyone else."""
        return ResultsOverlay(self.app, self, event)

    def still_parts(self) -> list[Part]:
        """Everything but the cursor is kept until its key changes.

        Parts are small, so a flip redraws only what it changed: a part per tile and
        per number, per run's bracket, per line of words and per multiset made.  The
        panels (the row after a flip, the multisets made) are parts that never change,
        under the parts drawn on them.  The log is one part, listed first: it overlaps
        no other part, and the frame after a move then redraws it alone, leaving the
        rest to the next."""
        return [self.log_part_under_hint(), *super().still_parts(),
                *self.drawing.parts(self.view)]

    def log_part_under_hint(self) -> Part:
        """The log; while a hint's reason stands over its top, only below it."""
        lines = self.hints.wrapped()
        area = self.geometry.log_area(self.hint_area(len(lines)) if lines else None)
        shown = self.log.shown(self.viewer, area, self.parts.wrap, LOG_LINES)
        return self.log.part(self.app.text, area, shown)

    def draw_table(self, surface) -> None:
        """Only the cursor moves with every frame; the rest is kept (`still_parts`).
        No cursor in a move's own frame (it shows the table as it was), and no tip
        while a refusal's banner says why."""
        if self.my_turn() and not self.anim.busy and self.chrome.parts_listed:
            current = self.targets.current
            lifted = current is not None and current.allowed
            self.chrome.draw_cursor(surface, tip=self.chrome.message is None,
                                    lift=LIFT if lifted else 0)


TABLE = ProcessionTable
