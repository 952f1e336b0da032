"""How to play: the chosen game's rules in brief, scrollable."""

from __future__ import annotations

import pygame

from scenes.core import draw
from scenes.core.assets import rules_summary
from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.tutorial.script import has_tutorial
from scenes.widgets import theme
from scenes.widgets.backdrop import felt_surface

LINE_HEIGHT = 30
TOP, BOTTOM, LEFT, WIDTH = 130, 650, 120, 1040
GUIDED_HAND_BUTTON = pygame.Rect(830, 34, 410, 52)


def with_bindings(markdown: str, bindings) -> str:
    """`{action_1}` and the like, the keys and buttons as now bound: "X, or X on a
    controller"."""
    for intent in Intent:
        key, pad = bindings.label(intent, "key"), bindings.label(intent, "pad")
        words = f"{key}, or {pad} on a controller" if key and pad else key or pad
        markdown = markdown.replace(f"{{{intent.value}}}", words)
    return markdown


class HowToPlay(Scene):
    def __init__(self, app, info):
        super().__init__(app)
        self.info = info
        self.lines = self._layout(with_bindings(rules_summary(info.id), app.input.bindings))
        self.scroll = 0
        self.guided = has_tutorial(info.id)  # the guided hand is offered beside the rules


    def spoken_title(self) -> str:
        return f"How to play {self.info.title}."

    def spoken_focus(self) -> str:
        """The page in view, as it reads."""
        return " ".join(line for _, line in self.lines[self.scroll:self.scroll + self.page])

    def _layout(self, markdown: str) -> list[tuple[str, str]]:
        """(style, text) lines: headings, bullets and wrapped paragraphs."""
        lines: list[tuple[str, str]] = []
        for raw in markdown.splitlines():
            stripped = raw.strip()
            if stripped.startswith("#"):
                lines.append(("heading", stripped.lstrip("#").strip()))
            elif not stripped:
                lines.append(("blank", ""))
            else:
                bullet = stripped.startswith(("- ", "* "))
                body = stripped[2:] if bullet else stripped
                wrapped = self.app.text.wrap(body, theme.BODY_SIZE, WIDTH - 40)
                for i, part in enumerate(wrapped):
                    prefix = ("\u2022 " if i == 0 else "   ") if bullet else ""
                    lines.append(("body", prefix + part))
        return lines

    @property
    def page(self) -> int:
        return (BOTTOM - TOP) // LINE_HEIGHT

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        most = max(0, len(self.lines) - self.page)
        if self.guided and (event.intent == Intent.ACTION_1 and event.pos is None or
                            event.intent == Intent.CONFIRM and event.pos is not None
                            and GUIDED_HAND_BUTTON.collidepoint(event.pos)):
            self.app.screens.start_tutorial(self.info.id)
        elif event.intent in (Intent.BACK, Intent.PAUSE, Intent.CONFIRM):
            self.app.sounds.play("back")
            self.app.stack.pop()
        elif event.intent in (Intent.DOWN, Intent.NEXT):
            self.scroll = min(most, self.scroll + (3 if event.intent == Intent.DOWN else self.page))
        elif event.intent in (Intent.UP, Intent.PREV):
            self.scroll = max(0, self.scroll - (3 if event.intent == Intent.UP else self.page))

    def draw(self, surface) -> None:
        text = self.app.text
        surface.blit(felt_surface(), (0, 0))
        text.draw(surface, f"How to play {self.info.title}", (LEFT, 50), theme.HEADING_SIZE + 4,
                  theme.GOLD, bold=True, shadow=True)
        y = TOP
        for style, line in self.lines[self.scroll:self.scroll + self.page]:
            if style == "heading":
                text.draw(surface, line, (LEFT, y), theme.BODY_SIZE + 4, theme.GOLD, bold=True)
            elif style == "body":
                text.draw(surface, line, (LEFT + 20, y), theme.BODY_SIZE, theme.INK)
            y += LINE_HEIGHT
        if self.guided:
            self._draw_guided_hand_button(surface)
        more = len(self.lines) > self.scroll + self.page
        label = self.app.input.label
        text.draw(surface, ("\u2193 more   " if more else "") + f"{label(Intent.UP)} "
                  f"{label(Intent.DOWN)} scroll   {label(Intent.CONFIRM)} or "
                  f"{label(Intent.BACK)} close", (LEFT, 684), theme.SMALL_SIZE, theme.INK_DIM)

    def _draw_guided_hand_button(self, surface) -> None:
        hovered = GUIDED_HAND_BUTTON.collidepoint(pygame.mouse.get_pos())
        draw.rect(surface, theme.FELT_LIGHT if hovered else theme.PANEL,
                         GUIDED_HAND_BUTTON, border_radius=10)
        draw.rect(surface, theme.GOLD, GUIDED_HAND_BUTTON, 2, border_radius=10)
        label = self.app.input.label(Intent.ACTION_1)
        self.app.text.draw(surface, f"Learn it: a guided hand ({label})",
                           GUIDED_HAND_BUTTON.center, theme.BODY_SIZE, theme.INK, bold=True,
                           anchor="center")
