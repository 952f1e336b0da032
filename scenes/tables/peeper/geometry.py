"""Where everything stands on the Peeper table: the other players' badges in a row
along the top (their open tiles under each in a replay and at a hand's end), the
news of the last move under them, the trick in the middle, your tiles along the
bottom, and down the right the log, with a hint and the Mine?/Return? box at its foot
when they are up (the log gives way to them)."""

from __future__ import annotations

import pygame

from scenes.tables.kit.hinting import panel_height
from scenes.widgets.cards import HOVER, LIFT, NORMAL, SELECTED, SHADOW_OFFSET
from scenes.widgets.rows import fan

TILE = (50, 72)
OPEN_TILE = (22, 30)  # another seat's tiles, shown face up in a replay
OPEN_GAP = 2  # between open tiles, and between their two rows
OPEN_ROOM = 2 * OPEN_TILE[1] + 3 * OPEN_GAP  # under a badge: two rows of open tiles
OUTLINE_ROOM = 16  # how much wider and taller than a tile its frame or dashed outline is, at most
HAND_TILES_TOP = 26  # from the hand's top: the line about you, clear of a raised tile's frame
TRICK_TILES_TOP = 76  # from the trick's top: its caption and what beats it come first
NOTES_GAP = 10  # between the log, a hint and the call box down the right


def tile_room(rect: pygame.Rect, state: str = NORMAL) -> pygame.Rect:
    """All `draw_card` draws for a tile at `rect` in `state`: its shadow, and where the
    state draws one, the tile raised with its frame, or its dashed outline."""
    shadow = pygame.Rect(rect.x - 6 + SHADOW_OFFSET[0], rect.y - 6 + SHADOW_OFFSET[1],
                         rect.width + 12, rect.height + 12)
    room = rect.union(shadow)
    if state == NORMAL:
        return room
    lift = LIFT if state in (SELECTED, HOVER) else 0
    return room.union(rect.move(0, -lift).inflate(OUTLINE_ROOM, OUTLINE_ROOM))


def open_tiles_area(badge: pygame.Rect) -> pygame.Rect:
    """Under a badge made shorter by OPEN_ROOM: where that seat's open tiles go."""
    return pygame.Rect(badge.x, badge.bottom + OPEN_GAP, badge.width, OPEN_ROOM - OPEN_GAP)


def open_tile_rects(badge: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where a seat's open tiles go under its badge: one row if they fit side by
    side, else two, so a full hand of 16 reads tile by tile."""
    area = open_tiles_area(badge)
    fits = count * (OPEN_TILE[0] + OPEN_GAP) - OPEN_GAP <= area.width
    first = count if fits else (count + 1) // 2
    rows = [pygame.Rect(area.x, area.y + i * (OPEN_TILE[1] + OPEN_GAP), area.width,
                        OPEN_TILE[1]) for i in range(2)]
    return (fan(rows[0], first, OPEN_TILE, OPEN_GAP)
            + fan(rows[1], count - first, OPEN_TILE, OPEN_GAP))


class PeeperGeometry:
    """The rects of one table, from its layout and who is looking at it."""

    def __init__(self, table):
        self.table = table
        self.layout = table.layout
        self._hand_rows: dict[int, list[pygame.Rect]] = {}  # tiles in hand -> their rects

    def others(self) -> list[int]:
        """The seats along the top, in turn from the viewer's left (all, if nobody is
        looking)."""
        n = self.table.session.state.num_seats
        viewer = self.table.viewer
        if viewer is None:
            return list(range(n))
        return [(viewer + k) % n for k in range(1, n)]

    def opponent_rect(self, index: int) -> pygame.Rect:
        area = self.layout["opponents"]
        count = max(1, len(self.others()))
        width = min(260, (area.width - 10 * (count - 1)) // count)
        return pygame.Rect(area.x + index * (width + 10), area.y, width, area.height)

    def tile_rect(self, index: int) -> pygame.Rect:
        count = max(len(self.table.view.hand), index + 1)
        return pygame.Rect(self.hand_row(count)[index])

    def hand_row(self, count: int) -> list[pygame.Rect]:
        """Where `count` tiles of your hand go, worked out once per count (the targets,
        the parts and the cursor all ask for them)."""
        if count not in self._hand_rows:
            area = self.layout["hand"]
            row = pygame.Rect(area.x, area.y + HAND_TILES_TOP, area.width, TILE[1])
            self._hand_rows[count] = fan(row, count, TILE, 8)
        return self._hand_rows[count]

    def trick_rects(self, count: int) -> list[pygame.Rect]:
        area = self.layout["trick"]
        row = pygame.Rect(area.x, area.y + TRICK_TILES_TOP, area.width, TILE[1] + 20)
        return fan(row, count, TILE, 8)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's tiles come from and a trick it wins goes to."""
        if seat == self.table.viewer:
            return self.layout["hand"].midtop
        others = self.others()
        if seat in others:
            return self.opponent_rect(others.index(seat)).center
        return self.layout["trick"].center

    # -- down the right: the log, and at its foot a hint and the call box ----------------

    def call_rect(self) -> pygame.Rect:
        return self.layout["call"]

    def hint_rect(self, lines: int) -> pygame.Rect:
        """A hint's reason `lines` long, at the foot of the log's column (above the call
        box while it is up)."""
        column = self.layout["log"]
        bottom = self.call_rect().top - NOTES_GAP if self.table.call_box_up() \
            else column.bottom
        height = panel_height(lines)
        return pygame.Rect(column.x, bottom - height, column.width, height)

    def log_rect(self, hint_lines: int) -> pygame.Rect:
        """The log: the whole column, down to the hint (`hint_lines` long, 0 for none)
        or the call box, whichever stands highest."""
        column = self.layout["log"]
        bottom = column.bottom
        if self.table.call_box_up():
            bottom = self.call_rect().top
        if hint_lines:
            bottom = self.hint_rect(hint_lines).top
        if bottom != column.bottom:
            bottom -= NOTES_GAP
        return pygame.Rect(column.x, column.y, column.width, bottom - column.y)
