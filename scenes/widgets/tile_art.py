"""Tiles drawn in code at any pixel size, each made once for its arguments (callers
share the surfaces: never draw on one).

Peeper's tiles are engraved ivory slabs, the wild X golden; colour is never the only
signal: the X is hatched with patterns on, the marked 1 ringed, and a played X shows
the value it stands for in a badge.  Procession's digits are thick tiles with a
visible bottom edge: a 1 dark with a raised bar, a 0 light with a hollow face."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.widgets import theme
from scenes.widgets.relief import (
    cut_in,
    fitted_px,
    gradient,
    letters,
    mix,
    paint_slab,
    raised,
    smooth,
    soft_shadow,
)

# Peeper: ivory tiles with dark numerals, golden wilds with red ones.
IVORY = {"face_top": (247, 240, 220), "face_bottom": (230, 219, 190), "light": (255, 254, 248),
         "dark": (180, 162, 126), "edge": (96, 82, 58)}
GOLDEN = {"face_top": (253, 226, 146), "face_bottom": (230, 180, 80), "light": (255, 243, 196),
          "dark": (172, 124, 44), "edge": (112, 80, 28)}
NUMERAL = ((36, 40, 52), (10, 10, 14), (255, 255, 250))  # fill, rim, highlight
WILD_NUMERAL = ((156, 40, 28), (78, 16, 10), (255, 244, 206))
MARK = (176, 30, 36)  # the marked 1's ring
HATCH = (206, 150, 52)
BADGE = ((46, 54, 74), (20, 24, 34), theme.INK)  # the stands-for badge: body, rim, numeral

# Procession: a 1 of slate with a gold numeral, a 0 of ivory.
SLATE = {"face_top": (72, 84, 110), "face_bottom": (42, 50, 68), "light": (124, 138, 168),
         "dark": (22, 26, 38), "edge": (14, 16, 24)}
SLATE_SIDE = ((30, 35, 48), (16, 18, 26))
IVORY_SIDE = ((170, 154, 118), (132, 116, 86))
GOLD_NUMERAL = (theme.GOLD, (14, 14, 22), (255, 236, 170))
HOLLOW = ((222, 212, 186), (240, 233, 214))  # the 0's dish: its floor, top to bottom


@lru_cache(maxsize=512)
def peeper_tile(size: tuple[int, int], label: str, *, wild: bool = False, marked: bool = False,
                stands_for: str | None = None, patterns: bool = False) -> pygame.Surface:
    """A Peeper tile of exactly `size` pixels: `label` cut into an ivory slab, or into
    a golden one if `wild` (hatched if `patterns`).  `marked`: the marked 1, ringed in
    red.  `stands_for`: the value a played X stands for, in a badge in its corner."""
    size = (int(size[0]), int(size[1]))
    look = GOLDEN if wild else IVORY
    hatch = _hatching if wild and patterns else None

    def paint(big, k):
        paint_slab(big, big.get_rect(), k, **look, on_face=hatch)
        if marked:
            _paint_ring(big, k)
    surface = smooth(size, paint, look["edge"])
    w, h = size
    fill, rim, light = WILD_NUMERAL if wild else NUMERAL
    if stands_for is None:
        px = fitted_px(label, round(h * 0.5), round(w * 0.72))
        if marked:
            px = fitted_px(label, round(min(w * 0.36, h * 0.3) * 1.1), round(w * 0.5))
        cut_in(surface, label, (w / 2, h / 2), px, fill, rim, light)
    else:
        px = fitted_px(label, round(h * 0.42), round(w * 0.6))
        cut_in(surface, label, (w * 0.42, h * 0.38), px, fill, rim, light)
        _badge(surface, stands_for)
    return surface


def _hatching(layer, face, k: int) -> None:
    """Diagonal lines across a wild tile's face: it reads as wild without its colour."""
    tile_width = layer.get_width() // k
    step = k * max(5, min(9, round(tile_width / 7)))  # dense enough on a small tile to see
    width = max(k, round(1.6 * k))
    h = face.height
    for x in range(face.left - h, face.right, step):
        pygame.draw.line(layer, HATCH, (x, face.bottom), (x + h, face.top), width)


def _paint_ring(big, k: int) -> None:
    """The marked 1's ring, cut in round its numeral: lit on its lower right inside."""
    w, h = big.get_size()
    centre = (w // 2, h // 2)
    radius = round(min(w * 0.36, h * 0.3))
    width = max(k, round(radius * 0.13))
    pygame.draw.circle(big, (255, 252, 240), (centre[0] + k, centre[1] + k), radius, width)
    pygame.draw.circle(big, MARK, centre, radius, width)


def _badge(surface, value: str) -> None:
    """A dark disc at the tile's lower right with the value a wild X stands for."""
    w, h = surface.get_size()
    diameter = max(9, round(min(w * 0.5, h * 0.36)))
    body, rim, ink = BADGE
    disc = smooth((diameter, diameter), lambda big, k: _paint_disc(big, k, body, rim), rim)
    right = w - max(2, round(w * 0.07))
    bottom = h - max(2, round(h * 0.06))
    place = disc.get_rect(bottomright=(right, bottom))
    surface.blit(disc, place)
    px = fitted_px(value, round(diameter * 0.46), round(diameter * 0.62))
    letters(surface, value, place.center, px, ink)


def _paint_disc(big, k: int, body, rim) -> None:
    size = big.get_width()
    centre = (size // 2, size // 2)
    pygame.draw.circle(big, rim, centre, size // 2)
    pygame.draw.circle(big, mix(body, (255, 255, 255), 0.25), centre, size // 2 - k)
    pygame.draw.circle(big, body, (centre[0] + k // 2, centre[1] + k // 2), size // 2 - 2 * k)


@lru_cache(maxsize=64)
def procession_digit(size: tuple[int, int], value: int) -> pygame.Surface:
    """Procession's `value` (0 or 1) as a thick tile of exactly `size` pixels, its soft
    shadow inside: a 1 slate with a raised gold numeral over a raised bar, a 0 ivory
    with its numeral cut into a hollow face."""
    size = (int(size[0]), int(size[1]))
    w, h = size
    lift = max(2, round(min(w, h) * 0.06))  # room for the shadow, right and below
    thick = max(2, round(h * 0.075))  # the tile's edge, seen below its face
    body = pygame.Rect(0, 0, w - lift, h - lift)
    top = pygame.Rect(0, 0, body.width, body.height - thick)
    surface = soft_shadow(size, body.move(lift // 2, lift), max(2, w // 7), max(1, lift // 2), 110)
    look, side = (SLATE, SLATE_SIDE) if value else (IVORY, IVORY_SIDE)

    def paint(big, k):
        whole = pygame.Rect(body.x * k, body.y * k, body.width * k, body.height * k)
        face = pygame.Rect(0, 0, top.width * k, top.height * k)
        radius = round(min(face.size) * 0.14)
        _paint_edge(big, whole, radius, side, look["edge"], k)
        inner = paint_slab(big, face, k, **look, bevel_share=0.09)
        if value:
            _paint_bar(big, inner, k)
        else:
            _paint_hollow(big, inner, k)
    surface.blit(smooth(size, paint, look["edge"]), (0, 0))
    _numeral(surface, top, value)
    return surface


def _paint_edge(big, whole, radius: int, side, edge, k: int) -> None:
    """The tile's thickness: its whole outline in the edge colour, shaded down."""
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    layer.fill((*edge, 0))
    pygame.draw.rect(layer, edge, whole, border_radius=radius)
    shade = whole.inflate(-2 * k, -2 * k)
    band = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    band.fill((*side[0], 0))
    gradient(band, shade, *side)
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), shade, border_radius=max(0, radius - k))
    band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(band, (0, 0))
    big.blit(layer, (0, 0))


def _paint_bar(big, face, k: int) -> None:
    """The 1's raised bar along the foot of its face: a 1 reads without colour."""
    bar = pygame.Rect(0, 0, round(face.width * 0.62), max(3 * k, round(face.height * 0.09)))
    bar.midbottom = (face.centerx, face.bottom - round(face.height * 0.08))
    radius = bar.height // 2
    depth = max(k, bar.height // 4)
    pygame.draw.rect(big, (10, 12, 18), bar.move(depth, depth), border_radius=radius)
    pygame.draw.rect(big, (255, 232, 160), bar.move(-k, -k), border_radius=radius)
    pygame.draw.rect(big, theme.GOLD, bar, border_radius=radius)
    pygame.draw.rect(big, mix(theme.GOLD, (120, 80, 20), 0.35),
                     bar.inflate(-2 * depth, -2 * depth).move(depth // 2, depth // 2),
                     border_radius=max(0, radius - depth))


def _paint_hollow(big, face, k: int) -> None:
    """The 0's face sunk into a dish: shadowed at its upper left, lit at its lower
    right, the floor a shade darker than the rim."""
    dish = face.inflate(-round(face.width * 0.2), -round(face.height * 0.14))
    radius = round(min(dish.size) * 0.22)
    wall = max(2 * k, round(min(dish.size) * 0.06))
    pygame.draw.rect(big, IVORY["light"], dish.move(wall // 2, wall // 2), border_radius=radius)
    pygame.draw.rect(big, IVORY["dark"], dish.move(-wall // 2, -wall // 2), border_radius=radius)
    floor = dish.inflate(-wall, -wall).move(wall // 4, wall // 4)
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    layer.fill((*HOLLOW[0], 0))
    gradient(layer, floor, *HOLLOW)
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), floor, border_radius=max(0, radius - wall // 2))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(layer, (0, 0))


def _numeral(surface, top: pygame.Rect, value: int) -> None:
    w, h = top.size
    text = str(value)
    if value:
        px = fitted_px(text, round(h * 0.5), round(w * 0.6))
        raised(surface, text, (top.centerx, top.y + h * 0.45), px, *GOLD_NUMERAL)
    else:
        px = fitted_px(text, round(h * 0.46), round(w * 0.5))
        cut_in(surface, text, top.center, px, (70, 74, 88), (24, 24, 30), (255, 253, 244))
