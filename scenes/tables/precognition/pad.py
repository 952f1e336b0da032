"""Precognition's writing pad and the panel beside the row: the pad's keys
(↑ ↓ = Erase Done), your string in large letters as you write it, and your own
string with how the row stands to it.  Drawn for the Precognition table, which
owns one `WritingPanels` (through its drawing, drawing.py)."""

from __future__ import annotations

from functools import partial

import pygame

from game.precognition.actions import LETTER_ACTIONS, Erase, Finish
from game.precognition.cards import glyphs
from scenes.tables.precognition.row import LETTER_COLOURS
from scenes.tables.precognition.words import how_to_win
from scenes.widgets import theme
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

PAD_KEYS = (("U", "\u2191", "Up"), ("D", "\u2193", "Down"), ("S", "=", "Stay"),
            ("erase", "\u232b", "Erase"), ("done", "\u2713", "Done"))
POP_SECONDS = 0.15  # the newest letter grows to its size
STRING_HEIGHT = 106  # your string in large letters, at most two lines of them
CHIP_SIZES = (56, 34, 26)  # a letter's chip: one line of the largest, or two of smaller


def _lines(letters: int, size: int, area: pygame.Rect) -> int:
    """How many lines `letters` chips of `size` take across `area`."""
    per_line = max(1, (area.width + 8) // (size + 8))
    return -(-letters // per_line)


def pad_actions() -> list:
    """The move each of the pad's keys makes, in the order of PAD_KEYS."""
    return list(LETTER_ACTIONS) + [Erase(), Finish()]


class WritingPanels:
    """The pad and the aid panel, drawn from the table's view."""

    def __init__(self, table):
        self.table = table

    # -- the pad, kept: its keys change as they are allowed, the string as it grows ------

    def pad_parts(self, view) -> list[Part]:
        """The pad with its keys, and over it what is written so far: how many letters
        and the string (its newest letter pops in: its size is in the key)."""
        live = tuple(self._pad_key_live(name) for name, _, _ in PAD_KEYS)
        count = f"{len(view.string)} of at most {view.row_length - 1} letters"
        chips = tuple(self._string_chips(view.string, self._string_area()))
        return [Part("pad", self.table.layout["pad"].inflate(20, 12), (view.deal_number, live),
                     partial(self._draw_pad, view=view)),
                Part("pad:writing", self._writing_rect(count, chips), (count, chips),
                     partial(self._draw_writing, count=count, chips=chips))]

    def _writing_rect(self, count: str, chips) -> pygame.Rect:
        """Where the count of letters and the string's chips are drawn."""
        count_rect = self.table.app.text.render(count, theme.BODY_SIZE, theme.INK).get_rect(
            topright=self._count_place())
        chip_rects = [pygame.Rect(x - size // 2, y - size // 2, size, size).inflate(10, 10)
                      for _, (x, y), size in chips]
        return self._string_area().unionall([count_rect.inflate(4, 4), *chip_rects])

    def _count_place(self) -> tuple[int, int]:
        area = self.table.layout["pad"]
        return area.right - 10, area.y + 12

    def _pad_key_live(self, name: str) -> bool:
        target = self.table.targets.find(("pad", name))
        return target is not None and target.allowed

    def _string_area(self) -> pygame.Rect:
        """Between the pad's title and its keys, leaving room above the keys for a
        key's tip."""
        area = self.table.layout["pad"]
        return pygame.Rect(area.x + 10, area.y + 58, area.width - 20, STRING_HEIGHT)

    def _draw_pad(self, surface, view) -> None:
        table = self.table
        area = table.layout["pad"]
        text = table.app.text
        draw_panel(surface, area.inflate(16, 8), 190, border=theme.GOLD)
        title = "Write your prediction"
        if view.deal_number:
            title = f"Replay \u2014 {title.lower()}"
        text.draw(surface, title, (area.x + 10, area.y + 4), theme.HEADING_SIZE - 4,
                  theme.GOLD, bold=True)
        clip = surface.get_clip()
        for (name, glyph, label), rect in zip(PAD_KEYS, table.geometry.pad_rects()):
            if not clip.colliderect(rect.inflate(20, 20)):
                continue  # only a part over the pad is being drawn again
            live = self._pad_key_live(name)
            colour = LETTER_COLOURS.get(name, theme.GOLD) if live else theme.INK_DIM
            draw_panel(surface, rect, 235, border=colour, radius=12)
            text.draw(surface, glyph, (rect.centerx, rect.y + 30), 48, colour, bold=True,
                      anchor="center")
            text.draw(surface, label, (rect.centerx, rect.bottom - 16), theme.SMALL_SIZE + 2,
                      theme.INK if live else theme.INK_DIM, anchor="center")

    def _string_chips(self, string: str, area: pygame.Rect):
        """A string in large letters, wrapping: (letter, centre, size) of each chip; the
        newest letter pops in."""
        large, medium, small = CHIP_SIZES
        size = large if _lines(len(string), large, area) <= 1 else \
            medium if _lines(len(string), medium, area) <= 2 else small
        step = size + 8
        per_line = max(1, (area.width + 8) // step)
        written_at = self.table.animation.letter_written_at
        for i, letter in enumerate(string):
            line, col = divmod(i, per_line)
            chip = size
            if i == len(string) - 1:
                grow = min(1.0, (self.table.clock - written_at) / POP_SECONDS)
                chip = max(8, int(size * (0.6 + 0.4 * grow)))
            yield letter, (area.x + col * step + size // 2, area.y + line * step + size // 2), chip

    def _draw_writing(self, surface, count: str, chips) -> None:
        """How many letters are written, and the string in large letters."""
        text = self.table.app.text
        text.draw(surface, count, self._count_place(), theme.BODY_SIZE, theme.INK,
                  anchor="topright")
        area = self._string_area()
        if not chips:
            text.draw(surface, "Nothing written yet: choose \u2191 up, \u2193 down "
                      "or = stay", area.midleft, theme.BODY_SIZE, theme.INK_DIM,
                      anchor="midleft")
        for letter, centre, size in chips:
            self.table.drawing.draw_change(surface, letter, centre, size)

    # -- the aid panel, kept: its key is all it shows ------------------------------------

    def aid_part(self, view) -> Part:
        """Reaching the screen's right edge: a replay's long strings run past the panel."""
        area = self.table.layout["aid"]
        shows = self.aid_shows(view)
        rect = pygame.Rect(area.x, area.y, theme.WIDTH - area.x, area.height)
        return Part("aid", rect, shows, partial(self._draw_aid, shows=shows))

    def aid_shows(self, view) -> tuple:
        """What the aid panel shows: ("every", (seat, string)...) in a replay,
        ("watching",), or ("own", your string, its lines of words)."""
        table = self.table
        reveal = table.animation.reveal
        if table.mode.open_hands and reveal is None:
            return ("every", tuple((seat, table.seat_view(seat).string)
                                   for seat in view.players))
        if table.viewer is None:
            return ("watching",)
        if view.writing and table.my_turn():  # the pad shows the string: here, how to win
            width = self.table.layout["aid"].width - 20
            return ("learn", tuple(line for words in how_to_win(len(view.players))
                                   for line in table.parts.wrap(words, width, theme.SMALL_SIZE)))
        string = (reveal.event.strings[table.viewer] if reveal else view.string)
        return ("own", string, tuple(table.words.aid_words(view)))

    def _draw_aid(self, surface, shows: tuple) -> None:
        area = self.table.layout["aid"]
        text = self.table.app.text
        draw_panel(surface, area, 170)
        if shows[0] == "every":
            self._draw_every_string(surface, shows[1], area)
            return
        heading = "How to win" if shows[0] == "learn" else "Your prediction"
        text.draw(surface, heading, (area.x + 10, area.y + 6), theme.SMALL_SIZE, theme.GOLD)
        if shows[0] == "learn":
            for i, line in enumerate(shows[1]):
                text.draw(surface, line, (area.x + 10, area.y + 34 + i * 22),
                          theme.SMALL_SIZE, theme.INK)
            return
        if shows[0] == "watching":
            text.draw(surface, "You are watching", (area.x + 10, area.y + 36),
                      theme.SMALL_SIZE, theme.INK_DIM)
            return
        _, string, lines = shows
        used = self._draw_own_string(surface, string, pygame.Rect(
            area.x + 10, area.y + 34, area.width - 20, 70))
        for i, line in enumerate(lines):
            text.draw(surface, line, (area.x + 10, area.y + 44 + used + i * 24),
                      theme.SMALL_SIZE, theme.INK)

    def _draw_own_string(self, surface, string: str, area: pygame.Rect) -> int:
        """Your string in the aid panel: chips when it is short, arrows when long.
        Returns the height used."""
        table = self.table
        text = table.app.text
        if len(string) <= 16:
            for i, letter in enumerate(string):
                line, col = divmod(i, 8)
                table.drawing.draw_change(surface, letter, (area.x + 14 + col * 28,
                                                            area.y + 14 + line * 30), 26)
            return 30 * (1 + (len(string) - 1) // 8) if string else 0
        lines = table.parts.wrap(" ".join(glyphs(string)), area.width, theme.SMALL_SIZE)
        for i, line in enumerate(lines[:3]):
            text.draw(surface, line.replace(" ", ""), (area.x, area.y + i * 22),
                      theme.SMALL_SIZE, theme.INK, bold=True)
        return 22 * min(3, len(lines))

    def _draw_every_string(self, surface, strings, area: pygame.Rect) -> None:
        """In a replay: what every player has written so far ((seat, string) each)."""
        table = self.table
        text = table.app.text
        text.draw(surface, "Predictions", (area.x + 10, area.y + 6), theme.SMALL_SIZE,
                  theme.GOLD)
        line_height = min(60, (area.height - 36) // max(1, len(strings)))
        for i, (seat, string) in enumerate(strings):
            top = area.y + 34 + i * line_height
            text.draw(surface, table.short_name(seat), (area.x + 10, top), theme.SMALL_SIZE,
                      theme.INK_DIM)
            if len(string) <= 10 and line_height >= 30:
                for k, letter in enumerate(string):
                    table.drawing.draw_change(surface, letter, (area.x + 110 + k * 26, top + 10),
                                              22)
            else:
                text.draw(surface, "".join(glyphs(string)) or "\u2014", (area.x + 110, top),
                          theme.SMALL_SIZE, theme.INK, bold=True)
