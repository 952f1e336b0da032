"""Procession as a player sees it: its words and its badges at every size
(tests/scenes/test_procession_table.py plays the table)."""

from __future__ import annotations

import pytest

from tests.scenes.conftest import run, texts_drawn


def start(app, seats, n=7, seed=5):
    table = app.screens.table("procession", seats, seed, {"n": n})
    app.stack.push(table)
    run(app, 2)
    return table


def test_the_ai_is_named_by_its_colour_as_on_every_other_table(quick_app):
    """The log and the news said "Red (normal) flipped digit 3", where every other
    table says "Red": its badge says which AI it is."""
    app = quick_app
    table = start(app, ["normal", "human"], n=6)
    for _ in range(30):
        run(app, 1)
        if table.session.humans_to_act():
            break
    assert table.log and table.log[0].public.startswith("Red flipped digit ")
    assert table.chrome.event[0].startswith("Red flipped digit ")


@pytest.mark.parametrize("seats", range(2, 7))
def test_every_badge_says_all_it_holds_whole(quick_app, seats):
    """Six seats in a row cut every badge short ("your tur…", "Normal…"): from four
    seats up the badges stand in two rows, each saying its name, whose turn or which
    AI, and the moves made, whole and inside it."""
    app = quick_app
    table = start(app, ["human"] + ["normal"] * (seats - 1), seed=seats)
    parts = table.drawing.seat_parts(table.view)
    assert len(parts) == seats
    for part in parts:
        with texts_drawn(app) as drawn:
            part.draw(app.screen.copy())
        words = [w for w, _ in drawn]
        assert not any("\u2026" in w for w in words), words
        assert any("move" in w for w in words) and all(part.rect.contains(r) for _, r in drawn)
        assert any("Normal AI" in w or "turn" in w or "to play" in w for w in words), words
    rects = [part.rect for part in parts]
    assert all(a.collidelist([b for b in rects if b is not a]) == -1 for a in rects)
    assert table.layout.missing(table.ANCHORS) == []


def test_keys_pressed_while_another_player_moves_say_why_nothing_happens(make_app):
    """Enter or Hint while the AI thinks: the table says it is not the player's turn,
    and nothing is flipped."""
    from tests.scenes.conftest import key
    app = make_app()
    table = start(app, ["normal", "human"], n=6)
    while table.dealing.under_way:  # (Enter mid-deal finishes the deal)
        run(app, 1)
    run(app, 2)
    assert table.session.state.to_act() == (0,) and table.flow.thinking is not None
    for pressed, words in (("return", "It is not your turn."),
                           ("h", "A hint waits for your turn.")):
        table.chrome.clear()
        key(app, pressed, frames=1)
        assert table.chrome.message[0] == words
    assert table.session.actions == []
