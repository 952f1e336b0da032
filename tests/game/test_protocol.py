"""Every registered game against the rules protocol, over many random matches."""

import pathlib
import random
import re

import pytest

from game.registry import GAME_PACKAGES, all_games, make_agent
from game.simulate import play_match
from tests.game.conformance import random_playthrough

GAMES = {info.id: info for info in all_games()}
GAME_ROOT = pathlib.Path(__file__).resolve().parents[2] / "game"


def seat_counts(info):
    return sorted({info.min_seats, info.default_seats, info.max_seats})


@pytest.mark.parametrize("game_id", GAMES)
def test_random_matches_follow_the_protocol(game_id):
    info = GAMES[game_id]
    for num_seats in seat_counts(info):
        for seed in range(4):
            state = random_playthrough(info, num_seats, seed, check_every=7)
            outcome = state.outcome()
            assert len(outcome.scores) == len(outcome.rewards) == num_seats
            assert outcome.winners
            assert all(0.0 <= r <= 1.0 for r in outcome.rewards)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_actions_same_match(game_id):
    info = GAMES[game_id]
    agents = [make_agent(info, "random") for _ in range(info.default_seats)]
    first, _, _ = play_match(info, agents, {}, seed=11)
    second, _, _ = play_match(info, agents, {}, seed=11)
    assert first.view(None) == second.view(None)
    assert first.outcome() == second.outcome()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_agent_proposes_only_legal_moves(game_id):
    """Scripted agents play whole matches; search agents are asked along a random
    match (a whole match of search would be slow for a test)."""
    info = GAMES[game_id]
    from game.registry import agent_names
    for name in agent_names(info):
        if name in ("hard",):
            continue
        agents = [make_agent(info, name) for _ in range(info.default_seats)]
        _, decisions, illegal = play_match(info, agents, {}, seed=3)
        assert decisions > 0 and illegal == 0, name
    if "hard" in agent_names(info):
        hard = make_agent(info, "hard:12")
        rng = random.Random(5)
        state = info.start(info.default_seats, {}, 5)
        for step in range(400):
            if state.is_over:
                break
            seat = rng.choice(state.to_act())
            legal = state.legal_actions(seat)
            action = (hard.choose(state.view(seat), legal, rng) if step % 10 == 0
                      else rng.choice(legal))
            assert action in legal
            state.apply(seat, action)


def test_rules_never_import_pygame():
    offenders = []
    for path in GAME_ROOT.rglob("*.py"):
        if re.search(r"^\s*(import|from)\s+pygame", path.read_text(), re.MULTILINE):
            offenders.append(str(path))
    assert not offenders


def test_registry_ids_are_unique_and_in_menu_order():
    ids = [info.id for info in all_games()]
    assert len(ids) == len(set(ids))
    order = {p.replace("_", "-"): i for i, p in enumerate(GAME_PACKAGES)}
    assert ids == sorted(ids, key=lambda i: order[i])
