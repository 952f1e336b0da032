"""Precognition's row on screen: where each card of the row sits, where each change
(↑ ↓ =) is written under its pair of neighbours, the outline round a run of changes,
and the words the table uses for letters and for how the row stands to a string.

Pure geometry and words: the table scene (scenes/tables/precognition/table.py) draws.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.precognition.cards import GLYPHS, match_start, opening_made

WORDS = {"U": "up", "D": "down", "S": "stay"}
# Each letter keeps its own shape; the colour only helps.
LETTER_COLOURS = {"U": (132, 214, 140), "D": (240, 146, 116), "S": (150, 192, 244)}

HEADING = 34  # the line of words above the row
CHANGE_STRIP = 34  # under each line of cards: its changes
LINE_GAP = 12
GAP = 14  # between cards that need not overlap
INDENT = 16  # room at the left for the change into a line's first card
COMFORT_STEP = 56  # closer than this, a row would rather wrap onto another line


def line_height(card_size: tuple[int, int]) -> int:
    return card_size[1] + CHANGE_STRIP + LINE_GAP


@lru_cache(maxsize=32)
def _slots(area: tuple, count: int, card_size: tuple[int, int]) -> tuple:
    x, y, width, height = area
    x, width = x + INDENT, width - INDENT
    w, h = card_size
    most_lines = max(1, (height - HEADING + LINE_GAP) // line_height(card_size))

    def step_for(lines: int) -> float:
        per_line = -(-count // lines)
        return w + GAP if per_line <= 1 else min(w + GAP, (width - w) / (per_line - 1))

    lines = 1
    while lines < most_lines and step_for(lines) < COMFORT_STEP:
        lines += 1
    per_line = -(-count // lines)
    step = step_for(lines)
    return tuple(pygame.Rect(round(x + (i % per_line) * step),
                             y + HEADING + (i // per_line) * line_height(card_size), w, h)
                 for i in range(count))


def row_slots(area: pygame.Rect, count: int, card_size: tuple[int, int]) -> list[pygame.Rect]:
    """The place of each of the row's `count` cards, fixed for the whole deal: left to
    right, overlapping like cards laid on one another (each value still showing), and
    onto a second line when one line would crowd them."""
    return [r.copy() for r in _slots(tuple(area), max(0, count), card_size)]


def change_letter(before: int, after: int) -> str:
    """The change from one card's rank to the next's: U(p), D(own) or S(ame)."""
    return "U" if after > before else "D" if after < before else "S"


def change_centre(slots: list[pygame.Rect], k: int) -> tuple[int, int]:
    """Where change `k` (between cards k and k+1) is written: under the meeting of the
    two cards, on the later card's line."""
    later = slots[k + 1]
    step = later.width + GAP
    if slots[k].y == later.y:
        step = later.x - slots[k].x
    visible = min(step, later.width)
    return (round(later.x - step / 2 + visible / 2), later.bottom + CHANGE_STRIP // 2 + 2)


def change_room(centre: tuple[int, int], size: int = 30) -> pygame.Rect:
    """All a change's chip of `size` at `centre` may draw on, its glyph included."""
    room = pygame.Rect(0, 0, size + 12, size + 12)
    room.center = centre
    return room


def row_extent(panel: pygame.Rect, slots: list[pygame.Rect]) -> pygame.Rect:
    """All the row may draw on: its panel, and round each card its shadow, the change
    written under it (reaching back towards the card before) and the line under that."""
    return panel.unionall([pygame.Rect(s.x - 28, s.y - 2, s.width + 40,
                                       s.height + CHANGE_STRIP + 14) for s in slots])


CHIP_ROOM = 20  # half a change's chip and a little more: an outline round one clears it


def occurrence_outline(slots: list[pygame.Rect], start: int,
                       length: int) -> list[tuple[pygame.Rect, pygame.Rect | None]]:
    """The outline of changes start .. start+length-1, a piece for each line of the row
    it is on: (round the cards, round the changes under them).  Round the cards
    start .. start+length as much of each as shows (a card the next one overlaps shows
    up to the next one), and under them round exactly those changes, clear of the
    changes either side (a line may hold cards of the run but none of its changes)."""
    last = start + length
    pieces = []
    for y in sorted({slots[i].y for i in range(start, last + 1)}):
        cards = [i for i in range(start, last + 1) if slots[i].y == y]
        first, end = cards[0], cards[-1]
        right = slots[end].right
        if end + 1 < len(slots) and slots[end + 1].y == y:
            right = min(right, slots[end + 1].x)
        around_cards = pygame.Rect(slots[first].x, y, right - slots[first].x,
                                   slots[first].height)
        changes = [k for k in range(start, last) if slots[k + 1].y == y]
        pieces.append((around_cards, _around_changes(slots, changes)))
    return pieces


def _around_changes(slots: list[pygame.Rect], changes: list[int]) -> pygame.Rect | None:
    """Round the chips of `changes` (neighbours on one line), half-way to the chips
    either side of them where those are nearer than CHIP_ROOM."""
    if not changes:
        return None
    line = slots[changes[0] + 1].y

    def reach(k: int, side: int) -> int:
        here = change_centre(slots, k)[0]
        beyond = k + side
        if 0 <= beyond < len(slots) - 1 and slots[beyond + 1].y == line:
            return min(CHIP_ROOM, abs(change_centre(slots, beyond)[0] - here) // 2)
        return CHIP_ROOM
    left = change_centre(slots, changes[0])[0] - reach(changes[0], -1)
    right = change_centre(slots, changes[-1])[0] + reach(changes[-1], 1)
    bottom = slots[changes[0] + 1].bottom
    return pygame.Rect(left, bottom, right - left, CHANGE_STRIP + 2)


def aid_lines(string: str, row_changes: str, changes_to_come: int) -> list[str]:
    """How the row stands to one's own string, in words a player could work out by
    hand from the row."""
    if not string:
        return []
    at = match_start(string, row_changes)
    if at is not None:
        last = at + len(string)
        return [f"It occurs: cards {at + 1} to {last + 1}",
                f"(changes {at + 1} to {last})"]
    made = opening_made(string, row_changes)
    needed = string[made]
    opening = "first letter ends" if made == 1 else f"first {made} letters end"
    lines = ([f"Its {opening} the row;", f"next it needs {GLYPHS[needed]} {WORDS[needed]}"]
             if made else
             ["Not on the row yet;", f"it begins {GLYPHS[needed]} {WORDS[needed]}"])
    if changes_to_come < len(string) - made:
        return lines + ["Too few changes are left", "for it to occur."]
    return lines + [f"{changes_to_come} change{'s' if changes_to_come != 1 else ''} to come"]
