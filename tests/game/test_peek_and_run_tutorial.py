"""The Peek and Run tutorial plays its fixed deal to a line of four for the learner."""

from game.core import action_from_text
from game.peek_and_run.events import LinesScored
from scenes.tutorial.script import LEARNER, load_tutorial


def events_of(tutorial):
    state, events = tutorial.start(), []
    for step in tutorial.steps:
        if step.move:
            events += state.apply(step.seat, action_from_text(state, step.seat, step.move))
    return state, events


def test_the_tutorial_ends_with_the_learners_line_of_four_scored():
    tutorial = load_tutorial("peek-and-run")
    state, events = events_of(tutorial)
    scored = [e for e in events if isinstance(e, LinesScored)]
    assert [(e.seat, e.lines, e.points) for e in scored] == [(LEARNER, ((18, 20, 21, 24),), 1)]
    assert state.scores == [1, 0]
    assert "18-20-21-24" in tutorial.done


def test_every_learner_step_teaches_with_words_and_a_refusal_reason():
    tutorial = load_tutorial("peek-and-run")
    learner = [s for s in tutorial.steps if s.seat == LEARNER]
    assert 6 <= len(learner) <= 12
    assert all(tutorial.refusal(s) for s in learner if s.move)
    assert any(s.wrong for s in learner)
