"""A virtual game controller attached through SDL itself (SDL_JoystickAttachVirtual),
so tests exercise SDL's own controller path: device-added and removed events, instance
ids, button and axis events, exactly as a real pad plugged into the machine.

The SDL library is the one pygame-ce loaded; tests skip with a reason where it can't be
found or lacks the virtual-joystick calls.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os

import pygame

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
AXES, BUTTONS, HATS = 6, 15, 0  # SDL's standard game-controller layout


def load_sdl() -> ctypes.CDLL | None:
    """The SDL2 library pygame-ce uses (its bundled copy first), or None."""
    here = os.path.dirname(pygame.__file__)
    candidates = sorted(glob.glob(os.path.join(here, "..", "pygame_ce.libs", "libSDL2-2*")))
    candidates += [name for name in (ctypes.util.find_library("SDL2"),) if name]
    for path in candidates:
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        if hasattr(lib, "SDL_JoystickAttachVirtual"):
            _declare(lib)
            return lib
    return None


def _declare(lib) -> None:
    lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
    lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    lib.SDL_JoystickDetachVirtual.restype = ctypes.c_int
    lib.SDL_JoystickFromInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    lib.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int
    lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualButton.restype = ctypes.c_int
    lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    lib.SDL_JoystickSetVirtualAxis.restype = ctypes.c_int
    lib.SDL_JoystickUpdate.argtypes = []
    lib.SDL_NumJoysticks.argtypes = []
    lib.SDL_NumJoysticks.restype = ctypes.c_int


class VirtualPad:
    """One virtual controller.  `plug()` attaches it (SDL sends CONTROLLERDEVICEADDED
    and the game opens it); `press(button)` presses and releases a button;
    `unplug()` detaches it."""

    def __init__(self, lib: ctypes.CDLL):
        self.lib = lib
        self.instance_id: int | None = None
        self.attached = False

    def plug(self) -> "VirtualPad":
        index = self.lib.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, AXES,
                                                   BUTTONS, HATS)
        if index < 0:
            raise RuntimeError("SDL could not attach a virtual controller")
        self.instance_id = self.lib.SDL_JoystickGetDeviceInstanceID(index)
        self.attached = True
        return self

    def unplug(self) -> None:
        """Detach this pad.  Its device index is looked up now: the index it was
        attached at shifts down when a pad listed before it is unplugged."""
        if not self.attached:
            return
        for index in range(self.lib.SDL_NumJoysticks()):
            if self.lib.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                self.lib.SDL_JoystickDetachVirtual(index)
        self.attached = False

    def _handle(self):
        handle = self.lib.SDL_JoystickFromInstanceID(self.instance_id)
        if not handle:
            raise RuntimeError("the virtual controller is not open: run a frame first")
        return handle

    def set_button(self, button: int, down: bool) -> None:
        self.lib.SDL_JoystickSetVirtualButton(self._handle(), button, 1 if down else 0)
        self.lib.SDL_JoystickUpdate()

    def press(self, button: int) -> None:
        self.set_button(button, True)
        self.set_button(button, False)

    def tilt(self, axis: int, value: int) -> None:
        """Move a stick or trigger axis (-32768..32767)."""
        self.lib.SDL_JoystickSetVirtualAxis(self._handle(), axis, value)
        self.lib.SDL_JoystickUpdate()
