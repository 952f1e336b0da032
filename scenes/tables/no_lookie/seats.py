"""No Lookie's cards and where they sit: card faces, each seat's tableau rects
(two on top, three below) and a seat's panel (badge above, tableau below).

Your own seat is place 0, large at the bottom (the "tableau" anchor); the others
sit round the table in the map's `seat_<count>_<place>` anchors, clockwise.
"""

from __future__ import annotations

import pygame

from game.no_lookie.cards import ACTIONS, ELEVEN, RAYS_PLAY, WILD, card_name
from scenes.widgets import theme
from scenes.widgets.backdrop import card_back

OWN_CARD = (86, 118)
PILE_CARD = (76, 104)
BADGE_HEIGHT = 44
ACTION_INK = (40, 80, 170)
WILD_INK = (160, 110, 20)

def say_card(card: int | None) -> str:
    """A card in the log's words: "7", "the 11", "a wild", "Swap"."""
    if card is None:
        return "a card"
    if card == WILD:
        return "a wild"
    if card == ELEVEN:
        return "the 11"
    return card_name(card)


def row_words(slot: int) -> str:
    return "top row" if slot < 2 else "bottom row"


class CardFaces:
    """No Lookie card faces of one size, drawn once: the number large in the middle,
    the 11 in red, wilds in gold, action cards in blue with their name.  Every kind is
    drawn up front, so that no frame pays for a face the first time it shows (the
    reveal turns over a dozen cards never seen before)."""

    def __init__(self, text, size: tuple[int, int]):
        self.text = text
        self.size = size
        self._back = card_back(size)
        self._slot = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(self._slot, (255, 255, 255, 40), self._slot.get_rect(), 2,
                         border_radius=8)
        self._faces = {card: self._make(card) for card in range(WILD, RAYS_PLAY + 1)}

    def back(self) -> pygame.Surface:
        return self._back

    def slot(self) -> pygame.Surface:
        return self._slot

    def face(self, card: int) -> pygame.Surface:
        return self._faces[card]

    def image(self, card: int | None) -> pygame.Surface:
        return self._back if card is None else self.face(card)

    def _make(self, card: int) -> pygame.Surface:
        w, h = self.size
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.CARD_FACE, rect, border_radius=max(4, w // 10))
        pygame.draw.rect(surface, (120, 120, 110), rect, 1, border_radius=max(4, w // 10))
        centre = (w // 2, h // 2)
        if card in ACTIONS:
            pygame.draw.rect(surface, ACTION_INK, rect.inflate(-w // 6, -h // 8), 2,
                             border_radius=6)
            words = card_name(card).split(" ")
            size = max(11, min(24, int(w / max(len(word) for word in words) * 1.7)))
            for i, word in enumerate(words):
                offset = (i - (len(words) - 1) / 2) * size
                self.text.draw(surface, word, (centre[0], centre[1] + offset), size,
                               ACTION_INK, bold=True, anchor="center")
            return surface
        ink = theme.RED_SUIT if card == ELEVEN else WILD_INK if card == WILD else \
            theme.BLACK_SUIT
        self.text.draw(surface, card_name(card), centre, int(h * 0.5), ink, bold=True,
                       anchor="center")
        corner = max(10, h // 6)
        self.text.draw(surface, card_name(card), (4, 2), corner, ink, bold=True)
        if card == WILD:
            self.text.draw(surface, "wild", (w // 2, h - 4), max(10, h // 7), ink,
                           anchor="midbottom")
        return surface


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
