"""The board of products as still parts: a part per cell (its square and product, its
marker, a frame where it scored or may be claimed), and on top the claim the target
under the cursor would make."""

from __future__ import annotations

from functools import partial

import pygame

from game.peek_and_run import board as pr_board
from scenes.core import canvas, draw
from scenes.widgets import theme
from scenes.widgets.cards import draw_marker
from scenes.widgets.still import Part

CELLS = pr_board.SIZE ** 2


class BoardDrawing:
    def __init__(self, table, looks):
        self.table = table
        self.looks = looks
        self._board: pygame.Surface | None = None
        self._cell_looks: dict[tuple, Part] = {}  # (cell, owner, frame) -> its part

    def parts(self, view) -> list[Part]:
        return self._cell_parts(view) + self._claim_preview_parts()

    # -- the cells ---------------------------------------------------------------------------

    def _cell_parts(self, view) -> list[Part]:
        table = self.table
        animation = table.animation
        claimable = table.choosing.claimable()
        key = (view.board, frozenset(animation.glowing), frozenset(animation.popping),
               claimable)
        return table.parts.kept("cells", key, lambda: [
            self._cell_part(view, cell, claimable) for cell in range(CELLS)])

    def _cell_part(self, view, cell: int, claimable: frozenset) -> Part:
        """A cell: its square and product, its marker (not while one drops in), and a
        frame if it scored (gold) or may be claimed (dim); the frames reach 2 px out.
        Each look of each cell is made once (a few dozen in a match)."""
        animation = self.table.animation
        owner = None if cell in animation.popping else view.board[cell]
        frame = "glow" if cell in animation.glowing else \
            "claimable" if cell in claimable else None
        look = (cell, owner, frame)
        part = self._cell_looks.get(look)
        if part is None:
            part = self._cell_looks[look] = self.looks.drawn_once(Part(
                f"cell:{cell}", self.table.geometry.cell_rect(cell).inflate(4, 4), look,
                partial(self._draw_cell, cell=cell, owner=owner, frame=frame)))
        return part

    def _board_surface(self) -> pygame.Surface:
        """The empty board, cells and products, drawn once."""
        if self._board is None or self._board.scale != canvas.scale():
            table = self.table
            area = table.layout["board"]
            self._board = canvas.layer(area.size)
            for cell in range(CELLS):
                rect = table.geometry.cell_rect(cell).move(-area.x, -area.y)
                draw.rect(self._board, theme.FELT_LIGHT, rect, border_radius=6)
                table.app.text.draw(self._board, pr_board.cell_label(cell), rect.center,
                                    theme.BODY_SIZE, theme.INK, anchor="center")
        return self._board

    def _draw_cell(self, surface, cell: int, owner, frame) -> None:
        table = self.table
        rect = table.geometry.cell_rect(cell)
        board = table.layout["board"]
        surface.blit(self._board_surface(), rect, rect.move(-board.x, -board.y))
        if frame == "glow":
            draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 4, border_radius=8)
        elif frame == "claimable":
            draw.rect(surface, theme.INK_DIM, rect, 2, border_radius=6)
        if owner is not None:
            draw_marker(surface, rect.center, 22, owner)
            table.app.text.draw(surface, pr_board.cell_label(cell), rect.center,
                                theme.SMALL_SIZE, theme.INK, bold=True, anchor="center",
                                shadow=True)

    # -- the claim the cursor would make -----------------------------------------------------

    def _claim_preview_parts(self) -> list[Part]:
        """The cell a pile or cell under the cursor would claim: framed gold, or red and
        struck through if it may not; over the cells, 3 px beyond its own."""
        preview = self.table.choosing.previewed_claim()
        if preview is None:
            return []
        return [Part("claim", self.table.geometry.cell_rect(preview[0]).inflate(6, 6), preview,
                     partial(self._draw_claim_preview, preview=preview))]

    def _draw_claim_preview(self, surface, preview: tuple[int, bool]) -> None:
        cell, allowed = preview
        rect = self.table.geometry.cell_rect(cell)
        colour = theme.GOLD if allowed else theme.ALERT
        draw.rect(surface, colour, rect.inflate(6, 6), 4, border_radius=8)
        if not allowed:
            draw.line(surface, theme.ALERT, rect.topleft, rect.bottomright, 3)
