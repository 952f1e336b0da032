"""Pause (Esc / Start, focus loss) and "your controller was unplugged"."""

from __future__ import annotations

import pygame

from scenes.core import storage
from scenes.core.input import MOUSE, Intent
from scenes.core.scene import Scene
from scenes.widgets import theme
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.overlay import dim, panel

PANEL = pygame.Rect(440, 135, 400, 450)
CONFIRM_BOX = pygame.Rect(340, 220, 600, 260)


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        session = table.session
        kept = session.autosave and session.humans
        self.menu = MenuList([
            MenuItem("Resume", self.resume_play, hint="Back to the table."),
            MenuItem("How to play", self.how_to_play,
                     hint=f"The rules of {session.info.title}, in short."),
            MenuItem("Settings", self.settings, hint="Sound, pace, keys and buttons."),
            MenuItem("Quit to menu", self.quit_to_menu,
                     hint="The match is kept for Continue on the menu." if kept
                     else "This match is not kept."),
            MenuItem("Restart", self.ask_restart,
                     hint="A new deal, the same players and options."),
        ], topleft=(PANEL.x + 30, PANEL.y + 110), width=PANEL.width - 60)

    def resume_play(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def ask_restart(self) -> None:
        self.app.stack.push(ConfirmRestart(self.app, self.table))

    def how_to_play(self) -> None:
        from scenes.screens.how_to_play import HowToPlay
        self.app.stack.push(HowToPlay(self.app, self.table.session.info))

    def settings(self) -> None:
        from scenes.screens.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        """The match stays autosaved: Continue on the menu picks it up."""
        from scenes.screens.menu import MainMenu
        self.app.stack.reset(MainMenu(self.app, self.table.session.info.id))

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.PAUSE, Intent.BACK):
            self.resume_play()
        elif self.menu.handle(event):
            self.app.sounds.play("move")

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, PANEL)
        text = self.app.text
        text.draw(surface, "Paused", (PANEL.centerx, PANEL.y + 50),
                  theme.HEADING_SIZE, theme.GOLD, bold=True, anchor="center")
        self.menu.draw(surface, text)
        hint = self.menu.current.hint if self.menu.current else ""
        lines = text.wrap(hint, theme.SMALL_SIZE, PANEL.width - 40)
        for row, line in enumerate(lines):
            text.draw(surface, line, (PANEL.centerx, PANEL.bottom - 30 - 24 * (len(lines) - 1)
                                      + 24 * row), theme.SMALL_SIZE, theme.INK_DIM,
                      anchor="center")


class Confirm(Scene):
    """A yes-or-no question over the screen.  No is chosen first, so a stray press
    changes nothing; Back (B) and pause (Start) answer no."""

    opaque = False

    def __init__(self, app, question: str, detail: str, no: str, yes: str):
        super().__init__(app)
        self.question, self.detail = question, detail
        box = CONFIRM_BOX
        self.menu = MenuList([MenuItem(no, self.cancel), MenuItem(yes, self.accept)],
                             topleft=(box.x + 60, box.y + 120), width=box.width - 120)

    def cancel(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def accept(self) -> None:
        """Yes: subclasses do what was asked."""

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.cancel()
        elif self.menu.handle(event):
            self.app.sounds.play("move")

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface) -> None:
        dim(surface, 120)
        panel(surface, CONFIRM_BOX)
        self.app.text.draw(surface, self.question, (CONFIRM_BOX.centerx, CONFIRM_BOX.y + 45),
                           theme.HEADING_SIZE - 6, theme.GOLD, bold=True, anchor="center")
        self.app.text.draw(surface, self.detail, (CONFIRM_BOX.centerx, CONFIRM_BOX.y + 90),
                           theme.SMALL_SIZE + 2, theme.INK, anchor="center")
        self.menu.draw(surface, self.app.text)


class ConfirmRestart(Confirm):
    """Restart this match? No is chosen first."""

    def __init__(self, app, table):
        super().__init__(app, "Restart this match?", "Same players and options, a new deal. "
                         "The scores so far are lost.", "No, keep playing", "Yes, deal again")
        self.table = table

    def accept(self) -> None:
        """The same seats, options and devices; a new seed.  The match left is dropped:
        Continue would otherwise offer it again."""
        session = self.table.session
        if session.autosave and session.humans:
            storage.clear_save_later()  # after any save of it still being written
        table = self.table.restarted()
        while self.app.stack.top is not self.table:
            self.app.stack.pop()
        self.app.sounds.play("select")
        self.app.stack.replace(table)


class ConfirmReplace(Confirm):
    """A new match would take the place of the saved one (its first move is saved
    over it): ask first.  No is chosen first; yes calls `start`."""

    def __init__(self, app, saved: str, start):
        super().__init__(app, "Replace your saved match?", saved, "No, keep it",
                         "Yes, start a new match")
        self.start = start

    def accept(self) -> None:
        self.app.stack.pop()
        self.start()


class ConfirmQuit(Confirm):
    """Quit Peek Parlor? Asked from the main menu."""

    def __init__(self, app):
        super().__init__(app, "Quit Peek Parlor?", "A match under way stays saved: Continue "
                         "picks it up.", "No, stay", "Yes, quit")

    def accept(self) -> None:
        self.app.quit()


class DeviceLost(Scene):
    """A seat's controller went away; play waits.  The same controller coming back (its
    device GUID: SDL gives it a new instance id) or the only spare one plugged in takes
    the seat by itself.  Another spare device (one playing no seat) takes it only when
    its player says so twice: press confirm, then confirm "take the seat?"."""

    opaque = False

    def __init__(self, app, table, seat: int, device: str, guid: str = ""):
        super().__init__(app)
        self.table, self.seat, self.device, self.guid = table, seat, device, guid
        self.offered: str | None = None  # the spare device asked "take the seat?"
        self.note = ""  # why the last press did nothing

    def on_device_change(self, change) -> None:
        if not change.added or self.table.seats_of_device(change.device):
            return
        same = bool(self.guid) and change.guid == self.guid
        spares = [d for d in self.app.pads if not self.table.seats_of_device(d)]
        if same or spares == [change.device]:
            self._give_seat(change.device)

    def handle(self, event) -> None:
        if not hasattr(event, "intent") or event.device == MOUSE:
            return
        if event.intent == Intent.PAUSE:
            self.table.open_pause()
        elif event.device == self.offered and event.intent == Intent.BACK:
            self.offered = None
            self.app.sounds.play("back")
        elif event.intent != Intent.CONFIRM:
            return
        elif event.device == self.offered:
            self._give_seat(event.device)
        elif self.table.seats_of_device(event.device):
            owner = self.table.seat_name(self.table.seats_of_device(event.device)[0])
            self.note = f"That {self._kind(event.device)} already plays {owner}."
            self.app.sounds.play("error")
        else:
            self.offered, self.note = event.device, ""
            self.app.sounds.play("move")

    def _give_seat(self, device: str) -> None:
        self.table.replace_device(self.device, device)
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
        if self.offered:
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
