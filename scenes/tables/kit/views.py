"""The Views a table draws from and the moves it offers, asked of the rules once per
move and viewer (a view rebuilt on every read cost a table 101 views a frame)."""

from __future__ import annotations


class Views:
    def __init__(self, session):
        self.session = session
        self._view: tuple = (None, None)  # (key, view)
        self._legal: tuple = (None, [])  # (key, moves)
        self._seat_views: tuple = (None, {})  # (key, seat -> view)

    def key(self, seat) -> tuple:
        """What a view of `seat` depends on: the state and how many moves it has had."""
        return (id(self.session.state), len(self.session.actions), seat)

    def view(self, seat):
        key = self.key(seat)
        if key != self._view[0]:
            self._view = (key, self.session.state.view(seat))
        return self._view[1]

    def legal(self, seat) -> list:
        """The moves of `seat` if it is asked now, else none."""
        key = self.key(seat)
        if key != self._legal[0]:
            state = self.session.state
            asked = seat is not None and seat in state.to_act()
            self._legal = (key, state.legal_actions(seat) if asked else [])
        return self._legal[1]

    def seat_view(self, seat: int):
        """What `seat` itself sees now, its own hand included (a replay draws every hand
        open from these)."""
        key = self.key(None)
        if key != self._seat_views[0]:
            self._seat_views = (key, {})
        views = self._seat_views[1]
        if seat not in views:
            views[seat] = self.session.state.view(seat)
        return views[seat]

    def forget(self) -> None:
        """For a state changed other than by a move (a test setting a position up)."""
        self._view = self._legal = (None, None)
        self._seat_views = (None, {})
