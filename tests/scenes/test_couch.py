"""Couch play before and between turns: the join screen and the hand-off, driven by
posted key and controller events."""

import pygame

from game.registry import get_game
from scenes.menu import MainMenu
from scenes.setup import SetupScene
from scenes.input import Intent
from scenes.widgets import theme
from tests.scenes.conftest import pad, run, texts_drawn, top

A = pygame.CONTROLLER_BUTTON_A


def join_screen(app, game_id, humans):
    app.stack.push(MainMenu(app))
    setup = SetupScene(app, get_game(game_id), seats=["human"] * humans)
    app.stack.push(setup)
    setup.device_mode = "own"
    setup.start()
    run(app, 2)
    assert top(app) == "JoinScene"
    return app.stack.top


def drawn_lines(app, frames=1):
    """Every line of text drawn in the next frame, with where it landed."""
    with texts_drawn(app) as lines:
        run(app, frames)
    return lines


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


def test_the_hand_off_names_the_press_of_the_device_the_seat_joined_with(make_app):
    """Clicks and other devices cannot take a joined seat, so the hint asks for the
    press that does: the joined keyboard's Enter even just after a controller's A."""
    from tests.scenes.conftest import key
    app = make_app()
    join_screen(app, "peek-and-run", 2)
    key(app, "return")  # Red joins with the keyboard
    pad(app, A, instance_id=5)  # Blue with a controller, its A the last press
    assert top(app) == "HandOff"
    hand_off = app.stack.top
    seat = hand_off.seat
    mine, other = (("keyboard", "pad:5") if seat == 0 else ("pad:5", "keyboard"))
    assert hand_off.table.session.seat_devices[seat] == mine
    words = [w for w, _ in drawn_lines(app) if "when ready" in w]
    wanted = "press Enter on the keyboard" if seat == 0 else "press A on your controller"
    assert words == [f"{hand_off.table.seat_name(seat)}: {wanted} when ready"]

    def press(device):
        key(app, "return") if device == "keyboard" else pad(app, A, instance_id=5)

    press(other)  # not this seat's device: nothing happens
    assert app.stack.top is hand_off
    press(mine)
    assert top(app) == "PeekAndRunTable"


def test_the_table_names_the_keys_of_the_player_looking_at_it(make_app):
    """Red joined with the keyboard and Blue with a controller: a press of Blue's
    controller while Red plays does not turn Red's hints into controller buttons."""
    from tests.scenes.conftest import key
    app = make_app()
    join_screen(app, "peek-and-run", 2)
    key(app, "return")  # Red: the keyboard
    pad(app, A, instance_id=5)  # Blue: a controller
    while top(app) == "HandOff":
        hand_off = app.stack.top
        seat = hand_off.seat
        key(app, "return") if seat == 0 else pad(app, A, instance_id=5)
    table = app.stack.top
    kind = "keyboard" if table.viewer == 0 else "pad"
    pad(app, pygame.CONTROLLER_BUTTON_Y, instance_id=5) if kind == "keyboard" else \
        key(app, "q")  # the other player's device, pressed out of turn
    assert table.label_kind() == kind
    expected = "Enter" if kind == "keyboard" else "A"
    assert table.key_label(Intent.CONFIRM) == expected
    assert table.my_turn() and table.selected is None
    assert "click" not in table._hints_line()  # a click plays no seat joined with a device
