"""Serpent's moves in motion: gifts and shows slide into hands, a played card slides
to its place on the grid (turning over if it was hidden; an answer that could not
follow is news in the chrome's banner), and a finished hand stays
on the grid while each pair and run lights up and counts in; the next hand's cards
fly from the grid once the results are read."""

from __future__ import annotations

from functools import partial

import pygame

from game.serpent.cards import Card
from game.serpent.events import CardGiven, CardPlayed, CardShown, HandScored
from game.serpent.scoring import CELL_OF_PLAY
from scenes.core.anim import Sprite, Tween, ease_out_cubic, linear
from scenes.tables.kit.animation import Animation
from scenes.tables.kit.dealing import DealtCard
from scenes.tables.serpent.board import ScoreShow, draw_pulse, group_rects, groups_of
from scenes.tables.serpent.geometry import CARD, SMALL_CARD
from scenes.tables.serpent.words import void_words
from scenes.widgets.cards import draw_flip

GROUP_SECONDS = 0.9  # each scoring group's turn to light up
SLIDE_SECONDS = 0.35


class SerpentAnimation(Animation):
    def __init__(self, table):
        super().__init__(table)
        self._moving: set[Card] = set()  # drawn by a sprite until it lands
        self._dealt: list[Card | None] = []  # the last deal's cards, in the order dealt
        self.show: ScoreShow | None = None  # a finished hand whose score is being shown
        self.before: dict = {}  # where cards were before the last move (a seat: its first back)
        self.plays_before: tuple[Card, ...] = ()

    def before_move(self, seat: int, action) -> None:
        """Note where every card is, for the move about to be made to start from."""
        table = self.table
        if self.show is not None and not table.anim.busy:
            self.show = None
        self.before = {card: rect for s in (0, 1) for card, _, rect in table.card_places(s)
                       if card is not None}
        for s in (0, 1):  # a card from a hidden hand leaves from its first back
            backs = [rect for card, _, rect in table.card_places(s) if card is None]
            self.before[s] = backs[0] if backs else table.layout["opponent"]
        self.plays_before = table.view.plays

    def resume(self) -> None:
        """Back from the results: the finished hand leaves the grid, the next is dealt."""
        table = self.table
        if self.show is not None and not table.flow.pending_results and not table.anim.busy:
            self.show = None
            if not table.session.state.is_over:
                self.deal()

    def undone(self) -> None:
        """A move was taken back: nothing is on its way anywhere."""
        self._moving.clear()

    def deal_places(self):
        """From the grid, as the rules deal: three cards to the defender, then nine to
        the director; the viewer's turn face up on the way, the other's stay down."""
        table = self.table
        director = table.view.director

        def dealt(seat):
            return [DealtCard(rect, table.back(rect.size),
                              None if card is None else table.face(card, rect.size),
                              ("hand", seat))
                    for card, _, rect in table.card_places(seat)]
        deck = pygame.Rect((0, 0), CARD)
        deck.center = table.layout["grid"].center
        order = (1 - director, director)
        self._dealt = [card for seat in order for card, _, _ in table.card_places(seat)]
        return deck, dealt(order[0]) + dealt(order[1])

    @property
    def in_flight(self) -> set[Card]:
        """The cards a sprite draws until they land: moved, or being dealt."""
        dealing = self.table.dealing
        waiting = self._dealt[dealing.landed:] if dealing.under_way else ()
        return self._moving | {card for card in waiting if card is not None}

    def on_events(self, events) -> None:
        sounds = self.table.app.sounds
        seen = [e.seen_by(self.table.viewer) for e in events]
        for event in seen:
            if isinstance(event, HandScored):
                self._keep_finished_hand(event, seen)
        delay = 0.0
        for event in seen:
            if isinstance(event, CardGiven):
                self._slide_to_hand(event.card, event.defender, delay, turn=False)
                sounds.play("slide")
                delay += 0.12
            elif isinstance(event, CardShown):
                self._slide_to_hand(event.card, event.director, delay, turn=True)
                sounds.play("flip")
                delay += 0.12
            elif isinstance(event, CardPlayed):
                self._slide_to_place(event, delay)
                sounds.play("card")
                self._tell_void(event)
            elif isinstance(event, HandScored):
                self._light_up(delay + SLIDE_SECONDS + 0.2)

    def _tell_void(self, played: CardPlayed) -> None:
        """News of an answer that could not follow: the player has neither the suit
        nor the rank of the lead."""
        if played.void and self.plays_before:
            lead = self.plays_before[-1]
            self.table.chrome.announce(void_words(self.table.short_name(played.seat),
                                                  lead.suit, lead.rank))

    def _start_of(self, card: Card, seat: int) -> pygame.Rect:
        return self.before.get(card) or self.before[seat]

    def _fly(self, card: Card, start: pygame.Rect, end: pygame.Rect, delay: float,
             size, turn: bool) -> None:
        self._moving.add(card)
        image = self.table.face(card, size)
        back = self.table.back(size)

        def draw(surface, pos, progress):
            if turn:
                draw_flip(surface, back, image, pos, progress)
            else:
                surface.blit(image, pos)
        self.table.anim.add(Sprite(Tween(start.topleft, end.topleft, SLIDE_SECONDS,
                                         ease_out_cubic, delay,
                                         on_done=partial(self._moving.discard, card)), draw))

    def _slide_to_hand(self, card: Card, seat: int, delay: float, turn: bool) -> None:
        table = self.table
        end = next((rect for c, _, rect in table.card_places(seat) if c == card), None)
        if end is None:
            return
        size = CARD if seat == table.bottom_seat() else SMALL_CARD
        self._fly(card, self._start_of(card, seat), end, delay, size, turn)

    def _slide_to_place(self, event: CardPlayed, delay: float) -> None:
        table = self.table
        start = self._start_of(event.card, event.seat)
        hidden_from_me = event.seat != table.viewer and not event.from_open
        self._fly(event.card, start, table.grid().place_rect(event.number), delay, CARD,
                  hidden_from_me)

    def _keep_finished_hand(self, event: HandScored, seen) -> None:
        last = next(e for e in seen if isinstance(e, CardPlayed))
        plays = self.plays_before + (last.card,)
        cards = {CELL_OF_PLAY[n]: card for n, card in enumerate(plays, start=1)}
        before = self.table.view.scores[event.director] - event.points
        self.show = ScoreShow(cards, event.director,
                              groups_of(cards, event.pairs, event.runs), before)

    def _light_up(self, start: float) -> None:
        """Each pair and run in turn: it glows, then stays lit and its points count in.
        Results wait until all have been seen."""
        table = self.table
        show = self.show
        grid = table.grid()
        for index, group in enumerate(show.groups):
            draw = partial(self._draw_pulse, grid, group)
            table.anim.add(Sprite(Tween(0.0, 1.0, GROUP_SECONDS, linear,
                                        start + index * GROUP_SECONDS,
                                        on_done=partial(self._group_lit, show, index)), draw))
            table.glow(group_rects(grid, group), start + index * GROUP_SECONDS, GROUP_SECONDS)
        table.hold(start + len(show.groups) * GROUP_SECONDS + 1.2)

    def _draw_pulse(self, grid, group, surface, value, progress) -> None:
        draw_pulse(surface, self.table.app.text, grid, group, progress)

    def _group_lit(self, show: ScoreShow, index: int) -> None:
        show.lit = max(show.lit, index + 1)
        self.table.app.sounds.play("chip")
