"""Properties of every registered game, over matches hypothesis picks (seed, seat count,
option values) and plays out with random legal moves:

- an illegal action (a seat not asked, an action of another seat's list or of an
  earlier position, a malformed object) raises IllegalAction and leaves the pickled
  state byte-for-byte as it was;
- every seat's view survives determinization unchanged;
- a state determinized from any seat's view shows the spectator exactly what the real
  state shows: hidden information never reaches `view(None)`, public information is
  never lost.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given

from game.core import IllegalAction
from game.registry import all_games
from tests.game.conformance import NotAnAction
from tests.game.property_helpers import MAX_STEPS, SETTINGS, matches, positions

GAMES = {info.id: info for info in all_games()}


def refused(state, seat, action) -> None:
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction) as refusal:
        state.apply(seat, action)
    assert str(refusal.value), "a refusal must say why"
    assert pickle.dumps(state) == before, f"refusing {action!r} from seat {seat} changed the state"


def check_refusals(state, earlier) -> None:
    if state.is_over:
        for seat in range(state.num_seats):
            refused(state, seat, NotAnAction())
        return
    to_act = state.to_act()
    offered = {seat: state.legal_actions(seat) for seat in to_act}
    for seat in to_act:
        legal = offered[seat]
        for junk in (NotAnAction(), None, str(legal[0]), 0, (legal[0],), [legal[0]]):
            refused(state, seat, junk)
        others = [a for t in to_act if t != seat for a in offered[t] if a not in legal]
        stale = [a for a in earlier.get(seat, []) if a not in legal]
        for action in others[:3] + stale[-3:]:
            refused(state, seat, action)
    idle = [s for s in range(state.num_seats) if s not in to_act]
    for seat in idle:
        refused(state, seat, offered[to_act[0]][0])


def check_views(info, state, rng) -> None:
    public = state.view(None)
    assert public.seat is None and public.to_act == state.to_act()
    for seat in range(state.num_seats):
        view = state.view(seat)
        assert view.seat == seat and view.to_act == state.to_act()
        for _ in range(2):
            twin = info.determinize(view, random.Random(rng.random()))
            assert twin.view(seat) == view, f"determinize changed seat {seat}'s view"
            assert twin.view(None) == public, (
                f"a state rebuilt from seat {seat}'s view shows the spectator something "
                "else: view(None) holds hidden information, or the view loses public "
                "information")


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_actions_are_refused_and_change_nothing(game_id):
    info = GAMES[game_id]

    @SETTINGS
    @given(matches(info))
    def check(match):
        for state, _, earlier in positions(info, *match):
            check_refusals(state, earlier)

    check()


@pytest.mark.parametrize("game_id", GAMES)
def test_views_survive_determinization_and_hide_nothing_from_the_spectator(game_id):
    info = GAMES[game_id]

    @SETTINGS
    @given(matches(info))
    def check(match):
        for state, rng, _ in positions(info, *match):
            check_views(info, state, rng)

    check()


@pytest.mark.parametrize("game_id", GAMES)
def test_random_legal_play_reaches_an_outcome(game_id):
    info = GAMES[game_id]

    @SETTINGS
    @given(matches(info))
    def check(match):
        seats, options, seed = match
        rng = random.Random(seed)
        state = info.start(seats, options, seed)
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            to_act = state.to_act()
            assert to_act, "a match that is not over must wait for someone"
            seat = rng.choice(to_act)
            legal = state.legal_actions(seat)
            assert legal, f"seat {seat} is asked to act but has no legal action"
            state.apply(seat, rng.choice(legal))
        else:
            return  # some option sets let random play go on for very long
        outcome = state.outcome()
        assert len(outcome.scores) == len(outcome.rewards) == seats
        assert outcome.winners and all(0 <= w < seats for w in outcome.winners)
        assert abs(sum(outcome.rewards) - 1.0) < 1e-9 or sum(outcome.rewards) > 0

    check()
