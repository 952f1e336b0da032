"""Peeper's guided hand (assets/tutorials/peeper.toml) ends with the learner going out,
and the tiles each step has the learner pick are the tiles of the move it asks for."""

from game.core import action_from_text
from game.peeper.patterns import Play
from scenes.tutorial.script import LEARNER, load_tutorial


def test_the_learner_empties_their_hand_with_the_last_step():
    tutorial = load_tutorial("peeper")
    state = tutorial.start()
    for step in tutorial.steps[:-1]:
        if step.move:
            state.apply(step.seat, action_from_text(state, step.seat, step.move))
    assert state.counts[LEARNER] == 2 and state.hands_played == 0
    last = tutorial.steps[-1]
    assert last.for_learner
    events = state.apply(LEARNER, action_from_text(state, LEARNER, last.move))
    assert events[0].tiles_left == 0
    assert state.hands_played == 1 and state.totals[LEARNER] == 100  # nothing kept


def test_play_through_ends_the_hand_with_blue_keeping_nine_tiles():
    state = load_tutorial("peeper").play_through()
    assert state.hands_played == 1
    assert state.totals == [100, 91]


def test_each_step_picks_the_tiles_of_its_move_then_plays_them():
    """The table lists the hand sorted by number; `tile/i` picks the i-th tile."""
    tutorial = load_tutorial("peeper")
    state = tutorial.start()
    checked = 0
    for step in tutorial.steps:
        if not step.move:
            continue
        action = action_from_text(state, step.seat, step.move)
        if step.for_learner and isinstance(action, Play):
            hand = state.view(LEARNER).hand
            picks = [int(p.split("/")[1]) for p in step.press if p.startswith("tile/")]
            assert sorted(hand[i] for i in picks) == sorted(action.tiles), step.say
            assert step.press[-1] == "button/play"
            checked += 1
        state.apply(step.seat, action)
    assert checked == 5


def test_every_move_asked_of_the_learner_says_why_another_is_refused():
    tutorial = load_tutorial("peeper")
    asked = [step for step in tutorial.steps if step.for_learner]
    assert 6 <= len(asked) <= 12
    assert all(tutorial.refusal(step) == step.wrong != "" for step in asked)
