"""Peeper's wilds as the rules give them: an X is any value 1-16 in singles, pairs,
straights and straight pairs, also a value the player holds, and every legal reading
of a set of tiles is a legal play; in bombs, mines and returns X is only itself.

The engine's lists are checked against an enumerator written here from the rules
alone: every sub-multiset of a hand, every value each X could take, each pattern's
definition spelled out."""

import random
from functools import cache

from game.core import action_from_text
from game.peeper import GAME
from game.peeper.actions import Pass
from game.peeper.patterns import Play, X
from game.peeper.rules import PLAY
from tests.game.peeper_helpers import act, decline_all, give, start

VALUES = range(1, 17)  # what an X may stand for


# -- the rules, written plainly ----------------------------------------------------


def targets(size: int) -> list[tuple[str, tuple[int, ...]]]:
    """Every pattern of `size` tiles as the values it reads (Valid Patterns): a single
    or a pair of any value 1-16, a straight or straight pairs of any values 1-16."""
    found = []
    if size == 1:
        found += [("single", (v,)) for v in VALUES]
    if size == 2:
        found += [("pair", (v, v)) for v in VALUES]
    if size >= 3:
        found += [("straight", tuple(range(low, low + size)))
                  for low in range(1, 18 - size)]
    if size >= 6 and size % 2 == 0:
        found += [("straight pairs", tuple(range(low, low + size // 2)) * 2)
                  for low in range(1, 18 - size // 2)]
    return [(kind, tuple(sorted(values))) for kind, values in found]


TARGETS = {size: targets(size) for size in range(1, 33)}


@cache
def readings(tiles: tuple[int, ...]) -> set[tuple]:
    """Every legal reading of `tiles` (ascending, X last) as (kind, top, X values):
    each pattern the tiles can read as, every natural read as itself and the X as the
    values left over.  Bombs take X only as itself."""
    naturals = [t for t in tiles if t != X]
    found = set()
    if len(set(tiles)) == 1 and len(tiles) in (3, 4):
        found.add(("bomb" if len(tiles) == 3 else "big bomb", tiles[0], ()))
    for kind, values in TARGETS[len(tiles)]:
        rest = list(values)
        try:
            for natural in naturals:
                rest.remove(natural)
        except ValueError:
            continue  # a natural tile the pattern has no place for
        found.add((kind, values[-1], tuple(rest)))
    return found


def beats_plainly(play: tuple, top: tuple) -> bool:
    """Rules: Valid Patterns, and CLARIFICATIONS Comparing.  (kind, size, top)."""
    kind, size, high = play
    top_kind, top_size, top_high = top
    if top_kind == "big bomb":
        return kind == "big bomb" and high > top_high
    if top_kind == "bomb":
        return kind == "big bomb" or (kind == "bomb" and high > top_high)
    if kind in ("bomb", "big bomb"):
        return True
    return kind == top_kind and size == top_size and high > top_high


def every_play(hand: tuple[int, ...], sizes=range(1, 33)) -> set[tuple]:
    """Every sub-multiset of `hand` (counts by tile) of the `sizes` given times every
    legal reading, as (kind, top, naturals, X values)."""
    found = set()
    for tiles in sub_multisets(hand, 1, (), max(sizes)):
        if len(tiles) in sizes:
            for kind, top, values in readings(tiles):
                found.add((kind, top, tuple(t for t in tiles if t != X), values))
    return found


def sub_multisets(hand, tile: int, taken: tuple, most: int):
    """Each way to take none to all of each tile from `tile` up, at most `most` tiles."""
    if tile > X:
        if taken:
            yield taken
        return
    for n in range(min(hand[tile], most - len(taken)) + 1):
        yield from sub_multisets(hand, tile + 1, taken + (tile,) * n, most)


def identity(play: Play) -> tuple:
    """The engine's play as the enumerator names it, after checking it is read whole."""
    naturals = tuple(sorted(t for t in play.tiles if t != X))
    if play.kind in ("bomb", "big bomb"):
        assert play.reads == play.tiles
        return play.kind, play.top, naturals, ()
    assert all(r == t for t, r in zip(play.tiles, play.reads) if t != X)
    assert play.top == max(play.reads) and len(play.reads) == len(play.tiles)
    values = tuple(sorted(r for t, r in zip(play.tiles, play.reads) if t == X))
    return play.kind, play.top, naturals, values


def size_of(entry: tuple) -> int:
    return len(entry[2]) + len(entry[3]) + (3 if entry[0] == "bomb" else 0) + (
        4 if entry[0] == "big bomb" else 0)


# -- the cases a player tried ------------------------------------------------------


def test_an_x_pairs_with_a_value_also_held():
    """Hand 5 5 X facing the pair 4 4: 5 X is legal, as is 5 5."""
    state = start([[1, 4, 4], [5, 5, X], [2], [3]], marked=0)
    give(state, 1, [5, 5, X, 12, 13])
    act(state, 0, "4 4")
    legal = [str(a) for a in state.legal_actions(1)]
    assert "5 X=5" in legal and "5 5" in legal
    act(state, 1, "5 X=5")
    assert sorted(state.view(1).hand) == [5, 12, 13]


def test_an_x_stands_in_to_keep_a_bomb_whole():
    """Hand 8 9 9 9 10 X facing 7 8 9: 8 X 10 (X = 9) keeps the 9 9 9 bomb."""
    state = start([[1, 7, 8, 9], [8, 9, 9, 9, 10, X], [2], [3]], marked=0)
    give(state, 0, [1, 7, 8, 9, 4, 4])
    give(state, 1, [8, 9, 9, 9, 10, X])
    act(state, 0, "7 8 9")
    assert "8 X=9 10" in [str(a) for a in state.legal_actions(1)]
    act(state, 1, "8 X=9 10")
    assert state.view(1).hand == (9, 9, 9)
    assert state.top.top == 10


def test_a_lead_of_x_7_8_may_be_read_as_7_8_9_and_then_7_8_9_does_not_beat_it():
    hand = [1, 7, 8, 9, X, 2, 2, 3, 3, 4, 4, 5, 5, 10, 10, 11]
    state = start([hand, [7, 8, 9], [2], [3]], marked=0)
    legal = [str(a) for a in state.legal_actions(0)]
    assert "X=6 7 8" in legal and "7 8 X=9" in legal
    act(state, 0, "7 8 X=9")
    assert state.top.top == 9
    follows = [str(a) for a in state.legal_actions(1)]
    assert "7 8 9" not in follows
    give(state, 1, [8, 9, 10, 12])
    assert "8 9 10" in [str(a) for a in state.legal_actions(1)]


def test_two_readings_of_the_same_tiles_print_apart_and_old_texts_still_parse():
    state = start([[1, 7, 8, X], [2], [3], [4]], marked=0)
    texts = [str(a) for a in state.legal_actions(0)]
    low, high = "X=6 7 8", "7 8 X=9"
    assert texts.count(low) == texts.count(high) == 1
    for saved in ("X=16", "1", "7 8 X=9"):  # texts as saves wrote them before
        assert str(action_from_text(state, 0, saved)) == saved


def test_x_is_only_itself_in_bombs_mines_and_returns():
    state = start([[1, 9, X, X, X], [9, 9, X], [2], [5]], marked=0)
    legal = [str(a) for a in state.legal_actions(0)]
    assert "X X X" in legal
    assert not any(a.endswith("X") and a.startswith("9") for a in legal)  # no 9 X X bomb
    act(state, 0, "9")
    assert [str(a) for a in state.legal_actions(1)] == ["Mine! 9 9", "no"]
    decline_all(state)
    act(state, 1, "X=16")  # one X is no mine on an X; X X is
    assert [str(a) for a in state.legal_actions(0)] == ["Mine! X X", "no"]
    act(state, 0, "Mine! X X")
    assert [str(a) for a in state.legal_actions(1)] == ["no"]  # its X is played


# -- the enumerator against legal_actions ------------------------------------------


def positions(count: int, seed: int):
    """Decisions in the play phase of random matches (2 to 6 seats)."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        seats = rng.choice((2, 3, 4, 4, 5, 6))
        state = GAME.start(seats, {}, seed=rng.getrandbits(32))
        for _ in range(3000):
            if state.is_over:
                break
            seat = rng.choice(state.to_act())
            if state.phase == PLAY:
                yield state, seat
                found += 1
                if found >= count:
                    return
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_legal_actions_are_every_subset_times_every_reading():
    checked = leads = 0
    for state, seat in positions(5000, seed=27):
        legal = state.legal_actions(seat)
        plays = [a for a in legal if isinstance(a, Play)]
        engine = [identity(p) for p in plays]
        assert len(set(engine)) == len(engine), "a play listed twice"
        if state.top is None:
            leads += 1
            assert Pass() not in legal
            expected = every_play(state.hands[seat])
        else:
            assert legal[0] == Pass()
            top = (state.top.kind, state.top.size, state.top.top)
            expected = every_play(state.hands[seat], {3, 4, state.top.size})
            expected = {e for e in expected if beats_plainly((e[0], size_of(e), e[1]), top)}
        assert set(engine) == expected, (state.hands[seat], state.top)
        checked += 1
    assert checked == 5000 and leads >= 500
