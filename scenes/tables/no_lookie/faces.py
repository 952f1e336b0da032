"""No Lookie's card faces, one set for each size of card the table shows."""

from __future__ import annotations

import pygame

from game.no_lookie.cards import ACTIONS, ELEVEN, RAYS_PLAY, WILD, card_name
from scenes.core import canvas, draw
from scenes.widgets import theme
from scenes.widgets.backdrop import card_back

ACTION_INK = (40, 80, 170)
WILD_INK = (160, 110, 20)


class CardFaces:
    """No Lookie card faces of one size, drawn once: the number large in the middle,
    the 11 in red, wilds in gold, action cards in blue with their name.  Every kind is
    drawn up front, so that no frame pays for a face the first time it shows (the
    reveal turns over a dozen cards never seen before)."""

    def __init__(self, text, size: tuple[int, int]):
        self.text = text
        self.size = size
        self._sets: dict[float, dict] = {}  # every image, for each display scale
        self._drawn()

    def back(self) -> canvas.Canvas:
        return self._drawn()["back"]

    def slot(self) -> canvas.Canvas:
        return self._drawn()["slot"]

    def face(self, card: int) -> canvas.Canvas:
        return self._drawn()[card]

    def image(self, card: int | None) -> canvas.Canvas:
        return self.back() if card is None else self.face(card)

    def _drawn(self) -> dict:
        """Every face, the back and the slot, drawn for the display's scale."""
        images = self._sets.get(canvas.scale())
        if images is None:
            slot = canvas.layer(self.size)
            draw.rect(slot, (255, 255, 255, 40), slot.get_rect(), 2, border_radius=8)
            images = {card: self._make(card) for card in range(WILD, RAYS_PLAY + 1)}
            images.update(back=card_back(self.size), slot=slot)
            self._sets = {canvas.scale(): images}
        return images

    def _make(self, card: int) -> pygame.Surface:
        w, h = self.size
        surface = canvas.layer(self.size)
        rect = surface.get_rect()
        draw.rect(surface, theme.CARD_FACE, rect, border_radius=max(4, w // 10))
        draw.rect(surface, (120, 120, 110), rect, 1, border_radius=max(4, w // 10))
        centre = (w // 2, h // 2)
        if card in ACTIONS:
            draw.rect(surface, ACTION_INK, rect.inflate(-w // 6, -h // 8), 2,
                             border_radius=6)
            words = card_name(card).split(" ")
            size = max(11, min(24, int(w / max(len(word) for word in words) * 1.7)))
            for i, word in enumerate(words):
                offset = (i - (len(words) - 1) / 2) * size
                self.text.draw(surface, word, (centre[0], centre[1] + offset), size,
                               ACTION_INK, bold=True, anchor="center")
            return surface
        ink = theme.RED_SUIT if card == ELEVEN else WILD_INK if card == WILD else \
            theme.BLACK_SUIT
        self.text.draw(surface, card_name(card), centre, int(h * 0.5), ink, bold=True,
                       anchor="center")
        corner = max(10, h // 6)
        self.text.draw(surface, card_name(card), (4, 2), corner, ink, bold=True)
        if card == WILD:
            self.text.draw(surface, "wild", (w // 2, h - 4), max(10, h // 7), ink,
                           anchor="midbottom")
        return surface
