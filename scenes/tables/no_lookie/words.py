"""No Lookie in words: the move log (never naming a card to those who didn't see
it), the status line, what the table asks of the player now and the hints under
their badge."""

from __future__ import annotations

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
from game.no_lookie.cards import (
    BURN,
    DRAFT,
    ELEVEN,
    RAYS_PLAY,
    SLOT_WORDS,
    SWAP,
    TRADE,
    WILD,
    card_name,
    is_action,
)
from game.no_lookie.events import (
    ActionDeclined,
    Burned,
    CardDiscarded,
    CardDrawn,
    CardReplaced,
    DraftPicked,
    TurnLost,
    TurnSkipped,
)
from game.no_lookie.rules import ACTION, HOLD, PICK, PLACE, TRADE_WITH, TURN
from scenes.core.input import Intent
from scenes.tables.kit.words import Words
from scenes.widgets import theme


def say_card(card: int | None) -> str:
    """A card in the log's words: "7", "the 11", "a wild", "Swap"."""
    if card is None:
        return "a card"
    if card == WILD:
        return "a wild"
    if card == ELEVEN:
        return "the 11"
    return card_name(card)


def row_words(slot: int) -> str:
    return "top row" if slot < 2 else "bottom row"


ACTION_ASKS = {
    SWAP: "Swap: pick one card of your top row and one of your bottom row to switch.",
    TRADE: "Trade: pick one of your cards, then one of another player's.",
    BURN: "Burn: pick one of your cards to bury face down; a new card replaces it.",
    DRAFT: "Draft: one card each for everyone. Which way do the cards pass?",
    RAYS_PLAY: "Ray's Play: take a second complete turn? (the discard pile)",
}


class NoLookieWords(Words):
    def describe_move(self, seat: int, action, events) -> tuple[str, str]:
        return describe(self.table, seat, action, events)

    def status_line(self) -> str:
        """While the reveal plays the next round is already dealt: say what is on
        screen, not whose turn is waiting behind it."""
        table = self.table
        if table.animation.reveal is not None and not table.session.state.is_over:
            return "The reveal: the round is scored"
        return super().status_line()

    def prompt(self, view) -> tuple[str, tuple]:
        """What to do now, in words, for the middle of the table."""
        table = self.table
        if view.is_over:
            return "The match is over.", theme.INK
        if not table.my_turn():
            actor = view.actor
            who = table.seat_name(actor)
            if view.phase == PICK:
                return f"{who} is choosing a draft card\u2026", theme.INK_DIM
            if view.phase == PLACE:
                return f"{who} is placing their draft card\u2026", theme.INK_DIM
            return f"{who} to play\u2026", theme.INK_DIM
        phase = view.phase
        if phase == TURN:
            top = view.discard[-1] if view.discard else None
            take = (f" or take the {say_card(top)} from the discard"
                    if top is not None and not is_action(top) else "")
            return f"Your turn: draw from the pile{take}.", theme.GOLD
        if phase == HOLD:
            return (f"You drew {say_card(view.held)}. Put it in your tableau in place of a "
                    "card, or discard it."), theme.GOLD
        if phase == ACTION:
            ask = ACTION_ASKS[view.pending]
            if view.pending == TRADE and table.choosing.picked:
                ask = "Trade: now pick the card of another player's tableau you take."
            return ask, theme.GOLD
        if phase == TRADE_WITH:
            return "Trade: pick the card of another player's tableau you take.", theme.GOLD
        if phase == PICK:
            side = "left" if view.draft_direction == 1 else "right"
            return f"Draft: keep one card; the rest pass to the {side}.", theme.GOLD
        return (f"Draft: place your {say_card(view.my_pick)} in your tableau in place of a card.",
                theme.GOLD)

    def hint_lines(self, view) -> list[str]:
        """Under your badge: how to choose, and what stands (a knock, your skips)."""
        table = self.table
        lines = []
        if view.knocker is not None and table.animation.reveal is None:
            lines.append(f"Last turns: {table.short_name(view.knocker)} knocked.")
        me = table.viewer
        if me is not None and view.skips[me]:
            lines.append("You skip your next turn (the 11).")
        if table.my_turn() and view.phase == TURN and not view.rearranged:
            lines.append("Before drawing you may switch two cards of one row.")
        if table.my_turn():
            lines.append(f"Arrows or mouse to point, {table.key_label(Intent.CONFIRM)} to choose.")
        elif me is not None and table.animation.look.showing():
            lines.append("Your bottom row is face up until your first turn.")
        if me is not None and table.memory_aid():
            lines.append("Memory aid: the cards you have seen are shown.")
        return lines


# -- the log: each kind of move as its mover and everyone else read it -----------------

def _first(events, kind):
    return next((e for e in events if isinstance(e, kind)), None)


def describe(table, seat: int, action, events) -> tuple[str, str]:
    """(the mover's line, everyone else's line)."""
    name = table.short_name(seat)
    mine, public = _describe(table, name, seat, action, events)
    tail = ""  # the log's lines are phrases, not sentences: what follows is joined on
    if _first(events, TurnLost) is not None:
        tail += "; the 11 costs them their next turn"
    for skipped in (e for e in events if isinstance(e, TurnSkipped)):
        tail += f"; {table.short_name(skipped.seat)}'s turn is skipped"
    return mine + tail, public + tail


def _describe(table, name, seat, action, events) -> tuple[str, str]:
    secret = _SECRET.get(type(action))
    if secret is not None:
        return secret(table, name, action, events)
    line = _OPEN[type(action)](table, name, action, events)
    return line, line


def _drew(table, name, action, events):
    card = say_card(_first(events, CardDrawn).card)
    return f"{name} drew {card} from the pile", f"{name} drew from the pile"


def _replaced(table, name, action, events):
    placed = _first(events, CardReplaced)
    drafted = "drafted " if table.animation.drafting else ""
    told = say_card(placed.card) if placed.public else f"a {drafted}card"
    line = (f"{name} put {{}} in their {row_words(action.slot)} and discarded "
            f"{say_card(placed.discarded)}")
    mine = f"their {drafted}{say_card(placed.card)}" if drafted else say_card(placed.card)
    return line.format(mine), line.format(told)


def _burned(table, name, action, events):
    burned = _first(events, Burned)
    line = f"{name} burned a card of their {row_words(action.slot)} and drew {{}} in its place"
    return line.format(say_card(burned.card)), line.format("a new one")


def _picked(table, name, action, events):
    picks = [e for e in events if isinstance(e, DraftPicked)]
    last = ""
    if len(picks) > 1:
        last = f"; {table.short_name(picks[-1].seat)} takes the last card"
    return (f"{name} kept {say_card(picks[0].card)} from the draft{last}",
            f"{name} kept a card from the draft{last}")


def _declined(table, name, action, events):
    declined = _first(events, ActionDeclined)
    return f"{name} left the {say_card(declined.card if declined else None)} unused"


_SECRET = {DrawStock: _drew, Replace: _replaced, Burn: _burned, DraftPick: _picked}
_OPEN = {
    DrawDiscard: lambda t, name, a, events:
        f"{name} took {say_card(_first(events, CardDrawn).card)} from the discard pile",
    DiscardDrawn: lambda t, name, a, events:
        f"{name} discarded {say_card(_first(events, CardDiscarded).card)}",
    Rearrange: lambda t, name, a, events:
        f"{name} switched two cards of their {row_words(a.first)}",
    Knock: lambda t, name, a, events: f"{name} knocked! Everyone else plays once more",
    Decline: _declined,
    Swap: lambda t, name, a, events:
        f"{name} swapped a top-row card with a bottom-row card, unseen",
    TradeFrom: lambda t, name, a, events:
        f"{name} trades their {SLOT_WORDS[a.slot]} card\u2026",
    TradeWith: lambda t, name, a, events:
        f"{name}: \u2026 for {t.short_name(a.seat)}'s {SLOT_WORDS[a.slot]} card, unseen",
    Draft: lambda t, name, a, events:
        f"{name} drafts: one card each, passing to the "
        f"{'left' if a.direction == 1 else 'right'}",
    RaysPlay: lambda t, name, a, events: f"{name} plays Ray's Play: a second turn",
}
