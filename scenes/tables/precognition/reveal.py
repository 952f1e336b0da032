"""Precognition's reveal: every string turns face up, each one that occurs is outlined
on the row in its writer's colour, the winner's in gold, and the table says plainly
who won, or who plays again with a fresh deal."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.precognition.cards import glyphs
from game.precognition.events import StringsRevealed
from game.precognition.view import DealRecord
from scenes.core import canvas, draw
from scenes.core.anim import Sprite, Tween, linear
from scenes.tables.precognition.row import occurrence_outline, row_extent, row_slots
from scenes.widgets import theme
from scenes.widgets.cards import CARD_SIZE, draw_flip, draw_marker
from scenes.widgets.panel import draw_panel, translucent
from scenes.widgets.still import Part
from scenes.widgets.text import counted

FLIP_SECONDS = 0.45
FLIP_STAGGER = 0.35
LOOK_SECONDS = 2.5  # the reveal stays on the table this long before the results


@dataclass
class Reveal:
    record: DealRecord
    event: StringsRevealed
    face_up: set[int] = field(default_factory=set)  # seats whose string has turned over

    @property
    def players(self) -> tuple[int, ...]:
        return self.record.players

    def outlined(self, seat: int) -> list[int]:
        """The row positions outlined for `seat`'s string: its occurrence, or none."""
        start = self.event.starts[seat]
        if start is None:
            return []
        return list(range(start, start + len(self.event.strings[seat]) + 1))

    def result_of(self, seat: int) -> tuple[str, str]:
        """A seat's line and mark on its badge: ("3 letters occur", "tie")."""
        if seat not in self.players:
            return "sat this deal out", ""
        event = self.event
        points = event.points[seat]
        line = (f"{counted(points, 'letter')} occur{'s' if points == 1 else ''}"
                if event.starts[seat] is not None else "no match")
        if seat not in event.winners:
            return line, ""
        return line, "\u2605" if len(event.winners) == 1 else "tie"

    def result_words(self, seat: int) -> str:
        """What a seat's string made, for the results: "2 letters, tie", "no match"."""
        if seat not in self.players:
            return "sat out"
        event = self.event
        made = counted(event.points[seat], "letter") if event.starts[seat] is not None \
            else "no match"
        tied = seat in event.winners and len(event.winners) > 1
        return f"{made}, tie" if tied else made

    def verdict(self, names) -> str:
        winners = self.event.winners
        best = self.event.points[winners[0]]
        if len(winners) == 1:
            return f"{names(winners)} wins with {counted(best, 'letter')}"
        if best == 0:
            return (f"No prediction occurs: {names(winners)} play again with a fresh deal")
        return (f"{names(winners)} tie at {counted(best, 'letter')}: they play again with a "
                "fresh deal")


def outline_points(cards: pygame.Rect, changes: pygame.Rect | None,
                   grow: int) -> list[tuple[int, int]]:
    """The outline round a line's cards and, under them, its changes, as a polygon
    (the two joined where they meet), `grow` pixels higher and lower than they are."""
    top, middle = cards.top - grow, cards.bottom
    if changes is None:
        return [(cards.left, top), (cards.right, top), (cards.right, middle + grow),
                (cards.left, middle + grow)]
    bottom = changes.bottom + grow
    return [(cards.left, top), (cards.right, top), (cards.right, middle),
            (changes.right, middle), (changes.right, bottom), (changes.left, bottom),
            (changes.left, middle), (cards.left, middle)]


def bounds(points) -> pygame.Rect:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


class RevealDrawing:
    """Draws the Reveal on the table (its animation's `reveal`) and turns its strings
    over one by one."""

    def __init__(self, table):
        self.table = table
        self.lines: dict[int, pygame.Surface] = {}
        self.lines_for: int | None = None  # the viewer the lines were written for

    @property
    def reveal(self) -> Reveal | None:
        return self.table.animation.reveal

    def clear(self) -> None:
        self.lines = {}

    def start(self, delay: float) -> None:
        """The reveal was just put on the table: its strings turn over, after `delay`."""
        reveal = self.reveal
        self.lines = {seat: self._line_image(seat) for seat in reveal.players}
        self.lines_for = self.table.viewer
        table = self.table
        for i, seat in enumerate(reveal.players):
            self._turn_over(seat, self.line_rect(i), delay + i * FLIP_STAGGER)
        table.hold(delay + len(reveal.players) * FLIP_STAGGER + FLIP_SECONDS + LOOK_SECONDS)

    def _turn_over(self, seat: int, rect: pygame.Rect, wait: float) -> None:
        """The folded paper lies face down for `wait` seconds, then turns over."""
        reveal, table = self.reveal, self.table
        back = translucent(rect.size, 235, theme.CARD_BACK, 8)
        total = wait + FLIP_SECONDS

        def draw(surface, value, progress):
            turning = min(1.0, max(0.0, (progress * total - wait) / FLIP_SECONDS))
            draw_flip(surface, back, self.lines[seat], rect.topleft, turning)

        def turned():
            reveal.face_up.add(seat)
            table.app.sounds.play("flip")
            self._glow_round(seat)
        table.anim.add(Sprite(Tween(0.0, 1.0, total, linear, on_done=turned), draw))

    def _glow_round(self, seat: int) -> None:
        """Where a string just turned over occurs, its outline on the row glows."""
        for outlined, _, _, pieces, _ in self.outlines(self.row_slots()):
            if outlined == seat:
                self.table.glow([bounds(points) for points in pieces])

    # -- kept on the table ---------------------------------------------------------------

    def parts(self) -> list[Part]:
        """The outlined row and the strings face up: each changes only as a card lands
        or a string turns over (the turning itself is a sprite)."""
        reveal, table = self.reveal, self.table
        turned = tuple(sorted(reveal.face_up))
        row_key = (reveal.record, reveal.event, turned, tuple(sorted(table.animation.in_flight)),
                   table.app.prefs.colour_blind_patterns)
        return [Part("reveal:row", self.row_rect(), row_key, self.draw_row),
                Part("reveal:strings", table.layout["reveal"].inflate(8, 8),
                     (reveal.record, reveal.event, turned, self.lines_for),
                     self.draw_strings)]

    # -- the row, outlined ------------------------------------------------------------

    def row_slots(self) -> list[pygame.Rect]:
        return row_slots(self.table.layout["row"], len(self.reveal.record.row), CARD_SIZE)

    def outlines(self, slots: list[pygame.Rect]):
        """Each face-up string that occurs, outlined on the row, the winner's last (on
        top): (seat, colour, line width, the outline's pieces (a polygon a line of the
        row), where its marker sits).  Outlines of several strings stand apart by
        height: each reaches as far across as its own cards and changes."""
        reveal = self.reveal
        winners = reveal.event.winners
        ordered = sorted(reveal.face_up, key=lambda s: s in winners)  # the winner on top
        sole = len(winners) == 1
        for rank, seat in enumerate(ordered):
            start = reveal.event.starts[seat]
            if start is None:
                continue
            won = seat in winners
            own = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)][0]
            colour = theme.GOLD if won and sole else own
            grow = 4 + 3 * (len(ordered) - 1 - rank)
            pieces = [outline_points(cards, changes, grow) for cards, changes in
                      occurrence_outline(slots, start, len(reveal.event.strings[seat]))]
            foot = bounds(pieces[0])  # its marker stands on the foot of its first piece
            yield seat, colour, 4 if won else 3, pieces, (foot.left + 14 + 26 * rank,
                                                         foot.bottom)

    def row_rect(self) -> pygame.Rect:
        """All the outlined row may draw on: the row, its outlines and their markers."""
        slots = self.row_slots()
        rect = row_extent(self.table.layout["row"].inflate(16, 8), slots)
        for _, _, _, pieces, (x, y) in self.outlines(slots):
            rect = rect.unionall([bounds(points).inflate(6, 6) for points in pieces] +
                                 [pygame.Rect(x - 13, y - 13, 26, 26)])
        return rect

    def draw_row(self, surface) -> None:
        reveal = self.reveal
        row = reveal.record.row
        heading = "The reveal: where each prediction occurs"  # the verdict: the status line
        slots = self.table.drawing.row.draw_cards(surface, row, len(row), heading)
        for seat, colour, width, pieces, marker in self.outlines(slots):
            for points in pieces:
                draw.lines(surface, colour, True, points, width)
            draw_marker(surface, marker, 11, seat)

    # -- the strings, face up -----------------------------------------------------------

    def line_rect(self, index: int) -> pygame.Rect:
        area = self.table.layout["reveal"]
        count = len(self.reveal.players)
        height = min(48, (area.height - 30) // count)
        return pygame.Rect(area.x, area.y + 30 + index * height, area.width, height - 4)

    def _line_image(self, seat: int) -> pygame.Surface:
        """One player's string face up: name, letters and what they scored."""
        event, table, text = self.reveal.event, self.table, self.table.app.text
        rect = self.line_rect(self.reveal.players.index(seat))
        won = seat in event.winners
        image = canvas.layer(rect.size)
        draw_panel(image, image.get_rect(), 225, border=theme.GOLD if won else None, radius=8)
        size = min(theme.BODY_SIZE, rect.height - 10)
        draw_marker(image, (rect.height // 2 + 2, rect.height // 2), rect.height // 3, seat)
        name = table.short_name(seat) + (" (you)" if seat == table.viewer else "")
        text.draw(image, name, (rect.height + 6, rect.height // 2), size, theme.INK,
                  bold=won, anchor="midleft")
        string = glyphs(event.strings[seat])
        if event.starts[seat] is None:
            verdict = "does not occur: 0"
        else:
            verdict = f"occurs: {counted(event.points[seat], 'letter')}"
        if won:
            verdict = ("\u2605 wins, " if len(event.winners) == 1 else "ties, ") + verdict
        shown = text.render(verdict, size, theme.GOLD if won else theme.INK_DIM, won)
        room = rect.width - 200 - shown.get_width() - 24
        font = text.font(size, True)
        while string and font.size(string)[0] > room:
            string = string[:-2] + "\u2026"
        text.draw(image, string, (200, rect.height // 2), size, theme.INK, bold=True,
                  anchor="midleft")
        image.blit(shown, shown.get_rect(midright=(rect.width - 12, rect.height // 2)))
        return image

    def draw_strings(self, surface) -> None:
        reveal = self.reveal
        area = self.table.layout["reveal"]
        self.table.app.text.draw(surface, "The predictions", (area.x + 4, area.y),
                                 theme.BODY_SIZE, theme.GOLD, shadow=True)
        for i, seat in enumerate(reveal.players):
            if seat in reveal.face_up:
                surface.blit(self.lines[seat], self.line_rect(i))
