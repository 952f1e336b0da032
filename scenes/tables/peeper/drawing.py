"""Drawing the Peeper table.  Kept until their keys change: the badges (with every hand
face up under them at a hand's end), the trick, your tiles, the call box and the log.
Live: the cursor.

Each is made of small parts, so that a move draws again only what it changed, a few
parts a frame: the trick's panel (which never changes), its words, the tiles on it
and its footer; your tiles, HAND_GROUP a part, and the line about you; the log's panel
and its lines, a few a part (log_parts.py).  The panels never change: a part drawn
again on one takes along only its own bit of the panel.  Parts are made again only
when what they show changes (`PartMaker.kept`): most frames change nothing."""

from __future__ import annotations

from functools import partial

import pygame

from game.peeper.patterns import PLAIN, X, tile_name
from game.peeper.rules import PLAY
from scenes.core import draw
from scenes.tables.peeper.call_box import CallBox
from scenes.tables.peeper.choosing import CHANCE_PHASES
from scenes.tables.peeper.geometry import (
    OPEN_ROOM,
    OPEN_TILE,
    TILE,
    open_tile_rects,
    open_tiles_area,
    tile_room,
)
from scenes.tables.peeper.log_parts import GroupedLog
from scenes.tables.peeper.words import describe_play, what_beats
from scenes.widgets import theme
from scenes.widgets.cards import HOVER, LIFT, NORMAL, SELECTED, SUGGESTED, draw_card
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part
from scenes.widgets.text import counted
from scenes.widgets.tiles import TileArt

HAND_GROUP = 4  # tiles of your hand kept as one part
STANDS_ROOM = 20  # under a wild X on the trick: the value it stands for
COST_ROOM = 24  # at a hand's end, beside a seat's open tiles: what they cost ("−11")


def tile_state(index: int, picked, suggested, hovered) -> str:
    """How your tile at `index` is drawn: picked, suggested, under the cursor (whose
    target key is `hovered`) or plain, in that order of precedence."""
    return (SELECTED if index in picked else SUGGESTED if index in suggested
            else HOVER if hovered == ("tile", index) else NORMAL)


def wild_values(tiles, reads) -> list[int | None]:
    """For each tile played, the value it stands for if it is a wild X, else None
    (`reads` is empty where an X is only itself: bombs, mines and returns)."""
    if len(reads) != len(tiles):
        return [None] * len(tiles)
    return [read if tile == X and isinstance(read, int) else None
            for tile, read in zip(tiles, reads)]


class PeeperDrawing:
    def __init__(self, table):
        self.table = table
        self.tiles = TileArt(table.app.text, TILE)
        self.open_tiles = TileArt(table.app.text, OPEN_TILE)
        self.log = GroupedLog(table)
        self.call_box = CallBox(table)

    def tile_image(self, tile: int, stands: int | None = None,
                   marked: bool = False) -> pygame.Surface:
        """A tile of your hand's size; `stands`: the value a played wild X stands for
        (the trick also says it under the tile); `marked`: the rules' marked 1."""
        return self.tiles.image(tile_name(tile), tile == X,
                                self.table.app.prefs.colour_blind_patterns, marked=marked,
                                stands_for=None if stands is None else str(stands))

    def parts(self) -> list[Part]:
        """The table's own still parts (see the module's words)."""
        table = self.table
        view = table.view
        colours = table.app.prefs.colour_blind_patterns
        return [*self._opponent_parts(view), *self._trick_parts(view, colours),
                *self._hand_parts(view, colours), *self.call_box.parts(),
                *self.log.parts(12, table.geometry.log_rect(table.hints.lines_drawn()))]

    def draw_live(self, surface) -> None:
        table = self.table
        if table.my_turn() and table.phase() == PLAY and not table.animation.dealing:
            # No tip: the tile rising, the keys' line and the Play button say what a
            # pick does.
            table.chrome.draw_cursor(surface, tip=False, lift=LIFT if self._cursor_lifts() else 0)

    def _cursor_lifts(self) -> bool:
        """Whether the tile under the cursor is drawn raised (a suggested one is not)."""
        current = self.table.targets.current
        if current is None or current.key[0] != "tile":
            return False
        choosing = self.table.choosing
        state = tile_state(current.key[1], choosing.picked, choosing.suggested_indexes(),
                           current.key)
        return state in (SELECTED, HOVER)

    # -- tiles ---------------------------------------------------------------------------

    def _tiles_part(self, name: str, tiles: tuple, colours: bool) -> Part:
        """Neighbouring tiles as one part: `tiles` holds (tile, rect, state, marked,
        stands) for each, drawn in order, each with its shadow, raised and framed or
        outlined as its state says; the marked 1 has a red dot, and a wild X the value
        it stands for under it."""
        rooms = [tile_room(rect, state).union(rect.move(0, STANDS_ROOM)) if stands else
                 tile_room(rect, state) for _, rect, state, _, stands in tiles]
        shown = tuple((tile, tuple(rect), state, marked, stands)
                      for tile, rect, state, marked, stands in tiles)
        return Part(name, rooms[0].unionall(rooms[1:]), (shown, colours),
                    partial(self._draw_tiles, tiles=tiles, colours=colours))

    def _draw_tiles(self, surface, tiles: tuple, colours: bool) -> None:
        """Only the tiles in the part of the screen drawn now (the clip): a neighbour
        drawn again draws little of its tiles."""
        clip = surface.get_clip()
        text = self.table.app.text
        for tile, rect, state, marked, stands in tiles:
            if not clip.colliderect(tile_room(rect, state).union(rect.move(0, STANDS_ROOM))):
                continue
            image = self.tile_image(tile, stands, marked)
            drawn = draw_card(surface, image, rect, state, lifted=state in (SELECTED, HOVER))
            if marked:  # the rules' red dot, beside the ring cut round the 1
                draw.circle(surface, theme.RED_SUIT, (drawn.right - 10, drawn.y + 10), 5)
            if stands:
                text.draw(surface, f"as {stands}", (drawn.centerx, drawn.bottom + 4),
                          theme.SMALL_SIZE - 2, theme.GOLD, bold=True, anchor="midtop")

    # -- the other players, and every hand face up at a hand's end ------------------------

    def _opponent_parts(self, view) -> list[Part]:
        table = self.table
        reveal = table.animation.reveal
        parts = []
        for i, seat in enumerate(table.geometry.others()):
            rect = table.geometry.opponent_rect(i)
            shown = reveal.tiles_of(seat)
            if shown is not None:  # the hand's end: its tiles up, and what they cost
                rect.height -= OPEN_ROOM
                parts += self._open_parts(seat, shown, rect.inflate(-2 * COST_ROOM, 0).move(
                    -COST_ROOM, 0))
                parts.append(table.parts.line(
                    f"cost:{seat}", reveal.cost(seat), (rect.right - 4, open_tiles_area(
                        rect).centery), theme.BODY_SIZE - 4, theme.GOLD, "midright", True))
            elif table.mode.open_hands:  # a replay: the badge makes room for the tiles
                rect.height -= OPEN_ROOM
                parts += self._open_parts(seat, table.seat_view(seat).hand, rect)
            parts.append(table.badge_part(f"badge:{seat}", rect, self._badge(view, seat)))
        return parts

    def revealed_rects(self, index: int, count: int) -> list[pygame.Rect]:
        """Where the `index`th other player's `count` tiles left lie face up at a hand's
        end, under their badge, beside what they cost."""
        rect = self.table.geometry.opponent_rect(index)
        rect.height -= OPEN_ROOM
        return open_tile_rects(rect.inflate(-2 * COST_ROOM, 0).move(-COST_ROOM, 0), count)

    def _open_parts(self, seat: int, tiles, badge: pygame.Rect) -> list[Part]:
        """A seat's tiles face up under its badge (made shorter by OPEN_ROOM)."""
        return [Part(f"tiles:{seat}", open_tiles_area(badge),
                     (tuple(tiles), self.table.app.prefs.colour_blind_patterns),
                     partial(self._draw_open_tiles, tiles=tuple(tiles), badge=badge))]

    def _badge(self, view, seat: int):
        table = self.table
        held = table.dealing.held(seat, view.counts[seat])
        detail = counted(held, "tile") if seat in view.players else "watching"
        said = table.animation.last_played.get(seat)
        detail = f"{detail} \u00b7 {said}" if said else detail
        return table.badge(seat, score=counted(view.totals[seat], "pt"), detail=detail)

    def _draw_open_tiles(self, surface, tiles: tuple, badge: pygame.Rect) -> None:
        for tile, rect in zip(tiles, open_tile_rects(badge, len(tiles))):
            surface.blit(self.open_tiles.image(tile_name(tile), tile == X,
                                               self.table.app.prefs.colour_blind_patterns), rect)

    # -- the trick -----------------------------------------------------------------------

    def _trick_parts(self, view, colours: bool) -> list[Part]:
        """The trick: what lies on it and by whom, what beats it, its tiles (none while
        tiles fly to it: the sprites draw them), and whose turn it is in which hand."""
        table = self.table
        who = f" \u2014 by {table.short_name(view.top_seat)}" if view.top_seat is not None else ""
        over = table.animation.reveal.on_show() or not view.to_act
        caption, beats = describe_play(view.top, over) + who, what_beats(view.top)
        if view.phase in CHANCE_PHASES:  # no lead yet: first each player calls or not
            caption, beats = "Chance? Each player decides before the lead", ""
        elif over:
            beats = f"{table.session.info.hand_word.capitalize()} over"
        flying = table.animation.tiles_flying > 0
        tiles = ((), ())
        if view.top is not None and not flying:  # an X is itself in a bomb, mine or return
            reads = () if view.top.kind in PLAIN else tuple(view.top.reads)
            tiles = (tuple(view.top.tiles), reads)
        footer = f"Hand {view.hand_number}"
        if dict(view.options).get("game_end") == "hands" and not view.contenders:
            footer += f" of {len(view.counts)}"  # the match is one hand per player
        if view.turn is not None and view.phase == PLAY:
            footer += f"   \u2022   {table.seat_name(view.turn)} to play"
        if dict(view.options).get("direction") == "anticlockwise":  # the badges run clockwise
            footer += "   \u2022   anticlockwise: play goes right to left"
        key = (caption, beats, tiles, footer, colours)
        return table.parts.kept("trick", key, partial(self._make_trick_parts, *key))

    def _make_trick_parts(self, caption: str, beats: str, tiles: tuple, footer: str,
                          colours: bool) -> list[Part]:
        """The panel never changes; the tiles on it, all played at once, are one part."""
        table = self.table
        area = table.layout["trick"]
        parts = [Part("trick", area, (), partial(draw_panel, rect=area, alpha=150,
                                                 colour=theme.FELT_DARK, radius=16)),
                 table.parts.line("trick:caption", caption, (area.centerx, area.y + 12),
                                  theme.BODY_SIZE + 2, theme.GOLD, "midtop")]
        for i, line in enumerate(table.parts.wrap(beats, area.width - 40, theme.SMALL_SIZE)):
            parts.append(table.parts.line(f"trick:beats:{i}", line,  # two lines: a lead's
                                          (area.centerx, area.y + 48 + 22 * i),
                                          theme.SMALL_SIZE, theme.INK, "midtop"))
        played, reads = tiles
        if played:
            stands = wild_values(played, reads)
            placed = tuple((tile, rect, NORMAL, False, value) for tile, rect, value in
                           zip(played, table.geometry.trick_rects(len(played)), stands))
            parts.append(self._tiles_part("trick:tiles", placed, colours))
        parts.append(table.parts.line("trick:footer", footer, (area.centerx, area.bottom - 34),
                                      theme.SMALL_SIZE + 2, theme.INK_DIM, "midtop"))
        return parts

    # -- your hand -------------------------------------------------------------------------

    def _hand_parts(self, view, colours: bool) -> list[Part]:
        """Your tiles, each picked, suggested or under the cursor, and the line about you
        above them."""
        table, choosing = self.table, self.table.choosing
        current = table.targets.current if table.my_turn() else None
        hand = tuple(choosing.shown_hand())
        marked = hand.index(1) if view.holds_marked_one and 1 in hand else None
        key = (hand, frozenset(choosing.picked), frozenset(choosing.suggested_indexes()),
               current.key if current is not None else None, marked, self._about_you(view),
               colours, len(hand) - table.animation.dealing)
        return table.parts.kept("hand", key, partial(self._make_hand_parts, *key))

    def _about_you(self, view) -> str | None:
        """The line above your tiles: who you are, your tiles and points (at a hand's
        end, what it cost you), and whether you lead with the marked 1."""
        table = self.table
        if table.viewer is None:
            return None
        me = f"You: {table.seat_name(table.viewer)} \u2014 "
        tiles, points = counted(len(view.hand), "tile"), counted(view.totals[table.viewer], "pt")
        if table.animation.reveal.tiles_of(table.viewer) is not None:
            return me + f"{tiles} left, {table.animation.reveal.cost(table.viewer)} \u00b7 {points}"
        me += f"{tiles}, {points}"
        if view.holds_marked_one and not any(view.played):
            me += " \u00b7 you hold the marked 1 (red dot), so you lead"
        return me

    def _make_hand_parts(self, hand: tuple, picked: frozenset, suggested: frozenset,
                         hovered, marked: int | None, me: str | None,
                         colours: bool, landed: int) -> list[Part]:
        """A part per HAND_GROUP neighbouring tiles: the cursor moving or a tile picked
        draws one or two of them again, and a hand changed as a whole (a play, a sort)
        is drawn again in a few parts, over a frame or two.  Of a hand being dealt,
        only the `landed` first tiles."""
        table = self.table
        placed = []
        for i, (tile, rect) in enumerate(zip(hand[:landed], table.geometry.hand_row(len(hand)))):
            placed.append((tile, rect, tile_state(i, picked, suggested, hovered), i == marked,
                           None))
        parts = [self._tiles_part(f"hand:tiles:{start}", tuple(placed[start:start + HAND_GROUP]),
                                  colours)
                 for start in range(0, len(placed), HAND_GROUP)]
        if me is not None:
            area = table.layout["hand"]
            parts.append(table.parts.line("hand:me", me, area.topleft, theme.SMALL_SIZE + 2,
                                          theme.INK, "bottomleft"))
        return parts
