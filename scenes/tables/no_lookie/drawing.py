"""The No Lookie table's still parts: each seat's badge (with its marks: a skipped
turn owed, a knock, a draft, VP cards flipped) and cards; the piles, the drawn card
and a draft where the piles stand; the log.  A part that shows nothing now is listed
with no room at all, so that tips and notes may stand there; the still layer clears
what it showed before."""

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
    packet_panel,
    packet_rects,
)
from scenes.widgets import theme
from scenes.widgets.cards import HOVER, NORMAL, SELECTED, card_room, draw_card
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

NOWHERE = pygame.Rect(0, 0, 0, 0)  # the room of a part that shows nothing now


class NoLookieDrawing:
    def __init__(self, table):
        self.table = table

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
        parts.append(reveal.panel_part(places) if reveal is not None else table.log_part(10))
        return parts

    def seat_badge(self, seat: int):
        """The seat's VP, and under its name what stands for it: a skipped turn owed,
        a knock, a draft, VP cards flipped; in the reveal, its points this round."""
        table = self.table
        reveal = table.animation.reveal
        if reveal is not None:
            return table.badge(seat, score=reveal.vp_words(seat), detail=reveal.score(seat))
        badge = table.badge(seat, score=f"{table.view.vp[seat]} VP",
                            detail=self.seat_marks(seat))
        if badge.detail and badge.level:  # the marks first: a narrow badge cuts the end
            badge.detail, badge.level = f"{badge.detail} \u00b7 {badge.level}", ""
        return badge

    def hover_state(self, key, only_allowed: bool = True) -> str:
        """HOVER for what the cursor is on (if it may be chosen); else NORMAL.  While
        cards move nothing is lit: a press then ends the motion, it chooses nothing."""
        table = self.table
        current = table.targets.current if table.my_turn() and not table.anim.busy else None
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
        """The seat's cards, a part each (a tip about one may stand beside it, never
        over another); in the reveal, the tableau face up and reckoned."""
        table = self.table
        reveal = table.animation.reveal
        if reveal is not None:
            return [reveal.tableau_part(seat, places)]
        faces = table.faces_for(seat)
        return [Part(f"cards:{seat}:{slot}", card_room(rect), look,
                     partial(self.draw_cards, faces=faces, rects=(rect,), looks=(look,)))
                for slot, (rect, look) in enumerate(zip(places.cards[seat],
                                                        self.slot_looks(seat)))]

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

    def seat_marks(self, seat: int) -> str:
        """What stands for the seat, for its badge: "skips a turn · knocked"."""
        view = self.table.view
        marks = []
        if view.skips[seat]:
            marks.append("skips a turn")
        if view.knocker == seat:
            marks.append("knocked")
        if view.drafter == seat:
            marks.append("drafting")
        if view.flipped[seat]:
            marks.append(f"{view.flipped[seat]} VP flipped")
        if seat == self.table.viewer and self.table.memory_aid():
            marks.append("memory aid on")
        return " \u00b7 ".join(marks)

    # -- the middle: piles, the drawn card, a draft ------------------------------------

    def middle_parts(self, view) -> list[Part]:
        """The piles, the drawn card, the draft's directions and its packet: always
        listed, each in its own place while it shows, with no room while it has no
        place at the moment."""
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
        area = self.pile_room(stock, "Pile: 8888").union(stock.move(-8, -8)) if shown \
            else NOWHERE
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
        area = self.pile_room(table.layout["discard"], "Discard") if shown else NOWHERE
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
        area = self.pile_room(table.layout["held"], look[2]) if look else NOWHERE
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
        """Draft: which way the cards pass, a panel for each beside the piles."""
        rects = direction_rects(self.table.layout)
        current = self.table.targets.current
        lit = current.key if current is not None and current.key[0] == "draft" else None
        look = (lit,) if shown else None
        return Part("directions", rects[1].union(rects[-1]) if shown else NOWHERE, look,
                    partial(self.draw_directions, look=look))

    def draw_directions(self, surface, look) -> None:
        if look is None:
            return
        for direction, rect in direction_rects(self.table.layout).items():
            draw_panel(surface, rect, 230,
                       border=theme.GOLD if look[0] == ("draft", direction) else theme.INK_DIM)
            arrow = "\u2190 Pass left" if direction == 1 else "Pass right \u2192"
            self.table.app.text.draw(surface, arrow, rect.center, theme.SMALL_SIZE, theme.INK,
                                     bold=True, anchor="center")

    def packet_part(self, view, shown: bool) -> Part:
        """Draft: the cards going round, one to keep."""
        looks = None
        if shown:
            cards = view.packet if view.packet is not None else (None,) * view.packet_size
            looks = tuple((card, self.hover_state(("pick", i), only_allowed=False))
                          for i, card in enumerate(cards))
        panel = packet_panel(self.table.layout)
        area = panel.union(card_room(panel.inflate(0, -24))) if shown else NOWHERE
        return Part("packet", area, looks, partial(self.draw_packet, looks=looks))

    def draw_packet(self, surface, looks) -> None:
        if looks is None:
            return
        layout = self.table.layout
        draw_panel(surface, packet_panel(layout), 150)
        self.draw_cards(surface, self.table.faces[PILE_CARD], packet_rects(layout, len(looks)),
                        looks)
