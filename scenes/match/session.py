"""A match being played at a table: the rules state, who sits where, the move log and
undo.  No pygame here: tables drive it, tests drive it directly.

A match is `(game, options, seed, seats, actions)`; every action is told to the
session's recorder (if it has one: see scenes/match/recorder.py) right after it is
applied, which saves it as `(seat, str(action))`, so Continue replays it exactly.
"""

from __future__ import annotations

import random

from game.core import GameInfo, HandEnded, IllegalAction, action_from_text
from game.registry import get_game, make_agent

#: a seat whose moves its table plays for it, from a script (a tutorial's other seats)
SCRIPTED = "scripted"
HARD = "hard"  # the searching agent, whose think time is a setting


class Session:
    def __init__(self, info: GameInfo, seats: list[str], seed: int, options: dict,
                 seat_devices: dict[int, str] | None = None, recorder=None, deal=None):
        self.info = info
        self.seats = list(seats)  # "human" or an agent spec, one per seat
        self.seed = seed
        self.options = dict(options)
        self.seat_devices = dict(seat_devices or {})
        self.recorder = recorder  # keeps the match (saves, history, statistics), if anything
        self.deal = deal  # the cards fixed for a tutorial; None deals from the seed
        self.state = info.start(len(seats), options, seed, deal)
        self.actions: list[tuple[int, str]] = []
        self.undoable: list[bool] = []  # per action: may its mover take it back?
        self.replayed: list[tuple] = []  # (seat, action, events) of a resumed match
        self.hands: list[HandEnded] = []  # the hands played so far, for the statistics
        self.hard_seconds: float | None = None  # see `let_hard_think`
        self.agents = {seat: make_agent(info, spec) for seat, spec in enumerate(seats)
                       if spec not in ("human", SCRIPTED)}
        self.agent_rngs = {seat: random.Random(f"{seed}/{seat}") for seat in self.agents}
        # Hints each seat was shown.  Undo keeps the count: a hint seen stays seen.
        self.hints_used: dict[int, int] = {}

    # -- who is who -----------------------------------------------------------------------

    @property
    def humans(self) -> list[int]:
        return [s for s, kind in enumerate(self.seats) if kind == "human"]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == "human"

    def humans_to_act(self) -> list[int]:
        return [s for s in self.state.to_act() if self.is_human(s)]

    def agents_to_act(self) -> list[int]:
        return [s for s in self.state.to_act() if not self.is_human(s)]

    def seat_for_device(self, device: str) -> int | None:
        """The human seat a device acts for now, or None if it has no say."""
        waiting = self.humans_to_act()
        if not self.seat_devices:
            return waiting[0] if waiting else None
        for seat in waiting:
            if self.seat_devices.get(seat) == device:
                return seat
        return None

    def let_hard_think(self, seconds: float) -> None:
        """Hard seats named without a budget ("hard") search `seconds` a move (the
        player's setting); a seat named with one ("hard:300", "hard:500ms") keeps it."""
        self.hard_seconds = seconds
        for seat in self.agents:
            if self.agent_spec(seat) != self.seats[seat]:
                self.agents[seat] = make_agent(self.info, self.agent_spec(seat))

    def agent_spec(self, seat: int) -> str:
        """What the agent of `seat` is made from: its seat, with Hard's think time."""
        spec = self.seats[seat]
        if spec == HARD and self.hard_seconds is not None:
            return f"{HARD}:{round(self.hard_seconds * 1000)}ms"
        return spec

    # -- playing ------------------------------------------------------------------------

    @property
    def kept(self) -> bool:
        """Whether the match is kept for Continue (and counted once it ends)."""
        return self.recorder is not None

    def apply(self, seat: int, action) -> list:
        """Apply a move (IllegalAction passes through untouched) and tell the recorder."""
        events = self.state.apply(seat, action)
        self.actions.append((seat, str(action)))
        self.undoable.append(not any(e.reveals_hidden for e in events))
        self.hands += hand_results(events)
        if self.recorder is not None:
            self.recorder.moved(self, events)
        return events

    def agent_choice(self, seat: int):
        legal = self.state.legal_actions(seat)
        choice = self.agents[seat].choose(self.state.view(seat), legal, self.agent_rngs[seat])
        return choice if choice in legal else legal[0]

    def count_hint(self, seat: int) -> None:
        self.hints_used[seat] = self.hints_used.get(seat, 0) + 1

    def can_undo(self, seat: int) -> bool:
        """Only against AI, only one's own last move, within one's turn, never across a
        reveal (a draw, a peek)."""
        if len(self.humans) != 1 or not self.actions or self.state.is_over:
            return False
        last_seat, _ = self.actions[-1]
        return (last_seat == seat and self.undoable[-1] and seat in self.state.to_act())

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("That move can't be taken back.")
        kept = self.actions[:-1]
        undoable = self.undoable[:-1]
        self._replay(kept)
        self.undoable = undoable
        if self.recorder is not None:
            self.recorder.moved(self, [])

    def _replay(self, actions: list[tuple[int, str]]) -> None:
        self.state = self.info.start(len(self.seats), self.options, self.seed, self.deal)
        self.actions, self.undoable, self.replayed, self.hands = [], [], [], []
        for seat, text in actions:
            action = action_from_text(self.state, seat, text)
            events = self.state.apply(seat, action)
            self.hands += hand_results(events)
            self.actions.append((seat, text))
            self.undoable.append(not any(e.reveals_hidden for e in events))
            self.replayed.append((seat, action, events))
        self.agent_rngs = {seat: random.Random(f"{self.seed}/{seat}/{len(actions)}")
                           for seat in self.agents}

    def state_before_last(self):
        """The state as the last move was made: replayed from the start without it."""
        prior = Session(self.info, self.seats, self.seed, self.options, deal=self.deal)
        prior._replay(self.actions[:-1])
        return prior.state

    # -- saving ---------------------------------------------------------------------------

    def record(self) -> dict:
        return {"game": self.info.id, "options": self.options, "seed": self.seed,
                "seats": self.seats, "actions": [list(a) for a in self.actions],
                "devices": {str(k): v for k, v in self.seat_devices.items()},
                "hints": {str(k): v for k, v in self.hints_used.items()}}

    @classmethod
    def from_record(cls, record: dict, recorder=None) -> "Session":
        """Rebuild a saved match (kept by `recorder` from here on, if given); ValueError
        with a clear message if it can't be."""
        try:
            info = get_game(record["game"])
            if not all(isinstance(kind, str) for kind in record["seats"]):
                raise ValueError("a seat is not 'human' or an agent's name")
            session = cls(info, record["seats"], record["seed"], record["options"])
            # Devices are not restored: controller ids change between runs.  Players
            # who had each joined with their own join again (MainMenu.continue_saved).
            session._replay([(int(s), str(t)) for s, t in record["actions"]])
            session.recorder = recorder  # from here on: replaying saves nothing
            session.hints_used = _hint_counts(record.get("hints"))
        except Exception as error:  # noqa: BLE001 - a hand-edited save may hold anything
            reason = "nested too deep" if isinstance(error, RecursionError) else error
            raise ValueError(f"The saved match could not be resumed ({reason}).") from error
        return session


def _hint_counts(saved) -> dict[int, int]:
    """The hint counts of a save; anything odd in them is dropped, not fatal."""
    if not isinstance(saved, dict):
        return {}
    return {int(seat): count for seat, count in saved.items()
            if str(seat).isdigit() and isinstance(count, int) and count > 0}


def hand_results(events) -> list[HandEnded]:
    return [e for e in events if isinstance(e, HandEnded)]
