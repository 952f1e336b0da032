"""What happens at the Peek and Run table, in motion: cards fly from hands to the
piles and off the stock, markers drop onto their cells, a scored line glows, a peek's
ten is shown and every look flashes where it falls; news of a move stands in the
banner.  At a hand's end every hand is turned up, as its player held it, and stays
in view a moment before the results."""

from __future__ import annotations

from functools import partial

import pygame

from game.core import HandEnded
from game.peek_and_run import board as pr_board
from game.peek_and_run import events as ev
from scenes.core.anim import Sprite, Tween, ease_out_back, ease_out_cubic
from scenes.tables.kit.animation import Animation
from scenes.tables.kit.dealing import DealtCard, in_turn
from scenes.tables.kit.glow import Glow
from scenes.tables.peek_and_run.geometry import SEEN_CARD
from scenes.tables.peek_and_run.results import ended_hand
from scenes.widgets.cards import CARD_SIZE, draw_flip, draw_marker

LINE_GLOW_SECONDS = 1.5  # a scored line glows this long (and play waits for it)
REVEAL_SECONDS = 2.5  # a hand's end stays in view, every hand face up, before its results


def card_on_its_way(face, back, turns: bool):
    """A sprite's drawing of a card in the air: `face` all the way, or (`turns`)
    turning over from its back to its face."""
    def paint(surface, pos, progress):
        if turns:
            draw_flip(surface, back, face, pos, progress)
        else:
            surface.blit(face, pos)
    return paint


class PeekAndRunAnimation(Animation):
    def __init__(self, table):
        super().__init__(table)
        self.in_flight: set = set()  # cards drawn by sprites, not in their pile yet
        self._arriving: dict[int, int] = {}  # seat -> drawn cards still flying to its hand
        self.popping: set[int] = set()  # cells whose marker is still dropping in
        self.glowing: dict[int, float] = {}  # scored cells -> seconds of glow left
        self.revealed: tuple | None = None  # every hand as it ended, while it is on show
        self._hands_before: tuple = (None, ())  # (moves made, each seat's own hand then)

    # -- every hand face up at a hand's end --------------------------------------------------

    def before_move(self, seat: int, action) -> None:
        """Each player's hand as a move is made: if the move ends the hand, they are all
        turned up as they ended (`remember`)."""
        table = self.table
        seats = range(table.session.state.num_seats)
        self._hands_before = (len(table.session.actions),
                              tuple(table.seat_view(s).hands[s] for s in seats))

    def remember(self, events) -> None:
        """A move that ends the hand: every hand as its player held it at the end."""
        if any(isinstance(e, HandEnded) for e in events):
            self.revealed = self._hands_at_end(events)

    def _hands_at_end(self, events) -> tuple | None:
        """The hands before the move (its own, only a move made at this table knows
        them), with the cards the move played and drew, as each player saw them."""
        made, hands = self._hands_before
        if made != len(self.table.session.actions) - 1:
            return None
        hands = [list(hand) for hand in hands]
        for event in events:
            if isinstance(event, HandEnded):
                break
            if isinstance(event, ev.CardPlayed) and 0 <= event.position < len(hands[event.seat]):
                hands[event.seat].pop(event.position)
            elif isinstance(event, ev.CardDrawn):
                hands[event.seat].append(event.seen_by(event.seat).card)
        return tuple(map(tuple, hands))

    def open_hands(self) -> tuple | None:
        """Every hand face up, where the table shows them so: a hand just ended (as its
        players held it), the match over, a replay; else None (each as the viewer
        knows it)."""
        table = self.table
        if table.flow.ended_hand is not None:
            return self.revealed
        if table.mode.open_hands or table.session.state.is_over:
            return tuple(table.seat_view(seat).hands[seat]
                         for seat in range(table.session.state.num_seats))
        return None

    def hand_points(self) -> tuple | None:
        """What each seat scored in the hand on show, once it is over (the hand kept as
        it ended, or the match's last); else None."""
        table = self.table
        hands = table.session.hands
        if hands and (table.flow.ended_hand is not None or table.session.state.is_over):
            return hands[-1].points
        return None

    # -- a hand's end and the next deal ------------------------------------------------------

    def hand_end_view(self, before, events):
        return ended_hand(before, events)

    def on_next_hand(self) -> None:
        """The hand kept on show leaves the table; the new one is dealt."""
        self.glowing.clear()
        self.revealed = None
        self.deal()

    def deal_places(self):
        """Off the stock, a card to each seat in turn: yours turn face up on the way,
        the others' stay face down."""
        table = self.table
        geometry, pictures = table.geometry, table.pictures
        dealt = {}
        for seat, hand in enumerate(table.view.hands):
            places = [geometry.hand_card_rect(seat, i) for i in range(len(hand))]
            dealt[seat] = [DealtCard(place, pictures.image(None, place.size),
                                     pictures.image(card) if card is not None and
                                     seat == geometry.bottom else None, ("hand", seat))
                           for card, place in zip(hand, places) if place is not None]
        return table.layout["stock"], in_turn(dealt)

    @property
    def arriving(self) -> dict[int, int]:
        """Seat -> its hand's last cards still flying to it (drawn, or being dealt)."""
        dealing = self.table.dealing
        arriving = dict(self._arriving)
        for group in dealing.waiting_groups():
            arriving[group[1]] = arriving.get(group[1], 0) + 1
        return arriving

    # -- each frame, and undo ----------------------------------------------------------------

    def update(self, dt: float) -> None:
        """A scored line's glow fades."""
        for cell in list(self.glowing):
            self.glowing[cell] -= dt
            if self.glowing[cell] <= 0:
                del self.glowing[cell]

    def land_all(self) -> None:
        """Nothing is in the air any more (the sprites were cleared)."""
        self.in_flight.clear()
        self._arriving.clear()
        self.popping.clear()

    # -- the rules' events -------------------------------------------------------------------

    def on_events(self, events) -> None:
        table = self.table
        news = table.words.news(events)
        if news:
            table.chrome.announce(news)
        if any(isinstance(e, HandEnded) for e in events):
            table.hold(REVEAL_SECONDS)  # the hands turned up are seen before the results
        seen = [e.seen_by(table.viewer) for e in events]
        drawn = {}  # seat -> cards it draws in this move, each flown to its own place
        for event in seen:
            if isinstance(event, ev.CardDrawn):
                drawn[event.seat] = drawn.get(event.seat, 0) + 1
        self._arriving = {seat: self._arriving.get(seat, 0) + count
                          for seat, count in drawn.items()}
        delay = 0.0
        for event in seen:
            delay = self._animate(event, delay, drawn)

    def _animate(self, event, delay: float, drawn: dict) -> float:
        table = self.table
        sounds = table.app.sounds
        if isinstance(event, ev.CardPlayed):
            self._fly_card(event, delay)
            sounds.play("card")
            return delay + 0.12
        if isinstance(event, ev.CellClaimed):
            self._drop_marker(pr_board.CELL_OF[event.product], event.side, delay + 0.25)
            return delay + 0.3
        if isinstance(event, ev.MarkerMoved):
            table.flash(table.geometry.cell_rect(pr_board.CELL_OF[event.from_product]), delay)
            self._drop_marker(pr_board.CELL_OF[event.to_product], event.side, delay)
            return delay + 0.2
        if isinstance(event, ev.CardDrawn):
            drawn[event.seat] -= 1
            self._fly_draw(event, drawn[event.seat], delay)
            sounds.play("slide")
            return delay + 0.15
        if isinstance(event, ev.TenShown):
            self._show_ten(event, delay)
            sounds.play("select")
            return delay + 0.2
        if isinstance(event, ev.CardPeeked):
            table.flash(self._peeked_rect(event), delay)  # everyone sees where the look fell
            sounds.play("flip")
        elif isinstance(event, ev.Passed):
            table.flash(table.geometry.badge_rect(event.seat), delay)
            sounds.play("back")
        elif isinstance(event, ev.LinesScored):
            cells = {pr_board.CELL_OF[p] for line in event.lines for p in line}
            self._light_up(cells, delay + 0.3)
            sounds.play("score")
            return delay + 1.6
        elif isinstance(event, ev.HandDealt) and table.flow.ended_hand is None:
            self.glowing.clear()  # (a hand kept on show keeps its line lit: on_next_hand)
        return delay

    def _peeked_rect(self, event: ev.CardPeeked) -> pygame.Rect:
        geometry = self.table.geometry
        if event.source == "O":
            rect = geometry.hand_card_rect(event.owner, event.position)
            if rect is not None:
                return rect
        return geometry.layout["stock"]

    # -- the motions -------------------------------------------------------------------------

    def _show_ten(self, event: ev.TenShown, delay: float) -> None:
        """The ten leaves its hand, turning face up if it was hidden, for the panel
        of cards seen, where it lies while its player peeks."""
        table = self.table
        geometry, pictures = table.geometry, table.pictures
        start = geometry.hand_card_rect(event.seat, event.position) or table.layout["stock"]
        card = event.card
        self.in_flight.add(card)
        face, back = pictures.image(card, SEEN_CARD), pictures.image(None, SEEN_CARD)
        paint = card_on_its_way(face, back, turns=event.seat != table.viewer)
        table.anim.add(Sprite(Tween(start.topleft, geometry.shown_ten_rect().topleft, 0.3,
                                    ease_out_cubic, delay,
                                    on_done=partial(self.in_flight.discard, card)), paint))

    def _fly_card(self, event: ev.CardPlayed, delay: float) -> None:
        table = self.table
        geometry = table.geometry
        if event.bottom:  # the ten of a peek, from where it lay while its player peeked
            start = geometry.shown_ten_rect().topleft
        elif event.position >= 0 and geometry.hand_card_rect(event.seat, event.position):
            start = geometry.hand_card_rect(event.seat, event.position).topleft
        else:
            start = table.layout["stock"].topleft
        card = event.card
        self.in_flight.add(card)
        image, back = table.pictures.image(card), table.pictures.back()
        # a card from a hidden hand turns over on its way to the pile
        paint = card_on_its_way(image, back, turns=event.seat != table.viewer and not event.bottom)

        def land():
            self.in_flight.discard(card)
        end = geometry.pile_rect(event.pile).topleft
        table.anim.add(Sprite(Tween(start, end, 0.35, ease_out_cubic, delay, on_done=land), paint))

    def _drop_marker(self, cell: int, side: int, delay: float) -> None:
        self.popping.add(cell)
        rect = self.table.geometry.cell_rect(cell)

        def paint(surface, scale, progress):
            draw_marker(surface, rect.center, max(4, int(22 * scale)), side)

        def land():
            self.popping.discard(cell)
            self.table.app.sounds.play("mark")
        self.table.anim.add(Sprite(Tween(2.0, 1.0, 0.3, ease_out_back, delay, on_done=land),
                                   paint))

    def _light_up(self, cells: set[int], delay: float) -> None:
        """A scored line glows gold and fades; results wait until it has been seen."""
        rects = [self.table.geometry.cell_rect(c).inflate(6, 6) for c in cells]
        self.table.anim.add(Glow(rects, LINE_GLOW_SECONDS, delay))
        for cell in cells:
            self.glowing[cell] = 1.5 + delay + 2.0

    def _fly_draw(self, event: ev.CardDrawn, after: int, delay: float) -> None:
        """A card off the stock to its place in the hand (`after` more cards follow it
        there in this move); the hand shows it once it has landed.  One's own card
        turns face up on the way."""
        table = self.table
        geometry, pictures = table.geometry, table.pictures
        seat = event.seat
        place = len(table.view.hands[seat]) - 1 - after
        end = geometry.hand_card_rect(seat, max(place, 0))
        if end is None:
            self._landed(seat)
            return
        back = pictures.back()
        if end.size != CARD_SIZE:  # an opponent's row draws its cards smaller
            back = pictures.image(None, end.size)
        face = pictures.image(event.card) if event.card is not None and \
            seat == geometry.bottom else None
        turns = face is not None
        paint = card_on_its_way(face if turns else back, back, turns)
        table.anim.add(Sprite(Tween(table.layout["stock"].topleft, end.topleft, 0.3,
                                    ease_out_cubic, delay,
                                    on_done=partial(self._landed, seat)), paint))

    def _landed(self, seat: int) -> None:
        """A drawn card reached `seat`'s hand: the hand shows it now."""
        left = self._arriving.get(seat, 0) - 1
        if left > 0:
            self._arriving[seat] = left
        else:
            self._arriving.pop(seat, None)
