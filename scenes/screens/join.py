"""Each human seat joins with its own device: a controller's A or the keyboard's Enter."""

from __future__ import annotations

import pygame

from scenes.core.input import MOUSE, DeviceChange, Intent
from scenes.core.scene import Scene
from scenes.match.seats import seat_label
from scenes.widgets import theme
from scenes.widgets.overlay import dim, panel

ROW_HEIGHT = 50  # one seat's line, as long as the seats fit the screen
FRAME = 200  # the box's height around the seats' lines


class JoinScene(Scene):
    opaque = False

    def __init__(self, app, on_joined, human_seats: list[int]):
        """`on_joined(seat_devices)` once every human seat has its device."""
        super().__init__(app)
        self.on_joined = on_joined
        self.human_seats = human_seats
        self.devices: dict[int, str] = {}

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        joined_seat = next((s for s, d in self.devices.items() if d == event.device), None)
        if event.intent == Intent.CONFIRM and event.device != MOUSE:
            if joined_seat is None:
                seat = next(s for s in self.human_seats if s not in self.devices)
                self.devices[seat] = event.device
                self.app.sounds.play("select")
                if len(self.devices) == len(self.human_seats):
                    self.app.stack.pop()
                    self.on_joined(dict(self.devices))
        elif event.intent in (Intent.BACK, Intent.PAUSE):
            if joined_seat is not None:
                del self.devices[joined_seat]
                self.app.sounds.play("back")
            else:
                self.app.stack.pop()

    def on_device_change(self, change: DeviceChange) -> None:
        """A controller pulled out before the match starts gives its seat back."""
        if change.added:
            return
        for seat in [s for s, d in self.devices.items() if d == change.device]:
            del self.devices[seat]

    def draw(self, surface) -> None:
        text, bindings = self.app.text, self.app.input.bindings
        dim(surface, 190)
        seats = len(self.human_seats)
        row_height = min(ROW_HEIGHT, (theme.HEIGHT - 20 - FRAME) // seats)
        size = theme.BODY_SIZE if row_height == ROW_HEIGHT else theme.SMALL_SIZE
        box = pygame.Rect(200, 0, 880, FRAME + row_height * seats)
        box.centery = theme.HEIGHT // 2 if box.height > 500 else 110 + box.height // 2
        panel(surface, box)
        text.draw(surface, "Join the table", (box.centerx, box.y + 45), theme.HEADING_SIZE,
                  theme.GOLD, bold=True, anchor="center")
        text.draw(surface, f"Press {bindings.label(Intent.CONFIRM, 'pad')} on a controller or "
                  f"{bindings.label(Intent.CONFIRM, 'key')} on the keyboard to join",
                  (box.centerx, box.y + 95), theme.BODY_SIZE, theme.INK, anchor="center")
        for row, seat in enumerate(self.human_seats):
            device = self.devices.get(seat)
            status = f"joined with {self._name(device)}" if device else "waiting to join"
            colour = theme.GOLD if device else theme.INK_DIM
            text.draw(surface, f"{seat_label(seat)}: {status}",
                      (box.centerx, box.y + 140 + row * row_height + row_height // 2),
                      size, colour, anchor="center")
        text.draw(surface, f"{self.app.input.label(Intent.BACK)}: leave (or go back)",
                  (box.centerx, box.bottom - 28),
                  theme.SMALL_SIZE, theme.INK_DIM, anchor="center")

    def _name(self, device: str) -> str:
        if device.startswith("pad:"):
            return self.app.pads.get(device, f"controller {device[4:]}")
        return device
