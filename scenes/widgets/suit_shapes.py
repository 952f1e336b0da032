"""The four suits as vector shapes, and where a card's pips stand.

Shapes are lists of ("polygon", points) and ("circle", centre, radius) in a unit box
(x and y from 0 to 1, y down), so they can be drawn crisp at any size.  Nothing here
draws: `scenes.widgets.card_art` does.
"""

from __future__ import annotations

import math
from functools import cache

SPADES, HEARTS, DIAMONDS, CLUBS = "S", "H", "D", "C"
SUIT_NAMES = {  # every way a table names a suit
    "S": SPADES, "H": HEARTS, "D": DIAMONDS, "C": CLUBS,
    "\u2660": SPADES, "\u2665": HEARTS, "\u2666": DIAMONDS, "\u2663": CLUBS,
    "\u2664": SPADES, "\u2661": HEARTS, "\u2662": DIAMONDS, "\u2667": CLUBS,
}
RED_SUITS = frozenset((HEARTS, DIAMONDS))
RANK_NAMES = {"A": "A", "1": "A", "T": "10", "J": "J", "Q": "Q", "K": "K",
              **{str(n): str(n) for n in range(2, 11)}}
COURTS = ("J", "Q", "K")


def suit_key(suit: str) -> str:
    """"S", "H", "D" or "C" for a suit as any table names it (a letter or a symbol)."""
    key = SUIT_NAMES.get(suit.strip().upper()) if isinstance(suit, str) else None
    if key is None:
        raise ValueError(f"{suit!r} is not a suit (S, H, D, C or \u2660\u2665\u2666\u2663)")
    return key


def rank_key(rank) -> str:
    """The rank as printed in the corner: "A", "2" ... "10", "J", "Q", "K"."""
    key = RANK_NAMES.get(str(rank).strip().upper())
    if key is None:
        raise ValueError(f"{rank!r} is not a rank (A, 2-10, J, Q, K)")
    return key


# -- pips ------------------------------------------------------------------------------

LEFT, MIDDLE, RIGHT = 0.3, 0.5, 0.7  # the pip columns, as shares of the card's width
TOP, BOTTOM = 0.2, 0.8  # the outer pip rows, as shares of its height
_THIRD = (BOTTOM - TOP) / 3

# Each rank's pips as (column, row), rows from TOP (0) to BOTTOM (1): the classic deck.
_PIPS = {
    1: [(MIDDLE, 0.5)],
    2: [(MIDDLE, 0), (MIDDLE, 1)],
    3: [(MIDDLE, 0), (MIDDLE, 0.5), (MIDDLE, 1)],
    4: [(c, r) for c in (LEFT, RIGHT) for r in (0, 1)],
    5: [(c, r) for c in (LEFT, RIGHT) for r in (0, 1)] + [(MIDDLE, 0.5)],
    6: [(c, r) for c in (LEFT, RIGHT) for r in (0, 0.5, 1)],
    7: [(c, r) for c in (LEFT, RIGHT) for r in (0, 0.5, 1)] + [(MIDDLE, 0.25)],
    8: [(c, r) for c in (LEFT, RIGHT) for r in (0, 0.5, 1)] + [(MIDDLE, 0.25), (MIDDLE, 0.75)],
    9: [(c, r) for c in (LEFT, RIGHT) for r in (0, 1 / 3, 2 / 3, 1)] + [(MIDDLE, 0.5)],
    10: [(c, r) for c in (LEFT, RIGHT) for r in (0, 1 / 3, 2 / 3, 1)]
    + [(MIDDLE, 1 / 6), (MIDDLE, 5 / 6)],
}


def pip_layout(rank) -> list[tuple[float, float, bool]]:
    """Where a number card's pips stand: (x, y, upside down) with x and y shares of the
    card's width and height.  Pips below the middle are turned, as on a printed deck.
    Courts have none (they show a picture)."""
    key = rank_key(rank)
    if key in COURTS:
        return []
    count = 1 if key == "A" else int(key)
    pips = []
    for column, row in _PIPS[count]:
        y = round(TOP + row * (BOTTOM - TOP), 6)
        pips.append((column, y, y > 0.5))
    return pips


# -- suit shapes -----------------------------------------------------------------------

def _heart_outline(steps: int = 72) -> list[tuple[float, float]]:
    points = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        points.append((x, y))
    return _fit(points, (0, 0, 1, 1))


def _fit(points, box):
    """`points` stretched to fill `box` (x, y, width, height)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = min(xs), min(ys)
    width, height = max(xs) - left, max(ys) - top
    bx, by, bw, bh = box
    return [(bx + (x - left) / width * bw, by + (y - top) / height * bh) for x, y in points]


def _curve(start, control, end, steps: int = 8):
    """A quadratic curve's points, `start` left out."""
    return [((1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0],
             (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1])
            for t in (i / steps for i in range(1, steps + 1))]


def _foot(neck: float) -> list[tuple[float, float]]:
    """The flared stem under a spade or a club, from `neck` down to the base."""
    left = [(0.455, neck)] + _curve((0.455, neck), (0.47, 0.9), (0.24, 1.0))
    right = [(0.76, 1.0)] + _curve((0.76, 1.0), (0.53, 0.9), (0.545, neck))
    return left + right


@cache
def suit_shape(suit: str) -> tuple:
    """The suit's parts in the unit box: ("polygon", points) and ("circle", centre, r)."""
    key = suit_key(suit)
    if key == HEARTS:
        return (("polygon", tuple(_heart_outline())),)
    if key == SPADES:
        body = [(x, 0.8 - y * 0.8) for x, y in _heart_outline()]
        return (("polygon", tuple(body)), ("polygon", tuple(_foot(0.6))))
    if key == DIAMONDS:
        corners = [(0.5, 0.0), (0.9, 0.5), (0.5, 1.0), (0.1, 0.5)]
        points = [corners[0]]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            bow = (middle[0] + (0.5 - middle[0]) * 0.16, middle[1] + (0.5 - middle[1]) * 0.16)
            points += _curve(a, bow, b)
        return (("polygon", tuple(points[:-1])),)
    leaves = (((0.5, 0.25), 0.235), ((0.245, 0.59), 0.235), ((0.755, 0.59), 0.235))
    filler = ((0.5, 0.25), (0.245, 0.59), (0.5, 0.75), (0.755, 0.59))
    return (*(("circle", centre, r) for centre, r in leaves), ("polygon", filler),
            ("polygon", tuple(_foot(0.62))))
