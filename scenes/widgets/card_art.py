"""A standard deck's faces and a patterned back, drawn in code at any pixel size.

Shapes are drawn several times larger and smoothed down (`_Canvas`), so edges are soft
at every size; the corner indices are rendered at the final size, where the font's own
hinting keeps them sharp.  Below SMALL_WIDTH a face shows only a large index and one
suit: a full pip layout that small would be mush.

Suits are vector shapes (`suit_shapes`) rather than DejaVu's glyphs: a glyph's ink sits
differently in its box from suit to suit and size to size, and the shapes can be
placed and turned exactly.

Results are cached and shared: blit them, never draw on them.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.widgets import relief, theme
from scenes.widgets.suit_shapes import (
    CLUBS,
    COURTS,
    DIAMONDS,
    HEARTS,
    RED_SUITS,
    SPADES,
    pip_layout,
    rank_key,
    suit_key,
    suit_shape,
)

__all__ = ["card_back_art", "card_font", "pip_layout", "standard_face", "suit_ink"]

SMALL_WIDTH = 60  # narrower faces show an index and one suit, no pip layout
DIAMOND_BLUE = (22, 82, 196)
CLUB_GREEN = (22, 128, 58)
TWO_COLOUR = {SPADES: theme.BLACK_SUIT, HEARTS: theme.RED_SUIT, DIAMONDS: theme.RED_SUIT,
              CLUBS: theme.BLACK_SUIT}
FOUR_COLOUR = {SPADES: theme.BLACK_SUIT, HEARTS: theme.RED_SUIT, DIAMONDS: DIAMOND_BLUE,
               CLUBS: CLUB_GREEN}
EDGE = (120, 120, 110)
COURT_PAPER = (248, 238, 212)
SKIN = (246, 214, 178)
HAIR = (118, 74, 38)
LATTICE = (160, 70, 74)
CAP_HEIGHT = 0.73  # DejaVu Sans Bold's capitals stand this share of the font size


def suit_ink(suit: str, four_colour: bool = False) -> tuple[int, int, int]:
    """The colour a suit is printed in."""
    return (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit_key(suit)]


def card_font(pixel_size: int) -> pygame.font.Font:
    """DejaVu Sans Bold at `pixel_size` (the font's em, in pixels), opened once."""
    return relief.font(pixel_size, True)


def _letters(text: str, cap_height: float, colour, max_width: float | None = None):
    """`text` cropped to its ink, its capitals `cap_height` pixels tall; squeezed
    sideways to `max_width` if wider (a "10" in a narrow corner), and a "J", whose
    tail hangs below the line, squeezed up so it stays clear of the suit beneath."""
    font = card_font(round(cap_height / CAP_HEIGHT))
    rendered = font.render(text, True, colour)
    ink = rendered.subsurface(rendered.get_bounding_rect()).copy()
    width, height = ink.get_size()
    if max_width is not None and width > max_width >= 1:
        width = round(max_width)
    height = min(height, max(1, round(cap_height * 1.1)))
    if (width, height) != ink.get_size():
        ink = pygame.transform.smoothscale(ink, (width, height))
    return ink


class _Canvas:
    """Draws in card pixels onto a surface `scale` times larger, smoothed down by
    `finish`, so that shapes have even, soft edges at any size."""

    def __init__(self, size: tuple[int, int], scale: int):
        self.size, self.scale = size, scale
        self.surface = pygame.Surface((size[0] * scale, size[1] * scale), pygame.SRCALPHA)

    def _p(self, point):
        return (point[0] * self.scale, point[1] * self.scale)

    def rect(self, colour, rect, width: float = 0, radius: float = 0) -> None:
        x, y, w, h = (v * self.scale for v in rect)
        line = 0 if not width else max(1, round(width * self.scale))
        pygame.draw.rect(self.surface, colour, pygame.Rect(round(x), round(y), round(w),
                                                           round(h)),
                         line, border_radius=max(0, round(radius * self.scale)))

    def polygon(self, colour, points, width: float = 0) -> None:
        line = 0 if not width else max(1, round(width * self.scale))
        pygame.draw.polygon(self.surface, colour, [self._p(p) for p in points], line)

    def circle(self, colour, centre, radius: float, width: float = 0) -> None:
        line = 0 if not width else max(1, round(width * self.scale))
        pygame.draw.circle(self.surface, colour, self._p(centre), radius * self.scale, line)

    def line(self, colour, start, end, width: float = 1) -> None:
        pygame.draw.line(self.surface, colour, self._p(start), self._p(end),
                         max(1, round(width * self.scale)))

    def ellipse(self, colour, rect, width: float = 0) -> None:
        x, y, w, h = (v * self.scale for v in rect)
        line = 0 if not width else max(1, round(width * self.scale))
        pygame.draw.ellipse(self.surface, colour, pygame.Rect(round(x), round(y), round(w),
                                                              round(h)), line)

    def suit(self, suit: str, colour, box, upside_down: bool = False) -> None:
        """The suit filling `box` (x, y, width, height), turned half round if asked."""
        bx, by, bw, bh = box

        def place(point):
            x, y = point
            if upside_down:
                x, y = 1 - x, 1 - y
            return (bx + x * bw, by + y * bh)

        for part in suit_shape(suit):
            if part[0] == "polygon":
                self.polygon(colour, [place(p) for p in part[1]])
            else:
                self.circle(colour, place(part[1]), part[2] * bw)

    def blit(self, image: pygame.Surface, topleft) -> None:
        """An image drawn at the canvas's own scale."""
        self.surface.blit(image, (round(topleft[0] * self.scale), round(topleft[1] * self.scale)))

    def finish(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surface, self.size)


def _scale_for(size: tuple[int, int]) -> int:
    width = size[0]
    return 4 if width < 120 else 3 if width < 240 else 2


def _box(centre, height: float, aspect: float = 0.9):
    width = height * aspect
    return (centre[0] - width / 2, centre[1] - height / 2, width, height)


# -- faces -----------------------------------------------------------------------------

@lru_cache(maxsize=512)
def standard_face(size: tuple[int, int], rank: str, suit: str, *, four_colour: bool = False,
                  patterns: bool = False) -> pygame.Surface:
    """A playing card's face, exactly `size` pixels: indices in two corners, pips in the
    classic places (a court's picture in a frame).  `rank` is "A", "2" ... "10" (or
    "T"), "J", "Q", "K"; `suit` a letter (S H D C) or a symbol (\u2660\u2665\u2666\u2663).
    With `patterns`, red cards are also hatched and tagged "R"."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    rank, suit = rank_key(rank), suit_key(suit)
    ink = suit_ink(suit, four_colour)
    red_tagged = patterns and suit in RED_SUITS
    canvas = _Canvas(size, _scale_for(size))
    _paper(canvas, hatch=ink if red_tagged else None)
    small = size[0] < SMALL_WIDTH
    if small:
        _small_middle(canvas, rank, suit, ink)
    elif rank in COURTS:
        _court(canvas, rank, suit, ink)
    elif rank == "A":
        _ace(canvas, suit, ink)
    else:
        _pips(canvas, rank, suit, ink)
    _index_suits(canvas, suit, ink, small)
    surface = canvas.finish()
    _index_ranks(surface, rank, ink, small)
    if red_tagged:
        _red_tag(surface, ink, small)
    return surface


def _radius(size) -> float:
    return max(2.0, min(size) * 0.09)


def _paper(canvas: _Canvas, hatch=None) -> None:
    w, h = canvas.size
    canvas.rect(theme.CARD_FACE, (0, 0, w, h), radius=_radius(canvas.size))
    if hatch is not None:  # diagonal lines under the print, faint enough to read through
        lines = _Canvas(canvas.size, canvas.scale)  # drawn apart: pygame.draw won't blend
        step = max(4.0, w / 8)
        x = -h
        while x < w:
            lines.line((*hatch, 52), (x, h), (x + h, 0), max(1.0, w / 40))
            x += step
        canvas.blit(lines.surface, (0, 0))
        canvas.rect(theme.CARD_FACE, (0, 0, w, h), width=max(1.0, w / 30),
                    radius=_radius(canvas.size))
    canvas.rect(EDGE, (0, 0, w, h), width=max(0.75, w / 110), radius=_radius(canvas.size))


def _index_metrics(size, small: bool):
    """(rank height, suit height, column centre x, top, column width) of the index."""
    w, h = size
    if small:
        rank_h = min(h * 0.2, w * 0.3)
        return rank_h, rank_h * 0.8, w * 0.2, h * 0.06, w * 0.34
    rank_h = min(h * 0.135, w * 0.19)
    return rank_h, rank_h * 0.7, w * 0.1, h * 0.045, w * 0.17


def _index_suits(canvas: _Canvas, suit, ink, small: bool) -> None:
    w, h = canvas.size
    rank_h, suit_h, cx, top, _ = _index_metrics(canvas.size, small)
    centre_y = top + rank_h + rank_h * 0.28 + suit_h / 2
    canvas.suit(suit, ink, _box((cx, centre_y), suit_h))
    if not small:
        canvas.suit(suit, ink, _box((w - cx, h - centre_y), suit_h), upside_down=True)


def _index_ranks(surface: pygame.Surface, rank: str, ink, small: bool) -> None:
    w, h = surface.get_size()
    rank_h, _, cx, top, column = _index_metrics((w, h), small)
    label = _letters(rank, rank_h, ink, max_width=column)
    surface.blit(label, label.get_rect(midtop=(round(cx), round(top))))
    if not small:
        turned = pygame.transform.rotate(label, 180)
        surface.blit(turned, turned.get_rect(midbottom=(round(w - cx), round(h - top))))


def _red_tag(surface: pygame.Surface, ink, small: bool) -> None:
    """An "R" in the top right corner: the card is red whatever its colour looks."""
    w, h = surface.get_size()
    height = min(w * 0.16, h * 0.11) if small else min(w * 0.12, h * 0.09)
    tag = _letters("R", max(5.0, height), ink)
    surface.blit(tag, tag.get_rect(topright=(round(w - w * 0.08), round(h * 0.05))))


def _pip_height(size) -> float:
    w, h = size
    return min(h * 0.15, w * 0.2)


def _pips(canvas: _Canvas, rank, suit, ink) -> None:
    w, h = canvas.size
    height = _pip_height(canvas.size)
    for x, y, upside_down in pip_layout(rank):
        canvas.suit(suit, ink, _box((x * w, y * h), height), upside_down)


def _ace(canvas: _Canvas, suit, ink) -> None:
    """One large pip in a ring of small diamonds and a thin double circle."""
    w, h = canvas.size
    centre = (w / 2, h / 2)
    height = min(h * 0.36, w * 0.46)
    ring = height * 0.62
    canvas.circle(theme.GOLD, centre, ring, width=max(0.6, w / 90))
    canvas.circle(ink, centre, ring * 1.1, width=max(0.5, w / 140))
    dot = max(0.8, height * 0.045)
    for i in range(12):
        angle = i / 12 * math.tau
        point = (centre[0] + ring * 1.2 * math.cos(angle), centre[1] + ring * 1.2 * math.sin(angle))
        canvas.polygon(ink, [(point[0], point[1] - dot * 1.6), (point[0] + dot, point[1]),
                             (point[0], point[1] + dot * 1.6), (point[0] - dot, point[1])])
    canvas.suit(suit, ink, _box(centre, height))


def _small_middle(canvas: _Canvas, rank, suit, ink) -> None:
    """A small face: one suit below and right of the index; a court's also crowned."""
    w, h = canvas.size
    height = min(h * 0.4, w * 0.5)
    centre = (w * 0.6, h * 0.64)
    if rank in COURTS:
        height *= 0.8
        frame = (w * 0.38, h * 0.26, w * 0.54, h * 0.68)
        canvas.rect(COURT_PAPER, frame, radius=w * 0.04)
        canvas.rect(theme.GOLD, frame, width=max(0.6, w / 40), radius=w * 0.04)
        centre = (w * 0.65, h * 0.72)
        _crown(canvas, rank, (centre[0], h * 0.48), height * 0.55, ink)
    canvas.suit(suit, ink, _box(centre, height))


# -- courts ----------------------------------------------------------------------------

def _court(canvas: _Canvas, rank, suit, ink) -> None:
    """A framed, double-ended picture: a crowned bust (capped for a Jack), the letter
    and a suit pip, the lower half the upper turned half round."""
    w, h = canvas.size
    frame = (w * 0.2, h * 0.1, w * 0.6, h * 0.8)
    x, y, fw, fh = frame
    canvas.rect(COURT_PAPER, frame, radius=w * 0.025)
    half = _Canvas((max(1, round(fw)), max(1, round(fh / 2))), canvas.scale)
    _court_half(half, rank, suit, ink)
    canvas.blit(half.surface, (x, y))
    canvas.blit(pygame.transform.rotate(half.surface, 180), (x, y + fh - half.size[1]))
    canvas.line(ink, (x + fw * 0.06, y + fh / 2), (x + fw * 0.94, y + fh / 2), max(0.5, w / 120))
    canvas.rect(theme.GOLD, frame, width=max(0.8, w / 70), radius=w * 0.025)
    inset = max(1.2, w / 45)
    canvas.rect(ink, (x + inset, y + inset, fw - 2 * inset, fh - 2 * inset),
                width=max(0.5, w / 150), radius=w * 0.02)


def _court_half(canvas: _Canvas, rank, suit, ink) -> None:
    w, h = canvas.size
    head = (w * 0.5, h * 0.5)
    head_r = min(w * 0.14, h * 0.15)
    outline = max(0.5, w / 90)
    # robe: the suit's colour, trimmed with gold, up to the shoulders
    robe = [(w * 0.14, h), (w * 0.2, h * 0.8), (w * 0.36, h * 0.7), (w * 0.64, h * 0.7),
            (w * 0.8, h * 0.8), (w * 0.86, h)]
    canvas.polygon(ink, robe)
    canvas.polygon(theme.GOLD, [(w * 0.38, h * 0.7), (w * 0.62, h * 0.7), (w * 0.5, h * 0.92)])
    canvas.polygon(ink, [(w * 0.43, h * 0.7), (w * 0.57, h * 0.7), (w * 0.5, h * 0.82)])
    canvas.line(theme.GOLD, (w * 0.24, h * 0.97), (w * 0.3, h * 0.76), max(0.6, w / 60))
    canvas.line(theme.GOLD, (w * 0.76, h * 0.97), (w * 0.7, h * 0.76), max(0.6, w / 60))
    if rank == "Q":  # long hair falls to the shoulders, either side of the face
        canvas.ellipse(HAIR, (head[0] - head_r * 1.45, head[1] - head_r * 1.15, head_r * 2.9,
                              head_r * 2.75))
        canvas.polygon(ink, [(head[0] - head_r * 0.7, h * 0.7), (head[0] + head_r * 0.7, h * 0.7),
                             (head[0], head[1] + head_r * 0.9)])
    canvas.circle(SKIN, head, head_r)
    if rank == "K":  # a beard
        canvas.polygon(HAIR, [(head[0] - head_r * 0.95, head[1] + head_r * 0.1),
                              (head[0] + head_r * 0.95, head[1] + head_r * 0.1),
                              (head[0] + head_r * 0.5, head[1] + head_r * 1.45),
                              (head[0], head[1] + head_r * 1.7),
                              (head[0] - head_r * 0.5, head[1] + head_r * 1.45)])
        canvas.ellipse(SKIN, (head[0] - head_r * 0.45, head[1] + head_r * 0.05, head_r * 0.9,
                              head_r * 0.5))
    canvas.circle(theme.BLACK_SUIT, head, head_r, width=outline)
    eye = max(0.4, head_r * 0.12)
    for side in (-1, 1):
        canvas.circle(theme.BLACK_SUIT, (head[0] + side * head_r * 0.38, head[1] - head_r * 0.1),
                      eye)
    _crown(canvas, rank, (head[0], head[1] - head_r * 0.85), head_r * 1.5, ink)
    if rank == "K":  # a sceptre over the shoulder
        canvas.line(theme.GOLD, (w * 0.7, h), (w * 0.78, h * 0.5), max(0.8, w / 35))
        canvas.circle(theme.GOLD, (w * 0.78, h * 0.5), max(0.8, w * 0.04))
        canvas.circle(ink, (w * 0.78, h * 0.5), max(0.8, w * 0.04), width=outline)
    letter = _letters(rank, h * 0.32 * canvas.scale, ink)
    canvas.blit(letter, (w * 0.07, h * 0.08))
    pip = h * 0.22
    canvas.suit(suit, ink, _box((w * 0.86, h * 0.08 + pip / 2), pip))


def _crown(canvas: _Canvas, rank, base, height: float, ink) -> None:
    """Headwear standing on `base` (its bottom middle): a King's tall crown, a Queen's
    tiara, a Jack's feathered cap."""
    x, y = base
    width = height * 1.3
    left, right, top = x - width / 2, x + width / 2, y - height
    line = max(0.4, height / 14)
    if rank == "J":
        canvas.polygon(ink, [(x + width * 0.2, y - height * 0.45), (x + width * 0.75, top),
                             (x + width * 0.42, y - height * 0.38)])
        canvas.ellipse(ink, (left - width * 0.05, y - height * 0.55, width * 1.1, height * 0.5))
        canvas.rect(theme.GOLD, (left, y - height * 0.25, width, height * 0.25))
        return
    points = 3 if rank == "K" else 5
    rise = 1.0 if rank == "K" else 0.7
    outline = [(left, y), (left, top + height * (1 - rise))]
    for i in range(points):
        tip_x = left + width * (i + 0.5) / points
        outline += [(tip_x, top + height * (1 - rise)),
                    (left + width * (i + 1) / points, y - height * 0.45 * rise)]
    outline[-1] = (right, top + height * (1 - rise))
    outline.append((right, y))
    canvas.polygon(theme.GOLD, outline)
    canvas.polygon(ink, outline, width=line)
    ball = max(0.5, height * 0.11)
    for i in range(points):
        canvas.circle(theme.GOLD, (left + width * (i + 0.5) / points,
                                   top + height * (1 - rise) - ball * 0.6), ball)
    canvas.rect(ink, (left, y - height * 0.22, width, height * 0.22))
    canvas.circle(theme.RED_SUIT if ink != theme.RED_SUIT else theme.GOLD,
                  (x, y - height * 0.11), max(0.4, height * 0.07))


# -- the back --------------------------------------------------------------------------

@lru_cache(maxsize=64)
def card_back_art(size: tuple[int, int]) -> pygame.Surface:
    """A card's back, exactly `size` pixels: an ivory border round a red field with a
    gold lattice and, where there is room, a rosette in the middle."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    w, h = size
    canvas = _Canvas(size, _scale_for(size))
    radius = _radius(size)
    canvas.rect(theme.CARD_FACE, (0, 0, w, h), radius=radius)
    canvas.rect(EDGE, (0, 0, w, h), width=max(0.75, w / 110), radius=radius)
    margin = max(2.0, w * 0.07)
    field = (margin, margin, w - 2 * margin, h - 2 * margin)
    canvas.rect(theme.CARD_BACK, field, radius=radius * 0.6)
    _lattice(canvas, field, radius * 0.6)
    canvas.rect(theme.GOLD, field, width=max(0.7, w / 55), radius=radius * 0.6)
    if w >= 40:
        _rosette(canvas, (w / 2, h / 2), min(w, h) * 0.22)
    return canvas.finish()


def _lattice(canvas: _Canvas, field, radius: float) -> None:
    x, y, fw, fh = field
    step = max(4.0, fw / 7)
    thin = max(0.5, fw / 120)
    lines = _Canvas((round(fw), round(fh)), canvas.scale)
    cx, cy = fw / 2, fh / 2
    reach = int((fw + fh) / step) + 1
    for k in range(-reach, reach + 1):  # x - cx = ±0.7 (y - cy) + k step
        x0 = cx + k * step
        lines.line(LATTICE, (x0 - 0.7 * cy, 0), (x0 + 0.7 * cy, fh), thin)
        lines.line(LATTICE, (x0 + 0.7 * cy, 0), (x0 - 0.7 * cy, fh), thin)
    if step >= 7:  # gold studs where the lines cross
        _studs(lines, step)
    rounded = _Canvas(lines.size, canvas.scale)  # the field's corners are round: so are the lines'
    rounded.rect((255, 255, 255, 255), (0, 0, fw, fh), radius=radius)
    lines.surface.blit(rounded.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(lines.surface, (x, y))


def _studs(lines: _Canvas, step: float) -> None:
    """Dots where the lattice's lines cross: rows step / 1.4 apart, alternate rows
    shifted half a step."""
    fw, fh = lines.size
    cx, cy = fw / 2, fh / 2
    rows = int(cy / (step / 1.4)) + 1
    columns = int(cx / step) + 2
    for j in range(-rows, rows + 1):
        for i in range(-columns, columns + 1):
            centre = (cx + (j / 2 + i) * step, cy + j * step / 1.4)
            lines.circle(theme.GOLD, centre, max(0.5, step * 0.07))


def _rosette(canvas: _Canvas, centre, radius: float) -> None:
    """A medallion: eight gold petals on the red, ringed in gold."""
    cx, cy = centre
    line = max(0.6, radius / 14)
    canvas.circle(theme.CARD_BACK, centre, radius * 1.08)
    canvas.circle(theme.GOLD, centre, radius * 1.08, width=line)
    canvas.circle(theme.GOLD, centre, radius * 0.92, width=line * 0.6)
    for i in range(8):
        a = i / 8 * 2 * math.pi
        tip = (cx + math.cos(a) * radius * 0.82, cy + math.sin(a) * radius * 0.82)
        side = radius * 0.16
        left = (cx + math.cos(a + 0.5) * side * 1.6, cy + math.sin(a + 0.5) * side * 1.6)
        right = (cx + math.cos(a - 0.5) * side * 1.6, cy + math.sin(a - 0.5) * side * 1.6)
        canvas.polygon(theme.GOLD, [centre, left, tip, right])
    canvas.circle(theme.CARD_BACK, centre, radius * 0.2)
    canvas.circle(theme.GOLD, centre, radius * 0.12)
