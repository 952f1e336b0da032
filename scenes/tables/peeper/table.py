"""The Peeper table: your tiles, the trick with its pattern named, every player's
badge (tiles left, points, what they did last) and the "Mine?" / "Return?" window.

Its parts: choosing a play (choosing.py), its words (words.py), the events shown
(animation.py), the window and its calls (window.py), where things stand
(geometry.py) and what is drawn (drawing.py).  A window answers from each player's
own device.
"""

from __future__ import annotations

import pygame

from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.peeper.animation import PeeperAnimation
from scenes.tables.peeper.choosing import PeeperChoosing
from scenes.tables.peeper.drawing import PeeperDrawing
from scenes.tables.peeper.geometry import PeeperGeometry
from scenes.tables.peeper.window import CallWindow
from scenes.tables.peeper.words import PeeperWords
from scenes.widgets.still import Part


class PeeperTable(TableScene):
    layout_name = "peeper"
    ANCHORS = ("status", "log", "buttons", "hints", "opponents", "trick", "banner", "hand")
    CHOOSING = PeeperChoosing
    WORDS = PeeperWords
    ANIMATION = PeeperAnimation

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.geometry = PeeperGeometry(self)
        self.window = CallWindow(self)
        self.drawing = PeeperDrawing(self)

    def phase(self) -> str:
        return self.view.phase

    def enter(self) -> None:
        super().enter()
        if self.window.asked():  # a match resumed in a window opens it again
            self.window.to_open = True

    def update(self, dt: float) -> None:
        self.window.open_if_asked()
        super().update(dt)
        if self.window.banner is not None:
            self.window.tick(dt)

    def holds_play(self) -> bool:
        """While the Mine?/Return? banner runs, it keeps its own time."""
        return self.window.banner is not None

    # -- windows: who is asked, and what the screen may show ----------------------------

    def hand_off_seat(self):
        if self.window.asked():
            return None  # everyone answers at once with their own device; no hiding
        return super().hand_off_seat()

    def drive_seats(self, dt: float) -> None:
        if self.window.asked() and self.mode.drives_agents:
            # AIs answer a window at once; the banner keeps its own time
            self.flow.drive_agents(dt, delay=0.0)
        else:
            super().drive_seats(dt)

    def handle_intent(self, event) -> None:
        if not self.window.take_buzz(event):
            super().handle_intent(event)

    def handle_play(self, seat, event) -> None:
        if not self.choosing.cycle_plays(seat, event):
            super().handle_play(seat, event)

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
