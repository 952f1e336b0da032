"""The Peek and Run table: the board of products, two discard piles, the stock, your
hand, the opponents' hands, scores, the cards you have seen and the move log (in
words, or in the published notation).

Its parts: choosing a card and a pile, or a peek's steps (choosing.py); the log and
the table's words (words.py); events into motion, and the cards each human peeked at
(animation.py); where everything stands (geometry.py) and what is drawn (drawing.py,
board.py, panels.py, pictures.py); partners' results as their side's (results.py).
"""

from __future__ import annotations

from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.peek_and_run import by_ear
from scenes.tables.peek_and_run.animation import PeekAndRunAnimation
from scenes.tables.peek_and_run.choosing import PeekAndRunChoosing
from scenes.tables.peek_and_run.drawing import Drawing
from scenes.tables.peek_and_run.geometry import Geometry
from scenes.tables.peek_and_run.phrases import HandsLog
from scenes.tables.peek_and_run.pictures import CardPictures
from scenes.tables.peek_and_run.results import ResultsOverlay, SideResults
from scenes.tables.peek_and_run.words import PeekAndRunWords
from scenes.widgets.still import Part

LOG_LINES = 14


class PeekAndRunTable(TableScene):
    layout_name = "peek_and_run"
    ANCHORS = ("status", "hints", "banner", "tip", "log", "buttons", "board", "discard_left",
               "discard_right", "stock", "hand", "opponents", "peek", "scores")
    CHOOSING = PeekAndRunChoosing
    WORDS = PeekAndRunWords
    ANIMATION = PeekAndRunAnimation
    BY_EAR = by_ear

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.log = HandsLog()
        self.pictures = CardPictures(app)
        self.drawing = Drawing(self)
        self._geometry: Geometry | None = None

    def resized(self) -> None:
        self.drawing.looks.on_felt(self.felt)

    @property
    def geometry(self) -> Geometry:
        """Where everything stands in the View shown, the viewer (or else the first
        seat) at the bottom of the screen."""
        view = self.view
        bottom = self.viewer if self.viewer is not None else 0
        kept = self._geometry
        if kept is None or kept.view is not view or kept.bottom != bottom:
            kept = self._geometry = Geometry(self.layout, view, bottom)
        return kept

    def results_scene(self, event):
        """The results in the bottom right corner, clear of the board; partners' as
        their side's (see results.py)."""
        if len(set(self.view.sides)) < self.view.num_seats:
            return SideResults(self.app, self, event)
        return ResultsOverlay(self.app, self, event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.drawing.prepare_one()

    def still_parts(self) -> list[Part]:
        """Everything but the cursor (and its tip) is kept until its key changes.

        Parts are small, so a move redraws only what it changed: a part per board
        cell, per pile, per card in a hand, per badge, per line of words.  The panel of
        cards seen is a part that never changes, under parts for its lines.  The log
        is one part (its lines all move up with each move), listed first: it overlaps
        no other part, and the frame after a move, which works out the new parts,
        then redraws it alone, leaving the rest to the next frames."""
        return [self.log_part_under_hint(), *super().still_parts(),
                *self.drawing.parts(self.view)]

    def log_part_under_hint(self) -> Part:
        """The log; while a hint's reason stands over its top (`hint_area`), only
        below it, so that the hint covers none of it."""
        area = self.hints.room_below(self.layout["log"])
        shown = self.log.shown(self.viewer, area, self.parts.wrap, LOG_LINES)
        return self.log.part(self.app.text, area, shown)

    def draw_table(self, surface) -> None:
        """The cursor and its tip, once the viewer's hand is dealt.  Not in a move's own
        frame: it shows the table as it was (see `TableScene.draw`), and the cursor
        and its tip would stand where the new one puts them.  No tip while a refusal's
        banner stands: it says why, and the tip might stand where it does."""
        if self.my_turn() and self.chrome.parts_listed and \
                not self.animation.arriving.get(self.geometry.bottom):
            # while a refusal's banner stands, it alone speaks: the tip waits
            self.chrome.draw_cursor(surface, tip=self.chrome.message is None,
                                    lift=self.drawing.cursor_lift())


TABLE = PeekAndRunTable
