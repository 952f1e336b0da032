"""Each human seat joins with its own device: a controller's A (or Start) or the
keyboard's Enter.  For a saved match taken up again, each player also says which seat is
theirs before taking it: the hands are dealt already."""

from __future__ import annotations

import pygame

from game.words import listing
from scenes.core.input import MOUSE, DeviceChange, Intent
from scenes.core.scene import Scene
from scenes.match.seats import seat_label
from scenes.widgets import theme
from scenes.widgets.overlay import dim, panel

ROW_HEIGHT = 50  # one seat's line, as long as the seats fit the screen
FRAME = 200  # the box's height around the seats' lines


class JoinScene(Scene):
    opaque = False

    def __init__(self, app, on_joined, human_seats: list[int], choose_seats: bool = False):
        """`on_joined(seat_devices)` once every human seat has its device; with
        `choose_seats`, each player picks their seat before taking it."""
        super().__init__(app)
        self.on_joined = on_joined
        self.human_seats = human_seats
        self.choose_seats = choose_seats
        self.devices: dict[int, str] = {}
        self.choosing: dict[str, int] = {}  # device -> the free seat it points at


    def spoken_title(self) -> str:
        verb = "take your seat" if self.choose_seats else "join"
        return (f"Join the table. Each player presses Confirm on their own controller or "
                f"the keyboard to {verb}.")

    def spoken_focus(self) -> str:
        joined = [f"{seat_label(seat)} joined" for seat in self.human_seats
                  if seat in self.devices]
        waiting = [seat_label(seat) for seat in self.free_seats()]
        return ". ".join(joined + ([f"Waiting for {listing(waiting)}"] if waiting else []))

    def free_seats(self) -> list[int]:
        return [s for s in self.human_seats if s not in self.devices]

    def handle(self, event) -> None:
        if not hasattr(event, "intent") or event.device == MOUSE:
            return
        device, intent = event.device, event.intent
        joined_seat = next((s for s, d in self.devices.items() if d == device), None)
        if joined_seat is not None:
            if intent == Intent.BACK:  # Start from a joined device does nothing: all
                del self.devices[joined_seat]  # in, the match starts by itself
                self.app.sounds.play("back")
        elif device in self.choosing:
            self._handle_choosing(device, intent)
        elif intent in (Intent.CONFIRM, Intent.PAUSE):
            if self.choose_seats:
                self.choosing[device] = self.free_seats()[0]
                self.app.sounds.play("move")
            else:
                self._take(device, self.free_seats()[0])
        elif intent == Intent.BACK:
            self.app.stack.pop()

    def _handle_choosing(self, device: str, intent) -> None:
        """A player pointing at the seat they will take: left and right move along the
        free seats, confirm (or Start) takes it, back lets go."""
        free = self.free_seats()
        at = free.index(self.choosing[device]) if self.choosing[device] in free else 0
        if intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN):
            step = -1 if intent in (Intent.LEFT, Intent.UP) else 1
            self.choosing[device] = free[(at + step) % len(free)]
            self.app.sounds.play("move")
        elif intent in (Intent.CONFIRM, Intent.PAUSE):
            del self.choosing[device]
            self._take(device, free[at])
        elif intent == Intent.BACK:
            del self.choosing[device]
            self.app.sounds.play("back")

    def _take(self, device: str, seat: int) -> None:
        self.devices[seat] = device
        self.app.sounds.play("select")
        free = self.free_seats()
        for other, pointed in self.choosing.items():  # a seat just taken is no one's now
            if pointed not in free and free:
                self.choosing[other] = free[0]
        if not free:
            self.app.stack.pop()
            self.on_joined(dict(self.devices))

    def on_device_change(self, change: DeviceChange) -> None:
        """A controller pulled out before the match starts gives its seat back."""
        if change.added:
            return
        for seat in [s for s, d in self.devices.items() if d == change.device]:
            del self.devices[seat]
        self.choosing.pop(change.device, None)

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
        verb = "take your seat" if self.choose_seats else "join"
        text.draw(surface, f"Press {bindings.label(Intent.CONFIRM, 'pad')} on a controller or "
                  f"{bindings.label(Intent.CONFIRM, 'key')} on the keyboard to {verb}",
                  (box.centerx, box.y + 95), theme.BODY_SIZE, theme.INK, anchor="center")
        for row, seat in enumerate(self.human_seats):
            device = self.devices.get(seat)
            choosers = [self._name(d) for d, pointed in self.choosing.items() if pointed == seat]
            if device:
                status, colour = f"joined with {self._name(device)}", theme.GOLD
            elif choosers:
                status = (f"\u25c0 {listing(choosers)}: yours? "
                          f"{bindings.label(Intent.CONFIRM, 'pad')} / "
                          f"{bindings.label(Intent.CONFIRM, 'key')} to take it \u25b6")
                colour = theme.INK
            else:
                status, colour = "waiting to join", theme.INK_DIM
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
