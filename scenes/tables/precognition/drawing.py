"""Drawing the Precognition table.  Everything but the pad's cursor is kept: the
badges, the middle (the row, the pad, or the reveal), the hands, the aid panel and the
log; the newest letter's pop is keyed by its size.  Live: the cursor on the pad and
its tip, which follow the player's every move (the papers turning over are sprites).

The row is drawn by row_drawing.py, the pad and the aid panel by pad.py, the reveal by
reveal.py; here, the cards' faces, the badges and the hands."""

from __future__ import annotations

from functools import partial

import pygame

from game.precognition.cards import RANK_NAMES
from scenes.core import draw
from scenes.tables.precognition.pad import WritingPanels
from scenes.tables.precognition.reveal import RevealDrawing
from scenes.tables.precognition.row import GLYPHS, LETTER_COLOURS
from scenes.tables.precognition.row_drawing import RowDrawing
from scenes.widgets import theme
from scenes.widgets.cards import HOVER, LIFT, NORMAL, CardArt, draw_card
from scenes.widgets.rows import fan
from scenes.widgets.still import Part
from scenes.widgets.text import counted

TEN_WIDTH = 42  # a card's corner narrower than this can't show "10" in the card's type
RED_SUITS = "\u2665\u2666"
NAME_AND_YOU_WIDTH = 200  # a badge narrower than this can't say "Purple (you)"
BADGE_NAME_INSET = 52  # a badge's name starts this far in, after its marker
BADGE_MARK_INSET = 10  # and its mark ("tie", a star) ends this far from its right edge


class PrecognitionDrawing:
    def __init__(self, table):
        self.table = table
        self.art = CardArt(table.app.text)
        self.small_art = CardArt(table.app.text, (40, 56))
        self.row = RowDrawing(table)
        self.panels = WritingPanels(table)
        self.reveal = RevealDrawing(table)

    def parts(self) -> list[Part]:
        """The table's own still parts (see the module's words)."""
        table = self.table
        view = table.view
        log = table.geometry.log_rect(table.hints.lines_drawn())
        shown = table.log.shown(table.viewer, log, table.parts.wrap, 12)
        return (self._badge_parts(view) + self._middle_parts(view) + self._hand_parts(view)
                + [self.panels.aid_part(view), table.log.part(table.app.text, log, shown)])

    def draw_live(self, surface) -> None:
        """Only the cursor on the pad is drawn every frame; the rest is kept."""
        if self.table.view.writing and self.table.my_turn():
            self.table.chrome.draw_cursor(surface)

    def _middle_parts(self, view) -> list[Part]:
        """What fills the table's middle: the reveal, the pad, or the row."""
        if self.table.animation.reveal is not None:
            return self.reveal.parts()
        if view.writing and self.table.my_turn():
            return self.panels.pad_parts(view)
        return self.row.parts(view)

    # -- cards and changes ---------------------------------------------------------------

    def patterns(self) -> bool:
        """Whether the cards wear colour-blind patterns (their faces depend on it)."""
        return self.table.app.prefs.colour_blind_patterns

    def card_image(self, card, art: CardArt | None = None) -> pygame.Surface:
        return (art or self.art).face(RANK_NAMES.get(card.rank, str(card.rank)), card.suit,
                                      card.suit in RED_SUITS, self.patterns(),
                                      self.table.app.prefs.four_colour_deck)

    def draw_card_at(self, surface, card, rect, next_rect=None, state=NORMAL) -> pygame.Rect:
        """A card that the next one may overlap: where its corner is too narrow for a
        "10", the ten is written narrower so it still reads."""
        drawn = draw_card(surface, self.card_image(card), rect, state)
        overlapped = next_rect is not None and next_rect.y == rect.y
        visible = next_rect.x - rect.x if overlapped else rect.width
        if card.rank == 10 and visible < TEN_WIDTH:
            ink = theme.RED_SUIT if card.suit in RED_SUITS else theme.BLACK_SUIT
            patch = pygame.Rect(drawn.x + 3, drawn.y + 3, visible - 4, 30)
            draw.rect(surface, theme.CARD_FACE, patch)
            self.table.app.text.draw(surface, "10", (drawn.x + 4, drawn.y + 6), 26, ink,
                                     bold=True)
        return drawn

    def draw_change(self, surface, letter: str, centre, size: int = 30) -> pygame.Rect:
        """A change as a chip: its arrow (or =) on a dark tab, edged in its colour."""
        colour = LETTER_COLOURS[letter]
        rect = pygame.Rect(0, 0, size, size)
        rect.center = centre
        draw.rect(surface, theme.PANEL, rect, border_radius=6)
        draw.rect(surface, colour, rect, 2, border_radius=6)
        self.table.app.text.draw(surface, GLYPHS[letter], rect.center, int(size * 0.95), colour,
                                 bold=True, anchor="center")
        return rect

    # -- the badges ------------------------------------------------------------------------

    def _badge_parts(self, view) -> list[Part]:
        table = self.table
        return [table.badge_part(f"seat:{seat}", table.geometry.badge_rect(seat),
                                 self.seat_badge(view, seat))
                for seat in range(view.num_seats)]

    def seat_badge(self, view, seat: int):
        table = self.table
        reveal = table.animation.reveal
        badge = table.badge(seat, detail=table.words.badge_detail(seat))
        if reveal is not None:  # the badges speak of the deal revealed
            badge.on_turn, badge.thinking = False, False
            badge.detail, badge.score = reveal.result_of(seat)
        elif view.writing:
            badge.on_turn = seat in view.players and not view.finished[seat]
        if badge.you and table.geometry.badge_rect(seat).width < NAME_AND_YOU_WIDTH:
            badge.you, badge.level = False, "you"  # "(you)" would run off the badge
        if badge.score == "tie" and not self._ties_fit():
            badge.score = ""  # "tie" would be drawn over a name: every one goes below it
            badge.level = f"{badge.level} \u00b7 tie" if badge.level == "you" else "tie"
        return badge

    def _ties_fit(self) -> bool:
        """Whether every tied player's badge has room for "tie" beside the name."""
        table = self.table
        text = table.app.text
        mark = text.render("tie", theme.BODY_SIZE, theme.GOLD, True).get_width()
        for seat in range(table.session.state.num_seats):
            if table.animation.reveal.result_of(seat)[1] != "tie":
                continue
            room = table.geometry.badge_rect(seat).width - BADGE_NAME_INSET - BADGE_MARK_INSET - 8
            name = text.render(table.short_name(seat), theme.BODY_SIZE, theme.INK).get_width()
            if name + mark > room:
                return False
        return True

    # -- the hands -------------------------------------------------------------------------

    def _hand_parts(self, view) -> list[Part]:
        table = self.table
        if table.animation.reveal is not None:
            return []
        if table.mode.open_hands:
            return [self._hands_part(view, self._draw_open_hands, open_hands=True)]
        if table.viewer in view.players:
            return [self._own_hand_part(view)]
        return [self._hands_part(view, self._draw_hidden_hands, open_hands=False)]

    def _hands_part(self, view, draw, open_hands: bool) -> Part:
        """Every player's hand side by side, small: face down, or open in a replay."""
        table = self.table
        area = table.layout["hand"]
        hands = tuple((seat, view.hand_counts[seat],
                       table.seat_view(seat).hand if open_hands else ())
                      for seat in view.players)
        rect = pygame.Rect(area.x, area.y - 6, area.width, area.height + 6)
        return Part("hands", rect, (hands, table.dealing.landed, open_hands, self.patterns()),
                    partial(draw, view=view))

    def _own_hand_part(self, view) -> Part:
        """Your hand: the card under the cursor is lifted, and what placing it would do
        is written beside the label."""
        table = self.table
        area = table.layout["hand"]
        pointed = self._pointed_card()
        preview = table.targets.current.preview if pointed is not None else ""
        shown = table.viewer is not None and self._landed(table.viewer)
        band = pygame.Rect(area.x, area.y - 34, area.width, 34)
        rect = band.unionall([card.move(0, -LIFT).inflate(14, 14).union(card.inflate(24, 26))
                              for card in table.geometry.hand_rects()])
        return Part("hand", rect, (shown, view.hand, pointed, preview, self.patterns()),
                    partial(self._draw_hand, view=view))

    def _landed(self, seat: int) -> int:
        """How many of `seat`'s cards are in their hand (the rest still being dealt)."""
        return self.table.dealing.held(seat, self.table.view.hand_counts[seat])

    def _pointed_card(self):
        """The card of your hand under the cursor, if any."""
        current = self.table.targets.current
        return current.key[1] if current and current.group == "hand" else None

    def _draw_hidden_hands(self, surface, view) -> None:
        """For those watching: each player's hand, face down."""
        back = self.small_art.back()
        self._draw_hands_side_by_side(surface, view, lambda seat: [back] * view.hand_counts[seat])

    def _draw_open_hands(self, surface, view) -> None:
        """In a replay: every player's hand, face up."""
        self._draw_hands_side_by_side(surface, view, lambda seat: [
            self.card_image(card, self.small_art) for card in self.table.seat_view(seat).hand])

    def _draw_hands_side_by_side(self, surface, view, images_of) -> None:
        table = self.table
        area = table.layout["hand"]
        players = [s for s in view.players if view.hand_counts[s]]
        if not players:
            return
        width = area.width // len(players)
        size = self.small_art.back().get_size()
        for i, seat in enumerate(players):
            part = pygame.Rect(area.x + i * width, area.y + 24, width - 16, area.height - 24)
            table.app.text.draw(surface, f"{table.short_name(seat)}: {view.hand_counts[seat]}",
                                (part.x, area.y - 4), theme.SMALL_SIZE, theme.INK_DIM)
            images = images_of(seat)[:self._landed(seat)]
            for image, rect in zip(images, fan(part, view.hand_counts[seat], size, 4)):
                surface.blit(image, rect)

    def _draw_hand(self, surface, view) -> None:
        table = self.table
        if table.viewer is None or not self._landed(table.viewer):
            return
        text = table.app.text
        area = table.layout["hand"]
        table.controls.refresh_targets()
        current = table.targets.current
        pointed = self._pointed_card()
        label = f"Your hand: {counted(self._landed(table.viewer), 'card')}"  # as they land
        text.draw(surface, label, (area.x, area.y - 30), theme.SMALL_SIZE, theme.INK_DIM)
        if pointed is not None:  # what placing it would do, beside the label, off the row
            text.draw(surface, current.preview, (area.x + 180, area.y - 32),
                      theme.SMALL_SIZE + 2, theme.GOLD, bold=True)
        rects = table.geometry.hand_rects()
        for i, (card, rect) in enumerate(zip(view.hand[:self._landed(table.viewer)], rects)):
            state = HOVER if card == pointed else NORMAL
            drawn = self.draw_card_at(surface, card, rect,
                                      rects[i + 1] if i + 1 < len(rects) and state == NORMAL
                                      else None, state)
            if card == pointed:
                draw.rect(surface, theme.GOLD, drawn.inflate(10, 10), 3,
                                 border_radius=10)
