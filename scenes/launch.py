"""Building a table for a game: from the setup screen, the command line or a save."""

from __future__ import annotations

import random

from game.registry import default_agent, get_game
from scenes import storage
from scenes.session import Session
from scenes.tables import table_class


def table_for(app, game_id: str, seats: list[str] | None, seed: int | None,
              options: dict | None, seat_devices: dict[int, str] | None = None):
    info = get_game(game_id)
    seats = list(seats) if seats else ["human"] + [default_agent(info)] * (info.default_seats - 1)
    if seed is None:
        seed = random.SystemRandom().randrange(1, 2**31)
    session = Session(info, seats, seed, options or {}, seat_devices)
    return table_class(info.id)(app, session)


def resume_table(app, record: dict | None):
    """The table of a saved match, or None (with a message) if it can't be resumed."""
    if record is None:
        return None
    try:
        session = Session.from_record(record)
    except ValueError as error:
        # It read as a save but doesn't replay: keep it, out of Continue's way.
        path = storage.autosave_path()
        kept = storage.set_aside(path, "it does not replay") if path.exists() else ""
        app.notify(f"{error} {kept}".strip())
        return None
    table = table_class(session.info.id)(app, session)
    for seat, action, events in session.replayed:
        table.record_log(seat, action, events)
    return table
