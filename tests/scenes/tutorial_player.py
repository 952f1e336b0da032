"""Playing a tutorial by real input, as a learner would: Confirm through the notes,
clicks on what each step asks for, and one wrong choice before each move."""

from __future__ import annotations

from scenes.tutorial.script import target_label
from tests.scenes.conftest import click, key, run

MOST_FRAMES = 3000


def settle(app, table) -> None:
    """Run the loop until the coach waits for the learner (a note to read, a move to
    make) or the hand is over."""
    for _ in range(MOST_FRAMES):
        if app.stack.top is not table:
            return
        waiting = table.coach.reading() or (table.coach.step is not None and table.coach.step.for_learner)
        if table.coach.finished or (waiting and not table.anim.busy):
            return
        run(app, 1)
    raise AssertionError(f"the tutorial stalled at step {table.coach.step_index + 1}")


def rect_of(table, label: str):
    """Where to click (a point) for a target label or "button/<name>"."""
    table.controls.refresh_targets()
    table.controls.refresh_buttons()
    if label.startswith("button/"):
        name = label[len("button/"):]
        return next(b.rect.center for b in table.buttons if b.name == name)
    targets = table.targets.items
    for index, target in enumerate(targets):
        if target_label(target.key) == label:
            return visible_part(target.rect, [t.rect for t in targets[index + 1:]])
    raise AssertionError(f"nothing on the table is labelled {label!r}; there are "
                         f"{[target_label(t.key) for t in targets]}")


def visible_part(rect, above):
    """A point of `rect` that no target drawn above it covers (cards fan over each other)."""
    for fx in (0.5, 0.2, 0.1, 0.8, 0.9, 0.35, 0.65):
        for fy in (0.5, 0.2, 0.8):
            point = (rect.x + int(rect.width * fx), rect.y + int(rect.height * fy))
            if not any(other.collidepoint(point) for other in above):
                return point
    raise AssertionError(f"the target at {rect} is covered by others")


def choices_for(table, step) -> list[str]:
    """The labels to click, in order, to make the step's move."""
    if step.press:
        return list(step.press)
    table.controls.refresh_targets()
    for target in table.targets.items:
        if target.action is not None and str(target.action) == step.move:
            return [target_label(target.key)]
    if step.point.startswith("button/"):
        return [step.point]
    raise AssertionError(f"no target plays {step.move!r} and the step points at no button")


def try_a_wrong_choice(app, table, step, first: str) -> bool:
    """Choose something else than `first` (an allowed target if there is one): it must be
    refused, with the step's reason when the rules would allow it, and play nothing.
    False if there is nothing else to choose."""
    table.controls.refresh_targets()
    others = [t for t in table.targets.items if target_label(t.key) != first]
    if not others:
        return False
    wrong = next((t for t in others if t.allowed), others[0])
    before = list(table.session.actions)
    click(app, rect_of(table, target_label(wrong.key)))
    assert table.session.actions == before, f"{target_label(wrong.key)} was played"
    assert table.chrome.message is not None, f"choosing {target_label(wrong.key)} said nothing"
    expected = table.coach.tutorial.refusal(step) if wrong.allowed else wrong.refusal
    assert table.chrome.message[0] == expected
    assert table.coach.step is step and table.coach.pressed == 0
    return True


def play_tutorial(app, table) -> list[int]:
    """Play the tutorial on `table` to its end; the steps at which a wrong choice was
    tried and refused."""
    refused = []
    while True:
        settle(app, table)
        if table.coach.finished or app.stack.top is not table:
            return refused
        step, index = table.coach.step, table.coach.step_index
        if table.coach.reading():
            key(app, "return")
            assert table.coach.step_index == index + 1, f"Confirm did not go on from step {index + 1}"
            continue
        labels = choices_for(table, step)
        if try_a_wrong_choice(app, table, step, labels[0]):
            refused.append(index)
        made = len(table.session.actions)
        owed = [(0, earlier.move) for earlier in table.coach.owed]
        for label in labels:
            click(app, rect_of(table, label))
        played = table.session.actions[made:]
        if not played and table.coach.owed[-1:] == [step]:
            continue  # chosen: the table plays it with a later step's choices
        expected = owed + [(0, step.move)]
        assert played[:len(expected)] == expected, (
            f"step {index + 1}: {labels} did not play {step.move!r}")
