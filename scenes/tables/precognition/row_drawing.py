"""The row drawn on the Precognition table: its cards in their places (empty places
faint), the change written under each pair of neighbours, and your string underlined
where it occurs.  Kept card by card as still parts: a card laid draws its own place
again, and the change written under it, not the whole row."""

from __future__ import annotations

from functools import partial

import pygame

from game.precognition.cards import match_start
from scenes.core import draw
from scenes.tables.precognition.row import change_centre, change_letter, change_room
from scenes.widgets import theme
from scenes.widgets.cards import card_room
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part


class RowDrawing:
    def __init__(self, table):
        self.table = table
        self._parts_by_name: dict[str, Part] = {}

    def heading(self, view) -> str:
        if view.writing:
            heading = f"The row: {view.row_length} cards \u2014 predictions first"
        else:
            heading = f"The row: {len(view.row)} of {view.row_length} cards"
        if self.table.animation.replay_players and view.deal_number:
            heading = f"Replay: {self.table.words.names(view.players)} play again \u2014 " + \
                heading[9:]
        return heading

    def underlined(self, view) -> tuple[int, ...]:
        """The changes of your string where it occurs in the row so far."""
        at = match_start(view.string, view.changes) if view.string else None
        if at is None or view.writing:
            return ()
        return tuple(range(at, at + len(view.string)))

    # -- kept card by card -------------------------------------------------------------

    def parts(self, view) -> list[Part]:
        """Listed anew only when the row changes (a row may hold fifty cards)."""
        table = self.table
        key = (view.row, view.row_length, self.heading(view), self.underlined(view),
               frozenset(table.animation.in_flight), table.drawing.patterns())
        return table.parts.kept("row", key, partial(self._list_parts, view))

    def _list_parts(self, view) -> list[Part]:
        table = self.table
        area = table.layout["row"]
        slots, rooms, centres = table.geometry.row(view.row_length)
        row, heading, patterns = view.row, self.heading(view), table.drawing.patterns()
        title = table.app.text.render(heading, theme.BODY_SIZE).get_rect(
            topleft=(area.x + 4, area.y + 2))
        parts = [Part("row", area.inflate(16, 8), (), self._draw_panel),
                 Part("row heading", title.inflate(4, 4).move(1, 1), heading,
                      partial(self._draw_heading, heading=heading))]
        for i, room in enumerate(rooms):
            look = self._slot_look(row, i)
            parts.append(self._part(f"slot:{i}", room, (look, patterns), partial(
                self._draw_slot, slots=slots, index=i, look=look)))
        underlined = self.underlined(view)
        in_flight = table.animation.in_flight
        for k, (x, y) in enumerate(centres):
            shown = k + 1 < len(row) and k + 1 not in in_flight
            letter = change_letter(row[k].rank, row[k + 1].rank) if shown else None
            parts.append(self._part(
                f"change:{k}", pygame.Rect(x - 20, y - 17, 40, 40), (letter, k in underlined),
                partial(self._draw_change_at, centre=(x, y), letter=letter,
                        underlined=k in underlined)))
        return parts

    def _part(self, name: str, rect: pygame.Rect, key, draw) -> Part:
        """The part as listed last time if its key is the same: a row of fifty cards
        changes two or three of them at a move."""
        kept = self._parts_by_name.get(name)
        if kept is None or kept.key != key or kept.rect != rect:
            kept = self._parts_by_name[name] = Part(name, rect, key, draw)
        return kept

    def _slot_look(self, row, index: int):
        """What a place in the row shows: "empty", nothing while a card slides in, or
        (the card, whether another lies on it)."""
        if index >= len(row):
            return "empty"
        if index in self.table.animation.in_flight:
            return None
        return row[index], index + 1 < len(row)

    def _draw_panel(self, surface) -> None:
        draw_panel(surface, self.table.layout["row"].inflate(16, 8), 110)

    def _draw_heading(self, surface, heading: str) -> None:
        area = self.table.layout["row"]
        self.table.app.text.draw(surface, heading, (area.x + 4, area.y + 2), theme.BODY_SIZE,
                                 theme.GOLD, shadow=True)

    def _draw_slot(self, surface, slots, index: int, look) -> None:
        drawing = self.table.drawing
        if look == "empty":
            surface.blit(drawing.art.slot(), slots[index])
        elif look is not None:
            card, covered = look
            drawing.draw_card_at(surface, card, slots[index], slots[index + 1] if covered else None)

    def _draw_change_at(self, surface, centre, letter: str | None, underlined: bool) -> None:
        if letter is not None:
            self.table.drawing.draw_change(surface, letter, centre)
        if underlined:  # your string, where it occurs
            x, y = centre
            draw.line(surface, theme.GOLD, (x - 18, y + 19), (x + 18, y + 19), 4)

    # -- drawn whole (the reveal's row) --------------------------------------------------

    def draw_cards(self, surface, row, row_length: int, heading: str) -> list:
        """The row's cards in their places (empty places faint) and its changes."""
        table = self.table
        drawing = table.drawing
        in_flight = table.animation.in_flight
        self._draw_panel(surface)
        self._draw_heading(surface, heading)
        slots = table.geometry.row_slots(row_length)
        clip = surface.get_clip()  # a part drawn again over a few cards draws only those
        for i, rect in enumerate(slots):
            if not clip.colliderect(card_room(rect)):
                continue
            if i < len(row) and i not in in_flight:
                drawing.draw_card_at(surface, row[i], rect, slots[i + 1] if i + 1 < len(row)
                                     else None)
            elif i >= len(row):
                surface.blit(drawing.art.slot(), rect)
        for k in range(len(row) - 1):
            centre = change_centre(slots, k)
            if k + 1 not in in_flight and clip.colliderect(change_room(centre)):
                letter = change_letter(row[k].rank, row[k + 1].rank)
                drawing.draw_change(surface, letter, centre)
        return slots
