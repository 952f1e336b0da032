"""Peek and Run's table in words: the move log (in words, or in the published
notation), a peek's steps folded into one line of it, and the chrome's lines: whose
turn it is and what to do now, what the keys do, and the news of a move."""

from __future__ import annotations

from functools import partial

from game.core import HandEnded
from game.peek_and_run.actions import PEEK, PLAY, RELOCATE, SECOND, EndTurn
from game.peek_and_run.events import (
    CardPlayed,
    HandDealt,
    HandLost,
    LinesScored,
    Passed,
    StockRebuilt,
    TenShown,
)
from game.peek_and_run.notation import format_moves
from scenes.core.input import Intent
from scenes.match.seats import with_seat_names
from scenes.tables.kit.words import Words
from scenes.tables.peek_and_run.phrases import (
    TwoWayLine,
    card_words,
    made_lines,
    move_words,
    turn_order,
)


class PeekAndRunWords(Words):
    """The log in words or in the published notation, a peek's steps folded into one
    line; and what the table says of sides, of the peek and of the keys."""
    ASKED_IN_PHASE = {PLAY: "{name}'s turn to play"}


    def __init__(self, table):
        super().__init__(table)
        self.notation = False  # the log in the published notation instead of words
        self.peek_events: list = []  # the events of the peek under way, for the log

    # -- the log -----------------------------------------------------------------------------

    def log_line(self, seat: int, action, events) -> TwoWayLine:
        """The line in the style shown; the other style is said only if asked for."""
        events = tuple(events)  # a peek's list grows: the line keeps the events it had
        words = partial(self._words, seat, action, events)
        notes = partial(self._notes, seat, action, events)
        shown, other = (notes, words) if self.notation else (words, notes)
        return TwoWayLine(seat, *shown(), other)

    def _words(self, seat: int, action, events) -> tuple[str, str]:
        name_of = self.table.short_name
        name = name_of(seat)
        said = [move_words(name, events, reader, name_of, self.side_name)
                for reader in (seat, None)]
        if isinstance(action, EndTurn):
            said = [f"{name} ended the turn" + (", " + s[len(name) + 1:] if s else "")
                    for s in said]
        return tuple(s or f"{name}: {action}" for s in said)

    def _notes(self, seat: int, action, events) -> tuple[str, str]:
        name = self.table.short_name(seat)
        return tuple(f"{name}: {format_moves(events, reader) or action}"
                     for reader in (seat, None))

    def revise_log(self, events) -> None:
        """A peek's steps fold into one line: the ten, the cards seen (others read
        only where they lay) and the pile the ten went under.  With three players,
        the order of play of a new hand is said under its heading."""
        log = self.table.log
        dealt = next((e for e in events if isinstance(e, HandDealt)), None)
        if dealt is not None and len(dealt.hands) == 3:
            log.order = f"{turn_order(dealt, self.table.short_name)} play in turn"
        if self.peek_events:
            self.peek_events += events
            log.pop()
            told = log[-1].text_for(self.table.viewer)
            folded = self.log_line(log[-1].seat, None, self.peek_events)
            folded.move = log[-1].move  # the peek's first step: undo finds it there
            log[-1] = folded
            if folded.text_for(self.table.viewer) != told:  # by ear: a look said at once
                self.table.app.speech.say(folded.text_for(self.table.viewer))
            if any(isinstance(e, CardPlayed) for e in events):  # the ten is placed
                self.peek_events = []
        elif any(isinstance(e, TenShown) for e in events):
            self.peek_events = list(events)

    def forget_peek(self) -> None:
        """The peek under way was taken back: no more steps fold into its line."""
        self.peek_events = []

    def toggle_notation(self) -> None:
        """The log in the published notation, or in words: every line swaps."""
        self.notation = not self.notation
        log = self.table.log
        log[:] = [line.swapped() for line in log]

    # -- the table's own words ---------------------------------------------------------------

    def side_name(self, side: int) -> str:
        """A side by its players' names ("Red & Yellow" where partners play)."""
        view = self.table.view
        return " & ".join(self.table.short_name(s) for s in range(view.num_seats)
                          if view.sides[s] == side)

    def peek_title(self) -> str:
        """The title of the panel of cards seen."""
        table = self.table
        if table.view.phase != PEEK:
            return "Cards you saw"
        if table.my_turn():
            return "Peeking: up to three cards"
        return f"{table.short_name(table.view.current)} is peeking"

    # -- the chrome's lines ------------------------------------------------------------------

    def status_line(self) -> str:
        """Whose turn it is, and on the viewer's turn what to do now."""
        table = self.table
        if table.my_turn():
            return f"Your turn, {table.seat_name(table.viewer)}: {self.to_do()}"
        return super().status_line()

    def to_do(self) -> str:
        view, selected = self.table.view, self.table.choosing.selected
        if view.phase == PEEK:
            return "look at up to three cards, then put the ten under a pile"
        if view.phase == RELOCATE:
            return f"take back one of your markers to claim {view.pending}"
        if view.phase == SECOND:
            return "finish the first claim on the other pile"
        if selected is not None:
            return f"choose a pile or a lit cell for {card_words(view.my_hand[selected])}"
        if view.top("L") is None and view.top("R") is None:
            return "start the first claim, an ordinary card on each pile"
        if view.moves:
            return "play another card, or end your turn"
        return "play a card on a pile, or show a ten to peek"

    def instruction(self) -> str:
        """What the keys do now, on the viewer's turn."""
        table = self.table
        if not table.my_turn():
            return ""
        confirm, back = table.key_label(Intent.CONFIRM), table.key_label(Intent.BACK)
        arrows = table.controls.arrows()
        if table.view.phase == PEEK:
            return f"{arrows} to choose, {confirm} to look at a card or put the ten under a pile."
        if table.view.phase == RELOCATE:
            return f"{arrows} to choose one of your markers, {confirm} to move it."
        if table.choosing.selected is None:
            click = "; or click a lit cell to claim it" if table.controls.mouse_plays() else ""
            return f"{arrows} to move, {confirm} to pick a card up{click}."
        return (f"{arrows} to choose a pile or a lit cell, {confirm} to play; "
                f"{back} to put the card back.")

    def news(self, events) -> str:
        """A move's news for the banner: how the hand ended, or a line made, a hand
        lost, a pass, a new stock; "" for a move the log alone tells."""
        table = self.table
        name = table.short_name
        for event in events:
            if isinstance(event, HandEnded):
                summary = with_seat_names(event.summary, name, table.session.state.num_seats)
                return f"Hand {event.hand} over: {summary}"
        for event in events:
            if isinstance(event, LinesScored):
                return f"{name(event.seat)} {made_lines(event.points)}"
            if isinstance(event, HandLost):
                return f"{name(event.seat)} loses the hand: {event.reason} (\u22121)"
            if isinstance(event, Passed):
                return f"{name(event.seat)} passed"
            if isinstance(event, StockRebuilt):
                return "The stock ran out: the discards under the tops make a new one"
        return ""
