"""The Hard agent (ISMCTS): legal, deterministic, sees only views, and finds wins."""

import dataclasses
import gc
import random
import weakref
from functools import cache

import pytest

from game.ai.ismcts import HardAgent, make_hard, parse_budget
from game.ai.ismcts_rollout import Playout, leads
from game.procession.actions import Flip
from game.procession.runs import run_lengths
from game.registry import all_games, get_game, make_agent

GAMES = {info.id: info for info in all_games()}


def play_some(info, specs, seed, max_decisions, options=None):
    """Play up to `max_decisions` as the table does; return (decisions, illegal)."""
    state = info.start(len(specs), options or {}, seed)
    agents = [make_agent(info, spec) for spec in specs]
    rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(specs))]
    decisions = illegal = 0
    while not state.is_over and decisions < max_decisions:
        for seat in state.to_act():
            if state.is_over or seat not in state.to_act():
                continue
            legal = state.legal_actions(seat)
            action = agents[seat].choose(state.view(seat), legal, rngs[seat])
            illegal += action not in legal
            state.apply(seat, action if action in legal else legal[0])
            decisions += 1
    return decisions, illegal


def first_choice(info, seed, moves):
    """The first position from `moves` random decisions into a match on where the
    seat to act has more than one move, and its moves (asserted: a test of a choice
    never quietly tests nothing)."""
    for more in range(moves, moves + 40):
        state = mid_game(info, seed, more)
        legal = state.legal_actions(state.to_act()[0])
        if len(legal) >= 2:
            return state, legal
    raise AssertionError(f"no choice within 40 moves of move {moves}")


def mid_game(info, seed, moves, seats=None):
    """A state `moves` random decisions into a match, still going."""
    state = info.start(seats or info.default_seats, {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.to_act()[0]
        after = state.clone()
        after.apply(seat, rng.choice(state.legal_actions(seat)))
        if after.is_over:
            break
        state = after
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_proposes_only_legal_moves(game_id):
    info = GAMES[game_id]
    for seats in sorted({info.min_seats, info.max_seats}):
        specs = ["hard:6"] + ["random"] * (seats - 1)
        decisions, illegal = play_some(info, specs, seed=seats, max_decisions=40)
        assert decisions > 0 and illegal == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_budget_same_choices(game_id):
    info = GAMES[game_id]
    state = mid_game(info, seed=5, moves=6)
    seat = state.to_act()[0]
    view, legal = state.view(seat), state.legal_actions(seat)
    picks = [make_hard(info, "40").choose(view, legal, random.Random(9)) for _ in range(2)]
    assert picks[0] == picks[1]


@pytest.mark.parametrize("game_id", GAMES)
def test_step_by_step_thinking_equals_choose(game_id):
    info = GAMES[game_id]
    state = mid_game(info, seed=8, moves=4)
    seat = state.to_act()[0]
    view, legal = state.view(seat), state.legal_actions(seat)
    whole = make_hard(info, "30")
    chosen = whole.choose(view, legal, random.Random(4))
    sliced = make_hard(info, "30")
    sliced.start(view, legal, random.Random(4))
    for _ in range(6):
        sliced.step(5)
    assert sliced.best() == chosen
    assert sliced.search.root_stats() == whole.search.root_stats()


@pytest.mark.parametrize("game_id", GAMES)
def test_search_gets_only_the_view(game_id):
    info = GAMES[game_id]
    state = mid_game(info, seed=2, moves=5)
    seat = state.to_act()[0]
    view, legal = state.view(seat), state.legal_actions(seat)
    gone = weakref.ref(state)
    del state
    gc.collect()
    assert gone() is None, "the view must not keep the real state alive"
    asked = []

    def determinize(given, rng):
        asked.append(given)
        return info.determinize(given, rng)

    watched = dataclasses.replace(info, determinize=determinize)
    action = HardAgent(watched, iterations=12).choose(view, legal, random.Random(1))
    assert action in legal
    if len(legal) > 1:
        assert len(asked) == 12 and all(given is view for given in asked)


# -- finding the win in Procession, against a brute-force solution --------------------------

@cache
def mover_wins(row, occurred) -> bool:
    """Two players, last mover wins: can the player to move force a win?"""
    for position in range(len(row)):
        after = row[:position] + (row[position] ^ 1,) + row[position + 1:]
        runs = run_lengths(after)
        if runs not in occurred and not mover_wins(after, occurred | {runs}):
            return True
    return False


def winning_flips(state):
    occurred = frozenset(run_lengths(r) for r in state.history)
    wins = []
    for flip in state.legal_actions(state.next_seat):
        after = state._flipped(flip.position)
        if not mover_wins(after, occurred | {run_lengths(after)}):
            wins.append(flip)
    return wins


def test_hard_finds_the_winning_flip_in_procession():
    info = get_game("procession")
    tested = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = info.start(2, {"n": 6}, seed)
        for _ in range(rng.randrange(1, 5)):
            if state.is_over:
                break
            state.apply(state.next_seat, rng.choice(state.legal_actions(state.next_seat)))
        if state.is_over:
            continue
        legal = state.legal_actions(state.next_seat)
        wins = winning_flips(state)
        if not wins or len(wins) == len(legal):
            continue  # nothing to find
        agent = HardAgent(info, iterations=600, policy=None)
        assert agent.choose(state.view(state.next_seat), legal, random.Random(seed)) in wins
        tested += 1
    assert tested >= 5


def test_winning_flip_solver_agrees_with_the_published_ending():
    # Rules sample (n=5): after 00001 the player to move has no legal flip.
    info = get_game("procession")
    state = info.start(2, {"n": 5}, 0)
    for position in (4, 1, 5, 1, 4):
        state.apply(state.next_seat, Flip(position))
    assert state.is_over and winning_flips(state) == []


# -- small parts -------------------------------------------------------------------------------

def test_budget_text():
    assert parse_budget(None) == {}
    assert parse_budget("300") == {"iterations": 300}
    assert parse_budget("250ms") == {"seconds": 0.25}
    assert parse_budget("2s") == {"seconds": 2.0}
    with pytest.raises(ValueError):
        parse_budget("lots")


def test_a_hand_is_scored_by_each_seats_lead_over_the_others():
    assert leads([5, 1]) == [4.0, -4.0]
    assert leads([3, 3]) == [0.0, 0.0]
    assert leads([2, 8, 2, 0]) == pytest.approx([-4 / 3, 20 / 3, -4 / 3, -4.0])


@pytest.mark.skipif("precognition" not in GAMES, reason="Precognition not built")
def test_a_rival_writing_at_the_same_time_never_learns_our_string():
    # Strings are written secretly and at once: in the tree the rival's letters come
    # from its own view (the playout policy), never from a node under our letter.
    info = GAMES["precognition"]
    state = info.start(2, {}, 1)
    assert len(state.to_act()) == 2
    agent = HardAgent(info, iterations=60)
    agent.choose(state.view(0), state.legal_actions(0), random.Random(3))
    writing = {"U", "D", "S", "erase", "done"}
    stack = list(agent.search.root.children.values())
    while stack:
        node = stack.pop()
        assert not (node.seat == 1 and str(node.action) in writing)
        stack.extend(node.children.values())


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_advisers_move_gets_the_first_look(game_id):
    info = GAMES[game_id]
    state, legal = first_choice(info, seed=5, moves=6)
    seat = state.to_act()[0]
    hard = make_hard(info, "1")
    hard.choose(state.view(seat), legal, random.Random(5))
    visited = [action for action, visits, _ in hard.search.root_stats() if visits]
    assert visited == [hard.search.favourite]


def test_the_game_tuning_reaches_the_search_and_overrides_win():
    info = GAMES["peek-and-run"]
    tuned = make_hard(info, "10")
    assert tuned.playout.horizon == 2 and tuned.bias == 2.0
    plain = make_hard(info, "10", evaluate=None, bias=7.0)
    assert plain.playout.horizon is None and plain.bias == 7.0


def _judged_positions(horizon_from_root: bool, iterations: int) -> tuple[set, int]:
    """(who was to move, moves made in that turn) at each position Hard judged in
    one Peek and Run search, and the searching seat."""
    info = GAMES["peek-and-run"]
    positions = set()

    def judge(state):
        positions.add((state.to_act()[0], state.moves))
        return [0.0] * state.num_seats

    state = info.start(2, {}, seed=3)
    seat = state.to_act()[0]
    hard = make_hard(info, str(iterations), evaluate=judge, horizon=2,
                     horizon_from_root=horizon_from_root)
    hard.choose(state.view(seat), state.legal_actions(seat), random.Random(3))
    return positions, seat


def test_a_horizon_counted_from_the_root_judges_every_iteration_at_the_same_turn():
    # Two mover changes on: the start of the searching seat's next turn.  With this
    # many iterations the tree grows past that point, and must stop there too.
    positions, seat = _judged_positions(horizon_from_root=True, iterations=2000)
    assert positions == {(seat, 0)}
    positions, seat = _judged_positions(horizon_from_root=False, iterations=200)
    assert {mover for mover, _ in positions} == {0, 1}  # from the tree's end, it drifts


def _tree_seats(node) -> set:
    seats = set()
    for (seat, _), child in node.children.items():
        seats |= {seat} | _tree_seats(child)
    return seats


@pytest.mark.parametrize("own_moves_only, expected", [(True, {0}), (False, {0, 1})])
def test_a_tree_of_own_moves_leaves_the_others_to_the_policy(own_moves_only, expected):
    info = GAMES["peek-and-run"]
    state = info.start(2, {}, seed=5)
    seat = state.to_act()[0]
    hard = make_hard(info, "400", own_moves_only=own_moves_only)
    hard.choose(state.view(seat), state.legal_actions(seat), random.Random(5))
    assert {(s - seat) % 2 for s in _tree_seats(hard.search.root)} == expected


class _Always:
    """A policy that always picks one move."""

    def __init__(self, move):
        self.move = move

    def choose(self, view, legal, rng):
        return self.move


class _Table:
    def view(self, seat):
        return None


def test_an_opponent_model_plays_the_others_exactly_by_the_policy():
    playout = Playout(GAMES["serpent"], _Always(7), epsilon=1.0, others_epsilon=0.0)
    rng = random.Random(0)
    legal = list(range(10))
    searcher_moves = {playout.pick(_Table(), 0, legal, rng, searcher=0) for _ in range(50)}
    other_moves = {playout.pick(_Table(), 1, legal, rng, searcher=0) for _ in range(50)}
    assert len(searcher_moves) > 1 and other_moves == {7}
    unmodelled = Playout(GAMES["serpent"], _Always(7), epsilon=1.0)
    assert len({unmodelled.pick(_Table(), 1, legal, rng, searcher=0) for _ in range(50)}) > 1
