"""The words in the middle of the No Lookie table and under your badge, as still
parts: what to do now, the banner of news (a knock, a skipped turn, the first look)
and the hints.  Each is always listed, in a rect that holds whatever it says."""

from __future__ import annotations

from functools import partial

import pygame

from scenes.widgets import theme
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part


class WordParts:
    def __init__(self, table):
        self.table = table

    def parts(self, view) -> list[Part]:
        """What to do now, the banner, the hints under one's badge: always listed, in
        rects that hold whatever they say."""
        table = self.table
        banner = table.animation.banner
        banner = tuple(banner[:2]) if banner else None
        lines = tuple(table.words.hint_lines(view)[:3])
        area = table.layout["hint"]
        rects = [table.app.text.render(line, theme.SMALL_SIZE - 2).get_rect(
            topleft=(area.x + 6, area.y + 4 + i * 24)) for i, line in enumerate(lines)]
        return [self.prompt_part(view),
                Part("banner", table.layout["banner"], banner,
                     partial(self.draw_banner, banner=banner)),
                Part("hints", area.unionall(rects), lines,
                     partial(self.draw_hint_lines, lines=lines))]

    def prompt_part(self, view) -> Part:
        """What to do now, in words, under the piles (two lines at most; none while
        the round is revealed)."""
        table = self.table
        text = table.app.text
        words, colour = table.words.prompt(view)
        area = table.layout["prompt"]
        lines = tuple(table.parts.wrap(words, area.width, theme.BODY_SIZE)[:2]) \
            if table.animation.reveal is None else ()
        rects = [text.render(line, theme.BODY_SIZE, colour, i == 0).get_rect(
            midtop=(area.centerx, area.y + i * 26)) for i, line in enumerate(lines)]
        height = 26 + text.render("Ag", theme.BODY_SIZE, colour, True).get_height()
        room = pygame.Rect(area.x, area.y, area.width, height).unionall(rects)
        return Part("prompt", room.union(room.move(2, 2)), (lines, colour),
                    partial(self.draw_prompt, lines=lines, colour=colour))

    def draw_prompt(self, surface, lines, colour) -> None:
        area = self.table.layout["prompt"]
        for i, line in enumerate(lines):
            self.table.app.text.draw(surface, line, (area.centerx, area.y + i * 26),
                                     theme.BODY_SIZE, colour, bold=i == 0, anchor="midtop",
                                     shadow=True)

    def draw_hint_lines(self, surface, lines) -> None:
        area = self.table.layout["hint"]
        for i, line in enumerate(lines):
            self.table.app.text.draw(surface, line, (area.x + 6, area.y + 4 + i * 24),
                                     theme.SMALL_SIZE - 2, theme.INK_DIM if i else theme.INK)

    def draw_banner(self, surface, banner: tuple | None) -> None:
        if banner is None:
            return
        headline, detail = banner
        text = self.table.app.text
        area = self.table.layout["banner"]
        draw_panel(surface, area, 225, border=theme.GOLD, radius=14)
        text.draw(surface, headline, (area.centerx, area.y + 8), theme.HEADING_SIZE - 8,
                  theme.GOLD, bold=True, anchor="midtop")
        if detail:
            text.draw(surface, detail, (area.centerx, area.bottom - 8), theme.SMALL_SIZE,
                      theme.INK, anchor="midbottom")
