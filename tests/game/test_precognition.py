"""Precognition's rules: hand-made deals for every rule, the published example, and
random matches checked for invariants."""

import pickle
import random

import pytest

from game.core import HandEnded, IllegalAction, MatchEnded
from game.precognition import GAME
from game.precognition.actions import Erase, Finish, Letter, Place
from game.precognition.cards import FULL_DECK, Card, changes, match_start
from game.precognition.events import CardPlaced, Dealt, ReplayCalled, StringEdited, StringsRevealed
from tests.game.conformance import check_refusals, random_playthrough
from tests.game.precognition_helpers import place_in_order, start, write

PUBLISHED_ROW = [2, 6, 5, 4, 7, 9, 7, 1, 2, 2, 5, 8]


def published_deal():
    """Seat 0 holds the odd positions of the published row, seat 1 the even ones."""
    return [PUBLISHED_ROW[0::2], PUBLISHED_ROW[1::2]]


# -- the published example ----------------------------------------------------------

def test_published_row_has_the_published_changes():
    assert changes(PUBLISHED_ROW) == "UDDUUDDUSUU"
    assert match_start("UUDDUSU", changes(PUBLISHED_ROW)) == 3


def test_published_example_wins_with_seven_letters():
    state = start(published_deal())
    write(state, 0, "UUDDUSU")
    write(state, 1, "SS")  # does not occur
    events = place_in_order(state, PUBLISHED_ROW)
    reveal = next(e for e in events if isinstance(e, StringsRevealed))
    assert reveal.changes == "UDDUUDDUSUU"
    assert reveal.starts == (3, None) and reveal.points == (7, 0)
    assert state.is_over and state.outcome().winners == (0,)
    assert isinstance(events[-1], MatchEnded)


# -- dealing ------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 9))
def test_deal_gives_each_player_floor_52_over_players_and_sets_the_rest_aside(players):
    state = GAME.start(players, {}, seed=players)
    each = 52 // players
    assert all(len(state.hands[s]) == each for s in range(players))
    assert len(state.set_aside) == 52 - each * players
    assert state.row_length == each * players
    every = [c for h in state.hands for c in h] + state.set_aside
    assert sorted(every) == sorted(FULL_DECK)


def test_set_aside_cards_are_seen_by_nobody():
    state = GAME.start(3, {}, seed=1)
    hidden = state.set_aside[0]
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert hidden not in view.hand and view.set_aside_count == 1


def test_deal_event_shows_each_player_only_their_own_hand():
    state = GAME.start(2, {}, seed=5)
    dealt = state.opening_events[0]
    assert isinstance(dealt, Dealt) and dealt.reveals_hidden
    mine = dealt.seen_by(0)
    assert mine.hands[0] == tuple(sorted(state.hands[0]))
    assert mine.hands[1] == (None,) * 26
    assert all(c is None for h in dealt.seen_by(None).hands for c in h)


# -- writing the strings ------------------------------------------------------------

def test_every_player_writes_at_the_same_time():
    state = start([[1, 2], [3, 4], [5, 6]])
    assert state.to_act() == (0, 1, 2)
    write(state, 1, "U")
    assert state.to_act() == (0, 2)


def test_string_is_one_to_n_minus_one_letters():
    state = start([[1, 2], [3, 4]])  # N = 4: at most 3 letters
    assert {str(a) for a in state.legal_actions(0)} == {"U", "D", "S"}
    for letter in "UDS":
        state.apply(0, Letter(letter))
    assert {str(a) for a in state.legal_actions(0)} == {"erase", "done"}
    with pytest.raises(IllegalAction, match="at most 3"):
        state.apply(0, Letter("U"))


def test_an_empty_string_cannot_be_finished():
    state = start([[1, 2], [3, 4]])
    with pytest.raises(IllegalAction, match="at least one letter"):
        state.apply(0, Finish())


def test_erase_rubs_out_the_last_letter():
    state = start([[1, 2], [3, 4]])
    state.apply(0, Letter("U"))
    state.apply(0, Letter("D"))
    state.apply(0, Erase())
    assert state.view(0).string == "U"


def test_strings_are_secret_until_the_reveal():
    state = start([[1, 2], [3, 4]])
    events = state.apply(0, Letter("S"))
    assert isinstance(events[0], StringEdited)
    assert events[0].seen_by(0).string == "S" and events[0].seen_by(1).string is None
    write(state, 0, "U")
    other = state.view(1)
    assert other.string == "" and other.finished == (True, False)
    assert "SU" not in repr(other) and "SU" not in repr(state.view(None))


def test_no_card_is_placed_before_every_string_is_written():
    state = start([[1, 2], [3, 4]])
    write(state, 0, "U")
    assert state.to_act() == (1,)
    assert all(not isinstance(a, Place) for a in state.legal_actions(1))
    with pytest.raises(IllegalAction):
        state.apply(0, Place(state.hands[0][0]))


# -- placing ------------------------------------------------------------------------

def test_player_left_of_dealer_places_first_then_clockwise():
    state = start([[1, 2], [3, 4], [5, 6]], dealer=1)
    for seat in range(3):
        write(state, seat, "U")
    order = []
    for _ in range(6):
        seat = state.to_act()[0]
        order.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert order == [2, 0, 1, 2, 0, 1]


def test_cards_go_at_the_right_hand_end_and_every_card_is_played():
    state = start([[9, 1], [5, 5]])
    write(state, 0, "DD")
    write(state, 1, "U")
    events = place_in_order(state, [9, 5, 1, 5])
    placed = [e for e in events if isinstance(e, CardPlaced)]
    assert [e.position for e in placed] == [0, 1, 2, 3]
    assert [e.letter for e in placed] == ["", "D", "D", "U"]
    assert state.past[0].row == tuple(e.card for e in placed)
    assert all(not h for h in state.hands)


def test_placing_a_card_you_do_not_hold_is_refused_and_changes_nothing():
    state = start([[9, 1], [5, 6]])
    write(state, 0, "D")
    write(state, 1, "U")
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction, match="do not hold"):
        state.apply(0, Place(Card(5, "♠")))
    assert pickle.dumps(state) == before


# -- winning, ties and replays ------------------------------------------------------

def test_longest_occurring_string_wins():
    state = start([[9, 1], [5, 6]])  # row 9 5 1 6: changes D D U
    write(state, 0, "DD")
    write(state, 1, "DDU")
    place_in_order(state, [9, 5, 1, 6])
    assert state.outcome().winners == (1,)


def test_a_string_that_does_not_occur_scores_nothing():
    state = start([[9, 1], [5, 6]])  # changes D D U
    write(state, 0, "D")
    write(state, 1, "UUU")
    events = place_in_order(state, [9, 5, 1, 6])
    ended = next(e for e in events if isinstance(e, HandEnded))
    assert ended.points == (1, 0) and state.outcome().winners == (0,)
    assert (ended.hand, ended.summary) == (1, "P1 wins with 1 letter")  # the first deal is 1


def test_stay_is_two_equal_values():
    state = start([[7, 2], [7, 3]])  # 7 7 2 3: S D U
    write(state, 0, "SDU")
    write(state, 1, "DU")
    place_in_order(state, [7, 7, 2, 3])
    assert state.outcome().winners == (0,)


def test_tied_players_play_again_among_themselves_with_a_fresh_deal():
    replay = [[4, 8], [6, 1]]  # seats 0 and 2 play again: 6 4 1 8 -> D D U
    state = start([[9, 1], [5, 6], [2, 3]], dealer=2, replays=[replay])
    write(state, 0, "D")
    write(state, 1, "UUUU")
    write(state, 2, "U")
    events = place_in_order(state, [9, 5, 2, 1, 6, 3])  # D D U D U
    assert ReplayCalled((0, 2)) in events
    tied = next(e for e in events if isinstance(e, HandEnded))
    assert tied.summary == "P1, P3 tie with 1 letter; they play again"
    assert not state.is_over and state.players == (0, 2) and state.deal_number == 1
    assert state.dealer == 0  # the deal rotates to the next player in the replay
    assert state.to_act() == (0, 2) and state.hands[1] == []
    assert isinstance(events[-1], Dealt) and events[-1].players == (0, 2)
    write(state, 0, "DDU")
    write(state, 2, "DD")
    assert state.to_act() == (2,)  # left of the new dealer
    place_in_order(state, [6, 4, 1, 8])
    assert state.is_over and state.outcome().winners == (0,)
    assert [d.winners for d in state.view(1).past_deals] == [(0, 2), (0,)]


def test_when_nobody_matches_everyone_plays_again():
    state = start([[9, 1], [5, 6]], replays=[[[1, 2], [3, 4]]])
    write(state, 0, "S")
    write(state, 1, "UUU")
    events = place_in_order(state, [9, 5, 1, 6])
    assert ReplayCalled((0, 1)) in events
    assert state.players == (0, 1) and state.row_length == 4


def test_replay_with_fewer_players_deals_the_whole_deck_again():
    state = start([[9, 1], [5, 6], [2, 3]])
    for seat in range(3):
        write(state, seat, "S")
    place_in_order(state, [9, 5, 2, 1, 6, 3])
    assert state.players == (0, 1, 2)  # nobody matched: all three again
    assert state.row_length == 51 and len(state.set_aside) == 1


def test_deal_rotates_clockwise_on_each_replay():
    state = start([[9, 1], [5, 6]], dealer=1, replays=[[[1, 2], [3, 4]]] * 2)
    dealers = [state.dealer]
    for _ in range(2):
        write(state, 0, "S")
        write(state, 1, "S")
        while state.phase == "place":
            seat = state.to_act()[0]
            state.apply(seat, state.legal_actions(seat)[0])
        dealers.append(state.dealer)
    assert dealers == [1, 0, 1]


# -- views and determinize ----------------------------------------------------------

def test_two_player_determinize_gives_the_opponent_exactly_the_unseen_cards():
    state = GAME.start(2, {}, seed=8)
    write(state, 0, "UD")
    view = state.view(0)
    twin = GAME.determinize(view, random.Random(1))
    assert sorted(twin.hands[1]) == sorted(state.hands[1])
    assert twin.view(0) == view


def test_determinize_deals_unseen_cards_by_the_counts():
    state = GAME.start(5, {}, seed=3)
    for seat in range(5):
        write(state, seat, "U")
    for _ in range(7):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    view = state.view(2)
    twin = GAME.determinize(view, random.Random(4))
    assert twin.view(2) == view
    assert [len(h) for h in twin.hands] == [len(h) for h in state.hands]
    every = [c for h in twin.hands for c in h] + twin.set_aside + twin.row
    assert sorted(every) == sorted(FULL_DECK)


# -- random matches -----------------------------------------------------------------

def check_cards_and_scores(state, seat, action, events):
    if state.fixed_deals:
        return
    every = [c for h in state.hands for c in h] + state.set_aside + state.row
    assert sorted(every) == sorted(FULL_DECK), "a card was created or lost"
    for event in events:
        if isinstance(event, StringsRevealed):
            for s, string in enumerate(event.strings):
                occurs = bool(string) and string in event.changes
                assert event.points[s] == (len(string) if occurs else 0)
        if isinstance(event, CardPlaced) and state.row:
            assert event.card not in state.hands[event.seat]


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_random_matches_keep_every_card_and_score_by_the_rules(players):
    for seed in range(3):
        state = random_playthrough(GAME, players, seed, check_every=11,
                                   on_step=check_cards_and_scores)
        assert len(state.outcome().winners) == 1
        assert state.past[-1].winners == state.outcome().winners


def test_refusals_leave_the_state_unchanged_while_writing():
    state = GAME.start(3, {}, seed=2)
    write(state, 0, "U")
    check_refusals(state, 1, state.legal_actions(1))
