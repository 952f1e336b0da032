"""Where everything stands at the No Lookie table: each seat's tableau rects (two on
top, three below) and a seat's panel (badge above, tableau below); the draft's packet
and its two directions in the middle; the marks beside a seat's cards; the panel of
the reveal's reckoning.

Your own seat is place 0, large at the bottom (the "tableau" anchor); the others
sit round the table in the map's `seat_<count>_<place>` anchors, clockwise.
"""

from __future__ import annotations

import pygame

from scenes.widgets import theme
from scenes.widgets.rows import fan

OWN_CARD = (86, 118)
PILE_CARD = (76, 104)
BADGE_HEIGHT = 44
SCREEN = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
#: the longest words each mark beside a seat's cards may say
LONGEST_MARKS = ("99 flipped", "skips next turn", "KNOCKED", "drafting")


# -- the seats -------------------------------------------------------------------------

def tableau_rects(area: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """T1 T2 centred over B1 B2 B3, in `area` (centred both ways)."""
    w, h = size
    gap = max(4, w // 9)
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
    """Other seats' cards: as large as the number of seats allows (the layout
    script sizes the seat anchors to match).  Two others sit at the sides, where
    the top half's height leaves room for larger cards."""
    if count == 3:
        return 64, 90
    if count <= 5:
        return 50, 70
    if count <= 8:
        return 44, 60
    return 34, 47


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


# -- the middle of the table ------------------------------------------------------------

def packet_rects(layout, count: int) -> list[pygame.Rect]:
    """The draft's cards going round, in a row where the piles stand."""
    area = layout["centre"]
    strip = pygame.Rect(area.x, layout["stock"].y, area.width, PILE_CARD[1])
    return fan(strip, count, PILE_CARD, 10)


def packet_panel(layout) -> pygame.Rect:
    area = layout["centre"]
    return pygame.Rect(area.x, layout["stock"].y - 12, area.width, PILE_CARD[1] + 24)


def direction_rects(layout) -> dict[int, pygame.Rect]:
    """Draft: the panel of each way the cards may pass, either side of the piles."""
    stock, held = layout["stock"], layout["held"]
    left = pygame.Rect(0, 0, 170, 70)
    left.midright = (stock.left - 30, stock.centery)
    right = pygame.Rect(0, 0, 170, 70)
    right.midleft = (held.right + 30, held.centery)
    return {1: left, -1: right}


def reveal_box(layout, places: SeatPlaces, count: int) -> pygame.Rect:
    """The panel of every seat's reckoning, in the middle, under the seats there;
    under every other seat where it fits above your own cards (at three players),
    leaving the top of the table clear."""
    area = layout["centre"]
    height = 38 + count * (21 if count > 8 else 26)
    others = [places.panels[s] for s in range(count) if s != places.bottom]
    lowest = max(panel.bottom for panel in others) + 8
    if lowest + height <= layout["tableau"].top - 8:
        return pygame.Rect(area.x, lowest, area.width, height)
    above = max((panel.bottom for panel in others if panel.colliderect(area)),
                default=area.y)
    return pygame.Rect(area.x, max(area.y, above + 8), area.width, height)


# -- the marks beside a seat's cards -------------------------------------------------------

def mark_box(text, places: SeatPlaces, seat: int, line: int, words: str) -> tuple:
    """(text size, (x, y, w, h)) of the seat's mark on `line`."""
    cards = places.cards[seat]
    small = theme.SMALL_SIZE - 4 if seat != places.bottom else theme.SMALL_SIZE - 2
    box = text.render(words, small, theme.INK, True).get_rect(
        topright=(cards[0].left - 6, cards[0].top + line * (small + 4)))
    if seat == places.bottom:
        box.topleft = (cards[1].right + 12, cards[0].top + 8 + line * (small + 8))
    box.clamp_ip(SCREEN.inflate(-8, -8))
    return small, tuple(box)


def skip_stamp_box(text, places: SeatPlaces, seat: int) -> pygame.Rect:
    """Where "TURN SKIPPED" shows over the seat's cards."""
    area, cards = places.panels[seat], places.cards[seat]
    image = text.render("TURN SKIPPED", theme.BODY_SIZE, theme.ALERT, True)
    return image.get_rect(center=(area.centerx, cards[0].centery + 20)).inflate(16, 8)


def marks_room(text, places: SeatPlaces, seat: int) -> pygame.Rect:
    """Where any marks of the seat may be, its stamp included: the same whatever they
    say, so that no word of a mark gone is left behind."""
    boxes = [pygame.Rect(mark_box(text, places, seat, line, words)[1]).inflate(8, 4)
             for line in range(4) for words in LONGEST_MARKS]
    boxes.append(skip_stamp_box(text, places, seat))
    return boxes[0].unionall(boxes)
