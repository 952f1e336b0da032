"""Settings persist in TOML; a bad file is set aside with one clear line."""

import tomllib

import pygame
import pytest

from scenes.core import preferences, storage
from scenes.core.canvas import Canvas
from scenes.core.input import DEFAULT_KEYS, Intent
from tests.scenes.conftest import key, pad, run, top, words_drawn


def open_settings(app):
    for _ in range(4):  # Continue is skipped (no save yet): How to play, Replays, Statistics
        key(app, "down")
    key(app, "return")
    assert top(app) == "SettingsScene"


def walk_down_to(app, label: str) -> None:
    """The Settings cursor moved down, row by row with the key, onto `label`."""
    for _ in range(16):
        if app.stack.top.menu.current.label == label:
            break
        key(app, "down")
    assert app.stack.top.menu.current.label == label


def test_a_change_is_saved_at_once(menu_app, home):
    open_settings(menu_app)
    for _ in range(2):
        key(menu_app, "down")
    assert menu_app.stack.top.menu.current.label == "Animation speed"
    key(menu_app, "right")
    saved = tomllib.loads((home / "settings.toml").read_text())
    assert saved["animation_speed"] == menu_app.prefs.animation_speed != "normal"


def test_corrupt_settings_are_set_aside_and_defaults_used(make_app, home):
    (home / "settings.toml").write_text("this is = = not toml [")
    app = make_app()
    assert app.prefs == preferences.Preferences()
    assert app.toast and "settings.toml could not be read" in app.toast[0]
    kept = list(home.glob("settings.toml.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == "this is = = not toml ["


def test_odd_values_fall_back_to_defaults(home):
    storage.write_toml(storage.settings_path(), {"effects_volume": "loud", "ai_pace": "warp",
                                                 "fullscreen": True, "music_volume": 400})
    prefs, problem = preferences.load()
    assert problem is None
    assert prefs.effects_volume == 80 and prefs.ai_pace == "brisk"
    assert prefs.fullscreen is True and prefs.music_volume == 100


def test_remapped_key_drives_the_menu(menu_app, home):
    open_settings(menu_app)
    while menu_app.stack.top.menu.current.label != "Keyboard keys":
        key(menu_app, "down")
    key(menu_app, "return")
    assert top(menu_app) == "RemapScene"
    while menu_app.stack.top.menu.current.label != "Down":
        key(menu_app, "down")
    key(menu_app, "return")  # wait for a key
    key(menu_app, "j")  # j now means Down
    assert "j" in tomllib.loads((home / "settings.toml").read_text())["keys"]["down"]
    key(menu_app, "backspace")
    key(menu_app, "backspace")
    assert top(menu_app) == "MainMenu"
    assert menu_app.stack.top.menu.current.label == "Settings"
    key(menu_app, "j")
    assert menu_app.stack.top.menu.current.label == "Quit"  # the row below Settings


def test_f11_toggles_fullscreen_and_remembers(menu_app, home):
    key(menu_app, "f11")
    assert menu_app.prefs.fullscreen
    assert tomllib.loads((home / "settings.toml").read_text())["fullscreen"] is True


def test_music_volume_reaches_the_mixer(make_app):
    from scenes.screens.menu import MainMenu
    menu_app = make_app(sound=True)  # the audio device opened, as with a window
    menu_app.stack.push(MainMenu(menu_app))
    menu_app.frame()
    if not pygame.mixer.get_init():
        import pytest
        pytest.skip("no audio device, not even SDL's dummy one")
    open_settings(menu_app)
    key(menu_app, "down")
    assert menu_app.stack.top.menu.current.label == "Music volume"
    key(menu_app, "left")
    key(menu_app, "left")
    assert menu_app.prefs.music_volume == 40
    assert abs(pygame.mixer.music.get_volume() - 0.45 * 0.4) < 0.02
    # headless, the music is set but never streamed (SDL's dummy driver can crash
    # when streamed music stops as the mixer closes)
    assert not menu_app.sounds.music_playing and not pygame.mixer.music.get_busy()


def test_headless_the_audio_device_is_left_closed_and_effects_do_nothing(menu_app):
    assert not pygame.mixer.get_init() and menu_app.sounds.ready.is_set()
    menu_app.sounds.play("card")
    menu_app.sounds.set_music_volume(50)
    assert not pygame.mixer.get_init()


def test_every_effect_is_made_and_plays_on_the_device(make_app):
    app = make_app(sound=True)
    if not pygame.mixer.get_init():
        import pytest
        pytest.skip("no audio device, not even SDL's dummy one")
    from scenes.core.sound import EFFECTS
    assert app.sounds.ready.wait(10)
    for name in EFFECTS:
        app.sounds.play(name)
        assert app.sounds.sounds[name].get_length() > 0.005, name


def open_remap(app, kind_row="Keyboard keys"):
    open_settings(app)
    while app.stack.top.menu.current.label != kind_row:
        key(app, "down")
    key(app, "return")
    assert top(app) == "RemapScene"
    return app.stack.top


def choose(app, label):
    while app.stack.top.menu.current.label != label:
        key(app, "down")


def set_mode(app, mode):
    """Up to the Mode row, then step it (with the right arrow) to `mode`."""
    remap = app.stack.top
    while remap.menu.current.label != "Mode":
        key(app, "up")
    while remap.mode != mode:
        key(app, "right")


def test_the_new_key_shows_at_once_and_replaces_the_old(menu_app, home):
    remap = open_remap(menu_app)
    choose(menu_app, "Action 1")
    assert remap.menu.current.value() == "X"
    key(menu_app, "return")
    key(menu_app, "z")
    assert remap.menu.current.value() == "Z"  # no need to leave and come back
    bindings = menu_app.input.bindings
    assert bindings.label(Intent.ACTION_1, "key") == "Z"  # what on-screen hints read
    assert bindings.key_intent(pygame.K_x) is None
    assert tomllib.loads((home / "settings.toml").read_text())["keys"]["action_1"] == ["z"]


def test_add_keeps_the_old_key_and_clear_removes_them(menu_app, home):
    remap = open_remap(menu_app)
    assert remap.menu.current.label == "Mode"
    key(menu_app, "right")
    assert remap.mode == "Add"
    choose(menu_app, "Action 1")
    key(menu_app, "return")
    key(menu_app, "z")
    assert remap.menu.current.value() == "Z, X"
    assert menu_app.input.bindings.key_intent(pygame.K_x) == Intent.ACTION_1
    set_mode(menu_app, "Clear")
    choose(menu_app, "Action 1")
    key(menu_app, "return")
    assert remap.menu.current.value() == "\u2014"
    assert menu_app.input.bindings.key_intent(pygame.K_z) is None
    assert tomllib.loads((home / "settings.toml").read_text())["keys"]["action_1"] == []


def test_reset_to_defaults_brings_the_keys_back(menu_app, home):
    open_remap(menu_app)
    choose(menu_app, "Action 1")
    key(menu_app, "return")
    key(menu_app, "z")
    choose(menu_app, "Reset to defaults")
    key(menu_app, "return")
    assert menu_app.input.bindings.label(Intent.ACTION_1, "key") == "X"
    assert menu_app.prefs.keys == preferences.Preferences().keys


def test_controller_buttons_remap_with_the_controller(menu_app):
    remap = open_remap(menu_app, "Controller buttons")
    choose(menu_app, "Action 1")
    pad(menu_app, pygame.CONTROLLER_BUTTON_A)
    assert remap.waiting_for == Intent.ACTION_1
    pad(menu_app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert remap.menu.current.value() == "LB"
    assert menu_app.input.bindings.label(Intent.ACTION_1, "pad") == "LB"
    assert menu_app.input.bindings.label(Intent.PREV, "pad") == ""  # taken from Prev


def test_a_key_the_menus_need_is_never_lost(menu_app):
    remap = open_remap(menu_app)
    set_mode(menu_app, "Clear")
    choose(menu_app, "Confirm")
    key(menu_app, "return")
    assert remap.menu.current.value() == "Enter, Space, Keypad Enter"
    assert menu_app.toast and "Confirm needs a key" in menu_app.toast[0]
    choose(menu_app, "Pause")  # tables need it as much
    key(menu_app, "return")
    assert remap.menu.current.value() == "Esc"
    assert "Pause needs a key" in str([menu_app.toast] + menu_app.toasts_waiting)
    set_mode(menu_app, "Replace")
    choose(menu_app, "Pause")
    key(menu_app, "return")
    key(menu_app, "backspace")  # Back's only key
    assert menu_app.input.bindings.key_intent(pygame.K_BACKSPACE) == Intent.BACK
    assert "only key" in menu_app.toast[0] or "only key" in str(menu_app.toasts_waiting)
    key(menu_app, "return")
    key(menu_app, "escape")  # Esc while waiting: nothing changes
    assert remap.waiting_for is None
    assert menu_app.input.bindings.key_intent(pygame.K_ESCAPE) == Intent.PAUSE


def test_drifting_cards_pass_behind_the_settings_panel(menu_app):
    from scenes.screens.settings import SETTINGS_PANEL
    open_settings(menu_app)
    settings = menu_app.stack.top
    backdrop = settings.backdrop
    inside = (SETTINGS_PANEL.centerx + 100, SETTINGS_PANEL.centery + 100)
    outside = (SETTINGS_PANEL.x - 40 + 100, SETTINGS_PANEL.y + 100 + 100)
    backdrop.cards = [[*inside, 0, 0, 0], [*outside, 0, 0, 0]]
    with_cards = Canvas(pygame.Surface((1280, 720)))
    settings.draw(with_cards)
    backdrop.cards = []
    without = Canvas(pygame.Surface((1280, 720)))
    settings.draw(without)

    def largest_change(area):
        return max(abs(a - b) for x in range(area.left, area.right, 3)
                   for y in range(area.top, area.bottom, 3)
                   for a, b in zip(with_cards.get_at((x, y))[:3], without.get_at((x, y))[:3]))

    card_inside = pygame.Rect(0, 0, 60, 90)
    card_inside.center = SETTINGS_PANEL.center
    card_outside = pygame.Rect(0, 0, 30, 80)
    card_outside.center = (SETTINGS_PANEL.x - 50, SETTINGS_PANEL.y + 100)
    assert largest_change(card_outside) > 8  # the card is drawn ...
    assert largest_change(card_inside) <= 4  # ... but not over the panel


def test_every_setting_sits_in_the_panel_and_says_what_it_does(menu_app):
    from scenes.screens.settings import SETTINGS_PANEL
    open_settings(menu_app)
    menu = menu_app.stack.top.menu
    for item, rect in zip(menu.items, menu.rects):
        assert SETTINGS_PANEL.contains(rect), item.label
        assert item.hint or item.label == "Back", item.label


def test_a_button_taken_from_another_action_says_so(menu_app):
    """LB given to Action 1 leaves Prev with no button: the player is told, not left to
    find out at the table."""
    open_remap(menu_app, "Controller buttons")
    choose(menu_app, "Action 1")
    pad(menu_app, pygame.CONTROLLER_BUTTON_A)
    pad(menu_app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    said = [menu_app.toast[0]] + [m for m, _ in menu_app.toasts_waiting]
    assert "LB no longer does Prev (it has no controller button now)" in said


def test_a_controller_alone_can_give_up_waiting_for_a_button(menu_app):
    """Every button pressed while one is awaited is taken as the answer, so a player with
    only a controller gets out by pressing nothing: the bindings stay as they were."""
    from scenes.screens.settings import WAIT_SECONDS
    open_remap(menu_app, "Controller buttons")
    before = menu_app.input.bindings.names(Intent.ACTION_1, "pad")
    choose(menu_app, "Action 1")
    pad(menu_app, pygame.CONTROLLER_BUTTON_A)
    remap = menu_app.stack.top
    assert remap.waiting_for == Intent.ACTION_1
    run(menu_app, int(WAIT_SECONDS * 60) + 2)
    assert remap.waiting_for is None and menu_app.input.capture is None
    assert menu_app.input.bindings.names(Intent.ACTION_1, "pad") == before
    said = [menu_app.toast[0]] + [m for m, _ in menu_app.toasts_waiting]
    assert any("as they were" in words for words in said)
    pad(menu_app, pygame.CONTROLLER_BUTTON_B)  # B is Back again: leaves the screen
    assert menu_app.stack.top is not remap


def test_b_cancels_waiting_for_a_controller_button_and_the_words_say_so(menu_app):
    remap = open_remap(menu_app, "Controller buttons")
    choose(menu_app, "Action 1")
    pad(menu_app, pygame.CONTROLLER_BUTTON_A)
    assert remap.waiting_for == Intent.ACTION_1
    drawn = words_drawn(menu_app)
    run(menu_app, 1)
    assert any("B, Esc, a click or a wait cancels" in words for words in drawn)
    pad(menu_app, pygame.CONTROLLER_BUTTON_B)
    assert remap.waiting_for is None and menu_app.toast is None  # no refusal: cancelled
    assert menu_app.input.bindings.label(Intent.ACTION_1, "pad") == "X"
    assert menu_app.input.bindings.label(Intent.BACK, "pad") == "B"
    assert top(menu_app) == "RemapScene"


def test_hard_think_time_is_chosen_with_the_arrow_keys_and_saved(menu_app, home):
    open_settings(menu_app)
    walk_down_to(menu_app, "Hard thinks for")
    assert menu_app.prefs.hard_seconds == 1.0
    key(menu_app, "right")
    assert menu_app.prefs.hard_seconds == 2.0
    assert tomllib.loads((home / "settings.toml").read_text())["hard_seconds"] == 2.0
    key(menu_app, "right")  # round again to the shortest
    key(menu_app, "backspace")
    assert top(menu_app) == "MainMenu"
    assert preferences.load()[0].hard_seconds == 0.5


def test_an_unknown_hard_think_time_falls_back_to_one_second(home):
    storage.write_toml(storage.settings_path(), {"hard_seconds": 7.0})
    assert preferences.load()[0].hard_seconds == 1.0
    storage.write_toml(storage.settings_path(), {"hard_seconds": 2})
    assert preferences.load()[0].hard_seconds == 2.0


def test_hard_think_time_reaches_hard_seats_named_without_a_budget(quick_app):
    quick_app.prefs.hard_seconds = 0.5
    session = quick_app.screens.table("serpent", ["hard", "hard:300"], 3, {}).session
    assert (session.agents[0].seconds, session.agents[0].iterations) == (0.5, None)
    assert session.agents[1].iterations == 300  # a budget in the seat wins
    session = quick_app.screens.table("serpent", ["human", "hard:250ms"], 3, {}).session
    assert session.agents[1].seconds == 0.25


def test_the_worker_process_builds_hard_with_the_think_time(quick_app):
    from scenes.match import thinking

    class Listening:
        """A worker that keeps what it is asked and never answers."""
        requests = []

        def ask(self, *request):
            self.requests.append(request)
            return len(self.requests)

        def answer(self, ticket, wait=False):
            return None

        def alive(self):
            return True

    quick_app.prefs.hard_seconds = 2.0
    session = quick_app.screens.table("serpent", ["hard", "human"], 3, {}).session
    listening = Listening()
    previous = thinking.replace_worker(listening)
    try:
        thinking.think(session, session.state.to_act()[0])
    finally:
        thinking.replace_worker(previous)
    (game, spec, *_), = listening.requests
    assert (game, spec) == ("serpent", "hard:2000ms")


# -- bindings in a settings file that would leave the keyboard dead ------------------------

ACTIONS = list(DEFAULT_KEYS)


def start_on_menu(make_app, keys: dict) -> object:
    from scenes.screens.menu import MainMenu
    storage.write_toml(storage.settings_path(), {"keys": keys})
    app = make_app()
    app.stack.push(MainMenu(app))
    run(app, 2)
    return app


def assert_the_keyboard_plays(app) -> None:
    """Down moves the menu, Enter opens setup, Esc goes back: and the labels say so."""
    bindings = app.input.bindings
    assert [bindings.label(i, "key") for i in (Intent.CONFIRM, Intent.BACK, Intent.PAUSE,
                                               Intent.DOWN)] == ["Enter", "Backspace", "Esc",
                                                                 "\u2193"]
    key(app, "down")
    key(app, "up")
    assert app.stack.top.menu.current.label == "Play"
    key(app, "return")
    assert top(app) == "SetupScene"
    key(app, "escape")
    assert top(app) == "MainMenu"


@pytest.mark.parametrize("keys, says", [
    ({action: [f"no-{action}-key"] for action in ACTIONS},
     ("settings.toml: no key is called 'no-up-key' or 'no-down-key' or 'no-left-key' (nor "
      "11 more names); 14 actions had no key left and have their usual ones again.")),
    ({"confirm": [], "back": [], "pause": []},
     "settings.toml: Confirm, Back and Pause had no key left and have their usual ones again."),
    ({action: ["return"] for action in ACTIONS},
     "settings.toml: Enter was given to 14 actions at once; 14 actions had no key left"),
], ids=["keys that do not exist", "empty lists", "Enter for every action"])
def test_bindings_that_leave_the_keyboard_dead_are_mended_and_said(make_app, home, keys,
                                                                   says):
    app = start_on_menu(make_app, keys)
    assert app.toast and app.toast[0].startswith(says)
    assert_the_keyboard_plays(app)
    assert not list(home.glob("settings.toml.unreadable-*"))  # the rest of it is kept


def test_a_key_given_twice_goes_to_neither_and_each_gets_its_own(make_app, home):
    app = start_on_menu(make_app, {"action_1": ["z"], "hint": ["z"], "next": ["j", "k"]})
    assert app.toast[0] == ("settings.toml: Z was given to 2 actions at once; Action 1 and "
                            "Hint had no key left and have their usual ones again.")
    bindings = app.input.bindings
    assert bindings.names(Intent.ACTION_1, "key") == ["x"]
    assert bindings.names(Intent.HINT, "key") == ["h"]
    assert bindings.names(Intent.NEXT, "key") == ["j", "k"]  # what was right stays


def test_the_four_colour_deck_is_switched_on_with_the_keys_and_saved(menu_app, home):
    open_settings(menu_app)
    walk_down_to(menu_app, "Four-colour deck")
    assert menu_app.prefs.four_colour_deck is False
    key(menu_app, "right")
    assert menu_app.prefs.four_colour_deck is True
    assert tomllib.loads((home / "settings.toml").read_text())["four_colour_deck"] is True
    assert preferences.load()[0].four_colour_deck is True
    key(menu_app, "return")  # Enter turns it back off
    assert preferences.load()[0].four_colour_deck is False


def test_a_four_colour_deck_that_is_not_yes_or_no_is_off(home):
    for odd in ("blue", 1):
        storage.write_toml(storage.settings_path(), {"four_colour_deck": odd})
        assert preferences.load()[0].four_colour_deck is False
    storage.write_toml(storage.settings_path(), {"four_colour_deck": True})
    assert preferences.load()[0].four_colour_deck is True
