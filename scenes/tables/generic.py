"""The generic table: any registered game, played from its View and its legal moves.

It shows what the acting seat may know, field by field, and lists the legal moves to
choose from.  Games get tables of their own; this one keeps every game playable
through the same scenes meanwhile.
"""

from __future__ import annotations

import dataclasses

import pygame

from scenes.input import Intent
from scenes.tables.base import TableScene
from scenes.widgets import theme
from scenes.widgets.menu import MenuItem, MenuList

#: Protocol fields and search bookkeeping (who knows which place): nothing for players.
HIDDEN_FIELDS = {"seat", "num_seats", "to_act", "is_over", "aware", "kept"}


def describe(value, limit: int = 90) -> str:
    if isinstance(value, (tuple, list)) and value and all(
            isinstance(v, (tuple, list)) for v in value):
        text = " | ".join(describe(v, limit) for v in value)
    elif isinstance(value, (tuple, list)):
        text = " ".join(describe(v, limit) for v in value) or "\u2014"
    elif isinstance(value, dict):
        text = ", ".join(f"{k}: {describe(v, limit)}" for k, v in value.items())
    elif value is None:
        text = "?"
    else:
        text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


class GenericTable(TableScene):
    layout_name = "generic"

    def __init__(self, app, session):
        super().__init__(app, session)
        rect = self.layout["actions"]
        self.moves = MenuList([], topleft=rect.topleft, width=rect.width, row_height=34,
                              size=theme.BODY_SIZE - 2, visible_rows=rect.height // 34)
        self._moves_for: tuple | None = None

    def _refresh_moves(self) -> None:
        seat = self.viewer
        key = (len(self.session.actions), seat)
        if key == self._moves_for:
            return
        self._moves_for = key
        legal = self.legal()
        self.moves.index = 0
        self.moves.offset = 0
        self.moves.set_items([MenuItem(str(a), self._chooser(seat, a)) for a in legal]
                             or [MenuItem("(nothing to do now)", enabled=lambda: False)])

    def _chooser(self, seat, action):
        return lambda: self.play(seat, action)

    def on_undo(self) -> None:
        self._moves_for = None

    def handle_play(self, seat, event) -> None:
        if seat is None or seat != self.viewer:
            if event.intent == Intent.CONFIRM:
                self.explain("It is not your turn.")
            return
        self._refresh_moves()
        self.moves.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.moves.update(dt)
        self._refresh_moves()

    def shown_value(self, view, name: str):
        """What the table shows of a view field.  In No Lookie remembering is the game:
        the tableaus show only during one's first look, or with the Memory aid option."""
        value = getattr(view, name)
        if name == "tableaus" and self.session.info.id == "no-lookie":
            options = dict(view.options)
            first_look = view.seat is not None and view.turns_taken[view.seat] == 0
            if not options.get("memory_aid") and not first_look:
                return tuple((None,) * len(t) for t in value)
        return value

    def draw_table(self, surface) -> None:
        text = self.app.text
        view = self.view
        rect = self.layout["view"]
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((*theme.PANEL, 160))
        surface.blit(panel, rect)
        who = "Spectator" if self.viewer is None else f"You are {self.seat_name(self.viewer)}"
        text.draw(surface, f"{self.session.info.title} \u2014 {who}", (rect.x + 14, rect.y + 10),
                  theme.BODY_SIZE + 2, theme.GOLD, bold=True)
        y = rect.y + 48
        for field in dataclasses.fields(view):
            if field.name in HIDDEN_FIELDS:
                continue
            value = self.shown_value(view, field.name)
            line = f"{field.name.replace('_', ' ')}: {describe(value)}"
            text.draw(surface, line, (rect.x + 14, y), theme.SMALL_SIZE, theme.INK)
            y += 24
            if y > rect.bottom - 24:
                break
        area = self.layout["actions"]
        text.draw(surface, "Your moves", (area.x, area.y - 30), theme.BODY_SIZE, theme.GOLD)
        self.moves.draw(surface, text)
        self.draw_log(surface)
