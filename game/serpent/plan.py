"""What a Serpent player weighs, shared by the players (ai.py) and the words of their
hints (hints.py): how well two ranks link, a card laid on the board, and what a lead
surely scores through a forced reply."""

from __future__ import annotations

from game.serpent.cards import Card
from game.serpent.scoring import CELL_OF_PLAY, RESPONSES, score
from game.serpent.view import SerpentView


def link(a: int, b: int) -> float:
    """How well two ranks group when adjacent: a pair, or part of a run."""
    gap = abs(a - b) % 13
    gap = min(gap, 13 - gap)
    return (2.0, 1.0, 0.5)[gap] if gap <= 2 else 0.0


#: `link` of every two ranks, LINKS[a][b] (rank 0 included, for empty cells).
LINKS: tuple[tuple[float, ...], ...] = tuple(
    tuple(link(a, b) for b in range(14)) for a in range(14))


def placed(view: SerpentView, card: Card | None) -> tuple[tuple[int, ...], int]:
    """The board with `card` laid as the next play (None: the cell left empty), and
    the cell it lands in."""
    number = len(view.plays) + 1
    cell = CELL_OF_PLAY[number]
    board = list(view.board)
    board[cell] = card.rank if card is not None else 0
    return tuple(board), cell


def forced_gain(view: SerpentView, board, lead: Card) -> float:
    """What a lead surely adds through the defender's reply when every card the
    defender may hold is in sight (no face-down cards left): following is forced."""
    number = len(view.plays) + 2
    defender = view.defender
    if number not in RESPONSES or number > 12 or view.hidden_counts[defender]:
        return 0.0
    hand = view.open_cards[defender]
    replies = [c for c in hand if c.follows(lead)] or list(hand)
    if not replies:
        return 0.0
    cell, before = CELL_OF_PLAY[number], score(board)
    return min(score(board[:cell] + (c.rank,) + board[cell + 1:]) - before for c in replies)
