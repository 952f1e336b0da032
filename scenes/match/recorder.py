"""What is kept of a player's match: the autosave after every move, and once it ends its
place in history (for replays) and in the statistics.

A session notifies its recorder of each move; only a match a player sits in has one
(`navigation.Screens.table`, Continue).  The demo, tables of AI alone, tutorials and
replays attach none, so they never touch the player's files.  Files are written off the
calling thread and never raise: a folder that can't be written is reported through
`storage.take_notices`.  No pygame here.
"""

from __future__ import annotations

from game.core import MatchEnded
from scenes.core import storage
from scenes.match import history, statistics


class Recorder:
    def moved(self, session, events) -> None:
        """A move was made (`events` its events) or taken back (no events)."""
        ended = [e for e in events if isinstance(e, MatchEnded)]
        if ended:
            history.keep_later(session, ended[0].outcome)
            statistics.count_match(session.info, session.seats, ended[0].outcome,
                                   session.hands)
        if session.state.is_over or ended:
            storage.clear_save_later()
        else:
            storage.save_match_later(session.record())
