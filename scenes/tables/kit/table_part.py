"""What a game's own parts of its table (its choosing, words and animation) have in
common: each is built with the table and told of the table's frames, of its coming back
on top, of a match entered and of a move taken back."""

from __future__ import annotations


class TablePart:
    def __init__(self, table):
        self.table = table

    def update(self, dt: float) -> None:
        """A frame went by."""

    def enter(self) -> None:
        """The table was put on screen (a match begun, or taken up again)."""

    def resume(self) -> None:
        """What stood over the table (results, pause) was closed."""

    def on_undo(self) -> None:
        """The state went back one move."""
