"""From the menu through setup to a table, played to the end with real input events."""

import pygame
import pytest

from game.registry import all_games, get_game
from tests.scenes.conftest import click, key, pad, run, texts_drawn, top
from tests.scenes.drivers import choose_row, open_setup


def test_setup_changes_players_seats_options_and_seed(menu_app):
    setup = open_setup(menu_app, "procession")
    key(menu_app, "right")  # Players 2 -> 3
    assert len(setup.kinds) == 3
    choose_row(menu_app, "Seat 2 (Blue)")
    key(menu_app, "right")
    assert setup.kinds[1] != "normal"
    choose_row(menu_app, "Row length")
    key(menu_app, "left")
    assert setup.options["n"] == 6
    choose_row(menu_app, "Seed")
    key(menu_app, "right")
    key(menu_app, "right")
    assert setup.seed == 2


def test_players_stay_within_the_games_range(menu_app):
    setup = open_setup(menu_app, "procession")
    key(menu_app, "left")  # 2 is the minimum
    assert len(setup.kinds) == 2


def test_a_whole_match_plays_through_on_the_keyboard(menu_app):
    menu_app.prefs.ai_pace = "instant"
    menu_app.prefs.animation_speed = "instant"
    open_setup(menu_app, "procession")
    choose_row(menu_app, "Start")
    key(menu_app, "return")
    assert top(menu_app) == "ProcessionTable"
    table = menu_app.stack.top
    for _ in range(200):
        if table.session.state.is_over:
            break
        if top(menu_app) == "ProcessionTable" and 0 in table.session.state.to_act():
            key(menu_app, "return", frames=1)
        run(menu_app, 2)
    assert table.session.state.is_over
    run(menu_app, 3)
    assert top(menu_app) == "ResultsOverlay"
    key(menu_app, "down")
    key(menu_app, "return")  # Menu
    assert top(menu_app) == "MainMenu"


def test_an_illegal_choice_is_explained_not_ignored(make_app):
    app = make_app()
    app.stack.push(app.screens.table("procession", ["human", "random"], 5, {}))
    table = app.stack.top
    from game.procession.actions import Flip
    assert not table.play(0, Flip(99))
    assert table.chrome.message and "digit" in table.chrome.message[0]


def test_two_controllers_hot_seat_hand_off(make_app):
    app = make_app()
    app.prefs.animation_speed = "instant"
    app.stack.push(app.screens.table("procession", ["human", "human"], 5, {},
                             seat_devices={0: "pad:1", 1: "pad:2"}))
    table = app.stack.top
    run(app, 2)
    for turn in range(40):
        if table.session.state.is_over:
            break
        seat = table.session.state.to_act()[0]
        instance = seat + 1
        if top(app) == "HandOff":
            other = 2 if instance == 1 else 1
            pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=other)  # not theirs: ignored
            assert top(app) == "HandOff"
            pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=instance)
        assert top(app) == "ProcessionTable" and table.viewer == seat
        moves_before = len(table.session.actions)
        pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=instance)
        assert len(table.session.actions) == moves_before + 1
    assert table.session.state.is_over


def test_pause_quit_and_continue_resume_the_exact_position(make_app):
    from scenes.screens.menu import MainMenu
    from tests.scenes.drivers import continue_match, quit_to_menu
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # the first hand dealt at once
    app.stack.push(MainMenu(app))
    app.stack.push(app.screens.table("procession", ["human", "random"], 9, {"n": 9}))
    table = app.stack.top
    run(app, 2)
    key(app, "return")  # our move
    run(app, 60)  # the flip turns over, then the AI answers
    played = list(table.session.actions)
    assert len(played) >= 2
    quit_to_menu(app)
    assert app.stack.top.saved is not None
    resumed = continue_match(app)
    assert top(app) == "ProcessionTable"
    assert resumed.session.actions == played
    assert resumed.session.state.view(None) == table.session.state.view(None)


def test_focus_loss_pauses(make_app):
    app = make_app()
    app.stack.push(app.screens.table("procession", ["human", "random"], 1, {}))
    run(app, 1)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    run(app, 1)
    assert top(app) == "PauseScene"


def test_unplugged_controller_pauses_until_a_device_takes_the_seat(make_app):
    app = make_app()
    app.stack.push(app.screens.table("procession", ["human", "random"], 1, {},
                             seat_devices={0: "pad:4"}))
    table = app.stack.top
    run(app, 1)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=4))
    run(app, 1)
    assert top(app) == "DeviceLost"
    actions = list(table.session.actions)
    key(app, "return")  # the keyboard offers to take the seat
    assert top(app) == "DeviceLost"
    key(app, "return")  # and takes it
    assert top(app) in ("ProcessionTable", "HandOff")
    assert table.session.seat_devices[0] == "keyboard"
    assert table.session.actions == actions  # nothing lost, nothing played by accident


def test_undo_against_ai_takes_back_own_move(make_app):
    app = make_app()
    session_table = app.screens.table("procession", ["human", "human"], 1, {})
    assert not session_table.session.can_undo(0)  # hot seat: no undo
    app.stack.push(app.screens.table("procession", ["human", "random"], 1, {}))
    table = app.stack.top
    run(app, 1)
    key(app, "return")
    # Procession hands the turn over at once, so there is nothing of ours to take back.
    assert not table.session.can_undo(0)


def test_demo_mode_cycles_through_games_until_a_key(make_app):
    from scenes.screens.demo import DemoScene
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    demo = DemoScene(app)
    app.stack.push(demo)
    first = demo.table.session.info.id
    run(app, 600)
    from scenes.screens.results import ResultsOverlay
    assert top(app) == "DemoScene" or isinstance(app.stack.top, ResultsOverlay)
    assert len(demo.table.session.actions) > 0 or demo.table.session.info.id != first
    for _ in range(3):  # a results screen may take the first press
        if top(app) == "MainMenu":
            break
        key(app, "backspace")
    assert top(app) == "MainMenu"


def test_the_mouse_wheel_scrolls_setup_to_start(menu_app):
    setup = open_setup(menu_app, "peek-and-run")
    for _ in range(len(setup.menu.items) - 2):  # down to Start, the last row but one
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                             precise_x=0.0, precise_y=-1.0, which=0,
                                             touch=False))
        run(menu_app, 1)
    start = next(i for i, item in enumerate(setup.menu.items) if item.label == "Start")
    assert setup.menu.rects[start].x >= 0  # scrolled into view
    click(menu_app, setup.menu.rects[start].center)
    assert top(menu_app) == "PeekAndRunTable"


def test_a_long_think_in_the_worker_never_holds_up_a_frame(make_app):
    """Frames go on while the worker searches.  What such a frame costs is measured by
    `--bench` (its +hard tables), not asserted here: a timed test flakes under load."""
    import time

    from scenes.match.thinking import worker_pool
    app = make_app(think_in_worker=True)
    app.prefs.ai_pace = "instant"
    # Perfect play from the opening of a 10-digit row searches for about two seconds.
    app.stack.push(app.screens.table("procession", ["perfect", "random"], 3, {"n": 10}))
    table = app.stack.top
    assert worker_pool() is not None
    run(app, 3)
    assert not table.session.actions, "the search ran inside the frames"
    deadline = time.time() + 120
    while not table.session.actions and time.time() < deadline:
        app.frame()
        time.sleep(0.002)
    assert table.session.actions, "the worker never answered"


def test_without_process_support_the_table_thinks_in_its_own_loop(make_app, monkeypatch):
    import multiprocessing

    from scenes.match import thinking

    def no_processes(method=None):
        raise NotImplementedError("this platform has no process support")

    monkeypatch.setattr(thinking, "_pool", None)
    monkeypatch.setattr(multiprocessing, "get_context", no_processes)
    assert thinking.worker_pool() is None
    app = make_app(think_in_worker=True)
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # the first hand dealt at once
    app.stack.push(app.screens.table("procession", ["normal", "normal"], 3, {}))
    table = app.stack.top
    run(app, 30)
    assert len(table.session.actions) >= 2, "no AI move was made without a worker"
    assert thinking.worker_pool() is None


def test_results_name_players_as_the_table_does(make_app):
    from game.core import HandEnded
    from scenes.screens.results import ResultsOverlay
    app = make_app()
    table = app.screens.table("procession", ["human", "random"], 1, {})
    overlay = ResultsOverlay(app, table, HandEnded(1, (0, 1), (0, 1), "Player 2 won; P1 0"))
    assert overlay._named("Player 2 won; P1 0") == "Blue (random) won; Red 0"


def test_hot_seat_opens_on_the_hand_off_screen(make_app):
    """The first hand is dealt face down to nobody's eyes, then the screen passes."""
    app = make_app()
    table = app.screens.table("serpent", ["human", "human"], 1, {})
    app.stack.push(table)
    run(app, 2)
    while table.anim.busy and app.stack.top is table:
        assert table.viewer is None
        run(app, 1)
    assert top(app) == "HandOff" and app.stack.scenes[-2].viewer is None


def test_each_human_joins_with_their_own_device(menu_app):
    setup = open_setup(menu_app, "procession")
    choose_row(menu_app, "Seat 2 (Blue)")
    while setup.kinds[1] != "human":
        key(menu_app, "right")
    choose_row(menu_app, "Human devices")
    key(menu_app, "right")
    assert setup.device_mode == "own"
    choose_row(menu_app, "Start")
    key(menu_app, "return")
    assert top(menu_app) == "JoinScene"
    pad(menu_app, pygame.CONTROLLER_BUTTON_A, instance_id=1)
    pad(menu_app, pygame.CONTROLLER_BUTTON_A, instance_id=1)  # a device joins once
    assert top(menu_app) == "JoinScene"
    key(menu_app, "return")
    # Procession hides nothing, so the table turns straight to the first player.
    assert top(menu_app) == "ProcessionTable" and menu_app.stack.top.viewer == 0
    table = menu_app.stack.top
    assert table.session.seat_devices == {0: "pad:1", 1: "keyboard"}


def test_the_log_never_shows_another_players_secret_letters(make_app):
    from game.precognition.actions import Finish, Letter
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # the first hand dealt at once
    app.stack.push(app.screens.table("precognition", ["human", "normal"], 4, {}))
    table = app.stack.top
    run(app, 5)  # the AI writes its secret string, and folds it once the human has
    assert table.session.state.strings[1], "the AI has written something"
    assert table.log == []  # a letter is nobody's business but its writer's
    for letter in "UD":
        table.play(0, Letter(letter))
    table.play(0, Finish())
    run(app, 3)
    written = next(line for line in table.log if line.seat == 1)
    assert written.text_for(0) == "Blue (normal) has written a prediction"
    mine = next(line for line in table.log if line.seat == 0)
    assert mine.text_for(1) == "Red has written a prediction"
    assert mine.text_for(0).endswith("\u2191\u2193")  # its own writer reads it in full


def test_resumed_log_is_rebuilt_with_the_same_privacy(make_app, home):
    from scenes.core import storage
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # the first hand dealt at once
    app.stack.push(app.screens.table("precognition", ["human", "normal"], 4, {}))
    table = app.stack.top
    run(app, 5)
    resumed = app.screens.resumed_table(storage.load_match())
    assert [line.text_for(0) for line in resumed.log] == [line.text_for(0) for line in table.log]


def test_a_long_move_log_stays_inside_its_panel(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"  # no flying cards; the round's results show 4 s
    app.stack.push(app.screens.table("no-lookie", ["normal"] * 4, 2, {}))
    table = app.stack.top
    rect = table.layout["log"]
    for _ in range(600):  # until the log overflows, before the round's reckoning takes its place
        run(app, 1)
        if len(table.log) > rect.height // 22 and table.flow.ended_hand is None:
            break
    assert len(table.log) > rect.height // 22, "enough moves to overflow the panel"
    assert table.flow.ended_hand is None
    with texts_drawn(app) as drawn:
        table.still.forget()  # the log drawn again, not kept from before
        table.draw(app.screen)  # the table itself: results over it keep it as they found it
    log_lines = [line.topleft for _, line in drawn
                 if line.x == rect.x + 10 and line.y > rect.y + 6]
    assert log_lines
    assert all(rect.y < y and y + 22 <= rect.bottom for _, y in log_lines)


def test_every_game_has_a_table_of_its_own_looked_up_once(monkeypatch):
    import scenes.tables
    from game.registry import all_games
    from scenes.tables.kit.base import TableScene
    found = {info.id: scenes.tables.table_class(info.id) for info in all_games()}
    assert all(issubclass(table, TableScene) for table in found.values())
    assert len(set(found.values())) == len(found)

    def no_more_lookups(name):
        raise AssertionError(f"looked for {name} again")

    monkeypatch.setattr(scenes.tables.importlib, "import_module", no_more_lookups)
    assert all(scenes.tables.table_class(game) is table for game, table in found.items())


def test_the_log_shows_whole_moves_never_the_tail_of_one(make_app):
    from scenes.tables.kit.base import LogLine
    app = make_app()
    app.stack.push(app.screens.table("serpent", ["human", "normal"], 4, {}))
    table = app.stack.top
    long = ("Blue could not follow J\u2660: 4\u2666 on place 10 (Blue has no \u2660 and no J, "
            "so any card would do)")
    table.log[:] = [LogLine(seat=1, mine=f"{i}: {long}", public=f"{i}: {long}") for i in range(20)]
    table.log.append(LogLine(seat=0, mine="Red led 3♥", public="Red led 3♥"))
    room = min(12, (table.layout["log"].height - 30) // 22)  # log_lines shows 12 at most
    shown = table.log.shown(table.viewer, table.layout["log"], table.parts.wrap)
    starts = [line.public for line in table.log]
    assert room - 3 < len(shown) <= room
    assert shown[0] in [table.parts.wrap(text, table.layout["log"].width - 20)[0] for text in starts]
    assert shown[-1] == table.parts.wrap(starts[-1], table.layout["log"].width - 20)[-1]


@pytest.mark.parametrize("game", [info.id for info in all_games()])
def test_a_refusal_is_said_over_the_status_line_and_nothing_else(quick_app, game):
    """Not across the top, over a badge's name or a card: where the status line is."""
    app = quick_app
    info = get_game(game)
    seats = ["human"] + ["normal"] * (info.default_seats - 1)
    table = app.screens.table(game, seats, 3, {})
    app.stack.push(table)
    run(app, 5)
    table.explain("Choose a card from your hand first.")
    box = table.chrome.message_box()
    parts = {part.name: part.rect for part in table.still_parts()}
    assert box.contains(parts.pop("status"))
    covered = [name for name, rect in parts.items() if box.colliderect(rect)]
    assert not covered and pygame.Rect(0, 0, 1280, 720).contains(box), covered
