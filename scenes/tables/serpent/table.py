"""The Serpent table: the 2 x 6 grid in serpentine order, both hands, the roles, and
a finished hand's pairs and runs lit up one by one as they score.

Its parts: what the player chooses (choosing.py), its words (words.py), its moves in
motion (animation.py), where things stand (geometry.py) and what is drawn
(drawing.py, board.py).
"""

from __future__ import annotations

import pygame

from game.serpent.cards import RANK_NAMES, Card
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.serpent import by_ear
from scenes.tables.serpent.animation import SerpentAnimation
from scenes.tables.serpent.board import SerpentResults
from scenes.tables.serpent.choosing import SerpentChoosing
from scenes.tables.serpent.drawing import SerpentDrawing
from scenes.tables.serpent.geometry import CARD, SMALL_CARD, Grid, hand_places
from scenes.tables.serpent.words import SerpentWords
from scenes.widgets.cards import CardArt
from scenes.widgets.still import Part


class SerpentTable(TableScene):
    layout_name = "serpent"
    ANCHORS = ("status", "hints", "banner", "tip", "log", "buttons", "grid", "hand",
               "opponent", "my_badge", "their_badge", "roles")
    CHOOSING = SerpentChoosing
    WORDS = SerpentWords
    ANIMATION = SerpentAnimation
    BY_EAR = by_ear
    FRAMING_PARTS = (*TableScene.FRAMING_PARTS, "my_badge", "their_badge", "roles")

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.art = CardArt(app.text, CARD)
        self.small_art = CardArt(app.text, SMALL_CARD)
        self.drawing = SerpentDrawing(self)

    # -- who sits where ------------------------------------------------------------------

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def grid(self) -> Grid:
        show = self.animation.show
        director = show.director if show else self.view.director
        return Grid(self.layout["grid"], director == self.bottom_seat())

    def card_places(self, seat: int) -> list[tuple[Card | None, bool, pygame.Rect]]:
        """(card or None for a back, face up?, rect) for each card in a seat's hand."""
        view = self.view
        own = view if seat == view.seat else self.seat_view(seat) if self.mode.open_hands else None
        return hand_places(self.layout, view, seat, own, seat == self.bottom_seat())

    def next_play(self) -> int:
        return len(self.view.plays) + 1

    def face(self, card: Card, size=CARD) -> pygame.Surface:
        art = self.art if size == CARD else self.small_art
        return art.face(RANK_NAMES[card.rank], card.suit, card.suit in "\u2665\u2666",
                        self.app.prefs.colour_blind_patterns, self.app.prefs.four_colour_deck)

    def back(self, size=CARD) -> pygame.Surface:
        return (self.art if size == CARD else self.small_art).back()

    # -- the scene -------------------------------------------------------------------------

    def results_scene(self, event):
        return SerpentResults(self.app, self, event)

    def still_parts(self) -> list[Part]:
        return super().still_parts() + self.drawing.parts()

    def draw_table(self, surface) -> None:
        """Only the cursor's frame and tip, every frame: the rest is kept."""
        self.chrome.draw_cursor(surface)


TABLE = SerpentTable
