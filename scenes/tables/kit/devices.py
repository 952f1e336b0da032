"""Which device plays which seat: the one each player joined with, or else (a shared
device, a solo match) the controller that last played the seat, so that unplugging it
pauses the game until it, or another device, takes the seat again."""

from __future__ import annotations

from scenes.core.input import DeviceChange, Intent


class SeatDevices:
    def __init__(self, table):
        self.table = table
        self.session = table.session
        self.pads_played: dict[int, str] = {}  # seat -> controller, where none was joined

    def seats_of(self, device: str) -> list[int]:
        """The seats `device` plays."""
        joined = [s for s, d in self.session.seat_devices.items() if d == device]
        return joined or [s for s, d in self.pads_played.items() if d == device]

    def rebind(self, seat: int, device: str) -> None:
        if self.session.seat_devices:
            self.session.seat_devices[seat] = device
        elif device.startswith("pad:"):
            self.pads_played[seat] = device
        else:
            self.pads_played.pop(seat, None)

    def replace(self, gone: str, device: str) -> None:
        """`device` plays every seat `gone` played."""
        for seat in self.seats_of(gone):
            self.rebind(seat, device)

    def note(self, event) -> None:
        """Without joined devices, remember which controller plays the seat it acts for,
        so that its unplugging pauses the game; a key or click forgets it."""
        if self.session.seat_devices or event.intent == Intent.POINT:
            return
        seat = self.session.seat_for_device(event.device)
        seat = self.table.viewer if seat is None else seat
        if seat is not None:
            self.rebind(seat, event.device)

    def changed(self, change: DeviceChange) -> None:
        """A controller that plays a seat was pulled out: pause until it is back."""
        bound = self.seats_of(change.device)
        if not change.added and bound and not self.session.state.is_over:
            self.table.app.screens.push("device_lost", self.table, bound[0], change.device,
                                        change.guid)

