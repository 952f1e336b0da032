"""Serpent (RinkWorks' Pips): two players, eight hands, only the director scores.

Each hand the director deals 3 cards to the defender and 9 to themself, gives 3 of
them to the defender face up, shows 3 more of their own face up, and the two then
lay 12 cards in a serpentine on a 2 x 6 table; the director scores the pairs and runs
it holds.  See rules/serpent.md and CLARIFICATIONS.md (Serpent).
"""

from __future__ import annotations

import random

from game.core import Event, HandEnded, MatchEnded, Outcome, State, handles, outcome_from_scores
from game.serpent.actions import GIFT, GIFTS, OVER, PLAY, SHOW, SHOWN, Give, Play, Show
from game.serpent.cards import DECK, Card, as_card, parse_cards
from game.serpent.events import CardGiven, CardPlayed, CardShown, HandDealt, HandScored
from game.serpent.refusals import follow_refusal, refusal  # noqa: F401 (the table)
from game.serpent.scoring import CELL_OF_PLAY, RESPONSES, board_of, player_of, row_col, score_board
from game.serpent.view import SerpentView, Void

HANDS = 8  # each player directs four (rules/serpent.md, "The Game")
DEFENDER_DEAL, DIRECTOR_DEAL = 3, 9
PLAYS = 12

# -- state ------------------------------------------------------------------------

class SerpentState(State):
    num_seats = 2
    REFUSAL = staticmethod(refusal)

    def __init__(self, seed: int, first_director: int | None, decks=()):
        self.rng = random.Random(seed)
        drawn = self.rng.randrange(2)
        self.director = drawn if first_director is None else first_director
        self.decks = [tuple(as_card(c) for c in deck) for deck in decks]
        self.scores = [0, 0]
        self.hand_points: list[tuple[int, int]] = []
        self.hand = 0
        self.hands_planned = HANDS
        self.phase = GIFT
        self.hidden: list[list[Card]] = [[], []]
        self.open: list[list[Card]] = [[], []]
        self.gifts: list[Card] = []
        self.plays: list[Card] = []
        self.voids: list[Void] = []

    # -- protocol ---------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == PLAY:
            return (player_of(len(self.plays) + 1, self.director),)
        return (self.director,)

    def legal_actions(self, seat: int) -> list:
        if seat not in self.to_act():
            return []
        if self.phase == GIFT:
            return [Give(c) for c in self.hidden[seat]]
        if self.phase == SHOW:
            return [Show(c) for c in self.hidden[seat]]
        return [Play(c) for c in self._playable(seat)]

    def view(self, seat: int | None) -> SerpentView:
        return SerpentView(
            seat=seat, num_seats=2, to_act=self.to_act(), is_over=self.is_over,
            hand=self.hand, hands_planned=self.hands_planned, director=self.director,
            phase=self.phase, scores=tuple(self.scores),
            hand_points=tuple(self.hand_points),
            hidden=tuple(self.hidden[seat]) if seat is not None else (),
            hidden_counts=(len(self.hidden[0]), len(self.hidden[1])),
            open_cards=(tuple(self.open[0]), tuple(self.open[1])),
            gifts=tuple(self.gifts), plays=tuple(self.plays), voids=tuple(self.voids))

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        return outcome_from_scores(self.scores)

    # -- the deal ---------------------------------------------------------------

    def deal_hand(self) -> list[Event]:
        """Shuffle the full deck and deal; 40 cards stay undealt (CLARIFICATIONS)."""
        if self.decks:
            deck = self.decks.pop(0)
        else:
            deck = list(DECK)
            self.rng.shuffle(deck)
        defender = 1 - self.director
        self.hand += 1
        self.phase = GIFT
        self.hidden[defender] = list(deck[:DEFENDER_DEAL])
        self.hidden[self.director] = list(deck[DEFENDER_DEAL:DEFENDER_DEAL + DIRECTOR_DEAL])
        self.open = [[], []]
        self.gifts, self.plays, self.voids = [], [], []
        return [HandDealt(self.hand, self.director, tuple(self.hidden[defender]),
                          tuple(self.hidden[self.director]))]

    @handles(Give)
    def _give(self, seat: int, action: Give) -> list[Event]:
        card = action.card
        defender = 1 - self.director
        self.hidden[self.director].remove(card)
        self.open[defender].append(card)
        self.gifts.append(card)
        if len(self.gifts) == GIFTS:
            self.phase = SHOW
        return [CardGiven(self.director, defender, card)]

    @handles(Show)
    def _show(self, seat: int, action: Show) -> list[Event]:
        card = action.card
        self.hidden[self.director].remove(card)
        self.open[self.director].append(card)
        if len(self.open[self.director]) == SHOWN:
            self.phase = PLAY
        return [CardShown(self.director, card)]

    # -- the play ---------------------------------------------------------------

    def _playable(self, seat: int) -> list[Card]:
        """Responses follow the suit or rank of the card they answer if they can;
        leads are free (CLARIFICATIONS, "Following")."""
        hand = self.hidden[seat] + self.open[seat]
        number = len(self.plays) + 1
        if number in RESPONSES:
            lead = self.plays[-1]
            following = [c for c in hand if c.follows(lead)]
            if following:
                return following
        return hand

    @handles(Play)
    def _play(self, seat: int, action: Play) -> list[Event]:
        card = action.card
        number = len(self.plays) + 1
        from_open = card in self.open[seat]
        (self.open if from_open else self.hidden)[seat].remove(card)
        void = number in RESPONSES and not card.follows(self.plays[-1])
        if void:
            lead = self.plays[-1]
            self.voids.append((seat, lead.suit, lead.rank))
        self.plays.append(card)
        row, column = row_col(CELL_OF_PLAY[number])
        events: list[Event] = [CardPlayed(seat, card, number, row, column, from_open, void)]
        if number == PLAYS:
            events += self._score_hand()
        return events

    def _score_hand(self) -> list[Event]:
        result = score_board(board_of(self.plays))
        points = result.total
        self.scores[self.director] += points
        self.hand_points.append((self.director, points))
        hand_scores = tuple(points if s == self.director else 0 for s in (0, 1))
        events: list[Event] = [
            HandScored(self.director, points, result.pairs, result.runs),
            HandEnded(self.hand, hand_scores, tuple(self.scores),
                      f"Player {self.director + 1} scores {points} as director")]
        if self.hand >= self.hands_planned and self.scores[0] == self.scores[1]:
            self.hands_planned += 2  # a tie: one more hand each as director
        self.director = 1 - self.director
        if self.hand >= self.hands_planned:
            self.phase = OVER
            outcome = self.outcome()
            return events + [MatchEnded(outcome, _match_summary(outcome))]
        return events + self.deal_hand()


def _match_summary(outcome: Outcome) -> str:
    a, b = outcome.scores
    return f"Player {outcome.winners[0] + 1} wins, {max(a, b)} to {min(a, b)}"


# -- construction -----------------------------------------------------------------

def new_game(num_seats: int, options: dict, seed: int, deal=None) -> SerpentState:
    """A match of eight hands (more on a tie).

    `deal`, for tests and tutorials, is a dict with optional keys:
    - "first_director": 0 or 1 (otherwise drawn from the seeded RNG);
    - "decks": a list, one entry per hand from the first, each a sequence of at
      least 12 cards (Card objects or text like "QS", or one space-separated
      string): the first 3 go face down to the defender, the next 9 to the
      director.  Hands beyond the list are shuffled by the RNG.
    """
    deal = deal or {}
    decks = [parse_cards(d) if isinstance(d, str) else d for d in deal.get("decks", ())]
    for deck in decks:
        if len(deck) < DEFENDER_DEAL + DIRECTOR_DEAL:
            raise ValueError("each deck in a Serpent deal needs at least 12 cards")
    state = SerpentState(seed, deal.get("first_director"), decks)
    state.deal_hand()
    return state
