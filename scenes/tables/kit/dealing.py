"""A hand dealt card by card: each card (or tile) leaves the deck in turn and flies to
its place, face down unless its place shows it face up (then it turns over on the
way); a place shows its card only once it has landed.  Every table deals every hand
so, the match's first included: the table's animation says where the deck is and
where each card goes (`Animation.deal_places`), the kit does the rest.

The deal's sprites are the table's animations, so play waits for it as it waits for
any other (`anim.busy`), the animation-speed setting governs it ("instant": the hand
is there at once), and a Confirm pressed during it finishes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

import pygame

from scenes.core import canvas
from scenes.core.anim import Sprite, Tween, ease_out_cubic
from scenes.widgets.cards import draw_flip

FLIGHT_SECONDS = 0.3  # a card from the deck to its place
DEAL_SECONDS = 1.0  # about how long a whole deal's cards take to leave the deck
LONGEST_GAP = 0.1  # between two cards leaving the deck, in a small deal
SHORTEST_GAP = 0.025  # ...in a big one: over a frame at 60 fps, so cards land one by one


@dataclass(frozen=True)
class DealtCard:
    """One card of a deal: where it lands (`place`, whose size it is drawn at), what it
    shows leaving the deck (`back`), the face it turns up to on the way where its
    place shows it face up, and the `group` its place is hidden under until it lands
    (a seat's hand, a slot)."""
    place: pygame.Rect
    back: pygame.Surface
    face: pygame.Surface | None = None
    group: Hashable = None


def in_turn(dealt: dict) -> list[DealtCard]:
    """Each seat's cards (`dealt`: seat -> its cards in order), dealt a card to each
    seat in turn."""
    rounds = max(map(len, dealt.values()), default=0)
    return [cards[i] for i in range(rounds) for cards in dealt.values() if i < len(cards)]


def gap_between(cards: int) -> float:
    """Seconds between two cards leaving the deck: a deal of any size takes about
    DEAL_SECONDS, never so fast that two cards land in one frame."""
    return min(LONGEST_GAP, max(SHORTEST_GAP, DEAL_SECONDS / max(1, cards)))


class Dealing:
    """The deal under way at a table, if any."""

    def __init__(self, table):
        self.table = table
        self.deck: tuple[int, int] = (0, 0)  # where every card leaves from (a centre)
        self.cards: list[DealtCard] = []
        self.landed = 0  # how many of `cards` are in their places
        self._sprites: list[Sprite] = []

    @property
    def under_way(self) -> bool:
        return self.landed < len(self.cards)

    def held(self, seat: int, count: int) -> int:
        """How many of the `count` cards of `seat`'s hand are in it: a badge or a label
        counts them as they land, not the whole hand while it is still on its way."""
        return count - self.waiting(("hand", seat))

    def waiting(self, group: Hashable) -> int:
        """How many cards of `group` are still to land (the last ones of it dealt)."""
        return sum(1 for card in self.cards[self.landed:] if card.group == group)

    def waiting_groups(self) -> list[Hashable]:
        """The group of every card still to land, once per card."""
        return [card.group for card in self.cards[self.landed:]]

    @property
    def flights(self) -> list[tuple[DealtCard, Sprite]]:
        """Each card of the deal under way with its flight from the deck."""
        return list(zip(self.cards, self._sprites))

    def deal(self, deck: pygame.Rect, cards: list[DealtCard]) -> float:
        """Deal `cards` in order from `deck`, one at a time; returns how long the deal
        takes at normal speed."""
        self.finish()
        self.deck = deck.center
        self.cards = list(cards)
        self.landed = 0
        gap = gap_between(len(self.cards))
        anim = self.table.anim
        self._sprites = [anim.add(self._flight(card, i * gap))
                         for i, card in enumerate(self.cards)]
        if self.cards:
            self.table.app.sounds.play("slide")
        return (len(self.cards) - 1) * gap + FLIGHT_SECONDS if self.cards else 0.0

    def finish(self) -> None:
        """Every card in its place now (a move is made, or taken back, mid-deal)."""
        if self.under_way:
            mine = set(map(id, self._sprites))
            anim = self.table.anim
            anim.sprites = [s for s in anim.sprites if id(s) not in mine]
        self.landed = len(self.cards)

    def _flight(self, card: DealtCard, delay: float) -> Sprite:
        size = card.place.size
        start = (self.deck[0] - size[0] // 2, self.deck[1] - size[1] // 2)
        back = _fitted(card.back, size)
        face = _fitted(card.face, size) if card.face is not None else None

        def draw(surface, pos, progress):
            pos = (round(pos[0]), round(pos[1]))
            if face is None:
                surface.blit(back, pos)
            else:
                draw_flip(surface, back, face, pos, progress)
        tween = Tween(start, card.place.topleft, FLIGHT_SECONDS, ease_out_cubic, delay,
                      on_done=self._landed)
        return Sprite(tween, draw)

    def _landed(self) -> None:
        self.landed = min(len(self.cards), self.landed + 1)


def _fitted(image: pygame.Surface, size) -> pygame.Surface:
    return image if image.get_size() == tuple(size) else canvas.smoothscale(image, size)
