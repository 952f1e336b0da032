"""No Lookie's action cards (advanced rules): Swap, Trade, Burn, Draft, Ray's Play."""

from game.no_lookie import events as ev
from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawStock,
    Knock,
    RaysPlay,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import BURN, DRAFT, ELEVEN, RAYS_PLAY, SWAP, TRADE
from game.no_lookie.rules import ACTION, PICK, PLACE, TURN
from tests.game.no_lookie_helpers import TABLEAUS, play
from tests.game.no_lookie_helpers import dealt_advanced as dealt


def test_action_resolves_when_discarded_and_is_optional():
    state = dealt(stock=["Swap", 5])
    play(state, DrawStock(), DiscardDrawn())
    assert state.phase == ACTION and Decline() in state.legal_actions(0)
    events = play(state, Decline())
    assert isinstance(events[0], ev.ActionDeclined) and state.to_act() == (1,)


def test_action_replaced_out_of_a_tableau_also_resolves():
    state = dealt(stock=[5], tableaus=[[9, 8, 4, 4, "Swap"]] + TABLEAUS[1:])
    play(state, DrawStock(), Replace(4))
    assert state.phase == ACTION and state.pending == SWAP


def test_swap_switches_a_top_and_a_bottom_card_unseen_and_memory_follows():
    state = dealt(stock=["Swap"])
    play(state, DrawStock(), DiscardDrawn(), Swap(0, 2))
    assert state.tableau[:5] == [4, 8, 9, 4, 1]
    assert state.view(0).tableaus[0] == (4, None, None, 4, 1)


def test_trade_leaves_the_incoming_card_unknown_to_its_new_owner():
    state = dealt(stock=["Trade"])
    play(state, DrawStock(), DiscardDrawn(), TradeFrom(2))
    assert len(state.legal_actions(0)) == 10  # five slots of each other player
    play(state, TradeWith(1, 2))
    assert state.tableau[2] == 10 and state.tableau[7] == 4
    assert state.view(0).tableaus[0] == (None, None, None, 4, 1)
    assert state.view(0).tableaus[1][2] == 4  # the trader follows the card it gave
    assert state.view(1).tableaus[1] == (None, None, None, 10, 10)
    assert state.view(1).tableaus[0][2] == 10


def test_burn_buries_a_card_face_down_and_refills_from_the_draw_pile():
    state = dealt(stock=["Burn", 3])
    events = play(state, DrawStock(), DiscardDrawn(), Burn(4))
    assert state.discard == [2, 1, BURN] and state.face_down == [False, True, False]
    assert state.view(1).discard == (2, None, BURN) == state.view(0).discard
    assert state.view(0).tableaus[0] == (None, None, 4, 4, 3)
    burned = next(e for e in events if isinstance(e, ev.Burned))
    assert burned.seen_by(1).card is None and burned.seen_by(0).card == 3


def test_burning_the_eleven_is_free_under_advanced_rules_only_if_chosen():
    tableaus = [[9, 8, 4, 4, ELEVEN]] + TABLEAUS[1:]
    free = dealt(stock=["Burn", 3], tableaus=tableaus)
    events = play(free, DrawStock(), DiscardDrawn(), Burn(4))
    assert not any(isinstance(e, ev.TurnLost) for e in events)
    costly = dealt(stock=["Burn", 3], tableaus=tableaus, free_eleven=False)
    events = play(costly, DrawStock(), DiscardDrawn(), Burn(4))
    assert any(isinstance(e, ev.TurnLost) for e in events) and costly.skips[0] == 1


def test_trading_the_eleven_away_costs_no_turn():
    tableaus = [[9, 8, 4, 4, ELEVEN]] + TABLEAUS[1:]
    state = dealt(stock=["Trade"], tableaus=tableaus, free_eleven=False)
    play(state, DrawStock(), DiscardDrawn(), TradeFrom(4), TradeWith(2, 0))
    assert state.skips == [0, 0, 0] and state.tableau[10] == ELEVEN


def test_draft_deals_one_card_each_passed_the_chosen_way_and_everyone_must_place():
    state = dealt(stock=["Draft", 1, 7, 3, 6])
    play(state, DrawStock(), DiscardDrawn(), Draft(-1))  # passing right: P1, P3, P2
    assert state.phase == PICK and state.view(0).packet == (1, 3, 7)
    assert state.view(2).packet is None
    play(state, DraftPick(1))
    assert state.to_act() == (2,) and state.view(2).packet == (3, 7)
    play(state, DraftPick(7))  # P2 is given the last card, the 3
    assert state.phase == PLACE and state.to_act() == (0,)
    assert [state.view(s).my_pick for s in range(3)] == [1, 3, 7]
    assert DiscardDrawn() not in state.legal_actions(0)
    play(state, Replace(0))
    assert state.to_act() == (2,)
    play(state, Replace(4), Replace(2))
    assert state.discard[-1] == DRAFT and state.discard[-4:-1] == [9, 7, 10]
    assert state.phase == TURN and state.to_act() == (1,)  # play resumes after the drafter


def test_actions_discarded_during_a_draft_may_be_resolved_but_not_another_draft():
    tableaus = [[9, 8, 4, 4, "Draft"], [2, 3, 10, 10, "Swap"], TABLEAUS[2]]
    state = dealt(stock=["Draft", 1, 7, 3], tableaus=tableaus)
    play(state, DrawStock(), DiscardDrawn(), Draft(1), DraftPick(1), DraftPick(3))
    play(state, Replace(4))  # P1 discards the other Draft: nothing to resolve
    assert state.phase == PLACE and state.to_act() == (1,)
    play(state, Replace(4))  # P2 discards the Swap
    assert state.phase == ACTION and state.pending == SWAP
    play(state, Swap(0, 2))
    assert state.to_act() == (2,)


def test_eleven_discarded_in_a_draft_still_costs_the_next_turn():
    tableaus = [TABLEAUS[0], [2, 3, 10, 10, ELEVEN], TABLEAUS[2]]
    state = dealt(stock=["Draft", 1, 7, 3, 4, 5], tableaus=tableaus)
    play(state, DrawStock(), DiscardDrawn(), Draft(1), DraftPick(1), DraftPick(3))
    events = play(state, Replace(0), Replace(4), Replace(0))
    assert any(isinstance(e, ev.TurnSkipped) and e.seat == 1 for e in events)
    assert state.to_act() == (2,)


def test_rays_play_gives_an_immediate_second_turn_which_may_be_a_knock():
    state = dealt(stock=["Ray's Play", 5])
    play(state, DrawStock(), DiscardDrawn(), RaysPlay())
    assert state.to_act() == (0,) and state.phase == TURN
    play(state, Knock())
    assert state.knocker == 0 and state.to_act() == (1,)


def test_rays_play_in_a_draft_is_taken_when_the_draft_ends():
    tableaus = [TABLEAUS[0], [2, 3, 10, 10, "Ray's Play"], TABLEAUS[2]]
    state = dealt(stock=["Draft", 1, 7, 3, 5], tableaus=tableaus)
    play(state, DrawStock(), DiscardDrawn(), Draft(1), DraftPick(1), DraftPick(3))
    play(state, Replace(0), Replace(4), RaysPlay(), Replace(0))
    assert state.to_act() == (1,) and state.in_bonus
    play(state, DrawStock(), DiscardDrawn())
    assert state.to_act() == (1,) and not state.in_bonus  # then the rotation: P2's own turn


def test_rays_play_cannot_be_resolved_after_a_knock():
    state = dealt(stock=["Ray's Play", 5])
    play(state, Knock())
    play(state, DrawStock(), DiscardDrawn())
    assert state.phase == TURN and state.to_act() == (2,)
    assert state.discard[-1] == RAYS_PLAY


def test_trade_is_available_with_every_other_seat():
    state = dealt(stock=["Trade"])
    play(state, DrawStock(), DiscardDrawn(), TradeFrom(0))
    targets = {(a.seat, a.slot) for a in state.legal_actions(0)}
    assert {seat for seat, _ in targets} == {1, 2} and TRADE not in state.discard[:-1]
