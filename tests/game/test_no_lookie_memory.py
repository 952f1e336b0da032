"""No Lookie's levels differ in what they remember: the view says when each card
was seen, Easy soon forgets, Normal keeps the last few cards, Hard keeps all."""

import dataclasses
import random

from game.core import HandEnded
from game.no_lookie.actions import DiscardDrawn, DrawDiscard, DrawStock, Rearrange, Replace
from game.no_lookie.ai import NoLookieAgent
from game.no_lookie.determinize import determinize
from game.no_lookie.memory import EASY, NORMAL, TOTAL_RECALL
from game.registry import make_agent
from game.simulate import play_match
from tests.game.no_lookie_helpers import INFO, dealt, play

# P1 looks at a 10 and will hold a 1: only a seat that remembers the 10 replaces it.
# Easy keeps the look's first two cards longest, Normal its first three.
TEN_FIRST = [9, 8, 10, 3, 2]
TEN_LAST = [9, 8, 2, 3, 10]
OTHERS = [[5, 5, 6, 6, 7], [4, 4, 7, 7, 6]]
PASS = (DrawStock(), DiscardDrawn())
FILLER = [8, 9, 3, 2] * 4 + [4, 4]  # no 11 (it would skip a turn), no card used up


def p1_holding_a_one(mine: list, rounds: int):
    """Every seat draws and discards for `rounds` rounds, then P1 draws a 1."""
    state = dealt(stock=FILLER[:3 * rounds] + [1], discard=5, tableaus=[mine] + OTHERS)
    play(state, *PASS * 3 * rounds, DrawStock())
    assert state.view(0).held == 1
    return state


def dealt_mine(mine: list, stock: list):
    return dealt(stock=stock, discard=5, tableaus=[mine] + OTHERS)


def choice(memory, state):
    return NoLookieAgent(memory).choose(state.view(0), state.legal_actions(0), random.Random(0))


def own_recalled(memory, state, seat=0):
    return memory.recall(state.view(seat)).own()


# -- what the view offers ----------------------------------------------------------------

def test_the_view_says_when_each_seat_saw_each_card_it_knows():
    state = dealt(stock=[3, 9, 1, 7])
    assert state.view(0).seen_at[0][:5] == (None, None, 0, 0, 0)
    play(state, *PASS * 3)  # one round: every seat has taken a turn
    play(state, DrawStock(), Replace(0))  # P1's second turn: a 7 into T1, the 9 out
    assert state.view(0).seen_at[0][:5] == (1, None, 0, 0, 0)
    play(state, DrawDiscard(), Replace(4))  # P2 takes the 9 into its B3 in the open
    seen = [state.view(seat).seen_at[seat][9] for seat in range(3)]
    assert seen == [2, 1, 1]  # P1 has taken two turns by then, P2 and P3 one
    assert state.view(2).seen_at == state.view(0).seen_at  # when, not what: public


def test_a_card_is_remembered_from_when_it_was_seen_wherever_it_moves():
    state = dealt(stock=[3, 9, 1, 7, 8, 6])
    play(state, *PASS * 3, DrawStock(), Replace(2), *PASS * 2)  # a 7 into B1
    play(state, Rearrange(2, 4))
    assert state.view(0).seen_at[0][:5] == (None, None, 0, 0, 1)
    assert state.view(0).tableaus[0] == (None, None, 1, 4, 7)


# -- Easy ----------------------------------------------------------------------------------

def test_easy_still_uses_a_card_it_saw_two_turns_ago():
    state = p1_holding_a_one(TEN_FIRST, rounds=2)
    assert own_recalled(EASY, state) == (None, None, 10, 3, None)
    assert choice(EASY, state) == Replace(2)


def test_easy_no_longer_uses_a_card_it_saw_three_turns_ago():
    state = p1_holding_a_one(TEN_FIRST, rounds=3)
    assert own_recalled(EASY, state) == (None,) * 5
    assert choice(EASY, state) != Replace(2)
    assert choice(TOTAL_RECALL, state) == Replace(2)  # the 10 goes


def test_easy_keeps_only_the_two_latest_cards_in_mind():
    state = dealt(stock=[3, 9, 1, 7])
    play(state, *PASS * 3, DrawStock(), Replace(0))  # a 7 into T1, on P1's second turn
    assert own_recalled(EASY, state) == (7, None, 4, None, None)


# -- Normal --------------------------------------------------------------------------------

def test_normal_keeps_the_four_latest_cards_and_forgets_the_oldest():
    state = dealt_mine(TEN_LAST, [7, 8, 9, 3, 8, 9])
    play(state, DrawStock(), Replace(0), *PASS, *PASS)
    assert own_recalled(NORMAL, state) == (7, None, 2, 3, 10)  # four cards: all kept
    play(state, DrawStock(), Replace(1), *PASS, *PASS)
    assert own_recalled(NORMAL, state) == (7, 3, 2, 3, None)  # the look's last card goes
    assert own_recalled(TOTAL_RECALL, state) == (7, 3, 2, 3, 10)


def test_normal_no_longer_uses_a_card_pushed_out_by_newer_ones():
    state = dealt_mine(TEN_LAST, [7, 8, 9, 3, 8, 9, 1])
    play(state, DrawStock(), Replace(0), *PASS, *PASS, DrawStock(), Replace(1), *PASS, *PASS)
    play(state, DrawStock())
    assert state.view(0).held == 1
    assert choice(NORMAL, state) != Replace(4)
    assert choice(TOTAL_RECALL, state) == Replace(4)


def test_normal_remembers_a_card_it_saw_many_turns_ago_if_nothing_newer_came():
    state = p1_holding_a_one(TEN_LAST, rounds=6)
    assert own_recalled(NORMAL, state)[2:] == (2, 3, 10)
    assert choice(NORMAL, state) == Replace(4)


def test_an_opponents_card_seen_in_the_open_takes_room_in_memory_too():
    state = dealt_mine(TEN_LAST, [7])
    play(state, DrawStock(), Replace(0), DrawDiscard(), Replace(4))  # P2 takes the 9
    recalled = NORMAL.recall(state.view(0))
    assert recalled.tableaus[1][4] == 9 and recalled.own() == (7, None, 2, 3, None)


# -- Hard ----------------------------------------------------------------------------------

def test_hard_searches_what_it_saw_long_ago_and_is_advised_with_total_recall():
    hard = make_agent(INFO, "hard:30")
    assert hard.adviser.memory == TOTAL_RECALL and hard.playout.policy.memory == TOTAL_RECALL
    state = p1_holding_a_one(TEN_FIRST, rounds=3)
    view = state.view(0)
    sampled_rows = []

    def spied_determinize(view, rng):
        twin = determinize(view, rng)
        sampled_rows.append(twin.tableau[2:5])
        return twin

    hard.info = dataclasses.replace(INFO, determinize=spied_determinize)
    hard.choose(view, state.legal_actions(0), random.Random(2))
    assert hard.search.favourite == Replace(2)  # the adviser replaces the 10
    assert len(sampled_rows) == 30  # and every state searched has the row P1 saw at the deal
    assert all(row == [10, 3, 2] for row in sampled_rows)


# -- a forgotten card is an unknown card -----------------------------------------------------

def test_a_forgotten_card_is_dealt_at_random_when_determinizing():
    state = p1_holding_a_one(TEN_FIRST, rounds=3)
    recalled = EASY.recall(state.view(0))
    guesses = set()
    for seed in range(40):
        twin = determinize(recalled, random.Random(seed))
        assert twin.view(0) == recalled
        guesses.add(twin.tableau[2])
    assert len(guesses) > 3
    full = state.view(0)
    assert {determinize(full, random.Random(s)).tableau[2] for s in range(10)} == {10}


def test_forgetting_leaves_the_others_knowledge_and_the_public_record_alone():
    state = p1_holding_a_one(TEN_FIRST, rounds=3)
    view, recalled = state.view(0), EASY.recall(state.view(0))
    assert recalled.aware[1:] == view.aware[1:] and recalled.kept == view.kept
    assert recalled.discard == view.discard and recalled.held == view.held
    assert recalled.aware[0][:5] == (False,) * 5 and recalled.seen_at[0][:5] == (None,) * 5


# -- whole matches ---------------------------------------------------------------------------

def test_every_level_is_deterministic_for_a_seed_and_proposes_only_legal_moves():
    for specs in (["easy", "normal", "easy", "normal"], ["normal"] * 7 + ["easy"] * 5):
        agents = [make_agent(INFO, spec) for spec in specs]
        first, decisions, illegal = play_match(INFO, agents, {"trade": True}, seed=4)
        second, _, _ = play_match(INFO, agents, {"trade": True}, seed=4)
        assert illegal == 0 and decisions > 0
        assert first.view(None) == second.view(None)


def test_hard_at_a_small_budget_plays_a_round_legally_and_the_same_way_twice():
    def one_round():
        agents = [make_agent(INFO, spec) for spec in ("hard:4", "easy", "normal")]
        state = INFO.start(3, {"swap": True, "burn": True}, seed=6)
        rngs = [random.Random(seat) for seat in range(3)]
        moves = []
        while True:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            action = agents[seat].choose(state.view(seat), legal, rngs[seat])
            assert action in legal
            moves.append(action)
            if any(isinstance(e, HandEnded) for e in state.apply(seat, action)):
                return moves
    assert one_round() == one_round()
