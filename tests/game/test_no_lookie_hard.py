"""No Lookie's Hard player: which places each seat knows is public, rebuilt states
credit opponents with their own memories, and rounds are judged in Victory Points."""

import random

import pytest

from game.ai.ismcts import make_hard
from game.core import HandEnded
from game.no_lookie import events as ev
from game.no_lookie.actions import DiscardDrawn, DrawDiscard, DrawStock, Knock, Rearrange, Replace
from game.no_lookie.ai import hand_leads
from game.no_lookie.cards import POINTS
from game.no_lookie.determinize import determinize
from tests.game.conformance import play_legally
from tests.game.no_lookie_helpers import INFO, TABLEAUS, dealt, play


def aware_places(view, viewer: int) -> set:
    return {pos for pos, aware in enumerate(view.aware[viewer]) if aware}


def test_every_view_shows_which_places_each_seat_knows_but_not_the_cards():
    state = dealt()
    for viewer in (0, 1, None):
        view = state.view(viewer)
        assert aware_places(view, 0) == {2, 3, 4}
        assert aware_places(view, 1) == {7, 8, 9}
    play(state, DrawStock(), Replace(0))
    view = state.view(1)
    assert aware_places(view, 0) == {0, 2, 3, 4}
    assert 0 not in aware_places(view, 1)
    assert view.tableaus[0] == (None,) * 5


def test_a_card_taken_from_the_discard_makes_every_seat_aware():
    state = dealt()
    play(state, DrawDiscard(), Replace(4))
    view = state.view(2)
    assert all(4 in aware_places(view, seat) for seat in range(3))


def test_rebuilt_state_credits_opponents_with_their_own_memories():
    state = dealt()
    play(state, DrawStock(), Replace(0))
    view = state.view(1)
    twin = determinize(view, random.Random(3))
    assert twin.view(1) == view
    for seat in (0, 2):
        for pos in range(15):
            expected = twin.tableau[pos] if view.aware[seat][pos] else None
            assert twin.known[seat][pos] == expected
    assert twin.known[1] == [c for row in view.tableaus for c in row]
    assert twin.known[3] == [c for row in view.public for c in row]


def test_rebuilt_opponents_play_from_their_rebuilt_memories():
    state = dealt()
    twin = determinize(state.view(1), random.Random(5))
    assert twin.view(0).tableaus[0][2:] == tuple(twin.tableau[2:5])
    assert twin.view(0).tableaus[0][:2] == (None, None)


def test_a_card_drawn_from_the_stock_and_placed_is_marked_kept_and_follows_rearranging():
    state = dealt(stock=(3, 9, 1))
    play(state, DrawStock(), Replace(2))
    assert state.view(1).kept[:5] == (False, False, True, False, False)
    play(state, DrawDiscard(), Replace(0))  # P2 takes the 4 in the open
    assert not any(state.view(0).kept[5:10])
    play(state, DrawStock(), DiscardDrawn(), Rearrange(2, 4))
    assert state.view(1).kept[:5] == (False, False, False, False, True)


def test_guesses_at_kept_cards_lean_low():
    state = dealt(stock=(3, 9, 1))
    play(state, DrawStock(), Replace(2))
    view = state.view(1)
    rng = random.Random(7)
    kept_guesses = [determinize(view, rng).tableau[2] for _ in range(300)]
    other_guesses = [determinize(view, rng).tableau[0] for _ in range(300)]
    assert sum(map(POINTS.__getitem__, kept_guesses)) < 0.7 * sum(
        map(POINTS.__getitem__, other_guesses))


def revealed(scores, caller, victory, flipped):
    tableaus = tuple((0,) * 5 for _ in scores)
    return [ev.RoundRevealed(tableaus, tuple(scores), caller, tuple(victory), flipped),
            HandEnded(1, tuple(scores), (0,) * len(scores), "")]


def test_a_round_is_judged_by_victory_points_before_scores():
    leads = hand_leads(revealed([12, 20, 30, 25], None, [0], None))
    assert leads[0] > 0.9 and max(leads[1:]) < 0
    assert leads[1] > leads[3] > leads[2]  # the score margin orders the losers


def test_a_failed_caller_loses_more_than_a_plain_loser():
    leads = hand_leads(revealed([10, 10, 15, 18], 0, [1], 0))
    assert leads[1] > 0 > leads[2] > leads[0]


def test_tied_winners_share_the_lead():
    leads = hand_leads(revealed([8, 8, 15, 18], None, [0, 1], None))
    assert leads[0] == pytest.approx(leads[1]) and leads[0] > 0 > leads[2]


def test_hard_uses_the_victory_point_measure_and_plays_legally():
    agent = make_hard(INFO, "8")
    assert agent.playout.hand_leads is hand_leads
    state = dealt(tableaus=TABLEAUS)
    made = play_legally(agent, state, 12, random.Random(1),
                        until=lambda action: isinstance(action, Knock))
    assert made


def test_hard_never_spends_its_search_on_rearranging():
    state = dealt(tableaus=TABLEAUS)
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    assert any(isinstance(a, Rearrange) for a in legal)
    agent = make_hard(INFO, "40")
    agent.choose(state.view(seat), legal, random.Random(2))
    searched = [action for action, _, _ in agent.search.root_stats()]
    assert searched and not any(isinstance(a, Rearrange) for a in searched)
    assert set(searched) == {a for a in legal if not isinstance(a, Rearrange)}
