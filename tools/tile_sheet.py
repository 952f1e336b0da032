"""Save a sheet of the art drawn in code, to look at: every No Lookie card, every
Peeper tile (the plain ones, the X plain and hatched, an X standing for 5, the marked
1) and both of Procession's digits, each at three sizes, on the felt.
`python tools/tile_sheet.py OUT.png`."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                  PYGAME_HIDE_SUPPORT_PROMPT="1")

import pygame

from game.no_lookie.cards import NAMES
from game.peeper.patterns import VALUES
from scenes.tables.no_lookie.card_art import no_lookie_face
from scenes.widgets import theme
from scenes.widgets.relief import font
from scenes.widgets.tile_art import peeper_tile, procession_digit

WIDTH = 1600
MARGIN, GAP, CAPTION = 16, 10, 26
CARD_SIZES = ((40, 56), (80, 108), (180, 252))
TILE_SIZES = ((22, 30), (50, 72), (100, 144))
DIGIT_SIZES = ((38, 52), (72, 97), (120, 162))


def peeper_tiles(size) -> list[pygame.Surface]:
    tiles = [peeper_tile(size, str(value)) for value in VALUES]
    return tiles + [peeper_tile(size, "X", wild=True),
                    peeper_tile(size, "X", wild=True, patterns=True),
                    peeper_tile(size, "X", wild=True, stands_for="5"),
                    peeper_tile(size, "1", marked=True)]


def sections() -> list[tuple[str, list[pygame.Surface]]]:
    found = []
    for size in CARD_SIZES:
        found.append((f"No Lookie cards {size[0]}x{size[1]}",
                      [no_lookie_face(size, card) for card in sorted(NAMES)]))
    for size in TILE_SIZES:
        caption = f"Peeper tiles {size[0]}x{size[1]}: 1-15, X, X hatched, X as 5, the marked 1"
        found.append((caption, peeper_tiles(size)))
    for size in DIGIT_SIZES:
        found.append((f"Procession digits {size[0]}x{size[1]}",
                      [procession_digit(size, value) for value in (0, 1)]))
    return found


def flow(images: list[pygame.Surface], top: int) -> tuple[list[tuple], int]:
    """Where each image goes, left to right, wrapping at the sheet's width; and the
    bottom of the last row."""
    x, y, row_height, placed = MARGIN, top, 0, []
    for image in images:
        if x + image.get_width() > WIDTH - MARGIN and x > MARGIN:
            x, y, row_height = MARGIN, y + row_height + GAP, 0
        placed.append((image, (x, y)))
        x += image.get_width() + GAP
        row_height = max(row_height, image.get_height())
    return placed, y + row_height


def main(path: str) -> None:
    pygame.init()
    laid_out, y = [], MARGIN
    for caption, images in sections():
        placed, bottom = flow(images, y + CAPTION)
        laid_out.append((caption, y, placed))
        y = bottom + 2 * GAP
    sheet = pygame.Surface((WIDTH, y + MARGIN))
    sheet.fill(theme.FELT)
    for caption, top, placed in laid_out:
        sheet.blit(font(18, bold=True).render(caption, True, theme.INK), (MARGIN, top))
        for image, pos in placed:
            sheet.blit(image, pos)
    pygame.image.save(sheet, path)
    print(f"wrote {path}: {sheet.get_width()}x{sheet.get_height()}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
