"""Choosing a move at the Peek and Run table: pick a hand card, then a pile (or click a
lit board cell to claim it straight away).  A ten is shown at once, and each step of
its peek (a card to look at, the pile the ten goes under) is a thing on the table.
Action 1 ends the turn, or passes, or (pressed twice) forfeits the hand."""

from __future__ import annotations

from game.peek_and_run import board as pr_board
from game.peek_and_run.actions import (
    PEEK,
    PLAY,
    RELOCATE,
    SECOND,
    Claim,
    EndTurn,
    Forfeit,
    Pass,
    ShowTen,
    card_move,
)
from game.peek_and_run.refusals import pile_refusal, refusal
from scenes.core.input import Intent
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target
from scenes.tables.peek_and_run.phrases import action_words, card_words
from scenes.widgets.button import Button

FORFEIT_CONFIRM_SECONDS = 3.0
CHOOSING = (PLAY, SECOND)  # a card, then a pile (or a cell)
POINTING = (PEEK, RELOCATE)  # every step is a thing on the table


class PeekAndRunChoosing(Choosing):
    def __init__(self, table):
        super().__init__(table)
        self.selected: int | None = None  # index of the chosen hand card
        self.forfeit_armed = 0.0  # seconds in which End turn again forfeits
        self._turn: tuple | None = None  # (viewer, seat to play, hand): a new one resets

    def choosing_cards(self) -> bool:
        """Whether the viewer is choosing a card and a pile now (not a peek's step)."""
        return self.table.my_turn() and self.table.view.phase in CHOOSING

    # -- the move a card and a pile make ---------------------------------------------------

    def card_move(self, card_index: int, pile: str):
        """The move hand card `card_index` makes on `pile`, as the rules build it
        (legal or not: the rules say why not)."""
        hand = self.table.view.my_hand
        return card_move(self.table.view, hand[card_index], pile) \
            if card_index < len(hand) else None

    def pile_refusal(self, pile: str) -> str:
        """Why the card picked up may not go on `pile` (or that one must be picked up
        first), in the rules' words; "" if it may."""
        table = self.table
        card = table.view.my_hand[self.selected] if self.selected is not None else None
        return pile_refusal(table.view, card, pile, table.words.side_name)

    def ten_refusal(self, ten) -> str:
        """Why the ten may not be shown now: the rules' words, or, with another card
        picked up, that it goes back first (a peek would drop it unseen)."""
        table = self.table
        if self.selected is not None:
            held = card_words(table.view.my_hand[self.selected])
            return (f"{held} is picked up: put it back ({table.key_label(Intent.BACK)}) "
                    "before showing a ten.")
        return refusal(table.view, ShowTen(ten), table.words.side_name)

    # -- targets -----------------------------------------------------------------------------

    def build_targets(self) -> list[Target]:
        table = self.table
        phase = table.view.phase
        if phase in POINTING:
            return [Target(("step", str(a)), table.geometry.action_rect(a), action=a,
                           preview=action_words(a, table.short_name)) for a in table.legal()]
        if phase not in CHOOSING:
            return []
        return self._hand_targets() + self._pile_targets() + self._cell_targets()

    def _hand_targets(self) -> list[Target]:
        table = self.table
        targets = []
        for i, card in enumerate(table.view.my_hand):
            key, rect = ("hand", i), table.geometry.hand_rect(i)
            if card.is_ten:
                ten = self.card_move(i, "L")
                why = self.ten_refusal(ten.card)
                targets.append(Target(key, rect, action=None if why else ten,
                                      preview=action_words(ten, table.short_name),
                                      refusal=why, group="hand"))
            else:
                chosen = i == self.selected
                targets.append(Target(key, rect, on_choose=lambda i=i: self.select(i),
                                      preview="Put it back" if chosen else
                                      f"Pick up {card_words(card)}", group="hand"))
        return targets

    def _pile_targets(self) -> list[Target]:
        table = self.table
        targets = []
        for pile in "LR":
            key, rect = ("pile", pile), table.geometry.pile_rect(pile)
            why = self.pile_refusal(pile)
            move = self.card_move(self.selected, pile) if self.selected is not None else None
            targets.append(Target(key, rect, action=None if why else move,
                                  preview=action_words(move, table.short_name) if move else "",
                                  refusal=why, group="pile"))
        return targets

    def _cell_targets(self) -> list[Target]:
        """Cells a hand card claims now (the chosen card's alone once one is chosen)."""
        table = self.table
        hand = table.view.my_hand
        chosen = str(hand[self.selected]) if self.selected is not None else None
        targets: dict[int, Target] = {}
        for action in table.legal():
            if not isinstance(action, Claim) or chosen not in (None, str(action.card)):
                continue
            cell = pr_board.CELL_OF[action.product]
            targets.setdefault(cell, Target(("cell", cell), table.geometry.cell_rect(cell),
                                            action=action,
                                            preview=action_words(action, table.short_name),
                                            group="cell"))
        return list(targets.values())

    def hint_keys(self, action) -> list:
        """A card for a pile is picked up first, then laid; ending the turn is a button."""
        if isinstance(action, (EndTurn, Pass, Forfeit)):
            return [("button", "end")]
        keys = super().hint_keys(action)
        hand = [str(card) for card in self.table.view.my_hand]
        card = str(getattr(action, "card", ""))
        if keys or not hasattr(action, "pile") or card not in hand:
            return keys
        return [("hand", hand.index(card)), ("pile", action.pile)]

    # -- what the cursor would claim -------------------------------------------------------

    def claimable(self) -> frozenset:
        """The cells the viewer may claim now with a click (outlined)."""
        table = self.table
        if not table.my_turn():
            return frozenset()
        return frozenset(t.key[1] for t in table.targets.items if t.group == "cell")

    def previewed_claim(self) -> tuple[int, bool] | None:
        """The cell the target under the cursor would claim, and whether it may."""
        table = self.table
        target = table.targets.current if table.my_turn() else None
        if target is None or target.group not in ("pile", "cell"):
            return None
        move = target.action
        if move is None and self.selected is not None:
            move = self.card_move(self.selected, target.key[1])
        if not isinstance(move, Claim):
            return None
        return pr_board.CELL_OF[move.product], target.allowed

    # -- the card picked up ------------------------------------------------------------------

    def choice_key(self) -> tuple:
        return (self.selected,)

    def select(self, index: int) -> None:
        """Pick a hand card up (or put it back); the cursor goes to a pile it can go on."""
        if self.selected == index:
            self.selected = None
            return
        self.selected = index
        piles = [p for p in "LR" if not self.pile_refusal(p)] or ["L"]
        self.table.targets.point_at(("pile", piles[0]))

    def handle_other(self, seat: int, event) -> None:
        if event.intent == Intent.BACK and self.selected is not None:
            self.table.targets.point_at(("hand", self.selected))  # back where the card lies
            self.selected = None
            self.table.app.sounds.play("back")

    def after_move(self) -> None:
        self.selected = None
        self.forfeit_armed = 0.0
        self.table.targets.point_at(None)  # the first thing to choose next, not a stale pile

    def on_undo(self) -> None:
        """Nothing chosen, no peek under way in the log, nothing still in the air (the
        table's sprites went with the move)."""
        self.after_move()
        self.table.words.forget_peek()
        self.table.animation.land_all()

    def update(self, dt: float) -> None:
        """A forfeit's second press waits a moment; a new turn, or another player at the
        screen, starts with nothing chosen."""
        table = self.table
        self.forfeit_armed = max(0.0, self.forfeit_armed - dt)
        view = table.view
        turn = (table.viewer, view.current, view.hands_dealt)
        if turn != self._turn:
            self._turn = turn
            self.after_move()
            if table.hints.shown() is not None:  # asked for in this very frame
                table.hints.point_at()

    # -- buttons -----------------------------------------------------------------------------

    def table_buttons(self) -> list[Button]:
        table = self.table
        legal = table.legal()
        ending = next((a for a in (EndTurn(), Pass(), Forfeit()) if a in legal), None)
        label = {Pass(): "Pass", Forfeit(): "Forfeit"}.get(ending, "End turn")
        says = {Pass(): "play no card this turn",
                Forfeit(): "give up the hand, pressed twice (\u22121)"}.get(
            ending, "hand the turn to the next player")
        # on the viewer's turn End turn always answers: it ends, or the rules say why not
        buttons = [Button("end", label, self._end_turn, Intent.ACTION_1,
                          enabled=table.my_turn(), says=says)]
        undo = table.controls.undo_button()
        if undo:
            buttons.append(undo)
        style = "Words" if table.words.notation else "Notation"
        buttons.append(Button("notation", style, table.words.toggle_notation, Intent.PREV,
                              says=f"the move log in {style.lower()}"))
        return buttons

    def _end_turn(self) -> None:
        table = self.table
        legal, seat = table.legal(), table.viewer
        for move in (EndTurn(), Pass()):
            if move in legal:
                table.play_chosen(seat, move)
                return
        if Forfeit() not in legal:
            table.explain(refusal(table.view, EndTurn(), table.words.side_name))
        elif self.forfeit_armed > 0:
            table.play_chosen(seat, Forfeit())
        else:
            self.forfeit_armed = FORFEIT_CONFIRM_SECONDS
            table.explain(f"You have made no move: press {table.key_label(Intent.ACTION_1)} "
                          "again to forfeit the hand (\u22121).")
