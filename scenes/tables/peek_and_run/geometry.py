"""Where everything stands on the Peek and Run table, as one View is seen from the seat
at the bottom of the screen: the board's cells, the piles and the stock, the bottom
hand, a row for each other seat (its badge, then its cards), the sides' badges under
the scores and the panel of cards seen."""

from __future__ import annotations

import pygame

from game.peek_and_run import board as pr_board
from game.peek_and_run.actions import LookHand, LookStock, PlaceTen
from scenes.widgets.cards import CARD_SIZE
from scenes.widgets.rows import fan

CELL = 60
PILE_ANCHOR = {"L": "discard_left", "R": "discard_right"}
SEEN_CARD = (48, 66)  # the cards in the panel of cards known
SEEN_COLUMNS, SEEN_ROWS = 3, 3  # that panel's places: a card, where it lies under it
SEEN_SHOWN = SEEN_COLUMNS * SEEN_ROWS
SEEN_PLACE = (80, 114)
HAND_GAP = 18
OPPONENT_GAP = 10
BADGE_ROOM = 200  # an opponent's row: its badge, then its cards
PARTNERS_BADGE = 58  # a side of two: under 60 px, so its badge's words are smaller


def opponent_badge_rect(row: pygame.Rect) -> pygame.Rect:
    """The badge at the head of another seat's row (its cards beside it)."""
    return pygame.Rect(row.x, row.y, 190, min(row.height, 90))


class Geometry:
    """The rects of `view` with `bottom` at the bottom of the screen (the viewer, or
    the first seat while nobody looks)."""

    def __init__(self, layout, view, bottom: int):
        self.layout = layout
        self.view = view
        self.bottom = bottom

    def others(self) -> list[int]:
        """The other seats, from the top row down, in seat order after the bottom one."""
        n = self.view.num_seats
        return [(self.bottom + k) % n for k in range(1, n)]

    # -- the board and the piles -----------------------------------------------------------

    def cell_rect(self, cell: int) -> pygame.Rect:
        board = self.layout["board"]
        row, col = divmod(cell, pr_board.SIZE)
        return pygame.Rect(board.x + col * CELL, board.y + row * CELL, CELL - 4, CELL - 4)

    def pile_rect(self, pile: str) -> pygame.Rect:
        return self.layout[PILE_ANCHOR[pile]]

    def action_rect(self, action) -> pygame.Rect:
        """What a step of a peek or a marker's move points at."""
        if isinstance(action, LookHand):
            return self.opponent_card_rect(action.seat, action.position)
        if isinstance(action, LookStock):
            return self.layout["stock"]
        if isinstance(action, PlaceTen):
            return self.pile_rect(action.pile)
        return self.cell_rect(pr_board.CELL_OF[action.product])  # TakeMarker, Claim

    # -- hands -------------------------------------------------------------------------------

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """Where the bottom hand's `count` cards lie."""
        return fan(self.layout["hand"], count, CARD_SIZE, HAND_GAP)

    def hand_rect(self, index: int) -> pygame.Rect:
        count = len(self.view.hands[self.bottom])
        return self.hand_rects(max(count, index + 1))[index]

    def opponent_row(self, seat: int) -> pygame.Rect:
        area = self.layout["opponents"]
        others = self.others()
        height = area.height // max(1, len(others))
        return pygame.Rect(area.x, area.y + others.index(seat) * height, area.width,
                           height - 8)

    def opponent_card_size(self) -> tuple[int, int]:
        height = min(CARD_SIZE[1], self.opponent_row(self.others()[0]).height - 12)
        return round(height * CARD_SIZE[0] / CARD_SIZE[1]), height

    def opponent_card_rect(self, seat: int, index: int) -> pygame.Rect:
        count = max(len(self.view.hands[seat]), index + 1)
        return self.opponent_card_rects(seat, count)[index]

    def opponent_card_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """Where an opponent's `count` cards lie, right of their badge."""
        row = self.opponent_row(seat)
        area = pygame.Rect(row.x + BADGE_ROOM, row.y, row.width - BADGE_ROOM, row.height)
        return fan(area, count, self.opponent_card_size(), OPPONENT_GAP)

    def hand_card_rect(self, seat: int, position: int) -> pygame.Rect | None:
        """Where card `position` of `seat`'s hand lies on this screen, if it is drawn."""
        if seat == self.bottom:
            return self.hand_rect(position)
        if seat in self.others():
            return self.opponent_card_rect(seat, position)
        return None

    # -- badges and panels -------------------------------------------------------------------

    def side_badge_rect(self, side: int) -> pygame.Rect:
        """A side's badge under the scores' title, one row per side.  Partners' badges
        are a little lower, so that their words are smaller and "Red & Yellow" fits
        whole beside its score (the badge's words are large from 60 px up)."""
        rect, sides = self.layout["scores"], sorted(set(self.view.sides))
        tallest = PARTNERS_BADGE if len(sides) < self.view.num_seats else 70
        height = min(tallest, (rect.height - 30) // len(sides) - 6)
        row = sides.index(side)
        return pygame.Rect(rect.x, rect.y + 30 + row * (height + 6), rect.width, height)

    def badge_rect(self, seat: int) -> pygame.Rect:
        """The badge that names `seat`: its row's, or (the bottom seat) its side's."""
        if seat in self.others():
            return opponent_badge_rect(self.opponent_row(seat))
        return self.side_badge_rect(self.view.sides[seat])

    def shown_ten_rect(self) -> pygame.Rect:
        """Where the ten of a peek under way lies: first in the panel of cards known."""
        return self.seen_card_rect(0)

    def seen_card_rect(self, index: int) -> pygame.Rect:
        """The `index`-th card of the panel of cards known, three to a row."""
        rect = self.layout["peek"]
        row, column = divmod(index, SEEN_COLUMNS)
        width, height = SEEN_PLACE
        left = rect.x + (rect.width - SEEN_COLUMNS * width) // 2
        return pygame.Rect(left + column * width + (width - SEEN_CARD[0]) // 2,
                           rect.y + 36 + row * height, *SEEN_CARD)
