"""The flow of a match at a table: moves made through the rules, the AI seats' turns
(a visible moment of "thinking", searched off the frame), the screen handed from one
human to the next, a hand kept on show as it ended, and the results of each hand and
of the match.  The log opens the next hand with its heading only once that hand is
dealt: not while the ended one lies on show with its results."""

from __future__ import annotations

from game.core import HandEnded, IllegalAction, MatchEnded, View
from scenes.match.phone_seats import is_phone_seat, phone_seats
from scenes.match.seats import with_seat_names
from scenes.match.thinking import think


class MatchFlow:
    def __init__(self, table):
        self.table = table
        self.session = table.session
        self.thinking: dict | None = None  # the AI seat now "thinking"
        self.pending_results: list = []  # HandEnded / MatchEnded still to show
        self.ended_hand: View | None = None  # the hand just ended, as it ended
        self._remember_next: list = []  # the next hand's first events, while it waits
        self._next_heading: tuple[str, int] | None = None  # (words, move), while it waits

    # -- moves ---------------------------------------------------------------------------

    def play(self, seat: int, action) -> bool:
        """Make a move through the rules; explain a refusal.  True if it was played."""
        table = self.table
        if self.ended_hand is not None:
            self.leave_ended_hand()
        self.open_next_hand()  # a move is made in it: it has been dealt
        table.dealing.finish()  # every card in its place before the move is made
        before = table.view
        table.animation.before_move(seat, action)
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as refusal:
            table.explain(str(refusal))
            return False
        table.chrome.clear()  # what was refused spoke of the position before this move
        self.record(seat, action, events)
        self.keep_ended_hand(before, events)
        if self.ended_hand is None:
            table.animation.remember(events)
        table.animation.on_events(events)
        self.pending_results += [e for e in events if isinstance(e, (HandEnded, MatchEnded))]
        return True

    def catch_up(self, replayed, before_last=None) -> None:
        """Rebuild the log, and what the table remembers, of the moves a match was
        replayed with from its record (`Session.replayed`): a resumed match, a replay
        opened at a move.  With `before_last` (the View as the last move was made), a
        hand that move ended stays on show as it ended (see `TableScene.hand_end_view`)."""
        table = self.table
        for move, (seat, action, events) in enumerate(replayed):
            self.open_next_hand()
            self.record(seat, action, events, move)
            if before_last is not None and move == len(replayed) - 1:
                self.keep_ended_hand(before_last, events)
            if self.ended_hand is None:
                table.animation.remember(events)

    def record(self, seat: int, action, events, move: int | None = None) -> None:
        """Add a move to the log: the `move`-th of the match (by default the last one
        made), which undo drops it with."""
        table = self.table
        move = len(self.session.actions) - 1 if move is None else move
        told = len(table.log)
        line = table.words.log_line(seat, action, events)
        if line:
            line.move = move
            table.log.append(line)
        table.words.revise_log(events)
        over = any(isinstance(e, MatchEnded) for e in events)
        for ended in (e for e in events if isinstance(e, HandEnded)):
            self.tell_hand_end(ended, move, over)
        for new in table.log[told:]:  # by ear: the move as this viewer may know it
            table.app.speech.say(new.text_for(table.viewer))

    def tell_hand_end(self, ended: HandEnded, move: int, match_over: bool) -> None:
        """The log says how a hand ended, then opens the next with a heading."""
        table, info = self.table, self.session.info
        word = info.hand_word.capitalize()
        summary = with_seat_names(ended.summary, table.short_name, self.session.state.num_seats)
        summary = summary.removeprefix(f"{word} {ended.hand}: ")  # said once is enough
        table.log.tell(f"{word} {ended.hand} over: {summary}" if summary else
                       f"{word} {ended.hand} over.", move)
        if not match_over:
            self._next_heading = (f"\u2014 {word} {ended.hand + 1} \u2014", move)

    def open_next_hand(self) -> None:
        """The next hand is dealt (its first move is made, or the last one's results
        were closed): the log opens it with its heading."""
        if self._next_heading is None:
            return
        words, move = self._next_heading
        self._next_heading = None
        if move < len(self.session.actions):  # not taken back meanwhile
            self.table.log.tell(words, move)
            self.table.app.speech.say(words)

    # -- a hand kept on show as it ended ----------------------------------------------------

    def keep_ended_hand(self, before, events) -> None:
        """Keep the hand a move ended on show; what the table remembers of the next
        hand's first events waits for it."""
        table = self.table
        ended = next((i for i, e in enumerate(events) if isinstance(e, HandEnded)), None)
        if ended is not None and not self.session.state.is_over and \
                table.mode.keeps_ended_hand:
            seen = [event.seen_by(table.viewer) for event in events[:ended + 1]]
            self.ended_hand = table.animation.hand_end_view(before, seen)
        if self.ended_hand is not None:
            table.animation.remember(events[:ended + 1])
            self._remember_next = list(events[ended + 1:])

    def leave_ended_hand(self) -> None:
        self.ended_hand = None
        self.table.state_changed()  # what could be chosen was worked out on the ended hand
        self.table.animation.remember(self._remember_next)
        self._remember_next = []

    # -- each frame ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Once nothing moves on the table: the next results, the next hand, or the
        next seat's turn."""
        table = self.table
        if self.pending_results:
            self.show_results(self.pending_results.pop(0))
            return
        if self.ended_hand is not None and table.app.stack.top is table \
                and not table.keeps_ended_hand():
            self.leave_ended_hand()  # its results are closed: on to the next hand
            self.open_next_hand()
            table.animation.on_next_hand()
            return  # the deal is seen before anyone plays in the new hand
        if self.ended_hand is None and (table.app.stack.top is table
                                        or not table.mode.shows_results):
            self.open_next_hand()  # no hand on show and no results up: it is dealt
        table.hints.collect()
        if self.session.state.is_over:
            return
        if table.mode.hands_off:
            self.hide_between_humans()
            self.hand_off_if_needed()
        table.drive_seats(dt)

    def show_results(self, event) -> None:
        table = self.table
        if not table.mode.shows_results:
            return
        table.chrome.clear()  # a refusal from before the end would stay, frozen, under them
        table.app.sounds.play("score")
        table.app.stack.push(table.results_scene(event))

    # -- whose screen it is ----------------------------------------------------------------

    def screen_is_shared(self) -> bool:
        """Two or more humans look at one screen, or a phone holds a hand the screen
        must never show, and the game has hands to hide."""
        return ((len(self.session.humans) >= 2 or bool(phone_seats(self.session)))
                and self.table.HIDDEN_HANDS and self.table.mode.hands_off)

    def hide_between_humans(self) -> None:
        """On a shared screen a hand shows only while its owner decides: once they are
        no longer asked (an AI's turn, another player's), the table is hidden until the
        next player asked takes the screen."""
        viewer = self.table.viewer
        if self.screen_is_shared() and viewer is not None and (
                viewer not in self.session.humans_to_act()
                or is_phone_seat(self.session, viewer)):
            self.table.viewer = None

    def hand_off_if_needed(self) -> None:
        """With several humans at one screen, hide the table before a new human sees it."""
        table = self.table
        seat = table.hand_off_seat()
        if seat is None:
            return
        if len(self.session.humans) < 2 or not table.HIDDEN_HANDS:
            table.viewer = seat
        elif seat != table.viewer:
            table.viewer = None
            table.app.screens.push("hand_off", table, seat)

    # -- AI seats ----------------------------------------------------------------------------

    def drive_agents(self, dt: float, delay: float | None = None) -> None:
        """Ask the AI seat whose move it is; play its answer once it has "thought" for
        the AI pace (`delay` overrides it) and the answer is in."""
        table = self.table
        seats = self.session.agents_to_act()
        if not seats:
            self.thinking = None
            return
        seat = seats[0]
        if self.thinking is None or self.thinking["seat"] != seat:
            thought = think(self.session, seat, table.app.config.think_in_worker)
            self.thinking = {"seat": seat, "waited": 0.0, "thought": thought}
        self.thinking["waited"] += dt
        wait = table.app.prefs.ai_delay if delay is None else delay
        thought = self.thinking["thought"]
        if not thought.done() or self.thinking["waited"] < wait:
            return
        self.thinking = None
        table.play(seat, thought.result())
