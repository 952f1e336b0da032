"""The Peeper table: your tiles, the trick with its pattern named and what beats it,
every player's badge (tiles left, points, what they did last) and the "Mine?" /
"Return?" window.

Its parts: choosing a play (choosing.py), its words (words.py), the events shown
(animation.py, with a hand's end in reveal.py), the window and its calls (window.py),
where things stand (geometry.py) and what is drawn (drawing.py, with the call box in
call_box.py and the log in log_parts.py).
"""

from __future__ import annotations

import pygame

from scenes.core.layout import load_layout
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import COACHED, PLAYING, Mode
from scenes.tables.peeper import by_ear
from scenes.tables.peeper.animation import PeeperAnimation
from scenes.tables.peeper.choosing import PeeperChoosing
from scenes.tables.peeper.drawing import PeeperDrawing
from scenes.tables.peeper.geometry import PeeperGeometry
from scenes.tables.peeper.window import CallWindow
from scenes.tables.peeper.words import PeeperWords
from scenes.widgets.still import Part


class PeeperTable(TableScene):
    layout_name = "peeper"
    GUIDED_LAYOUT = "peeper_guided"  # a guided hand's: room for the coach by the log
    ANCHORS = ("status", "log", "buttons", "hints", "opponents", "trick", "banner", "hand",
               "tip", "call")
    CHOOSING = PeeperChoosing
    WORDS = PeeperWords
    ANIMATION = PeeperAnimation
    BY_EAR = by_ear

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        if mode is COACHED:
            self.layout = load_layout(self.GUIDED_LAYOUT)
        self.geometry = PeeperGeometry(self)
        self.window = CallWindow(self)
        self.drawing = PeeperDrawing(self)

    def phase(self) -> str:
        return self.view.phase

    def update(self, dt: float) -> None:
        self.window.update(dt)
        super().update(dt)

    def holds_play(self) -> bool:
        """While the call box's clock runs, the window keeps its own time."""
        return self.window.banner is not None

    @property
    def view(self):
        """As the kit has it; once the match is over, its last hand as it ended."""
        last = getattr(getattr(self, "animation", None), "last_hand", None)
        return last if last is not None and self.session.state.is_over else super().view

    # -- windows: who is asked, and who may see the table ---------------------------------

    def hand_off_seat(self):
        if self.window.asked() and self.session.agents_to_act():
            return None  # the AI seats answer first, at once: no hand-off for nothing
        return super().hand_off_seat()

    def drive_seats(self, dt: float) -> None:
        if self.window.asked() and self.mode.drives_agents:
            # AIs answer a window at once; the call box keeps its own time
            self.flow.drive_agents(dt, delay=0.0)
        else:
            super().drive_seats(dt)

    def keeps_ended_hand(self) -> bool:
        """A guided hand's last note speaks of the hand as it ended: it stays from the
        last step on, not only once the coach has finished."""
        coach = self.coach
        return coach is not None and (coach.finished or coach.step is None)

    # -- choices: the rules say why not --------------------------------------------------

    def handle_intent(self, event) -> None:
        if not self.window.take_buzz(event):
            super().handle_intent(event)

    def handle_play(self, seat, event) -> None:
        if not self.choosing.cycle_plays(seat, event) and not self.choosing.out_of_turn(event):
            super().handle_play(seat, event)

    def refuse_choice(self, key, action=None) -> str:
        """In a guided hand, the play on offer is taken as the step's move when it is
        (its tiles need not be picked one by one)."""
        if key == ("button", "play") and self._offers_coached_move():
            return ""
        return super().refuse_choice(key, action)

    def coached_move(self) -> str:
        """The move a guided hand's step asks of the learner now ("" if none)."""
        coach = self.coach
        if coach is None or coach.finished or coach.reading() or coach.step is None:
            return ""
        return coach.step.move if coach.step.for_learner else ""

    def _offers_coached_move(self) -> bool:
        play = self.choosing.previewed()
        return (self.coach is not None and not self.coach.pressed and play is not None
                and str(play) == self.coached_move())

    # -- where messages stand --------------------------------------------------------------

    def call_box_up(self) -> bool:
        return self.drawing.call_box.words() is not None

    def hint_area(self, lines: int) -> pygame.Rect:
        """At the foot of the log's column, over the call box if it is up: the log
        gives way to it."""
        return self.geometry.hint_rect(lines)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface) -> None:
        """A bomb shakes the table: the frame is drawn, then shifted sideways in place;
        the strip it uncovers keeps what the screen showed before."""
        offset = self.animation.shake_offset()
        if not offset:
            super().draw(surface)
            return
        width, height = surface.get_size()
        strip = pygame.Rect(0 if offset > 0 else width + offset, 0, abs(offset), height)
        uncovered = surface.subsurface(strip).copy()
        super().draw(surface)
        surface.scroll(offset, 0)
        surface.blit(uncovered, strip)

    def still_parts(self) -> list[Part]:
        return [*super().still_parts(), *self.drawing.parts()]

    def draw_table(self, surface) -> None:
        self.drawing.draw_live(surface)


TABLE = PeeperTable
