"""The files Peek Parlor writes: settings (TOML) and the autosave (JSON).

They live in the user's data folder (`PEEK_PARLOR_HOME` overrides it).  Every write
is atomic (a temp file, then `os.replace`), so a crash or a kill at any moment leaves
either the old file or the new one.  A file that cannot be read is set aside under a
new name, never deleted, and the caller gets a one-line message for the player.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
import tomllib
from pathlib import Path

import tomli_w

SAVE_VERSION = 1
STALE_TEMP_SECONDS = 60  # a temp file this old was left by a write that was killed


def data_dir() -> Path:
    override = os.environ.get("PEEK_PARLOR_HOME")
    if override:
        path = Path(override)
    else:
        import platformdirs
        path = Path(platformdirs.user_data_dir("peek-parlor", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    return data_dir() / "settings.toml"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_atomic(path: Path, text: str) -> None:
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise


def sweep_temp_files(path: Path) -> None:
    """Remove the temp files of writes to `path` that a kill or crash cut short.

    They are never the player's data (the file itself was only ever replaced whole),
    but each kill mid-write would otherwise leave one behind for good.  Recent ones
    are left alone: another running copy of the game may be writing.
    """
    cutoff = time.time() - STALE_TEMP_SECONDS
    for temp in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if temp.stat().st_mtime < cutoff:
                temp.unlink()
        except OSError:
            continue


def set_aside(path: Path, why: str) -> str:
    """Rename an unreadable file out of the way; return the message for the player."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{counter}")
        counter += 1
    os.replace(path, target)
    return f"{path.name} could not be read ({why}); it was kept as {target.name}."


class Unreadable(Exception):
    """A file was set aside; `str()` is the message for the player."""


def read_toml(path: Path) -> dict | None:
    """The file's table, None if absent; Unreadable (after setting it aside) if bad."""
    sweep_temp_files(path)
    if not path.exists():
        return None
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise Unreadable(set_aside(path, type(error).__name__)) from error


def write_toml(path: Path, table: dict) -> None:
    write_atomic(path, tomli_w.dumps(table))


# -- saves ---------------------------------------------------------------------


def save_match(record: dict, path: Path | None = None) -> None:
    """Write `{game, options, seed, seats, actions, ...}` atomically."""
    write_atomic(path or autosave_path(), json.dumps({"version": SAVE_VERSION, **record}))


def load_match(path: Path | None = None) -> dict | None:
    """The saved match, None if there is none; Unreadable if it can't be used.

    A save from a newer version is refused but kept where it is (a newer Peek Parlor
    may still read it); anything else unreadable is set aside.
    """
    path = path or autosave_path()
    sweep_temp_files(path)
    if not path.exists():
        return None
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        _check_save(record)
    except NewerSave as newer:
        raise Unreadable(str(newer)) from newer
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise Unreadable(set_aside(path, _reason(error))) from error
    return record


class NewerSave(ValueError):
    pass


def _check_save(record) -> None:
    if not isinstance(record, dict):
        raise ValueError("not a Peek Parlor save")
    version = record.get("version")
    if not isinstance(version, int):
        raise ValueError("not a Peek Parlor save")
    if version > SAVE_VERSION:
        raise NewerSave(f"The saved game was made by a newer Peek Parlor (save version "
                        f"{version}); it was left untouched.")
    for key, kind in (("game", str), ("options", dict), ("seed", int), ("seats", list),
                      ("actions", list)):
        if not isinstance(record.get(key), kind):
            raise ValueError(f"the save has no valid {key!r}")


def _reason(error: Exception) -> str:
    if isinstance(error, json.JSONDecodeError):
        return "damaged JSON"
    return str(error) or type(error).__name__


def clear_save(path: Path | None = None) -> None:
    path = path or autosave_path()
    if path.exists():
        path.unlink()
