"""Building a table for a game: from the setup screen, the command line or a save."""

from __future__ import annotations

import random

from game.core import HandEnded
from game.registry import default_agent, get_game
from scenes import storage
from scenes.session import Session
from scenes.tables import table_class
from scenes.widgets import theme


def table_for(app, game_id: str, seats: list[str] | None, seed: int | None,
              options: dict | None, seat_devices: dict[int, str] | None = None):
    info = get_game(game_id)
    seats = list(seats) if seats else ["human"] + [default_agent(info)] * (info.default_seats - 1)
    if seed is None:
        seed = random.SystemRandom().randrange(1, 2**31)
    session = Session(info, seats, seed, options or {}, seat_devices)
    session.let_hard_think(app.prefs.hard_seconds)
    return table_class(info.id)(app, session)


def resume_table(app, record: dict | None, session: Session | None = None):
    """The table of a saved match (from its record, or the `session` already rebuilt
    from it), or None (with a message) if it can't be resumed."""
    if session is None and record is not None:
        session = _replayed(app, record)
    if session is None:
        return None
    session.let_hard_think(app.prefs.hard_seconds)
    table = table_class(session.info.id)(app, session)
    ended = _hand_ended_last(session)
    before = session.state_before_last().view(table.viewer) if ended else None
    table.catch_up(session.replayed, before)  # the hand as it ended, under its results
    table.pending_results += ended
    return table


def _hand_ended_last(session: Session) -> list[HandEnded]:
    """The hand the last move saved ended, if it did: the player left on its results,
    which are shown again."""
    if not session.replayed:
        return []
    _, _, events = session.replayed[-1]
    return [e for e in events if isinstance(e, HandEnded)]


class Rejoin:
    """What JoinScene opens for a resumed match: its table, each player's seat bound
    to the device they joined with again."""

    def __init__(self, app, table):
        self.app, self.table = app, table

    def launch(self, seat_devices: dict[int, str]) -> None:
        self.table.session.seat_devices = dict(seat_devices)
        self.app.stack.push(self.table)


def _replayed(app, record: dict) -> Session | None:
    """The saved match rebuilt, or None (with a message) if it doesn't replay."""
    try:
        return Session.from_record(record)
    except ValueError as error:
        # It read as a save but doesn't replay: keep it, out of Continue's way.
        path = storage.autosave_path()
        kept = storage.set_aside(path, "it does not replay") if path.exists() else ""
        app.notify(f"{error} {kept}".strip())
        return None


def saved_match_words(app) -> str:
    """What Continue would resume, in words; "" if nothing.  Asked before a new match
    whose first move would write over it (a save that no longer replays is set aside
    now, never written over)."""
    try:
        record = storage.load_match()
    except storage.Unreadable as unreadable:
        app.notify(str(unreadable))
        return ""
    session = _replayed(app, record) if record is not None else None
    return describe_match(session) if session is not None else ""


def describe_match(session: Session) -> str:
    """A resumed match in plain words: "Serpent, hand 5 of 8, You 14 \u2013 Hard 9"."""
    ended = [e for _, _, events in session.replayed for e in events
             if isinstance(e, HandEnded)]
    planned = getattr(session.state.view(None), "hands_planned", None)
    parts = [session.info.title]
    if ended or planned:
        hand = ended[-1].hand + 1 if ended else 1
        word = session.info.hand_word
        parts.append(f"{word} {hand} of {planned}" if planned else f"{word} {hand}")
    else:
        parts.append(f"move {len(session.actions) + 1}")
    if ended:
        parts.append(_scores(session, ended[-1].totals))
    return ", ".join(parts)


def _scores(session: Session, totals) -> str:
    names = seat_names(session.seats)
    if len(names) > 3:
        mine = session.humans[0] if session.humans else 0
        return f"{names[mine]} {totals[mine]:g} ({len(names)} players)"
    return " \u2013 ".join(f"{name} {score:g}" for name, score in zip(names, totals))


def seat_names(seats: list[str]) -> list[str]:
    """Short names for a summary: "You" for a lone human, an AI by its level, and the
    seat's colour where two would read the same."""
    humans = seats.count("human")
    short = ["You" if kind == "human" and humans == 1 else
             theme.SEAT_NAMES[seat % len(theme.SEAT_NAMES)] if kind == "human" else
             kind.split(":")[0].title() for seat, kind in enumerate(seats)]
    return [f"{name} ({theme.SEAT_NAMES[seat % len(theme.SEAT_NAMES)]})"
            if short.count(name) > 1 else name for seat, name in enumerate(short)]
