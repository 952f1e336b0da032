"""Where the guided hands are offered: once on a game's first play, and always from
How to play and the setup screen; only for games that have one."""

from __future__ import annotations

import pytest

from scenes.core import preferences
from scenes.screens.menu import MainMenu
from tests.scenes.conftest import asking, click, key, run, stack_names, top


def menu_on(app, game_id):
    menu = MainMenu(app, game_id)
    app.stack.push(menu)
    run(app, 2)
    return menu


def test_the_first_play_offers_the_guided_hand_once(make_app, home):
    app = make_app(first_play_offers=True)
    menu_on(app, "procession")
    key(app, "return")  # Play
    assert asking(app) == "New to Procession?"
    assert app.stack.top.menu.current.label == "Take it"
    key(app, "up")
    key(app, "return")  # Skip
    assert top(app) == "SetupScene"
    key(app, "backspace")
    key(app, "return")  # Play again: not asked twice
    assert top(app) == "SetupScene"
    saved, _ = preferences.load()
    assert "procession" in saved.tutorials_offered
    again = make_app(first_play_offers=True)  # the next time the game is opened
    menu_on(again, "procession")
    key(again, "return")
    assert top(again) == "SetupScene"


def test_taking_the_offer_starts_the_tutorial(make_app, home):
    app = make_app(first_play_offers=True)
    menu_on(app, "procession")
    key(app, "return")
    key(app, "return")  # Take it
    assert stack_names(app) == ["MainMenu",
                                                            "CoachedProcessionTable"]


def test_a_game_without_a_tutorial_is_not_offered_one(make_app, home, monkeypatch, tmp_path):
    from scenes.tutorial import script as tutorial_script
    monkeypatch.setattr(tutorial_script, "TUTORIAL_DIR", tmp_path / "none")
    app = make_app(first_play_offers=True)
    menu_on(app, "procession")
    key(app, "return")
    assert top(app) == "SetupScene"
    assert "Learn with a guided hand" not in [i.label for i in app.stack.top.menu.items]
    assert "procession" not in app.prefs.tutorials_offered


def test_how_to_play_offers_the_guided_hand_by_key_and_click(menu_app):
    from game.registry import get_game
    from scenes.screens.how_to_play import GUIDED_HAND_BUTTON, HowToPlay
    menu_app.stack.push(HowToPlay(menu_app, get_game("procession")))
    key(menu_app, "x")
    assert top(menu_app) == "CoachedProcessionTable"
    menu_app.stack.push(HowToPlay(menu_app, get_game("procession")))
    click(menu_app, GUIDED_HAND_BUTTON.center)
    assert stack_names(menu_app) == ["MainMenu",
                                                                 "CoachedProcessionTable"]


def test_the_setup_screen_has_a_guided_hand_row(menu_app):
    menu = menu_app.stack.top
    menu.game_index = [g.id for g in menu.games].index("procession")
    key(menu_app, "return")
    setup = menu_app.stack.top
    key(menu_app, "up")  # from the first seat up to Start, then the row above it
    key(menu_app, "up")
    assert setup.menu.current.label == "Learn with a guided hand"
    key(menu_app, "return")
    assert top(menu_app) == "CoachedProcessionTable"


def test_a_guided_hand_already_taken_is_not_offered_again_on_the_first_play(make_app, home):
    from game.registry import get_game
    from scenes.screens.how_to_play import HowToPlay
    app = make_app(first_play_offers=True)
    menu_on(app, "procession")
    app.stack.push(HowToPlay(app, get_game("procession")))
    key(app, "x")  # the guided hand, straight from the rules
    assert top(app) == "CoachedProcessionTable"
    key(app, "escape")
    assert app.stack.top.menu.select("Quit to menu")
    key(app, "return")
    if top(app) != "MainMenu":
        key(app, "return")  # leaving is confirmed
    assert top(app) == "MainMenu"
    key(app, "return")  # Play: the newcomer has had the guided hand, not "New to ...?"
    assert top(app) == "SetupScene"


DAMAGE = {
    "cut short": lambda text: text[:len(text) // 2],
    "nested 1000 deep": lambda text: "a = " + "[" * 1000 + "]" * 1000 + "\n" + text,
    "an endless seed": lambda text: text.replace("seed = 1", "seed = inf"),
    "minutes of 1e400": lambda text: text.replace("minutes = 2", "minutes = 1e400"),
    "steps that are words": lambda text: 'steps = "none"\n' + text.split("[[steps]]")[0],
    "a step that is a number": lambda text: text.split("[[steps]]")[0] + "steps = [3]\n",
    "an endless seat": lambda text: text.replace("seat = 1", "seat = inf"),
    "not text": lambda text: "\udcff\udcfe" + text,
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_guided_hand_is_explained_and_play_goes_on(make_app, home, monkeypatch,
                                                             tmp_path, damage):
    from scenes.tutorial import script as tutorial_script
    original = (tutorial_script.TUTORIAL_DIR / "procession.toml").read_text()
    damaged = DAMAGE[damage](original).encode("utf-8", "surrogateescape")
    (tmp_path / "procession.toml").write_bytes(damaged)
    monkeypatch.setattr(tutorial_script, "TUTORIAL_DIR", tmp_path)
    app = make_app(first_play_offers=True)
    menu_on(app, "procession")
    key(app, "return")  # the first Play: the offer would read the file
    assert top(app) == "SetupScene"
    assert app.toast and app.toast[0].startswith("The guided hand can't be played: ")
    app.toast = None
    setup = app.stack.top
    assert setup.menu.select("Learn with a guided hand")
    key(app, "return")
    assert top(app) == "SetupScene" and app.stack.top is setup
    assert app.toast and app.toast[0].startswith("The guided hand can't be played: ")
