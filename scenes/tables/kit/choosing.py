"""What a game's table lets the viewer choose: the targets on the table, the buttons,
and the table's own selection state (picked cards, a chosen pile).  Each game's table
package subclasses `Choosing` in its `choosing.py`; this one offers nothing but Undo."""

from __future__ import annotations

from scenes.tables.kit.table_part import TablePart
from scenes.tables.kit.targets import Target
from scenes.widgets.button import Button


class Choosing(TablePart):

    def build_targets(self) -> list[Target]:
        """What the viewer may point at now (only asked on the viewer's turn)."""
        return []

    def choice_key(self) -> tuple:
        """The selection as it stands: targets are listed again when it or the view
        changes."""
        return ()

    def table_buttons(self) -> list[Button]:
        """The buttons for the viewer now (end turn, pass, undo...)."""
        undo = self.table.controls.undo_button()
        return [undo] if undo else []

    def button_refusal(self, name: str) -> str:
        """Why the greyed button `name` does nothing now, in the rules' words where
        it is a move ("" if the table has no better words than the kit's)."""
        return ""

    def handle_other(self, seat: int, event) -> None:
        """An intent neither a button nor the targets used (BACK, say)."""

    def after_move(self) -> None:
        """The viewer's move was played: drop the selection."""

    def decline_move(self, seat: int):
        """The move that says "no" for `seat` now (letting a call window go by), or
        None.  Back plays it at once."""
        return None

    def hint_keys(self, action) -> list:
        """What to light up for `action`: target keys, and `("button", name)` for a
        button, in the order a player would choose them."""
        return [t.key for t in self.table.targets.items if t.action == action]
