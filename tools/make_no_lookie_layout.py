"""Write assets/layouts/no_lookie.tmx, the No Lookie table's anchors (Tiled opens it).

Your own tableau sits large at the bottom; the other seats go round the top of the
table in clockwise order (up the left side, across the top, down the right side;
at three players, one each side),
one anchor per seat for each table size: `seat_<count>_<place>`, place 1 being the
seat to your left.  Run from the repository root: `python -m tools.make_no_lookie_layout`.
"""

from pathlib import Path

from scenes.core.layout import LAYOUT_DIR, write_layout
from scenes.tables.no_lookie.geometry import opponent_card_size

WIDTH = 1280
MARGIN, GAP = 12, 8
TOP_Y = 8
SIDE_TOP = 8  # the side columns start below the top row by this much
BADGE_HEIGHT = 44
ABOVE_PROMPT = 364  # seats sit above the prompt and the centre's panels
CENTRE_X = 230  # where the centre's panels (the draft, the reckoning) begin


def panel_size(count: int) -> tuple[int, int]:
    w, h = opponent_card_size(count)
    gap = max(4, w // 9)
    return max(3 * w + 2 * gap + 24, 176), BADGE_HEIGHT + 6 + 2 * h + gap


def seat_anchors(count: int) -> dict:
    others = count - 1
    width, height = panel_size(count)
    if others == 2:  # one each side, halfway down the room above the prompt
        y = round((ABOVE_PROMPT - height) / 2)
        width = min(width, CENTRE_X - GAP - MARGIN)  # clear of the draft's cards
        return {f"seat_{count}_1": (MARGIN, y, width, height),
                f"seat_{count}_2": (WIDTH - MARGIN - width, y, width, height)}
    sides = 0 if others < 3 else (1 if others <= 7 else 2)
    across = others - 2 * sides
    top_rects = []
    span = WIDTH - 2 * MARGIN
    step = (span - width) / max(1, across - 1) if across > 1 else 0
    for i in range(across):
        x = MARGIN + i * step if across > 1 else (WIDTH - width) / 2
        top_rects.append((round(x), TOP_Y, width, height))
    side_y = [TOP_Y + height + SIDE_TOP + j * (height + GAP) for j in range(sides)]
    left = [(MARGIN, round(y), width, height) for y in reversed(side_y)]  # upwards
    right = [(WIDTH - MARGIN - width, round(y), width, height) for y in side_y]  # downwards
    rects = left + top_rects + right
    return {f"seat_{count}_{place}": rect for place, rect in enumerate(rects, start=1)}


ANCHORS = {
    "centre": (CENTRE_X, 164, 820, 300),  # the draft's cards, the reveal's reckoning
    "stock": (500, 228, 76, 104),
    "discard": (600, 228, 76, 104),
    "held": (730, 228, 76, 104),
    "prompt": (230, 364, 820, 50),  # what to do now, in words
    "banner": (230, 404, 820, 64),  # "Remember these!", "Last turns!"
    "me": (12, 472, 420, 58),  # your badge
    "hint": (12, 534, 420, 80),
    "buttons": (12, 618, 420, 52),
    "status": (12, 676, 420, 38),
    "tableau": (444, 470, 392, 246),  # your own five cards, large
    "log": (852, 472, 416, 240),
}
for seats in range(3, 13):
    ANCHORS.update(seat_anchors(seats))

if __name__ == "__main__":
    write_layout(Path(LAYOUT_DIR) / "no_lookie.tmx", ANCHORS)
