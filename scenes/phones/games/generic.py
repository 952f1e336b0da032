"""The describer of a game with none of its own: the View's fields as they are (all
of them are the seat's to know), and each move in the game's notation."""

from __future__ import annotations

from dataclasses import fields

from scenes.phones.games import lines

BASE_FIELDS = {"seat", "num_seats", "to_act", "is_over"}


def sections(view, name) -> list[dict]:
    return [lines("The table", *(f"{field.name}: {getattr(view, field.name)}"
                                 for field in fields(view) if field.name not in BASE_FIELDS))]


def label(action, view, name) -> str:
    return str(action)
