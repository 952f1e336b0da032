"""The Serpent table's still parts: the roles beside the grid, the two badges, the
grid with its cards, the next place's pulsing frame and both hands (the picked cards
raised, the unplayable dimmed).  Only the cursor is drawn live; the keys to press are
the chrome's instruction line (`SerpentWords.instruction`)."""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.serpent.actions import PLAY, Play
from game.serpent.cards import Card
from game.serpent.scoring import (
    CELL_OF_PLAY,
    CELLS,
    PLAY_OF_CELL,
    RESPONSES,
    player_of,
    score_board,
)
from scenes.core import draw
from scenes.tables.serpent.board import (
    draw_frames,
    draw_links,
    draw_lit,
    draw_serpent_path,
    groups_of,
)
from scenes.tables.serpent.geometry import CARD, SMALL_CARD, Grid, card_footprint, grid_footprint
from scenes.widgets import theme
from scenes.widgets.badge import Badge
from scenes.widgets.cards import DIMMED, NORMAL, SELECTED, draw_card
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

CAPTION_SIZE = theme.SMALL_SIZE - 4  # 'hidden' and 'face up' under the bottom hand
CAPTION_GAP = 2  # between the cards' shadows and the captions under them


class SerpentDrawing:
    def __init__(self, table):
        self.table = table

    def parts(self) -> list[Part]:
        """All but the target cursor and its tip, which follow the pointer and are drawn
        live; the next place's pulsing frame is a part of its own, kept while its width
        stays the same (the opponent's cards' shadows fall over it)."""
        table = self.table
        parts = [self._roles_part(), *self._badge_parts(), self._grid_part(),
                 *self._next_glow_parts()]
        if table.animation.show is None:  # a finished hand's cards are all on the grid
            parts += [self._hand_part(1 - table.bottom_seat()),
                      self._hand_part(table.bottom_seat()), self._captions_part()]
        return parts + [table.log_part(16)]

    # -- the roles and the badges --------------------------------------------------------

    def _roles_part(self) -> Part:
        table = self.table
        lines = tuple(table.words.role_lines())
        return Part("roles", table.layout["roles"], lines, partial(self._draw_roles, lines=lines))

    def _draw_roles(self, surface, lines) -> None:
        table = self.table
        text = table.app.text
        rect = table.layout["roles"]
        draw_panel(surface, rect, 170)
        y = rect.y + 10
        for words, colour in lines:
            size = theme.BODY_SIZE if colour == theme.GOLD else theme.SMALL_SIZE
            for line in table.parts.wrap(words, rect.width - 24, size):
                if y + size > rect.bottom - 6:
                    return
                text.draw(surface, line, (rect.x + 12, y), size, colour)
                y += size + 4
            y += 6

    def _badge_parts(self) -> list[Part]:
        table = self.table
        bottom = table.bottom_seat()
        return [table.badge_part(anchor, table.layout[anchor], self._seat_badge(seat))
                for seat, anchor in ((bottom, "my_badge"), (1 - bottom, "their_badge"))]

    def _seat_badge(self, seat: int) -> Badge:
        table = self.table
        view, show = table.view, table.animation.show
        director = show.director if show else view.director
        detail = "Director" if seat == director else "Defender"
        if show is None:
            detail += (f" \u00b7 {view.hidden_counts[seat]} hidden, "
                       f"{len(view.open_cards[seat])} face up")
        score = view.scores[seat]
        if show is not None:  # the hand's points are still counting in
            score = show.before + show.counted if seat == director else score
        badge = table.badge(seat, score=f"{score} pts", detail=detail)
        badge.on_turn = badge.on_turn and show is None
        return badge

    # -- the grid --------------------------------------------------------------------------

    def _grid_cards(self) -> dict[int, Card]:
        show = self.table.animation.show
        if show is not None:
            return show.cards
        return {CELL_OF_PLAY[n]: card for n, card in enumerate(self.table.view.plays, start=1)}

    def _next_place(self) -> int:
        """The place the next card goes on, lit while it is played for; 0 if none."""
        table = self.table
        number = table.next_play()
        if table.animation.show is None and table.view.phase == PLAY and number <= CELLS:
            return number
        return 0

    def _grid_part(self) -> Part:
        """The serpent's places, with the cards on them (those still flying left out)."""
        table = self.table
        grid = table.grid()
        cards = self._grid_cards()
        show = table.animation.show
        flying = tuple(sorted(card for card in cards.values()
                              if card in table.animation.in_flight))
        shown = (show.director, tuple(show.groups), show.lit) if show else None
        key = (tuple(grid.area), grid.director_at_bottom, tuple(sorted(cards.items())), flying,
               shown, self._next_place(), table.view.director, table.bottom_seat(),
               table.app.prefs.colour_blind_patterns)
        return Part("grid", grid_footprint(grid), key,
                    partial(self._draw_grid, grid=grid, cards=cards))

    def _draw_grid(self, surface, grid: Grid, cards: dict[int, Card]) -> None:
        table = self.table
        show = table.animation.show
        draw_serpent_path(surface, grid, len(cards))
        groups = []
        if show is None:
            result = score_board(table.view.board)
            groups = groups_of(cards, result.pairs, result.runs)
            draw_links(surface, grid, groups)
            self._draw_row_captions(surface, grid)
        lit = show.lit_cells() if show else set()
        for cell in range(CELLS):
            rect = grid.cell_rect(cell)
            card = cards.get(cell)
            number = PLAY_OF_CELL[cell]
            if card is None or card in table.animation.in_flight:
                self._draw_empty_place(surface, rect, number)
                continue
            dimmed = show is not None and cell not in lit
            draw_card(surface, table.face(card), rect, DIMMED if dimmed else NORMAL)
            self._draw_place_number(surface, rect, number)
        if show is None:
            draw_frames(surface, grid, groups)
        else:
            draw_lit(surface, grid, show)

    def _draw_row_captions(self, surface, grid: Grid) -> None:
        table = self.table
        show = table.animation.show
        director = show.director if show else table.view.director
        bottom = table.bottom_seat()
        area, y = grid.area, grid.gap_centre_y()
        top_role = "director" if 1 - bottom == director else "defender"
        bottom_role = "director" if bottom == director else "defender"
        text = table.app.text
        text.draw(surface, f"\u25b2 {table.short_name(1 - bottom)}'s row ({top_role})",
                  (area.x, y), theme.SMALL_SIZE, theme.INK, anchor="midleft", shadow=True)
        text.draw(surface, f"{table.short_name(bottom)}'s row ({bottom_role}) \u25bc",
                  (area.right, y), theme.SMALL_SIZE, theme.INK, anchor="midright", shadow=True)

    def _draw_empty_place(self, surface, rect: pygame.Rect, number: int) -> None:
        """An empty place; the next one's pulsing frame is a part (`_next_glow_parts`)."""
        table = self.table
        text = table.app.text
        draw_panel(surface, rect, 200, colour=theme.FELT_DARK, radius=8)
        surface.blit(table.art.slot(), rect)
        kind = "answers" if number in RESPONSES else "leads"
        if number != self._next_place():
            text.draw(surface, str(number), rect.center, theme.HEADING_SIZE, theme.INK_DIM,
                      anchor="center")
            text.draw(surface, "answer" if number in RESPONSES else "lead",
                      (rect.centerx, rect.bottom - 8), theme.SMALL_SIZE - 4, theme.INK_DIM,
                      anchor="midbottom")
            return
        text.draw(surface, str(number), (rect.centerx, rect.y + 34), theme.TITLE_SIZE - 16,
                  theme.GOLD, bold=True, anchor="center")
        who = table.short_name(player_of(number, table.view.director))
        text.draw(surface, who, (rect.centerx, rect.bottom - 46), theme.SMALL_SIZE, theme.INK,
                  bold=True, anchor="midbottom")
        text.draw(surface, kind, (rect.centerx, rect.bottom - 22), theme.SMALL_SIZE, theme.INK,
                  anchor="midbottom")

    def _next_glow_parts(self) -> list[Part]:
        """The next place's frame, pulsing with the clock: a part keyed by its width."""
        number = self._next_place()
        if not number:
            return []
        frame = self.table.grid().place_rect(number).inflate(8, 8)
        width = 3 + int(2 * abs(math.sin(self.table.clock * 3)))
        return [Part("next place", frame, (tuple(frame), width),
                     partial(draw.rect, color=theme.GOLD, rect=frame, width=width,
                             border_radius=10))]

    def _draw_place_number(self, surface, rect: pygame.Rect, number: int) -> None:
        centre = (rect.right - 4, rect.top + 4)
        draw.circle(surface, theme.PANEL, centre, 14)
        draw.circle(surface, theme.GOLD, centre, 14, 2)
        self.table.app.text.draw(surface, str(number), centre, theme.SMALL_SIZE - 4, theme.INK,
                                 bold=True, anchor="center")

    # -- the hands ---------------------------------------------------------------------------

    def _hand_part(self, seat: int) -> Part:
        """A seat's hand, the picked cards raised, the unplayable dimmed."""
        table = self.table
        places = table.card_places(seat)
        mine = seat == table.bottom_seat()
        cards = self._hand_looks(seat, places)
        rects = [card_footprint(pygame.Rect(rect), state == SELECTED)
                 for _, state, rect in cards]
        area = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
        key = (mine, cards, table.app.prefs.colour_blind_patterns)
        return Part("hand:bottom" if mine else "hand:top", area, key,
                    partial(self._draw_hand, mine=mine, cards=cards))

    def _captions_part(self) -> Part:
        """'hidden' and 'face up' under your hand: a part of their own, which a tip
        about a card leaves in view."""
        captions = self.hand_captions(self.table.card_places(self.table.bottom_seat()))
        rects = [self.caption_rect(words, pos) for words, pos in captions]
        area = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
        return Part("hand captions", area, captions,
                    partial(self._draw_captions, captions=captions))

    def _hand_looks(self, seat: int, places) -> tuple:
        """(card or None for a back, state, rect) of each card of a hand not in flight."""
        table = self.table
        asked = table.my_turn() and seat == table.viewer
        legal = table.legal() if asked and table.view.phase == PLAY else None
        looks = []
        landed = table.dealing.held(seat, len(places))
        for card, _, rect in places[:landed]:
            if card in table.animation.in_flight:
                continue
            state = NORMAL
            if card in table.choosing.picked:
                state = SELECTED
            elif card is not None and legal is not None and Play(card) not in legal:
                state = DIMMED
            looks.append((card, state, tuple(rect)))
        return tuple(looks)

    def _draw_hand(self, surface, mine: bool, cards: tuple) -> None:
        table = self.table
        size = CARD if mine else SMALL_CARD
        for card, state, rect in cards:
            if card is None:
                draw_card(surface, table.back(size), pygame.Rect(rect))
            else:
                draw_card(surface, table.face(card, size), pygame.Rect(rect), state)

    def _draw_captions(self, surface, captions: tuple) -> None:
        for words, pos in captions:
            self.table.app.text.draw(surface, words, pos, CAPTION_SIZE, theme.INK_DIM,
                                     anchor="midtop")

    def hand_captions(self, places) -> tuple:
        """'hidden' under the cards only their owner sees, 'face up' under the others:
        (words, where their top is), under the cards' shadows, so that the lane above
        the hand is left to the cursor's tip."""
        other = self.table.short_name(1 - self.table.bottom_seat())
        captions = []
        for face_up, words in ((False, "hidden"), (True, f"face up: {other} sees these")):
            rects = [rect for card, up, rect in places if up == face_up and card is not None]
            if rects:
                box = card_footprint(rects[0].unionall(rects[1:]))
                captions.append((words, (box.centerx, box.bottom + CAPTION_GAP)))
        return tuple(captions)

    def caption_rect(self, words: str, head) -> pygame.Rect:
        image = self.table.app.text.render(words, CAPTION_SIZE, theme.INK_DIM)
        return image.get_rect(midtop=head)
