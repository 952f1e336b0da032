"""No Lookie in words: the status line (whose turn, and what to do now), the keys to
press (the chrome's instruction line), news of a move for the chrome's banner, and
the move log (log_words.py)."""

from __future__ import annotations

from game.no_lookie.cards import BURN, DRAFT, RAYS_PLAY, SWAP, TRADE, is_action
from game.no_lookie.events import DraftEnded, ExtraTurn, Knocked, TurnLost, TurnSkipped
from game.no_lookie.rules import ACTION, HOLD, PICK, PLACE, TRADE_WITH, TURN
from scenes.core.input import Intent
from scenes.tables.kit.words import Words
from scenes.tables.no_lookie.cards_said import card_noun, the_card
from scenes.tables.no_lookie.log_words import describe

ACTION_ASKS = {
    SWAP: "Swap: pick a top-row card and a bottom-row card to switch",
    TRADE: "Trade: pick one of your cards, then another player's",
    BURN: "Burn: pick a card to bury face down; a new one replaces it",
    DRAFT: "Draft: which way do the drafted cards pass?",
    RAYS_PLAY: "Ray's Play: choose the discard pile to take a second turn",
}
TRADE_TAKE = "Trade: now pick the card you take from another player"


class NoLookieWords(Words):
    ASKED_IN_PHASE = {TURN: "{name}'s turn", HOLD: "{name}'s turn",
                      ACTION: "{name} plays an action card", TRADE_WITH: "{name} trades a card",
                      PICK: "{name} picks a card from the draft",
                      PLACE: "{name} places the drafted card"}

    def describe_move(self, seat: int, action, events) -> tuple[str, str]:
        return describe(self.table, seat, action, events)

    # -- the status line ---------------------------------------------------------------

    def status_line(self) -> str:
        """Whose turn it is and, on yours, what to do now, in words that wait for the
        cards in motion to land (they never name a card still on its way)."""
        table = self.table
        if table.animation.reveal is not None and not table.session.state.is_over:
            return "The reveal: the round is scored"
        if not table.my_turn():
            return super().status_line()
        if table.anim.busy:
            return f"Your turn, {table.short_name(table.viewer)}"
        return self.what_to_do(table.view)

    def what_to_do(self, view) -> str:
        table = self.table
        phase = view.phase
        if phase == TURN:
            last = "last " if view.knocker is not None else ""
            top = view.discard[-1] if view.discard else None
            take = f" or take {the_card(top)}" if top is not None and not is_action(top) else ""
            return f"Your {last}turn, {table.short_name(view.seat)}: draw from the pile{take}"
        if phase == HOLD:
            return f"You drew {the_card(view.held)}: put it in place of a card, or discard it"
        if phase == ACTION:
            taking = view.pending == TRADE and table.choosing.picked
            return TRADE_TAKE if taking else ACTION_ASKS[view.pending]
        if phase == TRADE_WITH:
            return TRADE_TAKE
        if phase == PICK:
            side = "left" if view.draft_direction == 1 else "right"
            return f"Draft: keep one card; the rest pass to the {side}"
        return f"Draft: put your drafted {card_noun(view.my_pick)} in place of a card"

    # -- the instruction line: the keys --------------------------------------------------

    def instruction(self) -> str:
        table = self.table
        confirm = table.key_label(Intent.CONFIRM)
        look = table.animation.look
        if look.looking is not None and look.looking == table.viewer:
            return (f"Remember these: your bottom row, face up for a moment "
                    f"({confirm} when you have them)")
        if not table.my_turn():
            if table.viewer is not None and look.showing():
                return "Your bottom row stays face up until your first turn"
            return ""
        controls = table.controls
        mouse = " or mouse" if controls.mouse_plays() else ""
        keys = f"{controls.arrows()}{mouse} to point, {confirm} to choose"
        view = table.view
        if view.phase == TURN and not view.rearranged:
            return f"{keys} \u00b7 before drawing you may switch two cards of one row"
        if view.phase == ACTION and view.pending in (SWAP, TRADE) and table.choosing.picked:
            return f"{keys} \u00b7 {table.key_label(Intent.BACK)} puts the card back"
        return keys

    # -- news of a move ------------------------------------------------------------------

    def news(self, events) -> str:
        """What a move's events tell everyone, for the banner ("" if nothing)."""
        name = self.table.short_name
        said = []
        for event in events:
            if isinstance(event, Knocked):
                said.append(f"{name(event.seat)} knocked: everyone else plays once more")
            elif isinstance(event, TurnLost):
                said.append(f"{name(event.seat)} discarded the 11 and skips their next turn")
            elif isinstance(event, TurnSkipped):
                said.append(f"{name(event.seat)}'s turn is skipped (the 11)")
            elif isinstance(event, ExtraTurn):
                said.append(f"Ray's Play: {name(event.seat)} takes a second turn")
            elif isinstance(event, DraftEnded):
                said.append(f"{name(event.seat)}'s draft is over")
        return "; ".join(said)
