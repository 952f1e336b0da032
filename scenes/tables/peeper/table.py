"""The Peeper table: your tiles, the trick with its pattern named, every player's
badge (tiles left, points, what they did last) and the "Mine?" / "Return?" window.

Choosing a play: NEXT / PREV cycle through the legal plays for the trick, each
suggested in your hand; or move along your tiles and pick them (Up, or a click), and
the plays those tiles make are offered.  Confirm plays, Action 1 passes, Action 2
sorts.  A window answers from each player's own device.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import partial

import pygame

from game.core import HandEnded
from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.events import Called, HandDealt, Passed, StarterChosen, TilesPlayed, TrickWon
from game.peeper.patterns import BIG_BOMB, BOMB, SINGLE, Play, X, tile_name
from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, OVER, PLAY, RETURN_WINDOW
from scenes.core.anim import Sprite, Tween, ease_out_cubic
from scenes.core.input import MOUSE, Intent
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.kit.targets import Target
from scenes.widgets import theme
from scenes.widgets.button import Button
from scenes.widgets.cards import HOVER, LIFT, NORMAL, SELECTED, SHADOW_OFFSET, SUGGESTED, draw_card
from scenes.widgets.panel import draw_panel
from scenes.widgets.rows import fan
from scenes.widgets.still import Part
from scenes.widgets.text import counted
from scenes.widgets.tiles import TileArt

TILE = (50, 72)
FLY_SECONDS = 0.3  # a play's tiles on their way to the trick
SWEEP_SECONDS = 0.35  # a trick won, sliding off to its winner
OPEN_TILE = (22, 30)  # another seat's tiles, shown face up in a replay
OPEN_GAP = 2  # between open tiles, and between their two rows
OPEN_ROOM = 2 * OPEN_TILE[1] + 3 * OPEN_GAP  # under a badge: two rows of open tiles
REACTION_PHASES = (MINE_WINDOW, RETURN_WINDOW)
CHANCE_PHASES = (CHANCE, DOUBLE)
BOMB_RANK = {BOMB: 1, BIG_BOMB: 2}
OUTLINE_ROOM = 16  # how much wider and taller than a tile its frame or dashed outline is, at most
HAND_GROUP = 4  # tiles of your hand kept as one part
LOG_GROUP = 4  # lines of the log kept as one part
DEAL_STAGGER = 0.03  # seconds between the tiles of a new hand leaving the middle


def describe_play(play: Play | None) -> str:
    """'Straight of 5, to beat: 9–13' — what lies on the table, in words."""
    if play is None:
        return "Lead any pattern"
    if play.kind == SINGLE:
        return f"Single, to beat: {tile_name(play.top)}"
    if play.kind in ("pair", BOMB, BIG_BOMB, "mine", "return"):
        return f"{play.kind.capitalize()} of {tile_name(play.top)}"
    values = sorted(set(play.reads))
    return f"{play.kind.capitalize()} of {len(values)}, to beat: {values[0]}\u2013{values[-1]}"


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


def tile_room(rect: pygame.Rect, state: str = NORMAL) -> pygame.Rect:
    """All `draw_card` draws for a tile at `rect` in `state`: its shadow, and where the
    state draws one, the tile raised with its frame, or its dashed outline."""
    shadow = pygame.Rect(rect.x - 6 + SHADOW_OFFSET[0], rect.y - 6 + SHADOW_OFFSET[1],
                         rect.width + 12, rect.height + 12)
    room = rect.union(shadow)
    if state == NORMAL:
        return room
    lift = LIFT if state in (SELECTED, HOVER) else 0
    return room.union(rect.move(0, -lift).inflate(OUTLINE_ROOM, OUTLINE_ROOM))


def tile_state(index: int, picked, suggested, hovered) -> str:
    """How your tile at `index` is drawn: picked, suggested, under the cursor (whose
    target key is `hovered`) or plain, in that order of precedence."""
    return (SELECTED if index in picked else SUGGESTED if index in suggested
            else HOVER if hovered == ("tile", index) else NORMAL)


class PeeperTable(TableScene):
    layout_name = "peeper"
    ANCHORS = ("status", "log", "buttons", "hints", "opponents", "trick", "banner", "hand")

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.picked: set[int] = set()  # indexes into the shown hand
        self.picked_from: tuple = ()  # the hand they were picked in
        self.option_index = 0
        self.by_pattern = False
        self.banner: dict | None = None  # the timed Mine?/Return? window on screen
        self.new_window = False
        self.shake = 0.0
        self.dealing = 0  # tiles of a new hand of yours still flying to it
        self.last_played: dict[int, str] = {}  # seat -> what they did last this trick
        self.on_trick: tuple = ()  # the tiles lying on the trick
        self.tiles_flying = 0  # plays on their way to the trick (it shows them on landing)
        self.won_trick: tuple = ()  # the tiles of the trick last won
        self.tiles = TileArt(app.text, TILE)
        self.open_tiles = TileArt(app.text, OPEN_TILE)
        self._options_key: tuple | None = None
        self._options: list[Play] = []
        self._hand_rows: dict[int, list[pygame.Rect]] = {}  # tiles in hand -> their rects

    def enter(self) -> None:
        super().enter()
        if self.phase() in REACTION_PHASES:  # a match resumed in a window opens it again
            self.new_window = True

    # -- the view, as this table shows it -------------------------------------------

    def phase(self) -> str:
        return self.view.phase

    def shown_hand(self) -> list[int]:
        hand = list(self.view.hand)
        if not self.by_pattern:
            return hand
        counts = {t: hand.count(t) for t in hand}
        return sorted(hand, key=lambda t: (t == X, -counts[t] if counts[t] >= 2 else 0, t))

    def options(self) -> list[Play]:
        """The plays on offer, worked out once per move and pick: with tiles picked,
        every reading of them, the highest first; with none picked, each set of
        tiles once, at its highest reading (a lead may have thousands of readings)."""
        key = (self.views.key(self.viewer), tuple(sorted(self.picked)), self.by_pattern)
        if key != self._options_key:
            self._options_key = key
            self._options = self._list_options()
        return self._options

    def _list_options(self) -> list[Play]:
        plays = [a for a in self.legal() if isinstance(a, Play)]
        if self.picked:
            hand = self.shown_hand()
            chosen = sorted(hand[i] for i in self.picked)
            return sorted((p for p in plays if sorted(p.tiles) == chosen),
                          key=lambda p: (-p.top, p.reads))
        highest: dict[tuple, Play] = {}
        for play in plays:
            tiles = (play.kind, tuple(sorted(play.tiles)))
            if tiles not in highest or play.top > highest[tiles].top:
                highest[tiles] = play
        leading = self.view.top is None
        return sorted(highest.values(), key=lambda p: (
            BOMB_RANK.get(p.kind, 0), p.size if leading else 0, p.top))

    def previewed(self) -> Play | None:
        options = self.options()
        return options[self.option_index % len(options)] if options else None

    def suggested_indexes(self) -> set[int]:
        """Which shown tiles the suggested play would use, when none are picked."""
        play = self.previewed() if not self.picked and self.phase() == PLAY else None
        if play is None:
            return set()
        hand, used = self.shown_hand(), set()
        for tile in play.tiles:
            used.add(next(i for i, held in enumerate(hand) if held == tile and i not in used))
        return used

    def tile_image(self, tile: int) -> pygame.Surface:
        return self.tiles.image(tile_name(tile), tile == X, self.app.prefs.colour_blind_patterns)

    # -- windows: who is asked, and what the screen may show ----------------------------

    def can_answer(self, seat: int) -> bool:
        return any(isinstance(a, (Mine, Return))
                   for a in self.session.state.legal_actions(seat))

    def hand_off_seat(self):
        if self.phase() in REACTION_PHASES:
            return None  # everyone answers at once with their own device; no hiding
        return super().hand_off_seat()

    def drive_seats(self, dt: float) -> None:
        if self.phase() in REACTION_PHASES and self.mode.drives_agents:
            # AIs answer a window at once; the banner keeps its own time
            self.flow.drive_agents(dt, delay=0.0)
        else:
            super().drive_seats(dt)

    def _open_window(self) -> None:
        """A single or a mine was played.  A lone human is asked only when they can
        answer (their hand tells them nothing new otherwise); several humans at one
        screen see every window, with no hand face up while they are asked."""
        humans = self.session.humans
        asked = [s for s in self.session.humans_to_act()]
        if len(humans) == 1:
            if asked and not self.can_answer(asked[0]):
                self.play(asked[0], Decline())
            if not asked or not self.can_answer(asked[0]):
                return
        elif humans:
            self.viewer = None
        seconds = self.app.prefs.reaction_seconds
        self.banner = {"left": seconds, "total": seconds, "phase": self.phase()}

    def update(self, dt: float) -> None:
        self.shake = max(0.0, self.shake - dt)
        if self.new_window and self.phase() in REACTION_PHASES:
            self.new_window = False
            self._open_window()
        if self.banner is None:
            super().update(dt)
            return
        self.clock += dt
        self.anim.update(dt)
        self.banner["left"] -= dt
        if self.phase() in REACTION_PHASES:
            self.drive_seats(dt)
            if self.banner["left"] <= 0:
                self._time_up()
        elif self.banner["left"] <= 0:
            self.banner = None
        else:  # someone answered: the banner goes, nothing else moves until it has
            self.banner["left"] = min(self.banner["left"], 0.35)

    def _time_up(self) -> None:
        """The banner's time is up: the humans still asked let the single go (in a
        guided hand, only when its step asks the learner to)."""
        if self.coach is not None and not self.coach.lets_window_go():
            return
        for seat in self.session.humans_to_act():
            if self.phase() in REACTION_PHASES and seat in self.session.state.to_act():
                self.play(seat, Decline())

    # -- input ----------------------------------------------------------------------------

    def handle_intent(self, event) -> None:
        window = self.phase() in REACTION_PHASES
        if window and event.device != MOUSE and event.intent in (Intent.CONFIRM,
                                                                  Intent.ACTION_1):
            self._buzz(event.device)
            return
        super().handle_intent(event)

    def _buzz(self, device: str) -> None:
        """A human calls Mine! or Return! from their own device (or the shared one)."""
        session = self.session
        if session.seat_devices:
            seats = [s for s, d in session.seat_devices.items() if d == device]
        else:
            seats = [self.viewer] if self.viewer is not None else session.humans[:1]
        for seat in seats:
            if seat in session.state.to_act():
                self._call(seat)
            return

    def _call(self, seat: int) -> None:
        calls = [a for a in self.session.state.legal_actions(seat)
                 if isinstance(a, (Mine, Return))]
        if calls:
            self.play(seat, calls[0])
            self.app.sounds.play("buzz")
        else:
            self.explain("You can't answer that single.")

    def handle_play(self, seat, event) -> None:
        if event.intent in (Intent.NEXT, Intent.PREV) and self.phase() == PLAY:
            if seat is not None and seat == self.viewer:
                self.option_index += 1 if event.intent == Intent.NEXT else -1
                self.app.sounds.play("move")
            return
        super().handle_play(seat, event)

    def handle_other(self, seat: int, event) -> None:
        if event.intent == Intent.UP and self.targets.current is not None:
            self.choose(seat, self.targets.current)
        elif event.intent in (Intent.DOWN, Intent.BACK) and self.picked:
            self.picked.clear()
            self.app.sounds.play("back")

    def build_targets(self) -> list[Target]:
        if self.phase() != PLAY:
            return []
        hand = self.shown_hand()
        return [Target(("tile", i), self.tile_rect(i), on_choose=lambda i=i: self.pick(i),
                       preview=("Put back " if i in self.picked else "Pick ") + tile_name(tile),
                       group="hand")
                for i, tile in enumerate(hand)]

    def choice_key(self) -> tuple:
        return (tuple(sorted(self.picked)), self.by_pattern)

    def pick(self, index: int) -> None:
        self.picked ^= {index}
        self.option_index = 0
        self.picked_from = tuple(self.view.hand)

    def table_buttons(self) -> list[Button]:
        phase = self.phase()
        if not self.my_turn():
            return []
        if phase in CHANCE_PHASES:
            call = Chance(phase == DOUBLE)
            return [Button("chance", str(call), lambda: self.play_chosen(self.viewer, call),
                           Intent.CONFIRM),
                    Button("decline", "No", lambda: self.play_chosen(self.viewer, Decline()),
                           Intent.BACK)]
        if phase in REACTION_PHASES:
            call = "Mine!" if phase == MINE_WINDOW else "Return!"
            return [Button("call", call, lambda: self._call(self.viewer), Intent.CONFIRM)]
        play = self.previewed()
        count = len(self.options())
        return [Button("play", f"Play {play}" if play else "Play", self._play_choice,
                       Intent.CONFIRM, enabled=play is not None),
                Button("next", f"Other play ({self.option_index % count + 1} of {count})"
                       if count > 1 else "Other play", self._next_option, Intent.NEXT,
                       enabled=count > 1),
                Button("pass", "Pass", lambda: self.play_chosen(self.viewer, Pass()),
                       Intent.ACTION_1, enabled=Pass() in self.legal()),
                Button("sort", "Sort by number" if self.by_pattern else "Sort by pattern",
                       self._sort, Intent.ACTION_2)]

    def hint_keys(self, action) -> list:
        """A play: its tiles, "Other play" until it is the reading on offer, then Play;
        a pass or a call: its button."""
        if not isinstance(action, Play):
            name = {Pass: "pass", Decline: "decline", Chance: "chance", Mine: "call",
                    Return: "call"}.get(type(action))
            return [("button", name)] if name else []
        hand, used = self.shown_hand(), []
        for tile in action.tiles:
            used.append(next(i for i, held in enumerate(hand) if held == tile and i not in used))
        readings = sorted((p for p in self.legal() if isinstance(p, Play) and
                           sorted(p.tiles) == sorted(action.tiles)),
                          key=lambda p: (-p.top, p.reads))
        others = readings.index(action) if action in readings else 0
        return ([("tile", i) for i in sorted(used)] + [("button", "next")] * others +
                [("button", "play")])

    def _next_option(self) -> None:
        self.option_index += 1

    def _sort(self) -> None:
        self.by_pattern = not self.by_pattern
        self.picked.clear()

    def _play_choice(self) -> None:
        play = self.previewed()
        if play is not None:
            self.play_chosen(self.viewer, play)
        elif self.picked:
            tiles = " ".join(tile_name(self.shown_hand()[i]) for i in sorted(self.picked))
            self.explain(f"{tiles} is not a play that can go on this trick.")
        else:
            self.explain("Nothing in your hand beats this: pass "
                         f"({self.key_label(Intent.ACTION_1)}).")

    def after_move(self) -> None:
        self.picked.clear()
        self.option_index = 0
        self.targets.point_at(None)

    def on_undo(self) -> None:
        self.after_move()
        self.tiles_flying = 0

    def decline_move(self, seat: int):
        """B or Back in a Mine?/Return? window: "no" for that player at once."""
        return Decline() if self.phase() in REACTION_PHASES else None

    def describe_move(self, seat: int, action, events):
        name = self.short_name(seat)
        if isinstance(action, Decline):
            # letting a window go by is not worth a line, but what the last "no" settles is
            said = "; ".join(self._settled(events))
            return (said[0].upper() + said[1:], said[0].upper() + said[1:]) if said else None
        if isinstance(action, Play):
            said = f"{name} played {action} ({action.kind})"
        elif isinstance(action, Pass):
            said = f"{name} passed"
        else:
            said = f"{name} called {action}"
        said = "; ".join([said, *self._settled(events)])
        return said, said  # every play is made face up

    def _settled(self, events) -> list[str]:
        """What a move settled besides itself: the trick won, who leads the hand."""
        said = []
        for event in events:
            if isinstance(event, TrickWon):
                said.append(f"{self.short_name(event.seat)} won the trick")
            elif isinstance(event, StarterChosen):
                said.append(f"{self.short_name(event.seat)} leads ({event.reason})")
        return said

    def status_line(self) -> str:
        if self.banner is not None:
            call = "Mine" if self.banner["phase"] == MINE_WINDOW else "Return"
            return f"{call}? Anyone holding it may call now."
        if self.phase() in CHANCE_PHASES:
            return "Chance? Each player decides."
        return super().status_line()

    # -- animating events -----------------------------------------------------------------

    def on_events(self, events) -> None:
        if self.picked and tuple(self.view.hand) != self.picked_from:
            self.after_move()  # picks name places in a hand that is no more
        delay = 0.0
        for event in (e.seen_by(self.viewer) for e in events):
            if isinstance(event, TilesPlayed):
                self.new_window = True  # a single or a mine opens a window
                self._fly_tiles(event, delay)
                if event.play.kind in (BOMB, BIG_BOMB):
                    self.shake = 0.5 if event.play.kind == BOMB else 0.8
                    self.app.sounds.play("bomb")
                else:
                    self.app.sounds.play("buzz" if event.call else "clack")
                delay += 0.15
            elif isinstance(event, Called) and event.call != "no":
                self.app.sounds.play("buzz")
            elif isinstance(event, Passed):
                self._flash_seat(event.seat, delay)
                self.app.sounds.play("back")
            elif isinstance(event, TrickWon) and self.won_trick:
                flew = any(isinstance(e, TilesPlayed) for e in events)
                # a Return's tile lands first; a trick passed out lies a beat, then goes
                self._sweep_trick(self.won_trick, event.seat, FLY_SECONDS if flew else 0.0,
                                  hold=0.0 if flew else 0.25)
            elif isinstance(event, StarterChosen):
                self._flash_seat(event.seat, delay)
                self.app.sounds.play("select")

    def _flash_seat(self, seat: int, delay: float) -> None:
        """Light up another player's badge (a pass, the lead given): your own move
        was your own key press."""
        others = self.others()
        if seat != self.viewer and seat in others:
            self.flash(self.opponent_rect(others.index(seat)), delay)

    def _sweep_trick(self, tiles: tuple, seat: int, delay: float, hold: float) -> None:
        """The trick's tiles (lying still for `hold` seconds first) slide off to the
        player who won it."""
        end = self.seat_anchor(seat)
        lies = hold / (hold + SWEEP_SECONDS)

        def easing(t):
            return ease_out_cubic(max(0.0, t - lies) / (1 - lies))
        for tile, rect in zip(tiles, self.trick_rects(len(tiles))):
            image = self.tile_image(tile)
            goal = (end[0] - rect.width // 2, end[1] - rect.height // 2)
            self.anim.add(Sprite(Tween(rect.topleft, goal, hold + SWEEP_SECONDS, easing, delay),
                                 lambda s, pos, p, img=image: s.blit(img, pos)))
        self.app.sounds.play("slide")

    def hand_end_view(self, before, events):
        return ended_hand(before, events)

    def on_next_hand(self) -> None:
        """Once a hand's results are closed, the next is dealt: your tiles fly one by
        one from the middle of the table to their places."""
        hand = self.shown_hand()
        start = self.layout["trick"].center
        self.dealing = len(hand)
        for i, (tile, rect) in enumerate(zip(hand, self._hand_row(len(hand)))):
            image = self.tile_image(tile)
            self.anim.add(Sprite(Tween(start, rect.topleft, 0.3, ease_out_cubic,
                                       i * DEAL_STAGGER, on_done=self._tile_dealt),
                                 lambda s, pos, p, img=image: s.blit(img, pos)))
        if hand:
            self.app.sounds.play("slide")

    def _tile_dealt(self) -> None:
        self.dealing = max(0, self.dealing - 1)

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

    def trick_rects(self, count: int) -> list[pygame.Rect]:
        area = self.layout["trick"]
        return fan(pygame.Rect(area.x, area.y + 60, area.width, TILE[1] + 20), count, TILE, 8)

    def _fly_tiles(self, event: TilesPlayed, delay: float) -> None:
        """The play's tiles fly to the trick, which shows them once the last lands."""
        start = self.seat_anchor(event.seat)
        count = len(event.play.tiles)
        self.tiles_flying += 1
        for i, (tile, end) in enumerate(zip(event.play.tiles, self.trick_rects(count))):
            image = self.tile_image(tile)
            landed = self._tiles_landed if i == count - 1 else None
            self.anim.add(Sprite(Tween(start, end.topleft, FLY_SECONDS, ease_out_cubic,
                                       delay + i * 0.03, on_done=landed),
                                 lambda s, pos, p, img=image: s.blit(img, pos)))

    def _tiles_landed(self) -> None:
        self.tiles_flying = max(0, self.tiles_flying - 1)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer:
            return self.layout["hand"].midtop
        others = self.others()
        if seat in others:
            return self.opponent_rect(others.index(seat)).center
        return self.layout["trick"].center

    # -- geometry ------------------------------------------------------------------------------

    def others(self) -> list[int]:
        n = self.session.state.num_seats
        if self.viewer is None:
            return list(range(n))
        return [(self.viewer + k) % n for k in range(1, n)]

    def opponent_rect(self, index: int) -> pygame.Rect:
        area = self.layout["opponents"]
        count = max(1, len(self.others()))
        width = min(260, (area.width - 10 * (count - 1)) // count)
        return pygame.Rect(area.x + index * (width + 10), area.y, width, area.height)

    def tile_rect(self, index: int) -> pygame.Rect:
        count = max(len(self.view.hand), index + 1)
        return pygame.Rect(self._hand_row(count)[index])

    def _hand_row(self, count: int) -> list[pygame.Rect]:
        """Where `count` tiles of your hand go, worked out once per count (the targets,
        the parts and the cursor all ask for them)."""
        if count not in self._hand_rows:
            area = self.layout["hand"]
            row = pygame.Rect(area.x, area.y + 20, area.width, TILE[1])
            self._hand_rows[count] = fan(row, count, TILE, 8)
        return self._hand_rows[count]

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        """A bomb shakes the table: the frame is drawn, then shifted sideways in place;
        the strip it uncovers keeps what the screen showed before."""
        offset = int(math.sin(self.shake * 60) * 8 * self.shake) if self.shake > 0 else 0
        if not offset:
            super().draw(surface)
            return
        width, height = surface.get_size()
        strip = pygame.Rect(0 if offset > 0 else width + offset, 0, abs(offset), height)
        uncovered = surface.subsurface(strip).copy()
        super().draw(surface)
        surface.scroll(offset, 0)
        surface.blit(uncovered, strip)

    def still_parts(self) -> list[Part]:
        """Kept until their keys change: the badges, the trick, your tiles, the key hints
        and the log.  Live: the cursor, and the Mine?/Return? window, whose time runs
        out before your eyes (the Chance? call is drawn in the same box).

        Each is made of small parts, so that a move draws again only what it changed,
        a few parts a frame: the trick's panel (which never changes), its caption, the
        tiles on it and its footer; your tiles, HAND_GROUP a part, and the line about
        you; the log's panel and its lines, LOG_GROUP a part.  The panels never change:
        a part drawn again on one takes along only its own bit of the panel.  Parts are
        made again only when what they show changes (`kept_parts`): most frames change
        nothing."""
        view = self.view
        colours = self.app.prefs.colour_blind_patterns
        return [*super().still_parts(), *self._opponent_parts(view),
                *self._trick_parts(view, colours), *self._hand_parts(view, colours),
                self.parts.line("hints", self._hints_line(), self.layout["hints"].topleft,
                                theme.SMALL_SIZE, theme.INK_DIM),
                *self._log_parts(12)]

    def _tiles_part(self, name: str, tiles: tuple, colours: bool) -> Part:
        """Neighbouring tiles as one part: `tiles` holds (tile, rect, state, marked) for
        each, drawn in order, each with its shadow, raised and framed or outlined as its
        state says; the marked 1 has a red dot."""
        rooms = [tile_room(rect, state) for _, rect, state, _ in tiles]
        shown = tuple((tile, tuple(rect), state, marked) for tile, rect, state, marked in tiles)
        return Part(name, rooms[0].unionall(rooms[1:]), (shown, colours),
                    partial(self._draw_tiles, tiles=tiles, colours=colours))

    def _draw_tiles(self, surface, tiles: tuple, colours: bool) -> None:
        """Only the tiles in the part of the screen drawn now (the clip): a neighbour
        drawn again draws little of its tiles."""
        clip = surface.get_clip()
        for tile, rect, state, marked in tiles:
            if not clip.colliderect(tile_room(rect, state)):
                continue
            image = self.tiles.image(tile_name(tile), tile == X, colours)
            drawn = draw_card(surface, image, rect, state, lifted=state in (SELECTED, HOVER))
            if marked:
                pygame.draw.circle(surface, theme.RED_SUIT, (drawn.right - 10, drawn.y + 10), 5)

    def draw_table(self, surface) -> None:
        self._draw_banner(surface)
        if self.my_turn() and self.phase() == PLAY and not self.dealing:
            # No tip: above the hand it would cover the line about you, and the tile
            # rising, the hints line and the Play button say what a pick does.
            self.chrome.draw_cursor(surface, tip=False, lift=LIFT if self._cursor_lifts() else 0)

    def _cursor_lifts(self) -> bool:
        """Whether the tile under the cursor is drawn raised (a suggested one is not)."""
        current = self.targets.current
        if current is None or current.key[0] != "tile":
            return False
        state = tile_state(current.key[1], self.picked, self.suggested_indexes(), current.key)
        return state in (SELECTED, HOVER)

    def _opponent_parts(self, view) -> list[Part]:
        parts = []
        for i, seat in enumerate(self.others()):
            playing = seat in view.players
            detail = counted(view.counts[seat], "tile") if playing else "watching"
            said = self.last_played.get(seat)
            badge = self.badge(seat, score=counted(view.totals[seat], "pt"),
                               detail=f"{detail} \u00b7 {said}" if said else detail)
            rect = self.opponent_rect(i)
            if self.mode.open_hands:  # a replay: the badge makes room for the tiles below it
                rect.height -= OPEN_ROOM
                tiles = self.seat_view(seat).hand
                parts.append(Part(f"tiles:{seat}", self._open_tiles_area(rect),
                                  (tuple(tiles), self.app.prefs.colour_blind_patterns),
                                  partial(self._draw_open_tiles, seat=seat, badge=rect)))
            parts.append(self.badge_part(f"badge:{seat}", rect, badge))
        return parts

    @staticmethod
    def _open_tiles_area(badge: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(badge.x, badge.bottom + OPEN_GAP, badge.width,
                           OPEN_ROOM - OPEN_GAP)

    @staticmethod
    def open_tile_rects(badge: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Where a seat's open tiles go under its badge: one row if they fit side by
        side, else two, so a full hand of 16 reads tile by tile."""
        area = PeeperTable._open_tiles_area(badge)
        fits = count * (OPEN_TILE[0] + OPEN_GAP) - OPEN_GAP <= area.width
        first = count if fits else (count + 1) // 2
        rows = [pygame.Rect(area.x, area.y + i * (OPEN_TILE[1] + OPEN_GAP), area.width,
                            OPEN_TILE[1]) for i in range(2)]
        return (fan(rows[0], first, OPEN_TILE, OPEN_GAP)
                + fan(rows[1], count - first, OPEN_TILE, OPEN_GAP))

    def _draw_open_tiles(self, surface, seat: int, badge: pygame.Rect) -> None:
        tiles = self.seat_view(seat).hand
        for tile, rect in zip(tiles, self.open_tile_rects(badge, len(tiles))):
            surface.blit(self.open_tiles.image(tile_name(tile), tile == X,
                                               self.app.prefs.colour_blind_patterns), rect)

    def _trick_parts(self, view, colours: bool) -> list[Part]:
        """The trick: what lies on it and by whom, its tiles (none while tiles fly to
        it: the sprites draw them), and whose turn it is in which hand."""
        who = f" \u2014 by {self.seat_name(view.top_seat)}" if view.top_seat is not None else ""
        caption = describe_play(view.top) + who
        if view.phase in CHANCE_PHASES:  # no lead yet: first each player calls or not
            caption = "Chance? Each player decides before the lead"
        flying = self.tiles_flying > 0
        tiles = tuple(view.top.tiles) if view.top is not None and not flying else ()
        footer = f"Hand {view.hand_number}"
        if dict(view.options).get("game_end") == "hands" and not view.contenders:
            footer += f" of {len(view.counts)}"  # the match is one hand per player
        if view.turn is not None and view.phase == PLAY:
            footer += f"   \u2022   {self.seat_name(view.turn)} to play"
        if dict(view.options).get("direction") == "anticlockwise":  # the badges run clockwise
            footer += "   \u2022   anticlockwise: play goes right to left"
        key = (caption, tiles, footer, colours)
        return self.parts.kept("trick", key, partial(self._make_trick_parts, *key))

    def _make_trick_parts(self, caption: str, tiles: tuple, footer: str,
                          colours: bool) -> list[Part]:
        """The panel never changes; the tiles on it, all played at once, are one part."""
        area = self.layout["trick"]
        parts = [Part("trick", area, (), partial(draw_panel, rect=area, alpha=150,
                                                 colour=theme.FELT_DARK, radius=16)),
                 self.parts.line("trick:caption", caption, (area.centerx, area.y + 16),
                                 theme.BODY_SIZE + 2, theme.GOLD, "midtop")]
        if tiles:
            placed = tuple((tile, rect, NORMAL, False)
                           for tile, rect in zip(tiles, self.trick_rects(len(tiles))))
            parts.append(self._tiles_part("trick:tiles", placed, colours))
        parts.append(self.parts.line("trick:footer", footer, (area.centerx, area.bottom - 34),
                                     theme.SMALL_SIZE + 2, theme.INK_DIM, "midtop"))
        return parts

    def _hand_parts(self, view, colours: bool) -> list[Part]:
        """Your tiles, each picked, suggested or under the cursor, and the line about you
        above them."""
        current = self.targets.current if self.my_turn() else None
        hand = tuple(self.shown_hand())
        marked = hand.index(1) if view.holds_marked_one and 1 in hand else None
        me = None
        if self.viewer is not None:
            me = f"You: {self.seat_name(self.viewer)} \u2014 {counted(len(hand), 'tile')}, " \
                 f"{counted(view.totals[self.viewer], 'pt')}"
        key = (hand, frozenset(self.picked), frozenset(self.suggested_indexes()),
               current.key if current is not None else None, marked, me, colours,
               len(hand) - self.dealing)
        return self.parts.kept("hand", key, partial(self._make_hand_parts, *key))

    def _make_hand_parts(self, hand: tuple, picked: frozenset, suggested: frozenset,
                         hovered, marked: int | None, me: str | None,
                         colours: bool, landed: int) -> list[Part]:
        """A part per HAND_GROUP neighbouring tiles: the cursor moving or a tile picked
        draws one or two of them again, and a hand changed as a whole (a play, a sort)
        is drawn again in a few parts, over a frame or two.  Of a hand being dealt,
        only the `landed` first tiles."""
        placed = []
        for i, (tile, rect) in enumerate(zip(hand[:landed], self._hand_row(len(hand)))):
            placed.append((tile, rect, tile_state(i, picked, suggested, hovered), i == marked))
        parts = [self._tiles_part(f"hand:tiles:{start}", tuple(placed[start:start + HAND_GROUP]),
                                  colours)
                 for start in range(0, len(placed), HAND_GROUP)]
        if me is not None:
            area = self.layout["hand"]
            parts.append(self.parts.line("hand:me", me, area.topleft, theme.SMALL_SIZE + 2,
                                         theme.INK, "bottomleft"))
        return parts

    def _draw_banner(self, surface) -> None:
        text = self.app.text
        rect = self.layout["banner"]
        if self.banner is not None:
            call = "Mine?" if self.banner["phase"] == MINE_WINDOW else "Return?"
            share = max(0.0, self.banner["left"] / self.banner["total"])
            draw_panel(surface, rect, 235, (70, 20, 24), border=theme.GOLD, radius=14)
            how = (f"{self.key_label(Intent.CONFIRM)} to call it" if self.session.humans
                   else "Any player holding it may call it")
        elif self.phase() in CHANCE_PHASES and self.my_turn():
            call = "Double-Chance?" if self.phase() == DOUBLE else "Chance?"
            share = None
            draw_panel(surface, rect, 235, border=theme.GOLD, radius=14)
            how = "Call it to lead and bet on going out first"
        else:
            return
        text.draw(surface, call, (rect.centerx, rect.y + 12), theme.HEADING_SIZE, theme.GOLD,
                  bold=True, anchor="midtop")
        for i, line in enumerate(self.parts.wrap(how, rect.width - 24, theme.SMALL_SIZE)):
            text.draw(surface, line, (rect.centerx, rect.y + 62 + i * 22), theme.SMALL_SIZE,
                      theme.INK, anchor="midtop")
        if share is not None:
            bar = pygame.Rect(rect.x + 20, rect.bottom - 14, int((rect.width - 40) * share), 6)
            pygame.draw.rect(surface, theme.GOLD, bar, border_radius=3)

    def _hints_line(self) -> str:
        if not self.my_turn() or self.phase() != PLAY:
            return ""  # nobody at the table plays from this screen now
        key = self.key_label
        return (f"{key(Intent.LEFT)} {key(Intent.RIGHT)} move   {key(Intent.UP)} pick a tile   "
                f"{key(Intent.DOWN)} clear"
                f"   {key(Intent.NEXT)} / {key(Intent.PREV)} other plays   "
                f"{key(Intent.PAUSE)} pause")

    def _log_parts(self, lines: int) -> list[Part]:
        """The move log: its panel and heading, which never change, and its lines of
        words, LOG_GROUP lines a part, so that a move draws again only the words, not
        the whole panel, in parts small enough to share a frame."""
        shown = tuple(self.log_lines(lines))
        return self.parts.kept("log", shown, partial(self._make_log_parts, shown))

    def _make_log_parts(self, shown: tuple[str, ...]) -> list[Part]:
        area = self.layout["log"]
        newest = len(shown) - 1
        lines = tuple((words, (area.x + 10, area.y + 30 + i * 22),
                       theme.INK if i == newest else theme.INK_DIM)
                      for i, words in enumerate(shown))
        return [Part("log", area, (), self._draw_log_panel),
                *(self._log_lines_part(f"log:{start}", lines[start:start + LOG_GROUP])
                  for start in range(0, len(lines), LOG_GROUP))]

    def _log_lines_part(self, name: str, lines: tuple) -> Part:
        """A few lines of the log: (words, where, colour) each, cut at the panel's edge."""
        area = self.layout["log"]
        size = theme.SMALL_SIZE - 2
        rooms = [self.parts.text_room(words, at, size) for words, at, _ in lines]
        return Part(name, rooms[0].unionall(rooms[1:]).clip(area), lines,
                    partial(self._draw_log_group, lines=lines))

    def _draw_log_group(self, surface, lines: tuple) -> None:
        outside = surface.get_clip()
        surface.set_clip(outside.clip(self.layout["log"]))
        try:
            for words, at, colour in lines:
                self.app.text.draw(surface, words, at, theme.SMALL_SIZE - 2, colour)
        finally:
            surface.set_clip(outside)

    def _draw_log_panel(self, surface) -> None:
        """The log's panel and heading, as `draw_log_lines` draws them under its lines."""
        area = self.layout["log"]
        draw_panel(surface, area, 170)
        self.app.text.draw(surface, "What happened", (area.x + 10, area.y + 6),
                           theme.SMALL_SIZE, theme.GOLD)


TABLE = PeeperTable
