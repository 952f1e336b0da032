"""No Lookie's moves in motion: cards fly between the piles, the hand and the
tableaus, face down unless the viewer may see them; two face-down cards change
places; the deal, then each seat's first look at its bottom row (first_look.py);
news of a move (a knock, a skipped turn, Ray's Play) in the chrome's banner, with a
pause to read it; and the round's reveal (reveal.py), with the next round's deal
waiting behind it."""

from __future__ import annotations

from collections import Counter

import pygame

from game.core import HandEnded, MatchEnded
from game.no_lookie.events import (
    ActionDeclined,
    Burned,
    CardDiscarded,
    CardDrawn,
    CardReplaced,
    DiscardStarted,
    DraftEnded,
    DraftPicked,
    DraftStarted,
    Knocked,
    Rearranged,
    RoundDealt,
    RoundRevealed,
    Swapped,
    Traded,
    TurnSkipped,
)
from scenes.core import canvas
from scenes.core.anim import Sprite, Tween, ease_in_out
from scenes.tables.kit.animation import Animation
from scenes.tables.kit.dealing import DealtCard
from scenes.tables.no_lookie.first_look import FirstLook
from scenes.tables.no_lookie.geometry import PILE_CARD, packet_rects
from scenes.tables.no_lookie.reveal import Reveal
from scenes.widgets.cards import draw_flip

FLY_SECONDS = 0.45
DEAL_STAGGER = 0.025
KNOCK_HOLD = 1.2
SKIP_HOLD = 1.0


class NoLookieAnimation(Animation):
    def __init__(self, table):
        super().__init__(table)
        self._moving: Counter = Counter()  # places a card flying between them will land on
        self.drafting = False  # a draft's cards are drawn in the players' hands
        self.reveal: Reveal | None = None  # the round being revealed
        self.look = FirstLook(self)

    # -- the table's moments ----------------------------------------------------------------

    @property
    def hidden(self) -> Counter:
        """Places a card is on its way to (flying there, or being dealt): each is drawn
        by its sprite until it lands."""
        return self._moving + Counter(self.table.dealing.waiting_groups())

    def enter(self) -> None:
        """The table opens: a round nobody has played in yet is dealt before their
        eyes (the kit deals a match's first), and the viewer has their first look."""
        table = self.table
        if not self.look.looked and not any(table.view.turns_taken):
            if table.session.actions:
                self.deal()
        elif table.viewer is not None:
            self.look.start(table.viewer)

    def deal(self) -> float:
        """The cards dealt, then the viewer's first look at them."""
        dealing = super().deal()
        if self.table.viewer is not None:
            self.look.start(self.table.viewer, after=dealing)
        return dealing

    def deal_places(self):
        """Five cards face down to each seat from the pile, a card to each in turn."""
        table = self.table
        places = table.places()
        n = table.view.num_seats
        return table.layout["stock"], [
            DealtCard(places.slot(seat, round_), table.faces_for(seat).back(),
                      group=("slot", seat, round_))
            for round_ in range(5) for seat in range(n)]

    def update(self, dt: float) -> None:
        """The first look ends face down for good."""
        self.look.update()

    def resume(self) -> None:
        """Back from the round's results: on to the next round's deal."""
        table = self.table
        results_waiting = any(isinstance(e, (HandEnded, MatchEnded))
                              for e in table.flow.pending_results)
        if self.reveal is not None and not results_waiting and not table.anim.busy \
                and not table.session.state.is_over:
            self.end_reveal()

    def undone(self) -> None:
        """A move was taken back: no card is on its way anywhere."""
        self._moving.clear()

    # -- the rules' events ------------------------------------------------------------------

    def remember(self, events) -> None:
        """Whether a draft is under way (its cards are drawn in the players' hands)."""
        for event in events:
            if isinstance(event, DraftStarted):
                self.drafting = True
            elif isinstance(event, DraftEnded):
                self.drafting = False

    def on_events(self, events) -> None:
        events = [event.seen_by(self.table.viewer) for event in events]
        ended = next((i for i, e in enumerate(events) if isinstance(e, RoundRevealed)),
                     len(events))
        news = self.table.words.news(events[:ended])
        if news:
            self.table.chrome.announce(news)
        for index, event in enumerate(events):
            if isinstance(event, RoundRevealed):
                self.start_reveal(event, events[index + 1:])
                return
            self.animate(event)

    def animate(self, event) -> None:
        table = self.table
        places = table.places()
        stock, discard, held = (table.layout[a] for a in ("stock", "discard", "held"))
        if isinstance(event, RoundDealt):
            self.look.looked.clear()
            self.deal()
        elif isinstance(event, DiscardStarted):
            self.fly(stock, discard, None, flip_to=event.card, hide=[("discard",)])
        elif isinstance(event, CardDrawn):
            start = stock if event.source == "stock" else discard
            face = event.card if event.source == "discard" else None
            self.fly(start, held, face, flip_to=event.card if face is None else None,
                     hide=[("held",)])
        elif isinstance(event, CardReplaced):
            slot = places.slot(event.seat, event.slot)
            start = places.hand_rect(event.seat) if self.drafting else held
            self.fly(start, slot, event.card, flip_to=None if event.card is None else -1,
                     hide=[("slot", event.seat, event.slot)])
            self.fly(slot, discard, None, flip_to=event.discarded, delay=FLY_SECONDS * 0.6,
                     hide=[("discard",)])
        elif isinstance(event, CardDiscarded):
            self.fly(held, discard, event.card, hide=[("discard",)])
        elif isinstance(event, (Rearranged, Swapped)):
            first, second = ((event.first, event.second) if isinstance(event, Rearranged)
                             else (event.top, event.bottom))
            self.exchange((event.seat, first), (event.seat, second))
        elif isinstance(event, Traded):
            self.exchange((event.seat, event.slot), (event.other, event.other_slot))
        elif isinstance(event, Burned):
            slot = places.slot(event.seat, event.slot)
            self.fly(slot, discard, None)
            self.fly(stock, slot, event.card, flip_to=None if event.card is None else -1,
                     delay=FLY_SECONDS, hide=[("slot", event.seat, event.slot)])
        elif isinstance(event, DraftStarted):
            for i, rect in enumerate(packet_rects(table.layout, table.view.num_seats)):
                self.fly(stock, rect, None, delay=i * DEAL_STAGGER * 2)
        elif isinstance(event, DraftPicked):
            self.fly(table.layout["discard"], places.hand_rect(event.seat), event.card)
        else:
            self.react(event)

    def react(self, event) -> None:
        """News of the moment (its words are in the banner): a pause to read it, a
        sound."""
        table = self.table
        if isinstance(event, Knocked):
            table.hold(KNOCK_HOLD)
            table.app.sounds.play("clack")
        elif isinstance(event, TurnSkipped):
            table.hold(SKIP_HOLD)
            table.app.sounds.play("buzz")
        elif isinstance(event, ActionDeclined):
            table.app.sounds.play("back")

    # -- the reveal -------------------------------------------------------------------------

    def start_reveal(self, event, rest) -> None:
        table = self.table
        deferred = [e for e in rest if not isinstance(e, (HandEnded, MatchEnded))]
        self.reveal = Reveal(table, event, deferred)
        table.choosing.picked = []
        self.look.looking = None
        table.anim.add(Sprite(self.reveal.tween, lambda *_: None))
        self.reveal.glow_what_scores()
        table.app.sounds.play("flip")

    def end_reveal(self) -> None:
        """The round's results were read: on to the next round's deal."""
        deferred = self.reveal.deferred
        self.reveal = None
        for event in deferred:
            self.animate(event)

    # -- cards in motion --------------------------------------------------------------------

    def fly(self, start: pygame.Rect, end: pygame.Rect, card, flip_to=None, delay=0.0,
            seconds=FLY_SECONDS, hide=(), sound=True) -> None:
        """A card travels from `start` to `end` (growing or shrinking to fit), shown as
        `card` (None: its back); with `flip_to` it turns over on the way (-1: to its back)."""
        for key in hide:
            self._moving[key] += 1
        faces = self.table.faces[PILE_CARD]

        def image_at(value, size):
            image = faces.back() if value is None or value == -1 else faces.face(value)
            return canvas.smoothscale(image, size)

        def draw(surface, rect, progress):
            x, y, w, h = (round(v) for v in rect)
            size = (max(2, w), max(2, h))
            if flip_to is None:
                surface.blit(image_at(card, size), (x, y))
            else:
                draw_flip(surface, image_at(card, size), image_at(flip_to, size), (x, y),
                          progress)

        def land():
            for key in hide:
                self._moving[key] -= 1
            self._moving += Counter()  # drop the zeros
            if sound:
                self.table.app.sounds.play("snap")
        self.table.anim.add(Sprite(Tween(tuple(start), tuple(end), seconds, ease_in_out, delay,
                                         on_done=land), draw))

    def exchange(self, first: tuple[int, int], second: tuple[int, int]) -> None:
        """Two face-down cards change places."""
        places = self.table.places()
        a, b = places.slot(*first), places.slot(*second)
        self.fly(a, b, None, hide=[("slot", *second)])
        self.fly(b, a, None, hide=[("slot", *first)])

    def flip_row(self, seat: int, slots, face_up: bool, delay: float = 0.0) -> None:
        """The seat's cards at `slots` turn over where they lie."""
        table = self.table
        places = table.places()
        faces = table.faces_for(seat)
        for i, slot in enumerate(slots):
            card = table.view.tableaus[seat][slot]
            if card is None:
                continue
            before, after = (faces.back(), faces.face(card)) if face_up else \
                (faces.face(card), faces.back())
            rect = places.slot(seat, slot)
            key = ("slot", seat, slot)
            self._moving[key] += 1

            def draw(surface, value, progress, before=before, after=after, rect=rect):
                draw_flip(surface, before, after, rect.topleft, progress)

            def done(key=key):
                self._moving[key] -= 1
                self._moving += Counter()
            table.anim.add(Sprite(Tween(0.0, 1.0, 0.35, delay=delay + i * 0.12, on_done=done),
                                  draw))
