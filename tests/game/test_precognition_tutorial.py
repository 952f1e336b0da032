"""The Precognition tutorial plays its fixed deal to the goal: the learner's string
occurs in the row and wins the hand."""

from game.precognition.cards import changes, match_start
from scenes.tutorial.script import load_tutorial


def test_the_tutorial_ends_with_the_learners_string_matched():
    tutorial = load_tutorial("precognition")
    state = tutorial.play_through()
    deal = state.view(None).past_deals[0]
    row_changes = changes([card.rank for card in deal.row])
    assert row_changes == "UUDUD"
    assert deal.strings[0] == "UD" and match_start("UD", row_changes) == 1
    assert deal.points == (2, 0) and deal.winners == (0,)
    assert state.is_over and state.champion == 0


def test_the_tutorial_asks_few_moves_and_says_why_another_is_not_the_one():
    tutorial = load_tutorial("precognition")
    learner = [step for step in tutorial.steps if step.seat == 0]
    assert 6 <= len(learner) <= 12
    assert any("K♠" in step.wrong for step in learner if step.move == "play 2♠")
