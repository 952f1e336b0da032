"""The Peeper table: your tiles, the trick with its pattern named, every player's
tile count and points, and the "Mine?" / "Return?" banner after every single.

Choosing a play: NEXT / PREV (E / Q, RB / LB) cycle through the legal plays for the
trick, each previewed in your hand; or move along your tiles with ← → and pick them
with ↑, then confirm.  Where the picked tiles make more than one play (a wild read
two ways), NEXT / PREV choose among those.  Action 1 passes.  Action 2 sorts.
"""

from __future__ import annotations

import math

import pygame

from game.peeper.actions import (
    Called, Chance, Decline, HandDealt, Mine, Pass, Passed, Return, StarterChosen, TilesPlayed,
    TrickWon)
from game.peeper.patterns import BOMB, BIG_BOMB, SINGLE, X, Play, tile_name
from scenes.anim import Sprite, Tween, ease_out_cubic
from scenes.input import Intent, MOUSE
from scenes.tables.base import LogLine, TableScene
from scenes.widgets import theme

TILE = (50, 72)
REACTION_PHASES = ("mine", "return")
CHANCE_PHASES = ("chance", "double")
TILE_FACE = (246, 238, 214)
WILD_FACE = (250, 214, 120)


def describe_play(play: Play | None) -> str:
    """'straight of 5, to beat: 9–13' — what lies on the table, in words."""
    if play is None:
        return "Lead any pattern"
    kind = play.kind
    if kind == SINGLE:
        return f"single, to beat: {tile_name(play.top)}"
    if kind in ("pair", BOMB, BIG_BOMB, "mine", "return"):
        return f"{kind} of {tile_name(play.top)}"
    values = sorted(set(play.reads))
    span = f"{values[0]}\u2013{values[-1]}"
    length = len(values)
    return f"{kind} of {length}, to beat: {span}"


class PeeperTable(TableScene):
    layout_name = "peeper"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.cursor = 0
        self.picked: set[int] = set()  # indexes into the shown hand
        self.option_index = 0
        self.by_pattern = False
        self.banner: dict | None = None  # the timed Mine?/Return? window on screen
        self.new_window = False
        self.shake = 0.0
        self.flying: set[int] = set()
        self.last_played: dict[int, str] = {}  # seat -> what they did last this trick
        self.tiles = TileArt(app.text)

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
        """The legal plays that match the picked tiles (all plays if none are picked)."""
        bomb_rank = {BOMB: 1, BIG_BOMB: 2}
        plays = sorted((a for a in self.legal() if isinstance(a, Play)),
                       key=lambda p: (bomb_rank.get(p.kind, 0), p.size if self.view.top is None
                                      else 0, p.top))
        if not self.picked:
            return plays
        hand = self.shown_hand()
        chosen = sorted(hand[i] for i in self.picked)
        return [p for p in plays if sorted(p.tiles) == chosen]

    def previewed(self) -> Play | None:
        options = self.options()
        if not options:
            return None
        return options[self.option_index % len(options)]

    def preview_indexes(self) -> set[int]:
        """Which shown tiles the previewed play would use."""
        if self.picked:
            return set(self.picked)
        play = self.previewed()
        if play is None or self.phase() != "play":
            return set()
        hand, used = self.shown_hand(), set()
        for tile in play.tiles:
            for i, held in enumerate(hand):
                if held == tile and i not in used:
                    used.add(i)
                    break
        return used

    # -- hand-offs and AI in windows ------------------------------------------------------

    def hand_off_seat(self):
        if self.phase() in REACTION_PHASES:
            return None  # everyone answers at once with their own device; no hiding
        return super().hand_off_seat()

    def _drive_agents(self, dt: float, delay: float | None = None) -> None:
        if self.phase() in REACTION_PHASES:
            delay = 0.0  # AIs answer a window at once; the banner keeps its own time
        super()._drive_agents(dt, delay)

    def _open_banner(self) -> None:
        seconds = self.app.prefs.reaction_seconds
        self.banner = {"left": seconds, "total": seconds, "phase": self.phase()}

    def update(self, dt: float) -> None:
        self.shake = max(0.0, self.shake - dt)
        if self.new_window and self.phase() in REACTION_PHASES:
            self.new_window = False
            self._open_banner()
        if self.banner is None:
            super().update(dt)
            return
        self.anim.update(dt)
        self.banner["left"] -= dt
        if self.phase() in REACTION_PHASES:
            self._drive_agents(dt)
            if self.banner["left"] <= 0:
                self._time_up()
        elif self.banner["left"] <= 0:
            self.banner = None
        else:  # someone answered: the banner goes, nothing else moves until it has
            self.banner["left"] = min(self.banner["left"], 0.35)

    def _time_up(self) -> None:
        """The banner's time is up: the humans still asked let the single go."""
        state = self.session.state
        for seat in self.session.humans_to_act():
            if self.phase() in REACTION_PHASES and seat in state.to_act():
                self.play(seat, Decline())

    # -- input ----------------------------------------------------------------------------

    def handle(self, event) -> None:
        if (hasattr(event, "intent") and self.phase() in REACTION_PHASES
                and event.intent in (Intent.CONFIRM, Intent.ACTION_1)):
            on_banner = event.pos is not None and self.layout["banner"].collidepoint(event.pos)
            if event.device != MOUSE or on_banner:  # a click on the banner calls too
                self._buzz(event.device)
            return
        super().handle(event)

    def _buzz(self, device: str) -> None:
        """A human calls Mine! or Return! from their own device (or the shared one)."""
        session = self.session
        if session.seat_devices:
            seats = [s for s, d in session.seat_devices.items() if d == device]
        else:
            seats = [self.viewer] if self.viewer is not None else session.humans[:1]
        for seat in seats:
            if seat not in session.state.to_act():
                continue
            calls = [a for a in session.state.legal_actions(seat) if isinstance(a, (Mine, Return))]
            if calls:
                self.play(seat, calls[0])
                self.app.sounds.play("buzz")
            else:
                self.explain("You can't answer that single.")
            return

    def handle_play(self, seat, event) -> None:
        intent = event.intent
        if intent == Intent.ACTION_2:
            self.by_pattern = not self.by_pattern
            self.picked.clear()
            return
        if seat is None or seat != self.viewer:
            if intent in (Intent.CONFIRM, Intent.ACTION_1) and event.pos is None:
                self.explain("It is not your turn.")
            return
        if self.phase() in CHANCE_PHASES:
            if event.pos is not None and intent == Intent.CONFIRM:
                if not self.layout["banner"].collidepoint(event.pos):
                    return
            self._answer_chance(seat, intent)
            return
        if event.pos is not None:
            self._pointer(seat, event)
            return
        hand_size = len(self.view.hand)
        if intent in (Intent.LEFT, Intent.RIGHT) and hand_size:
            self.cursor = (self.cursor + (1 if intent == Intent.RIGHT else -1)) % hand_size
        elif intent == Intent.UP and hand_size:
            self.picked ^= {self.cursor % hand_size}
            self.option_index = 0
        elif intent == Intent.DOWN:
            self.picked.clear()
        elif intent in (Intent.NEXT, Intent.PREV):
            self.option_index += 1 if intent == Intent.NEXT else -1
            self.app.sounds.play("move")
        elif intent == Intent.CONFIRM:
            self._play_choice(seat)
        elif intent == Intent.ACTION_1:
            self._play(seat, Pass())

    def _pointer(self, seat: int, event) -> None:
        for i in range(len(self.view.hand)):
            if self.tile_rect(i).collidepoint(event.pos):
                self.cursor = i
                if event.intent == Intent.CONFIRM:
                    self.picked ^= {i}
                    self.option_index = 0
                return
        for name, rect in self.button_rects().items():
            if rect.collidepoint(event.pos) and event.intent == Intent.CONFIRM:
                if name == "play":
                    self._play_choice(seat)
                elif name == "pass":
                    self._play(seat, Pass())
                elif name == "next":
                    self.option_index += 1
                elif name == "sort":
                    self.by_pattern = not self.by_pattern
                    self.picked.clear()

    def _play_choice(self, seat: int) -> None:
        play = self.previewed()
        if play is None:
            if self.picked:
                tiles = " ".join(tile_name(self.shown_hand()[i]) for i in sorted(self.picked))
                self.explain(f"{tiles} is not a play that can go on this trick.")
            else:
                self.explain("Nothing in your hand beats this: pass (Action 1).")
            return
        self._play(seat, play)

    def _answer_chance(self, seat: int, intent) -> None:
        if intent == Intent.CONFIRM:
            calls = [a for a in self.legal() if isinstance(a, Chance)]
            if calls:
                self._play(seat, calls[0])
        elif intent in (Intent.BACK, Intent.ACTION_1):
            self._play(seat, Decline())

    def _play(self, seat: int, action) -> None:
        if self.play(seat, action):
            self.picked.clear()
            self.option_index = 0
            self.cursor = 0

    def on_undo(self) -> None:
        self.picked.clear()

    def log_line(self, seat: int, action, events) -> LogLine | None:
        if isinstance(action, Decline):
            return None  # letting a window go by is not a move worth a line
        text = f"{self.seat_name(seat)}: {action}"  # every play is made face up
        return LogLine(seat, text, text)

    def status_line(self) -> str:
        if self.banner is not None:
            call = "Mine" if self.banner["phase"] == "mine" else "Return"
            return f"{call}? Anyone holding it may call now."
        if self.phase() in CHANCE_PHASES:
            return "Chance? Each player decides."
        return super().status_line()

    # -- animating events -----------------------------------------------------------------

    def on_events(self, events) -> None:
        delay = 0.0
        for event in (e.seen_by(self.viewer) for e in events):
            if isinstance(event, TilesPlayed):
                self.new_window = True  # a single or a mine opens a window
                self._fly_tiles(event, delay)
                label = f"{event.call} {event.play}".strip()
                self.last_played[event.seat] = label
                if event.play.kind in (BOMB, BIG_BOMB):
                    self.shake = 0.5 if event.play.kind == BOMB else 0.8
                    self.app.sounds.play("bomb")
                elif event.call:
                    self.app.sounds.play("buzz")
                else:
                    self.app.sounds.play("card")
                delay += 0.15
            elif isinstance(event, Passed):
                self.last_played[event.seat] = "pass"
            elif isinstance(event, TrickWon):
                self.last_played = {event.seat: "won the trick"}
            elif isinstance(event, HandDealt):
                self.last_played = {}
            elif isinstance(event, Called) and event.call != "no":
                self.last_played[event.seat] = event.call
                self.app.sounds.play("buzz")
            elif isinstance(event, StarterChosen):
                self.last_played[event.seat] = f"leads ({event.reason})"

    def _fly_tiles(self, event: TilesPlayed, delay: float) -> None:
        start = self.seat_anchor(event.seat)
        area = self.layout["trick"]
        tiles = event.play.tiles
        width = len(tiles) * (TILE[0] + 6)
        for i, tile in enumerate(tiles):
            end = (area.centerx - width // 2 + i * (TILE[0] + 6), area.y + 70)
            image = self.tiles.image(tile, self.app.prefs.colour_blind_patterns)
            self.anim.add(Sprite(Tween(start, end, 0.3, ease_out_cubic, delay + i * 0.03),
                                 lambda s, pos, p, img=image: s.blit(img, pos)))

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
        me = self.viewer if self.viewer is not None else -1
        start = me if me >= 0 else 0
        return [(start + k) % n for k in range(1 if me >= 0 else 0, n)]

    def opponent_rect(self, index: int) -> pygame.Rect:
        area = self.layout["opponents"]
        count = max(1, len(self.others()))
        width = min(220, (area.width - 10 * (count - 1)) // count)
        return pygame.Rect(area.x + index * (width + 10), area.y, width, area.height)

    def tile_rect(self, index: int) -> pygame.Rect:
        area = self.layout["hand"]
        count = max(1, len(self.view.hand))
        step = min(TILE[0] + 8, (area.width - TILE[0]) // max(1, count - 1) if count > 1 else 0)
        width = (count - 1) * step + TILE[0]
        x = area.centerx - width // 2 + index * step
        return pygame.Rect(x, area.y + 20, *TILE)

    def button_rects(self) -> dict[str, pygame.Rect]:
        area = self.layout["buttons"]
        names = ["play", "next", "pass", "sort"]
        return {name: pygame.Rect(area.x + i * 160, area.y, 150, area.height)
                for i, name in enumerate(names)}

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        if self.shake > 0:
            offset = int(math.sin(self.shake * 60) * 8 * self.shake)
            canvas = surface.copy()
            super().draw(canvas)
            surface.blit(canvas, (offset, 0))
        else:
            super().draw(surface)

    def draw_table(self, surface) -> None:
        view = self.view
        self._draw_opponents(surface, view)
        self._draw_trick(surface, view)
        self._draw_hand(surface, view)
        self._draw_buttons(surface)
        self._draw_banner(surface)
        self._draw_hints(surface)
        self.draw_log(surface, lines=18)

    def _draw_opponents(self, surface, view) -> None:
        text = self.app.text
        for i, seat in enumerate(self.others()):
            rect = self.opponent_rect(i)
            on_turn = view.turn == seat and view.phase == "play"
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD if on_turn else theme.FELT_LIGHT, rect,
                             3 if on_turn else 1, border_radius=10)
            text.draw(surface, self.seat_name(seat), (rect.x + 12, rect.y + 8), theme.BODY_SIZE,
                      theme.GOLD if on_turn else theme.INK, bold=on_turn)
            playing = seat in view.players
            count = f"{view.counts[seat]} tiles" if playing else "watching"
            text.draw(surface, count, (rect.x + 12, rect.y + 40), theme.BODY_SIZE, theme.INK)
            text.draw(surface, f"{view.totals[seat]} pts", (rect.right - 12, rect.y + 40),
                      theme.BODY_SIZE, theme.GOLD, anchor="topright")
            said = self.last_played.get(seat, "")
            if said:
                text.draw(surface, said, (rect.x + 12, rect.y + 76), theme.SMALL_SIZE,
                          theme.INK_DIM)

    def _draw_trick(self, surface, view) -> None:
        text = self.app.text
        area = self.layout["trick"]
        pygame.draw.rect(surface, theme.FELT_DARK, area, border_radius=16)
        who = ""
        if view.top_seat is not None:
            who = f" \u2014 by {self.seat_name(view.top_seat)}"
        text.draw(surface, describe_play(view.top) + who, (area.centerx, area.y + 20),
                  theme.BODY_SIZE + 2, theme.GOLD, anchor="midtop")
        if view.top is not None and not self.anim.busy:
            tiles = view.top.tiles
            width = len(tiles) * (TILE[0] + 6)
            for i, tile in enumerate(tiles):
                pos = (area.centerx - width // 2 + i * (TILE[0] + 6), area.y + 70)
                surface.blit(self.tiles.image(tile, self.app.prefs.colour_blind_patterns), pos)
        footer = f"Hand {view.hand_number}"
        if view.turn is not None and view.phase == "play":
            footer += f"   \u2022   {self.seat_name(view.turn)} to play"
        text.draw(surface, footer, (area.centerx, area.bottom - 34), theme.SMALL_SIZE + 2,
                  theme.INK_DIM, anchor="midtop")

    def _draw_hand(self, surface, view) -> None:
        text = self.app.text
        hand = self.shown_hand()
        preview = self.preview_indexes()
        mine = self.viewer in view.to_act and view.phase == "play"
        for i, tile in enumerate(hand):
            rect = self.tile_rect(i)
            if i in preview:
                rect.y -= 16
            surface.blit(self.tiles.image(tile, self.app.prefs.colour_blind_patterns), rect)
            if tile == 1 and view.holds_marked_one and hand.index(1) == i:
                pygame.draw.circle(surface, theme.RED_SUIT, (rect.right - 10, rect.y + 10), 5)
            if i in self.picked:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=8)
            if mine and i == self.cursor % max(1, len(hand)):
                pygame.draw.line(surface, theme.GOLD, (rect.x, rect.bottom + 8),
                                 (rect.right, rect.bottom + 8), 4)
        if self.viewer is not None:
            me = f"You: {self.seat_name(self.viewer)} \u2014 {len(hand)} tiles, " \
                 f"{view.totals[self.viewer]} pts"
            text.draw(surface, me, (self.layout["hand"].x, self.layout["hand"].y - 8),
                      theme.SMALL_SIZE + 2, theme.INK, anchor="bottomleft")
        play = self.previewed() if mine else None
        if play is not None:
            count = len(self.options())
            more = f"  ({self.option_index % count + 1} of {count})" if count > 1 else ""
            text.draw(surface, f"Play: {play}{more}", (self.layout["hand"].right,
                      self.layout["hand"].y - 8), theme.SMALL_SIZE + 2, theme.GOLD,
                      anchor="bottomright")

    def _draw_buttons(self, surface) -> None:
        if self.viewer is None or self.viewer not in self.view.to_act or self.phase() != "play":
            return
        labels = {"play": "Play (Enter/A)", "next": "Next play (E/RB)",
                  "pass": "Pass (X)", "sort": "Sort (C/Y)"}
        for name, rect in self.button_rects().items():
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
            self.app.text.draw(surface, labels[name], rect.center, theme.SMALL_SIZE, theme.INK,
                               anchor="center")

    def _draw_banner(self, surface) -> None:
        text = self.app.text
        rect = self.layout["banner"]
        if self.banner is not None:
            call = "Mine?" if self.banner["phase"] == "mine" else "Return?"
            share = max(0.0, self.banner["left"] / self.banner["total"])
            pygame.draw.rect(surface, (70, 20, 24), rect, border_radius=14)
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=14)
            text.draw(surface, call, (rect.centerx, rect.y + 16), theme.HEADING_SIZE, theme.GOLD,
                      bold=True, anchor="midtop")
            how = ("Enter / A / click to call it" if self.session.humans
                   else "Any player holding it may call it")
            text.draw(surface, how, (rect.centerx, rect.y + 62),
                      theme.SMALL_SIZE, theme.INK, anchor="midtop")
            bar = pygame.Rect(rect.x + 20, rect.bottom - 16, int((rect.width - 40) * share), 6)
            pygame.draw.rect(surface, theme.GOLD, bar, border_radius=3)
        elif self.phase() in CHANCE_PHASES and self.viewer in self.view.to_act:
            call = "Double-Chance?" if self.phase() == "double" else "Chance?"
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=14)
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=14)
            text.draw(surface, call, (rect.centerx, rect.y + 16), theme.HEADING_SIZE, theme.GOLD,
                      bold=True, anchor="midtop")
            text.draw(surface, "Enter / A / click: call it     Backspace / B / right-click: no",
                      (rect.centerx,
                      rect.y + 64), theme.SMALL_SIZE, theme.INK, anchor="midtop")

    def _draw_hints(self, surface) -> None:
        if not self.session.humans:
            return  # nobody at the table plays from this screen
        rect = self.layout["hints"]
        line = ("\u2190 \u2192 move   \u2191 pick a tile   \u2193 clear   E / Q cycle plays   "
                "Enter / A play   X pass   C sort   Esc pause")
        self.app.text.draw(surface, line, rect.topleft, theme.SMALL_SIZE, theme.INK_DIM)


TABLE = PeeperTable


class TileArt:
    """Peeper's tiles: ivory with the number; X tiles golden with an X."""

    def __init__(self, text):
        self.text = text
        self.cache: dict = {}

    def image(self, tile: int, patterns: bool) -> pygame.Surface:
        key = (tile, patterns)
        if key not in self.cache:
            self.cache[key] = self._make(tile, patterns)
        return self.cache[key]

    def _make(self, tile: int, patterns: bool) -> pygame.Surface:
        surface = pygame.Surface(TILE, pygame.SRCALPHA)
        rect = surface.get_rect()
        wild = tile == X
        pygame.draw.rect(surface, WILD_FACE if wild else TILE_FACE, rect, border_radius=7)
        if wild and patterns:
            for x in range(-TILE[1], TILE[0], 8):
                pygame.draw.line(surface, (210, 160, 60), (x, TILE[1]), (x + TILE[1], 0), 2)
        pygame.draw.rect(surface, (90, 80, 60), rect, 2, border_radius=7)
        colour = (150, 40, 30) if wild else (30, 30, 36)
        self.text.draw(surface, tile_name(tile), rect.center, 40, colour, bold=True,
                       anchor="center")
        return surface
