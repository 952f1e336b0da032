"""No Lookie's card faces, one set for each size of card the table shows."""

from __future__ import annotations

import pygame

from game.no_lookie.cards import ACTIONS, ELEVEN, RAYS_PLAY, WILD, card_name
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
        self._back = card_back(size)
        self._slot = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(self._slot, (255, 255, 255, 40), self._slot.get_rect(), 2,
                         border_radius=8)
        self._faces = {card: self._make(card) for card in range(WILD, RAYS_PLAY + 1)}

    def back(self) -> pygame.Surface:
        return self._back

    def slot(self) -> pygame.Surface:
        return self._slot

    def face(self, card: int) -> pygame.Surface:
        return self._faces[card]

    def image(self, card: int | None) -> pygame.Surface:
        return self._back if card is None else self.face(card)

    def _make(self, card: int) -> pygame.Surface:
        w, h = self.size
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.CARD_FACE, rect, border_radius=max(4, w // 10))
        pygame.draw.rect(surface, (120, 120, 110), rect, 1, border_radius=max(4, w // 10))
        centre = (w // 2, h // 2)
        if card in ACTIONS:
            pygame.draw.rect(surface, ACTION_INK, rect.inflate(-w // 6, -h // 8), 2,
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
