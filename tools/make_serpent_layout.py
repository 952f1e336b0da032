"""Write assets/layouts/serpent.tmx, the Serpent table's anchors:

    python tools/make_serpent_layout.py
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scenes.core.layout import LAYOUT_DIR, write_layout  # noqa: E402

ANCHORS = {
    "status": (24, 4, 960, 36),
    "their_badge": (16, 48, 250, 104),
    "opponent": (280, 44, 700, 126),
    "roles": (16, 180, 250, 350),
    "grid": (280, 180, 700, 336),
    "my_badge": (16, 556, 250, 104),
    "hand": (280, 540, 700, 170),
    "log": (996, 44, 270, 414),
    "buttons": (996, 470, 270, 106),
    "hints": (996, 590, 270, 120),
}


def main() -> None:
    write_layout(LAYOUT_DIR / "serpent.tmx", ANCHORS)


if __name__ == "__main__":
    main()
