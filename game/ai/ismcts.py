"""Hard: single-observer Information-Set Monte Carlo Tree Search for every game.

Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search".
One tree is grown from the deciding seat's information set.  Every iteration:

1. samples a determinization `info.determinize(view, rng)`: a full state that agrees
   with everything the view knows, hidden cards re-dealt;
2. descends the tree through the moves legal in that determinization, choosing by
   UCB1 with availability counts (a move's exploration term counts the visits in
   which it *could* have been chosen, not all the parent's visits);
3. adds one node, plays out with the game's scripted agent (ismcts_rollout) to the
   end of the hand, or a few turns on to a position the game's judge scores, and
   backs each seat's reward up to the nodes where it moved.

At the root, the scripted agent's own choice is searched first and gets a
progressive bias (Chaslot et al. 2008): a short search plays like Normal and departs
from it only on evidence.  Each game tunes the search in its `hard_tuning` (how a
hand is measured, the judge and its horizon, the bias, moves not worth a look).
Moves of several seats awaited at once (secret choices, reaction windows) are taken
one after another in seat order, as the table asks them; the other seats in the
deciding seat's window answer by the playout policy, from their own views, so the
tree never lets them see a secret move.  The agent gets only the View: the states
it searches are its own guesses.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from game.ai.ismcts_rollout import Playout
from game.core import GameInfo, View

#: Default thinking budget when no iteration count is given.
DEFAULT_SECONDS = 1.0
# A budget a player may give ("hard:300", "hard:500ms"): enough for any experiment,
# never so long that a move seems never to come.
MOST_ITERATIONS = 100_000
LEAST_SECONDS, MOST_SECONDS = 0.01, 10.0
BUDGET_RANGE = (f"hard takes 1 to {MOST_ITERATIONS} iterations or {LEAST_SECONDS * 1000:g} ms "
                f"to {MOST_SECONDS:g} s (e.g. hard:300, hard:500ms, hard:2s)")
#: UCB exploration constant (rewards are in [0, 1]).
EXPLORATION = 0.7
#: Progressive bias toward the scripted agent's own choice at the root: worth this
#: much reward on the first visit, fading as 1 / visits.  A short search then plays
#: like the scripted agent unless it finds something clearly better.  A game may
#: set its own (`GameInfo.hard_tuning`).
FAVOURITE_BIAS = 4.0


class Node:
    """A move in the tree: who made it, its visits, availability and reward sum."""

    __slots__ = ("action", "avails", "children", "reward", "seat", "visits")

    def __init__(self, seat: int | None = None, action=None):
        self.seat = seat
        self.action = action
        self.children: dict = {}
        self.visits = 0
        self.avails = 1
        self.reward = 0.0

    def ucb(self, exploration: float) -> float:
        return (self.reward / self.visits
                + exploration * math.sqrt(math.log(self.avails) / self.visits))


class Search:
    """One decision's search tree, grown a few iterations at a time."""

    def __init__(self, info: GameInfo, view: View, legal_actions: Sequence,
                 rng: random.Random, playout: Playout, exploration: float = EXPLORATION,
                 adviser=None, bias: float | None = None, prune=None,
                 own_moves_only: bool = False):
        self.info = info
        self.own_moves_only = own_moves_only
        self.view = view
        self.seat = view.seat
        self.legal = list(legal_actions)
        if prune is not None:
            self.legal = list(prune(view, self.legal)) or self.legal
        self.known = set(self.legal)
        self.rng = random.Random(rng.getrandbits(64))
        self.playout = playout
        self.exploration = exploration
        self.adviser = adviser
        self.bias = FAVOURITE_BIAS if bias is None else bias
        self.root = Node()
        self.iterations = 0
        self.favourite = self._favourite()

    def step(self, max_iterations: int) -> int:
        """Run up to `max_iterations` iterations; return how many ran."""
        if len(self.legal) < 2:
            return 0
        for _ in range(max_iterations):
            self.iterate()
        return max_iterations

    def run_for(self, seconds: float, chunk: int = 1) -> None:
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline and self.step(chunk):
            pass

    def best(self):
        """The most visited root move (ties: better mean, the scripted agent's
        choice, then the legal order)."""
        if not self.legal:
            raise ValueError("no legal action to choose from")
        scored = []
        for index, action in enumerate(self.legal):
            child = self.root.children.get((self.seat, action))
            visits = child.visits if child else 0
            mean = child.reward / child.visits if visits else 0.0
            scored.append((visits, mean, action == self.favourite, -index))
        return self.legal[max(range(len(self.legal)), key=lambda i: scored[i])]

    def root_stats(self) -> list[tuple]:
        """(action, visits, mean reward) for each legal move, for tests and tuning."""
        stats = []
        for action in self.legal:
            child = self.root.children.get((self.seat, action))
            if child is None or not child.visits:
                stats.append((action, 0, 0.0))
            else:
                stats.append((action, child.visits, child.reward / child.visits))
        return stats

    def _favourite(self):
        """The scripted agent's move here (it sees only the view), or None."""
        if self.adviser is None or len(self.legal) < 2:
            return None
        choice = self.adviser.choose(self.view, self.legal, random.Random(self.rng.getrandbits(64)))
        return choice if choice in self.known else None

    # -- one iteration --------------------------------------------------------------

    def iterate(self) -> None:
        self.iterations += 1
        rng = self.rng
        state = self.info.determinize(self.view, rng)
        node, path = self.root, [self.root]
        # Seats choosing at the same time as this one (a secret choice, a reaction)
        # must not learn its move: until they have answered they play by the playout
        # policy, which sees only their own view, outside the tree.
        alongside = set(state.to_act()) - {self.seat}
        rewards, expanded = None, False
        last_mover, changes = self.seat, 0
        while not state.is_over:
            alongside.intersection_update(state.to_act())
            seat = self._mover(state, node is self.root)
            if self.playout.crosses_horizon(seat, last_mover, changes):
                break  # the tree ends at the horizon: the playout judges this position
            if self.own_moves_only and seat != self.seat:
                break  # the others' moves are the playout policy's (an opponent model)
            if node is not self.root and seat in alongside:
                legal = state.listed_actions(seat)
                events = state.apply(seat, self.playout.pick(state, seat, legal, rng, self.seat))
            elif expanded:
                break
            else:
                legal = self._legal(state, seat, node is self.root)
                child, expanded = self._select(node, seat, legal)
                events = state.apply(seat, child.action)
                node = child
                path.append(node)
            if seat != last_mover:
                last_mover, changes = seat, changes + 1
            rewards = self.playout.hand_over(state, events)
            if rewards is not None:
                break
        if rewards is None:
            rewards = self.playout.run(state, rng, last_mover, changes, self.seat)
        for visited in path:
            visited.visits += 1
            if visited.seat is not None:
                visited.reward += rewards[visited.seat]

    def _mover(self, state, at_root: bool) -> int:
        to_act = state.to_act()
        if at_root and self.seat in to_act:
            return self.seat
        return to_act[0]

    def _legal(self, state, seat: int, at_root: bool) -> Sequence:
        legal = state.listed_actions(seat)
        if at_root and seat == self.seat:
            legal = [a for a in legal if a in self.known] or self.legal
        return legal

    def _select(self, node: Node, seat: int, legal: list) -> tuple[Node, bool]:
        """The child to descend to, and whether it was just added."""
        children = node.children
        untried = []
        best, best_value = None, -1.0
        for action in legal:
            child = children.get((seat, action))
            if child is None:
                untried.append(action)
                continue
            child.avails += 1
            value = child.ucb(self.exploration)
            if node is self.root and action == self.favourite:
                value += self.bias / child.visits
            if value > best_value:
                best, best_value = child, value
        if untried:
            if node is self.root and self.favourite in untried:
                action = self.favourite  # the adviser's move gets the first look
            else:
                action = untried[self.rng.randrange(len(untried))]
            child = Node(seat, action)
            children[(seat, action)] = child
            return child, True
        return best, False


class HardAgent:
    """ISMCTS with a budget of `iterations` per decision, or else `seconds`.

    `policy` names the game's scripted agent that advises the root and plays the
    playouts (None: no advice, random playouts); `random_playouts` keeps its advice
    but plays out at random; `epsilon`, `whole_match`, `hand_leads`, `lead_scale`,
    `evaluate` and `horizon` tune the playouts (see `Playout`); `bias` is the pull
    toward the adviser's move at the root; `prune(view, legal)` drops root moves the
    game knows to be pointless; `own_moves_only` keeps only the agent's own moves in
    the tree and leaves the others' to the playout policy, with `others_epsilon`
    random moves (a model of the opponents: the search then finds the best reply
    to it).  A game's `hard_tuning` supplies its own defaults.
    """

    name = "hard"

    def __init__(self, info: GameInfo, iterations: int | None = None,
                 seconds: float = DEFAULT_SECONDS, policy: str | None = "normal",
                 epsilon: float = 0.2, whole_match: bool = False,
                 exploration: float = EXPLORATION, random_playouts: bool = False,
                 evaluate=None, horizon: int | None = None, hand_leads=None,
                 lead_scale: float = 1.0, bias: float | None = None, prune=None,
                 horizon_from_root: bool = False,
                 own_moves_only: bool = False, others_epsilon: float | None = None):
        self.info = info
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        factory = info.agents.get(policy) if policy else None
        self.adviser = factory() if factory else None
        playout_policy = None if random_playouts else self.adviser
        self.playout = Playout(info, playout_policy, epsilon, whole_match,
                               evaluate=evaluate, horizon=horizon, hand_leads=hand_leads,
                               lead_scale=lead_scale, horizon_from_root=horizon_from_root,
                               others_epsilon=others_epsilon)
        self.own_moves_only = own_moves_only
        self.bias = bias
        self.prune = prune
        self.search: Search | None = None

    # -- the step API, for a table that thinks a slice per frame -----------------------

    def start(self, view: View, legal_actions: Sequence, rng: random.Random) -> Search:
        self.search = Search(self.info, view, legal_actions, rng, self.playout,
                             self.exploration, self.adviser, self.bias, self.prune,
                             self.own_moves_only)
        return self.search

    def step(self, max_iterations: int) -> int:
        return self.search.step(max_iterations)

    def best(self):
        return self.search.best()

    # -- the whole budget at once ---------------------------------------------------------

    def choose(self, view: View, legal_actions: Sequence, rng: random.Random):
        search = self.start(view, legal_actions, rng)
        if self.iterations is not None:
            search.step(self.iterations)
        else:
            search.run_for(self.seconds)
        return search.best()


def parse_budget(param: str | None) -> dict:
    """"300" -> 300 iterations; "250ms" or "1.5s" -> a time budget; None -> 1 second.
    ValueError, saying the range, for anything else."""
    if param is None or not param.strip():
        return {}
    text = param.strip().lower()
    try:
        if text.endswith("ms"):
            budget = {"seconds": float(text[:-2]) / 1000.0}
        elif text.endswith("s"):
            budget = {"seconds": float(text[:-1])}
        else:
            budget = {"iterations": int(text)}
    except ValueError:
        raise ValueError(f"hard:{param} is not an iteration count or a time: "
                         f"{BUDGET_RANGE}") from None
    if not (1 <= budget.get("iterations", 1) <= MOST_ITERATIONS
            and LEAST_SECONDS <= budget.get("seconds", 1.0) <= MOST_SECONDS):  # nan too
        raise ValueError(f"hard:{param} is out of range: {BUDGET_RANGE}")
    return budget


def make_hard(info: GameInfo, param: str | None = None, **overrides) -> HardAgent:
    """Hard for `info` with the game's own tuning, a budget from `param` ("300",
    "500ms") and any `overrides` of HardAgent's keywords (for experiments)."""
    tuning = dict(info.hard_tuning() if info.hard_tuning else {})
    tuning.update(parse_budget(param))
    tuning.update(overrides)
    return HardAgent(info, **tuning)
