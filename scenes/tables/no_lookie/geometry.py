"""Where everything stands at the No Lookie table: each seat's tableau rects (two on
top, three below) and a seat's panel (badge above, tableau below); the draft's packet
and its two directions where the piles stand; where a VP card lands beside a seat's
cards.

Your own seat is place 0, large at the bottom (the "tableau" anchor, your badge the
"me" anchor); the others sit round the table in the map's `seat_<count>_<place>`
anchors, clockwise (tools/make_no_lookie_layout.py sizes them from
`opponent_card_size`).
"""

from __future__ import annotations

import pygame

from scenes.widgets.rows import fan

OWN_CARD = (80, 108)
PILE_CARD = (76, 104)
BADGE_HEIGHT = 48  # its name, and under it its level and marks
VP_CARD = (30, 42)
DIRECTION_SIZE = (124, 46)  # a draft's "Pass left" / "Pass right"
# The others' cards by how many others there are: as large as their share of the
# room above your own cards allows, and never larger than the piles'.
OTHERS_CARDS = {2: PILE_CARD, 3: PILE_CARD, 4: PILE_CARD, 5: (68, 93), 6: (55, 75),
                7: (45, 62), 8: (39, 53)}
TWO_ROWS_CARD = (37, 51)  # nine to eleven others, in two rows


def card_gap(width: int) -> int:
    """Between two cards of a tableau."""
    return max(4, width // 9)


# -- the seats -------------------------------------------------------------------------

def tableau_rects(area: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """T1 T2 centred over B1 B2 B3, in `area` (centred both ways)."""
    w, h = size
    gap = card_gap(w)
    height = 2 * h + gap
    top_y = area.centery - height // 2
    rects = []
    for row, count in ((0, 2), (1, 3)):
        width = count * w + (count - 1) * gap
        x0 = area.centerx - width // 2
        y = top_y + row * (h + gap)
        rects.extend(pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(count))
    return rects


def opponent_card_size(count: int) -> tuple[int, int]:
    """The other seats' cards at a table of `count`."""
    return OTHERS_CARDS.get(count - 1, TWO_ROWS_CARD)


class SeatPlaces:
    """Where each seat's badge and cards are for one viewer at one table size."""

    def __init__(self, layout, count: int, bottom_seat: int):
        self.count = count
        self.bottom = bottom_seat
        self.small = opponent_card_size(count)
        self.badges: dict[int, pygame.Rect] = {}
        self.cards: dict[int, list[pygame.Rect]] = {}
        self.panels: dict[int, pygame.Rect] = {}
        for place in range(count):
            seat = (bottom_seat + place) % count
            if place == 0:
                self.badges[seat] = layout["me"]
                self.panels[seat] = layout["tableau"]
                self.cards[seat] = tableau_rects(layout["tableau"], OWN_CARD)
                continue
            panel = layout.seat_rect(count, place, (0, 0))
            self.panels[seat] = panel
            self.badges[seat] = pygame.Rect(panel.x, panel.y, panel.width, BADGE_HEIGHT)
            cards_area = pygame.Rect(panel.x, panel.y + BADGE_HEIGHT + 4, panel.width,
                                     panel.height - BADGE_HEIGHT - 4)
            self.cards[seat] = tableau_rects(cards_area, self.small)

    def card_size(self, seat: int) -> tuple[int, int]:
        return OWN_CARD if seat == self.bottom else self.small

    def slot(self, seat: int, slot: int) -> pygame.Rect:
        return self.cards[seat][slot]

    def hand_point(self, seat: int) -> tuple[int, int]:
        """Where a seat holds a card it has been dealt in a draft: its badge."""
        return self.badges[seat].center

    def hand_rect(self, seat: int) -> pygame.Rect:
        """A card of the seat's size held at its `hand_point`."""
        rect = pygame.Rect((0, 0), self.card_size(seat))
        rect.center = self.hand_point(seat)
        return rect

    def vp_rect(self, seat: int) -> pygame.Rect:
        """Where a VP card the seat takes (or flips) lands: beside its top row, clear
        of its name and its cards (smaller beside small cards)."""
        top_right = self.cards[seat][1]
        width = max(20, min(VP_CARD[0], top_right.width * 3 // 5))
        rect = pygame.Rect(0, 0, width, width * VP_CARD[1] // VP_CARD[0])
        rect.midleft = (top_right.right + 4, top_right.centery)
        return rect


# -- where the piles stand: a draft ------------------------------------------------------

def packet_rects(layout, count: int) -> list[pygame.Rect]:
    """The draft's cards going round, in a row where the piles stand."""
    area = layout["draft"]
    strip = pygame.Rect(area.x, layout["stock"].y, area.width, PILE_CARD[1])
    return fan(strip, count, PILE_CARD, 10)


def packet_panel(layout) -> pygame.Rect:
    area = layout["draft"]
    return pygame.Rect(area.x, layout["stock"].y - 12, area.width, PILE_CARD[1] + 24)


def direction_rects(layout) -> dict[int, pygame.Rect]:
    """Draft: the panel of each way the cards may pass, beside the piles."""
    held = layout["held"]
    left = pygame.Rect((held.right + 12, held.y), DIRECTION_SIZE)
    right = left.move(0, DIRECTION_SIZE[1] + 10)
    return {1: left, -1: right}
