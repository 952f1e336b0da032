"""Normal's reasons in words, for a hint: one sentence in the table's own terms (cards
as the table prints them, "4♥"; cells by their number; the left and right piles).

Each function puts into words the rule of thumb in ai.py that chose the move: the
plan its search found (the claims the move begins, where the turn ends), the next
look of a peek, the marker a claim takes.  Only the hinting seat's View is used.
"""

from __future__ import annotations

from game.peek_and_run.actions import (
    PILE_NAMES,
    Claim,
    EndTurn,
    Lead,
    LookHand,
    LookStock,
    Pass,
    PlaceTen,
    ShowTen,
    other_pile,
)
from game.peek_and_run.board import PRODUCTS, WINDOWS, WINDOWS_THROUGH, lines_of
from game.peek_and_run.cards import card_name
from game.words import listing

COLOUR_NAMES = {"R": "red", "B": "black"}
ORDINALS = ("top", "second", "third")
COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve")  # the most lines of four through one cell


def line_name(cells) -> str:
    """A line by its cells' numbers: "16-20-24-28"."""
    return "-".join(str(PRODUCTS[c]) for c in cells)


def opponent(view) -> str:
    return "your opponent" if view.num_seats == 2 else "the next player"


def _tops_words(tops) -> str:
    shown = [card_name(tops[p]) for p in "LR" if tops[p] is not None]
    return f"the tops {listing(shown)}" if len(shown) == 2 else "the piles"


# -- a move of the turn -------------------------------------------------------------

def play_reason(turn, action, plan, legal) -> str:
    """Why Normal's search chose `action`, whose best chain is `plan` (see ai.Turn)."""
    _, mine, tops = plan
    view = turn.view
    if isinstance(action, Claim):
        return (f"Claim {action.product} with {card_name(action.card)} on the "
                f"{PILE_NAMES[action.pile]} pile: "
                f"{_cells_reason(turn, mine, tops, action.card.colour)}.")
    if isinstance(action, Lead):
        return _lead_reason(turn, action, mine, tops)
    if isinstance(action, ShowTen):
        return _peek_reason(turn, action.card, mine)
    threat = _threat_words(turn)
    hand = listing(card_name(c) for c in view.my_hand) if view.my_hand else "no cards"
    here = _tops_words(tops)
    no_claim = _no_claim_words(view.my_hand, here)
    if isinstance(action, EndTurn):
        made = lines_of(view.board, turn.side)
        if made and turn.refill_ok:
            return f"End your turn: your line {line_name(made[0])} scores when it ends."
        if not any(isinstance(a, Claim) for a in legal):
            return f"End your turn: {no_claim}."
        if threat:
            return f"End your turn: any claim you could make leaves {threat}."
        return f"End your turn: keep {hand} for a better chance than {here} give."
    if isinstance(action, Pass):
        if threat and len(legal) > 1:
            return f"Pass: any move you could make leaves {threat}; a pass costs nothing."
        return f"Pass: {no_claim}, and a pass costs nothing."
    if len(legal) == 1:
        return f"Forfeit: {no_claim}, so the hand is lost (one point off)."
    return (f"Forfeit: any move you could make leaves {threat or 'a line to finish'}; "
            f"one point off costs less.")


def _no_claim_words(hand, here: str) -> str:
    ordinary = [card_name(c) for c in hand if c.is_ordinary]
    if not ordinary:
        return "you hold no card to claim with"
    if len(ordinary) == 1:
        return f"{ordinary[0]} claims no free cell on {here}"
    return f"none of {listing(ordinary)} claims a free cell on {here}"


def _lead_reason(turn, lead, mine, tops) -> str:
    start = f"Start the first claim with {card_name(lead.card)} on the " \
            f"{PILE_NAMES[lead.pile]} pile"
    if not mine:
        return f"{start}: it is the only move, and the next card you draw may finish it."
    product = PRODUCTS[mine[0]]
    rest = list(turn.view.my_hand)
    rest.remove(lead.card)
    second = next(c for c in rest if c.is_ordinary and c.rank * lead.card.rank == product)
    return (f"{start}, then {card_name(second)} on the {PILE_NAMES[other_pile(lead.pile)]} "
            f"pile claims {product}: {_cells_reason(turn, mine, tops, second.colour)}.")


def _peek_reason(turn, ten, mine) -> str:
    start = f"Show {card_name(ten)} and peek"
    if mine:
        claims = listing(str(PRODUCTS[c]) for c in mine)
        return (f"{start} first: the tops stay {COLOUR_NAMES[ten.colour]}, so you can still "
                f"claim {claims} after it.")
    tops = {p: turn.view.top(p) for p in "LR"}
    if None in tops.values():
        return (f"{start}: learning what {opponent(turn.view)} holds is worth more than "
                f"starting a claim now.")
    return (f"{start}: no claim on {_tops_words(tops)} is worth more than learning "
            f"what {opponent(turn.view)} holds.")


def _cells_reason(turn, mine, tops, colour: str) -> str:
    """What the claims `mine` do on the board: the first is the move's own, the rest
    follow while both tops are `colour`."""
    first = _lines_made(turn, mine[:1])
    if first and turn.refill_ok:
        return f"it makes four in a row, {_lines_words(first)}"
    if len(mine) == 1:
        return _cell_reason(turn, mine[0]) + _safety(turn, mine, tops)
    then = (f"the tops are both {COLOUR_NAMES[colour]} then, so you go on to claim "
            f"{listing(str(PRODUCTS[c]) for c in mine[1:])}: ")
    made = _lines_made(turn, mine)
    if made and turn.refill_ok:
        return then + f"four in a row, {_lines_words(made)}"
    blocking = [c for c in mine[1:] if any(gap == c for _, gap in turn.threats)]
    if blocking and not _blocks(turn, mine[0]):
        return then + _cell_reason(turn, blocking[0])
    return _cell_reason(turn, mine[0]) + _safety(turn, mine, tops)


def _lines_made(turn, mine) -> list:
    board = list(turn.board)
    for cell in mine:
        board[cell] = turn.side
    return sorted({w for cell in mine for w in WINDOWS_THROUGH[cell]
                   if all(board[c] == turn.side for c in WINDOWS[w])})


def _lines_words(windows) -> str:
    more = f" ({COUNTS[len(windows)]} lines of four in all)" if len(windows) > 1 else ""
    return line_name(WINDOWS[windows[0]]) + more


def _blocks(turn, cell) -> list:
    return [w for w, gap in turn.threats if gap == cell]


def _cell_reason(turn, cell: int) -> str:
    them = opponent(turn.view)
    blocked = _blocks(turn, cell)
    if blocked:
        theirs = listing(str(PRODUCTS[c]) for c in WINDOWS[blocked[0]] if c != cell)
        return f"{them} holds {theirs} and needs {PRODUCTS[cell]} for four in a row"
    best, spoiled, open_lines = (0, None), None, 0
    for w in WINDOWS_THROUGH[cell]:
        owners = [turn.board[c] for c in WINDOWS[w]]
        ours = owners.count(turn.side)
        theirs = sum(1 for o in owners if o is not None and o != turn.side)
        open_lines += theirs == 0
        if theirs == 0 and ours + 1 > best[0]:
            best = (ours + 1, w)
        if ours == 0 and theirs >= 2 and spoiled is None:
            spoiled = w
    count, window = best
    if count >= 2:
        line = line_name(WINDOWS[window])
        if count == 3:
            return f"it puts three of your markers on the line {line}, one short of four"
        return f"it puts two of your markers on the line {line}"
    if spoiled is not None:
        return f"it spoils {them}'s line {line_name(WINDOWS[spoiled])}"
    if open_lines:
        return f"{COUNTS[open_lines]} lines of four through {PRODUCTS[cell]} are still " \
               f"open to you"
    return f"of your claims it helps you most and {them} least"


def _safety(turn, mine, tops) -> str:
    """", and the tops you leave can't finish ..." when a threat stays open but the
    tops the plan leaves give the next opponent no card to finish it."""
    open_threats = [w for w, gap in turn.threats if not any(c in WINDOWS[w] for c in mine)]
    if not open_threats or None in tops.values() or turn._danger(tops, mine) > 0:
        return ""
    return (f", and {_tops_words(tops)} you leave can't finish {opponent(turn.view)}'s "
            f"{line_name(WINDOWS[open_threats[0]])}")


def _threat_words(turn) -> str:
    """The next opponent's line one cell short, if there is one: "your opponent the
    tops to finish 12-16-20-24"."""
    if not turn.threats:
        return ""
    window, _ = turn.threats[0]
    return f"{opponent(turn.view)} the tops to finish {line_name(WINDOWS[window])}"


# -- a peek and a marker --------------------------------------------------------------

def look_reason(view, action) -> str:
    if isinstance(action, LookHand):
        nxt = (view.seat + view.direction) % view.num_seats
        whose = ("your opponent's" if view.num_seats == 2 else
                 "the next player's" if action.seat == nxt else "your other opponent's")
        after = ", and they play next" if view.num_seats == 2 else ""
        return f"Look at {whose} card {action.position + 1}: you don't know it yet{after}."
    if isinstance(action, LookStock):
        depth = sum(1 for look in view.peek_looks if look[0] == "S")
        return (f"Look at the stock's {ORDINALS[depth]} card: you don't know it yet, and "
                f"you draw from the top when your turn ends.")
    assert isinstance(action, PlaceTen)
    seen = ("you have seen three cards, all a peek allows" if len(view.peek_looks) >= 3
            else "every card worth a look is one you know")
    return f"Put the ten under the {PILE_NAMES[action.pile]} pile: {seen}."


def relocate_reason(view, action) -> str:
    return f"Move your marker from {action.product}: it counts least in your open lines."
