"""The Peeper table's words: what lies on the trick, each move for the log (every play
is made face up, so everyone reads the same line), and the status line during a
window or a Chance? call."""

from __future__ import annotations

from game.peeper.actions import Decline, Pass
from game.peeper.events import StarterChosen, TrickWon
from game.peeper.patterns import BIG_BOMB, BOMB, SINGLE, Play, tile_name
from game.peeper.rules import MINE_WINDOW
from scenes.tables.kit.words import Words
from scenes.tables.peeper.choosing import CHANCE_PHASES


def describe_play(play: Play | None) -> str:
    """'Straight of 5, to beat: 9–13' — what lies on the table, in words."""
    if play is None:
        return "Lead any pattern"
    if play.kind == SINGLE:
        return f"Single, to beat: {tile_name(play.top)}"
    if play.kind in ("pair", BOMB, BIG_BOMB, "mine", "return"):
        return f"{play.kind.capitalize()} of {tile_name(play.top)}"
    values = sorted(set(play.reads))
    return f"{play.kind.capitalize()} of {len(values)}, to beat: {values[0]}\u2013{values[-1]}"


class PeeperWords(Words):
    def describe_move(self, seat: int, action, events):
        name = self.table.short_name(seat)
        if isinstance(action, Decline):
            # letting a window go by is not worth a line, but what the last "no" settles is
            said = "; ".join(self._settled(events))
            return (said[0].upper() + said[1:], said[0].upper() + said[1:]) if said else None
        if isinstance(action, Play):
            said = f"{name} played {action} ({action.kind})"
        elif isinstance(action, Pass):
            said = f"{name} passed"
        else:
            said = f"{name} called {action}"
        said = "; ".join([said, *self._settled(events)])
        return said, said  # every play is made face up

    def _settled(self, events) -> list[str]:
        """What a move settled besides itself: the trick won, who leads the hand."""
        said = []
        for event in events:
            if isinstance(event, TrickWon):
                said.append(f"{self.table.short_name(event.seat)} won the trick")
            elif isinstance(event, StarterChosen):
                said.append(f"{self.table.short_name(event.seat)} leads ({event.reason})")
        return said

    def status_line(self) -> str:
        banner = self.table.window.banner
        if banner is not None:
            call = "Mine" if banner["phase"] == MINE_WINDOW else "Return"
            return f"{call}? Anyone holding it may call now."
        if self.table.phase() in CHANCE_PHASES:
            return "Chance? Each player decides."
        return super().status_line()
