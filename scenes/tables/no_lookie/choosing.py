"""What a No Lookie player chooses on the table.  A turn: point at the pile or the
discard and confirm; the drawn card shows beside the piles; confirm a place in your
tableau to put it there, or the discard pile (or the Discard button) to let it go.
Before drawing, picking two cards of one row switches them.  An action card
discarded asks in words what to do, its targets framed; one button declines it.
Knock is a button.  Nothing is chosen while the reveal plays."""

from __future__ import annotations

import pygame

from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Rearrange,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import BURN, DRAFT, ELEVEN, RAYS_PLAY, SLOT_WORDS, SWAP, TOP, TRADE
from game.no_lookie.refusals import refusal, swap_refusal, switch_refusal
from game.no_lookie.rules import ACTION, HOLD, PICK, PLACE, TRADE_WITH, TURN
from scenes.core.input import Intent
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target
from scenes.tables.no_lookie.cards_said import card_noun, the_card
from scenes.tables.no_lookie.geometry import direction_rects, packet_rects
from scenes.widgets.button import Button

ACTION_VERBS = {SWAP: "Swap", TRADE: "Trade", BURN: "Burn", DRAFT: "Draft",
                RAYS_PLAY: "Ray's Play"}


class NoLookieChoosing(Choosing):
    def __init__(self, table):
        super().__init__(table)
        self.picked: list[tuple[int, int]] = []  # (seat, slot) chosen so far

    def choice_key(self) -> tuple:
        """Picked cards, and whether a reveal is showing (no targets while it is)."""
        return (tuple(self.picked), self.table.animation.reveal is None)

    def after_move(self) -> None:
        self.picked = []

    def on_undo(self) -> None:
        self.picked = []
        self.table.animation.undone()

    def handle_other(self, seat: int, event) -> None:
        if event.intent == Intent.BACK and self.picked:
            self.picked.pop()
            self.table.controls.forget_targets()
            self.table.app.sounds.play("back")

    def hint_keys(self, action) -> list:
        """Two of one's own cards for a switch or a swap; one to trade away; a knock or
        a declined action card is its button."""
        me = self.table.viewer
        pairs = {Rearrange: ("first", "second"), Swap: ("top", "bottom"), TradeFrom: ("slot",)}
        if type(action) in pairs:
            return [("slot", me, getattr(action, name)) for name in pairs[type(action)]]
        keys = super().hint_keys(action)
        button = {Knock: "knock", Decline: "decline"}.get(type(action))
        return keys or ([("button", button)] if button else [])

    def table_buttons(self) -> list[Button]:
        table = self.table
        buttons = []
        view = table.view
        me = table.viewer
        if table.my_turn() and table.animation.reveal is None:
            if view.phase == TURN and Knock() in table.legal():
                buttons.append(Button("knock", "Knock", lambda: table.play_chosen(me, Knock()),
                                      Intent.ACTION_1, says="call the round: every other "
                                      "player has one more turn"))
            elif view.phase == HOLD:
                buttons.append(Button("discard", "Discard it",
                                      lambda: table.play_chosen(me, DiscardDrawn()),
                                      Intent.ACTION_1, says="the card you drew, face up"))
            elif view.phase == ACTION:  # Back puts a picked card back, as in every pick
                back = None if self.picked else Intent.BACK
                buttons.append(Button("decline", f"No {ACTION_VERBS[view.pending]}",
                                      lambda: table.play_chosen(me, Decline()), back,
                                      says="let the action card go unused"))
        undo = table.controls.undo_button() if table.animation.reveal is None else None
        return buttons + ([undo] if undo else [])  # the round revealed is over: no undo

    # -- the targets of each phase --------------------------------------------------------

    def build_targets(self) -> list[Target]:
        if self.table.animation.reveal is not None:
            return []
        view = self.table.view
        builders = {TURN: self._turn_targets, HOLD: self._hold_targets,
                    ACTION: self._action_targets, TRADE_WITH: self._trade_with_targets,
                    PICK: self._pick_targets, PLACE: self._place_targets}
        return builders[view.phase](view)

    def _own(self, slot: int) -> pygame.Rect:
        return self.table.places().slot(self.table.viewer, slot)

    def _turn_targets(self, view) -> list[Target]:
        layout = self.table.layout
        targets = [Target("stock", layout["stock"], action=DrawStock(),
                          preview="Draw the top card of the pile", group="pile")]
        top = view.discard[-1] if view.discard else None
        targets.append(Target("discard", layout["discard"], action=DrawDiscard(),
                              preview=f"Take {the_card(top)} from the discard pile",
                              refusal=refusal(view, DrawDiscard()), group="pile"))
        for slot in range(5):
            targets.append(self._rearrange_target(view, slot))
        return targets

    def _first_of_two(self, slot: int, preview: str) -> Target | None:
        """One's own card at `slot` as the first of two: picked now, or put back if it
        is the one picked; None once another card was picked first."""
        me = self.table.viewer
        key, rect, mine = ("slot", me, slot), self._own(slot), (me, slot)
        if not self.picked:
            return Target(key, rect, on_choose=lambda: self.picked.append(mine), preview=preview)
        if self.picked[0][1] == slot:
            return Target(key, rect, on_choose=self.picked.clear,
                          preview=f"Put your {SLOT_WORDS[slot]} card back")
        return None

    def _rearrange_target(self, view, slot: int) -> Target:
        key, rect = ("slot", self.table.viewer, slot), self._own(slot)
        first = self.picked[0][1] if self.picked else None
        why = switch_refusal(view, slot, None if first == slot else first)
        if why:
            return Target(key, rect, refusal=why)
        picking = self._first_of_two(slot, f"Pick your {SLOT_WORDS[slot]} card to switch "
                                     "within its row")
        if picking is not None:
            return picking
        move = Rearrange(min(first, slot), max(first, slot))
        return Target(key, rect, action=move, preview=f"Switch your {SLOT_WORDS[first]} and "
                                                      f"{SLOT_WORDS[slot]} cards")

    def _hold_targets(self, view) -> list[Target]:
        me = self.table.viewer
        held = the_card(view.held)
        targets = [Target(("slot", me, slot), self._own(slot), action=Replace(slot),
                          preview=f"Put {held} at {SLOT_WORDS[slot]}; discard the card there")
                   for slot in range(5)]
        extra = " and lose your next turn" if view.held == ELEVEN else ""
        targets.append(Target("discard", self.table.layout["discard"], action=DiscardDrawn(),
                              preview=f"Discard {held}{extra}", group="pile"))
        return targets

    def _place_targets(self, view) -> list[Target]:
        drafted = card_noun(view.my_pick)
        return [Target(("slot", self.table.viewer, slot), self._own(slot), action=Replace(slot),
                       preview=f"Drafted {drafted} at {SLOT_WORDS[slot]}; discard the card "
                               "there")
                for slot in range(5)]

    def _pick_targets(self, view) -> list[Target]:
        cards = view.packet or ()
        passing = "left" if view.draft_direction == 1 else "right"
        rects = packet_rects(self.table.layout, len(cards))
        return [Target(("pick", i), rect, action=DraftPick(card),
                       preview=f"Keep {the_card(card)}; the rest pass to the {passing}")
                for i, (card, rect) in enumerate(zip(cards, rects))]

    def _action_targets(self, view) -> list[Target]:
        me = self.table.viewer
        card = view.pending
        if card == SWAP:
            return [self._swap_target(slot) for slot in range(5)]
        if card == BURN:
            return [Target(("slot", me, slot), self._own(slot), action=Burn(slot),
                           preview=f"Burn your {SLOT_WORDS[slot]} card; draw a new one in "
                                   "its place")
                    for slot in range(5)]
        if card == TRADE:
            return self._trade_targets(view)
        if card == DRAFT:
            return [Target(("draft", d), rect, action=Draft(d),
                           preview=f"Pass the drafted cards to the {'left' if d == 1 else 'right'}")
                    for d, rect in direction_rects(self.table.layout).items()]
        if card == RAYS_PLAY:
            return [Target("rays", self.table.layout["discard"], action=RaysPlay(),
                           preview="Take a second complete turn", group="pile")]
        return []

    def _swap_target(self, slot: int) -> Target:
        """Swap: one card of each row of one's own tableau."""
        key, rect = ("slot", self.table.viewer, slot), self._own(slot)
        picking = self._first_of_two(slot, f"Swap your {SLOT_WORDS[slot]} card with one of "
                                     "the other row")
        if picking is not None:
            return picking
        first = self.picked[0][1]
        why = swap_refusal(self.table.view, slot, first)
        if why:
            return Target(key, rect, refusal=why)
        top, bottom = (first, slot) if first in TOP else (slot, first)
        return Target(key, rect, action=Swap(top, bottom),
                      preview=f"Swap your {SLOT_WORDS[top]} and {SLOT_WORDS[bottom]} cards, "
                              "unseen")

    def _trade_targets(self, view) -> list[Target]:
        table = self.table
        me = table.viewer
        targets = []
        mine = self.picked[0][1] if self.picked else None
        for slot in range(5):
            chosen = (me, slot)
            targets.append(Target(("slot", me, slot), self._own(slot),
                                  on_choose=lambda c=chosen: self._pick_only(c),
                                  preview=f"Trade your {SLOT_WORDS[slot]} card away"))
        for seat in range(view.num_seats):
            if seat == me:
                continue
            for slot in range(5):
                rect = table.places().slot(seat, slot)
                key = ("slot", seat, slot)
                if mine is None:
                    targets.append(Target(key, rect, refusal=refusal(view, TradeWith(seat, slot))))
                else:
                    targets.append(Target(
                        key, rect, on_choose=lambda s=seat, t=slot: self._trade(mine, s, t),
                        preview=f"Trade with {table.short_name(seat)}'s "
                                f"{SLOT_WORDS[slot]} card"))
        return targets

    def _trade_with_targets(self, view) -> list[Target]:
        table = self.table
        return [Target(("slot", seat, slot), table.places().slot(seat, slot),
                       action=TradeWith(seat, slot),
                       preview=f"Trade with {table.short_name(seat)}'s {SLOT_WORDS[slot]} card")
                for seat in range(view.num_seats) if seat != table.viewer for slot in range(5)]

    def _pick_only(self, chosen) -> None:
        self.picked = [chosen]

    def _trade(self, own_slot: int, seat: int, slot: int) -> None:
        table = self.table
        me = table.viewer
        if table.play(me, TradeFrom(own_slot)) and table.play(me, TradeWith(seat, slot)):
            self.after_move()
