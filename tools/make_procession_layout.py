"""Write assets/layouts/procession.tmx, the Procession table's anchors (Tiled opens it).

Run from the repository root: `python -m tools.make_procession_layout`.

The left side is the play: the seats, the goal, the news of the last flip, the row and
its runs, the log under them (a hint's reason stands over its top), then the
instruction line and the status line.  The right side keeps the run lengths made and
the row as the flip under the cursor would leave it.  From four seats on, the seats'
badges take two rows (procession_many.tmx): the play below them moves down, the log is
shorter.
"""

from pathlib import Path

from scenes.core.layout import LAYOUT_DIR, write_layout

ANCHORS = {
    "seats": (40, 12, 800, 72),  # the seat badges, side by side
    "goal": (40, 92, 800, 26),
    "banner": (40, 124, 800, 30),  # news of the last flip
    "row": (40, 160, 800, 130),  # the digits, as big tiles
    "runs": (40, 328, 800, 64),  # the run brackets under the row and the multiset
    "log": (40, 396, 800, 240),
    "hints": (40, 644, 800, 26),  # the instruction line, over the status line
    "tip": (480, 640, 380, 32),  # a tip with no free side: right of the instruction line
    "status": (40, 680, 800, 34),
    "history": (870, 12, 390, 480),
    "preview": (870, 500, 390, 96),  # the row as the flip under the cursor leaves it
    "buttons": (1130, 644, 130, 46),  # Hint, against the computer
}

SEATS_ROOM = 34  # four seats or more: the badges' second row
MANY = {name: (x, y + SEATS_ROOM if name in ("goal", "banner", "row", "runs", "log") else y, w,
               h + SEATS_ROOM if name == "seats" else h - SEATS_ROOM if name == "log" else h)
        for name, (x, y, w, h) in ANCHORS.items()}

if __name__ == "__main__":
    write_layout(Path(LAYOUT_DIR) / "procession.tmx", ANCHORS)
    write_layout(Path(LAYOUT_DIR) / "procession_many.tmx", MANY)
