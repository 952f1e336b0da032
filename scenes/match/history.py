"""Finished matches, kept for replays in the data folder's `history/`.

A history record is a save (`game, options, seed, seats, actions`) and what the
Replays list shows without replaying it: when the match finished, its result in
words and the seats' names.  Each match is one JSON file, named so that the newest
sorts last; only the newest `KEEP` are kept.  Records are written off the frame by
the save writer, atomically; one that can't be read is set aside, never deleted.
"""

from __future__ import annotations

import time
from pathlib import Path

from game.words import listing
from scenes.core import storage
from scenes.match.seats import seat_names

KEEP = 100  # finished matches kept; the oldest goes when a new one comes
LAST_TIME = 253402300799  # the last second of the year 9999: a later "finished" is damage


def history_dir() -> Path:
    return storage.data_dir() / "history"


def keep_later(session, outcome) -> None:
    """Add a finished match to history, off the calling thread (the oldest beyond
    `KEEP` go).  Only a player's match is kept (see scenes/match/recorder.py)."""
    now = time.time_ns()
    seconds, within = divmod(now, 1_000_000_000)
    record = history_record(session, outcome, now / 1e9)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(seconds))
    name = f"{stamp}-{within:09d}-{session.info.id}.json"  # sorts oldest first
    storage.write_later(history_dir() / name, storage.save_text(record), then=prune)


def history_record(session, outcome, finished: float) -> dict:
    names = seat_names(session.seats)
    return {**session.record(), "finished": finished, "names": names,
            "result": result_words(names, outcome)}


def result_words(names: list[str], outcome) -> str:
    """"You won, 14 \u2013 9"; "Tie: You and Hard, 10 \u2013 10"."""
    scores = " \u2013 ".join(f"{score:g}" for score in outcome.scores)
    winners = [names[seat] for seat in outcome.winners]
    if len(winners) == 1:
        verb = "won" if winners[0] == "You" else "wins"
        return f"{winners[0]} {verb}, {scores}"
    return f"Tie: {listing(winners)}, {scores}"


def prune() -> None:
    """Remove all but the newest `KEEP` records (files set aside are not records)."""
    for old in record_paths()[KEEP:]:
        try:
            old.unlink()
        except OSError:
            continue


def record_paths() -> list[Path]:
    """The history's records, newest first."""
    try:
        return sorted(history_dir().glob("*.json"), reverse=True)
    except OSError:
        return []


def finished_matches() -> tuple[list[dict], list[str]]:
    """Every finished match kept, newest first, each a history record with its file as
    "path"; and a message for each file that could not be read (it was set aside)."""
    storage.flush_saves()
    matches, problems = [], []
    for path in record_paths():
        try:
            record = storage.load_match(path)
            if record is not None:
                check_history(record)
        except storage.Unreadable as unreadable:
            problems.append(str(unreadable))
            continue
        except ValueError as error:
            problems.append(storage.set_aside(path, str(error)))
            continue
        if record is not None:
            matches.append({**record, "path": str(path)})
    return matches, problems


def check_history(record: dict) -> None:
    """ValueError unless a save also says what the Replays list shows."""
    finished = record.get("finished")
    if type(finished) not in (int, float):
        raise ValueError("it has no finishing time")
    if not 0 <= finished <= LAST_TIME:
        raise ValueError("its finishing time is no date")
    if not isinstance(record.get("result"), str):
        raise ValueError("it has no result")
    names = record.get("names")
    if not (isinstance(names, list) and len(names) == len(record["seats"])
            and all(isinstance(name, str) for name in names)):
        raise ValueError("it does not name its seats")


def read_record(path: Path) -> dict:
    """A match record from a file named by the player (on the command line): left
    where it is whatever it holds; ValueError with the reason if it can't be replayed."""
    from scenes.match.session import Session
    try:
        text = storage.read_regular(path, storage.RECORD_LIMIT)
    except (OSError, ValueError) as error:
        raise ValueError(f"{path} could not be read ({storage.error_words(error)})") from error
    try:
        record = storage.parse_save(text)
    except Exception as error:  # noqa: BLE001 - a foreign file may hold anything
        raise ValueError(f"{path} is not a Peek Parlor match record "
                         f"({storage.error_words(error)})") from error
    try:
        Session.from_record(record)
    except ValueError as error:
        raise ValueError(f"{path}: {error}") from error
    return record
