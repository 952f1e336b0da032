"""What happens at the Precognition table, shown: a letter written clacks and pops
(only the writer's own: nothing of another's string shows, not its length nor its
timing), a paper folded flips, a card slides into the row, the reveal turns the
strings over, and every deal comes off the deck card by card.  Remembered from the
events: who plays a replay deal, for the row's heading; what each human wrote this
deal, for their own line in the log once they are done."""

from __future__ import annotations

import pygame

from game.precognition.events import (
    CardPlaced,
    Dealt,
    ReplayCalled,
    StringEdited,
    StringFinished,
    StringsRevealed,
)
from scenes.core.anim import Sprite, Tween, ease_out_cubic
from scenes.tables.kit.animation import Animation
from scenes.tables.kit.dealing import DealtCard, in_turn
from scenes.tables.precognition.reveal import Reveal
from scenes.widgets.cards import CARD_SIZE, draw_flip

SLIDE_SECONDS = 0.35


class PrecognitionAnimation(Animation):
    def __init__(self, table):
        super().__init__(table)
        self.in_flight: set[int] = set()  # row positions whose card is still sliding in
        self.letter_written_at = -1.0  # the clock when the viewer last wrote a letter
        self.reveal: Reveal | None = None  # the deal revealed, on the table until its results
        self.replay_players: tuple[int, ...] = ()
        self.written: dict[int, str] = {}  # human seat -> their prediction this deal

    def on_events(self, events) -> None:
        table = self.table
        seen = [e.seen_by(table.viewer) for e in events]
        news = table.words.news(table.session.actions[-1][0], seen) if seen else ""
        if news:
            table.chrome.announce(news)
        revealed = next((e for e in seen if isinstance(e, StringsRevealed)), None)
        record = table.view.past_deals[-1] if revealed else None
        row_length = len(record.row) if record else table.view.row_length
        for event in seen:
            if isinstance(event, StringEdited) and event.string is not None:
                table.app.sounds.play("clack")  # only the writer's own letters make a sound
                self.letter_written_at = table.clock
            elif isinstance(event, StringFinished):
                table.app.sounds.play("flip")
            elif isinstance(event, CardPlaced):
                self._slide_in(event, row_length)
        if revealed:
            self.reveal = Reveal(record, revealed)
            table.drawing.reveal.start(delay=SLIDE_SECONDS)

    def _slide_in(self, event: CardPlaced, row_length: int) -> None:
        """The card slides from its player to its place in the row, turning face up
        on the way if it came from a hand the viewer can't see."""
        table = self.table
        end = table.geometry.row_slots(row_length)[event.position].topleft
        if event.seat == table.viewer:
            hand = sorted(table.view.hand + (event.card,))
            start = table.geometry.hand_slots(len(hand))[hand.index(event.card)].topleft
        else:
            start = table.geometry.badge_rect(event.seat).midbottom
        face, back = table.drawing.card_image(event.card), table.drawing.art.back()
        hidden = event.seat != table.viewer
        position = event.position
        self.in_flight.add(position)

        def draw(surface, pos, progress):
            if hidden and progress < 1:
                draw_flip(surface, back, face, pos, min(1.0, progress * 1.6))
            else:
                surface.blit(face, pos)

        def land():
            self.in_flight.discard(position)
            table.app.sounds.play("snap")
        table.app.sounds.play("slide")
        table.anim.add(Sprite(Tween(start, end, SLIDE_SECONDS, ease_out_cubic, on_done=land),
                              draw))

    def next_deal(self) -> None:
        """The reveal's results were read: it leaves the table, and the replay's cards
        come off the deck into the hands."""
        self.reveal = None
        self.table.drawing.reveal.clear()
        self.deal()

    def deal_places(self):
        """Off the deck above the row, a card to each player in turn: yours turn face up
        on the way to your hand, the others' go face down to their badges."""
        table = self.table
        view, geometry, drawing = table.view, table.geometry, table.drawing
        dealt = {}
        for seat in view.players:
            if seat == table.viewer:
                dealt[seat] = [DealtCard(rect, drawing.art.back(), drawing.card_image(card),
                                         ("hand", seat))
                               for card, rect in zip(view.hand, geometry.hand_rects())]
            else:
                back = drawing.small_art.back()
                place = back.get_rect(midbottom=geometry.badge_rect(seat).midbottom)
                dealt[seat] = [DealtCard(place, back, group=("hand", seat))] \
                    * view.hand_counts[seat]
        deck = pygame.Rect((0, 0), CARD_SIZE)
        deck.center = table.layout["row"].center
        return deck, in_turn(dealt)

    def remember(self, events) -> None:
        for event in events:
            if isinstance(event, ReplayCalled):
                self.replay_players = event.players
            elif isinstance(event, Dealt):
                self.written = {}
            elif isinstance(event, StringEdited) and event.seat in self.table.session.humans:
                self.written[event.seat] = event.string
