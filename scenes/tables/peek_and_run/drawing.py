"""What the Peek and Run table draws, as still parts kept until their key changes: the
board (board.py), the piles and the stock, the bottom hand, each opponent's badge and
cards, and the panels beside them (panels.py).  A part per card, per cell, per badge,
per line of words, so that a move redraws only what it changed."""

from __future__ import annotations

from functools import partial

import pygame

from game.peek_and_run import board as pr_board
from game.peek_and_run.cards import DECK
from scenes.tables.peek_and_run.board import BoardDrawing
from scenes.tables.peek_and_run.geometry import SEEN_CARD, opponent_badge_rect
from scenes.tables.peek_and_run.panels import Panels, thinking_dots
from scenes.tables.peek_and_run.pictures import Looks
from scenes.tables.peek_and_run.words import PILE_NAMES
from scenes.widgets import theme
from scenes.widgets.cards import (
    CARD_SIZE,
    DIMMED,
    HOVER,
    NORMAL,
    SELECTED,
    card_room,
    draw_card,
    flat_card_room,
)
from scenes.widgets.still import Part
from scenes.widgets.text import counted

BACK = "back"  # a pile spot showing a card's back (the stock)
LIFTED = (HOVER, SELECTED)  # hand cards drawn raised, with a frame


class Drawing:
    def __init__(self, table):
        self.table = table
        self.looks = Looks(table.felt)
        self.board = BoardDrawing(table, self.looks)
        self.panels = Panels(table, self.looks)
        self._playable_in: tuple = (None, frozenset())  # (legal moves, cards they play)
        self._to_prepare = self._preparations()

    def parts(self, view) -> list[Part]:
        """The game's parts, in the order they are drawn (see `PeekAndRunTable.still_parts`)."""
        return [
            *self.board.parts(view),
            *self._pile_parts(view),
            *self._hand_parts(view),
            *self._opponent_parts(view),
            *self.panels.parts(view),
        ]

    # -- pictures made before they are first shown -------------------------------------------

    def _preparations(self) -> list:
        """Pictures drawn once, when first shown (card faces, a claimed cell's number):
        quiet frames draw them one at a time beforehand, so that no busy frame (a card
        played, a cell claimed) pays for them.  The last in the list comes first."""
        text, pictures = self.table.app.text, self.table.pictures
        labels = [partial(text.render, pr_board.cell_label(cell), theme.SMALL_SIZE, colour, True)
                  for cell in range(pr_board.SIZE ** 2) for colour in (theme.SHADOW, theme.INK)]
        faces = [partial(pictures.image, card, size)
                 for size in (SEEN_CARD, CARD_SIZE) for card in DECK]
        return labels + faces

    def prepare_one(self) -> None:
        """Draw the next picture still to prepare, on a frame with nothing else to do."""
        table = self.table
        if self._to_prepare and not (table.anim.busy or table.still.pending or
                                     table.moved_since_drawn()):
            self._to_prepare.pop()()

    # -- the piles and the stock -------------------------------------------------------------

    def _pile_parts(self, view) -> list[Part]:
        """The two discard piles (their top card, or an empty slot) and the stock (a
        back), each with its count below."""
        table = self.table
        in_flight = table.animation.in_flight
        spots = []
        for pile, cards in (("L", view.left), ("R", view.right)):
            shown = [c for c in cards if c not in in_flight]
            spots.append((f"pile:{pile}", table.geometry.pile_rect(pile),
                          shown[-1] if shown else None,
                          f"{PILE_NAMES[pile].title()} ({len(cards)})"))
        spots.append(("stock", table.layout["stock"], BACK if view.stock else None,
                      f"Stock {len(view.stock)}"))
        key = (tuple(spots), table.app.prefs.colour_blind_patterns)
        return table.parts.kept("piles", key, lambda: [self._spot_part(*spot) for spot in spots])

    def _spot_part(self, name: str, rect: pygame.Rect, shows, label: str) -> Part:
        table = self.table
        label_at = (rect.centerx, rect.bottom + 4)
        room = flat_card_room(rect).union(table.parts.text_room(label, label_at,
                                                                theme.SMALL_SIZE, "midtop"))
        return Part(name, room, (shows, label, table.app.prefs.colour_blind_patterns),
                    partial(self._draw_spot, rect=rect, shows=shows, label=label))

    def _draw_spot(self, surface, rect: pygame.Rect, shows, label: str) -> None:
        pictures = self.table.pictures
        if shows is None:
            surface.blit(pictures.slot(), rect)
        else:
            draw_card(surface, pictures.back() if shows == BACK else pictures.image(shows), rect)
        self.table.app.text.draw(surface, label, (rect.centerx, rect.bottom + 4),
                                 theme.SMALL_SIZE, theme.INK_DIM, anchor="midtop")

    # -- the bottom hand ---------------------------------------------------------------------

    def _hand_states(self, hand) -> tuple[str, ...]:
        """How each card of the bottom hand is drawn: picked up, under the cursor,
        dimmed (no move plays it while choosing) or plain."""
        table = self.table
        choosing = table.choosing.choosing_cards()
        current = table.targets.current.key if choosing and table.targets.current else None
        playable = self._playable() if choosing else ()
        selected = table.choosing.selected
        states = []
        for i, card in enumerate(hand):
            if i == selected:
                states.append(SELECTED)
            elif current == ("hand", i):
                states.append(HOVER)
            elif choosing and str(card) not in playable:
                states.append(DIMMED)
            else:
                states.append(NORMAL)
        return tuple(states)

    def _playable(self) -> frozenset:
        """The cards (as text: twins are one) that some legal move plays, worked out
        once per move."""
        legal = self.table.legal()
        if self._playable_in[0] is not legal:
            self._playable_in = (legal, frozenset(str(getattr(a, "card", "")) for a in legal))
        return self._playable_in[1]

    def _hand_parts(self, view) -> list[Part]:
        table = self.table
        bottom = table.geometry.bottom
        hand = tuple(view.hands[bottom])
        key = (hand, self._hand_states(hand), table.app.prefs.colour_blind_patterns,
               table.animation.arriving.get(bottom, 0))
        return table.parts.kept("hand", key, lambda: self._make_hand_parts(*key))

    def _make_hand_parts(self, hand, states, patterns, arriving: int) -> list[Part]:
        """A part per card, but for the `arriving` last ones, still flying in."""
        rects = self.table.geometry.hand_rects(len(hand))
        return [Part(f"hand:{i}", card_room(rect) if state in LIFTED else flat_card_room(rect),
                     (card, state, patterns),
                     partial(self._draw_hand_card, card=card, rect=rect, state=state))
                for i, (card, rect, state) in enumerate(zip(hand, rects, states))
                if i < len(hand) - arriving]

    def _draw_hand_card(self, surface, card, rect: pygame.Rect, state: str) -> None:
        draw_card(surface, self.table.pictures.image(card), rect, state)

    # -- the opponents -----------------------------------------------------------------------

    def _opponent_parts(self, view) -> list[Part]:
        """Per opponent: a badge, then a part per card (a back, or the face in a replay;
        "seen" under a card the viewer has peeked at)."""
        table = self.table
        geometry, arriving = table.geometry, table.animation.arriving
        patterns = table.app.prefs.colour_blind_patterns
        thinking = thinking_dots(table)
        parts = []
        for seat in geometry.others():
            row = geometry.opponent_row(seat)
            shown = (seat in view.to_act, len(view.hands[seat]), table.viewer, thinking, row)
            parts += table.parts.kept(f"badge:{seat}", shown,
                                      partial(self._opponent_badge_parts, view, seat, row))
            hand = table.seat_view(seat).hands[seat] if table.mode.open_hands else \
                view.hands[seat]
            seen = tuple(c is not None for c in view.hands[seat])
            key = (tuple(hand), seen, patterns, row, arriving.get(seat, 0))
            parts += table.parts.kept(f"cards:{seat}", key,
                                      partial(self._make_opponent_card_parts, seat, *key[:3],
                                              arriving=key[4]))
        return parts

    def _opponent_badge_parts(self, view, seat: int, row: pygame.Rect) -> list[Part]:
        table = self.table
        badge = table.badge(seat, detail=counted(len(view.hands[seat]), "card"))
        return [self.looks.drawn_once(table.badge_part(f"badge:{seat}", opponent_badge_rect(row),
                                                       badge))]

    def _make_opponent_card_parts(self, seat: int, hand, seen, patterns,
                                  arriving: int = 0) -> list[Part]:
        table = self.table
        size = table.geometry.opponent_card_size()
        parts = []
        rects = table.geometry.opponent_card_rects(seat, len(hand))
        for i, (card, was_seen, rect) in enumerate(zip(hand, seen, rects)):
            if i >= len(hand) - arriving:
                break  # still flying in from the stock
            room = flat_card_room(rect)
            if was_seen:
                room.union_ip(table.parts.text_room("seen", (rect.centerx, rect.bottom + 2), 16,
                                                    "midtop"))
            parts.append(Part(f"cards:{seat}:{i}", room, (card, was_seen, patterns),
                              partial(self._draw_opponent_card, card=card, rect=rect,
                                      size=size, seen=was_seen)))
        return parts

    def _draw_opponent_card(self, surface, card, rect: pygame.Rect, size, seen: bool) -> None:
        draw_card(surface, self.table.pictures.image(card, size), rect)
        if seen:
            self.table.app.text.draw(surface, "seen", (rect.centerx, rect.bottom + 2), 16,
                                     theme.GOLD, anchor="midtop")
