"""The move log reads like a story (scenes/tables/kit/log.py, flow.py): a hand's last
line says how it ended, and a heading opens the next."""

from __future__ import annotations

from tests.scenes.conftest import play_until


def test_a_hand_ends_with_how_it_ended_and_the_next_opens_with_a_heading(quick_app):
    app = quick_app
    table = app.screens.table("serpent", ["normal", "normal"], 3, {})
    app.stack.push(table)
    play_until(table, lambda: len(table.session.hands) == 1)
    told = [line.public for line in table.log]
    director = table.short_name(table.session.hands[0].points.index(  # "Blue", as moves say
        max(table.session.hands[0].points)))
    assert told[-2] == f"Hand 1 over: {director} scores {max(table.session.hands[0].points)}" \
        " as director"
    assert told[-1] == "\u2014 Hand 2 \u2014"


def test_the_last_hand_of_a_match_has_no_heading_after_it(quick_app):
    app = quick_app
    table = app.screens.table("precognition", ["normal", "normal", "normal"], 3, {})
    app.stack.push(table)
    play_until(table, lambda: table.session.state.is_over)
    told = [line.public for line in table.log]
    assert told[-1].startswith("Deal ") and " over: " in told[-1] and "wins" in told[-1]
    headings = [words for words in told if words.startswith("\u2014")]
    endings = [words for words in told if " over: " in words]
    assert len(headings) == len(endings) - 1
