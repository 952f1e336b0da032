"""Table layouts: Tiled maps in assets/layouts/<name>.tmx, read with pytmx.

A layout is an object layer of named rectangles (anchors) such as `stock`, `board`,
`hand_0` or `log`.  Moving a pile is an edit in Tiled, not in code.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

import pygame
import pytmx

from scenes.core.assets import asset

LAYOUT_DIR = asset("layouts")


class MissingAnchor(KeyError):
    def __str__(self) -> str:
        return self.args[0]


class Layout:
    def __init__(self, name: str, anchors: dict[str, pygame.Rect], size: tuple[int, int]):
        self.name = name
        self.anchors = anchors
        self.size = size

    def __getitem__(self, anchor: str) -> pygame.Rect:
        try:
            return self.anchors[anchor].copy()
        except KeyError:
            raise MissingAnchor(f"layout {self.name!r} has no anchor {anchor!r}") from None

    def __contains__(self, anchor: str) -> bool:
        return anchor in self.anchors

    def seat_rect(self, count: int, place: int, size: tuple[int, int]) -> pygame.Rect:
        """Where the seat at `place` round a table of `count` sits (place 0 is the
        bottom, then clockwise).  A map may name each seat (`seat_<count>_<place>`);
        otherwise seats are spread evenly round the `seat_ring` ellipse."""
        named = f"seat_{count}_{place}"
        if named in self.anchors:
            rect = self[named]
            if rect.size == (0, 0):
                rect = pygame.Rect(0, 0, *size).move(rect.x - size[0] // 2,
                                                     rect.y - size[1] // 2)
            return rect
        ring = self["seat_ring"]
        angle = math.pi / 2 + 2 * math.pi * place / count  # clockwise from the bottom
        centre = (ring.centerx + ring.width / 2 * math.cos(angle),
                  ring.centery + ring.height / 2 * math.sin(angle))
        rect = pygame.Rect(0, 0, *size)
        rect.center = (round(centre[0]), round(centre[1]))
        return rect

    def missing(self, anchors) -> list[str]:
        """The names among `anchors` this map lacks (for the tables' anchor test)."""
        return [name for name in anchors if name not in self.anchors]


@lru_cache(maxsize=None)
def load_layout(name: str) -> Layout:
    path = LAYOUT_DIR / f"{name}.tmx"
    tiled = pytmx.TiledMap(str(path))
    anchors = {}
    for obj in tiled.objects:
        if obj.name:
            anchors[obj.name] = pygame.Rect(round(obj.x), round(obj.y),
                                            round(obj.width or 0), round(obj.height or 0))
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    return Layout(name, anchors, size)


def write_layout(path: Path, anchors: dict[str, tuple[int, int, int, int]]) -> None:
    """Write a Tiled map of a 1280×720 table with these anchors (used to make the
    shipped maps; Tiled opens and edits them)."""
    objects = "\n".join(
        f'  <object id="{i}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        for i, (name, (x, y, w, h)) in enumerate(sorted(anchors.items()), start=1))
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        'renderorder="right-down" width="40" height="45" tilewidth="32" tileheight="16" '
        f'infinite="0" nextlayerid="2" nextobjectid="{len(anchors) + 1}">\n'
        ' <objectgroup id="1" name="anchors">\n'
        f'{objects}\n'
        ' </objectgroup>\n'
        '</map>\n', encoding="utf-8")
