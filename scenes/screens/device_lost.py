"""A seat's controller was unplugged: play waits until it is back, or another device
takes the seat."""

from __future__ import annotations

import pygame

from game.words import listing
from scenes.core.input import MOUSE, Intent
from scenes.core.scene import Scene
from scenes.widgets import theme
from scenes.widgets.overlay import dim, panel


class DeviceLost(Scene):
    """A seat's controller went away; play waits.  The same controller coming back (its
    device GUID: SDL gives it a new instance id) or the only spare one plugged in takes
    the seat by itself.  Another spare device (one playing no seat) takes it only when
    its player says so twice: press confirm, then confirm "take the seat?".

    Two controllers of one kind both gone (a shared receiver pulled out) can't be told
    apart when one comes back: it takes no seat by itself, and its player says which
    seat is theirs on it (left and right, then confirm) before it plays."""

    opaque = False

    def __init__(self, app, table, seat: int, device: str, guid: str = ""):
        super().__init__(app)
        self.table, self.seat, self.device, self.guid = table, seat, device, guid
        self.offered: str | None = None  # the spare device asked "take the seat?"
        self.note = ""  # why the last press did nothing
        self.returned: str | None = None  # a controller back that could be another's too
        self.pointed: DeviceLost = self  # the seat it points at, while it says which


    def spoken_title(self) -> str:
        name = self.table.seat_name(self.seat)
        return (f"Controller disconnected. {name}'s controller was unplugged. The game is "
                "paused. Plug it back in and play carries on by itself.")

    def on_device_change(self, change) -> None:
        if not change.added or self.table.devices.seats_of(change.device):
            return
        same = bool(self.guid) and change.guid == self.guid
        alike = self.alike(change.guid) if same else [self]
        if len(alike) > 1:
            if self is alike[-1]:  # the notice on top asks which seat it is
                self.returned, self.pointed = change.device, self
            return
        spares = [d for d in self.app.pads if not self.table.devices.seats_of(d)]
        if same or spares == [change.device]:
            self._give_seat(change.device)

    def alike(self, guid: str) -> list["DeviceLost"]:
        """The notices of this table still waiting for a controller of this kind."""
        return [scene for scene in self.app.stack.scenes if isinstance(scene, DeviceLost)
                and scene.table is self.table and scene.guid == guid]

    def _handle_returned(self, intent) -> None:
        """The controller that came back says which of the seats it could be is its own."""
        alike = self.alike(self.guid)
        at = alike.index(self.pointed) if self.pointed in alike else len(alike) - 1
        if intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN):
            step = -1 if intent in (Intent.LEFT, Intent.UP) else 1
            self.pointed = alike[(at + step) % len(alike)]
            self.app.sounds.play("move")
        elif intent == Intent.CONFIRM:
            device, chosen = self.returned, alike[at]
            self.returned = None
            chosen._give_seat(device)

    def handle(self, event) -> None:
        if not hasattr(event, "intent") or event.device == MOUSE:
            return
        if event.intent == Intent.PAUSE:
            self.table.open_pause()
        elif event.device == self.returned:
            self._handle_returned(event.intent)
        elif event.device == self.offered and event.intent == Intent.BACK:
            self.offered = None
            self.app.sounds.play("back")
        elif event.intent != Intent.CONFIRM:
            return
        elif event.device == self.offered:
            self._give_seat(event.device)
        elif self.table.devices.seats_of(event.device):
            owner = self.table.seat_name(self.table.devices.seats_of(event.device)[0])
            self.note = f"That {self._kind(event.device)} already plays {owner}."
            self.app.sounds.play("error")
        else:
            self.offered, self.note = event.device, ""
            self.app.sounds.play("move")

    def _give_seat(self, device: str) -> None:
        self.table.devices.replace(self.device, device)
        self.app.sounds.play("select")
        stack = self.app.stack
        if stack.top is self:
            stack.pop()
        elif self in stack.scenes:  # under a pause menu: that closes onto the table
            stack.scenes.remove(self)
            self.exit()

    def _kind(self, device: str) -> str:
        return "controller" if device.startswith("pad:") else "keyboard"

    def draw(self, surface) -> None:
        dim(surface, 190)
        box = pygame.Rect(240, 210, 800, 280)
        panel(surface, box)
        text, bindings = self.app.text, self.app.input.bindings
        name = self.table.seat_name(self.seat)
        text.draw(surface, "Controller disconnected", (box.centerx, box.y + 50),
                  theme.HEADING_SIZE, theme.ALERT, bold=True, anchor="center")
        text.draw(surface, f"{name}'s controller was unplugged. The game is paused.",
                  (box.centerx, box.y + 105), theme.BODY_SIZE, theme.INK, anchor="center")
        text.draw(surface, "Plug it back in and play carries on by itself.",
                  (box.centerx, box.y + 140), theme.BODY_SIZE, theme.INK, anchor="center")
        if self.returned:
            names = [self.table.seat_name(n.seat) for n in self.alike(self.guid)]
            line = (f"A controller like {listing(names)}'s is back. On it, choose "
                    f"\u25c0 {self.table.seat_name(self.pointed.seat)} \u25b6 and press "
                    f"{bindings.label(Intent.CONFIRM, 'pad')}.")
            colour = theme.GOLD
        elif self.offered:
            kind = "pad" if self.offered.startswith("pad:") else "key"
            which = "this controller" if kind == "pad" else "the keyboard"
            line = (f"Take {name}'s seat with {which}?   "
                    f"{bindings.label(Intent.CONFIRM, kind)}: yes   "
                    f"{bindings.label(Intent.BACK, kind)}: no")
            colour = theme.GOLD
        else:
            line = (f"To play {name} with another device instead, press "
                    f"{bindings.label(Intent.CONFIRM, 'pad')} on a spare controller or "
                    f"{bindings.label(Intent.CONFIRM, 'key')} on the keyboard.")
            colour = theme.INK_DIM
        text.draw(surface, line, (box.centerx, box.y + 190), theme.SMALL_SIZE + 2, colour,
                  anchor="center")
        if self.note:
            text.draw(surface, self.note, (box.centerx, box.y + 222), theme.SMALL_SIZE + 2,
                      theme.ALERT, anchor="center")
        text.draw(surface, f"{self.app.input.label(Intent.PAUSE)}: pause menu",
                  (box.centerx, box.bottom - 24), theme.SMALL_SIZE, theme.INK_DIM,
                  anchor="center")
