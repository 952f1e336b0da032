"""The No Lookie table's still parts: each seat's badge, cards and marks; the piles,
the drawn card and a draft in the middle; the words (word_parts.py); the log.
Parts are listed whether or not they show anything now, each in a rect that holds
whatever it may show, so that nothing of them is left behind."""

from __future__ import annotations

from functools import partial

import pygame

from game.no_lookie.cards import DRAFT, RAYS_PLAY
from game.no_lookie.rules import ACTION, HOLD, PICK
from scenes.tables.no_lookie.faces import CardFaces
from scenes.tables.no_lookie.geometry import (
    PILE_CARD,
    SeatPlaces,
    direction_rects,
    mark_box,
    marks_room,
    packet_panel,
    packet_rects,
    skip_stamp_box,
)
from scenes.tables.no_lookie.word_parts import WordParts
from scenes.widgets import theme
from scenes.widgets.cards import HOVER, NORMAL, SELECTED, card_room, draw_card
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part


class NoLookieDrawing:
    def __init__(self, table):
        self.table = table
        self.word_parts = WordParts(table)
        self._marks_rooms: dict[tuple, pygame.Rect] = {}

    def parts(self) -> list[Part]:
        """Every part of the table but the kit's own, in the order they are drawn."""
        table = self.table
        view = table.view
        places = table.places()
        reveal = table.animation.reveal
        parts = []
        for seat in range(view.num_seats):
            parts.append(table.badge_part(f"badge:{seat}", places.badges[seat],
                                          self.seat_badge(seat)))
            parts += self.seat_parts(seat, places)
        parts += self.middle_parts(view)
        if reveal is not None:
            parts.append(reveal.panel_part(places))
        parts += self.word_parts.parts(view)
        parts.append(table.log_part(10))
        return parts

    def seat_badge(self, seat: int):
        table = self.table
        reveal = table.animation.reveal
        score = reveal.score(seat) if reveal is not None else f"{table.view.vp[seat]} VP"
        return table.badge(seat, score=score)

    def hover_state(self, key, only_allowed: bool = True) -> str:
        """HOVER for what the cursor is on (if it may be chosen); else NORMAL."""
        table = self.table
        current = table.targets.current if table.my_turn() else None
        lit = current is not None and current.key == key and (
            current.allowed or not only_allowed)
        return HOVER if lit else NORMAL

    def draw_cards(self, surface, faces: CardFaces, rects, looks) -> None:
        for rect, (card, state) in zip(rects, looks):
            if state == "gap":
                surface.blit(faces.slot(), rect)
            else:
                draw_card(surface, faces.image(card), rect, state)

    # -- a seat's cards and marks ---------------------------------------------------------

    def seat_parts(self, seat: int, places: SeatPlaces) -> list[Part]:
        """The seat's cards and, beside them, its marks (none during the reveal)."""
        table = self.table
        reveal = table.animation.reveal
        if reveal is not None:
            return [reveal.tableau_part(seat, places),
                    Part(f"marks:{seat}", self.marks_room(seat, places), ((), None),
                         partial(self.draw_seat_marks, marks=(), stamp=None))]
        rects = places.cards[seat]
        looks = self.slot_looks(seat)
        area = card_room(rects[0]).unionall([card_room(rect) for rect in rects])
        parts = [Part(f"cards:{seat}", area, looks,
                      partial(self.draw_cards, faces=table.faces_for(seat), rects=rects,
                              looks=looks))]
        marks, stamp = self.seat_marks(seat, places), self.skip_stamp(seat, places)
        parts.append(Part(f"marks:{seat}", self.marks_room(seat, places), (marks, stamp),
                          partial(self.draw_seat_marks, marks=marks, stamp=stamp)))
        return parts

    def slot_looks(self, seat: int) -> tuple:
        """How each of the seat's cards is shown: (None, "gap") while a flying card is
        on its way there, else (the card face up or None face down, its state)."""
        table = self.table
        looks = []
        for slot in range(5):
            key = ("slot", seat, slot)
            if table.animation.hidden[key]:
                looks.append((None, "gap"))
            elif (seat, slot) in table.choosing.picked:
                looks.append((table.shown_card(seat, slot), SELECTED))
            else:
                looks.append((table.shown_card(seat, slot), self.hover_state(key)))
        return tuple(looks)

    def seat_marks(self, seat: int, places: SeatPlaces) -> tuple:
        """Flipped VP cards, skips owed, the knocker, the drafter, beside the seat's
        cards: ((words, colour, size, box), ...)."""
        view = self.table.view
        marks = []
        if view.flipped[seat]:
            marks.append((f"{view.flipped[seat]} flipped", theme.INK_DIM))
        if view.skips[seat]:
            marks.append(("skips next turn", theme.ALERT))
        if view.knocker == seat:
            marks.append(("KNOCKED", theme.GOLD))
        if view.drafter == seat:
            marks.append(("drafting", theme.GOLD))
        text = self.table.app.text
        return tuple((words, colour, *mark_box(text, places, seat, i, words))
                     for i, (words, colour) in enumerate(marks))

    def marks_room(self, seat: int, places: SeatPlaces) -> pygame.Rect:
        """Where any marks of the seat may be, worked out once per seat and places."""
        key = (seat, places.bottom, places.count)
        if key not in self._marks_rooms:
            self._marks_rooms[key] = marks_room(self.table.app.text, places, seat)
        return self._marks_rooms[key]

    def skip_stamp(self, seat: int, places: SeatPlaces) -> tuple | None:
        """Where "TURN SKIPPED" shows over the seat's cards (x, y, w, h), while it does."""
        if seat not in self.table.animation.stamps:
            return None
        return tuple(skip_stamp_box(self.table.app.text, places, seat))

    def draw_seat_marks(self, surface, marks, stamp: tuple | None) -> None:
        text = self.table.app.text
        for words, colour, size, box in marks:
            draw_panel(surface, pygame.Rect(box).inflate(8, 4), 210, radius=6)
            surface.blit(text.render(words, size, colour, True), box)
        if stamp is not None:
            stamp = pygame.Rect(stamp)
            image = text.render("TURN SKIPPED", theme.BODY_SIZE, theme.ALERT, True)
            draw_panel(surface, stamp, 235, border=theme.ALERT, radius=8)
            surface.blit(image, image.get_rect(center=stamp.center))

    # -- the middle: piles, the drawn card, a draft ------------------------------------

    def middle_parts(self, view) -> list[Part]:
        """The piles, the drawn card, the draft's directions and its packet: always
        listed, each in a rect of its own that never changes, showing nothing when it
        has no place at the moment (so nothing of it can be left behind)."""
        table = self.table
        playing = table.animation.reveal is None
        picking = playing and view.phase == PICK
        holding = playing and view.phase == HOLD and not table.animation.hidden[("held",)]
        directing = (playing and view.phase == ACTION and view.pending == DRAFT
                     and table.my_turn())
        piles = playing and not picking
        return [self.stock_part(view, piles), self.discard_part(view, piles),
                self.held_part(view, holding), self.directions_part(directing),
                self.packet_part(view, picking)]

    def pile_room(self, card: pygame.Rect, *labels: str) -> pygame.Rect:
        """A pile's card with its shadow and lift, and under it the room of the
        longest of its `labels`."""
        room = card_room(card)
        for label in labels:
            room.union_ip(self.table.app.text.render(label, theme.SMALL_SIZE - 2).get_rect(
                midtop=(card.centerx, card.bottom + 6)))
        return room

    def stock_part(self, view, shown: bool) -> Part:
        stock = self.table.layout["stock"]
        count = view.stock_count
        look = (count, min(4, count // 8), self.hover_state("stock")) if shown else None
        area = self.pile_room(stock, "Pile: 8888").union(stock.move(-8, -8))
        return Part("stock", area, look, partial(self.draw_stock, look=look))

    def draw_stock(self, surface, look) -> None:
        if look is None:
            return
        count, backs, state = look
        stock = self.table.layout["stock"]
        back = self.table.faces[PILE_CARD].back()
        if count:
            for i in range(backs):
                surface.blit(back, stock.move(-2 * (i + 1), -2 * (i + 1)))
            draw_card(surface, back, stock, state)
        self.table.app.text.draw(surface, f"Pile: {count}", (stock.centerx, stock.bottom + 6),
                                 theme.SMALL_SIZE - 2, theme.INK_DIM, anchor="midtop")

    def discard_part(self, view, shown: bool) -> Part:
        """The discard pile: its top card (under one flying there) or its empty place."""
        table = self.table
        under = table.animation.hidden[("discard",)]
        pile = view.discard[:len(view.discard) - under] if under else view.discard
        if view.pending == RAYS_PLAY and table.my_turn():
            state = self.hover_state("rays")
        else:
            state = self.hover_state("discard") if view.phase != ACTION else SELECTED
        look = ((pile[-1], state) if pile else ()) if shown else None
        area = self.pile_room(table.layout["discard"], "Discard")
        return Part("discard", area, look, partial(self.draw_discard, look=look))

    def draw_discard(self, surface, look) -> None:
        if look is None:
            return
        discard = self.table.layout["discard"]
        faces = self.table.faces[PILE_CARD]
        if look:
            draw_card(surface, faces.image(look[0]), discard, look[1])
        else:
            surface.blit(faces.slot(), discard)
        self.table.app.text.draw(surface, "Discard", (discard.centerx, discard.bottom + 6),
                                 theme.SMALL_SIZE - 2, theme.INK_DIM, anchor="midtop")

    def held_part(self, view, shown: bool) -> Part:
        """The card drawn and not yet placed, beside the piles."""
        table = self.table
        look = None
        if shown:
            holder = view.actor
            mine = holder == table.viewer
            card = table.seat_view(holder).held if table.mode.open_hands else view.held
            look = (card, mine, "Your card" if mine else f"{table.short_name(holder)}'s card")
        names = [f"{table.short_name(seat)}'s card" for seat in range(view.num_seats)]
        area = self.pile_room(table.layout["held"], "Your card", *names)
        return Part("held", area, look, partial(self.draw_held, look=look))

    def draw_held(self, surface, look) -> None:
        if look is None:
            return
        card, mine, label = look
        held = self.table.layout["held"]
        draw_card(surface, self.table.faces[PILE_CARD].image(card), held,
                  SELECTED if mine else NORMAL)
        self.table.app.text.draw(surface, label, (held.centerx, held.bottom + 6),
                                 theme.SMALL_SIZE - 2, theme.GOLD if mine else theme.INK_DIM,
                                 anchor="midtop")

    def directions_part(self, shown: bool) -> Part:
        """Draft: which way the cards pass, a panel each side of the piles."""
        rects = direction_rects(self.table.layout)
        current = self.table.targets.current
        lit = current.key if current is not None and current.key[0] == "draft" else None
        look = (lit,) if shown else None
        return Part("directions", rects[1].union(rects[-1]), look,
                    partial(self.draw_directions, look=look))

    def draw_directions(self, surface, look) -> None:
        if look is None:
            return
        for direction, rect in direction_rects(self.table.layout).items():
            draw_panel(surface, rect, 230,
                       border=theme.GOLD if look[0] == ("draft", direction) else theme.INK_DIM)
            arrow = "\u2190 Pass left" if direction == 1 else "Pass right \u2192"
            self.table.app.text.draw(surface, arrow, rect.center, theme.BODY_SIZE, theme.INK,
                                     bold=True, anchor="center")

    def packet_part(self, view, shown: bool) -> Part:
        """Draft: the cards going round, one to keep."""
        looks = None
        if shown:
            cards = view.packet if view.packet is not None else (None,) * view.packet_size
            looks = tuple((card, self.hover_state(("pick", i), only_allowed=False))
                          for i, card in enumerate(cards))
        panel = packet_panel(self.table.layout)
        area = panel.union(card_room(panel.inflate(0, -24)))  # however many cards are left
        return Part("packet", area, looks, partial(self.draw_packet, looks=looks))

    def draw_packet(self, surface, looks) -> None:
        if looks is None:
            return
        layout = self.table.layout
        draw_panel(surface, packet_panel(layout), 150)
        self.draw_cards(surface, self.table.faces[PILE_CARD], packet_rects(layout, len(looks)),
                        looks)
