"""The deck drawn in code: exact sizes, classic pip places, four-colour inks, every size
from a thumbnail to a close-up."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from scenes.widgets import theme
from scenes.widgets.card_art import card_back_art, card_font, pip_layout, standard_face, suit_ink

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()


def ink_mask(surface, colour, tolerance=40) -> pygame.mask.Mask:
    """The pixels that are (near enough) `colour`."""
    return pygame.mask.from_threshold(surface, (*colour, 255),
                                      (tolerance, tolerance, tolerance, 255))


def ink_count(surface, colour, tolerance=40) -> int:
    return ink_mask(surface, colour, tolerance).count()


def close(colour, expected, tolerance=30) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], expected))


@pytest.mark.parametrize("size", [(24, 34), (36, 50), (59, 82), (60, 84), (72, 100),
                                  (88, 122), (181, 251), (288, 400)])
def test_faces_and_backs_are_exactly_the_size_asked(size):
    for rank in ("A", "7", "10", "Q"):
        face = standard_face(size, rank, "D")
        assert face.get_size() == size
        assert face.get_flags() & pygame.SRCALPHA
    assert card_back_art(size).get_size() == size


@pytest.mark.parametrize("rank, count", [("A", 1)] + [(str(n), n) for n in range(2, 11)])
def test_each_rank_has_its_number_of_pips(rank, count):
    assert len(pip_layout(rank)) == count


@pytest.mark.parametrize("rank", [str(n) for n in range(1, 11)])
def test_pips_mirror_left_to_right_and_turn_below_the_middle(rank):
    pips = pip_layout(rank)
    places = {(round(x, 6), round(y, 6)) for x, y, _ in pips}
    assert {(round(1 - x, 6), y) for x, y in places} == places
    for x, y, upside_down in pips:
        assert 0 < x < 1 and 0 < y < 1
        assert upside_down == (y > 0.5)


@pytest.mark.parametrize("rank", ["A", "2", "3", "4", "5", "6", "8", "9", "10"])
def test_the_lower_half_is_the_upper_half_turned_round(rank):
    """Every rank but the 7 (whose odd pip stands above the middle) reads the same
    either way up."""
    pips = {(round(x, 6), round(y, 6), turned) for x, y, turned in pip_layout(rank)}
    assert {(round(1 - x, 6), round(1 - y, 6), not turned if y != 0.5 else turned)
            for x, y, turned in pips} == pips


def test_courts_have_no_pips_but_a_picture():
    assert pip_layout("J") == pip_layout("Q") == pip_layout("K") == []
    size = (180, 250)
    king, jack = standard_face(size, "K", "S"), standard_face(size, "J", "S")
    assert ink_count(king, theme.GOLD) > 200  # a crown and a frame
    assert pygame.image.tobytes(king, "RGBA") != pygame.image.tobytes(jack, "RGBA")


def test_pips_are_drawn_where_the_layout_puts_them():
    w, h = size = (180, 250)
    face = standard_face(size, "8", "H")
    reach = round(h * 0.04)  # a pip's middle, a little above it and a little below
    for x, y, _ in pip_layout("8"):
        for dy in (-reach, 0, reach):
            assert close(face.get_at((round(x * w), round(y * h) + dy)), theme.RED_SUIT)
    assert close(face.get_at((round(0.5 * w), round(0.5 * h))), theme.CARD_FACE)


def centre_colour(suit, four_colour):
    w, h = size = (120, 168)
    return standard_face(size, "A", suit, four_colour=four_colour).get_at((w // 2, h // 2))[:3]


def test_a_four_colour_deck_gives_each_suit_its_own_ink():
    inks = {suit: suit_ink(suit, four_colour=True) for suit in SUITS}
    assert len(set(inks.values())) == 4
    drawn = {suit: centre_colour(suit, True) for suit in SUITS}
    for suit in SUITS:
        assert close(drawn[suit], inks[suit], 8), suit
    assert inks["S"] == suit_ink("S") == theme.BLACK_SUIT
    assert inks["H"] == suit_ink("H") == theme.RED_SUIT


def test_a_two_colour_deck_prints_red_and_black():
    assert suit_ink("H") == suit_ink("D") == theme.RED_SUIT
    assert suit_ink("S") == suit_ink("C") == theme.BLACK_SUIT
    for suit in SUITS:
        assert close(centre_colour(suit, False), suit_ink(suit), 8), suit


@pytest.mark.parametrize("size", [(24, 34), (30, 42), (36, 50), (48, 67), (59, 82), (60, 84),
                                  (72, 100), (120, 168), (250, 350), (400, 560)])
def test_every_card_draws_its_index_and_suit_at_every_size(size):
    w, h = size
    corner = pygame.Rect(0, 0, w * 2 // 5, h // 2)
    for suit in SUITS:
        ink = suit_ink(suit, four_colour=True)
        for rank in RANKS:
            face = standard_face(size, rank, suit, four_colour=True, patterns=True)
            index = ink_mask(face.subsurface(corner), ink)
            marks = [m for m in index.connected_components() if m.count() >= 2]
            assert len(marks) >= 2, (rank, suit)  # the rank and the suit under it
            assert ink_count(face, ink) > w * h // 40, (rank, suit)


def test_tables_may_name_suits_by_symbol_and_ranks_by_their_short_names():
    size = (72, 100)

    def picture(rank, suit):
        return pygame.image.tobytes(standard_face(size, rank, suit), "RGBA")

    assert picture("K", "\u2660") == picture("K", "S")
    assert picture("4", "\u2665") == picture("4", "H")
    assert picture("T", "\u2666") == picture("10", "D")
    assert picture("1", "\u2663") == picture("A", "C")
    with pytest.raises(ValueError):
        standard_face(size, "A", "X")
    with pytest.raises(ValueError):
        standard_face(size, "11", "S")


def test_patterns_hatch_and_tag_red_cards_only():
    size = (72, 100)

    def picture(suit, patterns):
        return pygame.image.tobytes(standard_face(size, "5", suit, patterns=patterns), "RGBA")

    assert picture("H", True) != picture("H", False)
    assert picture("D", True) != picture("D", False)
    assert picture("S", True) == picture("S", False)
    assert picture("C", True) == picture("C", False)


@pytest.mark.parametrize("size", [(24, 34), (72, 100), (288, 400)])
def test_the_back_is_not_a_face(size):
    w, h = size
    back = card_back_art(size)
    for rank, suit in (("A", "S"), ("K", "H"), ("10", "C")):
        face = standard_face(size, rank, suit)
        assert pygame.image.tobytes(back, "RGBA") != pygame.image.tobytes(face, "RGBA")
    field = back.subsurface(pygame.Rect(w // 4, h // 8, w // 2, h // 8))
    assert ink_count(field, theme.CARD_BACK) > field.get_width() * field.get_height() // 3
    assert ink_count(back, theme.GOLD, 50) > 0


def test_faces_backs_and_fonts_are_made_once():
    assert standard_face((72, 100), "Q", "D") is standard_face((72, 100), "Q", "D")
    assert card_back_art((72, 100)) is card_back_art((72, 100))
    assert card_font(14) is card_font(14)


def test_faces_still_draw_after_pygame_is_restarted():
    """A match's app quits pygame when it closes; the fonts opened before are dead."""
    standard_face((64, 90), "7", "S")
    pygame.quit()
    pygame.init()
    assert standard_face((65, 91), "7", "S").get_size() == (65, 91)
