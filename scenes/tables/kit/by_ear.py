"""The table by ear: the status line said whenever it changes (with a sound when the
viewer's turn comes), the cursor's target in words, and the questions a player may ask
at any time.  The Ask key (Tab, L3 on a pad) says the answers one at a time, a press
each: how long a call window has left (while one is open), the scores and whose turn it
is, your hand, the table, the last three moves; it starts again from the first after a
few seconds without a press.

Every answer is worded from what the table shows its viewer (their View, the log as
they may read it), never from the rules' state: on a shared screen with nobody handed
it, "your hand" is hidden.  Each answer is also shown for a few seconds, for a player
who reads rather than listens, in the panel over the log where a hint's reason
stands (the log gives way to it), the next answer in its place."""

from __future__ import annotations

from scenes.tables.kit.table_part import TablePart

LAST_MOVES = 3
AGAIN_AFTER = 6.0  # seconds without a press: the next press starts from the first answer
ANSWER_SECONDS = 4.0  # an answer stands this long on screen


class ByEar(TablePart):
    def __init__(self, table):
        super().__init__(table)
        self.asked = 0  # answers given in this run of presses
        self._last_press = None  # the table's clock at the last press
        self._spoken: tuple = ("", None)  # the status line said, and the move it was said at

    # -- said without asking ---------------------------------------------------------

    def update(self, dt: float) -> None:
        """The status line whenever it changes, and a short sound when the viewer's
        turn comes."""
        table = self.table
        if not table.app.speech.on:
            return
        mine = table.my_turn()
        moment = (table.chrome.status_words(), len(table.session.actions) if mine else None)
        if moment != self._spoken:
            table.app.speech.say(moment[0])
            if mine:
                table.app.sounds.play("turn")
        self._spoken = moment

    def focus(self) -> str:
        """What the cursor is on, and what choosing it does (or why it can't be); a
        button is named before why it can't be pressed."""
        table = self.table
        target = table.targets.focused if table.my_turn() else None
        if target is None:
            return ""
        if target.allowed:
            return target.preview
        named = f"{target.preview} " if target.ring_only else ""
        return f"{named}Not now: {target.refusal}"

    # -- the Ask key -------------------------------------------------------------------

    def ask(self) -> str:
        """Say the next answer; returns it."""
        now = self.table.clock
        if self._last_press is None or now - self._last_press > AGAIN_AFTER:
            self.asked = 0
        self._last_press = now
        answers = self.answers()
        words = answers[self.asked % len(answers)]
        self.asked += 1
        self.table.hints.show_answer(words, ANSWER_SECONDS)
        self.table.app.speech.say(words)
        return words

    def answers(self) -> list[str]:
        words = self.table.words
        found = [words.time_left(), self.scores_and_turn(), self.hand(), words.table_words(),
                 self.last_moves()]
        return [answer for answer in found if answer]

    def scores_and_turn(self) -> str:
        words = self.table.words
        turn = words.status_line().strip()
        if turn and turn[-1] not in ".!?…":
            turn += "."
        return f"{words.scores_words()} {turn}".strip()

    def hand(self) -> str:
        table = self.table
        if table.viewer is None:
            if table.session.humans and table.flow.screen_is_shared():
                return "Your hand: hidden until the screen is handed to you."
            return ""
        return table.words.hand_words()

    def last_moves(self) -> str:
        viewer = self.table.viewer
        lines = [line.text_for(viewer) for line in self.table.log[-LAST_MOVES:]]
        if not lines:
            return "Last moves: none yet."
        return "Last moves: " + "; ".join(line.rstrip(".") for line in lines) + "."
