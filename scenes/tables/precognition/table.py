"""The Precognition table: your hand, a letter pad for your secret prediction, the row
of cards with its ups and downs, your prediction beside it, and the reveal.

Its parts: choosing on the pad and from the hand (choosing.py), its words (words.py),
the events shown (animation.py), where things stand (geometry.py) and what is drawn
(drawing.py, with the row, the pad and the reveal in modules of their own).

Nothing of another player's string shows before the reveal: not its letters, its
length, its erasures nor its timing.  The AI seats write while the humans do, but
fold their papers only once no human is still writing, one at the AI pace, however
long their strings.
"""

from __future__ import annotations

import pygame

from game.precognition.actions import Finish
from scenes.core.input import Intent, IntentEvent
from scenes.core.layout import load_layout
from scenes.match.thinking import think
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import COACHED, PLAYING, Mode
from scenes.tables.precognition import by_ear
from scenes.tables.precognition.animation import PrecognitionAnimation
from scenes.tables.precognition.choosing import PrecognitionChoosing
from scenes.tables.precognition.drawing import PrecognitionDrawing
from scenes.tables.precognition.geometry import PrecognitionGeometry
from scenes.tables.precognition.results import DealResults
from scenes.tables.precognition.words import PrecognitionWords
from scenes.widgets.still import Part

LETTERS_PER_THOUGHT = 200  # an AI writing more in one frame is stuck: go on next frame


class PrecognitionTable(TableScene):
    layout_name = "precognition"
    GUIDED_LAYOUT = "precognition_guided"  # a guided hand's: room for the coach by the log
    ANCHORS = ("seats", "banner", "row", "pad", "aid", "log", "hand", "reveal", "buttons",
               "hints", "status", "tip")
    CHOOSING = PrecognitionChoosing
    WORDS = PrecognitionWords
    ANIMATION = PrecognitionAnimation
    BY_EAR = by_ear

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        if mode is COACHED:
            self.layout = load_layout(self.GUIDED_LAYOUT)
        self.geometry = PrecognitionGeometry(self)
        self.drawing = PrecognitionDrawing(self)
        self.drafts: dict = {}  # AI seat -> its Thought about its next letter
        self.quiet = 0.0  # seconds since a paper was last folded with no human writing

    # -- the AI seats write without giving their strings away ----------------------

    def drive_seats(self, dt: float) -> None:
        if not self.view.writing or not self.mode.drives_agents:
            self.drafts.clear()
            super().drive_seats(dt)
            return
        self.flow.thinking = None
        writers = self.session.agents_to_act()
        humans_writing = bool(self.session.humans_to_act())
        self.quiet = 0.0 if humans_writing else self.quiet + dt
        for seat in writers:
            self.drafts[seat] = self._write_ahead(seat)
        if humans_writing or self.quiet < self.app.prefs.ai_delay:
            return
        for seat in writers:  # one paper folded per AI pace, all at once if instant
            if self.drafts[seat].done() and isinstance(self.drafts[seat].result(), Finish):
                del self.drafts[seat]
                self.play(seat, Finish())
                self.quiet = 0.0
                if self.app.prefs.ai_delay > 0:
                    return

    def _write_ahead(self, seat: int):
        """Play every letter the seat has already chosen; return its next thought."""
        thought = self.drafts.get(seat) or think(self.session, seat,
                                                 self.app.config.think_in_worker)
        for _ in range(LETTERS_PER_THOUGHT):
            if not thought.done() or isinstance(thought.result(), Finish):
                break
            self.play(seat, thought.result())
            thought = think(self.session, seat, self.app.config.think_in_worker)
        return thought

    # -- the scene -------------------------------------------------------------------

    def handle_intent(self, event) -> None:
        if self.view.writing and event.intent == Intent.ACTION_2:
            # taking back a letter before "done" is erasing it
            event = IntentEvent(Intent.BACK, event.device, event.pos)
        super().handle_intent(event)

    def my_turn(self) -> bool:
        """Not while the reveal is on the table: the next deal (a replay's) waits for
        its results, and nothing is asked, offered or hinted over the predictions."""
        return super().my_turn() and self.animation.reveal is None

    def handle_play(self, seat, event) -> None:
        if not self.choosing.out_of_turn(event):
            super().handle_play(seat, event)

    def hint_area(self, lines: int) -> pygame.Rect:
        """At the top of the log's column: the log gives way to it."""
        return self.geometry.hint_rect(lines)

    def resume(self) -> None:
        super().resume()
        over = self.session.state.is_over
        if self.animation.reveal is not None and not self.flow.pending_results and not over:
            self.animation.next_deal()  # the results were read: on to the replay's fresh deal

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """Once revealed, the predictions and what each made: what a note speaks of."""
        reveal = self.animation.reveal
        if reveal is None:
            return []
        return [self.drawing.reveal.line_rect(i) for i in range(len(reveal.players))]

    def results_scene(self, event):
        """The players ranked by what their strings made, in names and letters, from
        the reveal still on the table (the rules' summary numbers the players and
        counts a deal's letters as points)."""
        reveal = self.animation.reveal
        if reveal is None:
            return super().results_scene(event)
        results = {seat: reveal.result_words(seat) for seat in range(self.view.num_seats)}
        return DealResults(self.app, self, event, reveal.verdict(self.words.names), results)

    def still_parts(self) -> list[Part]:
        return super().still_parts() + self.drawing.parts()

    def draw_table(self, surface) -> None:
        self.drawing.draw_live(surface)


TABLE = PrecognitionTable
