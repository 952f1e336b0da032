"""What a Serpent player chooses on the table.  Gift and show: three of one's hidden
cards picked one at a time (confirm on a card picks it, again takes it back; Back
takes back the last), then Action 1 gives or shows them.  Play: every card of the
hand is a target; one that may not be laid says why, in the rules' words
(game/serpent/refusals.py)."""

from __future__ import annotations

from functools import partial

import pygame

from game.serpent.actions import GIFT, PLAY, SHOW, Give, Play, Show
from game.serpent.cards import Card
from game.serpent.refusals import pick_refusal, picks_needed, picks_refusal, refusal
from scenes.core.input import Intent
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target
from scenes.widgets.button import Button
from scenes.widgets.cards import LIFT

PICK_STAYS = "In the guided hand a choice stays made: go on with the next one."


class SerpentChoosing(Choosing):
    def __init__(self, table):
        super().__init__(table)
        self.picked: list[Card] = []  # the gift or show being chosen, in order

    def choice_key(self) -> tuple:
        return tuple(self.picked)

    def build_targets(self) -> list[Target]:
        table = self.table
        places = table.card_places(table.viewer)
        phase = table.view.phase
        if phase in (GIFT, SHOW):
            return [self._pick_target(card, rect) for card, face_up, rect in places
                    if not face_up]
        if phase == PLAY:
            return [self._play_target(card, rect) for card, _, rect in places]
        return []

    def verb(self) -> str:
        return "give" if self.table.view.phase == GIFT else "show"

    def needed(self) -> int:
        return picks_needed(self.table.view)

    def _pick_target(self, card: Card, rect: pygame.Rect) -> Target:
        table = self.table
        key = ("hand", card)
        if card in self.picked and table.mode.picks_stay_made:
            return Target(key, rect.move(0, -LIFT), refusal=PICK_STAYS, group="hand")
        if card in self.picked:
            return Target(key, rect.move(0, -LIFT), on_choose=partial(self.picked.remove, card),
                          preview=f"Keep {card} after all", group="hand")
        why = pick_refusal(table.view, self.picked, card)
        if why:
            return Target(key, rect, group="hand", refusal=why)
        if table.view.phase == GIFT:
            preview = f"Give {card} to {table.short_name(table.view.defender)}, face up"
        else:
            preview = f"Show {card} face up (you keep it)"
        return Target(key, rect, on_choose=partial(self.picked.append, card), preview=preview,
                      group="hand")

    def _play_target(self, card: Card, rect: pygame.Rect) -> Target:
        table = self.table
        action = Play(card)
        why = refusal(table.view, action)
        if why:
            return Target(("hand", card), rect, action=action, group="hand", refusal=why)
        return Target(("hand", card), rect, action=action, group="hand",
                      preview=f"Play {card} on place {table.next_play()}")

    def hint_keys(self, action) -> list:
        """A gift or a show is picked a card at a time: the hinted card."""
        if isinstance(action, (Give, Show)):
            return [("hand", action.card)]
        return super().hint_keys(action)

    def confirm_picks(self) -> None:
        """Give (or show) the three picked cards, in the order they were picked."""
        table = self.table
        why = picks_refusal(table.view, self.picked)
        if why:
            table.explain(why)
            return
        kind = Give if table.view.phase == GIFT else Show
        seat = table.viewer
        for card in list(self.picked):
            if not table.play(seat, kind(card)):
                break
        self.picked.clear()

    def handle_other(self, seat: int, event) -> None:
        if event.intent == Intent.BACK and self.picked:
            self.picked.pop()
            self.table.app.sounds.play("back")

    def after_move(self) -> None:
        self.picked.clear()

    def on_undo(self) -> None:
        self.picked.clear()
        self.table.animation.undone()
        self.table.words.undone()

    def table_buttons(self) -> list[Button]:
        table = self.table
        buttons = []
        if table.my_turn() and table.view.phase in (GIFT, SHOW):
            verb = self.verb().title()
            count = len(self.picked)
            label = f"{verb} these {count}" if count == self.needed() else \
                f"{verb} ({count} of {self.needed()})"
            buttons.append(Button("confirm", label, self.confirm_picks, Intent.ACTION_1,
                                  says=f"{self.verb()} the cards you picked"))
        undo = table.controls.undo_button()
        return buttons + ([undo] if undo else [])
