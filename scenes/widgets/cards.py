"""Playing cards and seat markers, drawn in code (`card_art`) and cached per scale.

Colour is never the only signal: suits keep their shapes, and with colour-blind
patterns on, red cards also carry a hatched face and an "R" tag.  Seat markers
always carry a pattern of their own.
"""

from __future__ import annotations

import pygame

from scenes.core import canvas, draw
from scenes.widgets import theme
from scenes.widgets.backdrop import card_back
from scenes.widgets.card_art import standard_face

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
CARD_SIZE = (72, 100)


class CardArt:
    def __init__(self, text, size=CARD_SIZE):
        self.text = text
        self.size = size
        self._faces: dict = {}  # drawn for the display's scale, kept per scale

    def back(self) -> canvas.Canvas:
        return self._kept(("back",), lambda: card_back(self.size))

    def slot(self) -> canvas.Canvas:
        return self._kept(("slot",), self._make_slot)

    def face(self, label: str, suit: str, red: bool, patterns: bool,
             four_colour: bool = False) -> canvas.Canvas:
        """A card's face: its rank's pips or court picture, in its suit's ink (`red`
        is the suit's: kept for the callers that know it); `four_colour`: diamonds
        blue and clubs green."""
        return self._kept((label, suit, patterns, four_colour),
                          lambda: self._make_face(label, suit, patterns, four_colour))

    def _kept(self, key: tuple, make) -> canvas.Canvas:
        key = (*key, canvas.scale())
        image = self._faces.get(key)
        if image is None:
            image = self._faces[key] = make()
        return image

    def _make_face(self, label, suit, patterns, four_colour) -> canvas.Canvas:
        return canvas.drawn_at(self.size, lambda pixels: standard_face(
            pixels, label, suit, four_colour=four_colour, patterns=patterns))

    def _make_slot(self) -> pygame.Surface:
        surface = canvas.layer(self.size)
        draw.rect(surface, (255, 255, 255, 40), surface.get_rect(), 2, border_radius=8)
        return surface


def draw_marker(surface, center, radius: int, seat: int) -> None:
    """A seat's marker: its colour plus its pattern (stripes, dots, ...)."""
    colour, pattern = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    x, y = center
    draw.circle(surface, colour, center, radius)
    light = tuple(min(255, c + 90) for c in colour)
    dark = tuple(max(0, c - 90) for c in colour)
    r = radius
    if pattern == "stripes":  # centred, every one inside the rim (none pokes out)
        step = max(4, r // 3)
        reach = (r - 3) // step
        for dx in range(-reach * step, reach * step + 1, step):
            half = int((r * r - dx * dx) ** 0.5 * 0.8)
            draw.line(surface, light, (x + dx, y - half), (x + dx, y + half), 2)
    elif pattern == "dots":
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1), (0, 0)):
            draw.circle(surface, light, (x + dx * r // 2, y + dy * r // 2), max(2, r // 6))
    elif pattern == "cross":
        draw.line(surface, light, (x - r // 2, y - r // 2), (x + r // 2, y + r // 2), 3)
        draw.line(surface, light, (x - r // 2, y + r // 2), (x + r // 2, y - r // 2), 3)
    elif pattern == "ring":
        draw.circle(surface, light, center, r // 2, 3)
    elif pattern == "diamond":
        d = r // 2
        draw.polygon(surface, light, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
    draw.circle(surface, dark, center, radius, 2)


# -- cards on the table: shadows, lift and how a card is marked ---------------------

LIFT = 14  # pixels a card rises under the cursor
SHADOW_OFFSET = (4, 6)
NORMAL, HOVER, SELECTED, SUGGESTED, DIMMED = ("normal", "hover", "selected", "suggested",
                                              "dimmed")
SUGGEST = (110, 220, 230)  # a hint's outline: cool, dashed, never gold


_shadows: dict = {}
_dimmers: dict = {}


def shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow for a card or tile of this size, made once."""
    key = (tuple(size), canvas.scale())
    if key not in _shadows:
        w, h = size
        surface = canvas.layer((w + 12, h + 12))
        for grow, alpha in ((12, 22), (8, 30), (4, 40), (0, 50)):
            rect = pygame.Rect(0, 0, w + grow, h + grow)
            rect.center = surface.get_rect().center
            draw.rect(surface, (0, 0, 0, alpha), rect, border_radius=10)
        _shadows[key] = surface
    return _shadows[key]


def _dimmer(size: tuple[int, int]) -> pygame.Surface:
    key = (tuple(size), canvas.scale())
    if key not in _dimmers:
        surface = canvas.layer(size)
        draw.rect(surface, (10, 20, 16, 140), surface.get_rect(), border_radius=8)
        _dimmers[key] = surface
    return _dimmers[key]


def card_room(rect: pygame.Rect) -> pygame.Rect:
    """All a card at `rect` may draw (`draw_card`): its shadow, and its frame when
    lifted."""
    return pygame.Rect(rect.x - 4, rect.y - LIFT - 4, rect.width + 14, rect.height + LIFT + 16)


def flat_card_room(rect: pygame.Rect) -> pygame.Rect:
    """All a card (or tile) drawn flat at `rect` covers: itself and its shadow."""
    width, height = rect.size
    shade = pygame.Rect(rect.x - 6 + SHADOW_OFFSET[0], rect.y - 6 + SHADOW_OFFSET[1],
                        width + 12, height + 12)
    return rect.union(shade)


def draw_card(surface, image: pygame.Surface, rect: pygame.Rect, state: str = NORMAL,
              lifted: bool | None = None) -> pygame.Rect:
    """Draw a card (or tile) image with its shadow.  HOVER and SELECTED lift it;
    SELECTED has a solid gold frame, SUGGESTED a dashed cool one; DIMMED greys it.
    Returns where the card was drawn."""
    lift = LIFT if (state in (HOVER, SELECTED) if lifted is None else lifted) else 0
    drawn = rect.move(0, -lift)
    size = image.get_size()
    surface.blit(shadow(size), (rect.x - 6 + SHADOW_OFFSET[0], rect.y - 6 + SHADOW_OFFSET[1]))
    surface.blit(image, drawn)
    if state == DIMMED:
        surface.blit(_dimmer(size), drawn)
    elif state == SELECTED:
        draw.rect(surface, theme.GOLD, drawn.inflate(8, 8), 4, border_radius=10)
    elif state == HOVER:
        draw.rect(surface, theme.INK, drawn.inflate(6, 6), 2, border_radius=10)
    elif state == SUGGESTED:
        dashed_rect(surface, SUGGEST, drawn.inflate(10, 10), 3)
    return drawn


def dashed_rect(surface, colour, rect: pygame.Rect, width: int = 2, dash: int = 10) -> None:
    for x in range(rect.left, rect.right, dash * 2):
        end = min(x + dash, rect.right)
        draw.line(surface, colour, (x, rect.top), (end, rect.top), width)
        draw.line(surface, colour, (x, rect.bottom), (end, rect.bottom), width)
    for y in range(rect.top, rect.bottom, dash * 2):
        end = min(y + dash, rect.bottom)
        draw.line(surface, colour, (rect.left, y), (rect.left, end), width)
        draw.line(surface, colour, (rect.right, y), (rect.right, end), width)


def draw_flip(surface, before: pygame.Surface, after: pygame.Surface, pos,
              progress: float) -> None:
    """A card or tile turning over: `before` narrows to an edge, `after` widens."""
    w, h = after.get_size()
    image = before if progress < 0.5 else after
    width = max(1, int(w * abs(1 - 2 * progress)))
    squeezed = canvas.stretch(image, (width, h))
    surface.blit(squeezed, (pos[0] + (w - width) // 2, pos[1]))
