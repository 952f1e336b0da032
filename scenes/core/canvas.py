"""Drawing in the layouts' units, shown at the window's real size.

Every screen is laid out on a 1280×720 plan (the Tiled maps, the theme's sizes).  A
`Canvas` is a surface seen in those units: what is drawn on it is drawn at the real
pixel size of the window, so a line is a line's width at any size, text is rendered at
the size it shows and card art is drawn for the pixels it covers, never stretched.  The
plan keeps its shape: it is scaled by the smaller of the two ratios and centred, and
what is left at the sides shows the felt (`fill` with no rect reaches it).

The display's scale is one for the whole program, like the display itself: a layer
made for a cache (`layer`) is made at it, and caches key on it (`scale()`), so that a
resized window gets art drawn for its own size.
"""

from __future__ import annotations

import math

import pygame

PLAN = (1280, 720)  # the units every layout is drawn in
MINIMUM = (1024, 576)  # the smallest window in which every table still reads

_display = {"scale": 1.0, "offset": (0.0, 0.0), "window": PLAN}


def scale() -> float:
    """Pixels of the window per unit of the plan."""
    return _display["scale"]


def fit(size: tuple[int, int]) -> tuple[float, tuple[float, float]]:
    """The scale and offset that show the whole plan centred in a window of `size`."""
    width, height = size
    factor = min(width / PLAN[0], height / PLAN[1])
    return factor, ((width - PLAN[0] * factor) / 2, (height - PLAN[1] * factor) / 2)


def show_on(surface: pygame.Surface) -> "Canvas":
    """The window's surface as the canvas every scene draws on; sets the scale."""
    factor, offset = fit(surface.get_size())
    _display.update(scale=factor, offset=offset, window=surface.get_size())
    return Canvas(surface, factor, offset, PLAN)


def window() -> tuple[tuple[int, int], float, tuple[float, float]]:
    """The window's size in pixels, its scale and where the plan starts in it."""
    return _display["window"], _display["scale"], _display["offset"]


def window_layer() -> "Canvas":
    """An opaque surface the size of the whole window, seen as the screen is (the plan
    centred in it): a felt that reaches the window's edges."""
    size, factor, offset = window()
    return Canvas(pygame.Surface(size).convert(), factor, offset, PLAN)


def logical_point(pos) -> tuple[int, int]:
    """A point of the window (the mouse's) in the plan's units."""
    factor = _display["scale"]
    ox, oy = _display["offset"]
    return (math.floor((pos[0] - ox) / factor), math.floor((pos[1] - oy) / factor))


def layer(size, alpha: bool = True) -> "Canvas":
    """A new surface of `size` units at the display's scale, to draw on and keep."""
    factor = scale()
    width, height = int(size[0]), int(size[1])
    pixels = (max(1, round(width * factor)), max(1, round(height * factor)))
    surface = pygame.Surface(pixels, pygame.SRCALPHA) if alpha else \
        pygame.Surface(pixels).convert()
    return Canvas(surface, factor, (0.0, 0.0), (width, height))


def picture(surface: pygame.Surface, factor: float | None = None) -> "Canvas":
    """A surface already drawn at real size (text, art), seen in the plan's units."""
    factor = scale() if factor is None else factor
    width, height = surface.get_size()
    return Canvas(surface, factor, (0.0, 0.0), (max(1, round(width / factor)),
                                                 max(1, round(height / factor))))


def drawn_at(size, draw_art) -> "Canvas":
    """Art of `size` units drawn for the display's scale: `draw_art(pixel_size)` gives
    a surface of exactly those pixels (kept as given: callers cache per scale)."""
    factor = scale()
    width, height = int(size[0]), int(size[1])
    pixel_size = (max(1, round(width * factor)), max(1, round(height * factor)))
    return Canvas(draw_art(pixel_size).convert_alpha(), factor, (0.0, 0.0), (width, height))


def pixels(surface) -> pygame.Surface:
    """The real pixels behind a canvas (or the surface itself)."""
    return surface.surface if isinstance(surface, Canvas) else surface


class Canvas:
    """A pygame surface drawn on in the plan's units.  It offers the surface methods
    the screens use, each taking and giving units; `surface` is the real one."""

    __slots__ = ("surface", "scale", "offset", "size", "plain", "_rescaled")

    def __init__(self, surface: pygame.Surface, factor: float = 1.0,
                 offset=(0.0, 0.0), size=None):
        self.surface = surface
        self.scale = factor
        self.offset = offset
        self.size = tuple(size) if size is not None else surface.get_size()
        self.plain = factor == 1.0 and offset == (0.0, 0.0)  # units are pixels
        self._rescaled: dict = {}

    # -- units to pixels ----------------------------------------------------------

    def point(self, pos) -> tuple[int, int]:
        if self.plain:
            return (int(pos[0]), int(pos[1]))
        ox, oy = self.offset
        return (round(pos[0] * self.scale + ox), round(pos[1] * self.scale + oy))

    def rect(self, rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        if self.plain:
            return rect
        factor, (ox, oy) = self.scale, self.offset
        left, top = round(rect.x * factor + ox), round(rect.y * factor + oy)
        right = round(rect.right * factor + ox)
        bottom = round(rect.bottom * factor + oy)
        return pygame.Rect(left, top, right - left, bottom - top)

    def length(self, units) -> int:
        """A line's width or a radius: never thinner than a pixel, 0 kept 0."""
        if self.plain or units <= 0:
            return int(units)
        return max(1, round(units * self.scale))

    def units(self, rect: pygame.Rect) -> pygame.Rect:
        """Pixels back to units (rects pygame gives back)."""
        if self.plain:
            return rect
        factor, (ox, oy) = self.scale, self.offset
        left = math.floor((rect.x - ox) / factor)
        top = math.floor((rect.y - oy) / factor)
        right = math.ceil((rect.right - ox) / factor)
        bottom = math.ceil((rect.bottom - oy) / factor)
        return pygame.Rect(left, top, right - left, bottom - top)

    # -- what a surface offers --------------------------------------------------------

    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **where) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size).move_to(**where) if where else \
            pygame.Rect((0, 0), self.size)

    def blit(self, source, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        image = self._pixels_of(source)
        at = self.point(_topleft(dest))
        if isinstance(source, Canvas):
            # in the pixels blitted: the source's own, or smoothed to our scale
            seen = source if image is source.surface else Canvas(
                image, self.scale, _scaled(source.offset, self.scale / source.scale))
            if area is not None:
                area = seen.rect(area)
            elif seen.offset != (0.0, 0.0):  # its units start inside it, as ours may
                at = (at[0] - round(seen.offset[0]), at[1] - round(seen.offset[1]))
        return self.units(self.surface.blit(image, at, area, special_flags))

    def fill(self, colour, rect=None, special_flags: int = 0) -> pygame.Rect:
        where = None if rect is None else self.rect(rect)
        return self.units(self.surface.fill(colour, where, special_flags))

    def set_clip(self, rect) -> None:
        self.surface.set_clip(None if rect is None else self.rect(rect))

    def get_clip(self) -> pygame.Rect:
        return self.units(self.surface.get_clip())

    def subsurface(self, rect) -> "Canvas":
        rect = pygame.Rect(rect)
        return Canvas(self.surface.subsurface(self.rect(rect)), self.scale, (0.0, 0.0),
                      rect.size)

    def copy(self) -> "Canvas":
        return Canvas(self.surface.copy(), self.scale, self.offset, self.size)

    def convert(self) -> "Canvas":
        return Canvas(self.surface.convert(), self.scale, self.offset, self.size)

    def convert_alpha(self) -> "Canvas":
        return Canvas(self.surface.convert_alpha(), self.scale, self.offset, self.size)

    def get_at(self, pos):
        return self.surface.get_at(self.point(pos))

    def set_alpha(self, alpha, flags: int = 0) -> None:
        self.surface.set_alpha(alpha, flags)
        self._rescaled.clear()

    def get_alpha(self):
        return self.surface.get_alpha()

    def get_flags(self) -> int:
        return self.surface.get_flags()

    def scroll(self, dx: int = 0, dy: int = 0) -> None:
        self.surface.scroll(round(dx * self.scale), round(dy * self.scale))

    # -- images of another scale --------------------------------------------------------

    def _pixels_of(self, source) -> pygame.Surface:
        """The pixels to blit: a canvas drawn at another scale (a cache made before the
        window was resized) is smoothed to this one's until it is made again."""
        if not isinstance(source, Canvas):
            return source
        if source.scale == self.scale or source.plain and self.plain:
            return source.surface
        kept = source._rescaled.get(self.scale)
        if kept is None:
            size = (max(1, round(source.size[0] * self.scale)),
                    max(1, round(source.size[1] * self.scale)))
            kept = pygame.transform.smoothscale(source.surface.convert_alpha(), size)
            source._rescaled = {self.scale: kept}
        return kept


def _scaled(offset, factor: float) -> tuple[float, float]:
    return (offset[0] * factor, offset[1] * factor)


def _topleft(dest) -> tuple:
    if isinstance(dest, pygame.Rect):
        return dest.topleft
    return (dest[0], dest[1])


# -- transforms, kept in units ------------------------------------------------------------

def rotate(image, angle: float) -> Canvas:
    if not isinstance(image, Canvas):
        return picture(pygame.transform.rotate(image, angle), 1.0)
    return picture(pygame.transform.rotate(image.surface, angle), image.scale)


def smoothscale(image, size) -> Canvas:
    """`image` stretched to `size` units, drawn at its own scale, smoothly."""
    return stretch(image, size, smooth=True)


def stretch(image, size, smooth: bool = False) -> Canvas:
    """`image` stretched to `size` units at its own scale (a card turning over)."""
    factor = image.scale if isinstance(image, Canvas) else 1.0
    pixels_wanted = (max(1, round(size[0] * factor)), max(1, round(size[1] * factor)))
    scale_to = pygame.transform.smoothscale if smooth else pygame.transform.scale
    return Canvas(scale_to(pixels(image), pixels_wanted), factor, (0.0, 0.0),
                  (int(size[0]), int(size[1])))
