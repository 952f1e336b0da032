"""A score-by-hand chart: a line a player, in their seat's colour, each hand's running
total marked with the seat's patterned marker, so colour is never the only sign, and
the player's name at the line's end."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.core import draw
from scenes.widgets import theme
from scenes.widgets.cards import draw_marker

AXIS_ROOM = 46  # left of the plot: the totals' labels
FOOT_ROOM = 28  # under the plot: the hands' numbers
HEAD_ROOM = 34  # over the plot: the chart's heading
NAME_ROOM = 78  # right of the plot: each line's name
NAME_GAP = 18  # names at a line's end stand at least this far apart
MARKED_HANDS = 12  # more hands than this: only each line's last total is marked
MARKER = 6
NAME_SIZE = theme.SMALL_SIZE - 4


@dataclass(frozen=True)
class Series:
    seat: int
    name: str
    totals: tuple[float, ...]  # the running total before the first hand, then after each


def plot_area(rect: pygame.Rect, name_room: int = NAME_ROOM) -> pygame.Rect:
    return pygame.Rect(rect.x + AXIS_ROOM, rect.y + HEAD_ROOM,
                       rect.width - AXIS_ROOM - name_room, rect.height - HEAD_ROOM - FOOT_ROOM)


def name_room(text, series: list[Series]) -> int:
    """Room right of the plot for the widest name ("Red & Yellow" for partners)."""
    font = text.font(NAME_SIZE, True)
    return max(NAME_ROOM, 12 + max(font.size(line.name)[0] for line in series))


def span(series: list[Series]) -> tuple[float, float]:
    """The lowest and highest total of any line (never one point: a flat chart still
    has height)."""
    values = [total for line in series for total in line.totals]
    low, high = min(values), max(values)
    return (low, high) if high > low else (low - 1, high + 1)


def chart_points(rect: pygame.Rect, series: list[Series],
                 room: int = NAME_ROOM) -> dict[int, list[tuple[int, int]]]:
    """Where each seat's totals stand: hand by hand left to right, the higher the total
    the higher the point (`room`: right of the plot, for the names)."""
    plot, (low, high) = plot_area(rect, room), span(series)
    hands = max(len(line.totals) for line in series) - 1
    points = {}
    for line in series:
        points[line.seat] = [
            (plot.x + round(plot.width * hand / max(1, hands)),
             plot.bottom - round(plot.height * (total - low) / (high - low)))
            for hand, total in enumerate(line.totals)]
    return points


def draw_chart(surface, text, rect: pygame.Rect, series: list[Series], heading: str,
               hand_word: str) -> None:
    room = name_room(text, series)
    plot, (low, high) = plot_area(rect, room), span(series)
    text.draw(surface, heading, (rect.x, rect.y), theme.SMALL_SIZE, theme.GOLD, bold=True)
    _draw_axes(surface, text, plot, low, high, max(len(line.totals) for line in series) - 1,
               hand_word)
    points = chart_points(rect, series, room)
    hands = max(len(line.totals) for line in series) - 1
    for line in series:
        colour = theme.SEAT_COLOURS[line.seat % len(theme.SEAT_COLOURS)][0]
        if len(points[line.seat]) > 1:
            draw.lines(surface, colour, False, points[line.seat], 3)
        marked = points[line.seat] if hands <= MARKED_HANDS else points[line.seat][-1:]
        for point in marked:
            draw_marker(surface, point, MARKER, line.seat)
    _draw_names(surface, text, plot, series, points)


def _draw_axes(surface, text, plot: pygame.Rect, low: float, high: float, hands: int,
               hand_word: str) -> None:
    for value in sorted({low, (low + high) / 2, high}):
        y = plot.bottom - round(plot.height * (value - low) / (high - low))
        draw.line(surface, theme.FELT_LIGHT, (plot.x, y), (plot.right, y), 1)
        text.draw(surface, f"{value:g}" if value == int(value) else f"{value:.1f}",
                  (plot.x - 8, y), theme.SMALL_SIZE - 4, theme.INK_DIM, anchor="midright")
    step = max(1, (hands + 7) // 8)  # at most about eight numbers along the foot
    for hand in range(0, hands + 1, step):
        x = plot.x + round(plot.width * hand / max(1, hands))
        text.draw(surface, str(hand), (x, plot.bottom + 6), theme.SMALL_SIZE - 4,
                  theme.INK_DIM, anchor="midtop")
    text.draw(surface, f"{hand_word}s", (plot.x - 8, plot.bottom + 6), theme.SMALL_SIZE - 4,
              theme.INK_DIM, anchor="topright")


def _draw_names(surface, text, plot: pygame.Rect, series: list[Series], points) -> None:
    """Each name beside its line's end, moved apart where lines end close together."""
    ends = sorted(((points[line.seat][-1][1], line) for line in series), key=lambda e: e[0])
    placed: list[int] = []
    for y, line in ends:
        y = max(y, placed[-1] + NAME_GAP) if placed else y
        placed.append(y)
        colour = theme.SEAT_COLOURS[line.seat % len(theme.SEAT_COLOURS)][0]
        text.draw(surface, line.name, (plot.right + 12, y), NAME_SIZE, colour, bold=True,
                  anchor="midleft")
