"""Write assets/layouts/precognition.tmx, the Precognition table's map, and
precognition_guided.tmx, its map for the guided hand (two players of three cards:
the row, the pad and the hand narrower, so that the coach's notes stand over the
log's column, wide enough for them, and cover nothing else).

Run from the project root: python tools/make_precognition_layout.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scenes.core.layout import LAYOUT_DIR, write_layout

ANCHORS = {
    "seats": (20, 8, 1240, 76),  # one badge a player, left to right
    "banner": (28, 88, 968, 24),  # news of the last move
    "row": (28, 120, 968, 320),  # the row, two lines of cards with their changes
    "pad": (28, 120, 968, 320),  # the letter pad, while the strings are written
    "aid": (1016, 92, 248, 180),  # your own string and how the row stands to it
    "log": (1016, 282, 248, 400),  # the log's column: a hint takes its top
    "hand": (28, 476, 968, 112),
    "reveal": (28, 452, 968, 194),  # every string, face up, after the last card
    "buttons": (28, 596, 968, 44),
    "hints": (28, 650, 968, 22),  # the keys' line, over the status line
    "status": (28, 692, 968, 24),  # whose turn, and what to do now
    "tip": (1016, 692, 248, 24),  # a cursor's tip with no room beside its target
}

PLAY_WIDTH = 580  # the guided hand's row of six cards: clear of the coach's widest note
GUIDED = {**ANCHORS,
          **{name: (x, y, PLAY_WIDTH, h) for name, (x, y, w, h) in ANCHORS.items()
             if name in ("seats", "banner", "row", "pad", "hand", "reveal")},
          "log": (640, 92, 624, 340), "aid": (640, 444, 624, 140)}

if __name__ == "__main__":
    write_layout(LAYOUT_DIR / "precognition.tmx", ANCHORS)
    write_layout(LAYOUT_DIR / "precognition_guided.tmx", GUIDED)
