"""Write assets/layouts/no_lookie.tmx, the No Lookie table's anchors (Tiled opens it).

News of a move stands along the top (`banner`).  Under it the other seats share the
upper part of the table (`seats`), in clockwise order from your left: at three
players one each side; up to eight in a row across; more in two rows, the lower
row's left half nearest you first, then the top row left to right, then the lower
row's right half.  Each seat's panel is as large as its share of the room allows,
its cards sized to fit (`opponent_card_size`); there is one anchor per seat for each
table size: `seat_<count>_<place>`, place 1 being the seat to your left.

Below them, left to right: the piles with the card drawn beside them (where a
draft's cards go round) and your badge under them; your own five cards, large; the
move log.  Along the bottom: the keys to press (`hints`) with the buttons beside
them, and under them the status line with the place for a tip that has no room
beside its card.  Run from the repository root: `python -m tools.make_no_lookie_layout`.
"""

from pathlib import Path

from scenes.core.layout import LAYOUT_DIR, write_layout
from scenes.tables.no_lookie.geometry import BADGE_HEIGHT, card_gap, opponent_card_size

SEATS = (12, 42, 1256, 326)  # the room the other seats share
GAP = 8  # between two seats' panels
WIDEST = 300  # a panel wider than this would only spread its badge


def panel_size(count: int) -> tuple[int, int]:
    """As wide as the fullest row leaves each panel (room for the badge's name and
    marks), as tall as the cards need under the badge."""
    w, h = opponent_card_size(count)
    gap = card_gap(w)
    many = max(rows_of(count - 1))
    share = (SEATS[2] - (many - 1) * GAP) // many
    return min(WIDEST, share), BADGE_HEIGHT + 4 + 2 * h + gap


def rows_of(others: int) -> list[int]:
    """How many panels each row holds, top row first."""
    if others <= 8:
        return [others]
    return [others - others // 2, others // 2]


def seat_anchors(count: int) -> dict:
    others = count - 1
    x0, y0, width, height = SEATS
    w, h = panel_size(count)
    if others == 2:  # one each side, clear of the middle
        rects = [(x0, y0, w, h), (x0 + width - w, y0, w, h)]
    else:
        rows = rows_of(others)
        placed = []
        for row, many in enumerate(rows):
            step = (width - w) / (many - 1) if many > 1 else 0
            y = y0 + row * (h + GAP)
            placed.append([(round(x0 + i * step) if many > 1 else x0 + (width - w) // 2,
                            y, w, h) for i in range(many)])
        if len(placed) == 1:
            rects = placed[0]
        else:  # nearest you on the left, across the top, back down on the right
            lower = placed[1]
            half = (len(lower) + 1) // 2
            rects = lower[:half][::-1] + placed[0] + lower[half:][::-1]
    return {f"seat_{count}_{place}": rect for place, rect in enumerate(rects, start=1)}


ANCHORS = {
    "banner": (300, 8, 680, 28),  # news of a move: "Blue knocked"
    "seats": SEATS,
    "stock": (24, 402, 76, 104),
    "discard": (116, 402, 76, 104),
    "held": (218, 402, 76, 104),
    "draft": (12, 390, 418, 128),  # the draft's cards going round, where the piles stand
    "me": (12, 566, 418, 58),  # your badge
    "tableau": (440, 382, 360, 240),  # your own five cards, large
    "log": (812, 382, 456, 248),
    "hints": (12, 634, 680, 36),
    "buttons": (700, 634, 568, 36),
    "status": (12, 680, 680, 36),
    "tip": (700, 680, 568, 36),
}
for seats in range(3, 13):
    ANCHORS.update(seat_anchors(seats))

if __name__ == "__main__":
    write_layout(Path(LAYOUT_DIR) / "no_lookie.tmx", ANCHORS)
