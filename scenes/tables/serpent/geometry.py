"""Where Serpent's cards stand: the 12 places of the grid, each hand in a row, the
captions under your hand, and all a card or the grid may cover.

Row and column come from the rules (game/serpent/scoring.py); the row nearer the
bottom of the screen is the one of the player seen at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.serpent.cards import SUITS, Card
from game.serpent.scoring import CELL_OF_PLAY, COLUMNS, DIRECTOR_ROW, row_col
from scenes.widgets.cards import LIFT, SHADOW_OFFSET

CARD = (88, 122)  # cards in hand and on the grid
SMALL_CARD = (56, 78)  # the opponent's cards


@dataclass(frozen=True)
class Grid:
    area: pygame.Rect
    director_at_bottom: bool

    def cell_rect(self, cell: int) -> pygame.Rect:
        row, column = row_col(cell)
        bottom = (row == DIRECTOR_ROW) == self.director_at_bottom
        gap = (self.area.width - COLUMNS * CARD[0]) // (COLUMNS - 1)
        y = self.area.bottom - CARD[1] if bottom else self.area.y
        return pygame.Rect(self.area.x + column * (CARD[0] + gap), y, *CARD)

    def place_rect(self, number: int) -> pygame.Rect:
        return self.cell_rect(CELL_OF_PLAY[number])

    def gap_centre_y(self) -> int:
        """The middle of the lane between the two rows."""
        return self.area.y + CARD[1] + (self.area.height - 2 * CARD[1]) // 2


def card_footprint(rect: pygame.Rect, raised: bool = False) -> pygame.Rect:
    """All a card at `rect` may draw: its shadow, and raised (picked) its gold frame."""
    shadow = pygame.Rect(rect.x - 6 + SHADOW_OFFSET[0], rect.y - 6 + SHADOW_OFFSET[1],
                         rect.width + 12, rect.height + 12)
    return shadow.union(rect.move(0, -LIFT).inflate(8, 8)) if raised else shadow


def grid_footprint(grid: Grid) -> pygame.Rect:
    """All the grid draws: its cards' shadows, their place numbers and the frames of
    pairs and runs stand a little outside its area."""
    return grid.area.inflate(24, 24)


def hand_rects(area: pygame.Rect, hidden: int, shown: int, size=CARD, gap: int = 10,
               split: int = 34) -> list[pygame.Rect]:
    """Rects for `hidden` then `shown` cards centred in `area`, the two groups apart;
    they overlap as much as needed to stay inside."""
    count = hidden + shown
    if not count:
        return []
    apart = split if hidden and shown else 0
    step = size[0] + gap
    if count > 1 and (count - 1) * step + size[0] + apart > area.width:
        step = (area.width - size[0] - apart) // (count - 1)
    width = (count - 1) * step + size[0] + apart
    x0 = area.centerx - width // 2
    y = area.y + (area.height - size[1]) // 2
    return [pygame.Rect(x0 + i * step + (apart if i >= hidden else 0), y, *size)
            for i in range(count)]


def in_hand_order(card: Card) -> tuple[int, int]:
    """Cards in hand grouped by suit, low to high, aces high as a player sorts them."""
    return SUITS.index(card.suit), card.rank if card.rank > 1 else 14


def hand_places(layout, view, seat: int, own, at_bottom: bool
                ) -> list[tuple[Card | None, bool, pygame.Rect]]:
    """(card or None for a back, face up?, rect) for each card in a seat's hand: its
    hidden cards known from `own` (the seat's own View, if the viewer may see it),
    then the face-up ones; large at the bottom of the screen, small at the top."""
    hidden = sorted(own.hidden, key=in_hand_order) if own else \
        [None] * view.hidden_counts[seat]
    shown = sorted(view.open_cards[seat], key=in_hand_order)
    area = layout["hand" if at_bottom else "opponent"]
    rects = hand_rects(area, len(hidden), len(shown), CARD if at_bottom else SMALL_CARD)
    return [(card, i >= len(hidden), rect)
            for i, (card, rect) in enumerate(zip(hidden + shown, rects))]
