"""Drawing shared by every screen (scenes/widgets/)."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets import theme
from scenes.widgets.cards import draw_marker


@pytest.mark.parametrize("seat", range(len(theme.SEAT_COLOURS)))
@pytest.mark.parametrize("radius", (8, 12, 14, 18, 22, 30))
def test_a_seat_marker_stays_inside_its_rim_and_is_even_left_and_right(seat, radius):
    size = 2 * radius + 9
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    draw_marker(surface, centre, radius, seat)
    drawn = {(x, y) for x in range(size) for y in range(size) if surface.get_at((x, y)).a}
    outside = [(x, y) for x, y in drawn
               if (x - centre[0]) ** 2 + (y - centre[1]) ** 2 > (radius + 0.5) ** 2]
    assert outside == []
    left = sum(1 for x, _ in drawn if x < centre[0])
    right = sum(1 for x, _ in drawn if x > centre[0])
    assert abs(left - right) <= 2 * radius  # at most a column's worth apart
