"""What a game's table says in words: each move for the log, as its mover saw it and
as everyone else may, and whose turn it is.  Each game's table package subclasses
`Words` in its `words.py`; this one says it plainly, in the rules' notation."""

from __future__ import annotations

from scenes.tables.kit.log import LogLine
from scenes.tables.kit.table_part import TablePart


class Words(TablePart):
    #: why a seat is asked in each phase of the game (the public View's `phase`), in
    #: words anyone at the screen may read; "{name}" stands for the seat's name
    ASKED_IN_PHASE: dict[str, str] = {}

    def log_line(self, seat: int, action, events) -> LogLine | None:
        """The move log's line for a move, or None to leave it out."""
        described = self.describe_move(seat, action, events)
        return LogLine(seat, *described) if described is not None else None

    def describe_move(self, seat: int, action, events) -> tuple[str, str] | None:
        """(as its mover reads it, as others may); None leaves the move out.  A move
        whose events hide something is named to others only as a move: the log is read
        by everyone at the screen."""
        name = self.table.seat_name(seat)
        secret = any(event.seen_by(None) != event for event in events)
        public = f"{name} made a move only they can see" if secret else f"{name}: {action}"
        return f"{name}: {action}", public

    def revise_log(self, events) -> None:
        """Fold several moves into one line of the log (a peek's steps)."""

    def hand_off_reason(self, seat: int) -> str:
        """Why the screen passes to `seat` now ("Mine? window for Blue"), from what
        everyone may see."""
        phase = getattr(self.table.views.view(None), "phase", None)
        words = self.ASKED_IN_PHASE.get(phase, "{name}'s turn")
        return words.format(name=self.table.seat_name(seat))

    def instruction(self) -> str:
        """What the keys do now, in the bound keys' names: the instruction line.  Tables
        that draw their own key lines leave it empty."""
        return ""

    # -- by ear: the Ask key's answers (scenes/tables/kit/by_ear.py) ----------------------

    def scores_words(self) -> str:
        """The match's scores as the last hand's end left them ("Scores: Red 3, Blue 1.")."""
        table = self.table
        if not table.session.hands:
            return f"No {table.session.info.hand_word} scored yet."
        totals = table.session.hands[-1].totals
        said = ", ".join(f"{table.short_name(seat)} {total}"
                         for seat, total in enumerate(totals))
        return f"Scores: {said}."

    def hand_words(self) -> str:
        """The viewer's own hidden cards, grouped as the game groups them ("" if none)."""
        return self._by_ear("hand_words")

    def table_words(self) -> str:
        """What lies on the table for everyone: piles' tops, the trick to beat, the row."""
        return self._by_ear("table_words")

    def time_left(self) -> str:
        """While a call window is open, how long it has left ("" otherwise)."""
        return self._by_ear("time_left")

    def _by_ear(self, answer: str) -> str:
        said = getattr(self.table.BY_EAR, answer, None)
        return said(self.table) if said is not None else ""

    def status_line(self) -> str:
        """Whose turn it is."""
        table = self.table
        state = table.session.state
        if state.is_over:
            return "The match is over."
        if table.flow.ended_hand is not None:
            return f"The {table.session.info.hand_word} is over."
        if table.my_turn():
            return f"Your turn, {table.seat_name(table.viewer)}"
        if table.flow.thinking is not None:
            return f"{table.seat_name(table.flow.thinking['seat'])} is thinking\u2026"
        return "Waiting for " + ", ".join(table.seat_name(seat) for seat in state.to_act())
