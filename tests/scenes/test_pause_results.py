"""Pause offers Restart (asked first); results never start a match on a hasty press."""

import pygame

from scenes import storage
from scenes.launch import table_for
from scenes.menu import MainMenu
from scenes.results import BOX
from tests.scenes.conftest import key, pad, run, top


def table_app(make_app, seats=("human", "random"), options=None):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(MainMenu(app))
    app.stack.push(table_for(app, "procession", list(seats), 5, options or {"n": 9}))
    run(app, 2)
    return app, app.stack.top


def open_restart(app):
    key(app, "escape")
    assert top(app) == "PauseScene"
    while app.stack.top.menu.current.label != "Restart":
        key(app, "down")
    key(app, "return")
    assert top(app) == "ConfirmRestart"


def test_restart_asks_first_then_deals_again_with_the_same_setup(make_app):
    app, table = table_app(make_app)
    key(app, "return")  # a move of ours
    run(app, 3)
    assert storage.load_match() is not None
    open_restart(app)
    assert app.stack.top.menu.current.label == "No, keep playing"
    key(app, "return")  # the answer chosen first changes nothing
    assert top(app) == "PauseScene" and app.stack.scenes[-2] is table
    key(app, "return")
    assert top(app) == "ConfirmRestart"
    pad(app, pygame.CONTROLLER_BUTTON_B)  # B is No too
    assert top(app) == "PauseScene"
    key(app, "return")
    key(app, "down")
    key(app, "return")  # Yes, deal again
    fresh = app.stack.top
    assert top(app) == "ProcessionTable" and fresh is not table
    assert [type(s).__name__ for s in app.stack.scenes] == ["MainMenu", "ProcessionTable"]
    assert fresh.session.seats == table.session.seats
    assert fresh.session.options == table.session.options
    assert len(fresh.session.actions) <= 1  # the AI may have answered; our move is gone
    assert storage.load_match() is None or storage.load_match()["seed"] == fresh.session.seed


def play_to_the_end_mashing_enter(app, table):
    for _ in range(400):
        if top(app) == "ResultsOverlay":
            return
        key(app, "return", frames=1)
    raise AssertionError("the match did not end")


def test_mashing_enter_through_the_last_move_starts_nothing(make_app):
    app, table = table_app(make_app, options={"n": 4})
    play_to_the_end_mashing_enter(app, table)
    results = app.stack.top
    assert results.final
    assert results.menu.current.label == "See the table"  # harmless, never Play again
    for _ in range(20):  # still mashing, a third of a second: every press ignored
        key(app, "return", frames=1)
        assert app.stack.top is results and not results.peeking
    assert app.stack.scenes[-2] is table
    run(app, 60)  # the results have been read
    key(app, "return")  # See the table: the overlay stands aside
    assert app.stack.top is results and results.peeking
    key(app, "return")  # any press brings the results back
    assert not results.peeking and app.stack.scenes[-2] is table
    key(app, "down")
    key(app, "return")  # Menu: the game stays chosen
    assert top(app) == "MainMenu" and app.stack.top.game.id == "procession"


def test_moving_the_choice_shows_the_player_is_reading(make_app):
    app, table = table_app(make_app, options={"n": 4})
    play_to_the_end_mashing_enter(app, table)
    key(app, "down")
    key(app, "down")
    assert app.stack.top.menu.current.label == "Play again"
    key(app, "return")  # a deliberate choice is taken at once
    assert top(app) == "ProcessionTable" and app.stack.top is not table


def beside_the_box(app) -> bytes:
    """The dimmed table left of the results box (the box's menu glows in time)."""
    return pygame.image.tobytes(app.screen.subsurface((0, 0, BOX.x, BOX.bottom)), "RGB")


def test_results_keep_the_dimmed_table_instead_of_drawing_it_every_frame(make_app):
    app, table = table_app(make_app, options={"n": 4})
    play_to_the_end_mashing_enter(app, table)
    drawn = []
    table_draw = table.draw
    table.draw = lambda surface: (drawn.append(1), table_draw(surface))
    run(app, 1)
    first = beside_the_box(app)
    run(app, 5)
    assert not drawn  # kept from the overlay's first frame
    assert beside_the_box(app) == first
    key(app, "escape")  # pause over the results, and back: the table is drawn again
    assert top(app) == "PauseScene"
    key(app, "escape")
    assert top(app) == "ResultsOverlay"
    assert drawn
    again = beside_the_box(app)  # the table may differ (the pointer's lift is gone)
    drawn.clear()
    run(app, 3)
    assert not drawn and beside_the_box(app) == again
