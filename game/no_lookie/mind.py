"""How a No Lookie player reasons over what it remembers, shared by the players (ai.py)
and the words of their hints (hints.py): a tableau's expected score, where a card would
do most good, when to knock, what a Trade gains, the worst card held."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.no_lookie.actions import TradeWith
from game.no_lookie.cards import ELEVEN, POINTS, SLOTS, WILD, is_action, is_number
from game.no_lookie.determinize import unseen_cards
from game.no_lookie.scoring import bottom_row_matches
from game.no_lookie.view import NoLookieView

SKIP_COST = 3.0  # what losing a turn is worth, in points
ACTION_WORTH = 1.5  # what resolving an action card is usually worth
TRADE_SPITE = 0.3  # weight of the damage a Trade does to the victim
KNOCK_START = 26.0  # expected opponent score at the deal ...
KNOCK_PACE = 3.0  # ... and how fast a player lowers it each turn
KNOCK_FLOOR = 6.0
KNOCK_PATIENCE = 10  # turns after which waiting longer stops paying ...
KNOCK_IMPATIENCE = 1.5  # ... and the bar rises this much a turn, so every round ends
UNKNOWN_MARGIN = 1.5  # extra safety per own card not known when knocking
MARGIN_WEIGHT = 0.03  # a round's score margin, in VP per point (breaks ties between rounds)


class Mind:
    """One decision's worth of reasoning over what this seat remembers."""

    def __init__(self, view: NoLookieView, own: Sequence):
        self.view = view
        self.own = list(own)
        self.casey = _wild_casey(view.options)
        self.pool = unseen_cards(view)
        self.pool_size = max(1, sum(self.pool.values()))
        if self.casey:
            self.mean = sum(self.points(c) * k for c, k in self.pool.items()) / self.pool_size
        else:
            self.mean = sum(POINTS[c] * k for c, k in self.pool.items()) / self.pool_size
        self.now = self.expected(self.own)
        self._places: dict = {}
        self._rows: tuple | None = None  # see `_plain_rows`

    def points(self, card: int, cards: Sequence = ()) -> float:
        if card == WILD and self.casey:
            numbers = [c for c in cards if c is not None and is_number(c)]
            return min(numbers) if numbers else 3.0
        return POINTS[card]

    def expected(self, cards: Sequence) -> float:
        """Expected score of a tableau some of whose cards are unknown (None)."""
        if not self.casey and len(cards) == 5:
            return self._expected_plain(*cards)
        mean, casey = self.mean, self.casey
        values = [mean if c is None else (self.points(c, cards) if casey else POINTS[c])
                  for c in cards]
        top = values[0] + values[1]
        plain = values[2] + values[3] + values[4]
        bottom = cards[2:]
        unknown = bottom.count(None)
        if unknown == 0:
            matched = bottom_row_matches(bottom, [c for c in cards if c is not None], casey)
            return top if matched else top + plain
        if unknown == 1:
            known = [c for c in bottom if c is not None]
            if bottom_row_matches(known):
                return top + (1.0 - self.match_chance(known)) * plain
        return top + plain

    def _expected_plain(self, c0, c1, c2, c3, c4) -> float:
        """`expected` of a whole tableau without Wild Casey, spelt out: it is asked
        for hundreds of times a decision."""
        mean = self.mean
        top = (mean if c0 is None else POINTS[c0]) + (mean if c1 is None else POINTS[c1])
        return _total(top, self._bottom_adds(c2, c3, c4))

    def _bottom_adds(self, c2, c3, c4) -> float | None:
        """What a bottom row adds to the top row's points in `_expected_plain`, None
        where it surely matches and adds nothing."""
        mean = self.mean
        plain = ((mean if c2 is None else POINTS[c2]) + (mean if c3 is None else POINTS[c3])
                 + (mean if c4 is None else POINTS[c4]))
        unknown = (c2 is None) + (c3 is None) + (c4 is None)
        if unknown == 0:
            return None if _row_matches(c2, c3, c4) else plain
        if unknown == 1:
            known = [c for c in (c2, c3, c4) if c is not None]
            if _row_matches(*known):
                return (1.0 - self.match_chance(known)) * plain
        return plain

    def match_chance(self, pair: Sequence[int]) -> float:
        numbers = {c for c in pair if c != WILD}
        if numbers:
            number = numbers.pop()
            wanted = self.pool[WILD] + (0 if number == ELEVEN else self.pool[number])
        else:
            wanted = sum(k for c, k in self.pool.items() if not is_action(c))
        return wanted / self.pool_size

    def with_card(self, slot: int, card) -> list:
        cards = list(self.own)
        cards[slot] = card
        return cards

    def best_place(self, card: int) -> tuple[float, int]:
        """(gain, slot) of the best place for `card` in the tableau."""
        found = self._places.get(card)
        if found is None:
            if self.casey or len(self.own) != 5:
                now = self.now
                found = max((now - self.expected(self.with_card(slot, card)), slot)
                            for slot in SLOTS)
            else:
                found = self._best_plain_place(card)
            self._places[card] = found
        return found

    def _best_plain_place(self, card: int) -> tuple[float, int]:
        """`best_place` without Wild Casey."""
        now = self.now
        t0, t1, t2, t3, t4 = self._plain_totals(card)
        return max((now - t0, 0), (now - t1, 1), (now - t2, 2), (now - t3, 3), (now - t4, 4))

    def _plain_gain(self, card: int) -> float:
        """`best_place(card)[0]` without Wild Casey: the gain alone."""
        return self.now - min(self._plain_totals(card))

    def _plain_totals(self, card: int) -> tuple[float, ...]:
        """`_expected_plain` of the tableau with `card` in each slot, the row it leaves
        alone worked out once a decision."""
        if self._rows is None:
            self._rows = self._plain_rows()
        c2, c3, c4, v0, v1, top, bottom = self._rows
        worth, adds = POINTS[card], self._bottom_adds
        return (_total(worth + v1, bottom), _total(v0 + worth, bottom),
                _total(top, adds(card, c3, c4)), _total(top, adds(c2, card, c4)),
                _total(top, adds(c2, c3, card)))

    def _plain_rows(self) -> tuple:
        """The own tableau's bottom cards, its top cards' points and their sum, and
        what its bottom row adds (see `_expected_plain`)."""
        c0, c1, c2, c3, c4 = self.own
        mean = self.mean
        v0 = mean if c0 is None else POINTS[c0]
        v1 = mean if c1 is None else POINTS[c1]
        return c2, c3, c4, v0, v1, v0 + v1, self._bottom_adds(c2, c3, c4)

    def draw_gain(self) -> float:
        """Expected gain of a card from the draw pile, kept only when it helps."""
        plain = not self.casey and len(self.own) == 5
        total = 0.0
        for card, count in self.pool.items():
            if is_action(card):
                gain = ACTION_WORTH
            else:
                gain = max(0.0, self._plain_gain(card) if plain else self.best_place(card)[0])
            total += gain * count
        return total / self.pool_size


def _total(top: float, bottom: float | None) -> float:
    """A tableau's expected score from its top row's and what its bottom row adds."""
    return top if bottom is None else top + bottom


@lru_cache(maxsize=64)
def _wild_casey(options: tuple) -> bool:
    """Whether these options (a view's) play Wild Casey."""
    return dict(options).get("wild_casey", False)


@lru_cache(maxsize=None)
def _row_matches(*bottom: int) -> bool:
    """`bottom_row_matches` of these cards, without Wild Casey."""
    return bottom_row_matches(bottom)


def knock_measure(mind: Mind) -> tuple[float, float]:
    """(this seat's expected score, with a margin for the cards it doesn't know; the
    score to be under: what the others can have reached by now, raised as the
    round drags on)."""
    view = mind.view
    mine = mind.expected(mind.own) + UNKNOWN_MARGIN * mind.own.count(None)
    rivals = min(max(KNOCK_FLOOR, KNOCK_START - KNOCK_PACE * view.turns_taken[s])
                 for s in range(view.num_seats) if s != view.seat)
    overdue = view.turns_taken[view.seat] - KNOCK_PATIENCE
    return mine, rivals + KNOCK_IMPATIENCE * max(0, overdue)


def best_trade(mind: Mind, own_slots) -> tuple[float, int, TradeWith]:
    view = mind.view
    now = mind.expected(mind.own)
    best = (-1e9, own_slots[0], None)
    leader = max(range(view.num_seats), key=lambda s: (s != view.seat, view.vp[s]))
    for slot in own_slots:
        mine = mind.own[slot]
        for other in range(view.num_seats):
            if other == view.seat:
                continue
            for their_slot in SLOTS:
                theirs = view.tableaus[other][their_slot]
                gain = now - mind.expected(mind.with_card(slot, theirs))
                given = mind.mean if mine is None else mind.points(mine)
                taken = mind.mean if theirs is None else mind.points(theirs)
                spite = TRADE_SPITE * (given - taken) * (2.0 if other == leader else 1.0)
                score = gain + spite
                if score > best[0]:
                    best = (score, slot, TradeWith(other, their_slot))
    return best


def worst_place(mind: Mind) -> tuple[float, int]:
    """(points, slot) of this seat's worst card (an unknown one counts the mean)."""
    return max((mind.mean if c is None else mind.points(c), slot)
               for slot, c in enumerate(mind.own))
