"""Serpent's grid on screen: the serpentine through the 12 places, the pairs and runs
outlined, a finished hand's groups lit in turn; and the results with every hand.
Where the places stand is geometry.py's."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.serpent.cards import RANK_NAMES, Card
from game.serpent.scoring import CELLS, NEIGHBOURS
from scenes.core import draw
from scenes.screens.results import ResultsOverlay
from scenes.tables.serpent.geometry import Grid
from scenes.widgets import theme
from scenes.widgets.panel import draw_panel

PAIR_COLOUR = theme.GOLD
RUN_COLOUR = (110, 220, 230)
LIT_COLOUR = (255, 226, 120)
EDGE = 8  # the results' box stands this far from the screen's foot


# -- groups that score ------------------------------------------------------------

@dataclass(frozen=True)
class Group:
    kind: str  # "pair" or "run"
    cells: tuple[int, ...]
    words: str  # "pair of 8s", "run 2-3-4-5"

    @property
    def points(self) -> int:
        return 2 if self.kind == "pair" else len(self.cells)


def run_words(ranks) -> str:
    """Ranks of a run in order round the 13-cycle: 'Q-K-A-2'."""
    ranks = set(ranks)
    start = next(r for r in ranks if (r - 2) % 13 + 1 not in ranks)
    ordered = [(start - 1 + i) % 13 + 1 for i in range(len(ranks))]
    return "run " + "-".join(RANK_NAMES[r] for r in ordered)


def groups_of(cards: dict[int, Card], pairs, runs) -> list[Group]:
    """The scoring groups, from the rules' cells, named for the player."""
    found = [Group("pair", tuple(p), f"pair of {RANK_NAMES[cards[p[0]].rank]}s")
             for p in pairs]
    found += [Group("run", tuple(r), run_words(cards[c].rank for c in r)) for r in runs]
    return found


@dataclass
class ScoreShow:
    """A finished hand kept on the grid while its score is shown: its groups light up
    one by one, each counting into the director's score."""

    cards: dict[int, Card]  # cell -> card
    director: int
    groups: list[Group]
    before: int  # the director's match score before this hand
    lit: int = 0  # how many groups have lit up so far

    @property
    def counted(self) -> int:
        return sum(g.points for g in self.groups[:self.lit])

    @property
    def points(self) -> int:
        return sum(g.points for g in self.groups)

    def lit_cells(self) -> set[int]:
        return {c for g in self.groups[:self.lit] for c in g.cells}


# -- drawing ----------------------------------------------------------------------

def draw_serpent_path(surface, grid: Grid, upto: int) -> None:
    """The serpentine through the places in play order, solid as far as played."""
    points = [grid.place_rect(n).center for n in range(1, CELLS + 1)]
    for n in range(1, CELLS):
        colour = theme.FELT_LIGHT if n >= upto else (70, 130, 96)
        draw.line(surface, colour, points[n - 1], points[n], 8)


def draw_links(surface, grid: Grid, groups: list[Group]) -> None:
    """Bars behind the cards joining neighbours of a pair (gold) or a run (blue)."""
    for group in groups:
        colour = PAIR_COLOUR if group.kind == "pair" else RUN_COLOUR
        for cell in group.cells:
            for other in NEIGHBOURS[cell]:
                if other in group.cells and other > cell:
                    draw.line(surface, colour, grid.cell_rect(cell).center,
                                     grid.cell_rect(other).center, 12)


def draw_frames(surface, grid: Grid, groups: list[Group]) -> None:
    for group in groups:
        colour = PAIR_COLOUR if group.kind == "pair" else RUN_COLOUR
        grow = 6 if group.kind == "pair" else 12
        for cell in group.cells:
            rect = grid.cell_rect(cell).inflate(grow, grow)
            draw.rect(surface, colour, rect, 2, border_radius=10)


def draw_lit(surface, grid: Grid, show: ScoreShow) -> None:
    """The cells of the groups lit so far, framed bright."""
    for cell in show.lit_cells():
        draw.rect(surface, LIT_COLOUR, grid.cell_rect(cell).inflate(10, 10), 4,
                         border_radius=10)


def group_rects(grid: Grid, group: Group) -> list[pygame.Rect]:
    """The places of a group's cards, as its glow goes round them."""
    return [grid.cell_rect(c).inflate(10, 10) for c in group.cells]


def draw_pulse(surface, text, grid: Grid, group: Group, progress: float) -> None:
    """A group lighting up: its points rise above it (its cards glow: glow.py)."""
    rects = [grid.cell_rect(c) for c in group.cells]
    box = rects[0].unionall(rects[1:])
    image = text.render(f"+{group.points}  {group.words}", theme.BODY_SIZE, LIT_COLOUR, True)
    label = image.get_rect(midbottom=(box.centerx, box.top - 14 - int(12 * progress)))
    label.clamp_ip(surface.get_rect())
    draw_panel(surface, label.inflate(18, 8), 220, border=LIT_COLOUR, radius=8)
    surface.blit(image, label)


# -- results --------------------------------------------------------------------------

class SerpentResults(ResultsOverlay):
    """The results, ranked, with every hand so far: who directed it and what it scored."""

    HANDS_HEIGHT = 150  # the table of hands: its header, two players' rows, the note
    PLACE_WIDTH = 60  # the place ("1st", "=1st") before each name

    def fitted_box(self, menu_height: int) -> pygame.Rect:
        """In the right column, over the badges and the log, its foot at the screen's:
        in the middle of the screen it hid the grid and the pairs and runs lit on it."""
        box = super().fitted_box(menu_height)
        column = self.table.layout["log"]
        box.width = column.width
        box.bottomright = (column.right, theme.HEIGHT - EDGE)
        return box

    def _summary_lines(self) -> list[str]:
        """The summary wrapped to this narrower box (the kit's wraps to its own)."""
        if self._wrapped_summary is None:
            width = self.table.layout["log"].width - 60
            self._wrapped_summary = self.app.text.wrap(self.summary(), theme.BODY_SIZE, width)
        return self._wrapped_summary

    def body_bottom(self) -> int:
        return self.scores_top() + self.HANDS_HEIGHT

    def draw_body(self, surface, text) -> None:
        self._draw_hands(surface, text, self.table.session.state.view(None))

    def _draw_hands(self, surface, text, view) -> None:
        """A row per player, best first with their place, a column per hand: the
        director's points, a dash for the hand they defended, blank for hands still to
        come."""
        box, hands = self.body, view.hand_points
        planned = max(view.hands_planned, len(hands))
        left, top = box.x + 30, box.y + self.scores_top()
        x0 = left + self.PLACE_WIDTH + 160
        column = min(54, (box.right - 110 - x0) // planned)
        text.draw(surface, "Hand", (left + self.PLACE_WIDTH, top), theme.SMALL_SIZE,
                  theme.INK_DIM)
        for i in range(planned):
            text.draw(surface, str(i + 1), (x0 + i * column + column // 2, top),
                      theme.SMALL_SIZE, theme.INK_DIM, anchor="midtop")
        if planned > 8:
            tie_x = x0 + 8 * column
            text.draw(surface, "tie-break", (tie_x + 4, top - 24), theme.SMALL_SIZE - 2,
                      theme.GOLD)
            draw.line(surface, theme.GOLD, (tie_x, top - 4), (tie_x, top + 104), 2)
        text.draw(surface, "Total", (box.right - 30, top), theme.SMALL_SIZE, theme.INK_DIM,
                  anchor="topright")
        for row, (place, seat, total) in enumerate(self.standings()):
            y = top + 38 + row * 40
            winner = self.final and seat in self.event.outcome.winners
            colour = theme.GOLD if winner else theme.INK
            text.draw(surface, place, (left, y), theme.BODY_SIZE - 2, colour, bold=winner)
            name = ("\u2605 " if winner else "") + self.table.seat_name(seat)
            text.draw(surface, name, (left + self.PLACE_WIDTH, y), theme.BODY_SIZE - 2, colour,
                      bold=winner)
            for i, (director, points) in enumerate(hands):
                centre = (x0 + i * column + column // 2, y)
                newest = not self.final and i == len(hands) - 1
                words = str(points) if director == seat else "\u2013"
                shade = theme.GOLD if newest and director == seat else (
                    theme.INK if director == seat else theme.INK_DIM)
                text.draw(surface, words, centre, theme.BODY_SIZE - 2, shade, bold=newest,
                          anchor="midtop")
            text.draw(surface, f"{total:g}", (box.right - 30, y), theme.BODY_SIZE, theme.GOLD,
                      bold=True, anchor="topright")
        note = "Only the director scores a hand: \u2013 marks a hand defended."
        text.draw(surface, note, (box.centerx, top + 126), theme.SMALL_SIZE - 2, theme.INK_DIM,
                  anchor="midtop")
