"""No Lookie over whole random and scripted matches: invariants, views, agents."""

import pickle
import random

import pytest

from game.no_lookie.rules import HOLD
from game.registry import get_game, make_agent
from game.simulate import run_series
from tests.game.conformance import random_playthrough

INFO = get_game("no-lookie")
ALL_ACTIONS = {"swap": True, "trade": True, "burn": True, "draft": True, "rays_play": True}
VARIANTS = [{}, ALL_ACTIONS, dict(ALL_ACTIONS, wild_casey=True, free_eleven=False),
            {"draft": True, "rays_play": True}]


def every_card(state) -> list:
    cards = state.tableau + state.stock + state.discard + state.packet
    cards += [c for c in state.picks if c is not None]
    cards += [c for c in (state.held, state.draft_aside) if c is not None]
    return sorted(cards)


def check_invariants(state, seat, action, events):
    assert every_card(state) == state.deck, "a card was created or lost"
    if state.is_over:
        return
    spectator = state.view(None)
    for viewer in range(state.num_seats):
        view = state.view(viewer)
        for owner, row in enumerate(view.tableaus):
            for slot, card in enumerate(row):
                assert card is None or card == state.tableau[5 * owner + slot]
                public = spectator.tableaus[owner][slot]
                assert public is None or public == card
        if state.phase == HOLD and viewer != state.actor and not state.held_public:
            assert view.held is None
        if viewer != state.actor:
            assert view.packet is None
    for event in events:
        for viewer in range(state.num_seats):
            event.seen_by(viewer)


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("num_seats", [3, 5, 8])
def test_random_matches_keep_every_card_and_hide_what_they_should(options, num_seats):
    for seed in range(3):
        state = random_playthrough(INFO, num_seats, seed, options=options, check_every=5,
                                   on_step=check_invariants)
        assert state.is_over
        assert sum(state.vp) + sum(state.flipped) >= (7 if num_seats < 7 else 2)


def test_scripted_agents_play_legal_moves_with_every_action_card():
    for spec in ("normal", "easy"):
        result = run_series(INFO, [spec, "random", spec, "random"], 6, 20, ALL_ACTIONS)
        assert result.illegal == 0


def test_normal_collects_more_victory_points_than_random_and_easy():
    result = run_series(INFO, ["normal", "random", "easy", "random"], 60, 0)
    normal, random_a, easy, random_b = result.score_sums
    assert normal > easy and normal > 2 * max(random_a, random_b)


def test_normal_decides_from_the_view_deterministically():
    state = INFO.start(4, ALL_ACTIONS, seed=9)
    agent = make_agent(INFO, "normal")
    for _ in range(40):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        first = agent.choose(state.view(seat), legal, random.Random(1))
        assert first == agent.choose(state.view(seat), legal, random.Random(1))
        state.apply(seat, first)


def test_determinize_keeps_every_view_through_drafts_trades_and_burns():
    for seed in range(2):
        random_playthrough(INFO, 4, 100 + seed, options=ALL_ACTIONS, check_every=1)


def test_clone_is_independent_and_equal():
    state = INFO.start(5, ALL_ACTIONS, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    twin = state.clone()
    assert twin.view(None) == state.view(None) and every_card(twin) == every_card(state)
    before = pickle.dumps(state)
    for _ in range(30):
        seat = twin.to_act()[0]
        twin.apply(seat, rng.choice(twin.legal_actions(seat)))
    assert pickle.dumps(state) == before
