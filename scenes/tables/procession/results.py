"""Procession's results: the last player able to move wins and everyone else loses,
so the players are ranked in two places, each with the flips they made."""

from __future__ import annotations

from scenes.screens import results
from scenes.screens.results import ordinal
from scenes.widgets.text import counted


class ResultsOverlay(results.ResultsOverlay):
    """The winner first ("1st  ★ Blue: made the last move, 4 flips"), then the others
    tied in second place in turn order from the winner, the first of them the one
    left with no flip.  (They were "★ Blue wins" and the others by name alone, in
    seat order.)  Named as the kit's: it is this table's results overlay."""

    def score_lines(self) -> list[tuple[str, bool]]:
        view = self.table.view
        winners = self.event.outcome.winners
        if not winners:  # no move was made: nobody won
            return [(f"={ordinal(1)}  {self._player(seat)}", False)
                    for seat in range(view.num_seats)]
        winner = winners[0]
        losers = [(winner + step) % view.num_seats for step in range(1, view.num_seats)]
        second = ("=" if len(losers) > 1 else "") + ordinal(2)
        lines = [(f"{ordinal(1)}  \u2605 {self._player(winner)}: made the last move, "
                  f"{self._flips(winner)}", True)]
        for place, seat in enumerate(losers):
            stuck = "no flip left, " if place == 0 else ""
            lines.append((f"{second}  {self._player(seat)}: {stuck}{self._flips(seat)}", False))
        return lines

    def _player(self, seat: int) -> str:
        return self.table.seat_name(seat)

    def _flips(self, seat: int) -> str:
        return counted(self.table.view.movers.count(seat), "flip")
