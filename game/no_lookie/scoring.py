"""Scoring a tableau and awarding Victory Point cards (CLARIFICATIONS, "Scoring",
"Victory points")."""

from __future__ import annotations

from collections.abc import Sequence

from game.no_lookie.cards import BOTTOM, ELEVEN, POINTS, TOP, WILD, is_action, is_number


def tableau_score(tableau: Sequence[int], wild_casey: bool = False) -> int:
    """Top row adds its points; the bottom row scores 0 if its three cards match."""
    lowest = _lowest_number(tableau)
    top = sum(_points(tableau[s], wild_casey, lowest) for s in TOP)
    bottom = [tableau[s] for s in BOTTOM]
    if bottom_row_matches(bottom, tableau, wild_casey):
        return top
    return top + sum(_points(card, wild_casey, lowest) for card in bottom)


def bottom_row_matches(bottom: Sequence[int], tableau: Sequence[int] = (),
                       wild_casey: bool = False) -> bool:
    """Three cards match when every number among them is the same; wilds stand for
    any number (the 11 included), actions never match.  The 11th card has no
    matches: with two decks `11 11 W` does not match, while `11 W W` does.  Under
    Wild Casey a wild must copy a number card in its own tableau, so three wilds
    need one elsewhere."""
    if any(is_action(card) for card in bottom):
        return False
    numbers = [card for card in bottom if card != WILD]
    if len(set(numbers)) > 1 or numbers.count(ELEVEN) > 1:
        return False
    if not numbers and wild_casey:
        return any(is_number(card) for card in tableau)
    return True


def _lowest_number(tableau: Sequence[int]) -> int:
    numbers = [card for card in tableau if is_number(card)]
    return min(numbers) if numbers else 0


def _points(card: int, wild_casey: bool, lowest: int) -> int:
    if card == WILD and wild_casey:
        return lowest
    return POINTS[card]


def award_victory_points(scores: Sequence[int], caller: int | None) -> tuple[list[int], bool]:
    """The seats that take a VP card this round, and whether the caller must flip one.

    The lowest score takes a VP; non-callers tied for lowest each take one (even tied
    with the caller); the caller takes one only when strictly lowest.
    """
    lowest = min(scores)
    at_lowest = [s for s, score in enumerate(scores) if score == lowest]
    if caller is None:
        return at_lowest, False
    if at_lowest == [caller]:
        return [caller], False
    return [s for s in at_lowest if s != caller], True
