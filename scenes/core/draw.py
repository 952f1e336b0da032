"""pygame.draw in the plan's units (its own names and arguments): on a `Canvas`, every point, width and radius is
scaled to the real pixels; on a plain surface (art drawn at its own size) it is
pygame.draw itself.  Each returns the rect touched, in the target's units."""

from __future__ import annotations

import pygame

from scenes.core.canvas import Canvas


def rect(surface, color, rect, width: int = 0, border_radius: int = 0, **corners):
    if not isinstance(surface, Canvas):
        return pygame.draw.rect(surface, color, rect, width, border_radius, **corners)
    corners = {name: surface.length(value) if value > 0 else value
               for name, value in corners.items()}
    radius = surface.length(border_radius) if border_radius > 0 else border_radius
    touched = pygame.draw.rect(surface.surface, color, surface.rect(rect),
                               surface.length(width), radius, **corners)
    return surface.units(touched)


def line(surface, color, start_pos, end_pos, width: int = 1):
    if not isinstance(surface, Canvas):
        return pygame.draw.line(surface, color, start_pos, end_pos, width)
    return surface.units(pygame.draw.line(surface.surface, color, surface.point(start_pos),
                                          surface.point(end_pos), surface.length(width)))


def lines(surface, color, closed: bool, points, width: int = 1):
    if not isinstance(surface, Canvas):
        return pygame.draw.lines(surface, color, closed, points, width)
    return surface.units(pygame.draw.lines(surface.surface, color, closed,
                                           [surface.point(p) for p in points],
                                           surface.length(width)))


def aaline(surface, color, start_pos, end_pos, *rest):
    if not isinstance(surface, Canvas):
        return pygame.draw.aaline(surface, color, start_pos, end_pos, *rest)
    return surface.units(pygame.draw.aaline(surface.surface, color, surface.point(start_pos),
                                            surface.point(end_pos), *rest))


def aalines(surface, color, closed: bool, points, *rest):
    if not isinstance(surface, Canvas):
        return pygame.draw.aalines(surface, color, closed, points, *rest)
    return surface.units(pygame.draw.aalines(surface.surface, color, closed,
                                             [surface.point(p) for p in points], *rest))


def polygon(surface, color, points, width: int = 0):
    if not isinstance(surface, Canvas):
        return pygame.draw.polygon(surface, color, points, width)
    return surface.units(pygame.draw.polygon(surface.surface, color,
                                             [surface.point(p) for p in points],
                                             surface.length(width)))


def circle(surface, color, center, radius, width: int = 0, **quarters):
    if not isinstance(surface, Canvas):
        return pygame.draw.circle(surface, color, center, radius, width, **quarters)
    return surface.units(pygame.draw.circle(surface.surface, color, surface.point(center),
                                            surface.length(radius), surface.length(width),
                                            **quarters))


def ellipse(surface, color, rect, width: int = 0):
    if not isinstance(surface, Canvas):
        return pygame.draw.ellipse(surface, color, rect, width)
    return surface.units(pygame.draw.ellipse(surface.surface, color, surface.rect(rect),
                                             surface.length(width)))


def arc(surface, color, rect, start_angle: float, stop_angle: float, width: int = 1):
    if not isinstance(surface, Canvas):
        return pygame.draw.arc(surface, color, rect, start_angle, stop_angle, width)
    return surface.units(pygame.draw.arc(surface.surface, color, surface.rect(rect),
                                         start_angle, stop_angle, surface.length(width)))
