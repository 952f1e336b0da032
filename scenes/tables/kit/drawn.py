"""Which move the table's last frame showed.  A frame that applies a move (or takes one
back) shows the still parts as they were kept, and they catch up from the next frame:
sprites start where the moved things were kept, so the player sees no lag."""

from __future__ import annotations


class DrawnMoves:
    def __init__(self, session):
        self.session = session
        self._drawn: tuple | None = None

    def _now(self) -> tuple:
        return id(self.session.state), len(self.session.actions)

    def moved(self) -> bool:
        """Whether a move was made or taken back since the last frame drawn; this
        frame is then the one that shows it."""
        now = self._now()
        moved, self._drawn = now != self._drawn, now
        return moved

    def pending(self) -> bool:
        """Whether the next frame drawn will apply a move (without noting it)."""
        return self._now() != self._drawn
