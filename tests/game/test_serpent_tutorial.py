"""The Serpent tutorial plays its fixed deal to a hand where the learner, directing,
scores a pair and a run."""

from game.core import action_from_text
from game.serpent.events import CardPlayed, HandScored
from game.serpent.scoring import COLUMNS
from scenes.tutorial.script import LEARNER, load_tutorial


def test_the_tutorial_ends_with_a_pair_and_a_run_scored_by_the_learner():
    tutorial = load_tutorial("serpent")
    state, events = tutorial.start(), []
    for step in tutorial.steps:
        if step.move:
            events += state.apply(step.seat, action_from_text(state, step.seat, step.move))
    (scored,) = [e for e in events if isinstance(e, HandScored)]
    card_at = {e.row * COLUMNS + e.column: str(e.card) for e in events
               if isinstance(e, CardPlayed)}
    assert scored.director == LEARNER
    assert [sorted(card_at[c] for c in pair) for pair in scored.pairs] == [["9♣", "9♥"]]
    assert [sorted(card_at[c] for c in run) for run in scored.runs] == [["5♠", "6♥", "7♦"]]
    assert scored.points == 5 and state.scores == [5, 0]


def test_every_learner_step_teaches_with_words_and_a_refusal_reason():
    tutorial = load_tutorial("serpent")
    learner = [s for s in tutorial.steps if s.seat == LEARNER]
    assert 6 <= len(learner) <= 12
    assert all(s.say for s in learner) and any(s.wrong for s in learner)
