"""The "Mine?" / "Return?" window after a single (or a mine): who is asked, the timed
call box, and the calls.

The rules ask every other player in the hand, whoever holds what; at most one of them
can answer (two more of the single's tile, or its fourth, are in one hand or none).
The AI seats answer at once.  A lone human is asked only when they can answer: their
own hand tells them nothing new otherwise, and nobody else watches.  On a screen two
or more humans share, each human asked answers in turn, behind their own hand-off,
their own tiles in view and the clock running for them alone (it stands still while a
hand-off waits); nobody else's hand shows, and only the player asked can answer.
"""

from __future__ import annotations

from game.peeper.actions import Decline, Mine, Return
from game.peeper.refusals import call_refusal
from game.peeper.rules import MINE_WINDOW, RETURN_WINDOW
from scenes.core.input import MOUSE, Intent

REACTION_PHASES = (MINE_WINDOW, RETURN_WINDOW)


class CallWindow:
    def __init__(self, table):
        self.table = table
        # the call box: the seat asked, its clock, and the window it answers
        self._banner: dict | None = None

    @property
    def banner(self) -> dict | None:
        """The call box on screen, while its seat is asked and looking (it goes the
        moment they, or anyone, answer)."""
        if self._banner is not None and not self._still_open(self._banner):
            self._banner = None
        return self._banner

    def asked(self) -> bool:
        """Whether the table is in a window now."""
        return self.table.phase() in REACTION_PHASES

    def can_answer(self, seat: int) -> bool:
        return any(isinstance(a, (Mine, Return))
                   for a in self.table.session.state.legal_actions(seat))

    def _window(self) -> tuple:
        """What names the window open now: its phase and the play it answers."""
        view = self.table.view
        return view.phase, view.top_seat, view.top

    def update(self, dt: float) -> None:
        """Each frame, before the flow: the box goes once its seat has answered (or is
        no longer looking), opens for the human asked and looking, and its clock runs."""
        if self.banner is None and self.asked():
            self._open()
        if self.banner is not None:
            self._tick(dt)

    def _still_open(self, banner: dict) -> bool:
        table = self.table
        return (self.asked() and banner["window"] == self._window()
                and banner["seat"] in table.session.state.to_act()
                and banner["seat"] == table.viewer)

    def _open(self) -> None:
        table = self.table
        asked = table.session.humans_to_act()
        if len(table.session.humans) == 1:
            if not asked:
                return  # the AI seats answer
            if not self.can_answer(asked[0]):
                table.play(asked[0], Decline())  # nothing to ask a lone human
                return
        if table.viewer is None or table.viewer not in asked:
            return  # the flow hands the screen to the next human asked
        seconds = table.app.prefs.reaction_seconds
        self._banner = {"seat": table.viewer, "left": seconds, "total": seconds,
                       "phase": table.phase(), "window": self._window()}
        table.app.sounds.play("window")  # by ear: a call may be made now

    def held(self) -> bool:
        """Whether a guided hand keeps the window open for its learner: its clock
        stands still until the coach's step asks them to let the single go."""
        coach = self.table.coach
        return coach is not None and not coach.lets_window_go()

    def _tick(self, dt: float) -> None:
        """The box's clock runs (not in a guided hand that holds it); the AI seats
        answer once nothing flies; at the end of its time the player asked lets the
        single go."""
        table = self.table
        if not self.held():
            self._banner["left"] -= dt
        if not table.anim.busy:
            table.drive_seats(dt)
        banner = self.banner
        if banner is not None and banner["left"] <= 0:
            table.play(banner["seat"], Decline())

    def share_left(self) -> float | None:
        """How much of the box's time is left (None while a guided hand holds it)."""
        if self.banner is None or self.held():
            return None
        return max(0.0, self.banner["left"] / self.banner["total"])

    # -- the calls ---------------------------------------------------------------------------

    def take_buzz(self, event) -> bool:
        """Confirm or Action 1 from a key or a pad while the box is up: the call of the
        player asked, from their own device (or the one everyone shares).  True if
        the intent was taken as one."""
        banner = self.banner
        if banner is None or event.device == MOUSE or \
                event.intent not in (Intent.CONFIRM, Intent.ACTION_1):
            return False
        seat = banner["seat"]
        bound = self.table.session.seat_devices.get(seat)
        if bound is not None and bound != event.device:
            self.table.explain(call_refusal(self.table.views.view(None)))
            return True
        self.call(seat)
        return True

    def call(self, seat: int) -> None:
        """Mine! or Return! for `seat`, or the rules' reason why not (seen by that
        player alone: only their tiles are in view)."""
        table = self.table
        calls = [a for a in table.session.state.legal_actions(seat)
                 if isinstance(a, (Mine, Return))]
        if calls:
            table.play(seat, calls[0])
            table.app.sounds.play("buzz")
        else:
            table.explain(call_refusal(table.seat_view(seat)))
