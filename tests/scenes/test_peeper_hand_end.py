"""A Peeper hand's end at its table: kept on show as it was played, every hand turned
up, the trick with nothing left to beat, and the next hand opened once it is dealt."""

import random

from game.registry import make_agent
from tests.scenes.conftest import go_on_from_results, play_until, run, top
from tests.scenes.peeper_drivers import texts_drawn_now


def test_a_hand_ends_as_it_was_played_and_the_next_is_dealt_after_its_results(make_app):
    """The rules deal the next hand with the play that goes out: the table showed the
    new tiles under the results at once. Now the hand stays as it ended (the going-out
    play on the trick), and the next is dealt once the results are closed."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("peeper", ["human", "normal"], 2, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=2)
    shown = table.view
    assert shown.hand_number == 1 and 0 in shown.counts and shown.top is not None
    assert not any(did.startswith("leads") for did in table.animation.last_played.values())
    assert table.session.state.view(0).hand_number == 2
    go_on_from_results(app)  # Next hand
    assert top(app) == "PeeperTable" and table.view.hand_number == 2
    assert table.anim.busy and table.animation.dealing == len(table.view.hand) == 16
    assert any(did.startswith("leads") for did in table.animation.last_played.values())  # hand 2's
    run(app, 90)
    assert table.animation.dealing == 0


def test_every_hand_is_turned_up_at_a_hands_end(make_app):
    """No hand was turned up at a hand's end: now every other player's tiles lie face
    up under their badge with what they cost, before the results."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("peeper", ["human", "normal", "normal"], 2, {})
    app.stack.push(table)
    run(app, 2)
    brain, rng = make_agent(table.session.info, "normal"), random.Random(2)
    while table.flow.ended_hand is None:
        state = table.session.state
        hands = {seat: state.view(seat).hand for seat in range(3)}
        seat = state.to_act()[0]
        table.play(seat, brain.choose(state.view(seat), state.legal_actions(seat), rng))
    run(app, 2)
    assert top(app) == "PeeperTable"  # the results wait while the hands are seen
    out = seat
    for other in table.geometry.others():
        shown = table.animation.reveal.tiles_of(other)
        assert shown == (() if other == out else hands[other])
        assert table.listed[f"tiles:{other}"] and f"cost:{other}" in table.listed
        assert table.animation.reveal.cost(other) == f"\u2212{len(shown)}" or not shown
    go_on_from_results(app)
    assert table.animation.reveal.tiles_of(1) is None  # the next hand: face down again


def test_the_trick_a_hand_ended_on_has_nothing_left_to_beat(peeper_app):
    """At a hand's end the trick still said "Straight of 4, to beat: 5–8" over "Hand
    over": now "Straight of 4: 5–8", and "to beat" comes back with the next hand."""
    from scenes.tables.peeper.words import describe_play
    app = peeper_app
    table = first_hand_ended(app)
    said = " ".join(words for words, _ in texts_drawn_now(app, table))
    assert "Hand over" in said and "to beat" not in said
    assert table.view.top is not None
    go_on_from_results(app)
    play_until(table, lambda: "to beat" in describe_play(table.view.top), seed=2)
    run(app, 2)
    assert "to beat" in " ".join(words for words, _ in texts_drawn_now(app, table))


def test_the_matchs_last_hand_ends_with_its_last_play_on_the_trick(peeper_app):
    """The last hand of a match ended on an empty trick (the rules leave none there
    once the match is over), where every other hand shows the play that went out:
    now it shows too, and the hand's points are in the badges."""
    app = peeper_app
    table = app.screens.table("peeper", ["human", "normal"], 2, {"game_end": "hands"})
    app.stack.push(table)
    run(app, 2)
    for _ in range(2):
        play_until(table, lambda: table.flow.ended_hand is not None or
                   table.session.state.is_over, seed=2)
        if not table.session.state.is_over:
            go_on_from_results(app)
    last = next(a for s, a in reversed(table.session.actions) if a[0].isdigit())
    assert table.session.state.view(0).top is None  # what the rules leave
    run(app, 2)
    view = table.view
    assert view.is_over and str(view.top) == last and 0 in view.counts
    assert view.totals == table.session.state.view(0).totals
    assert table.listed.get("trick:tiles") is not None


def test_the_log_opens_the_next_hand_once_it_is_dealt(peeper_app):
    """The log said "— Hand 2 —" under "Hand 1 over" while hand 1 still lay on the
    table with its results, and at the end of the guided hand, where no hand 2 comes:
    the heading shows once the next hand is dealt."""
    app = peeper_app
    table = first_hand_ended(app)
    said = [words for words, _ in texts_drawn_now(app, table)]
    assert any(words.startswith("Hand 1 over") for words in said)
    assert "\u2014 Hand 2 \u2014" not in said
    go_on_from_results(app)
    run(app, 2)
    assert "\u2014 Hand 2 \u2014" in [words for words, _ in texts_drawn_now(app, table)]


def first_hand_ended(app):
    """A two-player table whose first hand has just ended, kept on show."""
    table = app.screens.table("peeper", ["human", "normal"], 2, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=2)
    run(app, 2)
    return table
