"""No Lookie's card faces drawn in code at any pixel size, each made once for its
arguments (callers share the surfaces: never draw on one).

A number card shows its value large in the middle and small in two corners; the 11th
card is red, the wildcard gold with a star behind its W.  An action card shows an
icon of what it does, and its name where the card is big enough to read it:
Swap ⇅ (a top-row card with a bottom-row one), Trade ⇄ (a card with another
player's), Burn a flame, Draft a fan of cards, Ray's Play a turn arrow round a 2."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.no_lookie.cards import (
    ACTIONS,
    BURN,
    DRAFT,
    ELEVEN,
    RAYS_PLAY,
    SWAP,
    TRADE,
    WILD,
    card_name,
    is_action,
)
from scenes.widgets import theme
from scenes.widgets.relief import fitted_px, font, glyphs, gradient, letters, mix, smooth

PAPER = (theme.CARD_FACE, (238, 231, 212))  # the face, top to bottom
BORDER = (120, 116, 104)
FRAME = (212, 200, 174)  # a number card's hairline frame
ACTION_INK = (40, 80, 170)
ACTION_TINT = (120, 158, 226)
MEDALLION = (226, 234, 250)
WILD_INK = (160, 110, 20)
STAR = (250, 222, 150)
NAMED_FROM = 64  # narrower action cards show only their icon
CORNERS_FROM = 7  # corner values are drawn where they are at least this many pixels tall


def ink_of(card: int) -> tuple[int, int, int]:
    if is_action(card):
        return ACTION_INK
    return theme.RED_SUIT if card == ELEVEN else WILD_INK if card == WILD else theme.BLACK_SUIT


@lru_cache(maxsize=256)
def no_lookie_face(size: tuple[int, int], card: int) -> pygame.Surface:
    """The face of `card` (a code from game.no_lookie.cards), exactly `size` pixels."""
    size = (int(size[0]), int(size[1]))
    surface = smooth(size, lambda big, k: _paint_paper(big, k, card), BORDER)
    if is_action(card):
        _action(surface, card)
    else:
        _number(surface, card)
    return surface


def _paint_paper(big, k: int, card: int) -> None:
    """The card: a thin border, the paper shaded down, and a frame inside it in the
    card's ink (a hairline for a plain number)."""
    w, h = big.get_size()
    whole = big.get_rect()
    radius = round(w * 0.09)
    pygame.draw.rect(big, BORDER, whole, border_radius=radius)
    paper = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    paper.fill((*PAPER[0], 0))
    inner = whole.inflate(-2 * k, -2 * k)
    gradient(paper, inner, *PAPER)
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_radius=radius - k)
    paper.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(paper, (0, 0))
    inset = round(w * 0.06)
    frame = whole.inflate(-2 * inset, -2 * inset)
    plain = 1 <= card <= 10
    colour = FRAME if plain else mix(ink_of(card), PAPER[0], 0.35)
    line = max(k, round(w * (0.008 if plain else 0.014)))
    pygame.draw.rect(big, colour, frame, line, border_radius=max(0, radius - inset))
    if card == ELEVEN or is_action(card):  # a second line: set apart by shape too
        gap = line * 2
        pygame.draw.rect(big, colour, frame.inflate(-2 * gap, -2 * gap), max(k, line // 2),
                         border_radius=max(0, radius - inset - gap))
    if card == WILD:
        _paint_star(big, (w / 2, h / 2), w * 0.4, w * 0.2, 8, STAR)


def _paint_star(big, centre, outer: float, inner: float, points: int, colour) -> None:
    corners = []
    for i in range(points * 2):
        angle = math.pi * i / points - math.pi / 2
        reach = outer if i % 2 == 0 else inner
        corners.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    pygame.draw.polygon(big, colour, corners)


def _number(surface, card: int) -> None:
    w, h = surface.get_size()
    name, ink = card_name(card), ink_of(card)
    px = fitted_px(name, round(h * 0.36), round(w * 0.66))
    _underlined(surface, letters(surface, name, (w / 2, h / 2), px, ink), name, ink)
    corner = fitted_px(name, round(h * 0.1), round(w * 0.2))
    if round(h * 0.1) >= CORNERS_FROM:
        for centre, turned in (((w * 0.17, h * 0.12), False), ((w * 0.83, h * 0.88), True)):
            _corner_value(surface, name, centre, corner, ink, turned)
    if card == WILD and h >= 90:
        word = fitted_px("wild", round(h * 0.06), round(w * 0.5), bold=False)
        letters(surface, "wild", (w / 2, h * 0.8), word, ink, bold=False)


def _corner_value(surface, name: str, centre, px: int, ink, upside_down: bool) -> None:
    """A corner's value, the frame broken round it by a patch of paper."""
    w, h = surface.get_size()
    ink_box = letters(surface, name, centre, px, ink, upside_down=upside_down)
    patch = ink_box.inflate(round(w * 0.06), round(w * 0.06))
    surface.fill(mix(*PAPER, patch.centery / h), patch)
    letters(surface, name, centre, px, ink, upside_down=upside_down)
    _underlined(surface, ink_box, name, ink, upside_down)


def _underlined(surface, ink_box: pygame.Rect, name: str, ink, upside_down: bool = False) -> None:
    """A 6 and a 9 are underlined, so that neither reads as the other turned round."""
    if name not in ("6", "9"):
        return
    bar = pygame.Rect(0, 0, ink_box.width, max(1, round(ink_box.height * 0.07)))
    gap = max(1, round(ink_box.height * 0.08))
    if upside_down:
        bar.midbottom = (ink_box.centerx, ink_box.top - gap)
    else:
        bar.midtop = (ink_box.centerx, ink_box.bottom + gap)
    surface.fill(ink, bar)


# -- action cards ---------------------------------------------------------------------------


def _action(surface, card: int) -> None:
    """The icon in a medallion; over it the card's name, on a card wide enough."""
    w, h = surface.get_size()
    named = w >= NAMED_FROM
    if named:
        name = card_name(card)
        px = min(fitted_px(card_name(action), round(h * 0.075), round(w * 0.74))
                 for action in ACTIONS)  # every action's name the same size
        _name(surface, name, (w / 2, h * 0.2), px)
        diameter, centre = round(min(w * 0.72, h * 0.52)), (w / 2, h * 0.58)
    else:
        diameter, centre = round(min(w * 0.82, h * 0.6)), (w / 2, h / 2)
    icon = smooth((diameter, diameter), lambda big, k: _paint_medallion(big, k, card),
                  ACTION_INK)
    place = icon.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(icon, place)
    if card == RAYS_PLAY:  # the second turn's 2, inside the turn arrow
        two = fitted_px("2", round(diameter * 0.26), diameter)
        letters(surface, "2", place.center, two, ACTION_INK)


def _name(surface, name: str, baseline, px: int) -> None:
    """An action's name centred on `baseline` (by its line, not its ink: the
    descenders of "Swap" and "Ray's Play" hang below it)."""
    lettering, _ = glyphs(name, px, ACTION_INK)
    top = baseline[1] - font(px).get_ascent()
    surface.blit(lettering, (round(baseline[0] - lettering.get_width() / 2), round(top)))


def _paint_medallion(big, k: int, card: int) -> None:
    d = big.get_width()
    centre = (d // 2, d // 2)
    pygame.draw.circle(big, mix(ACTION_INK, MEDALLION, 0.5), centre, d // 2)
    pygame.draw.circle(big, MEDALLION, centre, d // 2 - max(k, d // 28))
    ICONS[card](big, d)


def _arrow(start, end, shaft: float, head: float, head_length: float) -> list:
    """An arrow's outline from `start` to its point at `end`."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    px, py = -uy, ux
    bx, by = x1 - ux * head_length, y1 - uy * head_length
    return [(x0 + px * shaft, y0 + py * shaft), (bx + px * shaft, by + py * shaft),
            (bx + px * head, by + py * head), (x1, y1), (bx - px * head, by - py * head),
            (bx - px * shaft, by - py * shaft), (x0 - px * shaft, y0 - py * shaft)]


def _two_arrows(big, d: int, vertical: bool) -> None:
    """Two arrows side by side pointing opposite ways: one card goes, another comes."""
    shaft, head, length = d * 0.065, d * 0.17, d * 0.2
    for offset, ahead in ((-0.14, -1), (0.14, 1)):
        across, along = 0.5 + offset, (0.5 - 0.3 * ahead, 0.5 + 0.3 * ahead)
        if vertical:
            start, end = (across * d, along[0] * d), (across * d, along[1] * d)
        else:
            start, end = (along[0] * d, (1 - across) * d), (along[1] * d, (1 - across) * d)
        pygame.draw.polygon(big, ACTION_INK, _arrow(start, end, shaft, head, length))


def _paint_swap(big, d: int) -> None:
    """⇅: a top-row card and a bottom-row card change places."""
    _two_arrows(big, d, vertical=True)


def _paint_trade(big, d: int) -> None:
    """⇄: a card of yours for a card of another player's."""
    _two_arrows(big, d, vertical=False)


def _paint_burn(big, d: int) -> None:
    """A flame of three tongues: the card burned under the Burn card."""
    for colour, scale in ((ACTION_INK, 1.0), (ACTION_TINT, 0.62), (MEDALLION, 0.3)):
        base = d * (0.8 - (1 - scale) * 0.04)
        for lean, across, height, width in ((-0.5, -0.14, 0.42, 0.2), (0.5, 0.14, 0.46, 0.2),
                                            (0.15, 0.0, 0.62, 0.27)):
            if scale < 1 and across:
                continue  # the inner flames are one tongue each
            pygame.draw.polygon(big, colour, _tongue(d / 2 + across * d * scale, base,
                                                     width * d * scale, height * d * scale, lean))


def _tongue(x: float, base: float, width: float, height: float, lean: float) -> list:
    """A tongue of flame standing on `base`: round below, pointed above, its tip
    leaning by `lean` of its width."""
    points = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        up = (1 + math.cos(t)) / 2  # 1 at the tip, 0 at the bottom
        across = math.sin(t) * math.sin(t / 2) ** 1.4 + lean * up ** 2
        points.append((x + across * width, base - up * height))
    return points


def _paint_draft(big, d: int) -> None:
    """A fan of cards to choose one from and pass on."""
    card_w, card_h = d * 0.26, d * 0.4
    pivot, lift = (d * 0.5, d * 0.96), d * 0.2  # the cards turn about a point below them
    edge = d * 0.035
    for angle in (-28, 28, 0):  # the middle card, the one chosen, on top
        turn = math.radians(angle)
        pygame.draw.polygon(big, ACTION_INK, _turned_card(pivot, card_w, card_h, turn, lift))
        inner = _turned_card(pivot, card_w - 2 * edge, card_h - 2 * edge, turn, lift + edge)
        pygame.draw.polygon(big, ACTION_TINT if angle == 0 else PAPER[0], inner)


def _turned_card(pivot, width: float, height: float, angle: float, lift: float) -> list:
    """A card standing on `pivot`, turned by `angle` about it."""
    corners = [(-width / 2, -lift), (width / 2, -lift), (width / 2, -lift - height),
               (-width / 2, -lift - height)]
    sin, cos = math.sin(angle), math.cos(angle)
    return [(pivot[0] + x * cos - y * sin, pivot[1] + x * sin + y * cos) for x, y in corners]


def _paint_rays_play(big, d: int) -> None:
    """A turn arrow going round: the second turn (its 2 is lettered on top)."""
    centre, outer, inner = (d / 2, d / 2), d * 0.34, d * 0.24
    start, end = math.radians(-60), math.radians(220)
    steps = 40
    ring = [(centre[0] + outer * math.cos(start + (end - start) * i / steps),
             centre[1] + outer * math.sin(start + (end - start) * i / steps))
            for i in range(steps + 1)]
    ring += [(centre[0] + inner * math.cos(start + (end - start) * i / steps),
              centre[1] + inner * math.sin(start + (end - start) * i / steps))
             for i in range(steps, -1, -1)]
    pygame.draw.polygon(big, ACTION_INK, ring)
    middle = (outer + inner) / 2
    tip_angle = end + math.radians(28)
    base = [(centre[0] + r * math.cos(end), centre[1] + r * math.sin(end))
            for r in (middle + d * 0.13, middle - d * 0.13)]
    tip = (centre[0] + middle * math.cos(tip_angle), centre[1] + middle * math.sin(tip_angle))
    pygame.draw.polygon(big, ACTION_INK, [base[0], tip, base[1]])


ICONS = {SWAP: _paint_swap, TRADE: _paint_trade, BURN: _paint_burn, DRAFT: _paint_draft,
         RAYS_PLAY: _paint_rays_play}
