"""Write assets/layouts/peeper.tmx, the Peeper table's map, and peeper_guided.tmx, its
map for the guided hand (two players: the trick narrower, so that the coach's notes
stand over the log's column, wide enough for them, and cover nothing else).

Run from the project root: python tools/make_peeper_layout.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scenes.core.layout import LAYOUT_DIR, write_layout

ANCHORS = {
    "opponents": (30, 16, 900, 110),  # the other players' badges, left to right
    "banner": (30, 132, 900, 26),  # news of the last move
    "trick": (30, 164, 900, 258),  # what lies on the trick, and what beats it
    "hand": (30, 456, 900, 110),  # your tiles, the line about you above them
    "buttons": (30, 584, 1220, 50),
    "hints": (30, 646, 1220, 24),  # the keys' line, over the status line
    "status": (30, 688, 900, 28),  # whose turn, and what to do now
    "tip": (640, 688, 610, 28),  # a cursor's tip with no room beside its target
    "log": (950, 16, 300, 564),  # the log's column: a hint and the call box at its foot
    "call": (950, 450, 300, 130),  # Mine?, Return?, Chance?
}

PLAY_WIDTH = 600  # the guided hand's trick: clear of the coach's widest note (620)
GUIDED = {**ANCHORS,
          **{name: (x, y, PLAY_WIDTH, h) for name, (x, y, w, h) in ANCHORS.items()
             if name in ("opponents", "banner", "trick")},
          "hand": (30, 456, 1220, 110),
          "log": (660, 16, 590, 424), "call": (660, 310, 590, 130)}

if __name__ == "__main__":
    write_layout(LAYOUT_DIR / "peeper.tmx", ANCHORS)
    write_layout(LAYOUT_DIR / "peeper_guided.tmx", GUIDED)
