"""The move log reads like a story (scenes/tables/kit/log.py, flow.py): a hand's last
line says how it ended, and a heading opens the next."""

from __future__ import annotations

from tests.scenes.conftest import go_on_from_results, play_until, run, top


def test_a_hand_ends_with_how_it_ended_and_the_next_opens_with_a_heading(quick_app):
    app = quick_app
    table = app.screens.table("serpent", ["human", "normal"], 3, {})
    app.stack.push(table)
    said = []
    app.speech.say = said.append
    play_until(table, lambda: len(table.session.hands) == 1)
    told = [line.public for line in table.log]
    director = table.short_name(table.session.hands[0].points.index(  # "Blue", as moves say
        max(table.session.hands[0].points)))
    assert told[-1] == f"Hand 1 over: {director} scores {max(table.session.hands[0].points)}" \
        " as director"
    go_on_from_results(app, "SerpentResults")
    told = [line.public for line in table.log]
    heading = told.index("\u2014 Hand 2 \u2014")
    assert told[heading - 1].startswith("Hand 1 over: ") and "\u2014 Hand 2 \u2014" in said


def test_the_next_hands_heading_is_neither_written_nor_said_while_the_last_one_is_on_show(
        quick_app):
    """The kit wrote "— Hand 2 —" as hand 1 ended, under its results and over the hand
    still lying on the table, and speech said it then: it opens hand 2 once that is
    dealt, in every game."""
    for game_id, seats in (("peeper", ["human", "normal"]),
                           ("peek-and-run", ["human", "normal"]),
                           ("precognition", ["human", "normal", "normal"])):
        app = quick_app
        table = app.screens.table(game_id, seats, 3, {})
        app.stack.push(table)
        said = []
        app.speech.say = said.append
        play_until(table, lambda: len(table.session.hands) == 1)
        run(app, 3)
        word = table.session.info.hand_word.capitalize()
        heading = f"\u2014 {word} 2 \u2014"
        assert top(app) != type(table).__name__, game_id  # the results are up
        assert heading not in [line.public for line in table.log], game_id
        assert heading not in said, game_id
        go_on_from_results(app, top(app))
        run(app, 2)
        assert heading in [line.public for line in table.log], game_id
        assert heading in said, game_id
        app.stack.pop()


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
