"""Choosing a flip at the Procession table: point at a digit (arrows, d-pad, mouse);
the tip says what its flip would make, or why it is refused ("3 · 1 · 1 was made on
move 2"); confirm flips it."""

from __future__ import annotations

from game.procession.actions import Flip
from game.procession.runs import flip_row, run_lengths, say_runs, why_not
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target


class ProcessionChoosing(Choosing):
    def build_targets(self) -> list[Target]:
        table = self.table
        view = table.view
        legal = set(table.legal())
        targets = []
        for index, rect in enumerate(table.geometry.tile_rects()):
            position = index + 1
            runs = run_lengths(flip_row(view.row, position))
            flip = Flip(position)
            refusal = "" if flip in legal else why_not(view.history, position)
            targets.append(Target(("digit", position), rect, action=flip if not refusal else None,
                                  preview=f"Flip digit {position}: {say_runs(runs)} is new",
                                  refusal=refusal, group="row"))
        return targets

    def table_buttons(self) -> list:
        """None: a flip hands the turn on at once, so there is never a move of one's
        own still to take back (the kit's undo rule), and a button that can never be
        pressed would only mislead."""
        return []
