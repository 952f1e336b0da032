"""The "Mine?" / "Return?" window after a single (or a mine): who is asked, the timed
banner, and the calls buzzed in from each player's own device."""

from __future__ import annotations

from game.peeper.actions import Decline, Mine, Return
from game.peeper.rules import MINE_WINDOW, RETURN_WINDOW
from scenes.core.input import MOUSE, Intent

REACTION_PHASES = (MINE_WINDOW, RETURN_WINDOW)
ANSWERED_SECONDS = 0.35  # the banner's last moment once someone has answered


class CallWindow:
    def __init__(self, table):
        self.table = table
        self.banner: dict | None = None  # the timed Mine?/Return? window on screen
        self.to_open = False  # a play was made that may open one: looked at next update

    def asked(self) -> bool:
        """Whether the table is in a window now."""
        return self.table.phase() in REACTION_PHASES

    def can_answer(self, seat: int) -> bool:
        return any(isinstance(a, (Mine, Return))
                   for a in self.table.session.state.legal_actions(seat))

    def open_if_asked(self) -> None:
        if self.to_open and self.asked():
            self.to_open = False
            self.open()

    def open(self) -> None:
        """A single or a mine was played.  A lone human is asked only when they can
        answer (their hand tells them nothing new otherwise); several humans at one
        screen see every window, with no hand face up while they are asked."""
        table = self.table
        humans = table.session.humans
        asked = [s for s in table.session.humans_to_act()]
        if len(humans) == 1:
            if asked and not self.can_answer(asked[0]):
                table.play(asked[0], Decline())
            if not asked or not self.can_answer(asked[0]):
                return
        elif humans:
            table.viewer = None
        seconds = table.app.prefs.reaction_seconds
        self.banner = {"left": seconds, "total": seconds, "phase": table.phase()}

    def tick(self, dt: float) -> None:
        """The banner's time runs while the window is open; once someone has answered,
        it goes, and nothing else moves until it has."""
        self.banner["left"] -= dt
        if self.asked():
            self.table.drive_seats(dt)
            if self.banner["left"] <= 0:
                self.time_up()
        elif self.banner["left"] <= 0:
            self.banner = None
        else:
            self.banner["left"] = min(self.banner["left"], ANSWERED_SECONDS)

    def time_up(self) -> None:
        """The banner's time is up: the humans still asked let the single go (in a
        guided hand, only when its step asks the learner to)."""
        table = self.table
        if table.coach is not None and not table.coach.lets_window_go():
            return
        for seat in table.session.humans_to_act():
            if self.asked() and seat in table.session.state.to_act():
                table.play(seat, Decline())

    def take_buzz(self, event) -> bool:
        """Confirm or Action 1 from a key or a pad while the window is open: a call
        from that device's player.  True if the intent was taken as one."""
        if self.asked() and event.device != MOUSE and event.intent in (Intent.CONFIRM,
                                                                       Intent.ACTION_1):
            self.buzz(event.device)
            return True
        return False

    def buzz(self, device: str) -> None:
        """A human calls Mine! or Return! from their own device (or the shared one)."""
        table = self.table
        session = table.session
        if session.seat_devices:
            seats = [s for s, d in session.seat_devices.items() if d == device]
        else:
            seats = [table.viewer] if table.viewer is not None else session.humans[:1]
        for seat in seats:
            if seat in session.state.to_act():
                self.call(seat)
            return

    def call(self, seat: int) -> None:
        calls = [a for a in self.table.session.state.legal_actions(seat)
                 if isinstance(a, (Mine, Return))]
        if calls:
            self.table.play(seat, calls[0])
            self.table.app.sounds.play("buzz")
        else:
            self.table.explain("You can't answer that single.")
