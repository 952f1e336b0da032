"""Keyboard, mouse and game controllers become Intents, each tagged with its device.

Everything a scene reacts to is an `IntentEvent`.  Devices are named "keyboard",
"mouse" and "pad:<instance id>".  Controllers use SDL's game-controller API
(standard mappings, hot-plug by instance id); their raw joystick events are ignored,
so each press yields exactly one intent.
"""

from __future__ import annotations

import enum
import warnings
from dataclasses import dataclass

import pygame

from scenes.core.canvas import logical_point

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
    HINT = "hint"  # against AI: suggest a move and say why
    ASK = "ask"  # by ear: say the scores, your hand, the table, the last moves in turn
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
    guid: str = ""  # the same on every plug-in of one controller, unlike its instance id


DEFAULT_KEYS: dict[str, list[str]] = {
    "up": ["up", "w"], "down": ["down", "s"], "left": ["left", "a"], "right": ["right", "d"],
    "confirm": ["return", "space", "keypad enter"], "back": ["backspace"],
    "pause": ["escape"], "action_1": ["x"], "action_2": ["c"],
    "next": ["e", "page down"], "prev": ["q", "page up"], "fullscreen": ["f11"],
    "hint": ["h"], "ask": ["tab"],
}

# The intents menus and tables can't do without: each always keeps a key and a button.
NEEDED = (Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT, Intent.CONFIRM, Intent.BACK,
          Intent.PAUSE)

DEFAULT_PAD: dict[str, list[str]] = {
    "up": ["dpup"], "down": ["dpdown"], "left": ["dpleft"], "right": ["dpright"],
    "confirm": ["a"], "back": ["b"], "pause": ["start"], "action_1": ["x"],
    "action_2": ["y"], "next": ["rightshoulder"], "prev": ["leftshoulder"],
    "hint": ["back"], "ask": ["leftstick"],
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
OPEN_TRIES = 10  # frames a controller announced but not yet openable is asked for again


KEY_LABELS = {"return": "Enter", "keypad enter": "Keypad Enter", "escape": "Esc", "space": "Space",
              "backspace": "Backspace", "page up": "PgUp", "page down": "PgDn",
              "up": "\u2191", "down": "\u2193", "left": "\u2190", "right": "\u2192"}
PAD_LABELS = {"dpup": "D-pad \u2191", "dpdown": "D-pad \u2193", "dpleft": "D-pad \u2190",
              "dpright": "D-pad \u2192", "leftshoulder": "LB", "rightshoulder": "RB",
              "leftstick": "L3", "rightstick": "R3", "start": "Start", "back": "Select",
              "guide": "Home"}


def key_label(name: str) -> str:
    """How a key is written on screen: "Enter", "Esc", "Z", "F11"."""
    return KEY_LABELS.get(name, name.upper() if len(name) <= 3 else name.title())


def pad_label(name: str) -> str:
    return PAD_LABELS.get(name, name.upper())


def key_code(name: str) -> int:
    """The code of a key's stored name; ValueError if no key has that name."""
    with warnings.catch_warnings():  # settings may be read before pygame.init: the
        warnings.simplefilter("ignore")  # names are SDL's own, known either way
        return pygame.key.key_code(name)


def button_code(name: str) -> int:
    """The code of a controller button's stored name; ValueError if there is none."""
    if name not in PAD_BUTTONS:
        raise ValueError(f"no button {name!r}")
    return PAD_BUTTONS[name]


class Bindings:
    """Which keys and buttons give which intent.  Remappable; stored in settings.

    `keys` and `pad` map an intent's value to key (or button) names, the first one
    being the one hints show.  A key gives one intent only: binding it elsewhere
    takes it away from where it was.
    """

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
                    self._key_intent[key_code(name)] = Intent(intent)
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

    def _table(self, device_kind: str) -> dict[str, list[str]]:
        return self.keys if device_kind == "key" else self.pad

    @staticmethod
    def name_of(device_kind: str, code: int) -> str:
        """The stored name of a key code or controller button."""
        return pygame.key.name(code) if device_kind == "key" else PAD_BUTTON_NAMES[code]

    def bind(self, intent: Intent, device_kind: str, code: int, add: bool = False) -> None:
        """Bind a key ("key") or button ("pad") to `intent`: instead of its bindings
        (`add` False, a replace) or beside them, first in line."""
        table = self._table(device_kind)
        name = self.name_of(device_kind, code)
        for names in table.values():
            if name in names:
                names.remove(name)
        kept = table.get(intent.value, []) if add else []
        table[intent.value] = [name] + kept
        self._rebuild()

    def clear(self, intent: Intent, device_kind: str) -> None:
        self._table(device_kind)[intent.value] = []
        self._rebuild()

    def reset(self, device_kind: str) -> None:
        """Back to the default keys (or buttons); the other device is left alone."""
        defaults = DEFAULT_KEYS if device_kind == "key" else DEFAULT_PAD
        fresh = {k: list(v) for k, v in defaults.items()}
        if device_kind == "key":
            self.keys = fresh
        else:
            self.pad = fresh
        self._rebuild()

    def names(self, intent: Intent, device_kind: str) -> list[str]:
        return list(self._table(device_kind).get(intent.value, []))

    def label(self, intent: Intent, device_kind: str) -> str:
        """The first key ("key") or button ("pad") bound to `intent`, as written on
        screen ("Z", "Enter", "A", "LB"); "" if nothing is bound."""
        names = self.names(intent, device_kind)
        if not names:
            return ""
        return key_label(names[0]) if device_kind == "key" else pad_label(names[0])


class InputRouter:
    """Turns pygame events into IntentEvents and DeviceChanges."""

    def __init__(self, bindings: Bindings | None = None):
        self.bindings = bindings or Bindings()
        self.pads: dict[int, object] = {}  # instance id -> opened controller
        self.guids: dict[int, str] = {}  # instance id -> the controller's device GUID
        self.last_kind = "key"  # "key" or "pad": the device last pressed; hints follow it
        self._stick: dict[tuple[int, int], int] = {}  # (pad, axis) -> -1, 0, +1
        self.capture: str | None = None  # "key" or "pad" while a binding is remapped
        self._open_tries: dict[int, int] = {}  # device index -> times it failed to open
        self.open_error = ""  # why the last controller that failed to open did
        if sdl_controller is not None:
            sdl_controller.init()

    def translate(self, event: pygame.event.Event) -> list:
        kind = event.type
        if kind in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.last_kind = "key"
        elif kind == pygame.CONTROLLERBUTTONDOWN:
            self.last_kind = "pad"
        if kind == pygame.KEYDOWN:
            intent = self.bindings.key_intent(event.key)
            if self.capture == "key":
                return [("capture", KEYBOARD, event.key)]
            return [IntentEvent(intent, KEYBOARD)] if intent else []
        if kind == pygame.MOUSEMOTION:
            return [IntentEvent(Intent.POINT, MOUSE, logical_point(event.pos))]
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                return [IntentEvent(Intent.CONFIRM, MOUSE, logical_point(event.pos))]
            if event.button == 3:
                return [IntentEvent(Intent.BACK, MOUSE, logical_point(event.pos))]
            return []
        if kind == pygame.MOUSEWHEEL:
            intent = Intent.PREV if event.y > 0 else Intent.NEXT
            return [IntentEvent(intent, MOUSE, logical_point(pygame.mouse.get_pos()))] if event.y else []
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
            pad = self.pads.pop(event.instance_id, None)
            if pad is not None:
                pad.quit()
            guid = self.guids.pop(event.instance_id, "")
            return [DeviceChange(pad_device(event.instance_id), added=False, guid=guid)]
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
            self.last_kind = "pad"
            intent = axes[event.axis][1 if direction > 0 else 0]
            return [IntentEvent(intent, pad_device(event.instance_id))]
        return []

    def _pad_added(self, device_index: int) -> list:
        if sdl_controller is None:
            return []
        try:
            pad = sdl_controller.Controller(device_index)
            joystick = pad.as_joystick()
        except (pygame.error, IndexError, ValueError) as error:
            self.open_error = str(error)
            return self._open_later(device_index)
        self._open_tries.pop(device_index, None)
        instance_id = joystick.get_instance_id()
        if instance_id in self.pads:
            return []  # already open: nothing new to announce
        self.pads[instance_id] = pad
        self.guids[instance_id] = joystick.get_guid()
        return [DeviceChange(pad_device(instance_id), added=True, name=joystick.get_name(),
                             guid=self.guids[instance_id])]

    def _open_later(self, device_index: int) -> list:
        """SDL may announce a controller a moment before it can be opened in full (its
        joystick not yet listed): ask again next frame, a few times, then let it be."""
        tries = self._open_tries.get(device_index, 0) + 1
        self._open_tries[device_index] = tries
        if tries <= OPEN_TRIES:
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED,
                                                 device_index=device_index))
        return []

    def label(self, intent: Intent, device_kind: str | None = None) -> str:
        """The key or button bound to `intent`, for the device last pressed (or the
        one named: "key" / "keyboard" or "pad")."""
        kind = device_kind or self.last_kind
        return self.bindings.label(intent, "pad" if kind == "pad" else "key")

    def close(self) -> None:
        """Close every controller before pygame quits.  pygame-ce forgets them only at
        its first quit: a Controller left open across a later quit keeps SDL's freed
        pointer, and a controller opened afterwards at that address is taken for it
        (with its old device index, so it could not be opened at all)."""
        for pad in self.pads.values():
            pad.quit()
        self.pads.clear()
        self.guids.clear()
        if sdl_controller is not None and sdl_controller.get_init():
            sdl_controller.quit()

    def release_all(self) -> None:
        """Forget held sticks, so a direction held across a scene change doesn't repeat."""
        self._stick.clear()
