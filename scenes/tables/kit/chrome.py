"""Everything a table says around its game: the status line (whose turn), a refusal's
banner over it, and the tip at the cursor.  One owner for every message, so each has
one place, lives as long as what it speaks of, and covers nothing it should not.

Every message on screen in a frame is noted in `shown` (its kind, words and rect, and
the move it speaks of), whoever drew it: the chrome's own, the coach's panel, a hint,
and a table's own banners and instruction lines, made with `message_part`.  Tests read
it to check that no message covers another or the game, and none outlives its moment."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from scenes.core import draw
from scenes.widgets import theme
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

CURSOR_MARGIN = 5  # the cursor's frame stands this far outside its target
MESSAGE_PADDING = 18  # around the words of a refusal's banner
TIP_GAP = 16  # between a tip and what it is about
TIP_EDGE = 4  # a tip stands at least this far inside the screen
REFUSAL_BACK = (90, 24, 20)
# the kinds of message, each in its fixed place
TURN, INSTRUCTION, REFUSAL, EVENT, TIP, HINT, COACH = (
    "turn", "instruction", "refusal", "event", "tip", "hint", "coach")


@dataclass(frozen=True)
class Shown:
    """A message on screen this frame."""

    kind: str
    words: str
    rect: pygame.Rect
    since: int | None = None  # for an event: the moves made when it happened


class Chrome:
    def __init__(self, table):
        self.table = table
        # a refusal: its words, and the moment it speaks of (moves made, the viewer)
        self.message: tuple[str, tuple] | None = None
        self.shown: list[Shown] = []  # the messages on screen this frame
        self.message_parts: set[str] = set()  # still parts that are messages, by name
        self._from_parts: list[Shown] = []  # the messages among the still parts listed
        self.parts_listed = True  # this frame listed the still parts (not a move's frame)
        self.event: tuple[str, int] | None = None  # news of a move, and the moves then made

    def begin_frame(self, parts_listed: bool) -> None:
        """A new frame; without `parts_listed` (a frame that shows the kept parts as
        they were) the message parts still on screen are the last ones listed."""
        self.shown = [] if parts_listed else list(self._from_parts)
        self.parts_listed = parts_listed
        if parts_listed:
            self._from_parts = []

    def note(self, kind: str, words: str, rect: pygame.Rect, since: int | None = None) -> None:
        """A message drawn this frame (or kept on the still layer), for the checks."""
        if words:
            self.shown.append(Shown(kind, words, pygame.Rect(rect), since))

    def message_part(self, kind: str, name: str, words: str, rect: pygame.Rect, draw,
                     key=None, since: int | None = None) -> Part:
        """A message as a still part of the table (a banner, an instruction line): drawn
        like any part, and noted as a message while it is listed."""
        self.message_parts.add(name)
        self.note(kind, words, rect, since)
        if words:
            self._from_parts.append(self.shown[-1])
        return Part(name, rect, (words, tuple(rect)) if key is None else key, draw)

    # -- the refusal's banner ------------------------------------------------------------

    def explain(self, words: str) -> None:
        """Say why a choice was refused, with the error sound.  The words stand until
        the player chooses again, a move is made or the screen passes to another player:
        they speak of this moment only."""
        self.message = (words, self._moment())
        self.table.app.sounds.play("error")
        self.table.app.speech.say(words)

    def clear(self) -> None:
        self.message = None

    def _moment(self) -> tuple:
        table = self.table
        return len(table.session.actions), id(table.session.state), table.viewer

    def update(self, dt: float) -> None:
        if self.message and self.message[1] != self._moment():
            self.message = None
        if self.event and self.event[1] != len(self.table.session.actions):
            self.event = None  # the next move was made: its news is old

    def message_box(self) -> pygame.Rect:
        """The banner's rect: the message at the status line's place, wide enough to
        hide the status line under it."""
        text, status = self.table.app.text, self.table.layout["status"]
        words = text.render(self.message[0], theme.BODY_SIZE, theme.INK).get_rect(
            midleft=(status.x + MESSAGE_PADDING, status.centery))
        line = text.render(self.status_words(), theme.BODY_SIZE, theme.GOLD).get_rect(
            midleft=status.midleft)
        box = words.inflate(2 * MESSAGE_PADDING, 14).union(line.inflate(12, 8))
        box.clamp_ip(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))
        return box

    def draw_message(self, surface) -> None:
        """The banner of `explain`, while it lasts, over the status line: where the
        player reads what to do, not over a name or a card."""
        if self.message:
            words, box = self.message[0], self.message_box()
            self.note(REFUSAL, words, box)
            draw.rect(surface, REFUSAL_BACK, box, border_radius=10)
            draw.rect(surface, theme.ALERT, box, 2, border_radius=10)
            self.table.app.text.draw(surface, words, (box.x + MESSAGE_PADDING, box.centery),
                                     theme.BODY_SIZE, theme.INK, anchor="midleft")

    # -- the fixed places: turn, instruction, event --------------------------------------

    def parts(self) -> list[Part]:
        """The chrome's own still parts: the status line (whose turn, what to do), and,
        where the layout has their places, the instruction line (`hints`) and the event
        banner (`banner`)."""
        parts = [self.status_part()]
        layout = self.table.layout
        instruction = self.table.words.instruction()
        if instruction and "hints" in layout:
            parts.append(self._line_part(INSTRUCTION, "chrome:instruction", instruction,
                                         layout["hints"], theme.SMALL_SIZE, theme.INK_DIM))
        if self.event is not None and "banner" in layout:
            words, since = self.event
            parts.append(self._line_part(EVENT, "chrome:event", words, layout["banner"],
                                         theme.BODY_SIZE - 2, theme.GOLD, since))
        return parts

    def announce(self, words: str) -> None:
        """News of a move ("Yellow knocked"): shown in the layout's banner place until
        the next move is made."""
        self.event = (words, len(self.table.session.actions))
        self.table.app.speech.say(words)

    def _line_part(self, kind: str, name: str, words: str, place: pygame.Rect, size: int,
                   colour, since: int | None = None) -> Part:
        room = self.table.parts.text_room(words, place.midleft, size, "midleft")
        return self.message_part(kind, name, words, room,
                                 partial(self._draw_line, words=words, pos=place.midleft,
                                         size=size, colour=colour), since=since)

    def _draw_line(self, surface, words: str, pos, size: int, colour) -> None:
        self.table.app.text.draw(surface, words, pos, size, colour, anchor="midleft")

    # -- the status line ---------------------------------------------------------------

    def status_words(self) -> str:
        """The status line: the table's own words, unless a replay gives its place in
        the match or a guided hand is over."""
        coach = self.table.coach
        if coach is not None and coach.finished:
            return "The guided hand is over."
        return self.table.caption or self.table.words.status_line()

    def status_part(self) -> Part:
        line = self.status_words()
        image = self.table.app.text.render(line, theme.BODY_SIZE, theme.GOLD)
        rect = image.get_rect(midleft=self.table.layout["status"].midleft)
        return self.message_part(TURN, "status", line, rect.inflate(4, 4).move(1, 1),
                                 self.draw_status, key=line)

    def draw_status(self, surface) -> None:
        self.table.app.text.draw(surface, self.status_words(),
                                 self.table.layout["status"].midleft, theme.BODY_SIZE,
                                 theme.GOLD, anchor="midleft", shadow=True)

    # -- the cursor and its tip ----------------------------------------------------------

    def draw_cursor(self, surface, tip: bool = True, lift: int = 0) -> None:
        """The cursor's frame on the current target (raised by `lift` where the table
        lifts the card under it) and, with `tip`, what choosing it would do above it
        (or, in red, why it can't be chosen)."""
        if self.table.dealing.under_way:  # nothing to point at until the cards are in
            return
        targets = self.table.controls.refresh_targets()
        target = targets.current
        if target is None:
            return
        colour = theme.GOLD if target.allowed else theme.ALERT
        frame = targets.uncovered(target).move(0, -lift).inflate(2 * CURSOR_MARGIN,
                                                                  2 * CURSOR_MARGIN)
        draw.rect(surface, colour, frame, 3, border_radius=10)
        words = target.preview if target.allowed else target.refusal
        said = self.message is not None and self.message[0] == words
        if tip and words and not said:  # a refusal standing over the status line says it
            self.draw_tip(surface, words, frame, colour)

    def draw_tip(self, surface, words: str, near: pygame.Rect, colour=theme.GOLD) -> None:
        text = self.table.app.text
        image = text.render(words, theme.SMALL_SIZE + 2, colour, True)
        box = self.tip_box(image.get_rect().inflate(20, 10).size, near, surface.get_rect())
        self.note(TIP, words, box)
        draw_panel(surface, box, 255, border=colour, radius=8)  # opaque: it stands over the game
        surface.blit(image, image.get_rect(center=box.center))

    def tip_box(self, size: tuple[int, int], near: pygame.Rect,
                screen: pygame.Rect) -> pygame.Rect:
        """Where a tip about `near` goes: beside it (above, below, then to either side)
        where it covers nothing the table shows nor another message; where no side is
        free, in the layout's own place for tips (`tip`) if it has one; else above."""
        taken = self._taken(near)
        places = self._beside(size, near, screen)
        for place in places:
            if place.collidelist(taken) == -1:
                return place
        if "tip" in self.table.layout:
            slot = pygame.Rect((0, 0), size)
            slot.midleft = self.table.layout["tip"].midleft
            return slot.clamp(screen)
        return places[0]

    def _beside(self, size, near: pygame.Rect, screen: pygame.Rect) -> list[pygame.Rect]:
        above, below, left, right = (pygame.Rect((0, 0), size) for _ in range(4))
        above.midbottom = near.centerx, near.top - TIP_GAP
        below.midtop = near.centerx, near.bottom + TIP_GAP
        left.midright = near.left - TIP_GAP, near.centery
        right.midleft = near.right + TIP_GAP, near.centery
        order = [above, below, left, right] if above.top >= 4 else [below, above, left, right]
        room = screen.inflate(-2 * TIP_EDGE, -2 * TIP_EDGE)  # never flush with the edge
        return [place.clamp(room) for place in order]

    def _taken(self, near: pygame.Rect) -> list[pygame.Rect]:
        """What a tip about `near` must leave in view: the table's parts (but the one
        `near` lies in), every target, `near` itself and the messages up already."""
        taken = [rect for rect in self.table.listed.values()
                 if not rect.collidepoint(near.center)]
        taken += [target.rect for target in self.table.targets.items]
        taken += [near] + [message.rect for message in self.shown]
        return taken
