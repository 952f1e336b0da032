"""Every registered game's refusal in words (`GameInfo.refusal`), over matches hypothesis
picks and plays out with random legal moves (see test_properties.py):

- from a seat's View, a sampled action (this seat's legal ones, other seats', ones
  offered in earlier positions, malformed objects) is refused with words exactly when
  it is not among the seat's legal actions now, and `apply` refuses it with the same
  words, changing nothing;
- the words depend on the View alone: a state determinized from that View refuses
  the same actions with the same words.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given

from game.core import IllegalAction
from game.registry import all_games
from tests.game.conformance import NotAnAction
from tests.game.property_helpers import SETTINGS, matches, positions

GAMES = {info.id: info for info in all_games()}
SAMPLE = 6  # actions of each source tried per seat and position


def sampled_actions(state, offered, earlier, seat, rng) -> list:
    """Legal actions of this seat and of the others, actions offered before, junk."""
    own = offered[seat]
    others = [a for other, legal in offered.items() if other != seat for a in legal]
    stale = [a for legal in earlier.values() for a in legal[-40:]]
    junk = [NotAnAction(), None, 0, str(own[0]) if own else "pass"]
    return [*_some(own, rng), *_some(others, rng), *_some(stale, rng), *junk]


def _some(actions: list, rng) -> list:
    return rng.sample(actions, min(SAMPLE, len(actions)))


def words_of(state, seat, action) -> str:
    """What `apply` says of `action` ("" if it is legal), the state left as it was."""
    if action in state.listed_actions(seat):
        return ""
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction) as refusal:
        state.apply(seat, action)
    assert pickle.dumps(state) == before, f"refusing {action!r} changed the state"
    return str(refusal.value)


def check_refusals(info, state, earlier, rng) -> None:
    to_act = state.to_act()
    offered = {seat: list(state.legal_actions(seat)) if seat in to_act else []
               for seat in range(state.num_seats)}
    for seat in range(state.num_seats):
        view = state.view(seat)
        twin = info.determinize(view, random.Random(rng.random()))
        for action in sampled_actions(state, offered, earlier, seat, rng):
            words = info.refusal(view, action)
            assert (words == "") == (action in offered[seat]), (seat, action, words)
            assert words_of(state, seat, action) == words, (seat, action)
            assert words_of(twin, seat, action) == words, (seat, action)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refusal_speaks_exactly_when_the_rules_refuse_and_from_the_view_alone(game_id):
    info = GAMES[game_id]

    @SETTINGS
    @given(matches(info))
    def check(match):
        for state, rng, earlier in positions(info, *match):
            check_refusals(info, state, earlier, rng)

    check()
