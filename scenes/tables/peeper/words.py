"""The Peeper table's words: what lies on the trick and what beats it, each move for
the log (every play is made face up, so everyone reads the same line) and as news,
the status line and the keys' line."""

from __future__ import annotations

from game.core import HandEnded
from game.peeper.actions import Decline, Pass
from game.peeper.events import Called, StarterChosen, TilesPlayed, TrickWon
from game.peeper.patterns import BIG_BOMB, BOMB, MINE, PAIRS, RETURN, SINGLE, Play, tile_name
from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, PLAY, RETURN_WINDOW
from scenes.core.input import Intent
from scenes.tables.kit.words import Words

CHANCE_PHASES = (CHANCE, DOUBLE)  # a hand's start: Chance? (or Double-Chance?) asked

# why a seat leads the hand, said of another player and of you
STARTS = {"marked 1": ("holds the marked 1", "you hold the marked 1"),
          "leftovers": ("turned up the highest leftover", "your leftover is the highest"),
          "drawn at random": ("drawn at random", "drawn at random"),
          "Chance": ("called Chance!", "you called Chance!")}
LEAD_ANY = ("A single, a pair, a straight (3 or more in a row), straight pairs (3 or more "
            "values) or a bomb (3 or 4 of a kind)")


def describe_play(play: Play | None, over: bool = False) -> str:
    """'Straight of 5, to beat: 9–13' — what lies on the table, in words; once the
    hand is `over`, nothing is to beat: 'Straight of 5: 9–13'."""
    if play is None:
        return "Lead any pattern"
    to_beat = ":" if over else ", to beat:"
    if play.kind == SINGLE:
        return f"Single{to_beat} {tile_name(play.top)}"
    if play.kind in ("pair", BOMB, BIG_BOMB, MINE, RETURN):
        return f"{play.kind.capitalize()} of {tile_name(play.top)}"
    values = sorted(set(play.reads))
    return f"{play.kind.capitalize()} of {len(values)}{to_beat} {values[0]}\u2013{values[-1]}"


def what_beats(play: Play | None) -> str:
    """What may go on the trick, as the rules have it: a line for newcomers."""
    if play is None:
        return LEAD_ANY
    if play.kind == BIG_BOMB:
        return "Only a higher big bomb beats it"
    if play.kind == BOMB:
        return "Only a higher bomb, or a big bomb (4 of a kind), beats it"
    if play.kind == MINE:
        return f"Only Return!, the fourth {tile_name(play.top)}, beats a Mine!"
    if play.kind == RETURN:
        return "Nothing beats a Return!"
    if play.kind in (SINGLE, "pair"):
        shape = play.kind
    else:
        length = play.size // 2 if play.kind == PAIRS else play.size
        shape = f"{play.kind} of {length}"
    return f"A higher {shape}, or a bomb (3 of a kind), beats it"


class PeeperWords(Words):
    ASKED_IN_PHASE = {PLAY: "{name}'s turn to play", CHANCE: "{name} may call Chance",
                      DOUBLE: "{name} may call Double-Chance",
                      MINE_WINDOW: "Mine? window for {name}",
                      RETURN_WINDOW: "Return? window for {name}"}

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
        """What a move settled besides itself, in its own hand: the trick won, who
        leads (a hand's end deals the next, whose start the next hand tells)."""
        said = []
        for event in events:
            if isinstance(event, HandEnded):
                break
            if isinstance(event, TrickWon):
                said.append(f"{self.table.short_name(event.seat)} won the trick")
            elif isinstance(event, StarterChosen):
                said.append(f"{self.table.short_name(event.seat)} leads ({event.reason})")
        return said

    # -- news of a move, in the banner's place ----------------------------------------------

    def news(self, seat: int, action, events) -> str:
        """What a move did, for the banner: a call, a bomb, a trick won, a hand's
        start or end; "" for a plain play or a pass (the trick and the badges show it)."""
        name = self.table.short_name(seat)
        view = self.table.view
        said = []
        for event in events:
            if isinstance(event, HandEnded):
                return f"{name} went out! Every hand is turned up: each tile left costs a point"
            if isinstance(event, TilesPlayed) and sum(view.played) == event.play.size and \
                    view.starter == seat:
                said.append(self.starter(seat, view.start_reason))
            elif isinstance(event, Called) and event.call != "no":
                said.append(f"{name} called {event.call}")
            elif isinstance(event, TilesPlayed) and event.call:
                said.append(f"{name} called {event.call} {event.play}")
            elif isinstance(event, TilesPlayed) and event.play.kind in (BOMB, BIG_BOMB):
                said.append(f"{name} played a {event.play.kind}: {event.play}")
            elif isinstance(event, TrickWon):
                said.append(f"{self.table.short_name(event.seat)} won the trick and leads")
            elif isinstance(event, StarterChosen):
                said.append(self.starter(event.seat, event.reason))
        return "; ".join(said)

    def starter(self, seat: int, reason: str) -> str:
        """Who leads the hand, and why (the marked 1, the leftovers, Chance!)."""
        theirs, yours = STARTS.get(reason, (reason, reason))
        if seat == self.table.viewer:
            return f"You lead: {yours}"
        return f"{self.table.short_name(seat)} leads: {theirs}"

    # -- the status line and the keys' line ---------------------------------------------------

    def status_line(self) -> str:
        table = self.table
        banner = table.window.banner
        name = table.seat_name(table.viewer) if table.viewer is not None else ""
        if banner is not None:
            tile = tile_name(table.view.single_tile)
            if banner["phase"] == MINE_WINDOW:
                return f"Mine? {name}: take the single {tile} with two more, or let it go"
            return f"Return? {name}: beat the Mine! with the fourth {tile}, or let it go"
        if table.phase() in CHANCE_PHASES and table.my_turn():
            call = "Double-Chance" if table.phase() == DOUBLE else "Chance"
            return f"{call}? {name}: call it to lead and bet on going out first, or say no"
        if table.phase() == PLAY and table.my_turn() and table.flow.ended_hand is None:
            return f"Your turn, {name}: {self.to_do()}"
        return super().status_line()

    def to_do(self) -> str:
        """What the player asked to play may do: lead, beat the trick, or only pass."""
        table = self.table
        if table.view.top is None:
            return "lead any pattern"
        if any(isinstance(action, Play) for action in table.legal()):
            return "beat the trick, or pass"
        return "nothing in your hand beats the trick: pass"

    def instruction(self) -> str:
        table = self.table
        if not table.my_turn():
            return ""
        key = table.key_label
        if table.window.banner is not None:
            call = "Mine!" if table.window.banner["phase"] == MINE_WINDOW else "Return!"
            return f"{key(Intent.CONFIRM)} call {call}   {key(Intent.BACK)} let it go"
        if table.phase() in CHANCE_PHASES:
            return f"{key(Intent.CONFIRM)} call it   {key(Intent.BACK)} no"
        if table.phase() != PLAY:
            return ""
        return (f"{key(Intent.LEFT)} {key(Intent.RIGHT)} move   {key(Intent.UP)} pick a tile   "
                f"{key(Intent.DOWN)} clear   {key(Intent.NEXT)} / {key(Intent.PREV)} other plays"
                f"   {key(Intent.CONFIRM)} play   {key(Intent.PAUSE)} pause")
