"""Where everything stands on the Precognition table: the badges in a row along the
top, the row's cards (row.py places them), the pad's keys, your hand, and on the
right your prediction over the log's column, whose top a hint takes when one is up."""

from __future__ import annotations

import pygame

from scenes.tables.kit.hinting import panel_height
from scenes.tables.precognition.pad import PAD_KEYS
from scenes.tables.precognition.row import change_centre, row_slots
from scenes.widgets.cards import CARD_SIZE, card_room
from scenes.widgets.rows import fan

PAD_KEY_SIZE = (150, 86)  # at most: a narrow pad's keys are narrower
PAD_KEY_GAP = 22
KEY_TIP_ROOM = 104  # from the pad's side to its outer keys' middle: half the widest tip
HAND_GAP = 10
NOTES_GAP = 8  # between a hint and the log under it


class PrecognitionGeometry:
    """The rects of one table, from its layout and its View."""

    def __init__(self, table):
        self.table = table
        self.layout = table.layout
        self._row_kept: tuple = (None, None)  # (row length, its geometry)

    def badge_rect(self, seat: int) -> pygame.Rect:
        area = self.layout["seats"]
        count = self.table.session.state.num_seats
        width = min(260, (area.width - 10 * (count - 1)) // count)
        left = area.centerx - (count * width + 10 * (count - 1)) // 2
        return pygame.Rect(left + seat * (width + 10), area.y, width, area.height)

    def hand_slots(self, count: int) -> list[pygame.Rect]:
        """Where `count` cards of your hand lie."""
        return fan(self.layout["hand"], count, CARD_SIZE, HAND_GAP)

    def hand_rects(self) -> list[pygame.Rect]:
        return self.hand_slots(len(self.table.view.hand))

    def pad_rects(self) -> list[pygame.Rect]:
        area = self.layout["pad"]
        count = len(PAD_KEYS)
        step = (area.width - 2 * KEY_TIP_ROOM) // (count - 1)  # a tip above each key fits
        w = min(PAD_KEY_SIZE[0], step - PAD_KEY_GAP)
        h = PAD_KEY_SIZE[1]
        left = area.centerx - (count * w + (count - 1) * PAD_KEY_GAP) // 2
        return [pygame.Rect(left + i * (w + PAD_KEY_GAP), area.bottom - h - 8, w, h)
                for i in range(count)]

    def row_slots(self, row_length: int) -> list[pygame.Rect]:
        return row_slots(self.layout["row"], row_length, CARD_SIZE)

    def row(self, row_length: int) -> tuple[list, list, list]:
        """Each card's place, all it may draw there, and where each change is written:
        fixed for a deal, worked out once."""
        if self._row_kept[0] != row_length:
            slots = self.row_slots(row_length)
            geometry = (slots, [card_room(rect) for rect in slots],
                        [change_centre(slots, k) for k in range(len(slots) - 1)])
            self._row_kept = (row_length, geometry)
        return self._row_kept[1]

    # -- down the right: a hint at the top of the log's column ------------------------------

    def hint_rect(self, lines: int) -> pygame.Rect:
        column = self.layout["log"]
        return pygame.Rect(column.x, column.y, column.width, panel_height(lines))

    def log_rect(self, hint_lines: int) -> pygame.Rect:
        """The log: the whole column, or what a hint `hint_lines` long leaves of it."""
        column = self.layout["log"]
        if not hint_lines:
            return column
        top = self.hint_rect(hint_lines).bottom + NOTES_GAP
        return pygame.Rect(column.x, top, column.width, column.bottom - top)
