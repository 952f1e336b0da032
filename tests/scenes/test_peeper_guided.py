"""Peeper's guided hand through its table: every way of giving the asked move, the
coach's play outlined, a held window, and nothing shown over anything."""

import pytest

from tests.scenes.conftest import key, run


@pytest.mark.parametrize("way", ["ready", "keys", "mouse", "pad"])
def test_the_guided_hand_takes_its_moves_however_they_are_given(make_app, way):
    """The ready-made "Play 7 7 7 (Enter)" was refused ("…a pair of 13s is lower"), and
    "Play 2 (Enter)" too: only tiles picked one by one with the mouse worked.  Now the
    play on offer is the step's, and Confirm plays it; tiles picked by keys, mouse or
    pad, then Play, play it too."""
    from scenes.tutorial.coached import tutorial_table
    from tests.scenes.peeper_drivers import learn_guided_hand
    app = make_app()
    table = tutorial_table(app, "peeper")
    app.stack.push(table)
    run(app, 2)
    learn_guided_hand(app, table, way)
    assert table.coach.finished and table.session.actions[-1] == (0, "Mine! 13 13")


def test_the_guided_hand_offers_and_outlines_the_coachs_play(peeper_app):
    """The dashed ready-made play (7 8 9 X=10) contradicted the coach (8 9 X 11): the
    play on offer, outlined in your hand, is the one the step asks for."""
    from scenes.tutorial.coached import tutorial_table
    from tests.scenes.tutorial_player import settle
    app = peeper_app
    table = tutorial_table(app, "peeper")
    app.stack.push(table)
    for _ in range(40):
        settle(app, table)
        step = table.coach.step
        if table.coach.reading():
            key(app, "return")
            continue
        assert str(table.choosing.previewed()) == step.move
        hand = table.choosing.shown_hand()
        if step.move[0].isdigit():  # a play of tiles: those outlined in the hand
            shown = sorted(hand[i] for i in table.choosing.suggested_indexes())
            assert shown == sorted(table.choosing.previewed().tiles)
        if step.move == "8 9 X=10 11":
            break
        key(app, "return")
    assert table.coach.step.move == "8 9 X=10 11"


def test_the_guided_hands_mine_clock_does_not_run_empty_while_it_waits(make_app):
    """The Mine? bar ran empty while the window, held for the learner, stayed open: a
    held window shows no clock."""
    from scenes.tutorial.coached import tutorial_table
    from tests.scenes.tutorial_player import settle
    app = make_app()
    table = tutorial_table(app, "peeper")
    app.stack.push(table)
    while table.coach.step is None or table.coach.step.move != "Mine! 13 13":
        settle(app, table)
        key(app, "return")
    run(app, 60 * 8)  # longer than the window's time
    assert table.window.banner is not None and table.window.share_left() is None
    box = next(m for m in table.chrome.shown if m.kind == "call")
    assert box.words.startswith("Mine?")
    assert not any(p.name == "call" and p.key[2] is not None for p in table.still_parts())


def test_the_guided_hand_shows_nothing_over_anything(make_app):
    from tests.scenes.guided_check import guided_hand_problems
    assert guided_hand_problems(make_app(), "peeper") == []
