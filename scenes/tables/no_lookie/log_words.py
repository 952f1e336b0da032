"""No Lookie's move log: each kind of move as its mover reads it and as everyone else
may (never naming a card to those who did not see it)."""

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
from game.no_lookie.cards import SLOT_WORDS
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
from scenes.tables.no_lookie.cards_said import a_card, card_noun, row_words, the_card


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
    card = a_card(_first(events, CardDrawn).card)
    return f"{name} drew {card} from the pile", f"{name} drew a card from the pile"


def _replaced(table, name, action, events):
    placed = _first(events, CardReplaced)
    drafted = table.animation.drafting
    line = (f"{name} put {{}} in their {row_words(action.slot)} and discarded "
            f"{a_card(placed.discarded)}")
    if drafted:
        mine = f"their drafted {card_noun(placed.card)}"
        told = mine if placed.public else "their drafted card"
    else:
        mine = a_card(placed.card)
        told = mine if placed.public else "a card"
    return line.format(mine), line.format(told)


def _burned(table, name, action, events):
    burned = _first(events, Burned)
    line = f"{name} burned a card of their {row_words(action.slot)} and drew {{}} in its place"
    return line.format(a_card(burned.card)), line.format("a new one")


def _picked(table, name, action, events):
    picks = [e for e in events if isinstance(e, DraftPicked)]
    last = ""
    if len(picks) > 1:
        last = f"; {table.short_name(picks[-1].seat)} takes the last card"
    return (f"{name} kept {a_card(picks[0].card)} from the draft{last}",
            f"{name} kept a card from the draft{last}")


def _declined(table, name, action, events):
    declined = _first(events, ActionDeclined)
    return f"{name} left {the_card(declined.card if declined else None)} unused"


_SECRET = {DrawStock: _drew, Replace: _replaced, Burn: _burned, DraftPick: _picked}
_OPEN = {
    DrawDiscard: lambda t, name, a, events:
        f"{name} took {the_card(_first(events, CardDrawn).card)} from the discard pile",
    DiscardDrawn: lambda t, name, a, events:
        f"{name} discarded {a_card(_first(events, CardDiscarded).card)}",
    Rearrange: lambda t, name, a, events:
        f"{name} switched two cards of their {row_words(a.first)}",
    Knock: lambda t, name, a, events: f"{name} knocked! Everyone else plays once more",
    Decline: _declined,
    Swap: lambda t, name, a, events:
        f"{name} swapped a top-row card with a bottom-row card, unseen",
    TradeFrom: lambda t, name, a, events:
        f"{name} chose their {SLOT_WORDS[a.slot]} card to trade",
    TradeWith: lambda t, name, a, events:
        f"{name} traded it for {t.short_name(a.seat)}'s {SLOT_WORDS[a.slot]} card, unseen",
    Draft: lambda t, name, a, events:
        f"{name} drafts: one card each, passing to the "
        f"{'left' if a.direction == 1 else 'right'}",
    RaysPlay: lambda t, name, a, events: f"{name} plays Ray's Play: a second turn",
}
