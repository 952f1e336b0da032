"""Why Normal makes its move, in one sentence of the game's words: the hint a player
sees.  Each function words one kind of decision from the hinting player's View and
what the play does to their hand (`ai.Effect`)."""

from __future__ import annotations

from game.peeper.actions import Chance, Mine, Return
from game.peeper.patterns import BOMBS, SINGLE, Play, X, counts_of, tile_name, without
from game.peeper.rules import DOUBLE, MINE_WINDOW
from game.peeper.words import a_number, a_play, plays_count, plural, the_play, tiles_count
from game.words import listing

LONG = 3  # a play of this many tiles sheds a good part of a hand at once
HIGH_SINGLE = 12  # a single this high is hard for a short hand to beat


def window(view, action) -> str:
    """A Mine! or Return! called, or the window let go."""
    tile = tile_name(view.single_tile)
    if isinstance(action, Mine):
        return (f"Mine! {tile} {tile}: your two {plural(view.single_tile)} take the "
                f"single {tile} out of turn, and only the fourth {tile} can beat them.")
    if isinstance(action, Return):
        return (f"Return! {tile}: your fourth {tile} beats the Mine! {tile} {tile} and wins "
                f"the trick.")
    if view.phase == MINE_WINDOW:
        held = "only one" if view.single_tile in view.hand else "none"
        return (f"No: a Mine! on the single {tile} takes two more "
                f"{plural(view.single_tile)}, and you hold {held}.")
    return f"No: only the fourth {tile} answers the Mine! {tile} {tile}, and you don't hold it."


def chance(view, action, need: int, limit: int) -> str:
    """Chance! (or Double-Chance!) called or declined on a hand needing `need` plays;
    a caller's hand needs `limit` or fewer and a bomb or X."""
    control = _control(view.hand)
    if isinstance(action, Chance):
        call = "Double-Chance" if action.double else "Chance"
        against = " against the Chance caller" if action.double else ""
        return (f"Call {call}: your tiles go out in about {plays_count(need)}, and {control} "
                f"can win the lead back{against}.")
    call = "Double-Chance" if view.phase == DOUBLE else "Chance"
    highest = max(t for t in view.hand if t != X)
    if need > limit:
        tail = (f"even with {control}" if control else
                f"with nothing above {a_number(highest)} to win the lead back")
        return (f"No {call}: your tiles need about {plays_count(need)} to go out, too many "
                f"to bet on going out first, {tail}.")
    return (f"No {call}: your tiles go out in about {plays_count(need)}, but with no bomb "
            f"or X, nothing above {a_number(highest)} wins the lead back for you.")


def going_out(view, play: Play) -> str:
    on = f" on {the_play(view.top)}" if view.top is not None else ""
    last = "your last tile" if play.size == 1 else f"your last {play.size} tiles"
    return f"Go out with {a_play(play)}{on}: it plays {last}, and the hand ends at once."


def lead(view, play: Play, effect, threat: int | None) -> str:
    """A lead; `threat`: the tiles of an opponent close to going out, or None."""
    if threat is not None:
        if play.kind == SINGLE and play.top >= HIGH_SINGLE:
            why = "so lead high"
        elif play.size >= LONG:
            why = f"and {play.size} tiles at once are hard for a short hand to follow"
        else:
            why = "and this costs your hand least"
        return f"Lead {a_play(play)}: an opponent has only {tiles_count(threat)} left, {why}."
    if effect.left <= 1:
        return f"Lead {a_play(play)}: it leaves you one play from going out{_kept(view, play)}."
    if play.size >= LONG:
        what = f"it sheds {play.size} tiles in one play"
    elif effect.left < effect.before:
        what = f"a loose {play.kind} goes while you hold the lead"
    else:
        what = "it breaks up your hand least"
    return (f"Lead {a_play(play)}: {what}, leaving about {plays_count(effect.left)} to go "
            f"out{_kept(view, play)}.")


def follow(view, play: Play, effect, threat: int | None) -> str:
    """A play that beats the trick."""
    on = f"Play {a_play(play)} on {the_play(view.top)}"
    if threat is not None:
        how = "so take the trick" + (" with a bomb" if play.kind in BOMBS else "")
        return f"{on}: an opponent has only {tiles_count(threat)} left, {how}."
    kept = _kept(view, play)
    if effect.left <= 1:
        return f"{on}: it leaves you one play from going out{kept}."
    kept = kept or ", and it leaves the rest of your hand whole"
    return f"{on}: the cheapest play that beats it{kept}."


def nothing_beats(view) -> str:
    return f"Pass: nothing in your hand beats {the_play(view.top)}."


def partner_on_top(view) -> str:
    return (f"Pass: {the_play(view.top)} is a partner's, and you all play together "
            f"against the Chance caller.")


def too_costly(view, best: Play, effect) -> str:
    """A pass although `best` would beat the trick."""
    costs = []
    if effect.left > effect.before:
        costs.append(f"leave your hand needing {plays_count(effect.left)}, more than now")
    elif effect.left == effect.before:
        costs.append(f"leave your hand needing {plays_count(effect.left)}, as many as now")
    if effect.wilds:
        costs.append("spend your X" if effect.wilds == 1 else f"spend {effect.wilds} of your X")
    if best.kind in BOMBS:
        costs.append("spend your bomb")
    else:
        costs += [f"break up your bomb {_tiles(value, 3)}" for value in _broken(view, best)]
    cost = listing(costs) or "cost your hand more than it gains"
    return f"Pass: {a_play(best)} would beat {the_play(view.top)}, but it would {cost}."


# -- the hand's strengths ---------------------------------------------------------


def _control(hand) -> str:
    """What wins the lead back: 'your X and your bomb 7 7 7', or '' for nothing."""
    counts = counts_of(hand)
    parts = []
    if counts[X]:
        parts.append("your X" if counts[X] == 1 else f"your {counts[X]} X")
    parts += [f"your {'big bomb' if counts[v] == 4 else 'bomb'} {_tiles(v, counts[v])}"
              for v in range(1, X) if counts[v] >= 3]
    return listing(parts)


def _kept(view, play: Play) -> str:
    """', and the X keeps your bomb 9 9 9 whole' when an X stands in for a bomb's
    value; '' otherwise."""
    hand = counts_of(view.hand)
    kept = sorted({r for t, r in zip(play.tiles, play.reads)
                   if t == X and r < X and hand[r] >= 3 and play.tiles.count(r) == 0})
    return "".join(f", and the X keeps your bomb {_tiles(v, hand[v])} whole" for v in kept)


def _broken(view, play: Play) -> list[int]:
    hand = counts_of(view.hand)
    after = without(hand, play.tiles)
    return [v for v in range(1, X + 1) if hand[v] >= 3 > after[v]]


def _tiles(value: int, count: int) -> str:
    return " ".join([tile_name(value)] * count)
