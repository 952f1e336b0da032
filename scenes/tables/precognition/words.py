"""The Precognition table's words: the log (a letter is the writer's alone; "done"
speaks for the string, and the reveal says what each string made), news of a move,
the status line and the keys' line, the badges' lines, the pad's tips and how the row
stands to your own string."""

from __future__ import annotations

from game.precognition.actions import PLACE, WRITE, Erase, Finish, Letter
from game.precognition.cards import glyphs
from game.precognition.events import CardPlaced, ReplayCalled, StringFinished, StringsRevealed
from game.words import listing
from scenes.core.input import Intent
from scenes.tables.kit.log import LogLine
from scenes.tables.kit.words import Words
from scenes.tables.precognition.row import GLYPHS, WORDS, aid_lines
from scenes.widgets.text import counted

EVERY = {2: "every other", 3: "every third", 4: "every fourth", 5: "every fifth",
         6: "every sixth", 7: "every seventh", 8: "every eighth"}


def pad_preview(name: str) -> str:
    """What the pad's key `name` would do, as its tip says it."""
    if name in GLYPHS:
        return f"Write {GLYPHS[name]} ({WORDS[name]})"
    return "Rub out a letter" if name == "erase" else "Done: fold your paper"


def how_to_win(players: int) -> list[str]:
    """What a newcomer needs before writing: who wins, and how much of the row is theirs."""
    every = EVERY.get(players, f"one in {players}")
    one = "every other change" if players == 2 else f"one change in {players}"
    return ["The longest prediction that occurs in the row wins.",
            f"You lay {every} card, so only {one} is yours to steer."]


class PrecognitionWords(Words):
    ASKED_IN_PHASE = {WRITE: "{name} writes a prediction",
                      PLACE: "{name}'s turn to place a card"}

    def names(self, seats) -> str:
        return listing(self.table.short_name(s) for s in seats)

    # -- the log ---------------------------------------------------------------------------

    def describe_move(self, seat: int, action, events):
        table = self.table
        name = table.seat_name(seat)
        if isinstance(action, (Letter, Erase)):
            return None  # a letter is the writer's alone; "done" speaks for the string
        if isinstance(action, Finish):
            public = f"{name} has written a prediction"
            if seat != table.viewer:
                return public, public
            written = glyphs(table.animation.written.get(seat, ""))
            return f"You have written your prediction: {written}", public
        placed = next(e for e in events if isinstance(e, CardPlaced))
        said = f"{name} placed {placed.card}"
        if placed.letter:
            said += f": {GLYPHS[placed.letter]} {WORDS[placed.letter]}"
        return said, said

    def revise_log(self, events) -> None:
        log = self.table.log
        for event in events:
            if isinstance(event, StringsRevealed):
                for seat, string in enumerate(event.strings):
                    if string:
                        verdict = (f"occurs, {counted(event.points[seat], 'letter')}"
                                   if event.starts[seat] is not None else "does not occur")
                        name = self.table.short_name(seat)
                        said = f"{name} predicted {glyphs(string)}: {verdict}"
                        log.append(LogLine(seat, said, said))
            elif isinstance(event, ReplayCalled):
                said = f"{self.names(event.players)} play again with a fresh deal"
                log.append(LogLine(event.players[0], said, said))

    # -- the status line and the badges ----------------------------------------------------

    def status_line(self) -> str:
        table = self.table
        view = table.view
        reveal = table.animation.reveal
        if reveal is not None:
            return reveal.verdict(self.names)
        if view.is_over:
            return super().status_line()
        if view.writing and table.my_turn():
            return (f"Write your prediction, {table.seat_name(table.viewer)}: "
                    f"1 to {view.row_length - 1} letters")
        if view.writing:
            waiting = [s for s in view.players if not view.finished[s]]
            return f"Predictions being written: waiting for {self.names(waiting)}"
        if table.my_turn():
            return f"Your turn, {table.seat_name(table.viewer)}: place a card at the end of the row"
        return super().status_line()

    def instruction(self) -> str:
        table = self.table
        if not table.my_turn() or table.animation.reveal is not None:
            return ""
        key = table.key_label
        if table.view.writing:
            return (f"{key(Intent.LEFT)} {key(Intent.RIGHT)} choose a key   "
                    f"{key(Intent.CONFIRM)} write it   {key(Intent.BACK)} erase   "
                    f"{key(Intent.ACTION_1)} done")
        return (f"{key(Intent.LEFT)} {key(Intent.RIGHT)} choose a card   "
                f"{key(Intent.CONFIRM)} place it")

    def news(self, seat: int, events) -> str:
        """News of a move for the banner: a paper folded, a card laid and the change it
        made, the predictions turned up; "" for a letter (it is the writer's alone)."""
        name = self.table.short_name(seat)
        if any(isinstance(event, StringsRevealed) for event in events):
            return "The predictions are turned up"
        for event in events:
            if isinstance(event, CardPlaced):
                change = f": the row goes {GLYPHS[event.letter]} {WORDS[event.letter]}" \
                    if event.letter else ": the row starts"
                return f"{name} laid {event.card}{change}"
            if isinstance(event, StringFinished):
                done = "" if self.table.view.writing else ": every prediction is written"
                return f"{name} folded their paper{done}"
        return ""

    def next_placer(self) -> int | None:
        view = self.table.view
        if view.placer is None or len(view.row) + 1 >= view.row_length:
            return None
        seats = sorted(view.players)
        later = [s for s in seats if s > view.placer]
        return later[0] if later else seats[0]

    def badge_detail(self, seat: int) -> str:
        view = self.table.view
        if seat not in view.players:
            return "sits out the replay"
        held = self.table.dealing.held(seat, view.hand_counts[seat])
        cards = counted(held, "card")
        if view.writing:
            return cards + (" \u00b7 written \u2713" if view.finished[seat] else " \u00b7 writing")
        if seat == self.next_placer():
            return cards + " \u00b7 next"  # "places next" was cut short at eight seats
        return cards

    # -- the aid panel -----------------------------------------------------------------------

    def aid_words(self, view) -> list[str]:
        """How your own string stands: to the row so far, or as the reveal scored it."""
        table = self.table
        reveal, viewer = table.animation.reveal, table.viewer
        if reveal is not None:
            event = reveal.event
            if viewer not in reveal.players:
                return ["You sat this deal out"]
            at = event.starts[viewer]
            if at is None:
                return ["It does not occur"]
            return [f"It occurs: cards {at + 1} to {at + event.points[viewer] + 1}",
                    counted(event.points[viewer], "letter")]
        if viewer not in view.players:
            return ["You sit this replay out"]
        if view.writing:
            written = len(view.string)
            letters = f"{written} letter{'s' if written != 1 else ''}"
            return [f"Written: {letters}" if view.finished[viewer] else f"{letters} so far"]
        changes_to_come = view.row_length - max(1, len(view.row))  # n cards, n - 1 changes
        return aid_lines(view.string, view.changes, changes_to_come)
