"""Precognition's scripted players: the strings they write, legal play, and a small
strength check (the full-size figures come from `python -m game.simulate`)."""

import random

import pytest

from game.precognition import GAME
from game.precognition.actions import Finish, Letter
from game.precognition.ai import make_easy, make_normal
from game.registry import make_agent
from game.simulate import play_match


def written_string(agent, state, seat):
    rng = random.Random(0)
    while seat in state.to_act():
        action = agent.choose(state.view(seat), state.legal_actions(seat), rng)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
    return state.strings[seat]


def test_normal_writes_the_blocks_its_extreme_cards_can_force():
    high_hand = [13, 13, 12, 12, 11, 11, 10, 7, 7, 7, 6, 6, 6, 5, 5, 5, 8, 8, 8, 9, 9, 9,
                 6, 7, 8, 9]
    rest = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 10, 10, 10, 11, 11, 12,
            12, 13, 13]
    state = GAME.start(2, {}, 0, deal={"hands": [high_hand, rest]})
    string = written_string(make_normal(), state, 0)
    assert string and set(string) <= {"U", "D"}
    assert string == "UD" * (len(string) // 2)  # only high cards: Up into one, Down after


def test_strings_fit_the_row():
    state = GAME.start(2, {}, 0, deal={"hands": [[13, 1], [12, 2]]})
    assert 1 <= len(written_string(make_normal(), state, 0)) <= 3


def test_normal_makes_its_string_occur_against_a_random_player():
    made = 0
    for seed in range(20):
        state, _, _ = play_match(GAME, [make_normal(), make_agent(GAME, "random")], {}, seed)
        first = state.past[0]
        made += first.points[0] > 0
    assert made >= 18


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_agents_play_only_legal_moves_at_every_table_size(players):
    for factory in (make_normal, make_easy):
        agents = [factory() for _ in range(players)]
        state, decisions, illegal = play_match(GAME, agents, {}, seed=players)
        assert state.is_over and decisions and illegal == 0


def test_normal_beats_random_in_most_of_100_games():
    wins = 0.0
    for seed in range(100):
        agents = [make_normal(), make_agent(GAME, "random")]
        if seed % 2:
            agents.reverse()
        state, _, _ = play_match(GAME, agents, {}, seed)
        wins += state.outcome().rewards[seed % 2]
    assert wins >= 85


def test_easy_finishes_its_string_and_plays_on():
    state = GAME.start(2, {}, 4)
    agent, rng = make_easy(), random.Random(2)
    actions = []
    while 0 in state.to_act():
        action = agent.choose(state.view(0), state.legal_actions(0), rng)
        actions.append(action)
        state.apply(0, action)
    assert isinstance(actions[-1], Finish) and all(isinstance(a, Letter) for a in actions[:-1])
