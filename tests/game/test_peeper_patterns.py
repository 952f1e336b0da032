"""Peeper's patterns: what a hand can play, how X reads, and what beats what."""

from game.peeper.patterns import (
    BIG_BOMB,
    BOMB,
    PAIR,
    PAIRS,
    SINGLE,
    STRAIGHT,
    Play,
    X,
    beats,
    counts_of,
    plays_of,
)


def plays(tiles, kind=None):
    return {str(p) for p in plays_of(counts_of(tiles)) if kind is None or p.kind == kind}


def play(kind, top, tiles, reads=None):
    return Play(kind, top, tuple(tiles), tuple(reads or tiles))


def wild(*values):
    return {f"X={v}" for v in values}


def test_singles_and_pairs_with_x_wild_as_any_value():
    assert plays([5, 12, X], SINGLE) == {"5", "12"} | wild(*range(1, 17))
    assert plays([5, 5, 12, X, X], PAIR) == ({"5 5", "5 X=5", "12 X=12"}
                                             | {f"X={v} X={v}" for v in range(1, 17)})


def test_straight_of_three_or_more_with_x_filling_gaps():
    found = plays([9, 11, X, X], STRAIGHT)
    assert "9 X=10 11 X=12" in found  # the published 9 X 11 X
    assert "9 X=10 11" in found
    assert all(len(s.split()) >= 3 for s in found)


def test_x_reads_up_to_sixteen_and_never_wraps():
    assert plays([14, 15, X], STRAIGHT) == {"X=13 14 15", "14 15 X=16"}
    assert plays([1, 15, X], STRAIGHT) == set()


def test_published_straight_pairs_with_two_wilds_read_sixteen():
    found = plays([13, 13, 14, 14, 15, 15, X, X], PAIRS)
    assert "13 13 14 14 15 15 X=16 X=16" in found
    assert "7 7 8 X=8 9 9" in plays([7, 7, 8, 9, 9, X], PAIRS)


def test_every_reading_of_the_same_tiles_is_a_play_of_its_own():
    assert plays([5, X, X], STRAIGHT) == {"X=3 X=4 5", "X=4 5 X=6", "5 X=6 X=7"}
    found = [str(p) for p in plays_of(counts_of([5, X, X]))]
    assert len(found) == len(set(found))


def test_an_x_may_stand_for_a_value_also_held():
    assert "5 X=5" in plays([5, 5, X], PAIR)
    assert "8 X=9 10" in plays([8, 9, 9, 9, 10, X], STRAIGHT)
    assert "7 X=7 8 8 9 9" in plays([7, 7, 8, 8, 9, 9, X], PAIRS)
    assert "X=7 X=7 8 8 9 9" in plays([7, 7, 8, 8, 9, 9, X, X], PAIRS)


def test_wilds_alone_make_straights_but_never_straight_pairs_of_three_x():
    assert plays([X, X, X], STRAIGHT) == {
        f"X={v} X={v + 1} X={v + 2}" for v in range(1, 15)}
    assert plays([X, X, X, X], PAIRS) == set()


def test_x_is_never_wild_in_bombs():
    assert plays([7, 7, X], BOMB) == set()
    assert plays([X, X, X], BOMB) == {"X X X"}
    assert plays([X, X, X, X], BIG_BOMB) == {"X X X X"}
    assert plays([4, 4, 4, 4], BIG_BOMB) == {"4 4 4 4"}
    assert plays([4, 4, 4, 4], BOMB) == {"4 4 4"}


def test_following_needs_same_pattern_same_length_higher_top():
    lead = play(STRAIGHT, 6, [3, 4, 5, 6])
    assert beats(play(STRAIGHT, 7, [4, 5, 6, 7]), lead)
    assert not beats(play(STRAIGHT, 8, [4, 5, 6, 7, 8]), lead)
    assert not beats(play(STRAIGHT, 6, [3, 4, 5, 6]), lead)
    assert not beats(play(PAIR, 9, [9, 9]), play(SINGLE, 3, [3]))


def test_bombs_beat_any_non_bomb_and_big_bombs_beat_bombs():
    bomb, big = play(BOMB, 1, [1, 1, 1]), play(BIG_BOMB, 1, [1, 1, 1, 1])
    for lead in (play(SINGLE, X, [X], [16]), play(PAIRS, 5, [3, 3, 4, 4, 5, 5])):
        assert beats(bomb, lead) and beats(big, lead)
    assert beats(play(BOMB, 9, [9, 9, 9]), play(BOMB, 8, [8, 8, 8]))
    assert not beats(play(BOMB, 7, [7, 7, 7]), play(BOMB, 8, [8, 8, 8]))
    assert beats(big, play(BOMB, X, [X, X, X]))
    assert not beats(play(BOMB, X, [X, X, X]), big)
    assert beats(play(BIG_BOMB, 2, [2] * 4), big) and not beats(big, big)


def test_hand_of_sixteen_lists_each_play_once():
    hand = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, X, X, X, X]
    found = plays_of(counts_of(hand))
    assert len({str(p) for p in found}) == len(set(found)) == len(found)
