"""Why a Peeper move is refused, in the game's words ("2 2 does not beat the pair of
12s."), from the player's View alone: it holds the player's own tiles and the table,
never another hand, so a refusal can't tell anyone what someone else holds.  In a
reaction window every other player in the hand is asked, whoever holds what, so
being asked or not says nothing either."""

from __future__ import annotations

from game.core import NOT_YOUR_TURN, turn_refusal
from game.peeper.actions import (
    CHANCE,
    DOUBLE,
    MINE_WINDOW,
    PLAY,
    RETURN_WINDOW,
    Chance,
    Decline,
    Mine,
    Pass,
    Return,
)
from game.peeper.patterns import (
    BIG_BOMB,
    BOMB,
    BOMBS,
    PAIRS,
    STRAIGHT,
    Play,
    X,
    counts_of,
    follows,
    plays_of,
    tile_name,
    without,
)
from game.peeper.words import plural, the_play

WINDOW_PROMPTS = {
    CHANCE: "Call Chance! or say no.",
    DOUBLE: "Answer the Chance!: Double-Chance! or no.",
    MINE_WINDOW: "Answer the single: Mine! or no.",
    RETURN_WINDOW: "Answer the Mine!: Return! or no.",
}


def refusal(view, action) -> str:
    """Why the view's seat may not make `action` now ("" if it may): the match is over,
    it is not their turn or they are not asked, or the move is wrong now: tiles not
    held or making no pattern, a play that does not beat the trick, a call that
    answers nothing."""
    return turn_refusal(view, _not_asked(view)) or _move_refusal(view, action)


def _not_asked(view) -> str:
    return NOT_YOUR_TURN if view.phase == PLAY else "You are not being asked now."


def _move_refusal(view, action) -> str:
    kind = type(action)
    if view.phase == PLAY:
        return _on_turn_refusal(view, action)
    if view.phase in (MINE_WINDOW, RETURN_WINDOW):
        if kind is Decline:
            return ""
        if kind in (Mine, Return):
            return _call_refusal(view, action)
    elif kind is Decline or (kind is Chance and action.double == (view.phase == DOUBLE)):
        return ""
    elif kind is Chance:
        return ("Nobody has called Chance!: call it, or say no." if action.double else
                "Chance! is called: answer Double-Chance! or no.")
    return WINDOW_PROMPTS[view.phase]


def _on_turn_refusal(view, action) -> str:
    """On one's turn: a play, or a pass when following."""
    kind = type(action)
    if kind is Play:
        return play_refusal(view, action)
    if kind is Pass and view.top is not None:
        return ""
    if kind is Pass:
        return "You lead this trick: play a pattern."
    if kind in (Mine, Return):
        return "Mine! and Return! answer a single at once: there is none to answer now."
    if kind is Chance:
        return "Chance! is called before the hand's first play."
    if view.top is None:
        return "Lead a pattern from your hand."
    return f"Play a pattern that beats {the_play(view.top)}, or pass."


def play_refusal(view, play: Play) -> str:
    """Why `play` may not go on the trick now ("" if it may), the view's seat being on
    turn: the tiles are not Peeper tiles or not all theirs, make no pattern read this
    way, or do not beat the trick."""
    if not _made_of_tiles(play.tiles):
        return f"{_tiles_words(play.tiles)} is not made of Peeper tiles."
    hand = counts_of(view.hand)
    top = view.top
    if play in (plays_of(hand) if top is None else follows(hand, top)):
        return ""
    if min(without(hand, play.tiles)) < 0:
        return f"You don't hold {_play_words(play)}."
    if top is not None and play in plays_of(counts_of(play.tiles)):
        return _beat_refusal(play, top)
    return f"{_play_words(play)} is not a valid pattern."


def _beat_refusal(play: Play, top: Play) -> str:
    """A true pattern that does not beat `top`: the same pattern lower, or another
    pattern, with what would beat it."""
    words = f"{play} does not beat {the_play(top)}"
    if play.kind == top.kind and play.size == top.size:
        return words + "."
    if top.kind == BIG_BOMB:
        return words + ": only a higher big bomb beats it."
    if top.kind == BOMB:
        return words + ": only a higher bomb or a big bomb beats it."
    return words + f": only a higher {_shape(top)} or a bomb beats it."


def _shape(play: Play) -> str:
    """A pattern and its length, as a following play must match it: 'pair', 'straight
    of 4', 'straight pairs of 3 values'."""
    if play.kind == STRAIGHT:
        return f"straight of {play.size}"
    if play.kind == PAIRS:
        return f"straight pairs of {play.size // 2} values"
    return play.kind


def _call_refusal(view, call) -> str:
    """Mine! (two more of the single's tile) or Return! (the fourth), in their window."""
    tile, mine = view.single_tile, type(call) is Mine
    name = tile_name(tile)
    if mine != (view.phase == MINE_WINDOW):
        return ("Mine! is called: only Return! beats it." if mine else
                "Return! answers a Mine!: answer the single with Mine! or no.")
    if call.tile != tile:
        return (f"The single is {name}: Mine! takes two more {plural(tile)}." if mine else
                f"The Mine! is on {name}: Return! takes the fourth {name}.")
    if view.hand.count(tile) < (2 if mine else 1):
        return (f"You don't hold two more {plural(tile)} to call Mine!" if mine else
                f"You don't hold the fourth {name} to call Return!")
    return ""


# -- a choice made a tile at a time (the table picks tiles, then offers their readings) --

def tiles_refusal(view, tiles) -> str:
    """Why the picked `tiles` make no play now ("" if some reading of them may go on
    the trick): the rules' refusal of their reading nearest to beating it."""
    why = turn_refusal(view, _not_asked(view))
    if why or view.phase != PLAY:
        return why or WINDOW_PROMPTS[view.phase]
    if not _made_of_tiles(tiles):
        return f"{_tiles_words(tiles)} is not made of Peeper tiles."
    picked = sorted(tiles)
    if not picked:
        return "Pick the tiles to play." if view.top is None else \
            "Pick the tiles to play, or pass."
    readings = [p for p in plays_of(counts_of(picked)) if sorted(p.tiles) == picked]
    if not readings:
        return (f"{_tiles_words(picked)} makes no pattern: a single, a pair, a straight, "
                "straight pairs or a bomb.")
    reasons = [play_refusal(view, p) for p in _nearest_first(readings, view.top)]
    return "" if "" in reasons else reasons[0]


def _nearest_first(readings: list[Play], top: Play | None) -> list[Play]:
    """The readings of one set of tiles, those of the trick's own pattern first, then
    bombs, each the highest first."""
    def nearness(play: Play):
        same = top is not None and (play.kind, play.size) == (top.kind, top.size)
        return (not same, play.kind not in BOMBS, -play.top)
    return sorted(readings, key=nearness)


def call_refusal(view) -> str:
    """Why the view's seat can't call Mine! or Return! now ("" if it can): asked of a
    player who buzzes in a window.  Only that player's own tiles are consulted."""
    why = turn_refusal(view, _not_asked(view))
    if why:
        return why
    if view.phase == MINE_WINDOW:
        return refusal(view, Mine(view.single_tile))
    if view.phase == RETURN_WINDOW:
        return refusal(view, Return(view.single_tile))
    return refusal(view, Mine(X))


def _made_of_tiles(tiles) -> bool:
    return isinstance(tiles, (tuple, list)) and all(
        type(t) is int and 1 <= t <= X for t in tiles)


def _tiles_words(tiles) -> str:
    if isinstance(tiles, (tuple, list)):
        return " ".join(tile_name(t) if type(t) is int else str(t) for t in tiles)
    return str(tiles)


def _play_words(play: Play) -> str:
    """The play as its notation prints it, or its bare tiles when its readings are
    not one a tile."""
    reads = play.reads
    fits = isinstance(reads, tuple) and len(reads) == len(play.tiles)
    return str(play) if fits else _tiles_words(play.tiles)
