"""Seats played on phones: a seat whose device is "phone:<seat>" holds its hand on its
player's phone, which the table serves that seat's View to (scenes/phones/); the shared
screen then never shows that seat's hidden hand.  No pygame here."""

from __future__ import annotations

PHONE = "phone:"


def phone_device(seat: int) -> str:
    return f"{PHONE}{seat}"


def is_phone(device: str | None) -> bool:
    return bool(device) and device.startswith(PHONE)


def phone_seats(session) -> list[int]:
    """The seats of `session` played on phones, in seat order."""
    return sorted(seat for seat, device in session.seat_devices.items() if is_phone(device))


def is_phone_seat(session, seat: int | None) -> bool:
    return seat is not None and is_phone(session.seat_devices.get(seat))
