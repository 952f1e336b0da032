"""A Peeper hand's end on the table: every hand turned up, under each badge, with what
it cost its holder, before the results.

The rules deal the next hand with the play that goes out, and no event shows the
hands left (each tile left costs a point, and at the table everyone turns theirs up
to count them): so as a move that may go out is made, the table notes each player's
hand as that player sees it, and shows them once the hand has ended.  A match
resumed at a hand's end has none noted: its badges give the count alone."""

from __future__ import annotations

import pygame

from game.core import HandEnded
from game.peeper.actions import Mine, Return
from game.peeper.patterns import Play

REVEAL_SECONDS = 2.0  # the hands lie face up this long before the results


def tiles_put_down(action) -> int | None:
    """How many tiles a move puts down (None for a pass or a call of no tiles)."""
    if isinstance(action, Play):
        return len(action.tiles)
    if isinstance(action, Mine):
        return 2
    return 1 if isinstance(action, Return) else None


class HandReveal:
    def __init__(self, table):
        self.table = table
        self.hands: dict[int, tuple[int, ...]] | None = None  # seat -> tiles left, on show
        self.points: tuple = ()  # what the hand cost each seat
        self._noted: tuple | None = None  # (the mover, every hand) as a move that may go out is made

    def before_move(self, seat: int, action) -> None:
        """A move is about to be made: if it may empty its player's hand, note every
        hand as it stands."""
        table = self.table
        view = table.view
        count = tiles_put_down(action)
        if count is None or seat not in view.players or view.counts[seat] != count:
            self._noted = None
            return
        self._noted = (seat, {s: table.seat_view(s).hand for s in view.seated})

    def show(self, ended: HandEnded, delay: float) -> None:
        """The hand just ended: every hand turns up, and the results wait a moment."""
        if self._noted is None:
            return
        mover, hands = self._noted
        self.hands = {**hands, mover: ()}
        self.points = ended.points
        self.table.hold(delay + REVEAL_SECONDS)
        self._glow_tiles_left(delay)

    def _glow_tiles_left(self, delay: float) -> None:
        """What scores a Peeper hand: every tile left, each a point lost; they glow as
        they turn up."""
        table = self.table
        rects = []
        for index, seat in enumerate(table.geometry.others()):
            if self.hands.get(seat):
                rects.append(_around(table.drawing.revealed_rects(index, len(self.hands[seat]))))
        mine = self.hands.get(table.viewer)
        if mine:
            rects.append(_around(table.geometry.hand_row(len(mine))))
        if rects:
            table.glow(rects, delay)

    def clear(self) -> None:
        self.hands, self._noted = None, None

    def on_show(self) -> bool:
        """Whether the hand just ended is on the table (its results up or to come, or
        the match over)."""
        table = self.table
        return self.hands is not None and (table.flow.ended_hand is not None or
                                           table.session.state.is_over)

    def tiles_of(self, seat: int) -> tuple[int, ...] | None:
        """A seat's tiles left, face up at the hand's end (None: not on show)."""
        return self.hands.get(seat) if self.on_show() else None

    def cost(self, seat: int) -> str:
        """What the hand did to a seat's points: "-9", "+30"."""
        points = self.points[seat] if seat < len(self.points) else 0
        return f"{points:+d}".replace("-", "\u2212")


def _around(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:])
