"""The first look: at the deal a seat's bottom row turns face up for a moment (the
instruction line says "Remember these", a press ends it); it stays readable to its
owner until their first turn, then turns face down for good.

On a screen several humans share, each looks in turn behind their own hand-off: a
look starts only for the player the screen was handed to, while they are asked."""

from __future__ import annotations

from game.no_lookie.cards import BOTTOM
from scenes.core.anim import Sprite, Tween

LOOK_SECONDS = 4.0  # the look holds play this long (a press ends it)


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

    def may_look(self, seat: int) -> bool:
        """The screen is `seat`'s: its own alone, or handed to it now it is asked."""
        table = self.table
        if seat != table.viewer:
            return False
        return not table.flow.screen_is_shared() or seat in table.session.humans_to_act()

    def start(self, seat: int, after: float = 0.0) -> None:
        table, animation = self.table, self.animation
        if seat in self.looked or animation.reveal is not None or table.view.is_over \
                or not self.may_look(seat):
            return
        self.looked.add(seat)
        if table.view.turns_taken[seat]:
            return  # a match resumed after the look
        self.looking = seat
        self.shown = True
        animation.flip_row(seat, BOTTOM, face_up=True, delay=after)
        table.anim.add(Sprite(Tween(0.0, 1.0, LOOK_SECONDS, delay=after + 0.4,
                                    on_done=self._end),
                              lambda *_: None))
        table.app.sounds.play("flip")

    def _end(self) -> None:
        self.looking = None

    def update(self) -> None:
        """Once the look is over, the viewer's bottom row turns face down for good."""
        shown = self.showing()
        viewer = self.table.viewer
        if self.shown and not shown and viewer is not None:
            self.animation.flip_row(viewer, BOTTOM, face_up=False)
        self.shown = shown
