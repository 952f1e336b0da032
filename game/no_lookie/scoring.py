"""Scoring a tableau and awarding Victory Point cards (CLARIFICATIONS, "Scoring",
"Victory points").

A tableau's score is reckoned card by card (`score_tableau`): what each card counts
as, what it adds, and whether the bottom row matches; `tableau_score` is its total,
added up directly (a test holds the two together, so the reveal's reckoning and the
round's scores agree)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.no_lookie.cards import BOTTOM, ELEVEN, POINTS, TOP, WILD, is_action, is_number


@dataclass(frozen=True)
class CardScore:
    """One card of a revealed tableau.  `counts_as`: a wild's number (0 alone, or the
    tableau's lowest number card under Wild Casey; in a matching bottom row, the
    row's number), None when it may stand for any number (a matching row of wilds
    alone); any other card counts as itself.  `points`: what it adds to the score
    (0 in a matching bottom row)."""

    slot: int
    card: int
    counts_as: int | None
    points: int


@dataclass(frozen=True)
class RowScore:
    """A row's cards, left to right; `matched`: a bottom row of three matching cards,
    which scores 0 (never the top row)."""

    cards: tuple[CardScore, ...]
    matched: bool = False

    @property
    def points(self) -> int:
        return sum(card.points for card in self.cards)


@dataclass(frozen=True)
class TableauScore:
    top: RowScore
    bottom: RowScore

    @property
    def points(self) -> int:
        return self.top.points + self.bottom.points

    @property
    def matched(self) -> bool:
        return self.bottom.matched

    @property
    def cards(self) -> tuple[CardScore, ...]:
        return self.top.cards + self.bottom.cards

    @property
    def wilds(self) -> dict[int, int | None]:
        """Slot -> what each wild counts as."""
        return {card.slot: card.counts_as for card in self.cards if card.card == WILD}


def score_tableau(tableau: Sequence[int], wild_casey: bool = False) -> TableauScore:
    """The tableau's score card by card: the top row adds its points; the bottom row
    scores 0 if its three cards match, else adds its points too."""
    lowest = _lowest_number(tableau)
    alone = lowest if wild_casey else 0  # what a wild counts as outside a match
    bottom = [tableau[s] for s in BOTTOM]
    matched = bottom_row_matches(bottom, tableau, wild_casey)
    top_row = RowScore(tuple(_card_score(s, tableau[s], alone) for s in TOP))
    if not matched:
        return TableauScore(top_row, RowScore(tuple(_card_score(s, tableau[s], alone)
                                                    for s in BOTTOM)))
    numbers = [card for card in bottom if card != WILD]
    row_number = numbers[0] if numbers else (lowest if wild_casey else None)
    matching = tuple(CardScore(s, tableau[s], row_number if tableau[s] == WILD else tableau[s], 0)
                     for s in BOTTOM)
    return TableauScore(top_row, RowScore(matching, matched=True))


def _card_score(slot: int, card: int, alone: int) -> CardScore:
    if card == WILD:
        return CardScore(slot, card, alone, alone)
    return CardScore(slot, card, card, POINTS[card])


def tableau_score(tableau: Sequence[int], wild_casey: bool = False) -> int:
    """Top row adds its points; the bottom row scores 0 if its three cards match:
    `score_tableau(tableau, wild_casey).points`, added up without the card-by-card
    record (every round's end is scored, in Hard's playouts too)."""
    alone = _lowest_number(tableau) if wild_casey else 0
    t1, t2, b1, b2, b3 = tableau
    top = _points(t1, alone) + _points(t2, alone)
    if bottom_row_matches((b1, b2, b3), tableau, wild_casey):
        return top
    return top + _points(b1, alone) + _points(b2, alone) + _points(b3, alone)


def _points(card: int, alone: int) -> int:
    """What `card` adds outside a matching row (`_card_score(...).points`)."""
    return alone if card == WILD else POINTS[card]


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
