"""Peek and Run's results where partners play as a side: a line for each side."""

from __future__ import annotations

from scenes.results import ResultsOverlay


class SideResults(ResultsOverlay):
    """Partners share their side's points, so the results count each side once
    ("Red & Yellow: 2 (+1)"), not each partner as if each had made the line."""

    def sides(self) -> list[list[int]]:
        view = self.table.view
        order = sorted(set(view.sides), key=view.sides.index)
        return [[seat for seat in range(view.num_seats) if view.sides[seat] == side]
                for side in order]

    def score_lines(self) -> list[tuple[str, bool]]:
        lines = []
        for seats in self.sides():
            first = seats[0]
            name = self.table.side_name(self.table.view.sides[first])
            if self.final:
                won = first in self.event.outcome.winners
                mark = "\u2605 " if won else ""
                lines.append((f"{mark}{name}: {self.event.outcome.scores[first]:g}", won))
            else:
                points = self.event.points[first]
                total = self._tallied(self.event.totals[first], points)
                lines.append((f"{name}: {total:g}  ({points:+g})", False))
        return lines

    def score_rows(self) -> int:
        return len(self.sides())
