"""Choosing a flip at the Procession table: point at a digit (arrows, d-pad, mouse);
the tip says what its flip would make, or why the rules refuse it ("3 · 1 · 1 was
made on move 2"); confirm flips it."""

from __future__ import annotations

from game.procession.actions import Flip
from game.procession.refusals import refusal
from game.procession.runs import flip_row, run_lengths, say_runs
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target


class ProcessionChoosing(Choosing):
    def build_targets(self) -> list[Target]:
        view = self.table.view
        targets = []
        for index, rect in enumerate(self.table.geometry.tile_rects()):
            position = index + 1
            flip = Flip(position)
            why = refusal(view, flip)
            runs = run_lengths(flip_row(view.row, position))
            targets.append(Target(("digit", position), rect, action=None if why else flip,
                                  preview=f"Flip digit {position}: {say_runs(runs)} is new",
                                  refusal=why, group="row"))
        return targets

    def flippable(self) -> dict[int, bool] | None:
        """Which digits the viewer may flip now (position -> may it), on their turn."""
        table = self.table
        if not table.my_turn():
            return None
        return {t.key[1]: t.allowed for t in table.controls.refresh_targets().items}

    def table_buttons(self) -> list:
        """None: a flip hands the turn on at once, so there is never a move of one's
        own still to take back (the kit's undo rule), and a button that can never be
        pressed would only mislead."""
        return []
