"""The means of drawn art at any pixel size: fonts by pixel size, shapes painted a few
times larger and scaled down (so their edges are smooth at every size), bevelled
bodies lit from the top left, lettering cut in or raised, and soft shadows.

Lettering is rendered at the size it is shown (scaling text down blurs it) and placed
by its ink, not by its line box, so a numeral sits in the middle of what it is on."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.widgets.text import FONT_FILES

LIGHT_FROM = (-1, -1)  # every highlight and shadow agrees: light comes from the top left


def mix(a, b, share: float) -> tuple[int, ...]:
    """`a` moved `share` of the way to `b` (colours of the same length)."""
    return tuple(round(x + (y - x) * share) for x, y in zip(a, b))


def font(px: int, bold: bool = True, outline: int = 0) -> pygame.font.Font:
    """DejaVu Sans at `px` pixels to the em, drawn with an `outline` that many pixels
    thick.  One object a size: pygame fonts carry their outline as state.  A font
    opened before pygame was last quit is dead: every one is opened again."""
    if not pygame.font.get_init():
        pygame.font.init()
    made = _open_font(px, bold, outline)
    try:
        made.get_ascent()
    except pygame.error:
        _open_font.cache_clear()
        made = _open_font(px, bold, outline)
    return made


@lru_cache(maxsize=128)
def _open_font(px: int, bold: bool, outline: int) -> pygame.font.Font:
    made = pygame.font.Font(FONT_FILES[bold], max(1, px))
    made.outline = outline
    return made


@lru_cache(maxsize=512)
def fitted_px(text: str, height: int, width: int, bold: bool = True) -> int:
    """The font size whose ink of `text` is `height` pixels tall and no wider than
    `width`."""
    guess = max(4, round(height / 0.73))
    ink = font(guess, bold).render(text, True, (0, 0, 0)).get_bounding_rect()
    if ink.height == 0:
        return guess
    px = guess * height / ink.height
    if ink.width * px / guess > width:
        px = guess * width / ink.width
    return max(4, int(px))


@lru_cache(maxsize=1024)
def glyphs(text: str, px: int, colour: tuple, bold: bool = True,
           outline: int = 0) -> tuple[pygame.Surface, pygame.Rect]:
    """`text` rendered, and where its ink lies on the surface ignoring the outline."""
    surface = font(px, bold, outline).render(text, True, colour)
    plain = font(px, bold).render(text, True, colour).get_bounding_rect()
    return surface, plain.move(outline, outline)


def letters(target: pygame.Surface, text: str, centre, px: int, colour, bold: bool = True,
            outline: int = 0, offset=(0, 0), upside_down: bool = False) -> pygame.Rect:
    """`text` with its ink centred on `centre` (moved by `offset`), turned half
    round if `upside_down` (a card's lower corner)."""
    surface, ink = glyphs(text, px, tuple(colour), bold, outline)
    if upside_down:
        surface = pygame.transform.rotate(surface, 180)
        ink = pygame.Rect(surface.get_width() - ink.right, surface.get_height() - ink.bottom,
                          ink.width, ink.height)
    x = round(centre[0] - ink.centerx + offset[0])
    y = round(centre[1] - ink.centery + offset[1])
    target.blit(surface, (x, y))
    return ink.move(x, y)


def relief_depth(px: int) -> int:
    return max(1, round(px / 34))


def cut_in(target, text: str, centre, px: int, fill, shade, light, bold: bool = True) -> None:
    """Lettering cut into the surface: its lower right wall catches the light (a light
    copy offset that way), its rim is a dark stroke, and its floor is filled in, a
    little towards the lower right so the shadowed upper left wall shows."""
    depth = relief_depth(px)
    rim = max(1, depth // 2 + (px >= 40))
    letters(target, text, centre, px, light, bold, rim, (depth, depth))
    letters(target, text, centre, px, shade, bold, rim)
    letters(target, text, centre, px, fill, bold, 0, (depth // 2, depth // 2))


def raised(target, text: str, centre, px: int, fill, shade, light, bold: bool = True) -> None:
    """Lettering standing up from the surface: a shadow to the lower right, a lit edge
    to the upper left, its face on top."""
    depth = relief_depth(px)
    letters(target, text, centre, px, shade, bold, 0, (depth, depth))
    letters(target, text, centre, px, light, bold, 0, (-max(1, depth // 2),) * 2)
    letters(target, text, centre, px, fill, bold)


# -- shapes, painted large --------------------------------------------------------------------


def supersampling(size) -> int:
    """How many times larger shapes of a surface of `size` are painted: a power of
    two (pygame's smooth scaling by 3 darkens colours and leaves solid parts a shade
    short of opaque)."""
    return 4 if min(size) < 120 else 2


def smooth(size, paint, backdrop=(0, 0, 0)) -> pygame.Surface:
    """A surface of `size` whose shapes `paint(big, k)` drew on one `k` times larger.
    The big one starts as `backdrop` with no alpha, the colour its shapes' edges blend
    with as they are scaled down (black would leave a dark fringe)."""
    k = supersampling(size)
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    big.fill((*backdrop[:3], 0))
    paint(big, k)
    return pygame.transform.smoothscale(big, size)


def clip_round(surface: pygame.Surface, rect, radius: int) -> None:
    """Keep only what lies in the rounded `rect`: everything outside turns clear,
    keeping its colour (for clean edges when scaled)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def gradient(surface, rect, top, bottom) -> None:
    """`rect` filled from `top` colour to `bottom`, line by line."""
    rect = pygame.Rect(rect)
    span = max(1, rect.height - 1)
    for i in range(rect.height):
        pygame.draw.line(surface, mix(top, bottom, i / span),
                         (rect.left, rect.top + i), (rect.right - 1, rect.top + i))


def bevel(surface, rect, width: int, light, dark, radius: int = 0) -> None:
    """A rim `width` wide inside the rounded `rect`: lit along the top and left, dark
    along the bottom and right (the lit part is the rect drawn `width` short of its
    lower right, over the dark one)."""
    r = pygame.Rect(rect)
    pygame.draw.rect(surface, dark, r, border_radius=radius)
    pygame.draw.rect(surface, light, (r.x, r.y, r.width - width, r.height - width),
                     border_radius=radius)


def paint_slab(big, whole, k: int, face_top, face_bottom, light, dark, edge, *,
               bevel_share: float = 0.075, radius_share: float = 0.14,
               on_face=None) -> pygame.Rect:
    """On `big` (painted `k` times larger), a rounded slab over `whole`: a thin `edge`
    line round it, a bevel lit from the top left, and a face shaded from `face_top` to
    `face_bottom`, on which `on_face(layer, face, k)` may paint before it is rounded.
    Returns the face."""
    whole = pygame.Rect(whole)
    radius = round(min(whole.size) * radius_share)
    width = max(k, round(min(whole.size) * bevel_share))
    slab = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    slab.fill((*edge, 255))
    bevel(slab, whole.inflate(-2 * k, -2 * k), width, light, dark, max(0, radius - k))
    face = whole.inflate(-2 * (k + width), -2 * (k + width))
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    layer.fill((*face_top, 0))
    gradient(layer, face, face_top, face_bottom)
    if on_face is not None:
        on_face(layer, face, k)
    clip_round(layer, face, max(0, radius - width - k))
    slab.blit(layer, (0, 0))
    clip_round(slab, whole, radius)
    big.blit(slab, (0, 0))
    return face


def soft_shadow(size, rect, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """A blurred dark rounded `rect` on a clear surface of `size`."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (0, 0, 0, alpha), rect, border_radius=radius)
    if blur > 0:
        surface = pygame.transform.gaussian_blur(surface, blur)
    return surface
