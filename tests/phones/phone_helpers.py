"""Tables with phone seats for the tests, and phones that join them."""

from __future__ import annotations

from scenes.match.phone_seats import phone_device
from tests.phones.phone_client import Phone, frames_until


def phone_table(app, game_id: str, seats: list[str], phones: list[int], seed: int = 3,
                options: dict | None = None, devices: dict | None = None):
    """A new table whose `phones` seats are played on phones, on top of the app's stack,
    one frame run (the join screen opens over it)."""
    seat_devices = {seat: phone_device(seat) for seat in phones}
    seat_devices.update(devices or {})
    table = app.screens.table(game_id, seats, seed, options or {}, seat_devices)
    app.stack.push(table)
    app.frame()
    assert table.phones.server.address[0] == "127.0.0.1"  # tests serve loopback only
    return table


def join(app, table, seats: list[int]) -> list[Phone]:
    """A phone for each seat, opened at the address its QR code holds, each sent its
    first view."""
    phones = [Phone().open(table.phones.url(seat)) for seat in seats]
    frames_until(app, phones, lambda: all(phone.view for phone in phones))
    return phones


def in_step(table, phone: Phone) -> bool:
    """Whether the phone shows its seat as the table stands now."""
    view = phone.view
    return view is not None and view["turn"] == table.phones.version(view["seat"]) and \
        not view["held"]
