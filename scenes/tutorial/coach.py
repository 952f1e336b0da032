"""The coach of a tutorial: one short note at a time in a panel placed where it covers
least of the table (never what it points at), an arrow from the panel to what it talks
about and a pulsing outline round it.  Drawing only: the tutorial scene says what."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from scenes.core import draw
from scenes.widgets import theme
from scenes.widgets.panel import draw_panel

PANEL_WIDTH = 470
END_WIDTH = 620  # the last note, with its three choices
MARGIN = 12
GRID = 24  # candidate panel positions are this far apart
PADDING = 18
SAY_SIZE = theme.BODY_SIZE  # read from a couch
LINE = 34
# what the panel must not cover, from worst to least bad to cover
COVER_POINT, COVER_CHOICE, COVER_TABLE = 1000, 6, 1
ARROW_STEP = 12  # the arrow's path is looked at every this many pixels
ARROW_CROSSING = 400  # what each step of the arrow over something costs the panel's place
ARROW_CANDIDATES = 60  # the places covering least whose arrows are weighed
BANNER_WIDTH = 480  # a refusal's banner, over the status line (`TableScene.draw_message`)


@dataclass
class Note:
    heading: str  # "Step 3 of 9"
    lines: list[str]  # the note, wrapped
    footer: str = ""  # what to do: "Enter or click: go on"
    choices: list[str] = field(default_factory=list)  # the end's buttons
    width: int = PANEL_WIDTH


def overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clipped = a.clip(b)
    return clipped.width * clipped.height


def place_panel(size: tuple[int, int], point: pygame.Rect | None,
                avoid: list[tuple[pygame.Rect, int]],
                whole: list[pygame.Rect] = ()) -> pygame.Rect:
    """The panel's place: the one covering least of `avoid` (rect, weight per pixel),
    whose arrow to what it points at crosses least of it, and, of equals, the nearest
    to what it points at.  Of `whole` it covers each wholly or not at all: a part
    left showing costs as much as a choice of that size covered."""
    width, height = size
    screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
    weighed = list(avoid) + ([(point.inflate(24, 24), COVER_POINT)] if point else [])
    right, bottom = screen.width - width - MARGIN, screen.height - height - MARGIN
    placed = []
    for y in [*range(MARGIN, bottom, GRID), bottom]:
        for x in [*range(MARGIN, right, GRID), right]:
            rect = pygame.Rect(x, y, width, height)
            cost = sum(weight * overlap(rect, area) for area, weight in weighed)
            cost += sum(COVER_CHOICE * area.width * area.height for area in whole
                        if rect.colliderect(area) and not rect.contains(area))
            if point is not None:
                cost += math.dist(rect.center, point.center) * 0.5
            placed.append((cost, rect))
    if not placed:
        return pygame.Rect(MARGIN, MARGIN, width, height)
    placed.sort(key=lambda pair: pair[0])
    if point is None:
        return placed[0][1]
    # the arrow's path, for the places that cover least (looking at all would be slow)
    return min(placed[:ARROW_CANDIDATES], key=lambda pair: pair[0] + ARROW_CROSSING
               * arrow_crossings(pair[1], point, avoid))[1]


def arrow_crossings(panel: pygame.Rect, point: pygame.Rect,
                    avoid: list[tuple[pygame.Rect, int]]) -> int:
    """How many of the arrow's steps, from the panel to `point`, lie on something of
    `avoid` (other than what it points at)."""
    start, end = _nearest_on(panel, point.center), _nearest_on(point.inflate(8, 8), panel.center)
    steps = max(1, int(math.dist(start, end) // ARROW_STEP))
    crossed = 0
    for i in range(1, steps):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        crossed += any(area.collidepoint(x, y) and not area.colliderect(point)
                       for area, _ in avoid)
    return crossed


def panel_size(note: Note) -> tuple[int, int]:
    height = PADDING + 30 + LINE * len(note.lines) + PADDING
    if note.footer:
        height += 34
    if note.choices:
        height += 70
    return note.width, height


def choice_rects(panel: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The end's buttons, side by side along the panel's foot."""
    gap = 12
    width = (panel.width - 2 * PADDING - gap * (count - 1)) // max(1, count)
    y = panel.bottom - PADDING - 52
    return [pygame.Rect(panel.x + PADDING + i * (width + gap), y, width, 52)
            for i in range(count)]


def draw_note(surface, text, panel: pygame.Rect, note: Note, chosen: int = 0,
              hovered: int | None = None) -> None:
    draw_panel(surface, panel, 255, border=theme.GOLD, radius=14)  # opaque: nothing shows through
    x, y = panel.x + PADDING, panel.y + PADDING - 4
    text.draw(surface, note.heading, (x, y), theme.SMALL_SIZE, theme.GOLD, bold=True)
    y += 32
    for line in note.lines:
        text.draw(surface, line, (x, y), SAY_SIZE, theme.INK)
        y += LINE
    if note.footer:
        text.draw(surface, note.footer, (x, y + 6), theme.SMALL_SIZE, theme.GOLD)
    for i, rect in enumerate(choice_rects(panel, len(note.choices))):
        lit = i == chosen or i == hovered
        draw.rect(surface, theme.FELT_LIGHT if lit else theme.PANEL, rect,
                         border_radius=10)
        draw.rect(surface, theme.GOLD if lit else theme.INK_DIM, rect,
                         3 if i == chosen else 2, border_radius=10)
        text.draw(surface, note.choices[i], rect.center, theme.SMALL_SIZE + 2,
                  theme.INK, bold=lit, anchor="center")


def draw_pointer(surface, panel: pygame.Rect, point: pygame.Rect, clock: float,
                 arrow: bool = True) -> None:
    """A pulsing outline round `point` and, with `arrow`, an arrow to it from the panel."""
    pulse = 0.5 + 0.5 * math.sin(clock * 5.0)
    frame = point.inflate(14 + int(8 * pulse), 14 + int(8 * pulse))
    draw.rect(surface, theme.SHADOW, frame.inflate(4, 4), 3, border_radius=12)
    draw.rect(surface, theme.GOLD, frame, 4, border_radius=12)
    if not arrow:
        return
    start = _nearest_on(panel, frame.center)
    end = _nearest_on(frame.inflate(8, 8), panel.center)
    length = math.dist(start, end)
    if length < 30:
        return
    dx, dy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    back = (end[0] - dx * 22, end[1] - dy * 22)
    head = [end, (back[0] - dy * 13, back[1] + dx * 13), (back[0] + dy * 13, back[1] - dx * 13)]
    draw.line(surface, theme.SHADOW, start, back, 10)
    draw.line(surface, theme.GOLD, start, back, 6)
    draw.polygon(surface, theme.GOLD, head)
    draw.polygon(surface, theme.SHADOW, head, 2)


def _nearest_on(rect: pygame.Rect, towards) -> tuple[float, float]:
    """Where the line from `rect`'s centre to `towards` leaves the rect."""
    cx, cy = rect.center
    dx, dy = towards[0] - cx, towards[1] - cy
    if dx == 0 and dy == 0:
        return float(cx), float(cy)
    scale = min(rect.width / 2 / abs(dx) if dx else math.inf,
                rect.height / 2 / abs(dy) if dy else math.inf)
    scale = min(scale, 1.0)
    return cx + dx * scale, cy + dy * scale
