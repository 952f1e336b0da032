"""The No Lookie, No Peekie table: your five face-down cards large at the bottom,
everyone else's round the table, the draw and discard piles in the middle.

Its parts: what the player chooses (choosing.py), its words (words.py), its moves in
motion and the round's reveal (animation.py, reveal.py), where things stand
(geometry.py), the card faces (faces.py) and what is drawn (drawing.py).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.core import HandEnded
from game.no_lookie.cards import BOTTOM
from game.no_lookie.rules import open_view
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.no_lookie import by_ear
from scenes.tables.no_lookie.animation import NoLookieAnimation
from scenes.tables.no_lookie.choosing import NoLookieChoosing
from scenes.tables.no_lookie.drawing import NoLookieDrawing
from scenes.tables.no_lookie.faces import CardFaces
from scenes.tables.no_lookie.geometry import (
    OWN_CARD,
    PILE_CARD,
    SeatPlaces,
    opponent_card_size,
)
from scenes.tables.no_lookie.words import NoLookieWords
from scenes.widgets.still import Part


class NoLookieTable(TableScene):
    layout_name = "no_lookie"
    ANCHORS = ("status", "hints", "banner", "tip", "seats", "stock", "discard", "held",
               "draft", "me", "tableau", "log", "buttons")
    CHOOSING = NoLookieChoosing
    WORDS = NoLookieWords
    ANIMATION = NoLookieAnimation
    BY_EAR = by_ear

    def __init__(self, app, session, mode: Mode = PLAYING):
        self._open_key, self._open = None, None  # the open view of a replay, per move
        super().__init__(app, session, mode)
        n = session.state.num_seats
        self.faces = {PILE_CARD: CardFaces(app.text, PILE_CARD),
                      OWN_CARD: CardFaces(app.text, OWN_CARD)}
        small = opponent_card_size(n)
        self.faces.setdefault(small, CardFaces(app.text, small))
        self.drawing = NoLookieDrawing(self)
        self._places: SeatPlaces | None = None
        self._drawn_places: SeatPlaces | None = None  # as they were at the last draw
        self._drawn_playing = False  # the reveal was playing at the last draw
        self._draw_whole_next = False  # the table changed all over: no parts kept

    # -- where the seats sit ---------------------------------------------------------------

    def bottom_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        humans = self.session.humans
        return humans[0] if humans else 0

    def places(self) -> SeatPlaces:
        bottom = self.bottom_seat()
        if self._places is None or self._places.bottom != bottom:
            self._places = SeatPlaces(self.layout, self.view.num_seats, bottom)
        return self._places

    def faces_for(self, seat: int) -> CardFaces:
        return self.faces[self.places().card_size(seat)]

    # -- what the viewer may see of a tableau ------------------------------------------

    def memory_aid(self) -> bool:
        return bool(self.view.option_values.get("memory_aid"))

    def open_view(self):
        """The table with every card face up (a replay), built once per move."""
        key = self.views.key(None)
        if self._open_key != key:
            self._open_key, self._open = key, open_view(self.session.state)
        return self._open

    def shown_card(self, seat: int, slot: int):
        """A tableau card face up for the viewer: only during the first look, or what
        they have seen with the Memory aid option."""
        if self.mode.open_hands:  # a replay: every card face up where it lies
            return self.open_view().tableaus[seat][slot]
        if self.viewer is None:
            return None
        card = self.view.tableaus[seat][slot]
        if self.memory_aid():
            return card
        if seat == self.viewer and slot in BOTTOM and self.animation.look.showing():
            return card
        return None

    # -- the scene -------------------------------------------------------------------------

    def accept_hand_off(self, seat: int) -> None:
        super().accept_hand_off(seat)
        self.animation.look.start(seat)

    def results_scene(self, event):
        """A round's overlay tallies the VP totals, so what it adds for each seat is
        the round's VP too (+1 taken, -1 flipped), not the round's points, which the
        reveal has just shown: a total of 0 VP "(+44)" read as nonsense."""
        reveal = self.animation.reveal
        if isinstance(event, HandEnded) and reveal is not None:
            revealed = reveal.event
            gained = tuple(int(seat in revealed.victory) - int(seat == revealed.flipped)
                           for seat in range(len(event.totals)))
            event = replace(event, points=gained)
        return super().results_scene(event)

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """In the reveal, every tableau and the reckoning: what the last note speaks
        of (yours against the lowest at the table)."""
        reveal = self.animation.reveal
        if reveal is None:
            return []
        places = self.places()
        return [reveal.box(places), *places.panels.values()]

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface) -> None:
        """The whole table is drawn again at once (not a few parts a frame) when the
        seats move round (another player at the screen) and when the reveal starts;
        not in the frame of the move that does it, which has work enough and shows
        the table as kept, but in the next."""
        reveal = self.animation.reveal
        places, playing = self.places(), reveal is not None and reveal.playing()
        changed = places is not self._drawn_places or (playing and not self._drawn_playing)
        if changed and self._drawn_places is not None:  # a first draw is whole anyway
            self._draw_whole_next = True
        self._drawn_places, self._drawn_playing = places, playing
        if self._draw_whole_next and not self.drawn.pending():
            self.still.forget()
            self._draw_whole_next = False
        super().draw(surface)

    def still_parts(self) -> list[Part]:
        """Badges, tableaus, piles and the log are kept (drawing.py).  Live
        (`draw_table`): the cursor and its tip, which follow every key and mouse move,
        and in the reveal the cards turning over and the VP cards in flight."""
        return super().still_parts() + self.drawing.parts()

    def draw_table(self, surface) -> None:
        """What moves: the cursor and its tip (once the cards in motion have landed:
        until then a press only hurries them), or the reveal's turning cards."""
        reveal = self.animation.reveal
        if reveal is not None:
            reveal.draw_motion(surface, self.places())
        elif self.my_turn() and not self.anim.busy:
            self.chrome.draw_cursor(surface)


TABLE = NoLookieTable
