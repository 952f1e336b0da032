"""Write assets/layouts/procession.tmx, the Procession table's anchors (Tiled opens it).

Run from the repository root: `python -m tools.make_procession_layout`.
"""

from pathlib import Path

from scenes.core.layout import LAYOUT_DIR, write_layout

ANCHORS = {
    "seats": (40, 16, 800, 76),  # the seat badges, side by side
    "goal": (40, 104, 800, 30),
    "row": (40, 150, 800, 150),  # the digits, as big tiles
    "runs": (40, 318, 800, 64),  # the run brackets under the row and the multiset
    "turn": (40, 400, 800, 180),  # whose move, the preview, at the end why it ended
    "buttons": (40, 600, 800, 52),
    "status": (40, 672, 800, 40),
    "history": (870, 16, 390, 440),
    "log": (870, 470, 390, 230),
}

if __name__ == "__main__":
    write_layout(Path(LAYOUT_DIR) / "procession.tmx", ANCHORS)
