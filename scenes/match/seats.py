"""Who sits where, in words: seat names and labels for every screen, the log and the
history.  No pygame here."""

from __future__ import annotations

import re

# Twelve seats, the most any game seats (No Lookie with two decks).
SEAT_NAMES = ["Red", "Blue", "Yellow", "Purple", "Teal", "Orange", "Pink", "Grey", "Green",
              "Brown", "White", "Black"]

PLAYER_NUMBER = re.compile(r"\bPlayer (\d+)\b|\bP(\d+)\b")  # as the rules' words name seats


def colour_name(seat: int) -> str:
    return SEAT_NAMES[seat % len(SEAT_NAMES)]


def seat_label(seat: int) -> str:
    """A seat in setup and on the join screen: "Seat 2 (Blue)"."""
    return f"Seat {seat + 1} ({colour_name(seat)})"


def seat_names(seats: list[str]) -> list[str]:
    """Short names for a summary: "You" for a lone human, an AI by its level, and the
    seat's colour where two would read the same."""
    humans = seats.count("human")
    short = ["You" if kind == "human" and humans == 1 else
             colour_name(seat) if kind == "human" else
             kind.split(":")[0].title() for seat, kind in enumerate(seats)]
    return [f"{name} ({colour_name(seat)})" if short.count(name) > 1 else name
            for seat, name in enumerate(short)]


def with_seat_names(words: str, name_of, seats: int) -> str:
    """The rules number players from 1 ("Player 3", "P3"); screens name them."""
    def name(match):
        seat = int(match.group(1) or match.group(2)) - 1
        return name_of(seat) if 0 <= seat < seats else match.group(0)
    return PLAYER_NUMBER.sub(name, words)
