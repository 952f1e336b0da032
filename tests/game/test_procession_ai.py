"""Procession's players: the solver against a brute-force search with no shortcuts,
the perfect player never losing a won position, and small strength checks."""

import random

import pytest

from game.procession import GAME
from game.procession.ai import make_easy, make_normal, make_perfect, solver_for
from game.procession.determinize import determinize
from game.procession.rules import ProcessionState
from game.procession.runs import run_lengths
from game.registry import make_agent
from game.simulate import play_match
from tests.game.procession_helpers import brute_force_wins, children


def reachable(n):
    start = ((0,) * n, frozenset([(n,)]))
    seen, stack = {start}, [start]
    while stack:
        row, occurred = stack.pop()
        for _, child, occ in children(row, occurred):
            if (child, occ) not in seen:
                seen.add((child, occ))
                stack.append((child, occ))
    return seen


def state_at(row, occurred, n):
    """A two-player state at a position, seat 0 to move.  Only the current row and
    the occurred multisets matter to the play; the view's history is stood in by
    one row per multiset."""
    state = ProcessionState(2, n)
    stand_ins = {run_lengths(r): r for r, _ in reachable(n)}
    state.history = [stand_ins[runs] for runs in sorted(occurred) if runs != run_lengths(row)]
    state.history.append(row)
    state.occurred = set(occurred)
    return state


def bits_and_mask(solver, row, occurred):
    bits = int("".join(map(str, row)), 2)
    mask = sum(1 << solver.index[r] for r in occurred)
    return bits, mask


@pytest.mark.parametrize("n", range(2, 7))
def test_solver_agrees_with_brute_force_at_every_reachable_position(n):
    solver = solver_for(n).fork()
    solver.budget = 10**9
    for row, occurred in reachable(n):
        bits, mask = bits_and_mask(solver, row, occurred)
        assert solver.wins(bits, mask) == brute_force_wins(row, occurred), (row, occurred)


def perfect_always_wins(agent, state, perfect_seat, rng, known=None):
    """Perfect against every possible line of the opponent: it makes the last move."""
    if state.is_over:
        return state.movers[-1] == perfect_seat
    known = {} if known is None else known
    key = (state.row, frozenset(state.occurred), state.next_seat)
    if key not in known:
        known[key] = _perfect_always_wins(agent, state, perfect_seat, rng, known)
    return known[key]


def _perfect_always_wins(agent, state, perfect_seat, rng, known):
    seat = state.next_seat
    if seat == perfect_seat:
        view = state.view(seat)
        twin = determinize(view, rng)
        twin.apply(seat, agent.choose(view, state.legal_actions(seat), rng))
        return perfect_always_wins(agent, twin, perfect_seat, rng, known)
    for action in state.legal_actions(seat):
        twin = state.clone()
        twin.apply(seat, action)
        if not perfect_always_wins(agent, twin, perfect_seat, rng, known):
            return False
    return True


@pytest.mark.parametrize("n, every", [(3, 1), (4, 1), (5, 1), (6, 25)])
def test_perfect_player_never_loses_a_won_position(n, every):
    """Every won position of n <= 5 and every 25th of n = 6, against every defence."""
    agent, rng, known = make_perfect(), random.Random(0), {}
    won = sorted(((r, o) for r, o in reachable(n) if brute_force_wins(r, o)), key=repr)
    assert won
    for row, occurred in won[::every]:
        state = state_at(row, occurred, n)
        assert perfect_always_wins(agent, state, 0, rng, known), (row, occurred)


def test_perfect_player_wins_n7_from_the_start_against_every_defence():
    agent, rng = make_perfect(), random.Random(1)
    state = GAME.start(2, {"n": 7}, seed=0)
    assert perfect_always_wins(agent, state, 0, rng)


def test_normal_beats_random_and_easy_beats_random_more_often_than_not():
    info = GAME
    for name, bar in (("normal", 0.8), ("easy", 0.55)):
        wins = 0.0
        for seed in range(100):
            agents = [make_agent(info, name), make_agent(info, "random")]
            if seed % 2:
                agents.reverse()
            state, _, illegal = play_match(info, agents, {}, seed)
            assert illegal == 0
            wins += state.outcome().rewards[seed % 2]
        assert wins / 100 >= bar, name


@pytest.mark.parametrize("factory", [make_perfect, make_normal, make_easy])
def test_agents_play_legal_moves_with_many_players_and_long_rows(factory):
    for seats, n in ((3, 9), (5, 12), (2, 8)):
        agents = [factory() for _ in range(seats)]
        state, decisions, illegal = play_match(GAME, agents, {"n": n}, seed=seats)
        assert state.is_over and decisions > 0 and illegal == 0
