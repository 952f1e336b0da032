"""A yes-or-no question over the screen, answered by callbacks."""

from __future__ import annotations

import pygame

from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.widgets import theme
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.overlay import dim, panel

CONFIRM_BOX = pygame.Rect(340, 220, 600, 260)


class Confirm(Scene):
    """A yes-or-no question.  No is chosen first, so a stray press changes nothing,
    unless `yes_first` (an offer a newcomer need only accept); Back (B) and pause
    (Start) answer no.  Yes closes the question, then calls `on_yes()`."""

    opaque = False

    def __init__(self, app, question: str, detail: str, no: str, yes: str, on_yes,
                 yes_first: bool = False):
        super().__init__(app)
        self.question, self.detail = question, detail
        self.on_yes = on_yes
        box = CONFIRM_BOX
        self.menu = MenuList([MenuItem(no, self.cancel), MenuItem(yes, self.accept)],
                             topleft=(box.x + 60, box.y + 120), width=box.width - 120)
        if yes_first:
            self.menu.select(yes)


    def spoken_title(self) -> str:
        return f"{self.question} {self.detail}"

    def cancel(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def accept(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.on_yes()

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.cancel()
        elif self.menu.handle(event):
            self.app.sounds.play("move")

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface) -> None:
        dim(surface, 120)
        panel(surface, CONFIRM_BOX)
        self.app.text.draw(surface, self.question, (CONFIRM_BOX.centerx, CONFIRM_BOX.y + 45),
                           theme.HEADING_SIZE - 6, theme.GOLD, bold=True, anchor="center")
        self.app.text.draw(surface, self.detail, (CONFIRM_BOX.centerx, CONFIRM_BOX.y + 90),
                           theme.SMALL_SIZE + 2, theme.INK, anchor="center")
        self.menu.draw(surface, self.app.text)
