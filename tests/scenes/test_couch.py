"""Couch play before and between turns: the join screen and the hand-off, driven by
posted key and controller events."""

import pygame

from game.registry import get_game
from scenes.core.input import Intent
from scenes.screens.menu import MainMenu
from scenes.screens.setup import SetupScene
from scenes.widgets import theme
from tests.scenes.conftest import key, pad, run, top
from tests.scenes.drivers import drawn_lines

A = pygame.CONTROLLER_BUTTON_A


def join_screen(app, game_id, humans):
    app.prefs.animation_speed = "instant"  # who holds the screen is watched, not the deal
    app.stack.push(MainMenu(app))
    setup = SetupScene(app, get_game(game_id), seats=["human"] * humans)
    app.stack.push(setup)
    setup.device_mode = "own"
    setup.start()
    run(app, 2)
    assert top(app) == "JoinScene"
    return app.stack.top


def test_twelve_players_joining_all_fit_on_the_screen(make_app):
    app = make_app()
    join = join_screen(app, "no-lookie", 12)
    for pad_id in range(5):
        pad(app, A, instance_id=pad_id)
    assert len(join.devices) == 5
    lines = drawn_lines(app)
    screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
    seat_lines = [rect for words, rect in lines if words.startswith("Seat ") and "join" in words]
    assert len(seat_lines) == 12
    assert all(screen.contains(rect) for _, rect in lines), [
        words for words, rect in lines if not screen.contains(rect)]
    assert any("leave" in words for words, _ in lines)


PAD = 5  # Blue's controller; Red joins with the keyboard


def confirm_on(app, device: str) -> None:
    """Enter on the keyboard, or A on Blue's controller."""
    if device == "keyboard":
        key(app, "return")
    else:
        pad(app, A, instance_id=PAD)


def joined_keyboard_and_pad(app) -> None:
    join_screen(app, "peek-and-run", 2)
    confirm_on(app, "keyboard")  # Red joins with the keyboard
    confirm_on(app, f"pad:{PAD}")  # Blue with a controller, its A the last press


def test_the_hand_off_names_the_press_of_the_device_the_seat_joined_with(make_app):
    """Clicks and other devices cannot take a joined seat, so the hint asks for the
    press that does: the joined keyboard's Enter even just after a controller's A."""
    app = make_app()
    joined_keyboard_and_pad(app)
    assert top(app) == "HandOff"
    hand_off = app.stack.top
    seat = hand_off.seat
    mine, other = (("keyboard", f"pad:{PAD}") if seat == 0 else (f"pad:{PAD}", "keyboard"))
    assert hand_off.table.session.seat_devices[seat] == mine
    words = [w for w, _ in drawn_lines(app) if "when ready" in w]
    wanted = "press Enter on the keyboard" if seat == 0 else "press A on your controller"
    assert words == [f"{hand_off.table.seat_name(seat)}: {wanted} when ready"]
    confirm_on(app, other)  # not this seat's device: nothing happens
    assert app.stack.top is hand_off
    confirm_on(app, mine)
    assert top(app) == "PeekAndRunTable"


def test_the_table_names_the_keys_of_the_player_looking_at_it(make_app):
    """Red joined with the keyboard and Blue with a controller: a press of the other
    player's device while one plays does not turn their hints into its buttons."""
    app = make_app()
    joined_keyboard_and_pad(app)
    while top(app) == "HandOff":
        confirm_on(app, app.stack.top.table.session.seat_devices[app.stack.top.seat])
    table = app.stack.top
    devices = table.session.seat_devices
    mine = devices[table.viewer]
    other = next(device for device in devices.values() if device != mine)
    if other == "keyboard":  # the other player's device, pressed out of turn
        key(app, "q")
    else:
        pad(app, pygame.CONTROLLER_BUTTON_Y, instance_id=PAD)
    kind = "keyboard" if mine == "keyboard" else "pad"
    assert table.controls.label_kind() == kind
    assert table.key_label(Intent.CONFIRM) == ("Enter" if kind == "keyboard" else "A")
    assert table.my_turn() and table.choosing.selected is None
    assert "click" not in table.words.instruction()  # a click plays no seat joined with a device


def test_start_on_the_join_screen_joins_and_never_leaves(make_app):
    app = make_app()
    join = join_screen(app, "peek-and-run", 2)
    pad(app, pygame.CONTROLLER_BUTTON_START, instance_id=4)  # a pad not joined: it joins
    assert top(app) == "JoinScene" and join.devices == {0: "pad:4"}
    pad(app, pygame.CONTROLLER_BUTTON_START, instance_id=4)  # joined: Start changes nothing
    assert top(app) == "JoinScene" and join.devices == {0: "pad:4"}
    pad(app, pygame.CONTROLLER_BUTTON_START, instance_id=5)  # the last seat: the match starts
    assert top(app) == "HandOff" and app.stack.scenes[-2].session.seat_devices == {
        0: "pad:4", 1: "pad:5"}


def test_back_from_a_device_not_joined_leaves_the_join_screen(make_app):
    app = make_app()
    join = join_screen(app, "peek-and-run", 2)
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=4)
    pad(app, pygame.CONTROLLER_BUTTON_B, instance_id=4)  # joined: B lets the seat go
    assert top(app) == "JoinScene" and join.devices == {}
    pad(app, pygame.CONTROLLER_BUTTON_B, instance_id=4)
    assert top(app) == "SetupScene"



def hand_off_after(app, game_id, seats, reached=lambda state: True):
    """A hot-seat table played on until `reached(state)`, then its next hand-off."""
    from tests.scenes.conftest import play_until
    for seed in range(1, 12):
        table = app.screens.table(game_id, seats, seed, {})
        app.stack.reset(table)
        play_until(table, lambda: reached(table.session.state) or table.session.state.is_over)
        if not table.session.state.is_over:
            break
    run(app, 3)
    while top(app) not in ("HandOff",) and top(app).endswith("Results") or \
            top(app) == "ResultsOverlay":
        key(app, "return")
        run(app, 3)
    assert top(app) == "HandOff", game_id
    return app.stack.top


def test_the_hand_off_says_why_the_screen_passes(make_app, tmp_path):
    """The hand-off said only "Pass to Blue": not whether Blue was to play, to write a
    prediction or to answer a Mine? window.  It says why, on the screen and by ear."""
    from game.peeper.rules import MINE_WINDOW
    spoken = tmp_path / "spoken.txt"
    app = make_app(speak_to=str(spoken))
    app.prefs.ai_pace = app.prefs.animation_speed = "instant"
    reasons = []
    wanted = {
        ("serpent", ("human", "human"), None): "gives three cards to the defender",
        ("precognition", ("human", "human"), None): "writes a prediction",
        ("no-lookie", ("human", "human", "human"), None): "'s turn",
        ("peek-and-run", ("human", "human"), None): "'s turn to play",
        ("peeper", ("human",) * 4, MINE_WINDOW): "Mine? window for ",
    }
    for (game_id, seats, phase), words in wanted.items():
        reached = (lambda state: state.phase == phase) if phase else (lambda state: True)
        hand_off = hand_off_after(app, game_id, list(seats), reached)
        name = hand_off.table.seat_name(hand_off.seat)
        assert words in hand_off.reason and name in hand_off.reason, (game_id, hand_off.reason)
        shown = [text for text, _ in drawn_lines(app)]
        assert hand_off.reason in shown, (game_id, shown)
        reasons.append(hand_off.reason)
    app.speech.close()
    said = spoken.read_text().splitlines()
    assert all(any("Pass to " in line and reason in line for line in said)
               for reason in reasons), (reasons, said)
