"""Settings: sound, animation speed, AI pace, fullscreen, accessibility, bindings.

Every change is saved at once (atomically) to settings.toml.
"""

from __future__ import annotations

from scenes import preferences
from scenes.input import Intent
from scenes.scene import Scene
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.menu import MenuItem, MenuList

REMAPPABLE = [Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT, Intent.CONFIRM, Intent.BACK,
              Intent.PAUSE, Intent.ACTION_1, Intent.ACTION_2, Intent.NEXT, Intent.PREV]
INTENT_LABELS = {Intent.ACTION_1: "Action 1", Intent.ACTION_2: "Action 2 / undo"}


def _percent(value: int) -> int:
    return min(100, max(0, value))


def cycle(values, current, step):
    values = list(values)
    at = values.index(current) if current in values else 0
    return values[(at + step) % len(values)]


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.backdrop = Backdrop(drifting_cards=3)
        prefs = app.prefs
        self.menu = MenuList([
            MenuItem("Effects volume", value=lambda: f"{prefs.effects_volume}%",
                     on_change=lambda s: self._set("effects_volume",
                                                   _percent(prefs.effects_volume + 10 * s))),
            MenuItem("Music volume", value=lambda: f"{prefs.music_volume}%",
                     on_change=lambda s: self._set("music_volume",
                                                   _percent(prefs.music_volume + 10 * s))),
            MenuItem("Animation speed", value=lambda: prefs.animation_speed,
                     on_change=lambda s: self._set("animation_speed", cycle(
                         preferences.ANIMATION_SPEEDS, prefs.animation_speed, s))),
            MenuItem("AI pace", value=lambda: prefs.ai_pace,
                     on_change=lambda s: self._set("ai_pace", cycle(
                         preferences.AI_PACES, prefs.ai_pace, s))),
            MenuItem("Fullscreen (F11)", value=lambda: "on" if prefs.fullscreen else "off",
                     on_change=lambda s: self.app.set_fullscreen(not prefs.fullscreen)),
            MenuItem("Colour-blind patterns",
                     value=lambda: "on" if prefs.colour_blind_patterns else "off",
                     on_change=lambda s: self._set("colour_blind_patterns",
                                                   not prefs.colour_blind_patterns)),
            MenuItem("Reaction time", value=lambda: f"{prefs.reaction_seconds:g} s",
                     on_change=lambda s: self._set("reaction_seconds", min(5.0, max(
                         1.0, prefs.reaction_seconds + 0.5 * s))),
                     hint="Peeper: how long the Mine? banner waits"),
            MenuItem("Keyboard keys", lambda: self._remap("key")),
            MenuItem("Controller buttons", lambda: self._remap("pad")),
            MenuItem("Back", self.close),
        ], topleft=(200, 150), width=880, row_height=44, visible_rows=11)

    def _set(self, name: str, value) -> None:
        setattr(self.app.prefs, name, value)
        self.app.save_prefs()
        self.app.sounds.play("move")

    def _remap(self, kind: str) -> None:
        self.app.stack.push(RemapScene(self.app, kind))

    def close(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.close()
        elif self.menu.handle(event):
            pass

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.menu.update(dt)

    def draw(self, surface) -> None:
        self.backdrop.draw(surface)
        self.app.text.draw(surface, "Settings", (200, 70), theme.HEADING_SIZE + 8, theme.GOLD,
                           bold=True, shadow=True)
        self.menu.draw(surface, self.app.text)
        hint = self.menu.current.hint
        if hint:
            self.app.text.draw(surface, hint, (200, 660), theme.SMALL_SIZE + 2, theme.INK)


class RemapScene(Scene):
    """Pick an intent, then press the new key (or button) for it."""

    def __init__(self, app, kind: str):
        super().__init__(app)
        self.kind = kind  # "key" or "pad"
        self.backdrop = Backdrop(drifting_cards=0)
        self.waiting_for: Intent | None = None
        items = [MenuItem(INTENT_LABELS.get(i, i.value.replace("_", " ").title()),
                          self._chooser(i), value=self._bound(i)) for i in REMAPPABLE]
        items.append(MenuItem("Reset to defaults", self.reset))
        items.append(MenuItem("Back", self.close))
        self.menu = MenuList(items, topleft=(200, 140), width=880, row_height=40,
                             visible_rows=12)

    def _bound(self, intent: Intent):
        table = self.app.prefs.keys if self.kind == "key" else self.app.prefs.pad
        return lambda: ", ".join(table.get(intent.value, [])) or "\u2014"

    def _chooser(self, intent: Intent):
        def choose():
            self.waiting_for = intent
            self.app.input.capture = self.kind
        return choose

    def reset(self) -> None:
        fresh = preferences.Preferences()
        if self.kind == "key":
            self.app.prefs.keys = fresh.keys
        else:
            self.app.prefs.pad = fresh.pad
        self.app.save_prefs()

    def close(self) -> None:
        self.app.input.capture = None
        self.app.stack.pop()

    def exit(self) -> None:
        self.app.input.capture = None

    def handle(self, event) -> None:
        if isinstance(event, tuple) and event[0] == "capture":
            self._captured(event[2])
            return
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.BACK, Intent.PAUSE) and self.waiting_for is None:
            self.close()
        else:
            self.menu.handle(event)

    def _captured(self, code: int) -> None:
        bindings = self.app.input.bindings
        if self.kind == "key":
            bindings.bind_key(self.waiting_for, code)
            self.app.prefs.keys = bindings.keys
        else:
            bindings.bind_pad(self.waiting_for, code)
            self.app.prefs.pad = bindings.pad
        self.waiting_for = None
        self.app.input.capture = None
        self.app.save_prefs()
        self.app.sounds.play("select")

    def draw(self, surface) -> None:
        self.backdrop.draw(surface)
        title = "Keyboard keys" if self.kind == "key" else "Controller buttons"
        self.app.text.draw(surface, title, (200, 60), theme.HEADING_SIZE + 4, theme.GOLD,
                           bold=True)
        self.menu.draw(surface, self.app.text)
        if self.waiting_for is not None:
            what = "key" if self.kind == "key" else "controller button"
            self.app.text.draw(surface, f"Press the new {what} for "
                               f"{self.waiting_for.value.replace('_', ' ')}", (640, 670),
                               theme.BODY_SIZE, theme.GOLD, anchor="center")
