"""Normal's reasons in words, for a hint: one sentence in the table's terms (cards as
the table prints them, "K♠"; strings as the table writes them, ↑ ↓ =; the row's ups
and downs; "your opponent" or "the others").

Each function puts into words the rule of thumb in ai.py that chose the move: the
blocks a hand's extreme cards can force, for the string; for a card, how far it
carries the string, what it spoils for the others, or the extreme card it keeps.
Only the hinting seat's View is used.
"""

from __future__ import annotations

from game.precognition.actions import Erase, Finish
from game.precognition.cards import RANK_NAMES, glyphs, opening_made
from game.precognition.plan import HIGH, LOW, Placing, count_going, extreme_cards
from game.precognition.view import PrecognitionView
from game.words import listing

MOVES = {"U": "goes up", "D": "goes down", "S": "stays"}
GOING = {"U": "go up", "D": "go down", "S": "make a stay"}
MOST_NAMED = 3  # cards named in one reason, at most


def value_name(rank: int) -> str:
    """A value with its article, as said aloud: "a K", "an 8", "an A"."""
    name = RANK_NAMES.get(rank, str(rank))
    return ("an " if name in ("A", "8") else "a ") + name


def _cards(cards) -> str:
    return listing(str(c) for c in cards[:MOST_NAMED])


# -- the secret string ----------------------------------------------------------------

def write_reason(view: PrecognitionView, action, blocks: list[str], target: str) -> str:
    why, plan = _plan_words(view, blocks, target), glyphs(target)
    if isinstance(action, Finish):
        return f"Say done: {plan} is your whole plan, {why}."
    if isinstance(action, Erase):
        return f"Erase: {glyphs(view.string)} is not the start of your plan {plan}, {why}."
    return f"Write {glyphs(action.letter)}: your plan is {plan}, {why}."


def _plan_words(view: PrecognitionView, blocks: list[str], target: str) -> str:
    highs, lows = extreme_cards(view.hand)
    said = []
    if "UD" in blocks and highs:
        said.append(f"each high card you hold ({_cards(highs)}) goes up into the row "
                    f"and forces a down after it")
    if "DU" in blocks and lows:
        said.append(f"each low card ({_cards(lows)}) goes down into the row and forces "
                    f"an up after it")
    if not said:
        best = max(view.hand)
        return (f"as you hold no card of {HIGH} or more nor of {LOW} or less to force a "
                f"change (your highest is {best}), so keep it short")
    words = "as " + listing(said)
    if len(target) > 2 * len(blocks):
        words += ", and the next players' free cards tend to turn back"
    return words


# -- a card for the row ---------------------------------------------------------------

def place_reason(view: PrecognitionView, best: Placing, options: list[Placing],
                 rivals: list[str], others: list[int]) -> str:
    card = best.action.card
    start = f"Place {card}" + (f": the row {MOVES[best.after[-1]]}" if view.row
                               else " to start the row")
    string = glyphs(view.string)
    if view.string in view.changes:
        return f"{start}, and your {string} already occurs, so {_spoil(best, options, rivals)}."
    if view.string in best.after:
        return f"{start} and completes your {string}."
    furthest = max(options, key=lambda option: option.advance)
    if furthest.advance > best.advance:
        return (f"Place {card}: {furthest.action.card} would carry your {string} further, "
                f"but {_harm(furthest, best, rivals)}.")
    return f"{start}{_progress_words(view, best, others)}."


def _progress_words(view: PrecognitionView, best: Placing, others: list[int]) -> str:
    made = opening_made(view.string, best.after)
    needed, string = view.string[made], glyphs(view.string)
    rank = best.action.card.rank
    hits, going = count_going(needed, rank, others), f"{GOING[needed]} after {value_name(rank)}"
    share = f"all {hits}" if hits == len(others) else f"{hits} of the {len(others)}"
    if not others:
        odds = "no card is left to follow it"
    elif len(view.players) == 2 and not view.set_aside_count:
        odds = f"{share} cards your opponent holds would {going}"
    else:
        odds = f"{share} cards you haven't seen would {going}"
    if made:
        return f", making {string[:made]}, the start of your {string}, and {odds}"
    return f": your {string} starts with {glyphs(needed)}, and {odds}"


def _spoil(best: Placing, options: list[Placing], rivals: list[str]) -> str:
    """Why this card, once one's string has occurred: it helps the others least."""
    if best.after.endswith("S"):
        return "a stay now breaks what the others are building"
    if any(option.threat > best.threat for option in options):
        if rivals:
            return f"keep the row off {glyphs(rivals[0])}, the string your opponent can force"
        return "break the ups and downs repeating at the end of the row"
    return f"spend {best.action.card}, a middling card, and keep your high and low ones"


def _harm(furthest: Placing, best: Placing, rivals: list[str]) -> str:
    """Why a card that carries the string less was better: what the other one does."""
    if furthest.threat - best.threat > 0.15 * (furthest.extremity - best.extremity):
        if best.after.endswith("S"):
            return f"a stay with {best.action.card} breaks what the others are building"
        if rivals:
            return f"it would help {glyphs(rivals[0])}, the string your opponent can force"
        return "it would carry on the ups and downs repeating at the end of the row"
    return f"it is worth keeping for later, and {best.action.card} is a milder card"
