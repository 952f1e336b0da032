"""What one phone is sent: its seat's View described for the page, the moves it may make
now, and public things (whose turn, the log as that seat reads it, the clock of a
call window).  Built from `state.view(seat)` and the seat's own legal moves only, so a
phone learns nothing another seat holds."""

from __future__ import annotations

import json

from game.peeper.actions import MINE_WINDOW
from scenes.match.seats import colour_name
from scenes.phones.games import describer

LOG_LINES = 8
SEAT_COLOURS = ["#d64040", "#4678dc", "#ecbe3c", "#965ac8", "#3cb4a0", "#ec8c3c",
                "#e878b0", "#9696a0", "#60b048", "#96643c", "#f0f0ec", "#282830"]  # the TV's


def snapshot(table, seat: int, held: str = "") -> dict:
    """Seat `seat`'s page as the table stands (`held`: why no move can be made now)."""
    session = table.session
    view = session.state.view(seat)
    about = describer(session.info.id)
    legal = () if held else session.state.listed_actions(seat)
    if hasattr(about, "order"):  # as the View shows things, not as the state keeps them
        legal = sorted(legal, key=lambda action: about.order(action, view))

    def name(other: int) -> str:
        return "You" if other == seat else colour_name(other)

    return {"type": "view", "game": session.info.title, "seat": seat,
            "name": colour_name(seat), "colour": SEAT_COLOURS[seat % len(SEAT_COLOURS)],
            "turn": len(session.actions), "status": held or status(view, seat),
            "asked": bool(legal), "held": held, "over": view.is_over,
            "sections": about.sections(view, name),
            "choices": [{"text": str(action), "label": about.label(action, view, name)}
                        for action in legal],
            "clock": call_clock(table),
            "log": [line.text_for(seat) for line in table.log[-LOG_LINES:]]}


def status(view, seat: int) -> str:
    if view.is_over:
        return "The match is over."
    if seat in view.to_act:
        others = [colour_name(s) for s in view.to_act if s != seat]
        return "Your turn" + (f" (with {', '.join(others)})" if others else "")
    return "Waiting for " + ", ".join(colour_name(s) for s in view.to_act)


def call_clock(table) -> dict | None:
    """A call window's clock (Peeper's Mine?/Return?), as the TV's banner shows it."""
    banner = getattr(getattr(table, "window", None), "banner", None)
    if not banner:
        return None
    return {"left": round(max(banner["left"], 0.0), 1), "total": banner["total"],
            "call": "Mine?" if banner["phase"] == MINE_WINDOW else "Return?"}


def encoded(page: dict) -> str:
    return json.dumps(page, ensure_ascii=False, separators=(",", ":"))
