"""Procession (Leroy Quet): flip one digit of a row of 0s and 1s so that the multiset
of run lengths is new; the last player able to move wins.  Perfect information.

See rules/procession.md and CLARIFICATIONS.md (n from 2 to 12; the start counts as
occurred; moves are compulsory; with any number of players the last mover wins).
"""

from __future__ import annotations

from game.core import Event, MatchEnded, Outcome, State, handles
from game.procession.actions import Flip
from game.procession.events import DigitFlipped
from game.procession.refusals import refusal
from game.procession.runs import Row, RunLengths, flip_row, flips, run_lengths
from game.procession.view import ProcessionView

#: The flip of each digit, 1..12, made once: actions are values.
FLIPS = {p: Flip(p) for p in range(1, 13)}


class ProcessionState(State):
    CACHES = {"_legal": None}
    REFUSAL = staticmethod(refusal)

    def __init__(self, num_seats: int, n: int, first_seat: int = 0):
        self.num_seats = num_seats
        self.n = n
        self.history: list[Row] = [tuple([0] * n)]
        self.movers: list[int] = []
        self.occurred: set[RunLengths] = {(n,)}
        self.next_seat = first_seat
        self._legal: list[Flip] | None = None

    # -- protocol -----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over else (self.next_seat,)

    def legal_actions(self, seat: int) -> list[Flip]:
        if seat != self.next_seat or self.is_over:
            return []
        return list(self._moves())

    @handles(Flip)
    def _flip(self, seat: int, action: Flip) -> list[Event]:
        row = self._flipped(action.position)
        runs = run_lengths(row)
        self.history.append(row)
        self.movers.append(seat)
        self.occurred.add(runs)
        self.next_seat = (seat + 1) % self.num_seats
        self.position_changed()  # `is_over` asks for the new position's moves
        events: list[Event] = [DigitFlipped(seat, action.position, row, runs)]
        if self.is_over:
            events.append(MatchEnded(self.outcome(), f"Player {seat + 1} made the last move"))
        return events

    def view(self, seat: int | None) -> ProcessionView:
        return ProcessionView(
            seat=seat, num_seats=self.num_seats, to_act=self.to_act(),
            is_over=self.is_over, n=self.n, row=self.row,
            history=tuple(self.history), movers=tuple(self.movers),
            next_seat=self.next_seat)

    @property
    def is_over(self) -> bool:
        return not self._moves()

    def outcome(self) -> Outcome:
        winner = self.movers[-1] if self.movers else None
        rewards = tuple(1.0 if s == winner else 0.0 for s in range(self.num_seats))
        return Outcome(scores=rewards, winners=(winner,) if winner is not None else (),
                       rewards=rewards)

    # -- rules --------------------------------------------------------------------

    @property
    def row(self) -> Row:
        return self.history[-1]

    def _flipped(self, position: int) -> Row:
        return flip_row(self.row, position)

    def _moves(self) -> list[Flip]:
        if self._legal is None:
            occurred = self.occurred
            self._legal = [FLIPS[p] for p, runs in flips(self.row) if runs not in occurred]
        return self._legal


def new_game(num_seats: int, options: dict, seed: int, deal=None) -> ProcessionState:
    """Seat 0 moves first (the rules leave the order open).  `deal` is unused."""
    return ProcessionState(num_seats, options["n"], first_seat=0)
