"""Save a sheet of the whole deck, to look at: every face and the back, at three sizes.

    python tools/card_sheet.py OUT.png [--four-colour] [--patterns]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                  PYGAME_HIDE_SUPPORT_PROMPT="1")

import pygame

from scenes.widgets import theme
from scenes.widgets.card_art import card_back_art, standard_face

SIZES = ((48, 67), (72, 100), (180, 250))
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
GAP = 8


def sheet(four_colour: bool = False, patterns: bool = False) -> pygame.Surface:
    """Each size a block: a row a suit, the ranks across and the back at the end."""
    blocks = []
    for w, h in SIZES:
        block = pygame.Surface((14 * (w + GAP) + GAP, 4 * (h + GAP) + GAP))
        block.fill(theme.FELT)
        for row, suit in enumerate(SUITS):
            y = GAP + row * (h + GAP)
            for column, rank in enumerate(RANKS):
                face = standard_face((w, h), rank, suit, four_colour=four_colour,
                                     patterns=patterns)
                block.blit(face, (GAP + column * (w + GAP), y))
            block.blit(card_back_art((w, h)), (GAP + 13 * (w + GAP), y))
        blocks.append(block)
    picture = pygame.Surface((max(b.get_width() for b in blocks),
                              sum(b.get_height() for b in blocks)))
    picture.fill(theme.FELT_DARK)
    y = 0
    for block in blocks:
        picture.blit(block, (0, y))
        y += block.get_height()
    return picture


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--patterns", action="store_true", help="colour-blind patterns")
    args = parser.parse_args(argv)
    pygame.init()
    pygame.image.save(sheet(args.four_colour, args.patterns), args.out)
    print(args.out)


if __name__ == "__main__":
    main()
