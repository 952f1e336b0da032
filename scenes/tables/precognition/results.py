"""A Precognition deal's results: "Deal 2 over" (or "Match over"), the verdict with
the players' names, then the players ranked: those still in the match above those a
replay left out, and among the players of a deal, the longer prediction that occurred
first; tied players share a place ("=1st").  Each deal's letters stand in a column of
their own, and the last column says what each player's last string made.  The letters
are no points added to a total (only the champion scores, once)."""

from __future__ import annotations

from scenes.screens.results import (
    HAND_COLUMN,
    STANDING_ROW,
    ResultsOverlay,
    ordinal,
)
from scenes.widgets import theme

RESULT_COLUMN = 180  # what the last string made, at the right


class DealResults(ResultsOverlay):
    def __init__(self, app, table, event, verdict: str, results: dict[int, str]):
        self.verdict = verdict
        self.results = results  # seat -> what its last string made ("2 letters occur")
        super().__init__(app, table, event)

    def summary(self) -> str:
        return self.verdict

    @property
    def ranked(self) -> bool:
        return True

    def deals(self) -> list:
        """Every deal played so far, as the table's View records them."""
        return list(self.table.view.past_deals)

    def standings(self) -> list[tuple[str, int, int]]:
        """(place, seat, letters) for each player, best first."""
        deals = self.deals()

        def standing(seat: int) -> tuple[int, int]:
            played = [i for i, deal in enumerate(deals) if seat in deal.players]
            last = played[-1] if played else -1
            return last, deals[last].points[seat] if played else 0
        order = sorted(range(len(self.table.session.seats)), key=standing, reverse=True)
        rows = []
        for seat in order:
            better = sum(1 for other in order if standing(other) > standing(seat))
            tied = sum(1 for other in order if standing(other) == standing(seat)) > 1
            rows.append((("=" if tied else "") + ordinal(better + 1), seat, standing(seat)[1]))
        return rows

    def draw_body(self, surface, text) -> None:
        """Place, name, each deal's letters and what the last string made."""
        box, row = self.body, self.standing_row()
        size = theme.BODY_SIZE - 2 if row == STANDING_ROW else theme.SMALL_SIZE
        deals = self.deals()
        left, right, top = box.x + 30, box.right - 30, box.y + self.scores_top()
        first = right - RESULT_COLUMN - HAND_COLUMN * len(deals)
        small = theme.SMALL_SIZE - 2
        text.draw(surface, "Deals" if len(deals) > 1 else "Deal", (first - 8, top), small,
                  theme.INK_DIM, anchor="topright")
        for i in range(len(deals)):
            text.draw(surface, str(i + 1), (first + i * HAND_COLUMN + HAND_COLUMN // 2, top),
                      small, theme.INK_DIM, anchor="midtop")
        text.draw(surface, "Last string", (right, top), small, theme.INK_DIM, anchor="topright")
        champion = self.table.view.champion
        for n, (place, seat, _) in enumerate(self.standings()):
            y = top + (n + 1) * row
            won = seat == champion or (not self.final and seat in self.event_winners())
            colour = theme.GOLD if won else theme.INK
            text.draw(surface, place, (left, y), size, colour, bold=won)
            name = ("\u2605 " if seat == champion else "") + self.table.seat_name(seat)
            text.draw(surface, name, (left + 70, y), size, colour, bold=won)
            for i, deal in enumerate(deals):
                letters = str(deal.points[seat]) if seat in deal.players else "\u2013"
                text.draw(surface, letters, (first + i * HAND_COLUMN + HAND_COLUMN // 2, y),
                          size, theme.GOLD if i == len(deals) - 1 else theme.INK_DIM,
                          anchor="midtop")
            text.draw(surface, self.results[seat], (right, y), size, colour, anchor="topright")

    def event_winners(self) -> tuple[int, ...]:
        """The players tied for the longest this deal (they play again)."""
        deals = self.deals()
        return deals[-1].winners if deals else ()
