"""Hard's reading of the opponent's kept cards in a two-player hand.

A hand holds first the cards its owner kept at the end of its last turn, then the
cards it drew.  The drawn cards are any unseen cards; the kept ones are not: they are
the cards the opponent chose not to play.  A good player reads them from the play
("he stopped with two red tops, so he had nothing that finished his line").

`KeptCards` remembers Hard's last decision: its view and its move.  At the start of
Hard's next turn it rebuilds the table as the opponent found it, and for every set
of cards the opponent may have kept it replays the opponent's turn as Normal would
have played it holding them.  Sets whose replay leaves the table as it is now are
likely; the others keep a small weight (DOUBT), because an opponent need not play
like Normal.  Guessed deals then draw the kept cards by these weights.

Everything here comes from what Hard saw: its own views and its own moves.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import combinations_with_replacement
from math import comb

from game.peek_and_run.ai import PeekAndRunAgent
from game.peek_and_run.cards import DECK, Card
from game.peek_and_run.view import PeekAndRunView, determinize

#: The weight of kept cards with which Normal would not have played the turn seen.
DOUBT = 0.05
#: Beyond this many candidate sets (four-card hands) the turn is not read.
MOST_CANDIDATES = 600
#: A turn has at most four moves, each of at most four decisions; a replay that runs
#: longer than this has gone wrong.
LONGEST_TURN = 24

Kind = tuple[str, int]  # (colour, rank): cards of one kind are alike to the rules


def kind(card: Card) -> Kind:
    return card.colour, card.rank


class KeptCards:
    """A belief about the opponent's kept cards, for Hard's guessed deals."""

    def __init__(self):
        self.last: tuple[PeekAndRunView, object] | None = None
        self.reading: Reading | None = None
        self.reader = PeekAndRunAgent()

    def record(self, view: PeekAndRunView, action) -> None:
        """Hard chose `action` in `view`."""
        self.last = (view, action)

    def determinizer(self, view: PeekAndRunView):
        """A function (view, rng) -> state for this decision's guessed deals, or None
        where there is nothing read (the game's own guesses then serve)."""
        if view.phase == "play" and view.moves == 0:
            self.reading = self._read(view)
        reading = self.reading
        if reading is None or not reading.fits(view):
            return None
        weighted = reading.weights(view)
        if not weighted:
            return None
        return lambda v, rng: reading.deal(v, weighted, rng)

    # -- reading the opponent's last turn -------------------------------------------

    def _read(self, view: PeekAndRunView) -> Reading | None:
        turn = self._turn_seen(view)
        if turn is None:
            return None
        before, action, opponent, played, kept = turn
        if kept == 0:
            return None
        pool = Counter(kind(c) for c in unseen(view))
        fixed = [c for c in view.hands[opponent][:kept] if c is not None]
        open_places = kept - len(fixed)
        kinds = sorted(k for k, n in pool.items() if n > 0)
        if comb(len(kinds) + open_places - 1, open_places) > MOST_CANDIDATES:
            return None
        candidates = []
        for guess in combinations_with_replacement(kinds, open_places):
            need = Counter(guess)
            if any(pool[k] < n for k, n in need.items()):
                continue
            cards = fixed + pick_cards(view, need)
            likely = self._replays(view, before, action, opponent, played + cards)
            candidates.append((tuple(sorted(guess)), 1.0 if likely else DOUBT))
        return Reading(view.seat, opponent, view.hands_dealt, kept,
                       tuple(map(kind, fixed)), candidates)

    def _turn_seen(self, view: PeekAndRunView):
        """(our last view, our move, opponent, cards it played, how many it kept), when
        the opponent's turn since our last decision can be read; else None."""
        if self.last is None or view.num_seats != 2 or view.option["dynamic_draw"]:
            return None
        before, action = self.last
        seat = view.seat
        if (before.seat != seat or before.hands_dealt != view.hands_dealt
                or before.scores != view.scores or before.current != seat):
            return None
        opponent = 1 - seat
        held_before = len(before.hands[opponent])
        played = new_cards(before, view) - set(before.my_hand) - {before.peek_ten}
        if not played:
            return None
        played = sorted(played, key=DECK.index)
        kept = held_before - len(played)
        if not 0 <= kept <= len(view.hands[opponent]):
            return None
        return before, action, opponent, played, kept

    def _replays(self, view, before, action, opponent, held) -> bool:
        """Whether Normal, holding `held` at the start of its turn, would have left the
        table as `view` shows it."""
        seat = view.seat
        after = [c for c in before.my_hand if c in view.my_hand]
        if tuple(view.my_hand[:len(after)]) != tuple(after):
            return False
        drawn = view.my_hand[len(after):]
        if len(drawn) > len(before.stock):
            return False
        stock = tuple(drawn) + before.stock[len(drawn):]
        hands = list(before.hands)
        hands[seat], hands[opponent] = before.my_hand, tuple(held)
        seen = list(before.hand_seen)
        seen[opponent] = ((),) * len(held)
        table = replace(before, hands=tuple(hands), hand_seen=tuple(seen), stock=stock)
        rng = random.Random(0)
        try:
            state = determinize(table, rng)
        except IndexError:  # the guess uses a card seen elsewhere
            return False
        state.apply(seat, action)
        if state.current != opponent or state.is_over:
            return False
        for _ in range(LONGEST_TURN):
            if state.is_over or state.current != opponent:
                break
            legal = state.legal_actions(opponent)
            state.apply(opponent, self.reader.choose(state.view(opponent), legal, rng))
        return (not state.is_over and state.current == seat
                and state.hands_dealt == view.hands_dealt
                and tuple(state.board) == view.board
                and list(map(kind, state.piles[0])) == list(map(kind, view.left))
                and list(map(kind, state.piles[1])) == list(map(kind, view.right)))


class Reading:
    """The kept cards of one opponent turn: candidate kinds with their likelihood."""

    def __init__(self, seat, opponent, hands_dealt, kept, fixed, candidates):
        self.seat, self.opponent, self.hands_dealt = seat, opponent, hands_dealt
        self.kept, self.fixed, self.candidates = kept, fixed, candidates

    def fits(self, view: PeekAndRunView) -> bool:
        return (view.seat == self.seat and view.hands_dealt == self.hands_dealt
                and len(view.hands[self.opponent]) >= self.kept)

    def weights(self, view: PeekAndRunView) -> list[tuple[tuple, float]]:
        """Each candidate's weight now: its likelihood times the ways to deal it from
        the cards still unseen (a peek since may have shown some of them)."""
        pool = Counter(kind(c) for c in unseen(view))
        shown = Counter(kind(c) for c in view.hands[self.opponent][:self.kept]
                        if c is not None) - Counter(self.fixed)
        weighted = []
        for guess, likelihood in self.candidates:
            need = Counter(guess) - shown
            if sum(need.values()) != len(guess) - sum(shown.values()):
                continue  # a card shown since is not in this guess
            ways = 1
            for k, n in need.items():
                ways *= comb(pool[k], n)
            if ways:
                weighted.append((tuple(need.elements()), likelihood * ways))
        return weighted

    def deal(self, view: PeekAndRunView, weighted, rng: random.Random):
        """A guessed deal whose kept cards are drawn by weight."""
        total = sum(w for _, w in weighted)
        pick = rng.random() * total
        for guess, weight in weighted:
            pick -= weight
            if pick <= 0:
                break
        free = unseen(view)
        rng.shuffle(free)
        cards = []
        for wanted in guess:
            card = next(c for c in free if kind(c) == wanted)
            free.remove(card)
            cards.append(card)
        rng.shuffle(cards)
        hand = list(view.hands[self.opponent])
        for place in range(self.kept):
            if hand[place] is None:
                hand[place] = cards.pop()
        hands = list(view.hands)
        hands[self.opponent] = tuple(hand)
        return determinize(replace(view, hands=tuple(hands)), rng)


def unseen(view: PeekAndRunView) -> list[Card]:
    """The cards the view does not show anywhere, in deck order."""
    visible = {c for hand in view.hands for c in hand if c is not None}
    visible |= {c for c in view.stock if c is not None}
    visible |= set(view.left) | set(view.right)
    if view.peek_ten is not None:
        visible.add(view.peek_ten)
    return [c for c in DECK if c not in visible]


def new_cards(before: PeekAndRunView, now: PeekAndRunView) -> set[Card]:
    """Cards on the piles now that were not on them before."""
    return (set(now.left) | set(now.right)) - (set(before.left) | set(before.right))


def pick_cards(view: PeekAndRunView, need: Counter) -> list[Card]:
    """Unseen cards of the kinds `need` asks for (the first of each in deck order)."""
    cards, wanted = [], Counter(need)
    for card in unseen(view):
        if wanted[kind(card)] > 0:
            wanted[kind(card)] -= 1
            cards.append(card)
    return cards
