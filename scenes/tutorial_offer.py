"""The first time a game is set up, its guided hand is offered, once: "New to
Serpent? A guided hand takes 2 minutes" (Take it / Skip).  The settings file
remembers which games were offered."""

from __future__ import annotations

import pygame

from scenes.input import Intent
from scenes.scene import Scene
from scenes.tutorial_script import has_tutorial, load_tutorial
from scenes.widgets import theme
from scenes.widgets.menu import MenuItem, MenuList
from scenes.widgets.overlay import dim, panel

BOX = pygame.Rect(340, 210, 600, 290)


def offer_on_first_play(app, info) -> None:
    """Ask over the setup screen, if this game has a tutorial and was never offered."""
    if info.id in app.prefs.tutorials_offered or not has_tutorial(info.id):
        return
    app.prefs.tutorials_offered.append(info.id)
    app.save_prefs()
    app.stack.push(TutorialOffer(app, info, load_tutorial(info.id).minutes))


class TutorialOffer(Scene):
    opaque = False

    def __init__(self, app, info, minutes: int):
        super().__init__(app)
        self.info, self.minutes = info, minutes
        self.menu = MenuList([MenuItem("Take it", self.take),
                              MenuItem("Skip", self.skip)],
                             topleft=(BOX.x + 150, BOX.y + 150), width=BOX.width - 300)

    def take(self) -> None:
        from scenes.tutorial import start_tutorial
        start_tutorial(self.app, self.info.id)

    def skip(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.skip()
        elif self.menu.handle(event):
            self.app.sounds.play("move")

    def update(self, dt: float) -> None:
        self.menu.update(dt)

    def draw(self, surface) -> None:
        dim(surface, 150)
        panel(surface, BOX)
        text = self.app.text
        text.draw(surface, f"New to {self.info.title}?", (BOX.centerx, BOX.y + 50),
                  theme.HEADING_SIZE - 4, theme.GOLD, bold=True, anchor="center")
        minutes = f"{self.minutes} minute{'s' if self.minutes != 1 else ''}"
        text.draw(surface, f"A guided hand takes {minutes}.", (BOX.centerx, BOX.y + 100),
                  theme.BODY_SIZE, theme.INK, anchor="center")
        self.menu.draw(surface, text)
