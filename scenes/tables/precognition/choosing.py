"""Choosing at the Precognition table.  Writing: the pad's keys (↑ ↓ = Erase Done)
are targets; Backspace / B (or C / Y) erases, X says done.  Placing: your hand's cards
are targets; each previews the change it would make.  While the reveal is on the
table, nothing: the next deal waits for the results.  A key pressed (or your hand
clicked) when nobody asks you says why not, in the rules' words."""

from __future__ import annotations

from game.precognition.actions import Erase, Finish, Place
from game.precognition.refusals import refusal
from scenes.core.input import Intent
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target
from scenes.tables.precognition.pad import PAD_KEYS, pad_actions
from scenes.tables.precognition.row import GLYPHS, WORDS, change_letter
from scenes.tables.precognition.words import pad_preview
from scenes.widgets.button import Button

# keys that choose or play, said to be out of turn when nobody asks the viewer
CHOOSING_KEYS = (Intent.CONFIRM, Intent.ACTION_1, Intent.ACTION_2, Intent.BACK, Intent.NEXT,
                 Intent.PREV, Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT)
REVEALING = "The predictions are being revealed: the results come next."


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
            return [Button("done", "Done", lambda: table.play(seat, Finish()), Intent.ACTION_1,
                           says=pad_preview("done").removeprefix("Done: ")),
                    Button("erase", "Erase", lambda: table.play(seat, Erase()), Intent.BACK,
                           says=pad_preview("erase").lower())]
        undo = table.controls.undo_button()
        return [undo] if undo and undo.enabled else []

    def out_of_turn(self, event) -> bool:
        """A key that chooses (or a click on your hand or the pad) while nobody asks the
        viewer: say why not.  True if the intent was one."""
        table = self.table
        clicked = event.pos is not None and event.intent == Intent.CONFIRM and any(
            table.layout[place].collidepoint(event.pos) for place in ("hand", "pad"))
        revealing = table.animation.reveal is not None
        if (table.my_turn() and not revealing) or not (
                clicked or event.pos is None and event.intent in CHOOSING_KEYS):
            return False
        over = table.session.state.is_over
        table.explain(REVEALING if revealing and not over else refusal(table.view, Finish()))
        return True
