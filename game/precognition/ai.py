"""Scripted Precognition players.

A club player's plan: every change into one's own card is one's own to choose, and
the change right after it is nearly forced when the card is extreme (after a King the
next player can only go down or stay).  So each extreme card in hand buys two letters:
a high card "UD", a low card "DU".  The Normal player writes the string its extremes
can force, a length matched to how many it holds, then while placing it steers the
changes toward that string, saves its extremes for when they advance it, and with
free moves spoils what the others seem to be building (a Stay breaks most strings).
Easy writes a less fitting length and sometimes places a card at random.  Normal's
hint is its own decision, with the rule of thumb that chose it put into words
(hints.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.ai.decision import Decision
from game.core import Hint
from game.precognition import hints
from game.precognition.actions import Erase, Finish, Letter, Place
from game.precognition.cards import SORTED_DECK, SUITS, change
from game.precognition.cards import opening_made as _progress  # how close a string is
from game.precognition.plan import HIGH, LOW, Placing, count_going
from game.precognition.view import PrecognitionView


@dataclass
class PrecognitionAgent:
    name: str = "normal"
    slip: float = 0.0  # chance of placing a random card
    length_error: int = 0  # Easy misjudges how long a string its hand can force
    share: float = 0.2  # part of one's extremes spent on one attempt at the string
    guess_rivals: bool = True

    def choose(self, view: PrecognitionView, legal_actions: Sequence, rng: random.Random):
        if not view.writing and self.slip and rng.random() < self.slip:
            return rng.choice(list(legal_actions))
        return self.decide(view, legal_actions).action

    def hint(self, view: PrecognitionView, legal_actions: Sequence,
             rng: random.Random) -> Hint:
        return self.decide(view, legal_actions).hint()

    def decide(self, view: PrecognitionView, legal_actions) -> Decision:
        """The move this player makes, and a function saying why (built only for hints)."""
        if view.writing:
            return self._write(view)
        return self._place(view, legal_actions)

    # -- writing ------------------------------------------------------------------

    def _write(self, view: PrecognitionView):
        blocks, target = self.plan(view)
        written = view.string
        if written == target:
            action = Finish()
        elif target.startswith(written):
            action = Letter(target[len(written)])
        else:
            action = Erase()
        return Decision(action, lambda: hints.write_reason(view, action, blocks, target))

    def target_string(self, view: PrecognitionView) -> str:
        """The string this hand can force: one block per extreme card to spend."""
        return self.plan(view)[1]

    def plan(self, view: PrecognitionView) -> tuple[list[str], str]:
        """The blocks ("UD" for a high card, "DU" for a low one) and the string they make."""
        return self.plan_for(view.hand, len(view.players), view.row_length, view.deal_number)

    def plan_for(self, hand, players: int, row_length: int,
                 deal_number: int) -> tuple[list[str], str]:
        """`plan` for a player holding `hand`, among `players` in deal `deal_number`."""
        highs, lows = _extremes(hand)
        misjudged = _misjudgement(hand, deal_number, self.length_error)
        blocks, string = _planned(self.share, highs, lows, misjudged, players, row_length,
                                  deal_number)
        return list(blocks), string

    # -- placing ------------------------------------------------------------------

    def _place(self, view: PrecognitionView, legal_actions):
        rivals = self._rival_strings(view) if self.guess_rivals else []
        others = _others_cards(view)
        options = [_placing(view, action, rivals, others)
                   for action in _one_per_rank(legal_actions)]
        best = max(options, key=lambda option: option.score)
        return Decision(best.action,
                        lambda: hints.place_reason(view, best, options, rivals, others))

    def _rival_strings(self, view: PrecognitionView) -> list[str]:
        """What the others are likely steering toward.  With two players and a full
        deal the rival's hand is known, so guess they write as we would; otherwise
        watch for the repeating shapes an extreme-card plan leaves on the table."""
        if len(view.players) != 2 or view.set_aside_count:
            return []
        mine = [*view.hand, *(c for c, s in zip(view.row, view.placed_by) if s == view.seat)]
        players, length, deal = len(view.players), view.row_length, view.deal_number
        if self.length_error:  # a misjudgement looks at the very cards
            theirs = tuple(c for c in SORTED_DECK if c not in set(mine))
            return [self.plan_for(theirs, players, length, deal)[1]]
        highs, lows = _extremes(mine)  # the rival holds every other card
        return [_planned(self.share, DECK_HIGHS - highs, DECK_LOWS - lows, 0, players, length,
                         deal)[1]]


def _placing(view: PrecognitionView, action: Place, rivals: list[str],
             others: list[int]) -> Placing:
    row_changes = view.changes
    rank = action.card.rank
    after = row_changes + (change(view.row[-1].rank, rank) if view.row else "")
    done = view.string in row_changes
    advance = 0.0 if done else _advance(view.string, after, others, rank)
    return Placing(action, after, advance, _threat(after, rivals, row_changes),
                   _extremity(rank))


def _advance(string: str, after: str, others: list[int], rank: int) -> float:
    """How far `after` (the changes with this card) carries the string, counting
    the chance that the next player's change is the letter it needs next."""
    if string in after:
        return 100.0
    progress = _progress(string, after)
    needed = string[progress]
    return progress + 2.0 * _chance_of(needed, rank, others) - (1.0 if progress == 0 else 0.0)


def _threat(after: str, rivals: list[str], before: str) -> float:
    """How much this change helps the others: a Stay breaks nearly every string;
    a guessed rival string carried forward (or completed) counts against the move."""
    if after.endswith("S"):
        return -1.0
    if not rivals:
        return 0.3 * _building(after)
    threat = 0.0
    for guess in rivals:
        if guess in before:
            continue
        threat += 50.0 if guess in after else 0.5 * _progress(guess, after)
    return threat


def _building(changes: str) -> int:
    """Length of the recent run that follows a two- or four-letter repeat, the shape
    an extreme-card plan leaves on the table."""
    longest = 0
    for period in (2, 4):
        run = 0
        for k in range(len(changes) - 1, period - 1, -1):
            if changes[k] != changes[k - period] or changes[k] == "S":
                break
            run += 1
        longest = max(longest, run)
    return longest


def _chance_of(letter: str, rank: int, others: list[int]) -> float:
    if not others:
        return 0.0
    return count_going(letter, rank, others) / len(others)


def _others_cards(view: PrecognitionView) -> list[int]:
    """Values the other players may hold: with two players, exactly the opponent's
    (lowest first: each value's cards left unseen)."""
    left = [4] * 14
    for card in view.hand:
        left[card.rank] -= 1
    for card in view.row:
        left[card.rank] -= 1
    return [rank for rank in range(1, 14) for _ in range(left[rank])]


def _one_per_rank(legal_actions) -> list[Place]:
    chosen = {}
    for action in legal_actions:
        chosen.setdefault(action.card.rank, action)
    return list(chosen.values())


def _extremes(hand) -> tuple[int, int]:
    return (sum(1 for c in hand if c.rank >= HIGH), sum(1 for c in hand if c.rank <= LOW))


DECK_HIGHS, DECK_LOWS = _extremes(SORTED_DECK)


@lru_cache(maxsize=1 << 12)
def _planned(share: float, highs: int, lows: int, misjudged: int, players: int,
             row_length: int, deal_number: int) -> tuple[tuple[str, ...], str]:
    """The blocks and the string of a hand with `highs` high and `lows` low cards
    (see `PrecognitionAgent.plan`)."""
    extremes = highs + lows
    blocks = []
    spend = max(1, round(share * (highs + lows)))
    spend = max(1, spend + misjudged)
    for _ in range(spend):
        if highs >= lows and highs:
            blocks.append("UD")
            highs -= 1
        elif lows:
            blocks.append("DU")
            lows -= 1
        else:
            blocks.append("UD")
    string = _join(blocks, players, extremes + deal_number)
    return tuple(blocks), string[:max(1, row_length - 1)]


def _extremity(rank: int) -> float:
    return abs(rank - 7) / 6


def _join(blocks: list[str], players: int, variety: int) -> str:
    """With more than two players, the players after the forced one move freely.
    After a forced Down the row sits low, so the guess for the next is Up (and
    Down after a forced Up), then alternating.  A few such guesses end the string:
    how many varies from hand to hand and deal to deal, so that equal strings do
    not tie deal after deal."""
    free = players - 2
    string = ""
    for k, block in enumerate(blocks):
        last = k == len(blocks) - 1
        guesses = min(free, variety % 3) if last else free
        string += block + _guesses(block, guesses)
    return string


def _guesses(block: str, count: int) -> str:
    first = "U" if block.endswith("D") else "D"
    other = "D" if first == "U" else "U"
    return "".join(first if k % 2 == 0 else other for k in range(count))


def _misjudgement(hand, deal_number: int, error: int) -> int:
    if not error:
        return 0
    key = sum((k + 1) * (c.rank * 4 + SUITS.index(c.suit)) for k, c in enumerate(hand))
    rng = random.Random(key * 31 + deal_number)
    return rng.choice((-error, error))


def make_normal(param: str | None = None) -> PrecognitionAgent:
    return PrecognitionAgent()


def make_easy(param: str | None = None) -> PrecognitionAgent:
    return PrecognitionAgent(name="easy", slip=0.3, length_error=2)
