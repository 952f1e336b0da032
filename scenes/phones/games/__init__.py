"""What a phone page shows of each game: a small describer a game, reading the seat's
View only.  Each has `sections(view, name) -> list[dict]` (the hand, the table, as
cards, tiles, lines or a text) and `label(action, view, name) -> str` (a move in the
game's words); `name(seat)` names a seat; and, where the rules list moves in an order
the View does not show (cards as the state holds them), `order(action, view)`, a sort
key.  A game without one gets the generic
describer (the View's public fields, the moves' notation).  The first section is the
seat's own hand: the page shows it above the moves."""

from __future__ import annotations

import importlib
from types import ModuleType

DESCRIBERS = {"peek-and-run": "peek_and_run", "serpent": "serpent",
              "precognition": "precognition", "procession": "procession",
              "peeper": "peeper", "no-lookie": "no_lookie"}


def describer(game_id: str) -> ModuleType:
    module = DESCRIBERS.get(game_id, "generic")
    return importlib.import_module(f"scenes.phones.games.{module}")


def cards(title: str, shown, empty: str = "none") -> dict:
    return {"title": title, "cards": [str(card) for card in shown], "empty": empty}


def lines(title: str, *said: str) -> dict:
    return {"title": title, "lines": [line for line in said if line]}


def scores(view, name, totals, word: str = "points") -> dict:
    return lines("Scores", *(f"{name(seat)}: {total} {word}"
                             for seat, total in enumerate(totals)))
