"""The first look: at the deal a seat's bottom row turns face up for a moment
("Remember these!", a press ends it); it stays readable to its owner until their
first turn, then turns face down for good."""

from __future__ import annotations

from game.no_lookie.cards import BOTTOM
from scenes.core.anim import Sprite, Tween
from scenes.core.input import Intent

LOOK_SECONDS = 4.0  # "Remember these!" holds play this long (a press ends it)
REMEMBER = "Remember these!"


class FirstLook:
    def __init__(self, animation):
        self.animation = animation
        self.table = animation.table
        self.looked: set[int] = set()
        self.looking: int | None = None  # the seat having its first look now
        self.shown = False  # the viewer's bottom row was face up at the last update

    def showing(self) -> bool:
        """Whether the viewer's bottom row is theirs to read now."""
        table = self.table
        seat = table.viewer
        if seat is None or seat not in self.looked or self.animation.reveal is not None:
            return False
        if self.looking == seat:
            return True
        view = table.view
        return view.turns_taken[seat] == 0 and view.current != seat

    def start(self, seat: int, after: float = 0.0) -> None:
        table, animation = self.table, self.animation
        if seat in self.looked or animation.reveal is not None or table.view.is_over:
            return
        if table.view.turns_taken[seat]:
            self.looked.add(seat)  # a match resumed after the look
            return
        self.looked.add(seat)
        self.looking = seat
        self.shown = True
        detail = (f"Your bottom row, face up for a moment only "
                  f"({table.key_label(Intent.CONFIRM)} when you have them).")
        animation.banner = [REMEMBER, detail, LOOK_SECONDS]
        animation.flip_row(seat, BOTTOM, face_up=True, delay=after)
        table.anim.add(Sprite(Tween(0.0, 1.0, LOOK_SECONDS, delay=after + 0.4,
                                    on_done=self._end),
                              lambda *_: None))
        table.app.sounds.play("flip")

    def _end(self) -> None:
        self.looking = None
        banner = self.animation.banner
        if banner and banner[0] == REMEMBER:
            self.animation.banner = None

    def update(self) -> None:
        """Once the look is over, the viewer's bottom row turns face down for good."""
        shown = self.showing()
        viewer = self.table.viewer
        if self.shown and not shown and viewer is not None:
            self.animation.flip_row(viewer, BOTTOM, face_up=False)
        self.shown = shown
