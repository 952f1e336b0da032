"""The No Lookie tutorial plays its fixed deal to the goal: the learner knocks and wins
the round with a matched bottom row."""

from game.no_lookie.cards import BOTTOM
from game.no_lookie.scoring import bottom_row_matches
from scenes.tutorial.script import load_tutorial


def test_the_tutorial_ends_with_a_round_won_on_a_matched_bottom_row():
    state = load_tutorial("no-lookie").play_through()
    tableaus, scores, caller, victory, flipped = state.view(0).last_round
    mine = tableaus[0]
    assert mine == (1, 2, 5, 5, 5)
    assert bottom_row_matches([mine[s] for s in BOTTOM])
    assert caller == 0 and victory == (0,) and flipped is None
    assert scores[0] == 3 and min(scores[1:]) > 3
    assert state.vp == [1, 0, 0] and state.round == 2


def test_the_tutorial_asks_few_moves_and_says_why_another_is_not_the_one():
    tutorial = load_tutorial("no-lookie")
    learner = [step for step in tutorial.steps if step.seat == 0]
    assert 6 <= len(learner) <= 12
    knock = next(step for step in learner if step.move == "knock")
    assert knock.press == ("button/knock",) and "knock" in knock.wrong
