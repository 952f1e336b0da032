"""What happens at the Peeper table, shown: tiles fly to the trick (and lie there a
beat before anyone answers them), a won trick slides off to its winner, a bomb shakes
the table, a Mine! or Return! has its beat of drama (call_beat.py), a pass lights its
player's badge, news of a call or a bomb stands in the banner's place, a hand's end
turns every hand up (reveal.py), and a new hand is dealt tile by tile.  Remembered from the events for the badges and the trick: what each seat
did last this trick and the tiles lying on it."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.core import HandEnded
from game.peeper.events import Called, HandDealt, Passed, StarterChosen, TilesPlayed, TrickWon
from game.peeper.patterns import BIG_BOMB, BOMB, PLAIN
from game.peeper.rules import OVER, PLAY
from scenes.core.anim import Sprite, Tween, ease_out_cubic
from scenes.tables.kit.animation import Animation
from scenes.tables.kit.dealing import DealtCard, in_turn
from scenes.tables.peeper.call_beat import JOLT_SECONDS, CallBeat
from scenes.tables.peeper.drawing import wild_values
from scenes.tables.peeper.reveal import HandReveal

FLY_SECONDS = 0.3  # a play's tiles on their way to the trick
SWEEP_SECONDS = 0.35  # a trick won, sliding off to its winner
DEALT_TO_BADGE = (33, 45)  # a tile dealt face down to another player, as it lands
LANDED_BEAT = 0.15  # a play lies on the trick this long before anyone answers it


def ended_hand(before, events):
    """The hand as the play that went out left it (the rules deal the next at once):
    that play on the trick, the tiles gone from its player's hand, the hand's points
    in the totals.  Nobody is to act in it."""
    hand, counts, totals = list(before.hand), list(before.counts), before.totals
    top, top_seat = before.top, before.top_seat
    for event in events:
        if isinstance(event, TilesPlayed):
            top, top_seat = event.play, event.seat
            counts[event.seat] = event.tiles_left
            if event.seat == before.seat:
                for tile in event.play.tiles:
                    hand.remove(tile)
        elif isinstance(event, HandEnded):
            totals = event.totals
    return replace(before, to_act=(), phase=OVER, turn=None, hand=tuple(hand),
                   counts=tuple(counts), totals=totals, top=top, top_seat=top_seat)


def blit_image(image):
    """A sprite's drawing: `image` where the tween has it."""
    return lambda surface, pos, progress: surface.blit(image, pos)


class PeeperAnimation(Animation):
    def __init__(self, table):
        super().__init__(table)
        self.shake = 0.0  # seconds a bomb still shakes the table
        self.tiles_flying = 0  # plays on their way to the trick (it shows them on landing)
        self.last_played: dict[int, str] = {}  # seat -> what they did last this trick
        self.on_trick: tuple = ()  # the tiles lying on the trick
        self.won_trick: tuple = ()  # the tiles of the trick last won
        self.reveal = HandReveal(table)  # every hand turned up at a hand's end
        self.last_hand = None  # the match's last hand as it ended (the kit keeps the others)
        self._before = None  # the View as the move being made was made

    def update(self, dt: float) -> None:
        self.shake = max(0.0, self.shake - dt)

    def shake_offset(self) -> int:
        """How far sideways a bomb shakes the table this frame."""
        return int(math.sin(self.shake * 60) * 8 * self.shake) if self.shake > 0 else 0

    # -- events into motion and sound ----------------------------------------------------

    def before_move(self, seat: int, action) -> None:
        self.reveal.before_move(seat, action)
        self._before = self.table.view

    def on_events(self, events) -> None:
        table = self.table
        table.choosing.drop_stale_picks()
        if events and table.session.actions:
            seat, action = table.session.actions[-1]
            news = table.words.news(seat, action, events)
            if news:
                table.chrome.announce(news)
        delay = 0.0
        for event in (e.seen_by(table.viewer) for e in events):
            if isinstance(event, TilesPlayed):
                self._fly_tiles(event, delay)
                if event.play.kind in (BOMB, BIG_BOMB):
                    self.shake = 0.5 if event.play.kind == BOMB else 0.8
                    table.app.sounds.play("bomb")
                else:
                    table.app.sounds.play("buzz" if event.call else "clack")
                if event.call:
                    self._call_beat(event, delay)
                delay += 0.15
            elif isinstance(event, Called) and event.call != "no":
                table.app.sounds.play("buzz")
            elif isinstance(event, Passed):
                self._flash_seat(event.seat, delay)
                table.app.sounds.play("back")
            elif isinstance(event, TrickWon) and self.won_trick:
                flew = any(isinstance(e, TilesPlayed) for e in events)
                # a Return's tile lands first; a trick passed out lies a beat, then goes
                self._sweep_trick(self.won_trick, event.seat, FLY_SECONDS if flew else 0.0,
                                  hold=0.0 if flew else 0.25)
            elif isinstance(event, StarterChosen):
                self._flash_seat(event.seat, delay)
                table.app.sounds.play("select")
            elif isinstance(event, HandEnded) and (table.flow.ended_hand is not None or
                                                   table.session.state.is_over):
                self._keep_last_hand(events)
                self.reveal.show(event, delay + FLY_SECONDS)
                break  # the next hand's deal waits for the results

    def _flash_seat(self, seat: int, delay: float) -> None:
        """Light up another player's badge (a pass, the lead given): your own move
        was your own key press."""
        geometry = self.table.geometry
        others = geometry.others()
        if seat != self.table.viewer and seat in others:
            self.table.flash(geometry.opponent_rect(others.index(seat)), delay)

    def _call_beat(self, event: TilesPlayed, delay: float) -> None:
        """A Mine! or a Return!: its word springs up over the tiles it takes, which
        flash, and the table jolts (call_beat.py)."""
        table = self.table
        taken = self._before.top if self._before is not None else None
        count = max(len(event.play.tiles), len(taken.tiles) if taken else 0)
        rects = table.geometry.trick_rects(count)
        table.anim.add(CallBeat(table.app.text, event.call, rects[0].unionall(rects[1:]),
                                delay))
        if table.anim.speed > 0:
            self.shake = max(self.shake, JOLT_SECONDS)

    def _fly_tiles(self, event: TilesPlayed, delay: float) -> None:
        """The play's tiles fly to the trick, which shows them once the last lands."""
        table = self.table
        start = table.geometry.seat_anchor(event.seat)
        play = event.play
        count = len(play.tiles)
        stands = wild_values(play.tiles, () if play.kind in PLAIN else play.reads)
        self.tiles_flying += 1
        for i, (tile, value, end) in enumerate(zip(play.tiles, stands,
                                                   table.geometry.trick_rects(count))):
            landed = self._tiles_landed if i == count - 1 else None
            table.anim.add(Sprite(Tween(start, end.topleft, FLY_SECONDS, ease_out_cubic,
                                        delay + i * 0.03, on_done=landed),
                                  blit_image(table.drawing.tile_image(tile, value))))
        # the play lies on the trick a beat, drawn in its place, before anyone answers
        table.hold(delay + (count - 1) * 0.03 + FLY_SECONDS + LANDED_BEAT)

    def _tiles_landed(self) -> None:
        self.tiles_flying = max(0, self.tiles_flying - 1)

    def _sweep_trick(self, tiles: tuple, seat: int, delay: float, hold: float) -> None:
        """The trick's tiles (lying still for `hold` seconds first) slide off to the
        player who won it."""
        table = self.table
        end = table.geometry.seat_anchor(seat)
        lies = hold / (hold + SWEEP_SECONDS)

        def easing(t):
            return ease_out_cubic(max(0.0, t - lies) / (1 - lies))
        for tile, rect in zip(tiles, table.geometry.trick_rects(len(tiles))):
            goal = (end[0] - rect.width // 2, end[1] - rect.height // 2)
            table.anim.add(Sprite(Tween(rect.topleft, goal, hold + SWEEP_SECONDS, easing, delay),
                                  blit_image(table.drawing.tile_image(tile))))
        table.app.sounds.play("slide")

    def after_undo(self) -> None:
        """The move taken back took its sprites with it: no tiles are on their way."""
        self.tiles_flying = 0

    # -- a hand's end and the next deal ----------------------------------------------------

    def hand_end_view(self, before, events):
        return ended_hand(before, events)

    def _keep_last_hand(self, events) -> None:
        """The match's last hand stays on show as it ended, the play that went out on
        the trick (the rules leave none there once the match is over)."""
        if self.table.session.state.is_over and self._before is not None:
            seen = [event.seen_by(self.table.viewer) for event in events]
            self.last_hand = replace(ended_hand(self._before, seen), is_over=True)

    def on_next_hand(self) -> None:
        """Once a hand's results are closed, the next is dealt (the kit's deal)."""
        self.reveal.clear()
        self.tell_starter()
        self.deal()

    def deal_places(self):
        """The tiles leave the middle of the table a seat at a time in turn: yours turn
        up on their way to your row, the others' go face down to their badges."""
        table = self.table
        geometry, drawing, view = table.geometry, table.drawing, table.view
        back, others = drawing.tiles.back(), geometry.others()
        hand = table.choosing.shown_hand()
        dealt = {}
        for seat in view.players:
            if seat == table.viewer:
                dealt[seat] = [DealtCard(rect, back, drawing.tile_image(tile), ("hand", seat))
                               for tile, rect in zip(hand, geometry.hand_row(len(hand)))]
            elif seat in others:
                badge = geometry.opponent_rect(others.index(seat))
                place = pygame.Rect((0, 0), DEALT_TO_BADGE)
                place.midbottom = (badge.centerx, badge.bottom - 6)  # under the name
                dealt[seat] = [DealtCard(place, back, group=("hand", seat))] * view.counts[seat]
        return table.layout["trick"], in_turn(dealt)

    def enter(self) -> None:
        if not self.table.session.actions:
            self.tell_starter()  # the match's first hand: who leads, and why

    def tell_starter(self) -> None:
        """News of who leads the hand just dealt (the View says), once it is seen."""
        view = self.table.view
        if view.starter is not None and view.phase == PLAY:
            self.table.chrome.announce(self.table.words.starter(view.starter, view.start_reason))

    @property
    def dealing(self) -> int:
        """Tiles of your hand still on their way to it."""
        return self.table.dealing.waiting(("hand", self.table.viewer))

    # -- what the table keeps of the events ------------------------------------------------

    def remember(self, events) -> None:
        """What each seat did last this trick, for its badge; the tiles on the trick,
        to sweep off to whoever wins it."""
        for event in events:
            if isinstance(event, TilesPlayed):
                self.last_played[event.seat] = f"{event.call} {event.play}".strip()
                self.on_trick = tuple(event.play.tiles)
            elif isinstance(event, Passed):
                self.last_played[event.seat] = "passed"
            elif isinstance(event, TrickWon):
                self.last_played = {event.seat: "won the trick"}
                self.won_trick, self.on_trick = self.on_trick, ()
            elif isinstance(event, HandDealt):
                self.last_played = {}
                self.on_trick = ()
            elif isinstance(event, Called) and event.call != "no":
                self.last_played[event.seat] = event.call
            elif isinstance(event, StarterChosen):
                self.last_played[event.seat] = f"leads ({event.reason})"
