"""The files Peek Parlor writes: settings (TOML), the autosave and statistics (JSON).

They live in the user's data folder (`PEEK_PARLOR_HOME` overrides it).  Every write
is atomic (a temp file, then `os.replace`), so a crash or a kill at any moment leaves
either the old file or the new one.  A file that cannot be read is set aside under a
new name, never deleted, and the caller gets a one-line message for the player.

Every file the game reads goes through `read_regular` and `parse_json`/`parse_toml`:
only a regular file is read (a named pipe never blocks, a device is never drained),
up to a size limit for its kind, nested no deeper than `MAX_DEPTH`, and a JSON
number too large to hold is refused rather than read as infinity.

A folder that can't be written never stops play: writes fail quietly into
`cannot_save`, which tells the player once (see `take_notices`).  The autosave is
written by a thread of its own (`SaveWriter`), so a move never waits for the disk.
"""

from __future__ import annotations

import atexit
import json
import math
import os
import stat
import tempfile
import threading
import time
import tomllib
from pathlib import Path
from typing import Callable

import tomli_w

SAVE_VERSION = 1
STALE_TEMP_SECONDS = 60  # a temp file this old was left by a write that was killed
QUIT_FLUSH_SECONDS = 5.0  # at quit, the last save gets this long to reach the disk
# Size limits, far above anything the game writes, far below what would hurt to read.
SETTINGS_LIMIT = 1 << 20  # settings.toml, setups.toml, a tutorial
RECORD_LIMIT = 16 << 20  # a save, a history record, the statistics
MAX_DEPTH = 32  # nesting in any file the game reads; its own files go 5 deep


def data_dir() -> Path:
    """The data folder's path; it is made when something is first written to it."""
    override = os.environ.get("PEEK_PARLOR_HOME")
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir("peek-parlor", appauthor=False))


def settings_path() -> Path:
    return data_dir() / "settings.toml"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def statistics_path() -> Path:
    return data_dir() / "statistics.json"


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
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
    _remove_stale(path.parent, f".{path.name}.*.tmp")


def sweep_data_folder() -> None:
    """Remove the stale temp files of every write cut short, in the data folder and
    the folders in it (history/): at start, whatever file they were for."""
    folder = data_dir()
    try:
        inner = [place for place in folder.iterdir()
                 if place.is_dir() and not place.is_symlink()]
    except OSError:  # a folder that can't be listed has nothing to sweep
        return
    for place in (folder, *inner):
        _remove_stale(place, ".*.tmp")


def _remove_stale(folder: Path, pattern: str) -> None:
    cutoff = time.time() - STALE_TEMP_SECONDS
    try:
        for temp in folder.glob(pattern):
            try:
                if temp.is_file() and temp.stat().st_mtime < cutoff:
                    temp.unlink()
            except OSError:
                continue
    except OSError:  # a folder that can't be listed has nothing to sweep
        return


def set_aside(path: Path, why: str) -> str:
    """Rename an unreadable file out of the way; return the message for the player.

    In a folder that can't be written the file stays where it is, and the message
    says so: it is still never deleted."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    counter = 1
    try:
        while target.exists():
            target = path.with_name(f"{path.name}.unreadable-{stamp}-{counter}")
            counter += 1
        os.replace(path, target)
    except OSError as error:
        return (f"{path.name} could not be read ({why}) nor moved aside "
                f"({_os_reason(error)}); it was left as it is.")
    return f"{path.name} could not be read ({why}); it was kept as {target.name}."


class Unreadable(Exception):
    """A file was set aside; `str()` is the message for the player."""


def _exists(path: Path) -> bool:
    """Whether `path` is there; Unreadable if the folder won't even say."""
    try:
        return path.exists()
    except OSError as error:
        raise Unreadable(f"{path.name} could not be read ({_os_reason(error)}).") from error


def read_regular(path: Path, limit: int) -> str:
    """The text of `path`, read only if it is a regular file of at most `limit` bytes.

    OSError if it can't be opened; ValueError, in words, for anything else that is
    not a file of ours (a named pipe, a device, a folder, too large, not UTF-8).  A
    named pipe is opened without waiting for a writer, and refused.
    """
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        kind = os.fstat(handle)
        if not stat.S_ISREG(kind.st_mode):
            raise ValueError(f"it is {file_kind(kind.st_mode)}, not a file")
        data = b""
        while len(data) <= limit:
            chunk = os.read(handle, limit + 1 - len(data))
            if not chunk:
                break
            data += chunk
    finally:
        os.close(handle)
    if len(data) > limit:
        raise ValueError(f"it is larger than {_size_words(limit)}")
    return data.decode("utf-8")


def file_kind(mode: int) -> str:
    """What a file that is not a regular one is, in words."""
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "something else"


def _size_words(limit: int) -> str:
    return f"{limit >> 20} MB" if limit >= 1 << 20 else f"{limit >> 10} KB"


def _read_or_set_aside(path: Path, limit: int) -> str | None:
    """The text of one of the game's own files; None if absent; Unreadable (after
    setting it aside, unless it is only not ours to read) if it can't be read."""
    sweep_temp_files(path)
    if not _exists(path):
        return None
    try:
        return read_regular(path, limit)
    except PermissionError as error:  # not damaged: just not ours to read
        raise Unreadable(f"{path.name} could not be read ({_os_reason(error)}).") from error
    except (OSError, ValueError) as error:
        raise Unreadable(set_aside(path, error_words(error))) from error


def read_toml(path: Path, check=None) -> dict | None:
    """The file's table, None if absent; Unreadable (after setting it aside) if bad.

    `check(table)` may raise ValueError to refuse a table that parses but is wrong."""
    text = _read_or_set_aside(path, SETTINGS_LIMIT)
    if text is None:
        return None
    try:
        table = parse_toml(text)
    except ValueError as error:
        raise Unreadable(set_aside(path, error_words(error))) from error
    try:
        if check is not None:
            check(table)
    except ValueError as error:
        raise Unreadable(set_aside(path, str(error))) from error
    return table


def parse_toml(text: str) -> dict:
    """The table in `text`; ValueError (TOMLDecodeError) if it is not TOML this game
    can hold."""
    try:
        table = tomllib.loads(text)
    except RecursionError:
        raise TooDeep() from None
    _check_depth(table)
    return table


def write_toml(path: Path, table: dict) -> None:
    write_atomic(path, tomli_w.dumps(table))


# -- format versions ----------------------------------------------------------------------


def check_format_version(table: dict, newest: int) -> int:
    """The `version` of the format a TOML file was written in: 1 if it names none (as
    files written before they carried one); ValueError, for the file to be set aside,
    if it is not one this Peek Parlor can read."""
    version = table.get("version", 1)
    if type(version) is not int or version < 1:
        raise ValueError(f"its version {version!r} is not one Peek Parlor writes")
    if version > newest:
        raise ValueError(f"a newer Peek Parlor wrote it, in version {version}")
    return version


def keep_unreadable_save_aside(path: Path | None = None) -> str | None:
    """Before a new match's first autosave: a save that can't be read, a newer Peek
    Parlor's too, is moved out of its way and kept rather than written over.  The
    message for the player, or None if the save was fine or absent."""
    path = path or autosave_path()
    try:
        load_match(path)
    except Unreadable as unreadable:
        if isinstance(unreadable.__cause__, NewerSave):
            return set_aside(path, "a newer Peek Parlor wrote it; a new match saves in its place")
        return str(unreadable)
    return None


# -- a folder that can't be written ------------------------------------------------------

_notices: list[str] = []
_notice_lock = threading.Lock()
_said_cannot_save = False


def cannot_save(error: Exception) -> None:
    """Note that a write failed.  The player is told once, until a write succeeds."""
    global _said_cannot_save
    with _notice_lock:
        if not _said_cannot_save:
            _said_cannot_save = True
            folder = data_dir()
            _notices.append(f"Peek Parlor can't save in {folder} "
                            f"({_folder_trouble(folder, error)}): "
                            "play on, but nothing will be kept.")


def saved_fine() -> None:
    """A write worked: the next failure is news again."""
    global _said_cannot_save
    _said_cannot_save = False


def tell_player(message: str) -> None:
    """A message for the player from code that has no screen (read by `take_notices`)."""
    with _notice_lock:
        _notices.append(message)


def take_notices() -> list[str]:
    """Messages for the player from writes that failed (on any thread) since last asked."""
    with _notice_lock:
        taken = list(_notices)
        _notices.clear()
    return taken


def check_writable() -> bool:
    """Try the data folder once (make it, write a scrap file); tell the player if not."""
    folder = data_dir()
    saved_fine()  # a game starting anew says it again
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(dir=folder, prefix=".probe.", suffix=".tmp")
        os.close(handle)
        os.unlink(probe)
    except OSError as error:
        cannot_save(error)
        return False
    return True


def _folder_trouble(folder: Path, error: Exception) -> str:
    """Why nothing can be written in `folder`, in words: the system's own ("File
    exists") say little where the folder, or one on its way, is a file or a broken
    link."""
    try:
        for place in (folder, *folder.parents):
            which = "it" if place == folder else str(place)
            if place.is_symlink() and not place.exists():
                return f"{which} is a link to a place that is not there"
            if place.exists():
                if not place.is_dir():
                    return f"{which} is a file, not a folder"
                break
    except OSError:  # a folder that won't even say what it is: the system's words
        pass
    return _os_reason(error)


def _os_reason(error: Exception) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__


# -- saves ---------------------------------------------------------------------


def save_match(record: dict, path: Path | None = None) -> None:
    """Write `{game, options, seed, seats, actions, ...}` atomically, now."""
    write_atomic(path or autosave_path(), save_text(record))


def save_text(record: dict) -> str:
    return json.dumps({"version": SAVE_VERSION, **record})


class SaveWriter:
    """Writes saves on a thread of its own, so that a move never waits for the disk.

    Only the newest request for each file matters: a save asked for while an older one
    is still waiting replaces it, and so does a clear.  Each write is still atomic.
    """

    def __init__(self):
        self._changed = threading.Condition()
        # path -> (text, or None to remove; what to do once it is written)
        self._waiting: dict[Path, tuple[str | None, Callable[[], None] | None]] = {}
        self._busy = False
        self._thread: threading.Thread | None = None

    def save(self, path: Path, text: str | None,
             then: Callable[[], None] | None = None) -> None:
        """Write `text` to `path` (None: remove it), then call `then` on the writer's
        thread (tidying a folder, say)."""
        with self._changed:
            self._waiting[path] = (text, then)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every request is on disk (or failed); False if time ran out."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._waiting and not self._busy,
                                          timeout)

    def _work(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._waiting)
                path, (text, then) = next(iter(self._waiting.items()))
                del self._waiting[path]
                self._busy = True
            try:
                if text is None:
                    clear_save(path)
                else:
                    write_atomic(path, text)
                    saved_fine()
                if then is not None:
                    then()
            except Exception as error:  # noqa: BLE001 - the writer must never die
                cannot_save(error)
            finally:
                with self._changed:
                    self._busy = False
                    self._changed.notify_all()


_writer = SaveWriter()


def write_later(path: Path, text: str, then: Callable[[], None] | None = None) -> None:
    """Write `text` to `path` atomically off the calling thread, then call `then`."""
    _writer.save(path, text, then)


def save_match_later(record: dict) -> None:
    """Autosave `record` off the calling thread (the newest record wins)."""
    _writer.save(autosave_path(), save_text(record))


def clear_save_later() -> None:
    """Remove the autosave off the calling thread, after any save still waiting."""
    _writer.save(autosave_path(), None)


@atexit.register
def flush_saves(timeout: float | None = QUIT_FLUSH_SECONDS) -> bool:
    """Wait for the saves still being written (at quit, before reading one back)."""
    return _writer.flush(timeout)


def load_match(path: Path | None = None) -> dict | None:
    """The saved match, None if there is none; Unreadable if it can't be used.

    A save from a newer version is refused but kept where it is (a newer Peek Parlor
    may still read it); anything else unreadable is set aside.
    """
    flush_saves()
    return read_json(path or autosave_path(), _check_save)


def read_json(path: Path, check) -> dict | None:
    """The file's record, None if absent; Unreadable if it can't be used.

    `check(record)` raises ValueError to refuse a record that parses but is wrong (the
    file is set aside), or `NewerSave` for one a newer Peek Parlor wrote (kept as is)."""
    text = _read_or_set_aside(path, RECORD_LIMIT)
    if text is None:
        return None
    try:
        record = parse_json(text)
        check(record)
    except NewerSave as newer:
        raise Unreadable(str(newer)) from newer
    except Exception as error:  # noqa: BLE001 - whatever is wrong, the game must start
        raise Unreadable(set_aside(path, error_words(error))) from error
    return record


def parse_save(text: str) -> dict:
    """A save's record from its text; ValueError (NewerSave for a newer version) if
    the text is not a Peek Parlor save this version can read."""
    record = parse_json(text)
    _check_save(record)
    return record


def parse_json(text: str):
    """The value in `text`; ValueError if it is not JSON this game can hold."""
    try:
        value = json.loads(text, parse_constant=_no_constants, parse_float=_finite)
    except RecursionError:
        raise TooDeep() from None
    _check_depth(value)
    return value


def _no_constants(name: str):
    raise ValueError(f"the file holds {name}")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"the file holds a number too large ({text[:24]})")
    return number


class TooDeep(ValueError):
    def __str__(self) -> str:
        return "nested too deep"


def _check_depth(value) -> None:
    """TooDeep if lists and tables nest deeper than `MAX_DEPTH` (counted without
    recursion, so that nothing downstream recurses that deep either)."""
    level = [value]
    for _ in range(MAX_DEPTH + 1):
        level = [inner for outer in level if isinstance(outer, (dict, list))
                 for inner in (outer.values() if isinstance(outer, dict) else outer)]
        if not level:
            return
    raise TooDeep()


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
    if not all(isinstance(seat, str) for seat in record["seats"]):
        raise ValueError("the save has no valid 'seats'")
    for move in record["actions"]:
        if not (isinstance(move, list) and len(move) == 2 and type(move[0]) is int
                and isinstance(move[1], str)):
            raise ValueError("the save has a move that is not a seat and a move")


def error_words(error: Exception) -> str:
    if isinstance(error, json.JSONDecodeError):
        return "damaged JSON"
    if isinstance(error, tomllib.TOMLDecodeError):
        return "damaged TOML"
    if isinstance(error, UnicodeDecodeError):
        return "not text"
    if isinstance(error, RecursionError):
        return "nested too deep"
    if isinstance(error, OSError):
        return _os_reason(error)
    return str(error) or type(error).__name__


def clear_save(path: Path | None = None) -> None:
    path = path or autosave_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
