"""What the Peek and Run table draws, as still parts kept until their key changes: the
board (board.py), the piles and the stock, the bottom hand, each opponent's badge and
cards, and the panels beside them (panels.py).  A part per card, per cell, per badge,
per line of words, so that a move redraws only what it changed; labels are parts of
their own, so that a cursor's tip standing beside a card never covers its label.  At
a hand's end every hand is face up (`PeekAndRunAnimation.open_hands`)."""

from __future__ import annotations

from functools import partial

import pygame

from game.peek_and_run import board as pr_board
from game.peek_and_run.cards import DECK
from scenes.tables.peek_and_run.board import BoardDrawing
from scenes.tables.peek_and_run.geometry import SEEN_CARD, opponent_badge_rect
from scenes.tables.peek_and_run.panels import Panels, signed, thinking_dots
from scenes.tables.peek_and_run.phrases import PILE_NAMES, card_words
from scenes.tables.peek_and_run.pictures import Looks
from scenes.widgets import theme
from scenes.widgets.cards import (
    CARD_SIZE,
    DIMMED,
    HOVER,
    LIFT,
    NORMAL,
    SELECTED,
    card_room,
    draw_card,
    flat_card_room,
)
from scenes.widgets.still import Part
from scenes.widgets.text import counted

BACK = "back"  # a pile spot showing a card's back (the stock)
DETAIL_LINE = 80  # a badge this tall says its detail on a line of its own (widgets/badge.py)
LIFTED = (HOVER, SELECTED)  # hand cards drawn raised, with a frame
TUCKED = 20  # how far a ten under an empty pile shows below it


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
                                     table.drawn.pending()):
            self._to_prepare.pop()()

    # -- the piles and the stock -------------------------------------------------------------

    def _pile_parts(self, view) -> list[Part]:
        """The two discard piles (their top card; or a ten under an empty pile, or an
        empty slot) and the stock (a back), each with its label below."""
        table = self.table
        in_flight = table.animation.in_flight
        spots = []
        for pile, cards in (("L", view.left), ("R", view.right)):
            shown = [c for c in cards if c not in in_flight]
            top = shown[-1] if shown else None
            label = f"{PILE_NAMES[pile].title()} ({len(cards)})"
            if top is not None and top.is_ten:  # tens never top a pile: it lies under it
                label = f"{PILE_NAMES[pile].title()}: {card_words(top)} under"
            spots.append((f"pile:{pile}", table.geometry.pile_rect(pile), top, label))
        spots.append(("stock", table.layout["stock"], BACK if view.stock else None,
                      f"Stock {len(view.stock)}"))
        key = (tuple(spots), table.app.prefs.colour_blind_patterns)
        return table.parts.kept("piles", key, lambda: [
            part for spot in spots for part in self._spot_parts(*spot)])

    def _spot_parts(self, name: str, rect: pygame.Rect, shows, label: str) -> list[Part]:
        """A pile's card and its label below, each a part."""
        table = self.table
        room, below = flat_card_room(rect), rect.bottom + 4
        if shows not in (None, BACK) and shows.is_ten:
            room, below = room.union(flat_card_room(rect.move(0, TUCKED))), below + TUCKED
        label_at = (rect.centerx, below)
        return [Part(name, room, (shows, table.app.prefs.colour_blind_patterns),
                     partial(self._draw_spot, rect=rect, shows=shows)),
                table.parts.line(f"{name}:label", label, label_at, theme.SMALL_SIZE,
                                 theme.INK_DIM, "midtop")]

    def _draw_spot(self, surface, rect: pygame.Rect, shows) -> None:
        """A card, a back, an empty slot, or a ten tucked under an empty slot: dimmed
        and lower, the slot over it, so that it reads as under the pile."""
        pictures = self.table.pictures
        if shows is None:
            surface.blit(pictures.slot(), rect)
        elif shows == BACK:
            draw_card(surface, pictures.back(), rect)
        elif shows.is_ten:
            draw_card(surface, pictures.image(shows), rect.move(0, TUCKED), DIMMED)
            surface.blit(self.table.felt, rect, rect)
            surface.blit(pictures.slot(), rect)
        else:
            draw_card(surface, pictures.image(shows), rect)

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

    def cursor_lift(self) -> int:
        """How far the card under the cursor is drawn raised (its frame rises with it)."""
        current = self.table.targets.current
        if current is None or current.key[0] != "hand":
            return 0
        raised = current.key[1] == self.table.choosing.selected or \
            self.table.choosing.choosing_cards()
        return LIFT if raised else 0

    def _playable(self) -> frozenset:
        """The cards (as text: twins are one) that some legal move plays, worked out
        once per move."""
        legal = self.table.legal()
        if self._playable_in[0] is not legal:
            self._playable_in = (legal, frozenset(str(getattr(a, "card", "")) for a in legal))
        return self._playable_in[1]

    def _hand_parts(self, view) -> list[Part]:
        table = self.table
        bottom, shown = table.geometry.bottom, table.animation.open_hands()
        hand = tuple(shown[bottom] if shown else view.hands[bottom])
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
        """Per opponent: a badge (at a hand's end, what it scored), then a part per
        card: a back, or its face where the viewer knows it ("seen" under it) or every
        hand is face up (`open_hands`)."""
        table = self.table
        geometry, arriving = table.geometry, table.animation.arriving
        patterns = table.app.prefs.colour_blind_patterns
        thinking, points = thinking_dots(table), table.animation.hand_points()
        open_hands = table.animation.open_hands()
        parts = []
        for seat in geometry.others():
            row = geometry.opponent_row(seat)
            scored = points[seat] if points else None
            held = table.dealing.held(seat, len(view.hands[seat]))
            shown = (seat in view.to_act, held, table.viewer, thinking, row, scored)
            parts += table.parts.kept(f"badge:{seat}", shown,
                                      partial(self._opponent_badge_parts, view, seat, row,
                                              scored, held))
            hand = open_hands[seat] if open_hands else view.hands[seat]
            seen = () if open_hands else tuple(c is not None for c in view.hands[seat])
            key = (tuple(hand), seen, patterns, row, arriving.get(seat, 0))
            parts += table.parts.kept(f"cards:{seat}", key,
                                      partial(self._make_opponent_card_parts, seat, *key[:3],
                                              arriving=key[4]))
        return parts

    def _opponent_badge_parts(self, view, seat: int, row: pygame.Rect, scored,
                              held: int) -> list[Part]:
        table = self.table
        detail = counted(held, "card") if scored is None else f"scored {signed(scored)}"
        badge, rect = table.badge(seat, detail=detail), opponent_badge_rect(row)
        if scored is not None and rect.height < DETAIL_LINE:
            badge.level = ""  # one line under the name: what the hand scored, whole
        return [self.looks.drawn_once(table.badge_part(f"badge:{seat}", rect, badge))]

    def _make_opponent_card_parts(self, seat: int, hand, seen, patterns,
                                  arriving: int = 0) -> list[Part]:
        """A part per card (none for the `arriving` last, still flying in), and a
        part for each "seen" under one."""
        table = self.table
        size = table.geometry.opponent_card_size()
        parts = []
        rects = table.geometry.opponent_card_rects(seat, len(hand))
        for i, (card, rect) in enumerate(zip(hand, rects)):
            if i >= len(hand) - arriving:
                break
            parts.append(Part(f"cards:{seat}:{i}", flat_card_room(rect), (card, patterns),
                              partial(self._draw_opponent_card, card=card, rect=rect,
                                      size=size)))
            if i < len(seen) and seen[i]:
                parts.append(table.parts.line(f"cards:{seat}:{i}:seen", "seen",
                                              (rect.centerx, rect.bottom + 10), 16, theme.GOLD,
                                              "midtop"))
        return parts

    def _draw_opponent_card(self, surface, card, rect: pygame.Rect, size) -> None:
        draw_card(surface, self.table.pictures.image(card, size), rect)
