"""Normal's reasons in words, for a hint: one sentence in the table's own terms (cards
as the table prints them, "Q♠"; the serpent's places by number, 1 to 12; the director
and the defender by their roles).

Each function puts into words the rule of thumb in ai.py that chose the move, from
the hinting seat's View only.
"""

from __future__ import annotations

from game.serpent.actions import GIFT
from game.serpent.cards import RANK_NAMES
from game.serpent.plan import forced_gain, link, placed
from game.serpent.scoring import (
    CELL_OF_PLAY,
    NEIGHBOURS,
    PLAY_OF_CELL,
    RESPONSES,
    player_of,
    score_board,
)
from game.serpent.view import SerpentView
from game.words import listing

LINK_WORDS = {2.0: "pair with it", 1.0: "run with it", 0.5: "run with it"}


def points(count: int) -> str:
    return f"{count} point" + ("" if count == 1 else "s")


def run_words(ranks) -> str:
    """A run's ranks in order round the 13-cycle: "Q-K-A"."""
    ranks = set(ranks)
    start = next((r for r in sorted(ranks) if (r - 2) % 13 + 1 not in ranks), min(ranks))
    order = [(start - 1 + i) % 13 + 1 for i in range(len(ranks))]
    return "-".join(RANK_NAMES[r] for r in order)


# -- giving and showing ------------------------------------------------------------

def pick_reason(view: SerpentView, action) -> str:
    """Why Normal gives (or shows) this card: of the hidden cards it links least with
    the rest (ai.least_connected); what it does link with is said as it is, a run
    included, so the reason never calls a card of a run a card that fits nothing."""
    card = action.card
    verb = f"Give {card} to the defender" if view.phase == GIFT else f"Show {card}"
    links = _links(card, [c for c in view.hidden if c != card])
    if not links:
        return (f"{verb}: none of your other hidden cards pairs with it or lies within "
                f"two ranks, so it fits none of your pairs and runs.")
    return (f"{verb}: it {listing(links)}, but each of your other hidden cards links at "
            f"least as closely with the rest, so it is the one you need least.")


def _links(card, others) -> list[str]:
    """What `card` makes with `others` (cards near it in rank): "pairs with 3♦",
    "makes the run 3♠-4♥-5♣", "lies near 7♣ in rank"."""
    pairs = [c for c in others if c.rank == card.rank]
    run = _run_with(card, others)
    loose = [c for c in others if c not in pairs and c not in run and link(card.rank, c.rank)]
    found = [f"pairs with {listing(pairs)}"] if pairs else []
    if run:
        found.append("makes the run " + "-".join(str(c) for c in run))
    if loose:
        found.append(f"lies near {listing(loose)} in rank")
    return found


def _run_with(card, others) -> list:
    """The longest run of consecutive ranks (round the 13-cycle) that `card` makes with
    one card of each other rank among `others`, in rank order; [] if under three."""
    by_rank = {}
    for other in others:
        by_rank.setdefault(other.rank, other)
    by_rank[card.rank] = card
    if len(by_rank) == 13:
        return []  # every rank: no end to the run to name
    start = card.rank
    while (start - 2) % 13 + 1 in by_rank:
        start = (start - 2) % 13 + 1
    run = []
    rank = start
    while rank in by_rank:
        run.append(by_rank[rank])
        rank = rank % 13 + 1
    return run if len(run) >= 3 else []


# -- laying a card -----------------------------------------------------------------

def _place(view: SerpentView) -> tuple[int, int]:
    number = len(view.plays) + 1
    return number, CELL_OF_PLAY[number]


def _scored_words(view: SerpentView, card) -> tuple[int, str]:
    """What laying `card` on the next place scores at once, and the groups it makes:
    (points, "it pairs with 8♠ and makes the run 6-7-8")."""
    board, cell = placed(view, card)
    before, after = score_board(view.board), score_board(board)
    gained = after.total - before.total
    partners = [str(view.plays[PLAY_OF_CELL[n] - 1]) for n in NEIGHBOURS[cell]
                if board[n] == card.rank and n != cell]
    runs = [run_words(board[c] for c in run) for run in after.runs
            if cell in run and run not in before.runs]
    parts = ([f"pairs with {listing(partners)}"] if partners else []) + \
        [f"makes the run {run}" for run in runs]
    return gained, "it " + listing(parts) if parts else ""


def director_reason(view: SerpentView, card, legal) -> str:
    number, cell = _place(view)
    head = f"Play {card} on place {number}"
    gained, groups = _scored_words(view, card)
    if len(legal) == 1:
        scores = f", and {groups} ({points(gained)})" if gained > 0 and groups else ""
        return f"{head}: {_only_card(view, card, number)}{scores}."
    if gained > 0 and groups:
        return f"{head}: {groups} ({points(gained)})."
    board, _ = placed(view, card)
    forced = forced_gain(view, board, card)
    if forced > 0:
        return (f"{head}: whatever the defender must answer with, it scores you at least "
                f"{points(round(forced))}.")
    rest = [c for c in view.hand_cards if c != card]
    best = None
    for near in NEIGHBOURS[cell]:
        if board[near] or player_of(PLAY_OF_CELL[near], view.director) != view.director:
            continue
        for other in rest:
            strength = link(card.rank, other.rank)
            if strength and (best is None or strength > best[0]):
                best = (strength, PLAY_OF_CELL[near], other)
    if best:
        strength, place, other = best
        return (f"{head}: place {place} beside it is yours to lay, and your {other} would "
                f"{LINK_WORDS[strength]} there.")
    close = [view.plays[PLAY_OF_CELL[n] - 1] for n in NEIGHBOURS[cell] if board[n]]
    close = [str(c) for c in close if 0 < link(card.rank, c.rank) < 2]
    if close:
        return f"{head}: it lies beside {listing(close)}, close in rank, so one more card " \
               f"can make a run."
    return f"{head}: no card of yours scores here, and this one is the least use elsewhere."


def _only_card(view: SerpentView, card, number: int) -> str:
    if number in RESPONSES and card.follows(view.plays[-1]):
        return f"it is your only card that follows {view.plays[-1]}"
    return "it is the only card you may play"


def defender_reason(view: SerpentView, card, legal) -> str:
    number, _ = _place(view)
    head = f"Play {card} on place {number}"
    if len(legal) == 1:
        return f"{head}: {_only_card(view, card, number)}."
    gained, groups = _scored_words(view, card)
    if gained > 0:
        return (f"{head}: {groups} for the director ({points(gained)}), but every other "
                f"card of yours gives them as much or more in the end.")
    shown = view.open_cards[view.director]
    if shown and not any(link(card.rank, c.rank) for c in shown):
        return (f"{head}: it adds nothing to the director's score, and their face-up "
                f"{listing(str(c) for c in shown)} can't pair or run with it.")
    return (f"{head}: it adds nothing to the director's score and leaves them the least "
            f"to build on.")
