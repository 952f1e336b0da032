"""Scripted Serpent players.

Normal plays the rules of thumb of a good club player:
- as director, give away and show the cards that link least with the rest (a link is
  an equal rank, or ranks one or two apart on the 13-cycle), keep the connected core
  hidden, and lay each card where it scores now or next to cells it will fill itself
  with a linking card;
- as defender, lay each card where it adds least to the director's score now and
  links least with what the director may still lay beside it.
Easy is the same player with deliberate slips: now and then a random legal move.
Normal's hint is its own choice, with the rule of thumb that chose it in words
(hints.py).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from game.ai.decision import Decision
from game.core import Hint
from game.serpent import hints
from game.serpent.actions import GIFT, SHOW, Give, Play, Show
from game.serpent.cards import DECK, Card
from game.serpent.plan import LINKS, forced_gain, link, placed
from game.serpent.scoring import NEIGHBOURS, PLAY_OF_CELL, RESPONSES, player_of, score
from game.serpent.view import SerpentView

# How much a future neighbour is worth relative to points on the table: a lead cell
# is the director's free choice, a response cell is bound by following.
LEAD_WEIGHT = 0.8
RESPONSE_WEIGHT = 0.5
LOOSE_LINK_WEIGHT = 0.3  # neighbours one or two ranks apart: half a run already


def _connection(card: Card, others: Sequence[Card]) -> float:
    return sum(link(card.rank, o.rank) for o in others if o is not card)


def least_connected(cards: Sequence[Card]) -> Card:
    """The card that links least with the others (ties: the lowest card)."""
    return min(cards, key=lambda c: (_connection(c, cards), c))


class SerpentAgent:
    def __init__(self, slip: float = 0.0, name: str = "normal"):
        self.slip = slip
        self.name = name

    def choose(self, view: SerpentView, legal_actions: Sequence, rng: random.Random):
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        if self.slip and rng.random() < self.slip:
            return rng.choice(legal)
        return decide(view, legal).action

    def hint(self, view: SerpentView, legal_actions: Sequence, rng: random.Random) -> Hint:
        return decide(view, list(legal_actions)).hint()


def decide(view: SerpentView, legal: list) -> Decision:
    if view.phase in (GIFT, SHOW):
        card = least_connected(view.hidden)
        action = Give(card) if view.phase == GIFT else Show(card)
        return Decision(action, lambda: hints.pick_reason(view, action))
    cards = [a.card for a in legal]
    board, cell = placed(view, None)
    if view.seat == view.director:
        best = max(cards, key=lambda c: (_director_value(view, board, cell, c), c))
        return Decision(Play(best), lambda: hints.director_reason(view, best, legal))
    threats = _Threats(view)
    best = min(cards, key=lambda c: (_defender_cost(view, board, cell, c, threats), c))
    return Decision(Play(best), lambda: hints.defender_reason(view, best, legal))


# -- evaluation -------------------------------------------------------------------

def _weight(cell: int) -> float:
    return RESPONSE_WEIGHT if PLAY_OF_CELL[cell] in RESPONSES else LEAD_WEIGHT


def _with(board: tuple[int, ...], cell: int, rank: int) -> tuple[int, ...]:
    return board[:cell] + (rank,) + board[cell + 1:]


def _loose_links(board, cell: int, rank: int) -> float:
    return sum(LOOSE_LINK_WEIGHT * LINKS[rank][board[n]] for n in NEIGHBOURS[cell]
               if board[n] and board[n] != rank)


def _director_value(view: SerpentView, empty_board, cell: int, card: Card) -> float:
    """What laying `card` (in `cell` of `empty_board`) is worth to the director."""
    board = _with(empty_board, cell, card.rank)
    rest = [c for c in view.hand_cards if c != card]
    value = score(board) + _loose_links(board, cell, card.rank)
    links = LINKS[card.rank]
    best_link = max(links[c.rank] for c in rest) if rest else 0.0
    for near in NEIGHBOURS[cell]:
        if board[near] or player_of(PLAY_OF_CELL[near], view.director) != view.director:
            continue
        if rest:
            value += _weight(near) * best_link
    return value + forced_gain(view, board, card)


class _Threats:
    """What the director may still lay next to a card, seen by the defender: the
    director's face-up cards and, while some are face down, the unseen cards."""

    def __init__(self, view: SerpentView):
        director = view.director
        self.known = view.open_cards[director]
        self.unknown = view.hidden_counts[director]
        self.pool = _unseen(view) if self.unknown else ()
        self.pool_ranks = Counter(c.rank for c in self.pool)

    def threat(self, rank: int) -> float:
        links = LINKS[rank]
        threat = max((links[c.rank] for c in self.known), default=0.0)
        if self.pool:
            # links are halves, so the sum is exact in any order
            linked = sum(links[r] * count for r, count in self.pool_ranks.items())
            guess = self.unknown * linked / len(self.pool)
            threat = max(threat, min(guess, 2.0))
        return threat


def _defender_cost(view: SerpentView, empty_board, cell: int, card: Card,
                   threats: _Threats) -> float:
    """What laying `card` (in `cell` of `empty_board`) gives the director."""
    board = _with(empty_board, cell, card.rank)
    director = view.director
    cost = score(board) + _loose_links(board, cell, card.rank)
    threat = None
    for near in NEIGHBOURS[cell]:
        if board[near] or player_of(PLAY_OF_CELL[near], director) != director:
            continue
        if threat is None:
            threat = threats.threat(card.rank)
        cost += _weight(near) * threat
    return cost


def _unseen(view: SerpentView) -> list[Card]:
    seen = set(view.hand_cards) | set(view.open_cards[0]) | set(view.open_cards[1])
    seen |= set(view.plays)
    return [c for c in DECK if c not in seen]


def make_normal(param: str | None = None) -> SerpentAgent:
    return SerpentAgent(0.0, "normal")


def make_easy(param: str | None = None) -> SerpentAgent:
    """`param`: the chance of a slip, e.g. "easy:0.5" (default 0.3)."""
    return SerpentAgent(float(param) if param else 0.3, "easy")


def hard_tuning() -> dict:
    """Serpent's search does best left freer of Normal's advice (measured against it)."""
    return {"bias": 1.0}
