"""No Lookie players: what sets the levels apart is how much they remember.

The scripted play scores a tableau by expectation (an unknown card is worth the
mean of the cards it hasn't seen), takes the discard when it beats the average
draw, replaces its highest known cards, chases a matching bottom row and knocks
when its expected score is clearly below what its opponents have had time to
reach.  It plays from the view as its memory recalls it (memory.py): Easy soon
forgets most of what it saw, Normal keeps the last few cards in mind.  Hard is the
generic search (game.ai.ismcts) over the whole view: it remembers everything, and
so does the scripted play that advises it and plays out its searches.  Normal's
hint is its own decision, with the rule of thumb that chose it put into words
(hints.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.decision import Decision
from game.core import Hint
from game.no_lookie import events as ev
from game.no_lookie import hints
from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Rearrange,
    Replace,
    Swap,
    TradeFrom,
)
from game.no_lookie.cards import BOTTOM, ELEVEN, SLOTS, TOP, is_action
from game.no_lookie.memory import EASY, NORMAL, TOTAL_RECALL, Memory
from game.no_lookie.mind import (
    ACTION_WORTH,
    MARGIN_WEIGHT,
    SKIP_COST,
    Mind,
    best_trade,
    knock_measure,
    worst_place,
)
from game.no_lookie.rules import ACTION, HOLD, PICK, PLACE, TRADE_WITH, TURN
from game.no_lookie.view import NoLookieView


class NoLookieAgent:
    """The scripted play, from what `memory` still holds of the view."""

    def __init__(self, memory: Memory = TOTAL_RECALL):
        self.memory = memory

    def choose(self, view: NoLookieView, legal_actions: Sequence, rng: random.Random):
        return self.decide(view, legal_actions).action

    def hint(self, view: NoLookieView, legal_actions: Sequence, rng: random.Random) -> Hint:
        return self.decide(view, legal_actions).hint()

    def decide(self, view: NoLookieView, legal_actions) -> Decision:
        """The move, from what this player remembers, and a function saying why (built
        only for hints, from the same remembered view)."""
        legal = list(legal_actions)
        view = self.memory.recall(view)
        mind = Mind(view, view.own())
        choice = _BY_PHASE[view.phase](mind, legal)
        # the listed action itself, not an equal one: the rules find it in their list
        # by identity
        action = next((listed for listed in legal if listed == choice), legal[0])
        return Decision(action, lambda: hints.reason(mind, action))


def _turn(mind: Mind, legal: list):
    view = mind.view
    if Knock() in legal and _should_knock(mind):
        return Knock()
    if DrawDiscard() in legal:
        gain, _ = mind.best_place(view.discard[-1])
        if gain > 0 and gain > mind.draw_gain():
            return DrawDiscard()
    return DrawStock()


def _should_knock(mind: Mind) -> bool:
    mine, bar = knock_measure(mind)
    return mine < bar


def _hold(mind: Mind, legal: list):
    gain, slot = mind.best_place(mind.view.held)
    return Replace(slot) if gain > discard_worth(mind.view.held) else DiscardDrawn()


def discard_worth(card: int) -> float:
    """What discarding a drawn card is worth: an action card's action, or the 11's
    lost turn (a cost)."""
    if card == ELEVEN:
        return -SKIP_COST
    return ACTION_WORTH if is_action(card) else 0.0


def _action(mind: Mind, legal: list):
    first = legal[0]
    if isinstance(first, Swap):
        return _best_swap(mind)
    if isinstance(first, TradeFrom):
        gain, slot, _ = best_trade(mind, SLOTS)
        return TradeFrom(slot) if gain > 0.5 else Decline()
    if isinstance(first, Burn):
        return _best_burn(mind)
    if isinstance(first, Draft):
        return _draft(mind)
    if isinstance(first, RaysPlay):
        return RaysPlay()
    return Decline()


def _best_swap(mind: Mind):
    now = mind.expected(mind.own)
    best, choice = 0.01, Decline()
    for top in TOP:
        for bottom in BOTTOM:
            cards = list(mind.own)
            cards[top], cards[bottom] = cards[bottom], cards[top]
            gain = now - mind.expected(cards)
            if gain > best:
                best, choice = gain, Swap(top, bottom)
    return choice


def _trade_with(mind: Mind, legal: list):
    _, _, target = best_trade(mind, (mind.view.trade_slot,))
    return target


def _best_burn(mind: Mind):
    """Burn the card whose fresh draw gains most (the 11 costs a turn unless free)."""
    now = mind.expected(mind.own)
    best, choice = 0.5, Decline()
    free = mind.view.option_values.get("free_eleven", True)
    for slot in SLOTS:
        gain = now - mind.expected(mind.with_card(slot, None))
        if mind.own[slot] == ELEVEN and not free:
            gain -= SKIP_COST
        if gain > best:
            best, choice = gain, Burn(slot)
    return choice


def _draft(mind: Mind):
    """Draft when some card could use replacing; the leader among the others
    picks last."""
    view = mind.view
    if worst_place(mind)[0] < mind.mean:
        return Decline()
    n = view.num_seats
    last_left, last_right = (view.seat - 1) % n, (view.seat + 1) % n
    return Draft(1) if view.vp[last_left] >= view.vp[last_right] else Draft(-1)


def _pick(mind: Mind, legal: list):
    return max(legal, key=lambda a: (mind.best_place(a.card)[0], -a.card))


def _place(mind: Mind, legal: list):
    return Replace(mind.best_place(mind.view.my_pick)[1])


_BY_PHASE = {TURN: _turn, HOLD: _hold, ACTION: _action, TRADE_WITH: _trade_with,
             PICK: _pick, PLACE: _place}


def make_normal(param: str | None = None) -> NoLookieAgent:
    return NoLookieAgent(NORMAL)


def make_easy(param: str | None = None) -> NoLookieAgent:
    return NoLookieAgent(EASY)


def make_hard(param: str | None = None):
    """The generic search with No Lookie's tuning and a budget from `param`
    ("300", "500ms").  Its root advice and its playouts come from the scripted play
    with total recall, not from the forgetful Normal."""
    from game.ai.ismcts import make_hard as make_search
    from game.no_lookie import GAME
    hard = make_search(GAME, param)
    hard.adviser = hard.playout.policy = NoLookieAgent(TOTAL_RECALL)
    return hard


# -- Hard's measure of a round ------------------------------------------------------------

def hand_leads(events: Sequence) -> list[float]:
    """Each seat's lead from the round just revealed, in Victory Points: a VP card
    won counts 1, one flipped by a failed caller -1, less the mean of the others;
    a small share of the score margin tells a near miss from a rout."""
    revealed = next(e for e in events if isinstance(e, ev.RoundRevealed))
    n = len(revealed.scores)
    gains = [float(seat in revealed.victory) - float(seat == revealed.flipped)
             for seat in range(n)]
    totals_gain, totals_score = sum(gains), sum(revealed.scores)
    return [gains[s] - (totals_gain - gains[s]) / (n - 1)
            + MARGIN_WEIGHT * ((totals_score - revealed.scores[s]) / (n - 1) - revealed.scores[s])
            for s in range(n)]


#: Pull toward Normal's move at the root.  Against three Normals at 50 iterations a
#: light pull did better than the default 4 (1.6 VP a match to 1.45).
HARD_BIAS = 1.0


def hard_tuning() -> dict:
    """Hard judges a playout by the Victory Points the round gives (what wins the
    match), not by the tableau scores, and follows Normal's advice only lightly."""
    return {"hand_leads": hand_leads, "lead_scale": 1.0, "bias": HARD_BIAS,
            "prune": without_rearranging}


def without_rearranging(view, legal: Sequence) -> list:
    """Rearranging a row changes nothing here: every memory follows the cards it
    knows.  The search spends no visits on it."""
    return [action for action in legal if not isinstance(action, Rearrange)]
