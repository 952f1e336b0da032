"""Keyboard, mouse and game controllers become Intents, each tagged with its device.

Everything a scene reacts to is an `IntentEvent`.  Devices are named "keyboard",
"mouse" and "pad:<instance id>".  Controllers use SDL's game-controller API
(standard mappings, hot-plug by instance id); their raw joystick events are ignored,
so each press yields exactly one intent.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

try:
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # pragma: no cover - every pygame-ce build has it
    sdl_controller = None


class Intent(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    PAUSE = "pause"
    ACTION_1 = "action_1"
    ACTION_2 = "action_2"
    NEXT = "next"
    PREV = "prev"
    POINT = "point"  # the mouse moved: hover
    FULLSCREEN = "fullscreen"


KEYBOARD = "keyboard"
MOUSE = "mouse"


def pad_device(instance_id: int) -> str:
    return f"pad:{instance_id}"


@dataclass(frozen=True)
class IntentEvent:
    intent: Intent
    device: str
    pos: tuple[int, int] | None = None  # mouse position, logical pixels

    @property
    def is_pad(self) -> bool:
        return self.device.startswith("pad:")


@dataclass(frozen=True)
class DeviceChange:
    """A controller was plugged in (`added`) or pulled out."""

    device: str
    added: bool
    name: str = ""


DEFAULT_KEYS: dict[str, list[str]] = {
    "up": ["up", "w"], "down": ["down", "s"], "left": ["left", "a"], "right": ["right", "d"],
    "confirm": ["return", "space", "keypad enter"], "back": ["backspace"],
    "pause": ["escape"], "action_1": ["x"], "action_2": ["c"],
    "next": ["e", "page down"], "prev": ["q", "page up"], "fullscreen": ["f11"],
}

DEFAULT_PAD: dict[str, list[str]] = {
    "up": ["dpup"], "down": ["dpdown"], "left": ["dpleft"], "right": ["dpright"],
    "confirm": ["a"], "back": ["b"], "pause": ["start"], "action_1": ["x"],
    "action_2": ["y"], "next": ["rightshoulder"], "prev": ["leftshoulder"],
}

PAD_BUTTONS = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X, "y": pygame.CONTROLLER_BUTTON_Y,
    "back": pygame.CONTROLLER_BUTTON_BACK, "guide": pygame.CONTROLLER_BUTTON_GUIDE,
    "start": pygame.CONTROLLER_BUTTON_START,
    "leftstick": pygame.CONTROLLER_BUTTON_LEFTSTICK,
    "rightstick": pygame.CONTROLLER_BUTTON_RIGHTSTICK,
    "leftshoulder": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rightshoulder": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "dpup": pygame.CONTROLLER_BUTTON_DPAD_UP, "dpdown": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "dpleft": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "dpright": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}
PAD_BUTTON_NAMES = {code: name for name, code in PAD_BUTTONS.items()}

STICK_DEAD_ZONE = 0.5  # of full travel: a stick must be pushed past half to count
STICK_RELEASE = 0.3  # and come back inside this before it fires again


class Bindings:
    """Which key or button gives which intent.  Remappable; stored in settings."""

    def __init__(self, keys: dict[str, list[str]] | None = None,
                 pad: dict[str, list[str]] | None = None):
        self.keys = {k: list(v) for k, v in (keys or DEFAULT_KEYS).items()}
        self.pad = {k: list(v) for k, v in (pad or DEFAULT_PAD).items()}
        self._rebuild()

    def _rebuild(self) -> None:
        self._key_intent: dict[int, Intent] = {}
        for intent, names in self.keys.items():
            for name in names:
                try:
                    self._key_intent[pygame.key.key_code(name)] = Intent(intent)
                except ValueError:
                    continue  # an unknown key name in a hand-edited file: ignore it
        self._pad_intent: dict[int, Intent] = {}
        for intent, names in self.pad.items():
            for name in names:
                if name in PAD_BUTTONS:
                    self._pad_intent[PAD_BUTTONS[name]] = Intent(intent)

    def key_intent(self, key: int) -> Intent | None:
        return self._key_intent.get(key)

    def pad_intent(self, button: int) -> Intent | None:
        return self._pad_intent.get(button)

    def bind_key(self, intent: Intent, key: int) -> None:
        """Make `key` the first key for `intent`, taking it away from any other."""
        name = pygame.key.name(key)
        for names in self.keys.values():
            if name in names:
                names.remove(name)
        self.keys.setdefault(intent.value, []).insert(0, name)
        self._rebuild()

    def bind_pad(self, intent: Intent, button: int) -> None:
        name = PAD_BUTTON_NAMES[button]
        for names in self.pad.values():
            if name in names:
                names.remove(name)
        self.pad.setdefault(intent.value, []).insert(0, name)
        self._rebuild()

    def describe(self, intent: Intent) -> str:
        keys = self.keys.get(intent.value, [])
        return keys[0].upper() if keys else "-"


class InputRouter:
    """Turns pygame events into IntentEvents and DeviceChanges."""

    def __init__(self, bindings: Bindings | None = None):
        self.bindings = bindings or Bindings()
        self.pads: dict[int, object] = {}  # instance id -> opened controller
        self._stick: dict[tuple[int, int], int] = {}  # (pad, axis) -> -1, 0, +1
        self.capture: str | None = None  # "key" or "pad" while a binding is remapped
        if sdl_controller is not None:
            sdl_controller.init()

    def translate(self, event: pygame.event.Event) -> list:
        kind = event.type
        if kind == pygame.KEYDOWN:
            intent = self.bindings.key_intent(event.key)
            if self.capture == "key":
                return [("capture", KEYBOARD, event.key)]
            return [IntentEvent(intent, KEYBOARD)] if intent else []
        if kind == pygame.MOUSEMOTION:
            return [IntentEvent(Intent.POINT, MOUSE, tuple(event.pos))]
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                return [IntentEvent(Intent.CONFIRM, MOUSE, tuple(event.pos))]
            if event.button == 3:
                return [IntentEvent(Intent.BACK, MOUSE, tuple(event.pos))]
            return []
        if kind == pygame.MOUSEWHEEL:
            intent = Intent.PREV if event.y > 0 else Intent.NEXT
            return [IntentEvent(intent, MOUSE, pygame.mouse.get_pos())] if event.y else []
        if kind == pygame.CONTROLLERBUTTONDOWN:
            if self.capture == "pad":
                return [("capture", pad_device(event.instance_id), event.button)]
            intent = self.bindings.pad_intent(event.button)
            return [IntentEvent(intent, pad_device(event.instance_id))] if intent else []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._stick_motion(event)
        if kind == pygame.CONTROLLERDEVICEADDED:
            return self._pad_added(event.device_index)
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.pop(event.instance_id, None)
            return [DeviceChange(pad_device(event.instance_id), added=False)]
        return []

    def _stick_motion(self, event) -> list:
        axes = {pygame.CONTROLLER_AXIS_LEFTX: (Intent.LEFT, Intent.RIGHT),
                pygame.CONTROLLER_AXIS_LEFTY: (Intent.UP, Intent.DOWN)}
        if event.axis not in axes:
            return []
        value = event.value / 32767.0
        key = (event.instance_id, event.axis)
        held = self._stick.get(key, 0)
        if abs(value) < STICK_RELEASE:
            self._stick[key] = 0
            return []
        if held == 0 and abs(value) >= STICK_DEAD_ZONE:
            direction = 1 if value > 0 else -1
            self._stick[key] = direction
            intent = axes[event.axis][1 if direction > 0 else 0]
            return [IntentEvent(intent, pad_device(event.instance_id))]
        return []

    def _pad_added(self, device_index: int) -> list:
        if sdl_controller is None:
            return []
        try:
            pad = sdl_controller.Controller(device_index)
        except (pygame.error, IndexError, ValueError):
            return []
        joystick = pad.as_joystick()
        instance_id = joystick.get_instance_id()
        self.pads[instance_id] = pad
        return [DeviceChange(pad_device(instance_id), added=True, name=joystick.get_name())]

    def release_all(self) -> None:
        """Forget held sticks, so a direction held across a scene change doesn't repeat."""
        self._stick.clear()
