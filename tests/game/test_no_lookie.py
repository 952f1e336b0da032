"""No Lookie, No Peekie: the deck, the deal, turns, knocking, the 11th card,
scoring and Victory Points, with hand-made deals."""

import pytest

from game.core import HandEnded, IllegalAction, MatchEnded
from game.no_lookie import events as ev
from game.no_lookie.actions import DiscardDrawn, DrawDiscard, DrawStock, Knock, Rearrange, Replace
from game.no_lookie.cards import BURN, DRAFT, ELEVEN, RAYS_PLAY, SWAP, TRADE, WILD, deck_contents
from game.no_lookie.rules import new_game
from game.no_lookie.scoring import award_victory_points, bottom_row_matches, tableau_score
from tests.game.no_lookie_helpers import BASIC, INFO, TABLEAUS, dealt, play

# -- the deck ---------------------------------------------------------------------------

def test_basic_deck_is_fifty_one_numbers_and_two_wilds():
    deck = deck_contents({})
    assert sum(deck.values()) == 53
    assert all(deck[v] == 5 for v in range(1, 11))
    assert deck[ELEVEN] == 1 and deck[WILD] == 2


def test_action_cards_join_the_deck_by_type():
    everything = {"swap": True, "trade": True, "burn": True, "draft": True, "rays_play": True}
    deck = deck_contents(everything)
    assert sum(deck.values()) == 66
    assert (deck[SWAP], deck[TRADE], deck[BURN], deck[DRAFT], deck[RAYS_PLAY]) == (3, 3, 3, 2, 2)
    assert deck_contents({"burn": True})[SWAP] == 0


def test_seven_or_more_players_use_two_decks():
    state = INFO.start(7, {}, seed=3)
    assert len(state.deck) == 106
    assert len(INFO.start(6, {}, seed=3).deck) == 53


# -- the deal and the look ---------------------------------------------------------------

def test_five_face_down_cards_and_only_the_bottom_row_is_looked_at():
    state = dealt()
    mine = state.view(0).tableaus
    assert mine[0] == (None, None, 4, 4, 1)
    assert mine[1] == mine[2] == (None,) * 5
    assert state.view(None).tableaus[0] == (None,) * 5
    assert state.view(0).discard == (2,)
    assert state.to_act() == (0,)


def test_bottom_row_look_is_private_to_its_owner():
    state = new_game(3, BASIC, seed=5)
    looks = [e for e in state.start_events if isinstance(e, ev.BottomRowLooked)]
    assert [e.seat for e in looks] == [0, 1, 2]
    assert looks[0].seen_by(1).cards is None and looks[0].seen_by(0).cards is not None


def test_first_dealer_is_random_but_seeded_and_passes_left():
    dealers = {new_game(4, BASIC, seed=s).dealer for s in range(30)}
    assert len(dealers) > 1
    assert new_game(4, BASIC, seed=8).dealer == new_game(4, BASIC, seed=8).dealer
    state = dealt(stock=(3, 9, 1, 7))
    play(state, Knock(), DrawStock(), DiscardDrawn(), DrawStock(), DiscardDrawn())
    assert state.round == 2 and state.dealer == 0 and state.to_act() == (1,)


# -- a turn --------------------------------------------------------------------------------

def test_drawn_card_replaces_a_tableau_card_which_goes_face_up_on_the_discard():
    state = dealt()
    events = play(state, DrawStock())
    assert state.view(0).held == 3 and state.view(1).held is None
    assert events[0].seen_by(1).card is None
    events = play(state, Replace(0))
    assert state.view(0).tableaus[0] == (3, None, 4, 4, 1)
    assert state.view(1).tableaus[0] == (None,) * 5
    assert state.view(1).discard == (2, 9)
    assert events[0].seen_by(1).card is None and events[0].seen_by(1).discarded == 9
    assert state.to_act() == (1,)


def test_the_drawn_card_may_be_discarded():
    state = dealt()
    play(state, DrawStock(), DiscardDrawn())
    assert state.discard[-1] == 3 and state.tableau[:5] == TABLEAUS[0]


def test_card_taken_from_the_discard_is_known_to_everyone():
    state = dealt()
    play(state, DrawDiscard(), Replace(4))
    assert state.view(1).tableaus[0] == (None, None, None, None, 2)
    assert state.view(None).tableaus[0][4] == 2
    assert state.view(0).tableaus[0] == (None, None, 4, 4, 2)


def test_action_card_on_the_discard_pile_cannot_be_taken():
    state = dealt(discard="Burn", burn=True)
    assert DrawDiscard() not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(0, DrawDiscard())


def test_rearranging_stays_in_its_row_once_a_turn_and_memory_follows():
    state = dealt()
    legal = state.legal_actions(0)
    assert Rearrange(0, 2) not in legal and Rearrange(2, 4) in legal
    play(state, Rearrange(2, 4))
    assert state.view(0).tableaus[0] == (None, None, 1, 4, 4)
    assert not any(isinstance(a, Rearrange) for a in state.legal_actions(0))


def test_no_second_look_after_the_first_turn():
    state = dealt()
    play(state, DrawStock(), Replace(2))  # the 4 in B1 goes, the 3 comes in
    assert state.view(0).tableaus[0] == (None, None, 3, 4, 1)
    play(state, DrawStock(), DiscardDrawn(), DrawStock(), DiscardDrawn())
    assert state.view(0).tableaus[0][:2] == (None, None)


def test_empty_draw_pile_is_reshuffled_from_the_discards():
    state = dealt()
    state.stock = state.stock[-2:]  # two cards left: 9 then 3 on top
    state.discard = [2, 5, 6]
    state.face_down = [False] * 3
    events = play(state, DrawStock(), DiscardDrawn(), DrawStock())
    restart = [e for e in events if isinstance(e, ev.DiscardStarted)]
    assert restart and restart[0].reshuffled == 4  # 2 5 6 and the discarded 3
    assert len(state.stock) == 3 and len(state.discard) == 1
    assert sorted(state.stock + state.discard + [state.held]) == [2, 3, 5, 6, 9]


# -- knocking and the 11th card ------------------------------------------------------------

def test_knock_gives_every_other_player_exactly_one_more_turn():
    state = dealt()
    play(state, DrawStock(), DiscardDrawn(), Knock())  # P2 knocks
    assert Knock() not in state.legal_actions(2)
    events = play(state, DrawStock(), DiscardDrawn())  # P3
    assert state.round == 1 and state.to_act() == (0,)
    events = play(state, DrawStock(), DiscardDrawn())  # P1, last
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended and ended[0].points == (26, 5, 29)
    assert state.round == 2


def test_discarding_the_eleven_skips_the_next_turn():
    state = dealt(stock=(ELEVEN, 5, 6, 7))
    events = play(state, DrawStock(), DiscardDrawn())
    assert any(isinstance(e, ev.TurnLost) for e in events)
    events = play(state, DrawStock(), DiscardDrawn(), DrawStock(), DiscardDrawn())
    assert any(isinstance(e, ev.TurnSkipped) and e.seat == 0 for e in events)
    assert state.to_act() == (1,)


def test_after_a_knock_the_skip_uses_up_the_last_turn():
    state = dealt(stock=(5, ELEVEN, 7, 8))
    play(state, DrawStock(), DiscardDrawn())  # P1
    play(state, DrawStock(), DiscardDrawn())  # P2 discards the 11
    events = play(state, Knock())  # P3 knocks; P1 plays, P2's last turn is lost
    assert state.round == 1 and state.to_act() == (0,)
    events = play(state, DrawStock(), DiscardDrawn())
    assert any(isinstance(e, ev.TurnSkipped) and e.seat == 1 for e in events)
    assert any(isinstance(e, HandEnded) for e in events)


def test_illegal_moves_are_refused_without_change():
    import pickle
    state = dealt()
    before = pickle.dumps(state)
    for seat, action in ((1, DrawStock()), (0, Replace(0)), (0, None), (0, "knock")):
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
    assert pickle.dumps(state) == before


# -- scoring -------------------------------------------------------------------------------

@pytest.mark.parametrize("tableau, score", [
    ((9, 8, 4, 4, 1), 26),
    ((WILD, 3, 7, 7, 7), 3),
    ((1, 2, 7, WILD, 7), 3),
    ((1, 2, ELEVEN, WILD, WILD), 3),
    ((1, 2, WILD, WILD, WILD), 3),
    ((1, 2, ELEVEN, 11 - 1, WILD), 24),
    ((SWAP, 0, 5, 5, BURN), 40),
    ((TRADE, 2, TRADE, TRADE, TRADE), 62),
])
def test_tableau_scoring(tableau, score):
    assert tableau_score(tableau) == score


def test_actions_never_match_and_the_eleven_matches_only_wilds():
    assert not bottom_row_matches((SWAP, SWAP, SWAP))
    assert not bottom_row_matches((ELEVEN, 10, WILD))
    assert bottom_row_matches((ELEVEN, WILD, WILD))


@pytest.mark.parametrize("bottom, matches", [
    ((ELEVEN, ELEVEN, WILD), False),
    ((ELEVEN, WILD, ELEVEN), False),
    ((ELEVEN, WILD, WILD), True),
    ((WILD, WILD, WILD), True),
    ((7, 7, WILD), True),
])
def test_the_eleven_has_no_match_not_even_the_other_eleven(bottom, matches):
    assert bottom_row_matches(bottom) is matches
    assert bottom_row_matches(bottom, (1, 2) + bottom, wild_casey=True) is matches


@pytest.mark.parametrize("tableau, score, casey_score", [
    ((1, 2, ELEVEN, ELEVEN, WILD), 3 + 22, 3 + 22 + 1),
    ((1, 2, ELEVEN, WILD, WILD), 3, 3),
    ((1, 2, WILD, WILD, WILD), 3, 3),
    ((4, 6, ELEVEN, WILD, ELEVEN), 10 + 22, 10 + 22 + 4),
])
def test_two_elevens_and_a_wild_score_as_they_stand(tableau, score, casey_score):
    assert tableau_score(tableau) == score
    assert tableau_score(tableau, wild_casey=True) == casey_score


def test_a_two_deck_round_reveals_eleven_eleven_wild_unmatched():
    """Seven players, two decks, two 11th cards: P1 knocks on 11 11 W and pays 22."""
    rows = [[1, 1, ELEVEN, ELEVEN, WILD], [2, 2, WILD, WILD, WILD]]
    rows += [[9, 9, 8, 7, 6]] * 5
    state = new_game(7, BASIC, seed=1, deal={"dealer": 6, "tableaus": rows,
                                             "stock": [3] * 6, "discard": 5})
    events = play(state, Knock(), *[DrawStock(), DiscardDrawn()] * 6)
    revealed = next(e for e in events if isinstance(e, ev.RoundRevealed))
    assert revealed.scores[:2] == (2 + 22, 4)
    assert revealed.victory == (1,)


def test_the_scripted_play_hopes_for_no_second_eleven_to_match_its_eleven():
    from game.no_lookie.mind import Mind
    rows = [[1, 1, ELEVEN, WILD, 7], [2, 2, 3, 3, 4], [4, 5, 5, 6, 6], [8, 8, 9, 9, 10],
            [2, 3, 4, 5, 6], [8, 9, 10, 10, 2], [3, 4, 5, 6, 8]]
    state = new_game(7, BASIC, seed=1, deal={"dealer": 6, "tableaus": rows, "discard": 5})
    view = state.view(0)
    mind = Mind(view, (1, 1, ELEVEN, WILD, None))
    assert mind.pool[ELEVEN] == 1 and mind.pool[WILD] == 3
    assert mind.match_chance((ELEVEN, WILD)) == 3 / mind.pool_size
    assert mind.match_chance((7, WILD)) == (mind.pool[7] + 3) / mind.pool_size


def test_wild_casey_wild_copies_the_lowest_number_card_or_matches():
    assert tableau_score((WILD, 3, 7, 7, 9), True) == 3 + 3 + 23
    assert tableau_score((4, 6, 7, 7, WILD), True) == 10
    assert tableau_score((4, 6, WILD, WILD, WILD), True) == 10
    assert tableau_score((SWAP, SWAP, WILD, WILD, WILD), True) == 30


def test_lowest_score_takes_a_victory_point():
    assert award_victory_points((10, 4, 8), caller=2) == ([1], True)
    assert award_victory_points((10, 4, 8), caller=1) == ([1], False)


def test_non_callers_tied_for_lowest_all_take_one_even_with_the_caller():
    assert award_victory_points((4, 4, 4), caller=0) == ([1, 2], True)


def test_caller_scores_only_when_strictly_lowest():
    assert award_victory_points((3, 4, 9), caller=0) == ([0], False)
    assert award_victory_points((5, 4, 9), caller=0) == ([1], True)


def test_failed_caller_flips_a_victory_point_for_good():
    state = dealt()
    state.vp = [0, 0, 2]
    play(state, DrawStock(), DiscardDrawn(), DrawStock(), DiscardDrawn(), Knock())
    play(state, DrawStock(), DiscardDrawn(), DrawStock(), DiscardDrawn())
    assert state.vp == [0, 1, 1] and state.flipped == [0, 0, 1]
    assert state.view(0).last_round[4] == 2


def test_one_deck_game_ends_when_the_seventh_vp_card_is_awarded():
    state = dealt()
    state.vp, state.vp_awarded = [3, 3, 0], 6
    events = play(state, Knock(), DrawStock(), DiscardDrawn(), DrawStock(), DiscardDrawn())
    assert state.is_over and state.vp == [2, 4, 0] and state.vp_awarded == 7
    assert state.outcome().winners == (1,)
    assert [e.summary for e in events if isinstance(e, MatchEnded)] == ["P2 wins with 4 VP"]


@pytest.mark.parametrize("vp_after_four, target", [([1, 1, 0, 0, 0, 0, 1], 2),
                                                  ([2, 1, 0, 0, 0, 0, 0], 3)])
def test_two_deck_games_play_four_rounds_then_to_two_or_three(vp_after_four, target):
    state = INFO.start(7, {}, seed=2)
    state.round, state.vp = 4, list(vp_after_four)
    assert not state._match_over() and state.vp_target == target
    state.round, state.vp[3] = 5, target
    assert state._match_over()


def test_two_decks_keep_playing_before_round_four():
    state = INFO.start(8, {}, seed=2)
    state.round, state.vp = 3, [3, 0, 0, 0, 0, 0, 0, 0]
    assert not state._match_over()
