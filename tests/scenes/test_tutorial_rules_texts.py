"""How to play says what a newcomer needs to start and finish a game, as the rules and
their clarifications have it."""

from __future__ import annotations

from game.registry import get_game
from scenes.screens.how_to_play import HowToPlay
from tests.scenes.conftest import key, run


def read_all(app, game_id: str) -> str:
    """Every line of the game's How to play, scrolled through by keys."""
    from scenes.screens.menu import MainMenu
    app.stack.push(MainMenu(app))
    screen = HowToPlay(app, get_game(game_id))
    app.stack.push(screen)
    run(app, 2)
    seen = []
    while True:
        seen += [line for style, line in screen.lines[screen.scroll:screen.scroll + screen.page]
                 if style != "blank"]
        before = screen.scroll
        key(app, "page down")
        if screen.scroll == before:
            break
    key(app, "escape")
    assert type(app.stack.top).__name__ == "MainMenu"
    return " ".join(line.lstrip("\u2022 ").strip() for line in seen)


def test_peeper_says_who_leads_how_the_game_ends_and_what_chance_scores(make_app):
    text = read_all(make_app(), "peeper")
    assert "holder of the marked 1 leads" in text
    assert "game ends when someone reaches 0 points" in text
    assert "highest total wins" in text
    assert "everyone else loses 10" in text and "lose 50" not in text
    assert "loses 50" in text and "gain 10 each" in text
    assert "not on their own single" in text


def test_procession_names_the_setup_row_and_needs_no_mathematics_words(make_app):
    text = read_all(make_app(), "procession")
    assert "Row length" in text
    assert "multiset" not in text and " n " not in text
    assert "10111 is not allowed" in text  # the published example, played through


def test_no_lookie_says_what_knocking_calls_how_the_game_ends_and_who_wins(make_app):
    text = read_all(make_app(), "no-lookie")
    assert "knock: that calls the round, and you are its caller" in text
    assert text.index("you are its caller") < text.index("The caller takes one")
    assert "seventh VP card" in text and "seven or more (two decks)" in text
    assert "most VP wins" in text


def test_serpent_says_who_the_director_and_defender_are_before_using_them(make_app):
    text = read_all(make_app(), "serpent")
    assert text.index("one of you is the director and the other the defender") < text.index(
        "The director deals")


def test_precognition_shows_the_arrows_the_table_uses_and_the_published_example(make_app):
    text = read_all(make_app(), "precognition")
    assert "\u2191 up (U), \u2193 down (D) and = stay (S)" in text
    assert "2 6 5 4 7 9 7 1 2 2 5 8" in text and "\u2191 \u2191 \u2193 \u2193 \u2191 = \u2191" in text
    assert "if nobody matches, everyone does" in text


def test_peek_and_run_controls_name_the_buttons_and_keys_as_bound(make_app):
    app = make_app()
    text = read_all(app, "peek-and-run")
    assert "Action 1" not in text and "{" not in text
    assert "End turn (X, or X on a controller)" in text
    assert "Undo (C, or Y on a controller)" in text and "Notation (Q" in text
    app.input.bindings.keys["action_1"] = ["z"]
    assert "End turn (Z, or X on a controller)" in read_all(app, "peek-and-run")
