"""How the Hard agent finishes a search iteration: the playout policy and the score.

A playout runs the game's own scripted agent (it only ever sees `state.view(seat)`),
mixed with a share of uniformly random moves, from the end of the tree to the end of
the current hand.  Matches are many hands long, and one hand is what a decision
mostly changes, so a playout stops at the first `HandEnded` and scores that hand by
each seat's lead over the others on the hand's points, squashed into [0, 1].  Whether a
game's points are good or bad (No Lookie counts penalty points) is learnt once per
game from a few random matches, with the usual size of a hand's margin.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.core import GameInfo, HandEnded, State

#: Moves a playout may make before it is scored as a draw.
PLAYOUT_CAP = 400


class Playout:
    """Plays a determinized state on to the end of the hand and scores it.

    `policy`: an agent (`choose(view, legal, rng)`) or None for uniform random moves;
    `epsilon`: the share of moves made at random instead of by the policy;
    `whole_match`: play to the end of the match instead of the end of the hand;
    `hand_leads`, `lead_scale`: a game's own measure of a finished hand,
    `hand_leads(events)` -> each seat's lead over the others, higher is better,
    squashed as tanh(lead / lead_scale); without it, the lead on `HandEnded.points`
    with a sign and scale learnt from random play;
    `evaluate`, `horizon`: with a game's position judge (`evaluate(state)` -> each
    seat's expected lead, in the same terms as the hand measure), stop once the
    mover has changed `horizon` times and judge the position instead of playing the
    hand out; `horizon_from_root` counts those changes from the searched decision,
    so that every iteration is judged at the same point of the game, rather than
    from the end of the tree;
    `others_epsilon`: the share of random moves for the seats other than the
    searching one, when they should play as the policy does (an opponent model);
    None: `epsilon` for every seat.
    """

    def __init__(self, info: GameInfo, policy=None, epsilon: float = 0.2,
                 whole_match: bool = False, cap: int = PLAYOUT_CAP,
                 evaluate=None, horizon: int | None = None, hand_leads=None,
                 lead_scale: float = 1.0, horizon_from_root: bool = False,
                 others_epsilon: float | None = None):
        self.info = info
        self.policy = policy
        self.epsilon = epsilon
        self.others_epsilon = others_epsilon
        self.whole_match = whole_match
        self.cap = cap
        self.evaluate = evaluate
        self.horizon = horizon if evaluate is not None else None
        self.hand_leads = hand_leads
        self.lead_scale = lead_scale
        self.horizon_from_root = horizon_from_root

    def run(self, state: State, rng: random.Random, last_mover: int | None = None,
            changes: int = 0, searcher: int | None = None) -> tuple[float, ...]:
        """Play on and score.  `last_mover` and `changes`: who moved last in the
        tree and how often the mover changed there (used with `horizon_from_root`);
        `searcher`: the seat whose search this is (used with `others_epsilon`)."""
        if not self.horizon_from_root:
            last_mover, changes = None, 0
        for _ in range(self.cap):
            if state.is_over:
                return state.outcome().rewards
            seat = state.to_act()[0]
            if seat != last_mover:
                if last_mover is not None:
                    changes += 1
                last_mover = seat
                if self.horizon is not None and changes >= self.horizon:
                    return self.score_leads(self.evaluate(state))
            legal = state.listed_actions(seat)
            events = state.apply(seat, self.pick(state, seat, legal, rng, searcher))
            rewards = self.hand_over(state, events)
            if rewards is not None:
                return rewards
        return draw(state.num_seats)

    def crosses_horizon(self, seat: int, last_mover: int, changes: int) -> bool:
        """Whether `seat` moving next would pass a horizon counted from the searched
        decision, after `changes` changes of mover ending with `last_mover`.  The tree
        stops there too, so that no position past it is ever judged."""
        return (self.horizon_from_root and self.horizon is not None
                and seat != last_mover and changes + 1 >= self.horizon)

    def pick(self, state: State, seat: int, legal: Sequence, rng: random.Random,
             searcher: int | None = None):
        if len(legal) == 1:
            return legal[0]
        epsilon = self.epsilon
        if self.others_epsilon is not None and seat != searcher:
            epsilon = self.others_epsilon
        if self.policy is None or rng.random() < epsilon:
            return legal[rng.randrange(len(legal))]
        action = self.policy.choose(state.view(seat), legal, rng)
        return action if action in legal else legal[rng.randrange(len(legal))]

    def hand_over(self, state: State, events: Sequence) -> tuple[float, ...] | None:
        """Each seat's reward if `events` end the hand (and the match goes on), else
        None; always None when playouts run to the end of the match."""
        if self.whole_match or state.is_over:
            return None
        for event in events:
            if isinstance(event, HandEnded):
                if self.hand_leads is not None:
                    return self.score_leads(self.hand_leads(events))
                return self.score_hand(event)
        return None

    def score_hand(self, ended: HandEnded) -> tuple[float, ...]:
        points = _as_numbers(ended.points)
        if points is None:
            return draw(len(ended.points))
        return self.score_leads(leads(points))

    def score_leads(self, seat_leads: Sequence[float]) -> tuple[float, ...]:
        """Each seat's lead on a hand, squashed into a reward in [0, 1]."""
        if self.hand_leads is not None:
            sign, scale = 1, self.lead_scale
        else:
            sign, scale = hand_scale(self.info)
        return tuple(0.5 + 0.5 * math.tanh(sign * lead / scale) for lead in seat_leads)


def draw(num_seats: int) -> tuple[float, ...]:
    return (1.0 / num_seats,) * num_seats


def leads(points: Sequence[float]) -> list[float]:
    """Per seat, its points less the mean of the other seats' points."""
    n, total = len(points), sum(points)
    if n < 2:
        return [0.0] * n
    return [p - (total - p) / (n - 1) for p in points]


def _as_numbers(points) -> list[float] | None:
    try:
        return [float(p) for p in points]
    except (TypeError, ValueError):
        return None


_scales: dict[str, tuple[int, float]] = {}


def hand_scale(info: GameInfo) -> tuple[int, float]:
    """(sign, scale) of a hand's leads, learnt once per game from random matches.

    sign is +1 if points are good for a seat and -1 if bad; scale is twice the mean
    size of a lead, so that the usual leads fall where tanh is nearly straight and
    the search weighs a hand's margin, not just who won it.
    """
    if info.id not in _scales:
        _scales[info.id] = _learn_scale(info)
    return _scales[info.id]


def _learn_scale(info: GameInfo, matches: int = 3, max_moves: int = 20000):
    rng = random.Random(f"scale/{info.id}")
    agreement, sizes = 0.0, []
    for match in range(matches):
        state = info.start(info.default_seats, {}, seed=match)
        hands = []
        for _ in range(max_moves):
            if state.is_over:
                break
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            for event in state.apply(seat, legal[rng.randrange(len(legal))]):
                if isinstance(event, HandEnded) and _as_numbers(event.points) is not None:
                    hands.append(leads(_as_numbers(event.points)))
        sizes += [abs(lead) for hand in hands for lead in hand]
        if state.is_over:
            rewards = state.outcome().rewards
            agreement += sum(lead * (r - 1.0 / len(rewards))
                             for hand in hands for lead, r in zip(hand, rewards))
    scale = 2.0 * sum(sizes) / len(sizes) if sizes and any(sizes) else 1.0
    return (-1 if agreement < 0 else 1), scale
