"""The Procession table: the row of digits as big tiles, its runs bracketed beneath,
every multiset of run lengths already made, and who moves.

Choosing a move: point at a digit (arrows, d-pad, mouse); the tip says what its flip
would make, or why it is refused ("3 · 1 · 1 was made on move 2"); confirm flips it.
"""

from __future__ import annotations

import itertools
import math
from functools import partial

import pygame

from game.core import MatchEnded
from game.procession.actions import Flip
from game.procession.events import DigitFlipped
from game.procession.runs import flip_row, run_lengths, say_runs, why_not
from scenes.core.anim import Sprite, Tween, ease_in_out
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.hinting import panel_beside
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.kit.targets import Target
from scenes.widgets import theme
from scenes.widgets.cards import (
    LIFT,
    card_room,
    draw_card,
    draw_flip,
    draw_marker,
    flat_card_room,
)
from scenes.widgets.panel import draw_panel
from scenes.widgets.rows import fan
from scenes.widgets.still import Part
from scenes.widgets.tiles import TileArt

TILE_GAP = 12
FLIP_SECONDS = 0.4
END_HOLD_SECONDS = 2.0  # the last row stays in view before the results
PREVIEW_TILE = (38, 52)
HISTORY_LINE = 24  # pixels from one multiset made to the next
HINT_GAP = 8  # pixels between the turn panel and a hint under it
TURN_WORDS_HEIGHT = 95  # the turn panel's headline and the line under it


def runs_of(row) -> list[tuple[int, int]]:
    """(first position, length) of each run of `row`, left to right (0-based)."""
    runs, start = [], 0
    for _, group in itertools.groupby(row):
        length = len(list(group))
        runs.append((start, length))
        start += length
    return runs


class ProcessionTable(TableScene):
    layout_name = "procession"
    ANCHORS = ("seats", "goal", "row", "runs", "turn", "buttons", "status", "history", "log")
    HIDDEN_HANDS = False  # nothing is secret: the screen passes between humans freely

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        n = session.state.n
        row = self.layout["row"]
        width = min(96, (row.width - (n - 1) * TILE_GAP) // n)
        self.tile_size = (width, min(row.height - 20, int(width * 1.35)))
        self.tiles = TileArt(app.text, self.tile_size)
        self.small_tiles = TileArt(app.text, PREVIEW_TILE)
        self.flipping: set[int] = set()  # 0-based positions drawn by a flip sprite
        self.newest_glow = 0.0  # seconds the newest multiset stays lit
        self._entry_words: dict[tuple, str] = {}  # (move, row) -> its line in the history

    # -- geometry ---------------------------------------------------------------------

    def tile_rects(self) -> list[pygame.Rect]:
        return fan(self.layout["row"], self.view.n, self.tile_size, TILE_GAP)

    # -- choosing ---------------------------------------------------------------------

    def build_targets(self) -> list[Target]:
        view = self.view
        legal = set(self.legal())
        targets = []
        for index, rect in enumerate(self.tile_rects()):
            position = index + 1
            runs = run_lengths(flip_row(view.row, position))
            flip = Flip(position)
            refusal = "" if flip in legal else why_not(view.history, position)
            targets.append(Target(("digit", position), rect, action=flip if not refusal else None,
                                  preview=f"Flip digit {position}: {say_runs(runs)} is new",
                                  refusal=refusal, group="row"))
        return targets

    def table_buttons(self) -> list:
        """None: a flip hands the turn on at once, so there is never a move of one's
        own still to take back (the kit's undo rule), and a button that can never be
        pressed would only mislead."""
        return []

    def hint_area(self, lines: int) -> pygame.Rect:
        """The hint's reason beside the Hint button, under the row it is about; never
        over the turn panel and its preview of the flip, however many lines it takes."""
        area = panel_beside(self.layout["buttons"], self.buttons, lines)
        area.top = max(area.top, self.layout["turn"].bottom + HINT_GAP)
        return area

    # -- the log and the events -----------------------------------------------------------

    def describe_move(self, seat, action, events):
        made = next((e for e in events if isinstance(e, DigitFlipped)), None)
        if made is None:
            return None
        words = (f"{self.seat_name(seat)} flipped digit {made.position}: "
                 f"{say_runs(made.runs)}")
        return words, words

    def on_events(self, events) -> None:
        for event in events:
            if isinstance(event, DigitFlipped):
                self._animate_flip(event)
            elif isinstance(event, MatchEnded):
                self.hold(END_HOLD_SECONDS)

    def _animate_flip(self, event: DigitFlipped) -> None:
        index = event.position - 1
        rect = self.tile_rects()[index]
        before = self.tiles.digit(1 - event.row[index])
        after = self.tiles.digit(event.row[index])
        self.flipping.add(index)
        self.newest_glow = 1.5

        def draw(surface, value, progress):
            lift = int(24 * math.sin(progress * math.pi))
            draw_flip(surface, before, after, (rect.x, rect.y - lift), progress)

        def land():
            self.flipping.discard(index)
            self.app.sounds.play("clack")
        self.app.sounds.play("flip")
        self.anim.add(Sprite(Tween(0.0, 1.0, FLIP_SECONDS, ease_in_out, on_done=land), draw))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.newest_glow = max(0.0, self.newest_glow - dt)

    # -- drawing ------------------------------------------------------------------------

    GOAL = ("Flip one digit. The new row's run lengths must never have been made before. "
            "The last player able to move wins.")

    def still_parts(self) -> list[Part]:
        """Everything but the cursor is kept until its key changes.

        Parts are small, so a flip redraws only what it changed: a part per tile, per
        run's bracket, per line of words and per multiset made.  The two panels (the
        turn, the multisets made) are parts that never change, under the parts drawn
        on them.  The log is one part, listed first: it overlaps no other part, and
        the frame after a move then redraws it alone, leaving the rest to the next."""
        view = self.view
        target = self.targets.current if self.my_turn() else None
        aim = (target.key, target.allowed) if target is not None else None
        goal = self.parts.text_room(self.GOAL, self.layout["goal"].midleft, theme.SMALL_SIZE,
                               "midleft")
        return [
            self.log_part(9),
            *super().still_parts(),
            *self._seat_parts(view),
            Part("goal", goal, (), self._draw_goal),
            *self._tile_parts(view, aim),
            *self._run_parts(view),
            *self._turn_parts(view, target),
            *self._history_parts(view),
        ]

    def draw_table(self, surface) -> None:
        """Only the cursor moves with every frame; the rest is kept (`still_parts`)."""
        if self.my_turn() and not self.anim.busy:
            current = self.targets.current
            lifted = current is not None and current.allowed
            self.chrome.draw_cursor(surface, tip=False, lift=LIFT if lifted else 0)

    def _draw_goal(self, surface) -> None:
        self.app.text.draw(surface, self.GOAL, self.layout["goal"].midleft, theme.SMALL_SIZE,
                           theme.INK_DIM, anchor="midleft")

    def _seat_parts(self, view) -> list[Part]:
        area = self.layout["seats"]
        count = view.num_seats
        width = (area.width - 10 * (count - 1)) // count
        parts = []
        for seat in range(count):
            moves = view.movers.count(seat)
            badge = self.badge(seat, detail=f"{moves} move{'s' if moves != 1 else ''} made")
            rect = pygame.Rect(area.x + seat * (width + 10), area.y, width, area.height)
            parts.append(self.badge_part(f"seat:{seat}", rect, badge))
        return parts

    def _tile_parts(self, view, aim) -> list[Part]:
        """A part per tile (none while a flip sprite draws it): the digit, raised and
        framed under the cursor where it may be flipped, and its position below."""
        key = (view.row, frozenset(self.flipping), aim)
        return self.parts.kept("tiles", key, partial(self._make_tile_parts, *key))

    def _make_tile_parts(self, row, flipping, aim) -> list[Part]:
        parts = []
        for index, rect in enumerate(self.tile_rects()):
            if index in flipping:
                continue
            lifted = aim == (("digit", index + 1), True)
            label = str(index + 1)
            label_at = (rect.centerx, rect.bottom + 8)
            room = (card_room(rect) if lifted else flat_card_room(rect)).union(
                self.parts.text_room(label, label_at, theme.SMALL_SIZE - 2, "midtop"))
            parts.append(Part(f"tile:{index}", room, (row[index], lifted),
                              partial(self._draw_tile, digit=row[index], rect=rect,
                                      lifted=lifted, label=label)))
        return parts

    def _draw_tile(self, surface, digit: int, rect: pygame.Rect, lifted: bool,
                   label: str) -> None:
        draw_card(surface, self.tiles.digit(digit), rect, "hover" if lifted else "normal")
        self.app.text.draw(surface, label, (rect.centerx, rect.bottom + 8),
                           theme.SMALL_SIZE - 2, theme.INK_DIM, anchor="midtop")

    def _run_parts(self, view) -> list[Part]:
        """Each run bracketed under the row with its length, then the multiset."""
        return self.parts.kept("runs", view.row, partial(self._make_run_parts, view.row))

    def _make_run_parts(self, row) -> list[Part]:
        rects = self.tile_rects()
        area = self.layout["runs"]
        parts = []
        for number, (start, length) in enumerate(runs_of(row)):
            left, right = rects[start].left + 4, rects[start + length - 1].right - 4
            colour = theme.GOLD if number % 2 == 0 else theme.INK
            ends = (left, right, area.y)
            label_at = ((left + right) // 2, area.y + 10)
            room = pygame.Rect(left - 3, area.y - 3, right - left + 7, 14).union(
                self.parts.text_room(str(length), label_at, theme.SMALL_SIZE, "midtop", True))
            parts.append(Part(f"run:{number}", room, (ends, length, colour),
                              partial(self._draw_run, ends=ends, length=length, colour=colour)))
        return parts + [self.parts.line(
            "runs:now", f"Run lengths now: {say_runs(run_lengths(row))}",
            (area.centerx, area.bottom), theme.BODY_SIZE + 2, theme.INK, "midbottom", True)]

    def _draw_run(self, surface, ends: tuple[int, int, int], length: int, colour) -> None:
        left, right, y = ends
        pygame.draw.lines(surface, colour, False,
                          [(left, y), (left, y + 8), (right, y + 8), (right, y)], 3)
        self.app.text.draw(surface, str(length), ((left + right) // 2, y + 10),
                           theme.SMALL_SIZE, colour, bold=True, anchor="midtop")

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """The turn panel's words (whose move, who won and why): notes speak of them."""
        area = self.layout["turn"]
        return [pygame.Rect(area.x, area.y, area.width, TURN_WORDS_HEIGHT)]

    def _turn_parts(self, view, target: Target | None) -> list[Part]:
        """Whose move it is and what the digit under the cursor would make, on a
        panel; with the row as that flip would leave it, small."""
        area = self.layout["turn"]
        headline, detail, colour = self._turn_words(view)
        parts = [Part("turn", area, (), partial(draw_panel, rect=area, alpha=150)),
                 self.parts.line("turn:headline", headline, (area.centerx, area.y + 14),
                                 theme.HEADING_SIZE - 6, theme.GOLD, "midtop", True)]
        if detail:
            parts.append(self.parts.line("turn:detail", detail, (area.centerx, area.y + 51),
                                         theme.BODY_SIZE, colour, "midtop"))
        if target is not None:
            parts.append(self._preview_part(view, target.key[1], target.allowed))
        return parts

    def _preview_part(self, view, position: int, allowed: bool) -> Part:
        """The row as the flip under the cursor would leave it, small, the flipped
        digit framed: what confirming does, before it is done."""
        row = flip_row(view.row, position)
        area = self.layout["turn"]
        strip = pygame.Rect(area.x, area.y + 100, area.width, 56)
        rects = fan(strip, len(row), PREVIEW_TILE, 6)
        room = rects[0].unionall(rects).inflate(8, 8)
        return Part("turn:preview", room, (tuple(row), position, allowed),
                    partial(self._draw_preview_row, row=row, rects=rects, position=position,
                            allowed=allowed))

    def _draw_preview_row(self, surface, row, rects, position: int, allowed: bool) -> None:
        for index, rect in enumerate(rects):
            surface.blit(self.small_tiles.digit(row[index]), rect)
            if index == position - 1:
                colour = theme.GOLD if allowed else theme.ALERT
                pygame.draw.rect(surface, colour, rect.inflate(8, 8), 3, border_radius=8)

    def _turn_words(self, view) -> tuple[str, str, tuple]:
        moves = len(view.movers)
        if view.is_over:
            if not view.movers:
                return "No move was possible", "", theme.INK
            winner = self.seat_name(view.movers[-1])
            return (f"{winner} made the last move and wins!",
                    "No flip is left: each one would repeat run lengths already made.",
                    theme.INK)
        mover = view.to_act[0]
        if self.my_turn():
            target = self.targets.current
            if target is None:
                return f"Move {moves + 1}: your move", "Choose a digit to flip.", theme.INK
            if target.allowed:
                return f"Move {moves + 1}: your move", target.preview, theme.INK
            return f"Move {moves + 1}: your move", f"Refused: {target.refusal}", theme.ALERT
        waiting = "is thinking\u2026" if self.flow.thinking else "to move"
        last = self.log[-1].text_for(self.viewer) if self.log else ""
        return f"Move {moves + 1}: {self.seat_name(mover)} {waiting}", last, theme.INK_DIM

    def _history_parts(self, view) -> list[Part]:
        """Every multiset made, newest first, in as many columns as it takes, on a
        panel; the newest framed gold for a moment after its move."""
        key = (view.history, view.movers, self.newest_glow > 0)
        return self.parts.kept("history", key, partial(self._make_history_parts, *key))

    def _make_history_parts(self, history, movers, glowing: bool) -> list[Part]:
        area = self.layout["history"]
        parts = [Part("history", area, (), partial(self._draw_history_panel, area=area))]
        entries = [(seat, self._history_words(move, row)) for move, (seat, row) in
                   enumerate(zip((None,) + movers, history))][::-1]
        line = HISTORY_LINE
        per_column = max(1, (area.height - 44) // line)
        columns = max(1, -(-len(entries) // per_column))
        width = (area.width - 16) // columns
        size = theme.SMALL_SIZE - (0 if columns <= 2 else 4)
        for i, (seat, words) in enumerate(entries):
            column, row = divmod(i, per_column)
            x, y = area.x + 10 + column * width, area.y + 38 + row * line
            newest = i == 0 and glowing
            room = pygame.Rect(x - 4, y - 2, width - 6, line - 2).union(
                self.parts.text_room(words, (x + 18, y), size))
            look = (words, seat, x, y, width, size, newest)
            parts.append(Part(f"history:{i}", room, look,
                              partial(self._draw_history_entry, look=look)))
        return parts

    def _history_words(self, move: int, row) -> str:
        """A multiset made, as the history lists it ("3: 2 · 1 · 1"), worked out once."""
        if (move, row) not in self._entry_words:
            self._entry_words[move, row] = (f"{'start' if move == 0 else move}: "
                                            f"{say_runs(run_lengths(row))}")
        return self._entry_words[move, row]

    def _draw_history_panel(self, surface, area: pygame.Rect) -> None:
        draw_panel(surface, area, 170)
        self.app.text.draw(surface, "Run lengths already made", (area.x + 12, area.y + 8),
                           theme.SMALL_SIZE, theme.GOLD)

    def _draw_history_entry(self, surface, look: tuple) -> None:
        words, seat, x, y, width, size, newest = look
        if newest:
            pygame.draw.rect(surface, theme.GOLD, (x - 4, y - 2, width - 6, HISTORY_LINE - 2),
                             2, border_radius=6)
        if seat is not None:
            draw_marker(surface, (x + 7, y + 9), 7, seat)
        self.app.text.draw(surface, words, (x + 18, y), size, theme.GOLD if newest else theme.INK)



TABLE = ProcessionTable
