"""What the Procession table draws, as still parts kept until their key changes: the
seats' badges, the goal, a part per tile (raised and framed under the cursor; on the
viewer's turn, dimmed where the rules refuse its flip) and its number, each run
bracketed beneath the row with its length, the row as the flip under the cursor would
leave it, and every multiset of run lengths made."""

from __future__ import annotations

import itertools
from functools import partial

import pygame

from game.procession.runs import flip_row, run_lengths, say_runs
from scenes.core import draw
from scenes.tables.kit.targets import Target
from scenes.tables.procession.words import GOAL
from scenes.widgets import theme
from scenes.widgets.cards import (
    DIMMED,
    HOVER,
    NORMAL,
    card_room,
    draw_card,
    draw_marker,
    flat_card_room,
)
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part
from scenes.widgets.tiles import TileArt

HISTORY_LINE = 24  # pixels from one multiset made to the next
PREVIEW_INTRO = "The row after the flip you point at"


def runs_of(row) -> list[tuple[int, int]]:
    """(first position, length) of each run of `row`, left to right (0-based)."""
    runs, start = [], 0
    for _, group in itertools.groupby(row):
        length = len(list(group))
        runs.append((start, length))
        start += length
    return runs


class Drawing:
    def __init__(self, table):
        self.table = table
        self.small_tiles = TileArt(table.app.text, table.geometry.preview_tile)

    def parts(self, view) -> list[Part]:
        """The game's parts, in the order they are drawn (see `ProcessionTable.still_parts`)."""
        table = self.table
        target = table.targets.current if table.my_turn() else None
        aim = (target.key, target.allowed) if target is not None else None
        goal = table.parts.text_room(GOAL, table.layout["goal"].midleft, theme.SMALL_SIZE,
                                     "midleft")
        return [
            *self.seat_parts(view),
            Part("goal", goal, (), self._draw_goal),
            *self._tile_parts(view, aim),
            *self._run_parts(view),
            *self._preview_parts(view, target),
            *self._history_parts(view),
        ]

    def _draw_goal(self, surface) -> None:
        self.table.app.text.draw(surface, GOAL, self.table.layout["goal"].midleft,
                                 theme.SMALL_SIZE, theme.INK_DIM, anchor="midleft")

    def seat_parts(self, view) -> list[Part]:
        table = self.table
        count = view.num_seats
        parts = []
        for seat in range(count):
            moves = view.movers.count(seat)
            badge = table.badge(seat, detail=f"{moves} move{'s' if moves != 1 else ''} made")
            rect = table.geometry.seat_rect(seat, count)
            parts.append(table.badge_part(f"seat:{seat}", rect, badge))
        return parts

    # -- the row -----------------------------------------------------------------------------

    def _tile_parts(self, view, aim) -> list[Part]:
        """A part per tile (none while a flip sprite draws it) and one for its number:
        raised and framed under the cursor where it may be flipped; on the viewer's
        turn, the digits the rules refuse to flip dimmed, their numbers struck out."""
        flippable = self.table.choosing.flippable()
        marks = tuple(sorted(flippable.items())) if flippable else ()
        key = (view.row, frozenset(self.table.animation.flipping), aim, marks)
        return self.table.parts.kept("tiles", key, partial(self._make_tile_parts, *key))

    def _make_tile_parts(self, row, flipping, aim, marks) -> list[Part]:
        table = self.table
        refused = {position for position, allowed in marks if not allowed}
        parts = []
        for index, rect in enumerate(table.geometry.tile_rects()):
            position = index + 1
            look = DIMMED if position in refused else \
                HOVER if aim == (("digit", position), True) else NORMAL
            if index not in flipping:
                room = card_room(rect) if look == HOVER else flat_card_room(rect)
                parts.append(Part(f"tile:{index}", room, (row[index], look),
                                  partial(self._draw_tile, digit=row[index], rect=rect,
                                          look=look)))
            parts.append(self._number_part(index, rect, bool(marks) and position not in refused,
                                           position in refused))
        return parts

    def _number_part(self, index: int, rect: pygame.Rect, may: bool, refused: bool) -> Part:
        """A tile's number under it: gold where it may be flipped, struck out where not."""
        label, at = str(index + 1), (rect.centerx, rect.bottom + 8)
        colour = theme.GOLD if may else theme.ALERT if refused else theme.INK_DIM
        room = self.table.parts.text_room(label, at, theme.SMALL_SIZE - 2, "midtop", bold=may)
        return Part(f"tile:{index}:number", room, (label, colour, refused),
                    partial(self._draw_number, label=label, at=at, colour=colour,
                            refused=refused, bold=may))

    def _draw_tile(self, surface, digit: int, rect: pygame.Rect, look: str) -> None:
        draw_card(surface, self.table.tiles.digit(digit), rect, look)

    def _draw_number(self, surface, label: str, at, colour, refused: bool, bold: bool) -> None:
        drawn = self.table.app.text.draw(surface, label, at, theme.SMALL_SIZE - 2, colour,
                                         bold=bold, anchor="midtop")
        if refused:  # struck out, inside the room its part was given
            draw.line(surface, colour, (drawn.left - 1, drawn.centery),
                             (drawn.right, drawn.centery), 2)

    def _run_parts(self, view) -> list[Part]:
        """Each run bracketed under the row with its length, then the multiset."""
        return self.table.parts.kept("runs", view.row, partial(self._make_run_parts, view.row))

    def _make_run_parts(self, row) -> list[Part]:
        table = self.table
        rects = table.geometry.tile_rects()
        area = table.layout["runs"]
        parts = []
        for number, (start, length) in enumerate(runs_of(row)):
            left, right = rects[start].left + 4, rects[start + length - 1].right - 4
            colour = theme.GOLD if number % 2 == 0 else theme.INK
            ends = (left, right, area.y)
            label_at = ((left + right) // 2, area.y + 10)
            room = pygame.Rect(left - 3, area.y - 3, right - left + 7, 14).union(
                table.parts.text_room(str(length), label_at, theme.SMALL_SIZE, "midtop", True))
            parts.append(Part(f"run:{number}", room, (ends, length, colour),
                              partial(self._draw_run, ends=ends, length=length, colour=colour)))
        return parts + [table.parts.line(
            "runs:now", f"Run lengths now: {say_runs(run_lengths(row))}",
            (area.centerx, area.bottom), theme.BODY_SIZE + 2, theme.INK, "midbottom", True)]

    def _draw_run(self, surface, ends: tuple[int, int, int], length: int, colour) -> None:
        left, right, y = ends
        draw.lines(surface, colour, False,
                          [(left, y), (left, y + 8), (right, y + 8), (right, y)], 3)
        self.table.app.text.draw(surface, str(length), ((left + right) // 2, y + 10),
                                 theme.SMALL_SIZE, colour, bold=True, anchor="midtop")

    # -- the row after a flip ----------------------------------------------------------------

    def _preview_parts(self, view, target: Target | None) -> list[Part]:
        """The row as the flip under the cursor would leave it, small, on a panel of its
        own; with no digit pointed at, what the panel is for."""
        table = self.table
        area = table.layout["preview"]
        title = PREVIEW_INTRO if target is None else f"If digit {target.key[1]} is flipped"
        parts = [Part("preview", area, (), partial(draw_panel, rect=area, alpha=150)),
                 table.parts.line("preview:title", title, (area.x + 12, area.y + 6),
                                  theme.SMALL_SIZE, theme.GOLD)]
        if target is not None:
            parts.append(self.preview_part(view, target.key[1], target.allowed))
        return parts

    def preview_part(self, view, position: int, allowed: bool) -> Part:
        """The row as the flip under the cursor would leave it, small, the flipped
        digit framed: what confirming does, before it is done."""
        row = flip_row(view.row, position)
        rects = self.table.geometry.preview_rects()
        room = rects[0].unionall(rects).inflate(8, 8)
        return Part("preview:row", room, (tuple(row), position, allowed),
                    partial(self._draw_preview_row, row=row, rects=rects, position=position,
                            allowed=allowed))

    def _draw_preview_row(self, surface, row, rects, position: int, allowed: bool) -> None:
        for index, rect in enumerate(rects):
            surface.blit(self.small_tiles.digit(row[index]), rect)
            if index == position - 1:
                colour = theme.GOLD if allowed else theme.ALERT
                draw.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=8)

    # -- the multisets made ------------------------------------------------------------------

    def _history_parts(self, view) -> list[Part]:
        """Every multiset made, newest first, in as many columns as it takes, on a
        panel; the newest in gold for a moment after its move (and glowing: animation.py)."""
        key = (view.history, view.movers, self.table.animation.newest_glow > 0)
        return self.table.parts.kept("history", key, partial(self._make_history_parts, *key))

    def _make_history_parts(self, history, movers, glowing: bool) -> list[Part]:
        table = self.table
        area = table.layout["history"]
        parts = [Part("history", area, (), partial(self._draw_history_panel, area=area))]
        entries = [(seat, table.words.history_words(move, row)) for move, (seat, row) in
                   enumerate(zip((None,) + movers, history))][::-1]
        line = HISTORY_LINE
        per_column, columns, width = self._history_columns(len(entries))
        size = theme.SMALL_SIZE - (0 if columns <= 2 else 4)
        for i, (seat, words) in enumerate(entries):
            column, row = divmod(i, per_column)
            x, y = area.x + 10 + column * width, area.y + 38 + row * line
            newest = i == 0 and glowing
            room = self.history_entry_rect(i, len(entries)).union(
                table.parts.text_room(words, (x + 18, y), size))
            look = (words, seat, x, y, width, size, newest)
            parts.append(Part(f"history:{i}", room, look,
                              partial(self._draw_history_entry, look=look)))
        return parts

    def _history_columns(self, count: int) -> tuple[int, int, int]:
        """How many multisets a column of the history holds, how many columns `count`
        take, and their width."""
        area = self.table.layout["history"]
        per_column = max(1, (area.height - 44) // HISTORY_LINE)
        columns = max(1, -(-count // per_column))
        return per_column, columns, (area.width - 16) // columns

    def history_entry_rect(self, index: int, count: int) -> pygame.Rect:
        """The box of the `index`th multiset made (0: the newest) of `count`."""
        area = self.table.layout["history"]
        per_column, _, width = self._history_columns(count)
        column, row = divmod(index, per_column)
        x, y = area.x + 10 + column * width, area.y + 38 + row * HISTORY_LINE
        return pygame.Rect(x - 4, y - 2, width - 6, HISTORY_LINE - 2)

    def _draw_history_panel(self, surface, area: pygame.Rect) -> None:
        draw_panel(surface, area, 170)
        self.table.app.text.draw(surface, "Run lengths already made", (area.x + 12, area.y + 8),
                                 theme.SMALL_SIZE, theme.GOLD)

    def _draw_history_entry(self, surface, look: tuple) -> None:
        words, seat, x, y, _, size, newest = look
        if seat is not None:
            draw_marker(surface, (x + 7, y + 9), 7, seat)
        self.table.app.text.draw(surface, words, (x + 18, y), size,
                                 theme.GOLD if newest else theme.INK)
