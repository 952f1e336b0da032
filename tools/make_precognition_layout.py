"""Write assets/layouts/precognition.tmx, the Precognition table's map.

Run from the project root: python tools/make_precognition_layout.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scenes.core.layout import LAYOUT_DIR, write_layout

ANCHORS = {
    "seats": (20, 10, 1240, 78),  # one badge a player, left to right
    "row": (28, 112, 968, 328),  # the row, two lines of cards with their changes
    "pad": (28, 112, 968, 328),  # the letter pad, while the strings are written
    "aid": (1016, 104, 248, 248),  # your own string and how the row stands to it
    "log": (1016, 364, 248, 300),
    "hand": (28, 484, 968, 112),
    "reveal": (28, 452, 968, 214),  # every string, face up, after the last card
    "buttons": (28, 612, 968, 48),
    "status": (28, 676, 968, 36),
}

if __name__ == "__main__":
    write_layout(LAYOUT_DIR / "precognition.tmx", ANCHORS)
