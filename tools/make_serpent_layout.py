"""Write assets/layouts/serpent.tmx, the Serpent table's anchors:

    python tools/make_serpent_layout.py

The play on the left: the opponent's hand at the top, then the line where news of a
move stands (`banner`), the grid, a lane for the cursor's tips, your hand.  On the
right, mirrored: the opponent's badge, the roles, the move log (wide enough for a
guided hand's notes to stand over it), your badge.  Along the bottom, left to right:
the keys to press (`hints`, low enough that a guided hand's outline round a card of
your hand and its caption stays clear of them) with the buttons beside them, and under
them the status line with the place for a tip that has no room beside its card.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scenes.core.layout import LAYOUT_DIR, write_layout  # noqa: E402

ANCHORS = {
    "opponent": (12, 8, 624, 84),
    "banner": (12, 102, 624, 24),
    "grid": (12, 138, 624, 274),
    "hand": (12, 481, 624, 136),
    "their_badge": (648, 8, 620, 90),
    "roles": (648, 106, 620, 156),
    "log": (648, 270, 620, 266),
    "my_badge": (648, 544, 620, 82),
    "hints": (12, 650, 680, 30),
    "buttons": (700, 634, 568, 36),
    "status": (12, 680, 680, 36),
    "tip": (700, 680, 568, 36),
}


def main() -> None:
    write_layout(LAYOUT_DIR / "serpent.tmx", ANCHORS)


if __name__ == "__main__":
    main()
