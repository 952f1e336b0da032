"""The last setup of each game (seats, AI levels, options, devices, seed) and the game
last chosen on the menu, so that the next visit starts where the player left off.

Kept in `setups.toml` beside the settings, written atomically.  A file that cannot be
read is set aside (never deleted) and the player is told in one line; a remembered
value the game no longer accepts is quietly dropped for its default.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import GameInfo
from game.registry import agent_names
from scenes.core import storage

DEVICE_MODES = ("shared", "own", "phones")
SETUPS_VERSION = 1  # setups.toml's format; files that name none are version 1


@dataclass
class Remembered:
    seats: list[str] | None = None
    options: dict | None = None
    device_mode: str = "shared"
    seed: int | None = None


def _path():
    return storage.data_dir() / "setups.toml"


def _read() -> tuple[dict, str | None]:
    """The whole file (empty if absent) and, if it had to be set aside, why."""
    try:
        return storage.read_toml(_path(), check=_check_version) or {}, None
    except storage.Unreadable as unreadable:
        return {}, str(unreadable)


def _write(table: dict, before: dict) -> str | None:
    """Write the file, unless nothing in it changed."""
    if table == before:
        return None
    try:
        storage.write_toml(_path(), {**table, "version": SETUPS_VERSION})
    except OSError as error:
        return f"The setup could not be remembered: {error.strerror or error}"
    return None


def _check_version(table: dict) -> None:
    storage.check_format_version(table, SETUPS_VERSION)


def last_game() -> tuple[str | None, str | None]:
    """The id of the game last set up or played, and a problem message if any."""
    table, problem = _read()
    game = table.get("last_game")
    return (game if isinstance(game, str) else None), problem


def remember_game(game_id: str) -> str | None:
    before, problem = _read()
    return _write({**before, "last_game": game_id}, before) or problem


def recall(info: GameInfo) -> tuple[Remembered, str | None]:
    """What the player chose last time for this game (each part checked against what
    the game accepts), and a problem message if the file was set aside."""
    table, problem = _read()
    games = table.get("games")
    saved = games.get(info.id) if isinstance(games, dict) else None
    if not isinstance(saved, dict):
        return Remembered(), problem
    return Remembered(_seats(info, saved.get("seats")), _options(info, saved.get("options")),
                      saved.get("devices") if saved.get("devices") in DEVICE_MODES else "shared",
                      _seed(saved.get("seed"))), problem


def remember(info: GameInfo, chosen: Remembered) -> str | None:
    """Store this game's setup and make it the menu's game; a message if that failed."""
    before, problem = _read()
    entry = {"seats": list(chosen.seats or []), "options": dict(chosen.options or {}),
             "devices": chosen.device_mode}
    if chosen.seed is not None:
        entry["seed"] = chosen.seed
    games = before.get("games") if isinstance(before.get("games"), dict) else {}
    table = {**before, "games": {**games, info.id: entry}, "last_game": info.id}
    return _write(table, before) or problem


def _seats(info: GameInfo, seats) -> list[str] | None:
    if not isinstance(seats, list) or not info.min_seats <= len(seats) <= info.max_seats:
        return None
    known = set(agent_names(info)) | {"human"}
    return list(seats) if all(kind in known for kind in seats) else None


def _options(info: GameInfo, options) -> dict:
    if not isinstance(options, dict):
        return {}
    declared = {option.key: option for option in info.options}
    return {key: value for key, value in options.items()
            if key in declared and any(value == choice and type(value) is type(choice)
                                       for choice in declared[key].choices)}


def _seed(seed) -> int | None:
    return seed if isinstance(seed, int) and not isinstance(seed, bool) and seed >= 1 else None
