"""Serpent's scripted players: legal, deterministic, and clearly better than chance."""

import random

from game.serpent import GAME
from game.serpent.ai import least_connected, make_easy, make_normal
from game.serpent.cards import parse_cards
from game.serpent.plan import link
from game.simulate import run_series


def test_link_values_pairs_above_runs_and_wraps_round_the_ace():
    assert link(7, 7) == 2.0
    assert link(13, 1) == link(1, 2) == 1.0
    assert link(12, 1) == 0.5
    assert link(3, 9) == 0.0


def test_director_gives_away_the_card_that_links_least():
    cards = parse_cards("5S 6H 7D 7C 2S")
    assert str(least_connected(cards)) == "2♠"


def test_agents_are_deterministic_given_their_rng():
    def play(seed):
        state = GAME.start(2, {}, seed)
        agents = [make_normal(), make_easy()]
        rngs = [random.Random(1), random.Random(2)]
        moves = []
        while not state.is_over:
            seat = state.to_act()[0]
            action = agents[seat].choose(state.view(seat), state.legal_actions(seat),
                                         rngs[seat])
            moves.append(str(action))
            state.apply(seat, action)
        return moves
    assert play(4) == play(4)


def test_normal_beats_random_in_most_matches():
    result = run_series(GAME, ["normal", "random"], games=120, seed=100)
    assert result.illegal == 0
    assert result.wins[0] / result.games >= 0.7


def test_easy_beats_random_more_often_than_not():
    result = run_series(GAME, ["random", "easy"], games=80, seed=200)
    assert result.wins[1] / result.games >= 0.55
