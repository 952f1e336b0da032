"""Results after each hand and at the end of the match.

A confirm in the first moments is taken for a press meant for the last move and
ignored (unless the player has already moved the choice); at the end of a match the
harmless "See the table" is chosen first, never "Play again".
"""

from __future__ import annotations

import pygame

from game.core import MatchEnded
from scenes.input import Intent
from scenes.tables.hinting import with_seat_names
from scenes.scene import Scene
from scenes.widgets import theme
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.overlay import dim, panel

BOX = pygame.Rect(290, 70, 700, 600)
AUTO_CLOSE_SECONDS = 4.0  # when no human is at the table (demo, all-AI)
TALLY_SECONDS = 1.2  # the hand's points count into the totals
GRACE_SECONDS = 0.8  # a confirm this soon is a press meant for the last move: ignored


class ResultsOverlay(Scene):
    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        self.event = event
        self.final = isinstance(event, MatchEnded)
        self.age = 0.0
        self.moved = False  # the player moved the choice: they are reading this screen
        self.peeking = False  # the overlay stands aside to show the final table
        self._wrapped_summary: list[str] | None = None
        self.below: pygame.Surface | None = None  # the table under it, dimmed, as drawn
        items = ([MenuItem("See the table", self.see_table), MenuItem("Menu", self.to_menu),
                  MenuItem("Play again", self.play_again)]
                 if self.final else [MenuItem("Next hand", self.close)])
        self.menu = MenuList(items, topleft=(BOX.x + 150, BOX.bottom - 48 * len(items) - 20),
                             width=400, row_height=48)

    @property
    def opaque(self) -> bool:
        """Once the table below is drawn and dimmed, the overlay keeps that picture and
        shows it itself: only the top scene updates, so the table stands still under
        the results and drawing it again each frame would change nothing."""
        return self.below is not None and not self.peeking

    def dim_below(self, surface) -> None:
        """The table, dimmed: drawn at the first frame, kept for the next."""
        if self.below is None:
            dim(surface)
            self.below = surface.copy()
        else:
            surface.blit(self.below, (0, 0))

    def resume(self) -> None:
        """Back from a scene above (pause, settings): the table may look different now."""
        super().resume()
        self.below = None

    def close(self) -> None:
        self.app.stack.pop()

    def play_again(self) -> None:
        from scenes.launch import table_for
        session = self.table.session
        self.app.stack.pop()
        self.app.stack.replace(table_for(self.app, session.info.id, session.seats, None,
                                         session.options, session.seat_devices))

    def to_menu(self) -> None:
        from scenes.menu import MainMenu
        self.app.stack.reset(MainMenu(self.app, self.table.session.info.id))

    def see_table(self) -> None:
        self.peeking = True

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if self.peeking:
            if event.intent != Intent.POINT:
                self.peeking = False  # any press brings the results back
            return
        if event.intent == Intent.CONFIRM and self.age < GRACE_SECONDS and not self.moved:
            return
        if event.intent in (Intent.UP, Intent.DOWN, Intent.NEXT, Intent.PREV):
            self.moved = True
        if event.intent in (Intent.BACK,) and not self.final:
            self.close()
        elif event.intent == Intent.PAUSE:
            self.table.open_pause()
        elif self.menu.handle(event):
            self.app.sounds.play("move")

    def _named(self, summary: str) -> str:
        """The rules number players from 1 ("Player 3", "P3"); the table names them."""
        return with_seat_names(summary, self.table.seat_name, len(self.table.session.seats))

    def _summary_lines(self) -> list[str]:
        """The hand's summary in the box's width, worked out at the first frame."""
        if self._wrapped_summary is None:
            summary = self._named(self.event.summary)
            self._wrapped_summary = self.app.text.wrap(summary, theme.BODY_SIZE, BOX.width - 60)
        return self._wrapped_summary

    def hint_note(self) -> str:
        """"Red used 2 hints": each human who asked for any, in this match so far."""
        used = self.table.session.hints_used
        return "; ".join(f"{self.table.short_name(seat)} used {count} "
                         f"hint{'s' if count != 1 else ''}"
                         for seat, count in sorted(used.items()) if count)

    def _tallied(self, total, points):
        """The running total as the tally counts this hand's points in or out."""
        share = min(1.0, self.age / TALLY_SECONDS) if self.app.prefs.animation_factor else 1.0
        shown = total - points * (1.0 - share)
        return round(shown) if isinstance(total, int) else round(shown, 1)

    def update(self, dt: float) -> None:
        self.age += dt
        self.menu.update(dt)
        if not self.table.session.humans and self.age > AUTO_CLOSE_SECONDS:
            if self.final and hasattr(self.table, "on_match_finished"):
                self.table.on_match_finished()
            elif not self.final:
                self.close()

    def draw(self, surface) -> None:
        if self.peeking:
            self.app.text.draw(surface, "Press any button to see the results again",
                               (BOX.centerx, 30), theme.BODY_SIZE, theme.GOLD,
                               anchor="center", shadow=True)
            return
        self.dim_below(surface)
        panel(surface, BOX)
        text = self.app.text
        title = "Match over" if self.final else f"Hand {self.event.hand} over"
        text.draw(surface, title, (BOX.centerx, BOX.y + 45), theme.HEADING_SIZE, theme.GOLD,
                  bold=True, anchor="center")
        for i, line in enumerate(self._summary_lines()):
            text.draw(surface, line, (BOX.centerx, BOX.y + 95 + i * 30), theme.BODY_SIZE,
                      theme.INK, anchor="center")
        scores = self.event.outcome.scores if self.final else self.event.totals
        y = BOX.y + 180
        for seat, score in enumerate(scores):
            gained = "" if self.final else f"  ({self.event.points[seat]:+g})"
            if not self.final:
                score = self._tallied(score, self.event.points[seat])
            winner = self.final and seat in self.event.outcome.winners
            colour = theme.GOLD if winner else theme.INK
            mark = "\u2605 " if winner else ""
            text.draw(surface, f"{mark}{self.table.seat_name(seat)}: {score:g}{gained}",
                      (BOX.centerx, y), theme.BODY_SIZE, colour, anchor="center")
            y += 32
        note = self.hint_note()
        if note:
            text.draw(surface, note, (BOX.centerx, self.menu.topleft[1] - 30), theme.SMALL_SIZE,
                      theme.INK_DIM, anchor="center")
        self.menu.draw(surface, text)
