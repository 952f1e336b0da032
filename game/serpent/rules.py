"""Serpent (RinkWorks' Pips): two players, eight hands, only the director scores.

Each hand the director deals 3 cards to the defender and 9 to themself, gives 3 of
them to the defender face up, shows 3 more of their own face up, and the two then
lay 12 cards in a serpentine on a 2 x 6 table; the director scores the pairs and runs
it holds.  See rules/serpent.md and CLARIFICATIONS.md (Serpent).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.core import (
    Event,
    HandEnded,
    IllegalAction,
    MatchEnded,
    Outcome,
    State,
    View,
    outcome_from_scores,
)
from game.serpent.cards import DECK, RANK_NAMES, Card, as_card, parse_cards
from game.serpent.scoring import (
    CELL_OF_PLAY,
    CELLS,
    DIRECTOR_PLAYS,
    RESPONSES,
    row_col,
    score_board,
)

HANDS = 8  # each player directs four (rules/serpent.md, "The Game")
GIFTS = SHOWN = 3
DEFENDER_DEAL, DIRECTOR_DEAL = 3, 9
PLAYS = 12
GIFT, SHOW, PLAY, OVER = "gift", "show", "play", "over"


# -- actions ----------------------------------------------------------------------

@dataclass(frozen=True)
class Give:
    """The director gives one of their hidden cards to the defender, face up."""
    card: Card

    def __str__(self) -> str:
        return f"give {self.card}"


@dataclass(frozen=True)
class Show:
    """The director turns one of their hidden cards face up (they keep it)."""
    card: Card

    def __str__(self) -> str:
        return f"show {self.card}"


@dataclass(frozen=True)
class Play:
    """Lay a card from hand (hidden or face up) on the next cell of the serpent."""
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


# -- events -----------------------------------------------------------------------

@dataclass(frozen=True)
class HandDealt(Event):
    """A new hand: the director deals 3 cards face down to the defender and 9 to
    themself.  Each seat sees only its own cards; the other's are None."""
    hand: int
    director: int
    defender_cards: tuple | None
    director_cards: tuple | None

    reveals_hidden = True

    def seen_by(self, viewer: int | None) -> HandDealt:
        defender = 1 - self.director
        return replace(
            self,
            defender_cards=self.defender_cards if viewer == defender else None,
            director_cards=self.director_cards if viewer == self.director else None)


@dataclass(frozen=True)
class CardGiven(Event):
    """The director moves a hidden card face up in front of the defender."""
    director: int
    defender: int
    card: Card
    reveals_hidden = True


@dataclass(frozen=True)
class CardShown(Event):
    """The director turns a hidden card face up in front of themself."""
    director: int
    card: Card
    reveals_hidden = True


@dataclass(frozen=True)
class CardPlayed(Event):
    """`seat` lays `card` (from face up if `from_open`) as play `number` on the cell
    at (`row`, `column`).  `void` is True when a response did not follow: the seat
    is then known to hold no card of the lead's suit or rank."""
    seat: int
    card: Card
    number: int
    row: int
    column: int
    from_open: bool
    void: bool = False


@dataclass(frozen=True)
class HandScored(Event):
    """The director's points for the hand; groups are lists of cells (row*6+col)."""
    director: int
    points: int
    pairs: tuple
    runs: tuple


# -- view -------------------------------------------------------------------------

Void = tuple[int, str, int]  # (seat, suit, rank): that seat holds neither


@dataclass(frozen=True)
class SerpentView(View):
    hand: int  # 1-based
    hands_planned: int  # 8, plus 2 for each tie-break
    director: int
    phase: str
    scores: tuple[int, int]
    hand_points: tuple[tuple[int, int], ...]  # (director, points) per finished hand
    hidden: tuple[Card, ...]  # this seat's own face-down cards
    hidden_counts: tuple[int, int]
    open_cards: tuple[tuple[Card, ...], tuple[Card, ...]]  # face up, per seat
    gifts: tuple[Card, ...]  # what the director gave this hand
    plays: tuple[Card, ...]  # the serpent so far, in order of play
    voids: tuple[Void, ...]  # public facts from responses that did not follow

    @property
    def defender(self) -> int:
        return 1 - self.director

    @property
    def hand_cards(self) -> tuple[Card, ...]:
        """This seat's whole hand: hidden and face up."""
        return self.hidden + self.open_cards[self.seat] if self.seat is not None else ()

    @property
    def board(self) -> tuple[int, ...]:
        return board_of(self.plays)


def board_of(plays) -> tuple[int, ...]:
    board = [0] * CELLS
    for number, card in enumerate(plays, start=1):
        board[CELL_OF_PLAY[number]] = card.rank
    return tuple(board)


def player_of(number: int, director: int) -> int:
    return director if number in DIRECTOR_PLAYS else 1 - director


# -- state ------------------------------------------------------------------------

class SerpentState(State):
    num_seats = 2

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

    def apply(self, seat: int, action) -> list[Event]:
        self._check(seat, action)
        if isinstance(action, Give):
            return self._give(action.card)
        if isinstance(action, Show):
            return self._show(action.card)
        return self._play(seat, action.card)

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

    def clone(self) -> SerpentState:
        twin = SerpentState.__new__(SerpentState)
        twin.__dict__.update(self.__dict__)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.decks = list(self.decks)
        twin.scores = list(self.scores)
        twin.hand_points = list(self.hand_points)
        twin.hidden = [list(self.hidden[0]), list(self.hidden[1])]
        twin.open = [list(self.open[0]), list(self.open[1])]
        twin.gifts, twin.plays = list(self.gifts), list(self.plays)
        twin.voids = list(self.voids)
        return twin

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

    def _give(self, card: Card) -> list[Event]:
        defender = 1 - self.director
        self.hidden[self.director].remove(card)
        self.open[defender].append(card)
        self.gifts.append(card)
        if len(self.gifts) == GIFTS:
            self.phase = SHOW
        return [CardGiven(self.director, defender, card)]

    def _show(self, card: Card) -> list[Event]:
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

    def _play(self, seat: int, card: Card) -> list[Event]:
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

    # -- refusals ---------------------------------------------------------------

    def _check(self, seat: int, action) -> None:
        if self.phase == OVER:
            raise IllegalAction("The match is over.")
        if seat not in self.to_act():
            raise IllegalAction("It is not your turn.")
        wanted = {GIFT: Give, SHOW: Show, PLAY: Play}[self.phase]
        if type(action) is not wanted or not isinstance(getattr(action, "card", None), Card):
            raise IllegalAction(_PHASE_PROMPTS[self.phase])
        if action.card not in self.hidden[seat] and (
                self.phase != PLAY or action.card not in self.open[seat]):
            raise IllegalAction(f"You don't hold {action.card} to do that.")
        if action.card not in self._playable(seat):
            raise IllegalAction(follow_refusal(self.plays[-1],
                                               self.hidden[seat] + self.open[seat]))


def follow_refusal(lead: Card, hand) -> str:
    """Why a response that does not follow `lead` is refused, naming the cards in
    `hand` that do: "You must follow ♦ or 7: you hold 7♣"."""
    following = " and ".join(str(c) for c in hand if c.follows(lead))
    return f"You must follow {lead.suit} or {RANK_NAMES[lead.rank]}: you hold {following}."


_PHASE_PROMPTS = {
    GIFT: "Choose one of your face-down cards to give the defender.",
    SHOW: "Choose one of your face-down cards to show face up.",
    PLAY: "Choose a card from your hand to play.",
}


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


def determinize(view: SerpentView, rng: random.Random) -> SerpentState:
    """A state matching `view`; the cards hidden from its seat are dealt at random
    from the unseen ones, respecting every public void (a responder who did not
    follow holds no card of the lead's suit or rank)."""
    state = SerpentState(rng.getrandbits(32), view.director)
    state.hand, state.hands_planned, state.phase = view.hand, view.hands_planned, view.phase
    state.scores, state.hand_points = list(view.scores), list(view.hand_points)
    state.open = [list(view.open_cards[0]), list(view.open_cards[1])]
    state.gifts, state.plays, state.voids = list(view.gifts), list(view.plays), list(view.voids)
    seen = set(view.hidden) | set(view.open_cards[0]) | set(view.open_cards[1]) | set(view.plays)
    unseen = [c for c in DECK if c not in seen]
    guessed = [s for s in (0, 1) if s != view.seat]
    if view.seat is not None:
        state.hidden[view.seat] = list(view.hidden)
    while True:
        pool = list(unseen)
        for seat in guessed:
            allowed = [c for c in pool if _may_hold(view.voids, seat, c)]
            count = view.hidden_counts[seat]
            if len(allowed) < count:
                break
            state.hidden[seat] = rng.sample(allowed, count)
            pool = [c for c in pool if c not in state.hidden[seat]]
        else:
            return state


def _may_hold(voids, seat: int, card: Card) -> bool:
    return not any(s == seat and (card.suit == suit or card.rank == rank)
                   for s, suit, rank in voids)
