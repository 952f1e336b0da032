"""A short cross-fade between screens (scenes/core/transition.py), run by the app's
own loop with a fixed time step: frames of it at normal speed, none at instant; it
takes nothing from the new screen (input, its first frame's speech) and never fades
into the hand-off or under an overlay."""

from __future__ import annotations

import pygame

from scenes.core.transition import FADE_SECONDS
from tests.scenes.conftest import key, run, top
from tests.scenes.drivers import open_setup

FRAME = 1 / 60


def fading_frames(app, frames: int = 40) -> list[bool]:
    """For each of the next `frames` frames, whether a fade was on it."""
    seen = []
    for _ in range(frames):
        run(app, 1)
        seen.append(app.transition.active)
    return seen


def picture(app) -> bytes:
    return pygame.image.tobytes(app.screen.surface, "RGB")


def test_menu_to_setup_cross_fades_for_a_quarter_second_at_normal_speed(menu_app):
    run(menu_app, 5)
    menu = picture(menu_app)
    key(menu_app, "return", frames=0)  # Play: the setup of the game chosen
    run(menu_app, 1)
    assert top(menu_app) == "SetupScene"
    first = picture(menu_app)
    fading = [True] + fading_frames(menu_app)
    settled = picture(menu_app)
    assert round(FADE_SECONDS / FRAME) - 2 <= fading.count(True) <= round(FADE_SECONDS / FRAME) + 1
    assert fading.index(False) == fading.count(True)  # one fade, then none
    assert first not in (menu, settled)  # the frame between: the menu fading over setup


def test_at_instant_speed_there_is_no_fade_and_setup_shows_at_once(menu_app):
    menu_app.prefs.animation_speed = "instant"
    key(menu_app, "return", frames=0)
    run(menu_app, 1)
    assert top(menu_app) == "SetupScene"
    assert not menu_app.transition.active
    assert not any(fading_frames(menu_app, 5))


def test_the_new_screen_takes_input_while_the_old_one_fades(menu_app):
    key(menu_app, "return", frames=1)
    setup = menu_app.stack.top
    before = setup.menu.current.label
    assert menu_app.transition.active
    key(menu_app, "down", frames=1)
    assert menu_app.transition.active
    assert setup.menu.current.label != before


def test_a_screen_back_and_on_to_a_table_fade_too(menu_app):
    open_setup(menu_app, "procession")
    fading_frames(menu_app)
    key(menu_app, "escape", frames=1)  # back to the menu
    assert top(menu_app) == "MainMenu" and menu_app.transition.active
    fading_frames(menu_app)
    menu_app.stack.push(menu_app.screens.table("procession", ["human", "random"], 5, {"n": 9}))
    assert any(fading_frames(menu_app, 3))


def test_the_pause_menu_opens_at_once(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.stack.push(app.screens.table("procession", ["human", "random"], 5, {"n": 9}))
    run(app, 3)
    key(app, "escape", frames=0)
    assert not any(fading_frames(app, 3))
    assert top(app) == "PauseScene"


def test_the_hand_off_is_never_faded_into(make_app):
    """The hand of the player before would show through it."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.stack.push(app.screens.make("menu"))
    run(app, 2)
    app.stack.push(app.screens.table("serpent", ["human", "human"], 3, {}))
    for _ in range(300):  # the first hand is dealt face down, then the screen passes
        run(app, 1)
        if top(app) == "HandOff":
            assert not app.transition.active
            break
    assert top(app) == "HandOff"
