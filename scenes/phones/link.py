"""A table's link to its phones, on the game thread: it starts the phones' server with
the table and stops it with the table, sends each joined phone its seat's page when it
changes, and takes the moves phones send through the table's own `play`, once each is
found to be this seat's, of this moment, and among its legal moves.

It reads the table it serves (its session, log and call window) and pushes the
"phone_join" screen over it while the match waits for a phone."""

from __future__ import annotations

import queue

from scenes.core.assets import asset
from scenes.match.phone_seats import phone_device, phone_seats
from scenes.match.seats import colour_name
from scenes.phones import network
from scenes.phones.available import missing
from scenes.phones.snapshot import encoded, snapshot
from scenes.phones.tokens import SeatTokens

STALE = "That choice was for an earlier moment: the table has moved on since."
BUSY = "Wait a moment: the TV is busy (paused, results, or a player taking the screen)."
HAND_OVER = "The hand is over: its results are on the TV."
RELEASED = "The host released this seat: scan the new code on the TV."
ON_THE_TV = "This seat is now played on the TV."


class PhoneLink:
    def __init__(self, table):
        self.table = table
        self.session = table.session
        self.tokens = SeatTokens(phone_seats(self.session))
        self.interfaces = network.interfaces()
        self.interface = self.interfaces[0]
        self.server = None
        self.problem = ""  # why phones are not served, in one line
        self.joined: set[int] = set()
        self.held = ""  # why phones may make no move now ("" : they may)
        self._sent: dict[int, tuple] = {}  # seat -> (what its page was made of, the page)
        self._views: dict[int, tuple] = {}  # seat -> (its view, the moves made as it came)

    @property
    def seats(self) -> list[int]:
        return phone_seats(self.session)

    # -- the server ------------------------------------------------------------------------

    def listen(self, interface: str | None = None) -> bool:
        """(Re)start the server on `interface` (by default the one chosen)."""
        self.stop_listening()
        self.interface = interface or self.interface
        self.problem = missing()
        if self.problem:
            return False
        from scenes.phones.server import PhoneServer  # the extra's packages, if installed
        server = PhoneServer(self.tokens, asset("phones"))
        try:
            try:
                server.start(self.interface, network.port())
            except OSError:
                server.start(self.interface, 0)  # the usual port is taken: any free one
        except OSError as error:
            self.problem = f"Phones can't be served on {self.interface}: {error.strerror or error}"
            return False
        self.server = server
        return True

    def stop_listening(self) -> None:
        if self.server is not None:
            self.server.stop()
        self.server = None
        self.joined.clear()
        self._sent.clear()

    def close(self) -> None:
        """The table is closed: no phone may reach it, and its codes open nothing."""
        self.stop_listening()
        self.tokens.clear()

    def address(self) -> str:
        host, port = self.server.address
        return f"{host}:{port}"

    def url(self, seat: int) -> str:
        return f"http://{self.address()}/#{self.tokens.token(seat)}"

    # -- each frame --------------------------------------------------------------------------

    def update(self) -> bool:
        """The table's frame: True if it waits for a phone (the join screen opened)."""
        if not self.seats:
            self.stop_listening()
            return False
        if self.server is None and not self.problem:
            self.listen()
        self.held = self.hand_over()
        self.pump(playing=not self.held)
        self.publish()
        table = self.table
        if self.waiting_for() and table.app.stack.top is table:
            table.app.screens.push("phone_join", table)
            return True
        return False

    def hand_over(self) -> str:
        """Why no move may be made while a hand's end is on the TV ("" if one may): its
        results come first, as they do for a player at the TV."""
        flow = self.table.flow
        return HAND_OVER if flow.pending_results or flow.ended_hand is not None else ""

    def waiting_for(self) -> list[int]:
        """Phone seats with no phone that the match waits for: every one before the
        first move, and later those asked now."""
        state = self.session.state
        missing_phones = [seat for seat in self.seats if seat not in self.joined]
        if state.is_over or not self.session.actions:
            return missing_phones if not state.is_over else []
        return [seat for seat in missing_phones if seat in state.to_act()]

    def pump(self, playing: bool) -> None:
        """Take what the phones said since the last frame; their moves are made only
        when `playing` (else refused with the reason the table is held)."""
        if self.server is None:
            return
        from scenes.phones.server import Joined, Left
        while True:
            try:
                said = self.server.inbox.get_nowait()
            except queue.Empty:
                return
            if isinstance(said, Joined):
                self.joined.add(said.seat)
                self._sent.pop(said.seat, None)
            elif isinstance(said, Left):
                self.joined.discard(said.seat)
                self.table.app.notify(f"{colour_name(said.seat)}'s phone left: it can come "
                                      "back with the same code.", 4.0)
            else:
                self.take_move(said.seat, said.act, playing)

    def take_move(self, seat: int, act, playing: bool) -> None:
        from scenes.phones.server import refusal
        if seat not in self.seats:
            return  # released or given to a device meanwhile
        reason = self.refusal(seat, act, playing)
        if not reason:
            action = next(a for a in self.session.state.listed_actions(seat)
                          if str(a) == act.move)
            reason = "" if self.table.play(seat, action) else "The table refused that move."
        if reason:
            self.server.tell(seat, refusal(reason))

    def refusal(self, seat: int, act, playing: bool) -> str:
        """Why the move a phone sent may not be made now, or ""."""
        if not playing:
            return self.held or BUSY
        state = self.session.state
        if act.turn != self.version(seat):
            return STALE
        legal = state.listed_actions(seat)
        if not legal:
            return state.turn_refusal(seat)
        if all(str(action) != act.move for action in legal):
            return f"{act.move[:40]!r} is not one of your moves now."
        return ""

    def version(self, seat: int) -> int:
        """How many moves had been made when `seat`'s View last changed: a move sent
        from an older page is stale (another seat's secret step changes nothing here)."""
        view = self.session.state.view(seat)
        known = self._views.get(seat)
        if known is None or known[0] != view:
            known = (view, len(self.session.actions))
            self._views[seat] = known
        return known[1]

    def publish(self) -> None:
        """Send each joined phone its page, if it changed since it was last sent."""
        if self.server is None:
            return
        table = self.table
        clock = getattr(getattr(table, "window", None), "banner", None)
        for seat in sorted(self.joined):
            key = (id(self.session.state), len(self.session.actions), len(table.log),
                   self.held, clock and round(clock["left"], 1))
            if self._sent.get(seat, (None,))[0] == key:
                continue
            page = snapshot(table, seat, self.held)
            page["turn"] = self.version(seat)
            text = encoded(page)
            if self._sent.get(seat, (None, None))[1] != text:
                self.server.publish(seat, text)
            self._sent[seat] = (key, text)

    def covered(self) -> None:
        """Something opened over the table: no phone moves until it closes."""
        self.hold(self.held or BUSY)

    def hold(self, reason: str) -> None:
        """No phone may move now (`reason` says why); "" lets them again."""
        if reason != self.held:
            self.held = reason
            self.publish()

    # -- the host's say ------------------------------------------------------------------------

    def release(self, seat: int) -> None:
        """Let go of the phone on `seat`: its code changes, so another phone may take it."""
        self.tokens.renew(seat)
        self.joined.discard(seat)
        self._sent.pop(seat, None)
        if self.server is not None:
            self.server.let_go(seat, RELEASED)

    def give_to(self, seat: int, device: str) -> None:
        """`seat` is played on the TV with `device` (a controller, the keyboard)."""
        self.session.seat_devices[seat] = device
        self.tokens.drop(seat)
        self.joined.discard(seat)
        if self.server is not None:
            self.server.let_go(seat, ON_THE_TV)

    def take_back(self, seat: int) -> None:
        """`seat`, played on the TV, is a phone's again, with a new code."""
        self.session.seat_devices[seat] = phone_device(seat)
        self.tokens.renew(seat)
