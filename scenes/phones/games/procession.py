"""Procession on a phone: the row of digits (nothing is hidden), flip one."""

from __future__ import annotations

from scenes.phones.games import lines


def sections(view, name) -> list[dict]:
    written = [("".join(map(str, row)), name(seat))
               for row, seat in zip(view.history[1:], view.movers)][-5:]
    return [{"title": "The row", "text": " ".join(map(str, view.row))},
            lines("Rows written", *(f"{row} by {who}" for row, who in written))]


def label(action, view, name) -> str:
    digit = view.row[action.position - 1]
    return f"Flip digit {action.position} ({digit} \u2192 {1 - digit})"
