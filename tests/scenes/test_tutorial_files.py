"""Every tutorial file reads and plays as a legal hand; a broken one says where."""

from __future__ import annotations

import re

import pytest

from scenes.tutorial.script import TUTORIAL_DIR, TutorialError, load_tutorial, target_label

SMALL = """
title = "Procession"
seats = 2
options = { n = 3 }
done = "Done."

[[steps]]
say = "Three digits."

[[steps]]
say = "Flip the first digit."
move = "flip 1"

[[steps]]
seat = 1
move = "{reply}"
say = "Blue answers."
"""


def write(tmp_path, reply="flip 3"):
    path = tmp_path / "procession.toml"
    path.write_text(SMALL.replace("{reply}", reply), encoding="utf-8")
    return path


@pytest.mark.parametrize("path", sorted(TUTORIAL_DIR.glob("*.toml")), ids=lambda p: p.stem)
def test_every_tutorial_file_plays_as_a_legal_hand(path):
    tutorial = load_tutorial(path.stem)
    assert tutorial.title and tutorial.done
    assert any(step.for_learner for step in tutorial.steps)
    assert 6 <= len(tutorial.steps) <= 12 + sum(s.seat != 0 for s in tutorial.steps)


def test_a_small_tutorial_reads_and_plays(tmp_path):
    tutorial = load_tutorial("procession", write(tmp_path))
    assert [s.for_learner for s in tutorial.steps] == [False, True, False]
    assert tutorial.play_through().view(0).row != tutorial.start().view(0).row


def test_a_move_the_rules_refuse_names_its_step(tmp_path):
    with pytest.raises(TutorialError, match="step 3"):
        load_tutorial("procession", write(tmp_path, reply="flip 9"))


def test_a_seat_not_asked_names_its_step(tmp_path):
    path = write(tmp_path)
    path.write_text(path.read_text().replace("seat = 1", "seat = 0"), encoding="utf-8")
    with pytest.raises(TutorialError, match="step 3: seat 0 is not asked"):
        load_tutorial("procession", path)


def test_an_unreadable_file_and_an_unknown_field_are_refused_clearly(tmp_path):
    path = tmp_path / "procession.toml"
    path.write_text("title = [", encoding="utf-8")
    with pytest.raises(TutorialError, match="can't be read"):
        load_tutorial("procession", path)
    path.write_text(SMALL.replace('done = "Done."', 'done = "Done."\n')
                    .replace('say = "Three digits."', 'say = "x"\nshout = "y"'), encoding="utf-8")
    with pytest.raises(TutorialError, match="unknown field 'shout'"):
        load_tutorial("procession", path)
    with pytest.raises(TutorialError, match="no tutorial"):
        load_tutorial("procession", tmp_path / "missing.toml")


def test_target_labels_join_key_parts():
    assert target_label(("digit", 3)) == "digit/3"
    assert target_label("stock") == "stock"
    assert target_label(("slot", 0, 2)) == "slot/0/2"


def test_every_game_has_a_tutorial():
    from game.registry import all_games
    assert sorted(info.id for info in all_games()) == sorted(
        path.stem for path in TUTORIAL_DIR.glob("*.toml"))


def test_serpents_first_show_is_refused_with_the_card_it_asks_for():
    from scenes.tutorial.script import load_tutorial
    tutorial = load_tutorial("serpent")
    step = next(step for step in tutorial.steps if step.move == "show Q\u2660")
    assert "Q\u2660" in tutorial.refusal(step)


def damaged_variants(text: str):
    """The file cut short at many points, a byte changed at many points, and every
    number in it made endless, too large, negative or enormous."""
    data = text.encode()
    for cut in range(0, len(data), max(1, len(data) // 24)):
        yield data[:cut]
    for at in range(0, len(data), max(1, len(data) // 24)):
        for byte in (b"[", b"\xff", b"=", b"\n"):
            yield data[:at] + byte + data[at + 1:]
    for number in sorted(set(re.findall(rb"(?<![\w.])\d+(?![\w.])", data))):
        for wild in (b"inf", b"-inf", b"nan", b"1e400", b"-1", b"99999999999999999999999"):
            yield re.sub(rb"(?<![\w.])" + number + rb"(?![\w.])", wild, data, count=1)


@pytest.mark.parametrize("path", sorted(TUTORIAL_DIR.glob("*.toml")), ids=lambda p: p.stem)
def test_a_damaged_tutorial_is_refused_as_a_tutorial_error_or_plays(path, tmp_path):
    copy = tmp_path / path.name
    tried = 0
    for variant in damaged_variants(path.read_text(encoding="utf-8")):
        copy.write_bytes(variant)
        try:
            load_tutorial(path.stem, copy)
        except TutorialError as error:
            assert str(error) and "\n" not in str(error)
        tried += 1
    assert tried > 100
