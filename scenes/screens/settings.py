"""Settings: sound, animation speed, AI pace, Hard's think time, fullscreen, accessibility,
bindings.

Every change is saved at once (atomically) to settings.toml.
"""

from __future__ import annotations

import math

import pygame

from scenes.core import preferences
from scenes.core.input import NEEDED, Intent, key_label, pad_label
from scenes.core.scene import Scene
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.menu import MenuItem, MenuList

REMAPPABLE = [Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT, Intent.CONFIRM, Intent.BACK,
              Intent.PAUSE, Intent.ACTION_1, Intent.ACTION_2, Intent.NEXT, Intent.PREV,
              Intent.HINT, Intent.ASK]
INTENT_LABELS = {Intent.ACTION_1: "Action 1", Intent.ACTION_2: "Action 2 / undo",
                 Intent.ASK: "Ask (by ear)"}
ESSENTIAL = NEEDED  # menus and tables need them: never left without
SETTINGS_TOP, SETTINGS_ROW, SETTINGS_ROWS = 140, 35, 14
# Round every row, Back included, with room under the last as above the first.
SETTINGS_PANEL = pygame.Rect(180, SETTINGS_TOP - 18, 920, SETTINGS_ROWS * SETTINGS_ROW + 30)
REMAP_PANEL = pygame.Rect(180, 124, 920, 14 * 36 + 26)
WAIT_SECONDS = 6.0  # a new key or button awaited this long, then not: a controller's way out


def intent_label(intent: Intent) -> str:
    return INTENT_LABELS.get(intent, intent.value.replace("_", " ").title())


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
                                                   _percent(prefs.effects_volume + 10 * s)),
                     hint="Card plays, flips and scores: \u2190 \u2192 by 10%"),
            MenuItem("Music volume", value=lambda: f"{prefs.music_volume}%",
                     on_change=lambda s: self._set("music_volume",
                                                   _percent(prefs.music_volume + 10 * s)),
                     hint="The tune under the menu and the tables: \u2190 \u2192 by 10%"),
            MenuItem("Animation speed", value=lambda: prefs.animation_speed,
                     on_change=lambda s: self._set("animation_speed", cycle(
                         preferences.ANIMATION_SPEEDS, prefs.animation_speed, s)),
                     hint="How fast cards fly and turn: slow, normal, fast or instant"),
            MenuItem("AI pace", value=lambda: prefs.ai_pace,
                     on_change=lambda s: self._set("ai_pace", cycle(
                         preferences.AI_PACES, prefs.ai_pace, s)),
                     hint="How long computer players pause before they move"),
            MenuItem("Hard thinks for", value=lambda: f"{prefs.hard_seconds:g} s",
                     on_change=lambda s: self._set("hard_seconds", cycle(
                         preferences.HARD_SECONDS, prefs.hard_seconds, s)),
                     hint="How long the Hard computer player searches a move: "
                          "longer plays stronger"),
            MenuItem("Fullscreen (F11)", value=lambda: "on" if prefs.fullscreen else "off",
                     on_change=lambda s: self.app.set_fullscreen(not prefs.fullscreen),
                     hint="The whole screen, or a window"),
            MenuItem("Colour-blind patterns",
                     value=lambda: "on" if prefs.colour_blind_patterns else "off",
                     on_change=lambda s: self._set("colour_blind_patterns",
                                                   not prefs.colour_blind_patterns),
                     hint="Red cards and coloured tiles get a pattern too, not only a colour"),
            MenuItem("Four-colour deck", value=lambda: "on" if prefs.four_colour_deck else "off",
                     on_change=lambda s: self._set("four_colour_deck", not prefs.four_colour_deck),
                     hint="Diamonds blue, clubs green (not in Peek and Run, where red "
                          "and black are a rule)"),
            MenuItem("Reaction time", value=lambda: f"{prefs.reaction_seconds:g} s",
                     on_change=lambda s: self._set("reaction_seconds", min(5.0, max(
                         1.0, prefs.reaction_seconds + 0.5 * s))),
                     hint="Peeper: how long the Mine? banner waits"),
            MenuItem("Hints", value=lambda: "on" if prefs.hints else "off",
                     on_change=lambda s: self._set("hints", not prefs.hints),
                     hint="Against the computer: a suggested move and why "
                          f"({self.app.input.label(Intent.HINT)})"),
            MenuItem("Speech", value=lambda: "on" if prefs.speech else "off",
                     on_change=lambda s: self.app.set_speech(not prefs.speech),
                     hint="Every screen and move said aloud, through your screen reader "
                          "or the system's voice (playing by ear)"),
            MenuItem("Keyboard keys", lambda: self._remap("key"),
                     hint="Choose the keys for each action"),
            MenuItem("Controller buttons", lambda: self._remap("pad"),
                     hint="Choose the controller buttons for each action"),
            MenuItem("Back", self.close),
        ], topleft=(200, SETTINGS_TOP), width=880, row_height=SETTINGS_ROW,
            visible_rows=SETTINGS_ROWS)


    def spoken_title(self) -> str:
        return "Settings."

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
        self.backdrop.draw(surface, panels=[SETTINGS_PANEL])
        self.app.text.draw(surface, "Settings", (200, 70), theme.HEADING_SIZE + 8, theme.GOLD,
                           bold=True, shadow=True)
        self.menu.draw(surface, self.app.text)
        hint = self.menu.current.hint
        if hint:
            self.app.text.draw(surface, hint, (200, 660), theme.SMALL_SIZE + 2, theme.INK)


class RemapScene(Scene):
    """Pick an intent, then press the key (or button) for it: replacing its keys,
    beside them, or clear them.  Each row shows the bindings in force right now."""

    MODES = ("Replace", "Add", "Clear")

    def __init__(self, app, kind: str):
        super().__init__(app)
        self.kind = kind  # "key" or "pad"
        self.backdrop = Backdrop(drifting_cards=3)
        self.waiting_for: Intent | None = None
        self.waited = 0.0  # seconds the key or button has been awaited
        self.mode = "Replace"
        items = [MenuItem("Mode", value=lambda: self.mode,
                          on_change=lambda s: self._set_mode(cycle(self.MODES, self.mode, s)),
                          hint="Replace: the new one takes the old ones' place.  Add: both "
                               "work.  Clear: none.")]
        items += [MenuItem(intent_label(i), self._chooser(i), value=self._bound(i))
                  for i in REMAPPABLE]
        items.append(MenuItem("Reset to defaults", self.reset,
                              hint=f"Every {self._what()} back as it came"))
        items.append(MenuItem("Back", self.close))
        self.menu = MenuList(items, topleft=(200, 140), width=880, row_height=36,
                             size=theme.BODY_SIZE, visible_rows=14)


    def spoken_title(self) -> str:
        return "Keyboard keys." if self.kind == "key" else "Controller buttons."

    def spoken_focus(self) -> str:
        if self.waiting_for is not None:
            return (f"Press the {self._what()} for {intent_label(self.waiting_for)}. "
                    f"{self._cancel_words()}.")
        return super().spoken_focus()

    def _what(self) -> str:
        return "key" if self.kind == "key" else "controller button"

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self.app.sounds.play("move")

    def _bound(self, intent: Intent):
        """Read from the bindings in force at each draw, so a change shows at once."""
        label = key_label if self.kind == "key" else pad_label
        return lambda: ", ".join(label(name) for name in
                                 self.app.input.bindings.names(intent, self.kind)) or "\u2014"

    def _chooser(self, intent: Intent):
        def choose():
            if self.mode == "Clear":
                self._clear(intent)
            else:
                self.waiting_for, self.waited = intent, 0.0
                self.app.input.capture = self.kind
        return choose

    def _clear(self, intent: Intent) -> None:
        if intent in ESSENTIAL:
            self._refuse(f"{intent_label(intent)} needs a {self._what()}: "
                         "replace it instead")
            return
        self.app.input.bindings.clear(intent, self.kind)
        self._store()

    def reset(self) -> None:
        self.app.input.bindings.reset(self.kind)
        self._store()

    def _store(self) -> None:
        """Copy the bindings into the settings and save them."""
        bindings = self.app.input.bindings
        self.app.prefs.keys = {k: list(v) for k, v in bindings.keys.items()}
        self.app.prefs.pad = {k: list(v) for k, v in bindings.pad.items()}
        self.app.save_prefs()
        self.app.sounds.play("select")

    def _refuse(self, message: str) -> None:
        self.app.notify(message, 3.0)
        self.app.sounds.play("error")

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
        if self.waiting_for is not None:
            if event.intent in (Intent.CONFIRM, Intent.BACK, Intent.PAUSE):
                self._stop_waiting()  # a click, or the keyboard while a button is awaited
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.close()
        else:
            self.menu.handle(event)

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.menu.update(dt)
        if self.waiting_for is not None:
            self.waited += dt
            if self.waited >= WAIT_SECONDS:  # every button would be taken as the answer
                self._stop_waiting()
                self.app.notify(f"Nothing pressed: the {self._what()}s are as they were", 3.0)

    def _cancels(self, code: int, name: str) -> bool:
        """Esc on the keyboard, and on a controller the button Back is bound to (B),
        cancel the wait: they are how a player says "never mind" everywhere else."""
        if self.kind == "key":
            return code == pygame.K_ESCAPE
        return name in self.app.input.bindings.names(Intent.BACK, "pad")

    def _cancel_words(self) -> str:
        if self.kind == "key":
            return "Esc cancels"
        back = self.app.input.bindings.label(Intent.BACK, "pad")
        return f"{back}, Esc, a click or a wait cancels" if back else \
            "Esc, a click or a wait cancels"

    def _stop_waiting(self) -> None:
        self.waiting_for = None
        self.app.input.capture = None

    def _captured(self, code: int) -> None:
        intent, bindings = self.waiting_for, self.app.input.bindings
        name = bindings.name_of(self.kind, code)
        if self._cancels(code, name):
            self._stop_waiting()
            self.app.sounds.play("back")
            return
        robbed = next((other for other in ESSENTIAL if other != intent and
                       bindings.names(other, self.kind) == [name]), None)
        self._stop_waiting()
        if robbed is not None:
            self._refuse(f"That is {intent_label(robbed)}'s only {self._what()}")
            return
        taken = [other for other in REMAPPABLE
                 if other != intent and name in bindings.names(other, self.kind)]
        bindings.bind(intent, self.kind, code, add=self.mode == "Add")
        self._store()
        for other in taken:  # a key gives one action only: say which one it left
            shown = key_label(name) if self.kind == "key" else pad_label(name)
            left = "" if bindings.names(other, self.kind) else f" (it has no {self._what()} now)"
            self.app.notify(f"{shown} no longer does {intent_label(other)}{left}", 4.0)

    def draw(self, surface) -> None:
        self.backdrop.draw(surface, panels=[REMAP_PANEL])
        title = "Keyboard keys" if self.kind == "key" else "Controller buttons"
        self.app.text.draw(surface, title, (200, 60), theme.HEADING_SIZE + 4, theme.GOLD,
                           bold=True, shadow=True)
        self.menu.draw(surface, self.app.text)
        if self.waiting_for is not None:
            cancel = self._cancel_words()
            left = max(1, math.ceil(WAIT_SECONDS - self.waited))
            line = (f"Press the {self._what()} for {intent_label(self.waiting_for)} "
                    f"({self.mode.lower()}; {cancel}: {left} s)")
            colour = theme.GOLD
        else:
            line, colour = self.menu.current.hint, theme.INK
        if line:
            self.app.text.draw(surface, line, (640, 678), theme.BODY_SIZE, colour,
                               anchor="center")
