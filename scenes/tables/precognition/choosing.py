"""Choosing at the Precognition table.  Writing: the pad's keys (↑ ↓ = Erase Done)
are targets; Backspace / B (or C / Y) erases, X says done.  Placing: your hand's cards
are targets; each previews the change it would make.  While the reveal is on the
table, nothing: the next deal waits for the results."""

from __future__ import annotations

from game.precognition.actions import Erase, Finish, Place
from scenes.core.input import Intent
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target
from scenes.tables.precognition.pad import PAD_KEYS, pad_actions
from scenes.tables.precognition.row import GLYPHS, WORDS, change_letter
from scenes.tables.precognition.words import pad_preview
from scenes.widgets.button import Button


class PrecognitionChoosing(Choosing):
    def choice_key(self) -> tuple:
        return (self.table.animation.reveal is not None,)

    def build_targets(self) -> list[Target]:
        table = self.table
        view = table.view
        if table.animation.reveal is not None:
            return []  # the reveal is on the table: the next deal waits for the results
        if view.writing:
            return [Target(("pad", name), rect, action=action,
                           preview=pad_preview(name), refusal=view.refusal(action),
                           group="pad")
                    for (name, _, _), rect, action in zip(PAD_KEYS, table.geometry.pad_rects(),
                                                          pad_actions())]
        before = view.row[-1].rank if view.row else None
        targets = []
        for card, rect in zip(view.hand, table.geometry.hand_rects()):
            action = Place(card)
            what = f"Place {card}"
            if view.row:
                letter = change_letter(before, card.rank)
                what += f": the row goes {GLYPHS[letter]} {WORDS[letter]}"
            targets.append(Target(("hand", card), rect, action=action, preview=what,
                                  refusal=view.refusal(action), group="hand"))
        return targets

    def table_buttons(self) -> list[Button]:
        table = self.table
        if not table.my_turn() or table.animation.reveal is not None:
            return []
        if table.view.writing:
            seat = table.viewer
            return [Button("done", "Done", lambda: table.play(seat, Finish()), Intent.ACTION_1),
                    Button("erase", "Erase", lambda: table.play(seat, Erase()), Intent.BACK)]
        undo = table.controls.undo_button()
        return [undo] if undo and undo.enabled else []
