"""The panels round the Peek and Run board, as still parts: the hand and the goal
above a badge per side (score, markers left, and at a hand's end what it scored),
and the hidden cards the viewer knows now, with where each lies."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.tables.peek_and_run.geometry import SEEN_CARD, SEEN_SHOWN
from scenes.tables.peek_and_run.phrases import cards_known, turns_arrow
from scenes.widgets import theme
from scenes.widgets.cards import draw_card, flat_card_room
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part
from scenes.widgets.text import counted

CAPTION_SIZE = theme.SMALL_SIZE - 4
CAPTION_LINE = 18


def thinking_dots(table) -> tuple | None:
    """The seat thinking and its dots now, as badges show them."""
    if table.flow.thinking is None:
        return None
    return table.flow.thinking["seat"], int(table.clock * 3) % 3


class Panels:
    def __init__(self, table, looks):
        self.table = table
        self.looks = looks

    def parts(self, view) -> list[Part]:
        return [*self._scores_parts(view), *self._seen_parts()]

    # -- the scores --------------------------------------------------------------------------

    def _scores_parts(self, view) -> list[Part]:
        """The hand and the goal above a badge per side (score, markers left)."""
        table = self.table
        markers = tuple(view.markers_left(side) for side in sorted(set(view.sides)))
        key = (view.hands_dealt, view.options, view.scores, view.sides, view.to_act, markers,
               table.viewer, thinking_dots(table), table.animation.hand_points(),
               table.score_counts.moving())
        return table.parts.kept("scores", key, partial(self._make_scores_parts, view))

    def _make_scores_parts(self, view) -> list[Part]:
        table = self.table
        rect = table.layout["scores"]
        option = view.option
        hand = f"Hand {view.hands_dealt}"
        if option["match"] == "points":
            goal = f"first to {option['target']}"
        else:  # a round is one hand dealt by each player
            hand += f" of {option['rounds'] * len(view.hands)}"
            goal = counted(option["rounds"], "round")
        if view.num_seats == 3:  # the direction of play changes from deal to deal
            goal += f" \u00b7 {turns_arrow(view.direction)}"
        parts = [table.parts.line("scores:title", f"{hand} \u2014 {goal}",
                                  (rect.x + 4, rect.y), theme.SMALL_SIZE, theme.GOLD)]
        for side in sorted(set(view.sides)):
            parts.append(self.looks.drawn_once(table.badge_part(
                f"scores:{side}", table.geometry.side_badge_rect(side),
                self.side_badge(view, side))))
        return parts

    def side_badge(self, view, side: int):
        """A side's badge: its players' names, its score and markers left."""
        table = self.table
        seats = [s for s in range(view.num_seats) if view.sides[s] == side]
        left = view.markers_left(side)
        scored = table.animation.hand_points()
        detail = "" if left is None else f"{counted(left, 'marker')} left"
        if scored is not None:  # the hand is over: what it scored, beside the total
            detail = f"{signed(scored[seats[0]])} this hand"
        badge = table.badge(seats[0], score=counted(view.scores[side], "pt"), detail=detail)
        badge.name = table.words.side_name(side)
        acting = [s for s in seats if s in view.to_act]
        badge.on_turn = bool(acting)
        badge.you = table.viewer in seats
        if badge.you and acting and table.viewer not in acting:  # not "your turn": theirs
            badge.level = f"{table.short_name(acting[0])} to play"
        return badge

    # -- the cards known ----------------------------------------------------------------------

    def _seen_parts(self) -> list[Part]:
        """The hidden cards the viewer knows now (see `cards_known`), each with where
        it lies, on a panel of their own; while a peek goes on, its ten first.  Before
        any, what a ten does."""
        table = self.table
        title, seen = table.words.peek_title(), self._listed()
        key = (title, seen, table.app.prefs.colour_blind_patterns)
        return table.parts.kept("seen", key, lambda: self._make_seen_parts(title, seen))

    def _listed(self) -> tuple:
        """(where, card) for each card the panel shows: during a peek (once it has
        landed there) the ten it was begun with, then every card known."""
        table = self.table
        view = table.view
        seen = tuple((where, card) for where, card in cards_known(view, table.short_name))
        ten = view.peek_ten
        if ten is None or ten in table.animation.in_flight:
            return seen
        return ((("the ten", "shown"), ten),) + seen

    def _make_seen_parts(self, title: str, seen) -> list[Part]:
        table = self.table
        rect = table.layout["peek"]
        parts = [Part("seen", rect, (), partial(draw_panel, rect=rect, alpha=170)),
                 table.parts.line("seen:title", title, (rect.x + 10, rect.y + 6),
                                  theme.SMALL_SIZE, theme.GOLD)]
        if not seen:
            intro = table.parts.wrap("A ten lets you look at up to three cards: opponents' or "
                                     "the stock's.", rect.width - 20)
            return parts + [table.parts.line(f"seen:intro:{i}", line,
                                             (rect.x + 10, rect.y + 36 + i * 22),
                                             theme.SMALL_SIZE - 2, theme.INK_DIM)
                            for i, line in enumerate(intro)]
        if len(seen) > SEEN_SHOWN:  # the last place says how many more there are
            more = len(seen) - SEEN_SHOWN + 1
            seen = seen[:SEEN_SHOWN - 1]
            at = table.geometry.seen_card_rect(SEEN_SHOWN - 1)
            parts.append(table.parts.line("seen:more", f"+{more} more", at.center,
                                          CAPTION_SIZE, theme.INK_DIM, "center"))
        return parts + [self._seen_card_part(i, where, card)
                        for i, (where, card) in enumerate(seen)]

    def _seen_card_part(self, index: int, where: tuple[str, str], card) -> Part:
        """A card known, small, with where it lies in two lines under it."""
        table = self.table
        card_rect = table.geometry.seen_card_rect(index)
        lines = tuple((line, (card_rect.centerx, card_rect.bottom + 4 + j * CAPTION_LINE))
                      for j, line in enumerate(where))
        room = flat_card_room(card_rect).unionall([
            table.parts.text_room(line, pos, CAPTION_SIZE, "midtop") for line, pos in lines])
        return Part(f"seen:{index}", room,
                    (where, card, index, table.app.prefs.colour_blind_patterns),
                    partial(self._draw_seen_card, card=card, card_rect=card_rect, lines=lines))

    def _draw_seen_card(self, surface, card, card_rect: pygame.Rect, lines) -> None:
        draw_card(surface, self.table.pictures.image(card, SEEN_CARD), card_rect)
        for line, pos in lines:
            self.table.app.text.draw(surface, line, pos, CAPTION_SIZE, theme.INK,
                                     anchor="midtop")


def signed(points: int) -> str:
    """A hand's points with their sign: "+1", "0", "\u22121"."""
    return f"+{points}" if points > 0 else "\u2212" + str(-points) if points < 0 else "0"
