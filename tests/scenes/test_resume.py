"""A match left and picked up again, as a player does it: Esc, Quit to menu, Continue;
the table they come back to shows what it showed, and undo still works on it."""

from __future__ import annotations

import random

from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsOverlay
from tests.scenes.conftest import key, run, top, words_drawn
from tests.scenes.drivers import continue_match, quit_to_menu
from tests.scenes.peeper_positions import peeper_position
from tests.scenes.serpent_drivers import Keyboard, human_defends_first


def quit_and_continue(app):
    """Esc, Quit to menu, then Continue: the table the menu resumes."""
    quit_to_menu(app)
    return continue_match(app)


def test_undo_after_continue_takes_back_only_the_last_move_s_line(quick_app):
    """Every line of a resumed log knows its move: undo used to drop them all."""
    app = quick_app
    app.stack.push(MainMenu(app))
    table = human_defends_first(app)
    answer = table.legal()[0]
    Keyboard().choose(app, table, answer.card)
    run(app, 5)
    lines = [line.mine for line in table.log]
    resumed = quit_and_continue(app)
    assert [line.mine for line in resumed.log] == lines
    key(app, "c")  # undo the answer
    assert resumed.session.actions == table.session.actions[:-1]
    assert [line.mine for line in resumed.log] == lines[:-1]


def test_the_cards_a_player_peeked_at_are_still_listed_after_continue(quick_app):
    """"Cards you saw" is the table's memory of the peeks: it was empty on return."""
    from game.peek_and_run.actions import LookHand, LookStock, ShowTen
    from tests.scenes.peek_and_run_drivers import keys, play_by_input, table_where
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, ShowTen) for a in legal))
    ten = next(a for a in table.legal() if isinstance(a, ShowTen))
    play_by_input(app, table, ten, keys, 0)
    look = next(a for a in table.legal() if isinstance(a, (LookHand, LookStock)))
    play_by_input(app, table, look, keys, 0)
    from scenes.tables.peek_and_run.phrases import cards_known
    seen = cards_known(table.view, table.short_name)
    assert len(seen) == 1
    quit_to_menu(app)
    drawn = words_drawn(app)
    resumed = continue_match(app)
    assert cards_known(resumed.view, resumed.short_name) == seen
    assert all(line in drawn for line in seen[0][0])  # where the card lies, under it


def test_peeper_badges_say_what_each_player_did_this_trick_after_continue(quick_app):
    def an_opponent_passed(table):
        return (table.session.humans_to_act() == [0] and table.window.banner is None
                and "passed" in table.animation.last_played.values())
    table = peeper_position(quick_app, an_opponent_passed)
    quit_to_menu(quick_app)
    drawn = words_drawn(quick_app)
    resumed = continue_match(quick_app)
    assert resumed.animation.last_played == table.animation.last_played
    assert any(words.endswith("\u00b7 passed") for words in drawn)


def test_a_precognition_replay_deal_resumes_with_its_heading_and_the_first_prediction(
        make_app):
    """A tie sends two players to a replay deal; leave during it and come back: the
    row still says who plays again, and the log still reads the prediction written in
    the first deal (it read the new deal's, empty)."""
    from game.precognition.cards import glyphs
    from game.precognition.events import ReplayCalled, StringEdited
    from game.registry import get_game, make_agent
    from scenes.core import storage
    from scenes.match.session import Session
    info = get_game("precognition")
    session = Session(info, ["human", "normal", "normal"], 1, {})
    brain, written, move = make_agent(info, "normal"), "", 0
    while True:
        seat = session.state.to_act()[0]
        legal = session.state.legal_actions(seat)
        events = session.apply(seat, brain.choose(session.state.view(seat), legal,
                                                  random.Random(move)))
        move += 1
        written = next((e.string for e in events if isinstance(e, StringEdited)
                        and e.seat == 0), written)
        if any(isinstance(e, ReplayCalled) for e in events):
            break
    storage.save_match(session.record())
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 2)
    results = continue_match(app)  # left as the tied deal was scored: its results
    assert isinstance(results, ResultsOverlay)
    table = results.table
    # the row's heading, once the predictions are written
    assert table.drawing.row.heading(table.view).startswith("Replay: Red and Blue play again")
    mine = next(line.mine for line in table.log if line.mine.startswith("You have written"))
    assert written and mine == f"You have written your prediction: {glyphs(written)}"


def test_a_peeper_match_left_in_a_mine_window_opens_it_again(quick_app):
    """Left while "Mine?" was asked of the player: on return the banner was gone, its
    time never ran out and the table waited for ever on a call nobody was asked for."""
    from game.peeper.actions import Mine, Return
    quick_app.prefs.reaction_seconds = 1.0

    def asked_to_call(table):
        legal = table.session.state.legal_actions(0)
        return table.window.banner is not None and any(isinstance(a, (Mine, Return)) for a in legal)
    table = peeper_position(quick_app, asked_to_call)
    moves = len(table.session.actions)
    resumed = quit_and_continue(quick_app)
    assert resumed.window.banner is not None and \
        resumed.words.status_line().startswith(("Mine? Red:", "Return? Red:"))
    run(quick_app, 150)  # the banner's second runs out: the player let it go
    assert len(resumed.session.actions) > moves
    assert (0, "no") in resumed.session.actions[moves:]


def test_players_who_joined_with_their_own_devices_join_again_on_continue(make_app):
    """Each player's device was forgotten: a couch match came back with every seat on
    any device (in Peeper only the first player could then call Mine!)."""
    import pygame

    from game.registry import get_game
    from scenes.core import storage
    from scenes.core.input import KEYBOARD
    from scenes.match.session import Session
    from tests.scenes.conftest import pad
    session = Session(get_game("procession"), ["human", "human"], 4, {},
                      seat_devices={0: "pad:20", 1: "pad:21"})
    for _ in range(2):
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    storage.save_match(session.record())
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 2)
    continue_match(app)
    assert top(app) == "JoinScene"
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=21)  # "which seat is yours?"
    assert app.stack.top.devices == {}  # pressing first takes no seat by itself
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, instance_id=21)
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=21)  # Blue's seat is theirs
    assert app.stack.top.devices == {1: "pad:21"}
    key(app, "return")
    key(app, "return")  # the keyboard player takes the seat left: Red's
    assert top(app) == "ProcessionTable"
    table = app.stack.top
    assert table.session.seat_devices == {0: KEYBOARD, 1: "pad:21"}
    assert table.session.actions == session.actions


def test_a_match_left_on_a_hands_results_shows_them_again_on_continue(quick_app, home):
    """The hand was scored by the last move saved; its results were on screen when the
    player left. Continue used to open on the next hand with them gone."""
    from tests.scenes.drivers import serpent_save_with_hands_played
    session, ended = serpent_save_with_hands_played()
    app = quick_app
    app.stack.push(MainMenu(app))
    run(app, 2)
    drawn = words_drawn(app)
    resumed = continue_match(app)
    run(app, 3)
    assert top(app) == "SerpentResults" and app.stack.top.event == ended
    assert "Hand 1 over" in drawn
    key(app, "return")  # Next hand
    run(app, 3)
    assert app.stack.top is resumed


def test_continue_on_a_hands_results_keeps_that_hand_under_them(quick_app):
    """Peek and Run deals the next hand with the move that ends one: a match left on
    its results came back with them over the new deal. Now the hand stands as it
    ended under them, and the next is dealt once they are closed."""
    from tests.scenes.conftest import go_on_from_results, play_until
    app = quick_app
    app.stack.push(MainMenu(app))
    table = app.screens.table("peek-and-run", ["human", "normal"], 3, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=3)  # saved as it ends
    ended = table.flow.ended_hand
    app.stack.pop()
    run(app, 2)
    results = continue_match(app)
    assert isinstance(results, ResultsOverlay)
    resumed = results.table
    assert resumed.view == ended and resumed.session.state.view(0).hands_dealt == 2
    go_on_from_results(app)
    assert app.stack.top is resumed and resumed.view.hands_dealt == 2
