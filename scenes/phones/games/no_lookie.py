"""No Lookie, No Peekie on a phone: your tableau as you may read it (the bottom row
until your first turn, everything you know with the Memory aid), the card in hand, the
discard pile; each move in words."""

from __future__ import annotations

from game.no_lookie.cards import BOTTOM, SLOT_NAMES, SLOT_WORDS, card_name
from scenes.match.seats import with_seat_names
from scenes.phones.games import lines


def readable(view, slot: int) -> bool:
    """Whether the seat may read its own card at `slot` on the phone now: as the
    table shows it (the first look lasts until the seat's first turn)."""
    if view.option_values.get("memory_aid"):
        return True
    seat = view.seat
    return slot in BOTTOM and view.turns_taken[seat] == 0 and view.current != seat


def tableau(view) -> list[str]:
    own = view.own()
    return [f"{SLOT_NAMES[slot]} ({SLOT_WORDS[slot]}): "
            f"{card_name(own[slot]) if own[slot] is not None and readable(view, slot) else '?'}"
            for slot in range(len(own))]


def sections(view, name) -> list[dict]:
    top = view.discard[-1] if view.discard else None
    held = card_name(view.held) if view.held is not None else ""
    packet = ", ".join(card_name(card) for card in view.packet) if view.packet else ""
    return [lines("Your tableau", *tableau(view)),
            lines("In hand", f"You hold {held}" if held else "",
                  f"Draft cards offered: {packet}" if packet else ""),
            lines("The table", f"Discard pile: {card_name(top) if top is not None else 'empty'}",
                  f"Stock: {view.stock_count} cards", f"Round {view.round}",
                  f"{name(view.knocker)} knocked" if view.knocker is not None else ""),
            lines("Victory points", *(f"{name(seat)}: {vp}" for seat, vp in enumerate(view.vp)))]


def label(action, view, name) -> str:
    said = str(action)
    return with_seat_names(said[0].upper() + said[1:], name, view.num_seats)
