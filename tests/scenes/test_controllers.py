"""Couch play through SDL's own controller path: virtual controllers attached with
SDL_JoystickAttachVirtual, plugged, pressed, unplugged and plugged back in."""

import random

import pygame
import pytest
from pygame._sdl2 import controller as sdl_controller

from game.peeper.actions import Decline, Mine, Return
from game.peeper.rules import MINE_WINDOW, PLAY, RETURN_WINDOW
from game.registry import get_game, make_agent
from scenes.core.input import OPEN_TRIES, pad_device
from tests.scenes.conftest import asking, key, run, stack_names, top
from tests.scenes.drivers import BUTTONS, SDL, A, B, X, press
from tests.scenes.peek_and_run_drivers import PAD, play_by_input
from tests.scenes.sdl_pad import VirtualPad

pytestmark = pytest.mark.skipif(
    SDL is None, reason="the SDL2 library pygame-ce uses could not be loaded with its "
    "virtual-joystick calls (SDL_JoystickAttachVirtual)")

START = pygame.CONTROLLER_BUTTON_START


@pytest.fixture
def plug(make_app):
    """`plug(app)` attaches a virtual controller and lets the app open it."""
    attached = []

    def attach(app, pad=None):
        pad = (pad or VirtualPad(SDL)).plug()
        attached.append(pad)
        for _ in range(OPEN_TRIES + 2):  # SDL may need a frame or two before it opens
            run(app, 1)
            if device(pad) in app.pads:
                break
        assert device(pad) in app.pads, (
            f"the app did not open the virtual controller {device(pad)}: "
            f"{pygame.joystick.get_count()} joysticks, open {app.pads}, "
            f"tried {app.input._open_tries}: {app.input.open_error}")
        return pad

    yield attach
    for pad in attached:
        pad.unplug()


def device(pad) -> str:
    return pad_device(pad.instance_id)


def fast(app, ai_pace="instant"):
    app.prefs.ai_pace = ai_pace
    app.prefs.animation_speed = "instant"
    return app


def settle(app, table, most=1200):
    for _ in range(most):
        run(app, 1)
        if table.session.humans_to_act() or top(app) != type(table).__name__:
            return


def play_turn_with_pad(app, table, pad, seat=0):
    """The human plays moves chosen by the Normal player, by the pad alone, until the
    turn passes on; returns the moves played."""
    brain = make_agent(get_game("peek-and-run"), "normal")
    rng = random.Random(0)
    played = []
    while seat in table.session.state.to_act() and top(app) == type(table).__name__:
        state = table.session.state
        action = brain.choose(state.view(seat), state.legal_actions(seat), rng)
        before = len(table.session.actions)
        play_by_input(app, table, action,
                      lambda a, step, _seat: press(a, pad, PAD[step], frames=1), seat)
        assert table.session.actions[before:before + 1] == [(seat, str(action))]
        played.append(action)
    return played


# -- a solo turn, unplugging and plugging back in ---------------------------------------


def solo_peek_and_run(app, plug):
    """A pad plugged in and a human-against-Normal table waiting on the human."""
    pad = plug(app)
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 4, {}))
    table = app.stack.top
    settle(app, table)
    return pad, table


def test_a_solo_peek_and_run_turn_played_with_the_pad(make_app, plug):
    app = fast(make_app())
    pad, table = solo_peek_and_run(app, plug)
    played = play_turn_with_pad(app, table, pad)
    assert played and table.controls.device_kind == "pad"
    assert table.devices.seats_of(device(pad)) == [0]  # the pad that played the seat


def test_solo_unplugged_pad_pauses_and_its_return_resumes_the_same_seat(make_app, plug):
    app = fast(make_app(), ai_pace="thoughtful")
    pad, table = solo_peek_and_run(app, plug)
    assert play_turn_with_pad(app, table, pad)
    assert table.session.agents_to_act()  # the AI is thinking
    old = device(pad)
    pad.unplug()
    run(app, 2)
    assert top(app) == "DeviceLost"
    moves = len(table.session.actions)
    run(app, 240)  # four seconds: the AI would have moved twice over
    assert top(app) == "DeviceLost" and len(table.session.actions) == moves
    plug(app, pad)  # back in: SDL gives it a new instance id, the same GUID
    assert device(pad) != old
    assert top(app) == "PeekAndRunTable"
    assert table.devices.seats_of(device(pad)) == [0] and not table.devices.seats_of(old)
    for _ in range(240):
        run(app, 1)
        if len(table.session.actions) > moves:
            break
    assert len(table.session.actions) > moves  # play resumed by itself


def test_a_keyboard_player_is_not_paused_by_a_controller_leaving(make_app, plug):
    app = fast(make_app())
    pad, table = solo_peek_and_run(app, plug)
    key(app, "right")  # the seat is played from the keyboard
    pad.unplug()
    run(app, 2)
    assert top(app) == "PeekAndRunTable"


def test_closing_the_app_lets_go_of_its_controllers(make_app, plug):
    """pygame-ce lets go of open controllers only at its first quit.  One left open
    across a later quit keeps SDL's freed pointer; a controller opened afterwards at the
    same address was taken for the old one, with its old device index, and never opened."""
    pygame.init()
    pygame.quit()  # the one quit at which pygame-ce would close them itself
    app = make_app()
    plug(app), plug(app)
    held = list(app.input.pads.values())
    app.close()
    pygame.init()
    sdl_controller.init()
    assert len(held) == 2 and not any(pad.get_init() for pad in held)


def test_an_unplugged_controller_is_closed(make_app, plug):
    app = make_app()
    pad = plug(app)
    held = app.input.pads[pad.instance_id]
    pad.unplug()
    run(app, 2)
    assert device(pad) not in app.pads and not held.get_init()

# -- two controllers, one each ------------------------------------------------------------


def two_pad_match(make_app, plug):
    app = fast(make_app())
    first, second = plug(app), plug(app)
    app.stack.push(app.screens.table("procession", ["human", "human"], 1, {},
                             seat_devices={0: device(first), 1: device(second)}))
    table = app.stack.top
    run(app, 2)
    return app, table, first, second


def test_two_pads_unplugged_and_replugged_takes_its_own_seat_back(make_app, plug):
    app, table, first, second = two_pad_match(make_app, plug)
    first.unplug()
    run(app, 2)
    assert top(app) == "DeviceLost"
    gone = device(first)
    press(app, second, A)  # the other player's pad plays their own seat already
    assert top(app) == "DeviceLost" and "already plays" in app.stack.top.note
    press(app, second, A)
    assert top(app) == "DeviceLost"
    assert table.session.seat_devices == {0: gone, 1: device(second)}
    plug(app, first)
    assert top(app) != "DeviceLost"
    assert table.session.seat_devices == {0: device(first), 1: device(second)}


def test_two_alike_controllers_back_from_a_pulled_receiver_say_whose_they_are(make_app,
                                                                                plug):
    """Both pads gone at once, and of one kind: the first back could be either seat's,
    so it takes none until its player says which seat is theirs, on it."""
    app, table, first, second = two_pad_match(make_app, plug)
    before = dict(table.session.seat_devices)
    first.unplug()
    second.unplug()
    run(app, 2)
    assert top(app) == "DeviceLost" and app.stack.top.seat == 1  # Blue's, the last gone
    plug(app, second)  # Blue's pad comes back first, but it can't be told from Red's
    notice = app.stack.top
    assert top(app) == "DeviceLost" and notice.returned == device(second)
    assert table.session.seat_devices == before  # no seat taken by itself
    press(app, second, BUTTONS["left"])  # the player points at Red's seat...
    press(app, second, BUTTONS["right"])  # ...and back at their own, Blue's
    press(app, second, A)
    assert table.session.seat_devices[1] == device(second)
    assert top(app) == "DeviceLost" and app.stack.top.seat == 0  # Red's still waits
    plug(app, first)  # the only one of its kind still missing: it takes Red's by itself
    assert top(app) != "DeviceLost"
    assert table.session.seat_devices == {0: device(first), 1: device(second)}


def test_a_spare_controller_takes_a_seat_only_when_asked_twice(make_app, plug):
    app, table, first, second = two_pad_match(make_app, plug)
    spare = plug(app)  # a third controller, plugged in before the first leaves
    first.unplug()
    run(app, 2)
    assert top(app) == "DeviceLost"
    press(app, spare, A)  # "take the seat?"
    assert top(app) == "DeviceLost" and app.stack.top.offered == device(spare)
    press(app, spare, B)  # no
    assert top(app) == "DeviceLost" and app.stack.top.offered is None
    press(app, spare, A)
    press(app, spare, A)  # yes
    assert top(app) != "DeviceLost"
    assert table.session.seat_devices == {0: device(spare), 1: device(second)}


# -- Peeper's Mine! and its "no" ----------------------------------------------------------


def peeper_until(app, table, pad, wanted, most=6000):
    """Play a solo Peeper match with the pad until `wanted(state)` holds for the human
    in a Mine!/Return! window; the human plays its turns with A (the play shown) or X
    (pass), and lets other windows go by."""
    for _ in range(most):
        run(app, 1)
        state = table.session.state
        if state.is_over:
            return None
        if top(app) == "ResultsOverlay":
            press(app, pad, A)
            continue
        if 0 not in state.to_act() or top(app) != "PeeperTable":
            continue
        if state.phase in (MINE_WINDOW, RETURN_WINDOW):
            if wanted(state.legal_actions(0)):
                return state
            continue
        if state.phase == PLAY and table.window.banner is None:
            moves = len(table.session.actions)
            press(app, pad, A)
            if len(table.session.actions) == moves:
                press(app, pad, X)
    return None


def calls(legal) -> list:
    return [a for a in legal if isinstance(a, (Mine, Return))]


@pytest.fixture
def peeper(make_app, plug):
    app = fast(make_app())
    app.prefs.reaction_seconds = 5.0
    pad = plug(app)
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal", "normal"], 3,
                             {"game_end": "hands"}))
    return app, app.stack.top, pad


def test_a_mine_called_with_the_pad(peeper):
    app, table, pad = peeper
    state = peeper_until(app, table, pad, lambda legal: calls(legal))
    assert state is not None, "this deal never offered the human a Mine! or Return!"
    call = calls(state.legal_actions(0))[0]
    before = len(table.session.actions)
    press(app, pad, A)
    assert (0, str(call)) in table.session.actions[before:]


def test_b_in_a_mine_window_says_no_at_once(peeper):
    app, table, pad = peeper
    state = peeper_until(app, table, pad, lambda legal: Decline() in legal)
    assert state is not None, "the human was never asked in a window"
    before = len(table.session.actions)
    press(app, pad, B)
    assert (0, str(Decline())) in table.session.actions[before:]


# -- setup and the main menu --------------------------------------------------------------


def test_start_on_setup_starts_the_match(make_app, plug):
    from scenes.screens.menu import MainMenu
    from scenes.screens.setup import SetupScene
    app = make_app()
    pad = plug(app)
    app.stack.push(MainMenu(app))
    info = get_game("peek-and-run")
    app.stack.push(SetupScene(app, info))
    run(app, 2)
    press(app, pad, START)
    assert top(app) == "PeekAndRunTable"
    assert stack_names(app) == ["MainMenu", "PeekAndRunTable"]


@pytest.mark.parametrize("button", [START, B])
def test_start_or_b_on_the_main_menu_asks_before_quitting(make_app, plug, button):
    from scenes.screens.menu import MainMenu
    app = make_app()
    pad = plug(app)
    app.stack.push(MainMenu(app))
    run(app, 2)
    press(app, pad, button)
    assert asking(app) == "Quit Peek Parlor?" and app.running
    press(app, pad, A)  # "No, stay" is chosen first
    assert top(app) == "MainMenu" and app.running
    press(app, pad, button)
    press(app, pad, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    press(app, pad, A)
    assert not app.running


# -- joining ------------------------------------------------------------------------------


def test_a_controller_unplugged_while_joining_gives_its_seat_back(make_app, plug):
    from scenes.screens.menu import MainMenu
    from scenes.screens.setup import SetupScene
    app = fast(make_app())
    first, second = plug(app), plug(app)
    app.stack.push(MainMenu(app))
    setup = SetupScene(app, get_game("procession"), seats=["human", "human"])
    app.stack.push(setup)
    setup.device_mode = "own"
    setup.start()
    run(app, 2)
    press(app, first, A)
    assert app.stack.top.devices == {0: device(first)}
    first.unplug()
    run(app, 2)
    assert top(app) == "JoinScene" and app.stack.top.devices == {}  # the seat is free again
    press(app, second, A)
    key(app, "return")
    table = app.stack.top
    assert top(app) == "ProcessionTable"
    assert table.session.seat_devices == {0: device(second), 1: "keyboard"}
