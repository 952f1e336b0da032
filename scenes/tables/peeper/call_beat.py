"""A Mine! or a Return! called, with a moment of drama: the word, large, springs up
over the trick, the single (or the Mine!) it takes flashes, the table jolts; then all
of it is gone.  The beat is a sprite of the table's motion: play waits for it, it
never outlives it, and "instant" skips it."""

from __future__ import annotations

import pygame

from scenes.core import canvas, draw
from scenes.core.anim import Sprite, Tween, ease_out_back, linear
from scenes.widgets import theme
from scenes.widgets.panel import translucent

BEAT_SECONDS = 0.7
SPRING_SHARE = 0.3  # the word springs up in this share of the beat...
FADE_SHARE = 0.7  # ...and fades away from here on
FLASH_SHARE = 0.35  # the target's flash, fading over this share
JOLT_SECONDS = 0.35  # how long the table shakes (the bomb's shake, smaller)
WORD_SIZE = 96


class CallBeat(Sprite):
    """The beat of a call: `word` ("Mine!") over `target` (the tiles it takes)."""

    def __init__(self, text, word: str, target: pygame.Rect, delay: float = 0.0):
        self.word = word
        self.target = pygame.Rect(target)
        self.image = _word_image(text, word)
        flash = self.target.inflate(16, 16)
        self.flash = translucent(flash.size, 170, (255, 250, 230), 12).copy()
        super().__init__(Tween(0.0, 1.0, BEAT_SECONDS, linear, delay), self._draw)

    def on_show(self) -> bool:
        """Whether the beat is on screen now."""
        tween = self.tween
        return not tween.done and tween.elapsed >= tween.delay

    def _draw(self, surface, value, progress) -> None:
        self._draw_flash(surface, progress)
        scale = 0.4 + 0.6 * ease_out_back(min(1.0, progress / SPRING_SHARE))
        fade = 1.0 if progress < FADE_SHARE else (1 - progress) / (1 - FADE_SHARE)
        size = (max(1, round(self.image.get_width() * scale)),
                max(1, round(self.image.get_height() * scale)))
        word = canvas.smoothscale(self.image, size)
        word.set_alpha(max(0, min(255, round(255 * fade))))
        place = word.get_rect(center=self.target.center)
        surface.blit(word, place.clamp(surface.get_rect()))

    def _draw_flash(self, surface, progress: float) -> None:
        """The target lights white, and fades back, as the call lands on it."""
        if progress >= FLASH_SHARE:
            return
        rect = self.target.inflate(16, 16)
        self.flash.set_alpha(round(255 * (1 - progress / FLASH_SHARE)))
        surface.blit(self.flash, rect)
        draw.rect(surface, theme.GOLD, rect, 3, border_radius=12)


def _word_image(text, word: str) -> pygame.Surface:
    """The called word, large and gold with a shadow, on a dark rounded backing."""
    image = text.render(word, WORD_SIZE, theme.GOLD, True)
    shadow = text.render(word, WORD_SIZE, theme.SHADOW, True)
    box = image.get_rect().inflate(44, 8)
    card = translucent(box.size, 210, theme.PANEL, 22).copy()
    draw.rect(card, theme.GOLD, card.get_rect(), 3, border_radius=22)
    card.blit(shadow, (25, 7))
    card.blit(image, (22, 4))
    return card


def beats_on(anim) -> list[CallBeat]:
    """The calls' beats on screen now, on animator `anim`."""
    return [sprite for sprite in anim.sprites if isinstance(sprite, CallBeat) and
            sprite.on_show()]
