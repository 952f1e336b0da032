"""A match left and picked up again, as a player does it: Esc, Quit to menu, Continue;
the table they come back to shows what it showed, and undo still works on it."""

from __future__ import annotations

from game.serpent.actions import PLAY
from scenes.launch import table_for
from scenes.menu import MainMenu
from tests.scenes.conftest import key, run, top
from tests.scenes.test_serpent_table import Keyboard, settle


def quit_and_continue(app):
    """Esc, Quit to menu, then Continue: the table the menu resumes."""
    key(app, "escape")
    assert top(app) == "PauseScene"
    for _ in range(3):
        key(app, "down")
    key(app, "return")  # Quit to menu
    assert top(app) == "MainMenu"
    key(app, "down")
    assert app.stack.top.menu.current.label == "Continue"
    key(app, "return")
    return app.stack.top


def test_undo_after_continue_takes_back_only_the_last_move_s_line(quick_app):
    """Every line of a resumed log knows its move: undo used to drop them all."""
    app = quick_app
    app.stack.push(MainMenu(app))
    for seed in range(1, 40):
        app.stack.push(table_for(app, "serpent", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        if table.view.phase == PLAY and table.view.director == 1:
            break
        app.stack.pop()
    answer = table.legal()[0]
    Keyboard().choose(app, table, answer.card)
    run(app, 5)
    lines = [line.mine for line in table.log]
    resumed = quit_and_continue(app)
    assert [line.mine for line in resumed.log] == lines
    key(app, "c")  # undo the answer
    assert resumed.session.actions == table.session.actions[:-1]
    assert [line.mine for line in resumed.log] == lines[:-1]
