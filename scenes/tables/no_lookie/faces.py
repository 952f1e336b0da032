"""No Lookie's card faces, one set for each size of card the table shows."""

from __future__ import annotations

from game.no_lookie.cards import RAYS_PLAY, WILD
from scenes.core import canvas, draw
from scenes.tables.no_lookie.card_art import no_lookie_face
from scenes.widgets.backdrop import card_back


class CardFaces:
    """No Lookie card faces of one size (`card_art`), drawn once for each scale: the
    number large in the middle, the 11 in red, wilds in gold, action cards in blue with
    their icon and name.  Every kind is
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

    def _make(self, card: int) -> canvas.Canvas:
        return canvas.drawn_at(self.size, lambda pixels: no_lookie_face(pixels, card))
