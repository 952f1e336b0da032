"""Drawing the Peeper table.  Kept until their keys change: the badges, the trick, your
tiles, the key hints and the log.  Live: the cursor, and the Mine?/Return? window,
whose time runs out before your eyes (the Chance? call is drawn in the same box).

Each is made of small parts, so that a move draws again only what it changed, a few
parts a frame: the trick's panel (which never changes), its caption, the tiles on it
and its footer; your tiles, HAND_GROUP a part, and the line about you; the log's panel
and its lines, a few a part (log_parts.py).  The panels never change: a part drawn
again on one takes along only its own bit of the panel.  Parts are made again only
when what they show changes (`PartMaker.kept`): most frames change nothing."""

from __future__ import annotations

from functools import partial

import pygame

from game.peeper.patterns import X, tile_name
from game.peeper.rules import DOUBLE, MINE_WINDOW, PLAY
from scenes.core.input import Intent
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
from scenes.tables.peeper.words import describe_play
from scenes.widgets import theme
from scenes.widgets.cards import HOVER, LIFT, NORMAL, SELECTED, SUGGESTED, draw_card
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part
from scenes.widgets.text import counted
from scenes.widgets.tiles import TileArt

HAND_GROUP = 4  # tiles of your hand kept as one part


def tile_state(index: int, picked, suggested, hovered) -> str:
    """How your tile at `index` is drawn: picked, suggested, under the cursor (whose
    target key is `hovered`) or plain, in that order of precedence."""
    return (SELECTED if index in picked else SUGGESTED if index in suggested
            else HOVER if hovered == ("tile", index) else NORMAL)


class PeeperDrawing:
    def __init__(self, table):
        self.table = table
        self.tiles = TileArt(table.app.text, TILE)
        self.open_tiles = TileArt(table.app.text, OPEN_TILE)
        self.log = GroupedLog(table)

    def tile_image(self, tile: int) -> pygame.Surface:
        return self.tiles.image(tile_name(tile), tile == X,
                                self.table.app.prefs.colour_blind_patterns)

    def parts(self) -> list[Part]:
        """The table's own still parts (see the module's words)."""
        table = self.table
        view = table.view
        colours = table.app.prefs.colour_blind_patterns
        return [*self._opponent_parts(view), *self._trick_parts(view, colours),
                *self._hand_parts(view, colours),
                table.parts.line("hints", self._hints_line(), table.layout["hints"].topleft,
                                 theme.SMALL_SIZE, theme.INK_DIM),
                *self.log.parts(12)]

    def draw_live(self, surface) -> None:
        table = self.table
        self._draw_banner(surface)
        if table.my_turn() and table.phase() == PLAY and not table.animation.dealing:
            # No tip: above the hand it would cover the line about you, and the tile
            # rising, the hints line and the Play button say what a pick does.
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

    # -- the other players ---------------------------------------------------------------

    def _opponent_parts(self, view) -> list[Part]:
        table = self.table
        parts = []
        for i, seat in enumerate(table.geometry.others()):
            playing = seat in view.players
            detail = counted(view.counts[seat], "tile") if playing else "watching"
            said = table.animation.last_played.get(seat)
            badge = table.badge(seat, score=counted(view.totals[seat], "pt"),
                                detail=f"{detail} \u00b7 {said}" if said else detail)
            rect = table.geometry.opponent_rect(i)
            if table.mode.open_hands:  # a replay: the badge makes room for the tiles below it
                rect.height -= OPEN_ROOM
                tiles = table.seat_view(seat).hand
                parts.append(Part(f"tiles:{seat}", open_tiles_area(rect),
                                  (tuple(tiles), table.app.prefs.colour_blind_patterns),
                                  partial(self._draw_open_tiles, seat=seat, badge=rect)))
            parts.append(table.badge_part(f"badge:{seat}", rect, badge))
        return parts

    def _draw_open_tiles(self, surface, seat: int, badge: pygame.Rect) -> None:
        tiles = self.table.seat_view(seat).hand
        for tile, rect in zip(tiles, open_tile_rects(badge, len(tiles))):
            surface.blit(self.open_tiles.image(tile_name(tile), tile == X,
                                               self.table.app.prefs.colour_blind_patterns), rect)

    # -- the trick -----------------------------------------------------------------------

    def _trick_parts(self, view, colours: bool) -> list[Part]:
        """The trick: what lies on it and by whom, its tiles (none while tiles fly to
        it: the sprites draw them), and whose turn it is in which hand."""
        table = self.table
        who = f" \u2014 by {table.seat_name(view.top_seat)}" if view.top_seat is not None else ""
        caption = describe_play(view.top) + who
        if view.phase in CHANCE_PHASES:  # no lead yet: first each player calls or not
            caption = "Chance? Each player decides before the lead"
        flying = table.animation.tiles_flying > 0
        tiles = tuple(view.top.tiles) if view.top is not None and not flying else ()
        footer = f"Hand {view.hand_number}"
        if dict(view.options).get("game_end") == "hands" and not view.contenders:
            footer += f" of {len(view.counts)}"  # the match is one hand per player
        if view.turn is not None and view.phase == PLAY:
            footer += f"   \u2022   {table.seat_name(view.turn)} to play"
        if dict(view.options).get("direction") == "anticlockwise":  # the badges run clockwise
            footer += "   \u2022   anticlockwise: play goes right to left"
        key = (caption, tiles, footer, colours)
        return table.parts.kept("trick", key, partial(self._make_trick_parts, *key))

    def _make_trick_parts(self, caption: str, tiles: tuple, footer: str,
                          colours: bool) -> list[Part]:
        """The panel never changes; the tiles on it, all played at once, are one part."""
        table = self.table
        area = table.layout["trick"]
        parts = [Part("trick", area, (), partial(draw_panel, rect=area, alpha=150,
                                                 colour=theme.FELT_DARK, radius=16)),
                 table.parts.line("trick:caption", caption, (area.centerx, area.y + 16),
                                  theme.BODY_SIZE + 2, theme.GOLD, "midtop")]
        if tiles:
            placed = tuple((tile, rect, NORMAL, False)
                           for tile, rect in zip(tiles, table.geometry.trick_rects(len(tiles))))
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
        me = None
        if table.viewer is not None:
            me = f"You: {table.seat_name(table.viewer)} \u2014 {counted(len(hand), 'tile')}, " \
                 f"{counted(view.totals[table.viewer], 'pt')}"
        key = (hand, frozenset(choosing.picked), frozenset(choosing.suggested_indexes()),
               current.key if current is not None else None, marked, me, colours,
               len(hand) - table.animation.dealing)
        return table.parts.kept("hand", key, partial(self._make_hand_parts, *key))

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
            placed.append((tile, rect, tile_state(i, picked, suggested, hovered), i == marked))
        parts = [self._tiles_part(f"hand:tiles:{start}", tuple(placed[start:start + HAND_GROUP]),
                                  colours)
                 for start in range(0, len(placed), HAND_GROUP)]
        if me is not None:
            area = table.layout["hand"]
            parts.append(table.parts.line("hand:me", me, area.topleft, theme.SMALL_SIZE + 2,
                                          theme.INK, "bottomleft"))
        return parts

    # -- the calls: Mine?/Return? and Chance? ----------------------------------------------

    def _draw_banner(self, surface) -> None:
        table = self.table
        text = table.app.text
        rect = table.layout["banner"]
        banner = table.window.banner
        if banner is not None:
            call = "Mine?" if banner["phase"] == MINE_WINDOW else "Return?"
            share = max(0.0, banner["left"] / banner["total"])
            draw_panel(surface, rect, 235, (70, 20, 24), border=theme.GOLD, radius=14)
            how = (f"{table.key_label(Intent.CONFIRM)} to call it" if table.session.humans
                   else "Any player holding it may call it")
        elif table.phase() in CHANCE_PHASES and table.my_turn():
            call = "Double-Chance?" if table.phase() == DOUBLE else "Chance?"
            share = None
            draw_panel(surface, rect, 235, border=theme.GOLD, radius=14)
            how = "Call it to lead and bet on going out first"
        else:
            return
        text.draw(surface, call, (rect.centerx, rect.y + 12), theme.HEADING_SIZE, theme.GOLD,
                  bold=True, anchor="midtop")
        for i, line in enumerate(table.parts.wrap(how, rect.width - 24, theme.SMALL_SIZE)):
            text.draw(surface, line, (rect.centerx, rect.y + 62 + i * 22), theme.SMALL_SIZE,
                      theme.INK, anchor="midtop")
        if share is not None:
            bar = pygame.Rect(rect.x + 20, rect.bottom - 14, int((rect.width - 40) * share), 6)
            pygame.draw.rect(surface, theme.GOLD, bar, border_radius=3)

    def _hints_line(self) -> str:
        table = self.table
        if not table.my_turn() or table.phase() != PLAY:
            return ""  # nobody at the table plays from this screen now
        key = table.key_label
        return (f"{key(Intent.LEFT)} {key(Intent.RIGHT)} move   {key(Intent.UP)} pick a tile   "
                f"{key(Intent.DOWN)} clear"
                f"   {key(Intent.NEXT)} / {key(Intent.PREV)} other plays   "
                f"{key(Intent.PAUSE)} pause")
