"""Art drawn in code at any pixel size: No Lookie's cards (card_art.py), Peeper's tiles
and Procession's digits (tile_art.py)."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.no_lookie.cards import ACTIONS, NAMES, card_name
from game.peeper.patterns import VALUES
from scenes.tables.no_lookie.card_art import NAMED_FROM, no_lookie_face
from scenes.widgets.tile_art import peeper_tile, procession_digit

CARD_SIZES = ((40, 56), (55, 75), (68, 93), (80, 108), (173, 241), (300, 420))
TILE_SIZES = ((22, 30), (50, 72), (77, 111), (150, 216))
DIGIT_SIZES = ((38, 52), (72, 97), (96, 129), (151, 203))
TINY = ((6, 8), (10, 14), (16, 22))


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def luminance(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


def pixels(surface: pygame.Surface) -> list[tuple[int, int, int, int]]:
    w, h = surface.get_size()
    return [tuple(surface.get_at((x, y))) for y in range(h) for x in range(w)]


def share_differing(a: pygame.Surface, b: pygame.Surface, by: int = 60) -> float:
    """The share of pixels whose colours are more than `by` apart (summed over RGBA)."""
    pairs = list(zip(pixels(a), pixels(b)))
    apart = sum(1 for p, q in pairs if sum(abs(x - y) for x, y in zip(p, q)) > by)
    return apart / len(pairs)


@pytest.mark.parametrize("size", CARD_SIZES)
def test_every_no_lookie_card_is_exactly_its_size(size):
    for card in NAMES:
        face = no_lookie_face(size, card)
        assert face.get_size() == size, card_name(card)
        assert face.get_flags() & pygame.SRCALPHA


@pytest.mark.parametrize("size", TILE_SIZES)
def test_every_peeper_tile_is_exactly_its_size(size):
    tiles = [peeper_tile(size, str(value)) for value in VALUES] + [
        peeper_tile(size, "X", wild=True, patterns=True),
        peeper_tile(size, "X", wild=True, stands_for="16"),
        peeper_tile(size, "1", marked=True)]
    assert {tile.get_size() for tile in tiles} == {size}


@pytest.mark.parametrize("size", DIGIT_SIZES)
def test_both_digits_are_exactly_their_size(size):
    assert procession_digit(size, 0).get_size() == procession_digit(size, 1).get_size() == size


@pytest.mark.parametrize("size", [(40, 56), (120, 168)])
def test_each_action_card_has_an_icon_of_its_own(size):
    """Small, the card is its icon alone; large, its icon's medallion is compared,
    under the name."""
    faces = {card: no_lookie_face(size, card) for card in ACTIONS}
    if size[0] >= NAMED_FROM:
        w, h = size
        medallion = pygame.Rect(w * 0.2, h * 0.4, w * 0.6, h * 0.36)
        faces = {card: face.subsurface(medallion) for card, face in faces.items()}
    for a, b in combinations(ACTIONS, 2):
        assert share_differing(faces[a], faces[b]) > 0.08, (card_name(a), card_name(b))


def test_an_action_card_is_named_only_where_the_name_can_be_read():
    """Two action cards differ above their icons where they are named, not where
    they are small."""
    def above_icon(size, card):
        return no_lookie_face(size, card).subsurface((0, 0, size[0], round(size[1] * 0.25)))
    assert share_differing(above_icon((80, 108), ACTIONS[0]),
                           above_icon((80, 108), ACTIONS[-1]), by=30) > 0.02
    assert share_differing(above_icon((40, 56), ACTIONS[0]),
                           above_icon((40, 56), ACTIONS[-1]), by=30) == 0


@pytest.mark.parametrize("size", TILE_SIZES)
def test_a_played_x_shows_what_it_stands_for(size):
    plain = peeper_tile(size, "X", wild=True)
    as_five = peeper_tile(size, "X", wild=True, stands_for="5")
    as_nine = peeper_tile(size, "X", wild=True, stands_for="9")
    assert share_differing(plain, as_five) > 0.05
    assert share_differing(as_five, as_nine) > 0.005


@pytest.mark.parametrize("size", TILE_SIZES)
def test_the_marked_one_and_the_wild_x_stand_out_without_colour(size):
    """Grey alone tells the marked 1 from a 1 (its ring, out to the side of the
    numeral) and a hatched X from a plain one."""
    w, h = size
    beside = pygame.Rect(0, round(h * 0.38), round(w * 0.22), round(h * 0.24))

    def apart(a, b):
        greys = [[luminance(p) for p in pixels(tile)] for tile in (a, b)]
        return sum(1 for p, q in zip(*greys) if abs(p - q) > 25) / len(greys[0])
    assert apart(peeper_tile(size, "1").subsurface(beside),
                 peeper_tile(size, "1", marked=True).subsurface(beside)) > 0.04
    assert apart(peeper_tile(size, "X", wild=True),
                 peeper_tile(size, "X", wild=True, patterns=True)) > 0.04


@pytest.mark.parametrize("size", DIGIT_SIZES)
def test_the_digits_differ_in_lightness_and_in_shape(size):
    zero, one = procession_digit(size, 0), procession_digit(size, 1)

    def lightness(surface):
        solid = [p for p in pixels(surface) if p[3] == 255]
        return sum(luminance(p) for p in solid) / len(solid)
    assert lightness(zero) - lightness(one) > 80

    def shape(surface):
        """Where the tile is far from its own middle grey: its lines and marks,
        whatever its colours."""
        greys = sorted(luminance(p) for p in pixels(surface) if p[3] == 255)
        middle = greys[len(greys) // 2]
        return [p[3] == 255 and abs(luminance(p) - middle) > 45 for p in pixels(surface)]
    marks = list(zip(shape(zero), shape(one)))
    assert sum(1 for a, b in marks if a != b) / len(marks) > 0.1


@pytest.mark.parametrize("size", TINY)
def test_tiny_sizes_draw(size):
    for card in NAMES:
        assert no_lookie_face(size, card).get_size() == size
    for label, wild in [("1", False), ("15", False), ("X", True)]:
        assert peeper_tile(size, label, wild=wild, patterns=True, stands_for="5",
                           marked=label == "1").get_size() == size
    for value in (0, 1):
        assert procession_digit(size, value).get_size() == size


def test_each_image_is_made_once():
    assert no_lookie_face((80, 108), 7) is no_lookie_face((80, 108), 7)
    assert peeper_tile((50, 72), "X", wild=True) is peeper_tile((50, 72), "X", wild=True)
    assert procession_digit((72, 97), 1) is procession_digit((72, 97), 1)
