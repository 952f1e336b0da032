"""The Procession table: the row of digits as big tiles, its runs bracketed beneath,
every multiset of run lengths already made, and who moves.

Its parts: choosing a digit to flip (choosing.py); the log, the goal and the turn
panel's words (words.py); a flip in motion (animation.py); where everything stands
(geometry.py) and what is drawn (drawing.py).
"""

from __future__ import annotations

import pygame

from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.procession.animation import ProcessionAnimation
from scenes.tables.procession.choosing import ProcessionChoosing
from scenes.tables.procession.drawing import Drawing
from scenes.tables.procession.geometry import Geometry
from scenes.tables.procession.results import ResultsOverlay
from scenes.tables.procession.words import ProcessionWords
from scenes.widgets.cards import LIFT
from scenes.widgets.still import Part
from scenes.widgets.tiles import TileArt


class ProcessionTable(TableScene):
    layout_name = "procession"
    ANCHORS = ("seats", "goal", "row", "runs", "turn", "buttons", "status", "history", "log")
    HIDDEN_HANDS = False  # nothing is secret: the screen passes between humans freely
    CHOOSING = ProcessionChoosing
    WORDS = ProcessionWords
    ANIMATION = ProcessionAnimation

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.geometry = Geometry(self.layout, session.state.n)
        self.tiles = TileArt(app.text, self.geometry.tile_size)
        self.drawing = Drawing(self)

    def hint_area(self, lines: int) -> pygame.Rect:
        """Beside the Hint button, clear of the turn panel (see `Geometry.hint_area`)."""
        return self.geometry.hint_area(self.buttons, lines)

    def results_scene(self, event):
        """The players ranked: who made the last move, then everyone else."""
        return ResultsOverlay(self.app, self, event)

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """The turn panel's words (whose move, who won and why): notes speak of them."""
        return [self.geometry.turn_words()]

    def still_parts(self) -> list[Part]:
        """Everything but the cursor is kept until its key changes.

        Parts are small, so a flip redraws only what it changed: a part per tile, per
        run's bracket, per line of words and per multiset made.  The two panels (the
        turn, the multisets made) are parts that never change, under the parts drawn
        on them.  The log is one part, listed first: it overlaps no other part, and
        the frame after a move then redraws it alone, leaving the rest to the next."""
        return [self.log_part(9), *super().still_parts(), *self.drawing.parts(self.view)]

    def draw_table(self, surface) -> None:
        """Only the cursor moves with every frame; the rest is kept (`still_parts`)."""
        if self.my_turn() and not self.anim.busy:
            current = self.targets.current
            lifted = current is not None and current.allowed
            self.chrome.draw_cursor(surface, tip=False, lift=LIFT if lifted else 0)


TABLE = ProcessionTable
