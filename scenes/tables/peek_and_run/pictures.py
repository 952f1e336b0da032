"""Pictures the Peek and Run table makes once and shows many times: card faces and
backs at each size it draws them, and parts kept as whole pictures of their looks."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.tables.peek_and_run.phrases import card_label
from scenes.widgets.cards import CARD_SIZE, CardArt
from scenes.widgets.still import Part

LOOKS_KEPT = 400  # pictures of looks kept before the cache starts again


class CardPictures:
    """The cards' faces and backs, at each size, drawn once."""

    def __init__(self, app):
        self.app = app
        self.art = CardArt(app.text)
        self.arts: dict[tuple, CardArt] = {CARD_SIZE: self.art}

    def image(self, card, size=CARD_SIZE) -> pygame.Surface:
        """`card`'s face at `size`, or a back for None (a card not known)."""
        art = self.arts.get(size) or self.arts.setdefault(size, CardArt(self.app.text, size))
        if card is None:
            return art.back()
        # Always two colours here: a card's colour, red or black, is a rule of the game.
        return art.face(card_label(card), card.suit, card.colour == "R",
                        self.app.prefs.colour_blind_patterns)

    def back(self) -> pygame.Surface:
        return self.art.back()

    def slot(self) -> pygame.Surface:
        return self.art.slot()


class Looks:
    """Parts kept as pictures, one per look: the felt under a part's rect with the part
    drawn on it, made when the look first shows and blitted whole from then on."""

    def __init__(self, felt: pygame.Surface):
        self.felt = felt
        self.pictures: dict[tuple, pygame.Surface] = {}
        self._scratch: pygame.Surface | None = None  # where the pictures are drawn

    def clear(self) -> None:
        self.pictures.clear()

    def on_felt(self, felt) -> None:
        """The window's size changed: pictures are made again on its felt."""
        self.felt, self._scratch = felt, None
        self.pictures.clear()

    def drawn_once(self, part: Part) -> Part:
        """`part` as a picture kept per look.  Only for parts nothing is drawn under,
        whose looks come back (a badge's thinking dots, a cell's marker and frame)."""
        look = (part.name, tuple(part.rect), part.key)
        return Part(part.name, part.rect, part.key, partial(self._blit, look=look, part=part))

    def _blit(self, surface, look: tuple, part: Part) -> None:
        picture = self.pictures.get(look)
        if picture is None:
            if len(self.pictures) > LOOKS_KEPT:
                self.pictures.clear()
            picture = self.pictures[look] = self._picture_of(part)
        surface.blit(picture, part.rect.clip(self.felt.get_rect()))

    def _picture_of(self, part: Part) -> pygame.Surface:
        """The part drawn, clipped to its rect, on a copy of the felt there."""
        if self._scratch is None:
            self._scratch = self.felt.copy()
        scratch = self._scratch
        rect = part.rect.clip(scratch.get_rect())
        scratch.blit(self.felt, rect, rect)
        scratch.set_clip(rect)
        try:
            part.draw(scratch)
        finally:
            scratch.set_clip(None)
        return scratch.subsurface(rect).copy()
