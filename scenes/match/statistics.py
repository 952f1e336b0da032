"""The player's record, per game and per opponent, kept in statistics.json.

Whose record: the first human seat's ("you").  A solo match is yours against each
AI level at the table; in a couch match the first player in the setup's list is you
and the other players count as "human" opponents, so that every match gives one
result (won, lost or drawn) and streaks mean what they say.  A match against several
kinds of opponent counts once under each kind.

A match counts once, when its last move is played, and only if it is the player's
(its session has a recorder: scenes/match/recorder.py): never the demo, an all-AI table
or a tutorial; never again when its results are shown again or a finished save is
replayed.

The newest record is kept in memory and written off the frame (atomically); a file
that can't be read is set aside with one line for the player, and one a newer Peek
Parlor wrote is left untouched and not added to.  No pygame here.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.core import GameInfo, HandEnded, Outcome
from scenes.core import storage

VERSION = 1
HUMAN = "human"
# What each field of the file may hold: a count, points, or points that may be missing.
COUNTS = {"played", "won", "lost", "drawn", "streak", "longest", "hands", "scored_hands"}
MAYBE_POINTS = {"best", "best_hand"}
MOST = 10**12  # far beyond any count or score a player could reach


@dataclass
class OpponentRecord:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best: float | None = None  # the best final score; None where matches have no points
    streak: int = 0  # matches won in a row, up to the last one
    longest: int = 0

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, result: str, score: float | None) -> None:
        self.played += 1
        setattr(self, result, getattr(self, result) + 1)
        self.streak = self.streak + 1 if result == "won" else 0
        self.longest = max(self.longest, self.streak)
        if score is not None and (self.best is None or score > self.best):
            self.best = score


@dataclass
class GameRecord:
    hands: int = 0
    scored_hands: int = 0  # hands that gave points (a game of one move has none)
    points: float = 0.0  # yours, over the scored hands
    best_hand: float | None = None
    overall: OpponentRecord = field(default_factory=OpponentRecord)  # each match once
    opponents: dict[str, OpponentRecord] = field(default_factory=dict)

    @property
    def matches(self) -> int:
        return self.overall.played

    @property
    def average_points(self) -> float | None:
        return self.points / self.scored_hands if self.scored_hands else None

    def add_hands(self, points: list[float], low_points_win: bool) -> None:
        self.hands += max(1, len(points))
        self.scored_hands += len(points)
        self.points += sum(points)
        better = min if low_points_win else max
        for score in points:
            self.best_hand = score if self.best_hand is None else better(self.best_hand, score)


@dataclass
class Statistics:
    games: dict[str, GameRecord] = field(default_factory=dict)

    def game(self, game_id: str) -> GameRecord:
        return self.games.setdefault(game_id, GameRecord())

    def to_json(self) -> dict:
        return {"version": VERSION, "games": {g: asdict(r) for g, r in self.games.items()}}


# -- what a match counts as ----------------------------------------------------------------


def result_of(outcome: Outcome, seat: int) -> str:
    """"won" (alone, or with the whole winning team), "drawn" (a tie for first), or
    "lost"; read from the rewards, which a tie shares and a team's partners each get."""
    reward = outcome.rewards[seat]
    if reward >= 1.0:
        return "won"
    return "drawn" if reward > 0 else "lost"


def opponent_kinds(seats: list[str], you: int) -> list[str]:
    """Each other seat's kind ("normal", "hard", "human"), once each, in seat order."""
    kinds = [kind.split(":")[0] for seat, kind in enumerate(seats) if seat != you]
    return list(dict.fromkeys(kinds))


def count(stats: Statistics, info: GameInfo, seats: list[str], outcome: Outcome,
          hands: list[HandEnded]) -> None:
    """Add one finished match, seen from the first human seat, to `stats`."""
    you = seats.index(HUMAN)
    record = stats.game(info.id)
    record.add_hands([hand.points[you] for hand in hands], info.low_points_win)
    result = result_of(outcome, you)
    score = outcome.scores[you] if info.scored_matches else None
    record.overall.add(result, score)
    for kind in opponent_kinds(seats, you):
        record.opponents.setdefault(kind, OpponentRecord()).add(result, score)


# -- the file ------------------------------------------------------------------------------

_newest: dict[Path, Statistics | None] = {}  # per file: None if a newer version wrote it


def load() -> tuple[Statistics | None, str | None]:
    """The record (None if the file is a newer version's) and a message if the file
    could not be used.  Read from disk once; after that the newest is in memory."""
    path = storage.statistics_path()
    if path in _newest:
        return _newest[path], None
    problem = None
    try:
        stats = _from_json(storage.read_json(path, _check))
    except storage.Unreadable as unreadable:
        problem = str(unreadable)
        # Set aside: start afresh.  Still there (a newer version's, or not ours to
        # read): leave it be and count nothing, rather than write over it.
        stats = None if _still_there(path) else Statistics()
    _newest[path] = stats
    return stats, problem


def _still_there(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:
        return True


def count_match(info: GameInfo, seats: list[str], outcome: Outcome,
                hands: list[HandEnded]) -> None:
    """Count a finished match and write the file off the frame.  Never raises: a
    problem reaches the player through `storage.take_notices`."""
    stats, problem = load()
    if problem:
        storage.tell_player(problem)
    if stats is None:
        return
    count(stats, info, seats, outcome, hands)
    _write(stats)


def reset() -> None:
    stats = Statistics()
    _newest[storage.statistics_path()] = stats
    _write(stats)


def _write(stats: Statistics) -> None:
    storage.write_later(storage.statistics_path(), json.dumps(stats.to_json(), indent=1))


def _from_json(table: dict | None) -> Statistics:
    stats = Statistics()
    for game_id, game in (table or {}).get("games", {}).items():
        opponents = {kind: OpponentRecord(**record)
                     for kind, record in game.pop("opponents").items()}
        overall = OpponentRecord(**game.pop("overall"))
        stats.games[game_id] = GameRecord(**game, overall=overall, opponents=opponents)
    return stats


def _check(table) -> None:
    """ValueError for anything but a record this version wrote (NewerSave for a newer)."""
    if not isinstance(table, dict) or not isinstance(table.get("version"), int):
        raise ValueError("not Peek Parlor statistics")
    if table["version"] > VERSION:
        raise storage.NewerSave(f"The statistics were kept by a newer Peek Parlor "
                                f"(version {table['version']}); they were left untouched.")
    games = table.get("games")
    if not isinstance(games, dict):
        raise ValueError("no games")
    for game_id, game in games.items():
        _check_fields(game, GameRecord, f"game {game_id!r}")
        _check_fields(game["overall"], OpponentRecord, f"{game_id!r} overall")
        if not isinstance(game["opponents"], dict):
            raise ValueError(f"game {game_id!r} has no opponents")
        for kind, record in game["opponents"].items():
            _check_fields(record, OpponentRecord, f"{game_id!r} against {kind!r}")


def _check_fields(record, kind, where: str) -> None:
    names = {spec.name for spec in fields(kind)}
    if not isinstance(record, dict) or set(record) != names:
        raise ValueError(f"{where} is not a record")
    for name, value in record.items():
        if name in ("overall", "opponents"):
            continue
        if not _fits(name, value):
            raise ValueError(f"{where} has a bad {name}")


def _fits(name: str, value) -> bool:
    if value is None:
        return name in MAYBE_POINTS
    if name in COUNTS:
        return type(value) is int and 0 <= value <= MOST
    return type(value) in (int, float) and -MOST <= value <= MOST
