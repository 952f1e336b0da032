"""Results after each hand and at the end of the match.

The box stands where its table puts it; where it would cover the game itself (cards,
cells, the row: `TableScene.game_rects`), the table is not drawn under it at all, and
"See the table" shows it, results set aside, until any press brings them back.

A confirm in the first moments is taken for a press meant for the last move and
ignored (unless the player has already moved the choice); at the end of a match the
harmless "See the table" is chosen first, never "Play again".
"""

from __future__ import annotations

import pygame

from game.core import MatchEnded
from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.match.seats import with_seat_names
from scenes.widgets import theme
from scenes.widgets.backdrop import felt_surface
from scenes.widgets.chart import Series, draw_chart
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.overlay import dim, panel
from scenes.widgets.panel import draw_panel

BOX = pygame.Rect(290, 70, 700, 600)  # where the box stands; its height fits what it says
TALLEST = 680  # a box with more to say grows past BOX, up to this
TITLE_ROOM = 95  # from the box's top to the summary's first line
LINE = 30  # a line of the summary
SCORE_ROW = 32
SCORE_ROWS = 6  # more players than this: their scores in two columns
SCORE_COLUMN = 340  # from one column's centre to the other's
GAP = 25  # between the summary, the scores and the menu
MENU_ROW = 48
BOTTOM_ROOM = 20  # under the menu
NOTE_ROOM = 30  # the hints note, over the menu
AUTO_CLOSE_SECONDS = 4.0  # when no human is at the table (demo, all-AI)
TALLY_SECONDS = 1.2  # the hand's points count into the totals
PEEK_NOTE = "Press any button to see the results again"
STANDING_ROW = 30  # a player's row of the ranked table; a big table's rows are smaller
STANDING_ROW_SMALL = 24
HAND_COLUMN = 40  # one hand's points in the ranked table
HANDS_SHOWN = 7  # the most recent hands that have a column; earlier ones are summed up
GRACE_SECONDS = 0.8  # a confirm this soon is a press meant for the last move: ignored
CHART_WIDTH = 440  # the match's score-by-hand chart, right of the words in the final box
CHART_HEIGHT = 420


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


class ResultsOverlay(Scene):
    def __init__(self, app, table, event):
        super().__init__(app)
        self.table = table
        self.event = event
        self.final = isinstance(event, MatchEnded)
        self.age = 0.0
        self.moved = False  # the player moved the choice: they are reading this screen
        self.peeking = False  # the overlay stands aside to show the table
        self._wrapped_summary: list[str] | None = None
        self.hints_line = self.hint_note()
        self.below: pygame.Surface | None = None  # the table under it, dimmed, as drawn
        onwards = ("Final results" if table.session.state.is_over  # the match's come next
                   else f"Next {table.session.info.hand_word}")
        see_table = MenuItem("See the table", self.see_table)
        items = ([see_table, MenuItem("Menu", self.to_menu),
                  MenuItem("Play again", self.play_again)]
                 if self.final else [MenuItem(onwards, self.close)])
        self.chart = self.chart_series() if self.final else []
        # the match's end, with its chart, takes the screen ("See the table" shows it)
        self.hides_table = bool(self.chart) or \
            self.covers_the_game(self.fitted_box(MENU_ROW * len(items)))
        if self.hides_table and not self.final:
            items.append(see_table)  # the table is out of sight: a way to look at it
        self.box, self.body = self.lay_out(MENU_ROW * len(items))
        self.backdrop = felt_surface if self.hides_table else None
        menu_height = MENU_ROW * len(items)
        self.menu = MenuList(items, topleft=(self.body.x + self.body.width // 2 - 200,
                                             self.body.bottom - menu_height - BOTTOM_ROOM),
                             width=400, row_height=MENU_ROW)

    def spoken_title(self) -> str:
        """The title, the summary and every player's place and score."""
        if self.ranked:
            places = [f"{place}, {self.table.seat_name(seat)}, {total:g}"
                      for place, seat, total in self.standings()]
        else:
            places = [words for words, _ in self.score_lines()]
        return ". ".join([self.title(), self.summary(), *places])

    def covers_the_game(self, box: pygame.Rect) -> bool:
        """Whether `box` stands over any card, cell or row of the table below."""
        return box.collidelist(list(self.table.game_rects().values())) != -1

    def lay_out(self, menu_height: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The box, and the room for its words within it: where the table puts them;
        with the table hidden, in the screen's middle, and widened for the chart."""
        body = self.fitted_box(menu_height)
        if not self.hides_table:
            return body, body
        box = body.copy()
        if self.chart:
            box.size = (body.width + CHART_WIDTH, max(body.height, CHART_HEIGHT))
        box.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        body.topleft, body.height = box.topleft, box.height
        return box, body

    def fitted_box(self, menu_height: int) -> pygame.Rect:
        """The box as tall as what it holds, centred where BOX is: two players' results
        are not a few lines lost in a tall empty panel, and twelve fit."""
        height = (self.body_bottom() + GAP + (NOTE_ROOM if self.hints_line else 0)
                  + menu_height + BOTTOM_ROOM)
        box = pygame.Rect(BOX.x, 0, BOX.width, min(TALLEST, height))
        box.centery = BOX.centery
        return box

    def body_bottom(self) -> int:
        """How far below the box's top the summary and the scores reach."""
        if self.ranked:
            return self.scores_top() + (len(self.table.session.seats) + 1) * self.standing_row()
        return self.scores_top() + self.score_rows() * SCORE_ROW

    @property
    def ranked(self) -> bool:
        """Players ranked in a table (place, name, each hand's points, total), unless a
        table's own results word each player's line (`score_lines`), or a match that
        counts no points names who won."""
        if type(self).score_lines is not ResultsOverlay.score_lines:
            return False
        return not (self.final and not self.table.session.info.scored_matches)

    def standing_row(self) -> int:
        return STANDING_ROW if len(self.table.session.seats) <= SCORE_ROWS else \
            STANDING_ROW_SMALL

    def scores_top(self) -> int:
        return TITLE_ROOM + len(self._summary_lines()) * LINE + GAP

    def score_rows(self) -> int:
        seats = len(self.table.session.seats)
        return seats if seats <= SCORE_ROWS else (seats + 1) // 2

    @property
    def opaque(self) -> bool:
        """Once the table below is drawn and dimmed, the overlay keeps that picture and
        shows it itself: only the top scene updates, so the table stands still under
        the results and drawing it again each frame would change nothing."""
        return (self.hides_table or self.below is not None) and not self.peeking

    def dim_below(self, surface) -> None:
        """The table, dimmed, kept from the first frame that shows it wholly up to date:
        the last move may have changed more of it than its still layer draws again in
        one frame, and what the results leave to see must be the table as it ended.
        Where the box would cover the game, the felt alone."""
        if self.backdrop is not None:
            surface.blit(self.backdrop(), (0, 0))
        elif self.below is None:
            dim(surface)
            still = getattr(self.table, "still", None)
            if still is None or not still.pending:
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
        session = self.table.session
        self.app.stack.pop()
        self.app.stack.replace(self.app.screens.same_match_again(session))

    def to_menu(self) -> None:
        self.app.screens.menu(self.table.session.info.id)

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

    # What the box says; tables' own results change these, and the layout follows.

    def title(self) -> str:
        word = self.table.session.info.hand_word.capitalize()
        return "Match over" if self.final else f"{word} {self.event.hand} over"

    def summary(self) -> str:
        return self._named(self.event.summary)

    def score_lines(self) -> list[tuple[str, bool]]:
        """(words, won) for each player: the totals, counting in the hand's points; at
        the end of a match that counts no points, who won."""
        if self.final and not self.table.session.info.scored_matches:
            return self._winner_lines()
        scores = self.event.outcome.scores if self.final else self.event.totals
        lines = []
        for seat, score in enumerate(scores):
            gained = "" if self.final else f"  ({self.event.points[seat]:+g})"
            if not self.final:
                score = self._tallied(score, self.event.points[seat])
            winner = self.final and seat in self.event.outcome.winners
            mark = "\u2605 " if winner else ""
            lines.append((f"{mark}{self.table.seat_name(seat)}: {score:g}{gained}", winner))
        return lines

    def _winner_lines(self) -> list[tuple[str, bool]]:
        """"★ Blue wins" (or "shares the win"), and the others by name: a 1 and 0s would
        read as points the game never gave."""
        winners = self.event.outcome.winners
        won = "wins" if len(winners) == 1 else "shares the win"
        return [(f"\u2605 {self.table.seat_name(seat)} {won}", True) if seat in winners
                else (self.table.seat_name(seat), False)
                for seat in range(len(self.table.session.seats))]

    def _summary_lines(self) -> list[str]:
        """The summary in the box's width, worked out once."""
        if self._wrapped_summary is None:
            self._wrapped_summary = self.app.text.wrap(self.summary(), theme.BODY_SIZE,
                                                       BOX.width - 60)
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
            self._draw_peek_note(surface)
            return
        self.dim_below(surface)
        box, text = self.body, self.app.text
        panel(surface, self.box)
        if self.chart:
            draw_chart(surface, text, self.chart_rect(), self.chart, "Score after each "
                       f"{self.table.session.info.hand_word}",
                       self.table.session.info.hand_word.capitalize())
        text.draw(surface, self.title(), (box.centerx, box.y + 45), theme.HEADING_SIZE,
                  theme.GOLD, bold=True, anchor="center")
        for i, line in enumerate(self._summary_lines()):
            text.draw(surface, line, (box.centerx, box.y + TITLE_ROOM + i * LINE),
                      theme.BODY_SIZE, theme.INK, anchor="center")
        self.draw_body(surface, text)
        if self.hints_line:
            text.draw(surface, self.hints_line, (box.centerx, self.menu.topleft[1] - NOTE_ROOM),
                      theme.SMALL_SIZE, theme.INK_DIM, anchor="center")
        self.menu.draw(surface, text)

    def draw_body(self, surface, text) -> None:
        """Under the summary, from `scores_top` down `body_bottom`: the players, ranked
        (or their lines)."""
        if self.ranked:
            self._draw_standings(surface, text)
        else:
            self._draw_scores(surface, text)

    def standings(self) -> list[tuple[str, int, float]]:
        """(place, seat, total) for each player, best first; tied players share a place
        ("=2nd").  Totals are the running scores, highest best, counting this hand's
        points in as the tally goes."""
        event = self.event
        totals = event.outcome.scores if self.final else [
            self._tallied(total, points) for total, points in zip(event.totals, event.points)]
        final_totals = event.outcome.scores if self.final else event.totals
        order = sorted(range(len(totals)), key=lambda seat: -final_totals[seat])
        rows = []
        for seat in order:
            better = sum(1 for other in order if final_totals[other] > final_totals[seat])
            tied = sum(1 for other in order if final_totals[other] == final_totals[seat]) > 1
            rows.append((("=" if tied else "") + ordinal(better + 1), seat, totals[seat]))
        return rows

    def _draw_standings(self, surface, text) -> None:
        """The ranked table: a header of hand numbers, then a row a player."""
        box, row = self.body, self.standing_row()
        size = theme.BODY_SIZE - 2 if row == STANDING_ROW else theme.SMALL_SIZE
        hands = self._hands_so_far()
        shown = hands[-self.hands_shown():]
        earlier = len(hands) - len(shown)
        left, right, top = box.x + 30, box.right - 30, box.y + self.scores_top()
        first_column = right - 90 - HAND_COLUMN * len(shown)
        word = self.table.session.info.hand_word.capitalize()
        if shown:
            text.draw(surface, f"{word}s" if len(shown) > 1 else word,
                      (first_column - 8, top), theme.SMALL_SIZE - 2, theme.INK_DIM,
                      anchor="topright")
        for i, hand in enumerate(shown):
            text.draw(surface, str(hand.hand), (first_column + i * HAND_COLUMN + HAND_COLUMN // 2,
                                                top), theme.SMALL_SIZE - 2, theme.INK_DIM,
                      anchor="midtop")
        text.draw(surface, "Total", (right, top), theme.SMALL_SIZE - 2, theme.INK_DIM,
                  anchor="topright")
        for n, (place, seat, total) in enumerate(self.standings()):
            y = top + (n + 1) * row
            won = self.final and seat in self.event.outcome.winners
            colour = theme.GOLD if won else theme.INK
            text.draw(surface, place, (left, y), size, colour, bold=won)
            name = ("\u2605 " if won else "") + self.table.seat_name(seat)
            text.draw(surface, name, (left + 70, y), size, colour, bold=won)
            for i, hand in enumerate(shown):
                newest = not self.final and i == len(shown) - 1
                text.draw(surface, self._hand_points(hand.points[seat]),
                          (first_column + i * HAND_COLUMN + HAND_COLUMN // 2, y), size,
                          theme.GOLD if newest else theme.INK_DIM, anchor="midtop")
            text.draw(surface, f"{total:g}", (right, y), size, theme.GOLD, bold=True,
                      anchor="topright")
        if earlier:
            text.draw(surface, f"(and {earlier} earlier)", (first_column - 8, top + 16),
                      theme.SMALL_SIZE - 6, theme.INK_DIM, anchor="topright")

    def chart_series(self) -> list[Series]:
        """Each player's running total, from before the first hand to after the last
        (none for a match that counts no points, or was over before a hand ended)."""
        hands = self._hands_so_far()
        if not hands or not self.table.session.info.scored_matches:
            return []
        first = hands[0]
        return [Series(seat, self.table.short_name(seat),
                       (first.totals[seat] - first.points[seat],
                        *(hand.totals[seat] for hand in hands)))
                for seat in range(len(self.table.session.seats))]

    def chart_rect(self) -> pygame.Rect:
        """The chart's room: right of the words, within the box's frame."""
        return pygame.Rect(self.body.right, self.box.y + 40, CHART_WIDTH - 30,
                           self.box.height - 80)

    def hands_shown(self) -> int:
        """How many of the latest hands have a column of their own in the ranked table."""
        return HANDS_SHOWN

    def _hand_points(self, points) -> str:
        """A hand's points as the game counts them: penalties plain ("19"), points won
        or lost with their sign ("+3", "-4")."""
        if self.table.session.info.low_points_win or not points:
            return f"{points:g}"
        return f"{points:+g}"

    def _hands_so_far(self) -> list:
        """The hands played up to this one (each with what every seat scored)."""
        hands = self.table.session.hands
        if self.final:
            return list(hands)
        return [hand for hand in hands if hand.hand <= self.event.hand]

    def _draw_scores(self, surface, text) -> None:
        """A line a player, under the summary: in one column, or two for a big table."""
        lines = self.score_lines()
        rows, top = self.score_rows(), self.body.y + self.scores_top() + SCORE_ROW // 2
        two_columns = rows < len(lines)
        for seat, (words, won) in enumerate(lines):
            column, row = divmod(seat, rows)
            x = self.body.centerx + ((column - 0.5) * SCORE_COLUMN if two_columns else 0)
            text.draw(surface, words, (x, top + row * SCORE_ROW), theme.BODY_SIZE,
                      theme.GOLD if won else theme.INK, anchor="center")

    def _draw_peek_note(self, surface) -> None:
        """How to bring the results back, on a strip of its own at the screen's foot,
        where it covers least of the table the player is looking at."""
        note = self.app.text.render(PEEK_NOTE, theme.SMALL_SIZE, theme.GOLD)
        strip = note.get_rect().inflate(32, 10)
        strip.midbottom = (surface.get_width() // 2, surface.get_height() - 4)
        draw_panel(surface, strip, 255, border=theme.GOLD, radius=10)
        self.app.text.draw(surface, PEEK_NOTE, strip.center, theme.SMALL_SIZE, theme.GOLD,
                           anchor="center")
