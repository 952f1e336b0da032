"""Procession as a player sees it: its words and its badges at every size
(tests/scenes/test_procession_table.py plays the table)."""

from __future__ import annotations

from tests.scenes.conftest import run


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
