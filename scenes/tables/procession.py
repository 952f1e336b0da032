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
from scenes.anim import Sprite, Tween, ease_in_out
from scenes.tables import hinting
from scenes.tables.base import TableScene
from scenes.tables.targets import Target
from scenes.widgets import theme
from scenes.widgets.cards import LIFT, draw_card, draw_flip, draw_marker
from scenes.widgets.panel import draw_panel
from scenes.widgets.rows import fan
from scenes.widgets.still import Part
from scenes.widgets.tiles import TileArt

TILE_GAP = 12
FLIP_SECONDS = 0.4
END_HOLD_SECONDS = 2.0  # the last row stays in view before the results
PREVIEW_TILE = (38, 52)


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

    def __init__(self, app, session):
        super().__init__(app, session)
        n = session.state.n
        row = self.layout["row"]
        width = min(96, (row.width - (n - 1) * TILE_GAP) // n)
        self.tile_size = (width, min(row.height - 20, int(width * 1.35)))
        self.tiles = TileArt(app.text, self.tile_size)
        self.small_tiles = TileArt(app.text, PREVIEW_TILE)
        self.flipping: set[int] = set()  # 0-based positions drawn by a flip sprite
        self.newest_glow = 0.0  # seconds the newest multiset stays lit

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
        """The hint's reason beside the Hint button, under the row it is about."""
        return hinting.panel_beside(self.layout["buttons"], self.buttons, lines)

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
        view = self.view
        layout = self.layout
        target = self.targets.current if self.my_turn() else None
        aim = (target.key, target.allowed) if target is not None else None
        row = self.tile_rects()
        row_area = row[0].unionall(row).inflate(40, 2 * LIFT + 60)
        runs_area = layout["runs"].union(row_area.clip(layout["runs"].inflate(0, 40)))
        goal = self.app.text.render(self.GOAL, theme.SMALL_SIZE).get_rect(
            midleft=layout["goal"].midleft)
        return super().still_parts() + self._seat_parts(view) + [
            Part("goal", goal, (), partial(self._draw_goal, rect=goal)),
            Part("row", row_area, (view.row, tuple(sorted(self.flipping)), aim),
                 partial(self._draw_row, view=view)),
            Part("runs", runs_area.inflate(0, 8), view.row, partial(self._draw_runs, view=view)),
            Part("turn", layout["turn"], (view.row, self._turn_words(view), aim),
                 partial(self._draw_turn, view=view)),
            Part("history", layout["history"], (view.history, self.newest_glow > 0),
                 partial(self._draw_history, view=view)),
            self.log_part(9),
        ]

    def draw_table(self, surface) -> None:
        """Only the cursor moves with every frame; the rest is kept (`still_parts`)."""
        if self.my_turn() and not self.anim.busy:
            current = self.targets.current
            lifted = current is not None and current.allowed
            self.draw_target_cursor(surface, tip=False, lift=LIFT if lifted else 0)

    def _draw_goal(self, surface, rect: pygame.Rect) -> None:
        self.app.text.draw(surface, self.GOAL, rect.topleft, theme.SMALL_SIZE, theme.INK_DIM)

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

    def _draw_row(self, surface, view) -> None:
        current = self.targets.current if self.my_turn() else None
        for index, rect in enumerate(self.tile_rects()):
            if index in self.flipping:
                continue
            hovered = current is not None and current.key == ("digit", index + 1)
            draw_card(surface, self.tiles.digit(view.row[index]), rect,
                      "hover" if hovered and current.allowed else "normal")
            self.app.text.draw(surface, str(index + 1), (rect.centerx, rect.bottom + 8),
                               theme.SMALL_SIZE - 2, theme.INK_DIM, anchor="midtop")

    def _draw_runs(self, surface, view) -> None:
        """Each run bracketed under the row with its length, then the multiset."""
        text = self.app.text
        rects = self.tile_rects()
        area = self.layout["runs"]
        y = area.y
        for number, (start, length) in enumerate(runs_of(view.row)):
            left, right = rects[start].left + 4, rects[start + length - 1].right - 4
            colour = theme.GOLD if number % 2 == 0 else theme.INK
            pygame.draw.lines(surface, colour, False,
                              [(left, y), (left, y + 8), (right, y + 8), (right, y)], 3)
            text.draw(surface, str(length), ((left + right) // 2, y + 10), theme.SMALL_SIZE,
                      colour, bold=True, anchor="midtop")
        text.draw(surface, f"Run lengths now: {say_runs(run_lengths(view.row))}",
                  (area.centerx, area.bottom), theme.BODY_SIZE + 2, theme.INK, bold=True,
                  anchor="midbottom")

    def _draw_turn(self, surface, view) -> None:
        text = self.app.text
        area = self.layout["turn"]
        draw_panel(surface, area, 150)
        headline, detail, colour = self._turn_words(view)
        text.draw(surface, headline, (area.centerx, area.y + 14), theme.HEADING_SIZE - 6,
                  theme.GOLD, bold=True, anchor="midtop")
        if detail:
            text.draw(surface, detail, (area.centerx, area.y + 60), theme.BODY_SIZE, colour,
                      anchor="midtop")
        target = self.targets.current if self.my_turn() else None
        if target is not None:
            self._draw_preview_row(surface, view, target, area)

    def _draw_preview_row(self, surface, view, target: Target, area: pygame.Rect) -> None:
        """The row as the flip under the cursor would leave it, small, the flipped
        digit framed: what confirming does, before it is done."""
        position = target.key[1]
        row = flip_row(view.row, position)
        strip = pygame.Rect(area.x, area.y + 100, area.width, 56)
        rects = fan(strip, len(row), PREVIEW_TILE, 6)
        for index, rect in enumerate(rects):
            surface.blit(self.small_tiles.digit(row[index]), rect)
            if index == position - 1:
                colour = theme.GOLD if target.allowed else theme.ALERT
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
        waiting = "is thinking\u2026" if self.thinking else "to move"
        last = self.log[-1].text_for(self.viewer) if self.log else ""
        return f"Move {moves + 1}: {self.seat_name(mover)} {waiting}", last, theme.INK_DIM

    def _draw_history(self, surface, view) -> None:
        """Every multiset made, newest first, in as many columns as it takes."""
        text = self.app.text
        area = self.layout["history"]
        draw_panel(surface, area, 170)
        text.draw(surface, "Run lengths already made", (area.x + 12, area.y + 8),
                  theme.SMALL_SIZE, theme.GOLD)
        entries = [(move, seat, run_lengths(row)) for move, (seat, row) in
                   enumerate(zip((None,) + view.movers, view.history))][::-1]
        line = 24
        per_column = max(1, (area.height - 44) // line)
        columns = max(1, -(-len(entries) // per_column))
        width = (area.width - 16) // columns
        size = theme.SMALL_SIZE - (0 if columns <= 2 else 4)
        for i, (move, seat, runs) in enumerate(entries):
            column, row = divmod(i, per_column)
            x, y = area.x + 10 + column * width, area.y + 38 + row * line
            newest = i == 0 and self.newest_glow > 0
            if newest:
                pygame.draw.rect(surface, theme.GOLD, (x - 4, y - 2, width - 6, line - 2), 2,
                                 border_radius=6)
            if seat is not None:
                draw_marker(surface, (x + 7, y + 9), 7, seat)
            label = "start" if move == 0 else str(move)
            text.draw(surface, f"{label}: {say_runs(runs)}", (x + 18, y), size,
                      theme.GOLD if newest else theme.INK)


TABLE = ProcessionTable
