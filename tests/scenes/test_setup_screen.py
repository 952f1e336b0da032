"""Setup as players expect it: Start always in reach, Back apart from it, choices kept,
only the options that apply, the seed typed or rolled, the player count explained."""

import pygame

from scenes.match import setup_memory
from scenes.screens.setup import BACK_BUTTON
from tests.scenes.conftest import asking, click, key, pad, run, texts_drawn, top
from tests.scenes.drivers import choose_row, open_setup


def labels(setup):
    return [item.label for item in setup.menu.items]


def on_screen(rect) -> bool:
    return pygame.Rect(0, 0, 1280, 720).contains(rect)


def test_start_stays_on_screen_on_every_row(menu_app):
    setup = open_setup(menu_app, "peek-and-run")
    start = labels(setup).index("Start")
    for _ in range(len(setup.menu.items)):
        assert on_screen(setup.menu.rects[start])
        key(menu_app, "down")
    assert "Back" not in labels(setup)  # Back is the button at the top right, apart


def test_the_controllers_start_button_starts_from_any_row(menu_app):
    setup = open_setup(menu_app, "no-lookie")
    choose_row(menu_app, "Seat 3 (Yellow)")
    pad(menu_app, pygame.CONTROLLER_BUTTON_START)  # Start, or + on a Switch pad
    from scenes.tables.kit.base import TableScene
    assert isinstance(menu_app.stack.top, TableScene)
    assert menu_app.stack.top.session.seats == setup.kinds


def test_one_down_too_many_past_start_throws_nothing_away(menu_app):
    setup = open_setup(menu_app, "procession")
    key(menu_app, "right")  # three players
    chosen = list(setup.kinds)
    choose_row(menu_app, "Start")
    key(menu_app, "down")  # one too many: round to the top, not onto Back
    assert setup.menu.current.label == "Players"
    key(menu_app, "return")  # steps Players on: still setting up, nothing lost
    assert menu_app.stack.top is setup and setup.kinds[:3] == chosen


def test_back_keeps_every_choice_for_next_time(menu_app, make_app):
    setup = open_setup(menu_app, "procession")
    key(menu_app, "right")  # three players
    choose_row(menu_app, "Seat 2 (Blue)")
    key(menu_app, "right")
    choose_row(menu_app, "Seat 3 (Yellow)")
    while setup.kinds[2] != "human":  # two humans: their devices can be chosen
        key(menu_app, "right")
    choose_row(menu_app, "Row length")
    key(menu_app, "left")
    choose_row(menu_app, "Human devices")
    key(menu_app, "right")
    assert setup.device_mode == "own"
    chosen = (list(setup.kinds), dict(setup.options), setup.device_mode)
    pad(menu_app, pygame.CONTROLLER_BUTTON_B)
    assert top(menu_app) == "MainMenu"
    key(menu_app, "return")  # Play: the same game again
    again = menu_app.stack.top
    assert (again.kinds, again.options, again.device_mode) == chosen
    click(menu_app, BACK_BUTTON.center)  # the mouse's Back
    assert top(menu_app) == "MainMenu"
    from scenes.screens.menu import MainMenu
    from scenes.screens.setup import SetupScene
    later = make_app()  # the game started anew: the file remembers
    menu = MainMenu(later)
    assert menu.game.id == "procession"
    restored = SetupScene(later, menu.game)
    assert (restored.kinds, restored.options, restored.device_mode) == chosen


def test_a_damaged_setup_file_is_set_aside_and_defaults_used(make_app, home):
    from scenes.screens.menu import MainMenu
    (home / "setups.toml").write_text("games = [[[ not toml")
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 2)
    assert app.toast and "setups.toml could not be read" in app.toast[0]
    kept = list(home.glob("setups.toml.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == "games = [[[ not toml"
    key(app, "return")
    assert app.stack.top.kinds == ["human", "normal"]


def test_a_remembered_value_the_game_refuses_is_dropped(home):
    from game.registry import get_game
    info = get_game("procession")
    storage_text = ('[games.procession]\nseats = ["human", "wizard"]\ndevices = "telepathy"\n'
                    '[games.procession.options]\nn = 99\nunknown = 1\n')
    (home / "setups.toml").write_text(storage_text)
    remembered, problem = setup_memory.recall(info)
    assert problem is None
    assert remembered.seats is None and remembered.options == {}
    assert remembered.device_mode == "shared"


def test_options_show_only_when_they_apply(menu_app):
    setup = open_setup(menu_app, "peek-and-run")
    shown = labels(setup)
    assert "Points to win" in shown and "Hand limit" in shown
    assert "Rounds" not in shown and "Markers for player 1" not in shown
    choose_row(menu_app, "Match")
    key(menu_app, "right")  # a match of rounds
    shown = labels(setup)
    assert "Rounds" in shown and "Points to win" not in shown and "Hand limit" not in shown
    assert setup.menu.current.label == "Match"  # the row stays under the cursor
    choose_row(menu_app, "Markers")
    key(menu_app, "right")  # eight markers each: now a handicap can be set
    assert "Markers for player 1" in labels(setup)
    choose_row(menu_app, "Markers for player 1")
    key(menu_app, "right")
    choose_row(menu_app, "Markers")
    key(menu_app, "left")  # unlimited again: the handicap no longer applies ...
    assert "Markers for player 1" not in labels(setup)
    pad(menu_app, pygame.CONTROLLER_BUTTON_START)
    options = menu_app.stack.top.session.options
    assert options["first_markers"] == "same"  # ... and the match does not get it
    assert options["match"] == "rounds" and options["target"] == 5


def test_no_lookies_burn_the_11_option_needs_burn_cards(menu_app):
    setup = open_setup(menu_app, "no-lookie")
    assert "Burn the 11 freely" not in labels(setup)
    choose_row(menu_app, "Burn cards")
    key(menu_app, "right")
    assert "Burn the 11 freely" in labels(setup)


def test_a_fixed_player_count_is_plain_text(menu_app):
    setup = open_setup(menu_app, "serpent")
    players = setup.menu.items[0]
    assert players.label == "Players" and players.value() == "always 2"
    assert players.on_change is None and not players.enabled()
    assert setup.menu.current.label == "Seat 1 (Red)"  # the cursor never rests on it
    key(menu_app, "up")
    assert setup.menu.current.label == "Start"


def test_the_seed_is_typed_or_rolled(menu_app):
    setup = open_setup(menu_app, "procession")
    choose_row(menu_app, "Seed")
    key(menu_app, "return")  # type it
    for digit in "4271":
        key(menu_app, digit)
    key(menu_app, "backspace")
    assert setup.menu.current.value().startswith("427")
    key(menu_app, "return")
    assert setup.seed == 427 and top(menu_app) == "SetupScene"
    key(menu_app, "return")
    key(menu_app, "9")
    key(menu_app, "escape")  # cancel: the seed stays
    assert setup.seed == 427 and top(menu_app) == "SetupScene"
    key(menu_app, "right")  # arrows still step it
    assert setup.seed == 428
    choose_row(menu_app, "New random seed")
    key(menu_app, "return")
    rolled = setup.seed
    assert rolled >= 1 and rolled != 428
    pad(menu_app, pygame.CONTROLLER_BUTTON_START)
    assert menu_app.stack.top.session.seed == rolled


def test_too_few_players_names_the_range(menu_app):
    setup = open_setup(menu_app, "no-lookie")
    for _ in range(3):
        key(menu_app, "left")
    assert len(setup.kinds) == 3
    assert menu_app.toast and "takes 3 to 12 players" in menu_app.toast[0]


def test_seats_on_the_command_line_name_the_range_and_an_example(capsys):
    import main
    assert main.main(["--game", "no-lookie", "--seats", "human,normal"]) == 2
    error = capsys.readouterr().err
    assert "No Lookie, No Peekie takes 3 to 12 players" in error
    assert "try --seats human,normal,normal" in error


def drawn(app) -> list[tuple[str, pygame.Rect]]:
    with texts_drawn(app) as texts:
        app.stack.top.draw(app.screen)
    return texts


def test_each_row_says_what_it_does_whole_beside_the_list(menu_app):
    from game.registry import all_games
    from scenes.screens.setup import LIST_PANEL
    for info in all_games():
        setup = open_setup(menu_app, info.id)
        for _ in range(len(setup.menu.items)):
            item = setup.menu.current
            texts = drawn(menu_app)
            panel = setup._choice_panel(setup._choice_text())
            assert item.hint and panel is not None and on_screen(panel), item.label
            heading = [rect for text, rect in texts
                       if text == item.label and rect.x > LIST_PANEL.right]
            assert heading and panel.contains(heading[0]), item.label
            words = " ".join(text for text, rect in texts if panel.contains(rect))
            assert " ".join(item.hint.split()) in " ".join(words.split()), item.label
            key(menu_app, "down")
        key(menu_app, "escape")



def test_with_one_human_the_devices_row_says_so_and_is_passed_over(menu_app):
    setup = open_setup(menu_app, "procession")  # you against the computer
    row = next(item for item in setup.menu.items if item.label == "Human devices")
    assert not row.enabled() and row.value() == "one human player"
    for _ in range(len(setup.menu.items)):
        assert setup.menu.current.label != "Human devices"
        key(menu_app, "down")


def test_a_new_match_asks_before_it_replaces_the_saved_one(make_app, home):
    """One match is kept for Continue: starting another used to write over it at its
    first move, unasked.  Now Start names the saved match and asks, No first."""
    from scenes.core import storage
    from scenes.screens.menu import MainMenu
    from tests.scenes.drivers import serpent_save_with_hands_played
    session, _ = serpent_save_with_hands_played()
    saved = storage.autosave_path().read_text()
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # the first hand dealt at once
    app.stack.push(MainMenu(app))
    run(app, 2)
    summary = app.stack.top.summary
    open_setup(app, "procession")
    with texts_drawn(app) as drawn:
        pad(app, pygame.CONTROLLER_BUTTON_START)
    assert asking(app) == "Replace your saved match?"
    assert "Replace your saved match?" in [words for words, _ in drawn]
    assert summary.startswith("Serpent, hand 2 of 8") and summary in [w for w, _ in drawn]
    key(app, "return")  # No, keep it: the answer chosen first
    assert top(app) == "SetupScene"
    pad(app, pygame.CONTROLLER_BUTTON_START)
    key(app, "down")
    key(app, "return")  # Yes, start a new match
    assert top(app) == "ProcessionTable"
    assert storage.autosave_path().read_text() == saved  # until its first move
    key(app, "return")
    run(app, 5)
    assert storage.load_match()["game"] == "procession"


def test_a_saved_match_that_no_longer_replays_is_kept_aside_not_written_over(make_app, home):
    import json

    from scenes.core import storage
    from scenes.screens.menu import MainMenu
    bad = json.dumps({"version": 1, "game": "procession", "options": {"n": 5}, "seed": 3,
                      "seats": ["human", "human"], "actions": [[0, "flip 9"]]})
    storage.autosave_path().write_text(bad)
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 2)
    open_setup(app, "procession")
    pad(app, pygame.CONTROLLER_BUTTON_START)
    assert top(app) == "ProcessionTable"  # nothing it could resume: nothing to ask
    kept = list(home.glob("autosave.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == bad
    assert app.toast and "could not be resumed" in app.toast[0]


def test_option_values_are_said_in_words_not_as_their_keys(menu_app):
    """Peeper's "Game ends: zero" and Peek and Run's "Hand limit: none" and "Markers for
    player 1: same" showed the options' keys; setup now says what they mean."""
    setup = open_setup(menu_app, "peeper")
    choose_row(menu_app, "Game ends")
    assert setup.menu.current.value() == "at 0 points (long: 20 to 40 hands)"
    key(menu_app, "right")
    assert setup.menu.current.value() == "after a hand each (short)"
    key(menu_app, "escape")
    setup = open_setup(menu_app, "peek-and-run")
    choose_row(menu_app, "Hand limit")
    key(menu_app, "left")  # 30 is the default; "none" is the last choice
    assert setup.menu.current.value() == "no limit"
    choose_row(menu_app, "Markers")
    key(menu_app, "right")
    choose_row(menu_app, "Markers for player 1")
    assert setup.menu.current.value() == "same as the others"
