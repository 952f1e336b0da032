"""Settings persist in TOML; a bad file is set aside with one clear line."""

import tomllib

from scenes import preferences, storage
from tests.scenes.conftest import key, top


def open_settings(app):
    for _ in range(2):  # Continue is skipped: no save yet
        key(app, "down")
    key(app, "return")
    assert top(app) == "SettingsScene"


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
    assert menu_app.stack.top.menu.current.label == "Quit"


def test_f11_toggles_fullscreen_and_remembers(menu_app, home):
    key(menu_app, "f11")
    assert menu_app.prefs.fullscreen
    assert tomllib.loads((home / "settings.toml").read_text())["fullscreen"] is True


def test_music_volume_reaches_the_mixer(menu_app):
    import pygame
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
