"""The table waits for its phones: each phone seat's QR code and address, whether its
phone has joined, where the server listens (the player picks the network), and the
host's say: give a seat to a controller or the keyboard, or release a seat's phone."""

from __future__ import annotations

import pygame

from scenes.core import canvas, draw
from scenes.core.input import MOUSE, Intent
from scenes.core.scene import Scene
from scenes.match.phone_seats import is_phone_seat
from scenes.match.seats import seat_label
from scenes.phones.network import where
from scenes.widgets import theme
from scenes.widgets.overlay import dim, panel

BOX = pygame.Rect(40, 24, 1200, 672)
CARD_GAP = 16
WAITING = "Waiting for every phone to join the table."


class PhoneJoin(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.link = table.phones
        self.humans = table.session.humans
        self.row = 0  # 0: the network; then one a human seat
        self.note = ""

    # -- the rows --------------------------------------------------------------------------

    def seat_at_row(self) -> int | None:
        return self.humans[self.row - 1] if self.row else None

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        intent = event.intent
        if intent in (Intent.UP, Intent.DOWN):
            step = -1 if intent == Intent.UP else 1
            self.row = (self.row + step) % (len(self.humans) + 1)
            self.app.sounds.play("move")
        elif intent in (Intent.LEFT, Intent.RIGHT) and self.row == 0:
            self.change_network(-1 if intent == Intent.LEFT else 1)
        elif intent in (Intent.BACK, Intent.PAUSE):
            self.table.open_pause()
        elif intent == Intent.ACTION_1 and self.seat_at_row() is not None:
            self.release(self.seat_at_row())
        elif intent == Intent.CONFIRM and self.seat_at_row() is not None \
                and event.device != MOUSE:
            self.take(self.seat_at_row(), event.device)

    def change_network(self, step: int) -> None:
        offered = self.link.interfaces
        at = offered.index(self.link.interface) if self.link.interface in offered else 0
        self.link.listen(offered[(at + step) % len(offered)])
        self.app.sounds.play("move")

    def take(self, seat: int, device: str) -> None:
        """A controller (or the keyboard) takes a seat no phone has joined."""
        devices = self.table.session.seat_devices
        playing = [s for s, d in devices.items() if d == device]
        if playing:
            self.note = f"That device already plays {seat_label(playing[0])}."
        elif seat in self.link.joined:
            self.note = f"A phone holds {seat_label(seat)}: release it first (X)."
        elif is_phone_seat(self.table.session, seat):
            self.link.give_to(seat, device)
            self.note = ""
            self.app.sounds.play("select")
            return
        self.app.sounds.play("error")

    def release(self, seat: int) -> None:
        """A phone's seat gets a new code (the phone is let go); a seat played here goes
        back to waiting for a phone."""
        if is_phone_seat(self.table.session, seat):
            self.link.release(seat)
        else:
            self.link.take_back(seat)
        self.note = ""
        self.app.sounds.play("back")

    def update(self, dt: float) -> None:
        link = self.link
        if link.server is None and not link.problem and link.seats:
            link.listen()
        link.pump(playing=False)
        link.hold(WAITING)
        link.publish()  # to phones that joined just now
        if not link.waiting_for():
            link.held = ""
            self.app.stack.pop()

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface) -> None:
        text, link = self.app.text, self.link
        dim(surface, 200)
        panel(surface, BOX)
        text.draw(surface, "Join with your phones", (BOX.centerx, BOX.y + 34),
                  theme.HEADING_SIZE, theme.GOLD, bold=True, anchor="center")
        if link.problem:
            said, colour = link.problem, theme.ALERT
        elif link.server is not None:
            said = (f"Serving phones on {link.address()} ({where(link.interface)}) while "
                    "this table is open")
            colour = theme.INK
        else:
            said, colour = "Starting\u2026", theme.INK_DIM
        text.draw(surface, said, (BOX.centerx, BOX.y + 78), theme.SMALL_SIZE + 2, colour,
                  anchor="center")
        network = f"Network: \u25c0 {link.interface} \u25b6"
        text.draw(surface, network, (BOX.centerx, BOX.y + 110), theme.SMALL_SIZE + 2,
                  theme.GOLD if self.row == 0 else theme.INK_DIM, anchor="center")
        for index, seat in enumerate(self.humans):
            self.draw_seat(surface, seat, self.seat_card(index), self.row == index + 1)
        label = self.app.input.label
        keys = (f"{label(Intent.UP)} {label(Intent.DOWN)} choose   {label(Intent.CONFIRM)} "
                f"play this seat here   {label(Intent.ACTION_1)} release the seat   "
                f"{label(Intent.BACK)} pause")
        text.draw(surface, self.note or keys, (BOX.centerx, BOX.bottom - 26),
                  theme.SMALL_SIZE, theme.ALERT if self.note else theme.INK_DIM,
                  anchor="center")

    def seat_card(self, index: int) -> pygame.Rect:
        count = len(self.humans)
        columns = min(count, 4)
        rows = (count + columns - 1) // columns
        width = (BOX.width - 40 - CARD_GAP * (columns - 1)) // columns
        height = (BOX.height - 190 - CARD_GAP * (rows - 1)) // rows
        row, column = divmod(index, columns)
        used = columns * width + (columns - 1) * CARD_GAP
        left = BOX.centerx - used // 2
        return pygame.Rect(left + column * (width + CARD_GAP),
                           BOX.y + 136 + row * (height + CARD_GAP), width, height)

    def draw_seat(self, surface, seat: int, card: pygame.Rect, chosen: bool) -> None:
        from scenes.phones.qr import qr_surface  # the phones extra's package
        text, link = self.app.text, self.link
        draw.rect(surface, theme.FELT_DARK, card, border_radius=10)
        draw.rect(surface, theme.GOLD if chosen else theme.INK_DIM, card,
                         3 if chosen else 1, border_radius=10)
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)][0]
        text.draw(surface, seat_label(seat), (card.centerx, card.y + 18), theme.SMALL_SIZE + 2,
                  colour, bold=True, anchor="center")
        device = self.table.session.seat_devices.get(seat, "")
        if not is_phone_seat(self.table.session, seat):
            status = f"played here ({self._name(device)})"
        elif seat in link.joined:
            status = "joined"
        elif link.server is not None:
            status = "scan to join"
            address = link.url(seat)
            largest = min(card.width - 20, card.height - 96) * canvas.scale()
            code = canvas.picture(qr_surface(address, int(largest)))  # whole pixels a module
            surface.blit(code, code.get_rect(midtop=(card.centerx, card.y + 38)))
            for i, line in enumerate(split_address(address)):
                text.draw(surface, line, (card.centerx, card.bottom - 48 + 16 * i),
                          theme.SMALL_SIZE - 6, theme.INK, anchor="center")
        else:
            status = "no server"
        big = status in ("joined",) or not is_phone_seat(self.table.session, seat)
        text.draw(surface, status, (card.centerx, card.centery if big else card.bottom - 66),
                  theme.BODY_SIZE if big else theme.SMALL_SIZE,
                  theme.GOLD if status == "joined" else theme.INK, anchor="center")

    def _name(self, device: str) -> str:
        if device.startswith("pad:"):
            return self.app.pads.get(device, "a controller")
        return device


def split_address(address: str) -> list[str]:
    """The address in two lines: where, then the seat's code."""
    where_to, _, code = address.partition("#")
    return [where_to, f"#{code}"]
