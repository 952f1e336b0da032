"""Scores counting into the seats' badges: when the number a badge shows changes (a
hand scored, a run counted in), it counts from the old value to the new, and the
badge glows round as it lands.  Every table's badges are made through `badge_part`,
which asks this part for the score to show, so all six games count alike.

The speed setting scales the count; "instant" shows the new number at once, with no
glow.  A count never holds play: it only shows what the rules already did."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pygame

from scenes.core.anim import ease_out_cubic
from scenes.tables.kit.glow import Glow
from scenes.widgets.badge import Badge

COUNT_SECONDS = 0.6
PULSE_SECONDS = 0.45
MINUS = "\u2212"
NUMBER = re.compile(rf"[-{MINUS}]?\d+")
POINTS = re.compile(r" pts?\b")  # "1 pt", "2 pts": said again as the number changes


@dataclass
class Count:
    start: int
    end: int
    rect: pygame.Rect
    elapsed: float = COUNT_SECONDS  # a count seen for the first time has nothing to count

    def value(self) -> int:
        progress = min(1.0, self.elapsed / COUNT_SECONDS)
        return round(self.start + (self.end - self.start) * ease_out_cubic(progress))

    def counting(self) -> bool:
        return self.elapsed < COUNT_SECONDS


def number_in(words: str) -> re.Match | None:
    return NUMBER.search(words)


def with_number(words: str, match: re.Match, value: int) -> str:
    """`words` with the number `match` found in them said as `value`."""
    minus = MINUS if MINUS in match.group() else "-"
    number = f"{minus}{-value}" if value < 0 else str(value)
    tail = words[match.end():]
    if POINTS.match(tail):
        tail = POINTS.sub(" pt" if value == 1 else " pts", tail, count=1)  # as counted() says
    return words[:match.start()] + number + tail


class ScoreCounts:
    def __init__(self, table):
        self.table = table
        self.counts: dict[tuple, Count] = {}  # (badge part's name, seat) -> its count

    def shown(self, name: str, rect: pygame.Rect, badge: Badge) -> Badge:
        """The badge as it shows now: its score as far as its count has got."""
        match = number_in(badge.score)
        key = (name, badge.seat)
        if match is None:
            self.counts.pop(key, None)
            return badge
        number = int(match.group().replace(MINUS, "-"))
        count = self.counts.get(key)
        if count is None:
            self.counts[key] = Count(number, number, rect.copy())
        elif count.end != number:
            instant = self.table.anim.speed <= 0
            self.counts[key] = Count(count.value(), number, rect.copy(),
                                     COUNT_SECONDS if instant else 0.0)
            count = self.counts[key]
        if count is None or not count.counting():
            return badge
        return replace(badge, score=with_number(badge.score, match, count.value()))

    def update(self, dt: float, speed: float) -> None:
        """Counts go on; each that lands makes its badge glow."""
        for count in self.counts.values():
            if not count.counting():
                continue
            count.elapsed = COUNT_SECONDS if speed <= 0 else count.elapsed + dt * speed
            if not count.counting():
                self.table.flourish.add(Glow([count.rect], PULSE_SECONDS))

    def moving(self) -> tuple:
        """What the counts under way show now: part of the key of a group of parts
        that holds badges (it is made again as they count)."""
        return tuple((key, count.value()) for key, count in self.counts.items()
                     if count.counting())
