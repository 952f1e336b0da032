"""A player who plays by ear: they press only NEXT (E), Confirm (Enter) and Ask (Tab),
and hear only what the game says (the lines of `--speak-to`).  At each decision an
adviser (the Normal player, from the seat's View) picks a legal move; the player
listens for its words while stepping round the NEXT ring, and confirms there.

A move made in steps (a card, then a pile) is listened for a step at a time, each by
the words it is said with (`steps`, per game, in test_blind_player.py).  Going round the
ring, the checker (not the player) notes which entry each line was said of, to fail
when two entries that do different things are said alike, or when a legal move is
nowhere in the ring."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from game.registry import make_agent
from tests.scenes.conftest import key, run, top

NEXT, CONFIRM, ASK = "e", "return", "tab"


class Ears:
    """The lines the game has said, read from its `--speak-to` file as they come."""

    def __init__(self, app, path):
        self.app, self.path, self.read = app, path, 0

    def new(self) -> list[str]:
        self.app.speech.flush()
        lines = self.path.read_text(encoding="utf-8").splitlines()
        fresh, self.read = lines[self.read:], len(lines)
        return fresh


@dataclass(frozen=True)
class Step:
    """One step of a choice: the words to listen for (a regular expression), and
    where nothing says them, the steps that make the same move one by one."""

    words: str
    or_else: tuple[str, ...] = ()


@dataclass
class Walk:
    """What one round of the ring sounded like: the words said of each entry (the
    entry's words being those before it, where a press said nothing new)."""

    said: list[str] = field(default_factory=list)
    entries: list = field(default_factory=list)  # the checker's: the entry under each


class BlindPlayer:
    def __init__(self, app, table, ears: Ears, steps, seed: int = 0):
        self.app, self.table, self.ears, self.steps = app, table, ears, steps
        self.brain = make_agent(table.session.info, "normal")
        self.rng = random.Random(seed)
        self.problems: list[str] = []
        self.decisions = 0
        self.answers: list[str] = []

    # -- what the player does ----------------------------------------------------------

    def press(self, name: str) -> list[str]:
        key(self.app, name, frames=1)
        return self.ears.new()

    def walk(self) -> Walk:
        """NEXT once round the ring (as many presses as it has entries)."""
        walk, words = Walk(), ""
        for _ in range(len(self.table.targets.ring)):
            heard = self.press(NEXT)
            words = heard[-1] if heard else words
            walk.said.append(words)
            walk.entries.append(self.table.targets.focused)
        return walk

    def listen_for(self, pattern: str) -> bool:
        """NEXT until a line says what `pattern` (a regular expression) looks for, at
        most once round the ring; then Confirm."""
        for _ in range(len(self.table.targets.ring)):
            heard = self.press(NEXT)
            if heard and re.search(pattern, heard[-1]):
                self.press(CONFIRM)
                return True
        return False

    # -- a decision ----------------------------------------------------------------------

    def decide(self) -> None:
        table, state = self.table, self.table.session.state
        seat = table.viewer
        self.answers.append(" ".join(self.press(ASK)))
        plan = self.plan(state, seat)
        self.check(self.walk(), state.legal_actions(seat))
        before = len(table.session.actions)
        for step in self.steps.of(state.view(seat), plan):
            if not self.listen_for(step.words) and not self.step_by_step(step.or_else):
                self.problems.append(f"{plan}: never heard /{step.words}/")
                return
        made = table.session.actions[before:before + len(plan)]
        if made != [(seat, str(action)) for action in plan]:
            self.problems.append(f"{plan} was not made: {made}")
        self.decisions += 1

    def step_by_step(self, patterns) -> bool:
        """Where a move is not on offer as one entry, its steps one by one."""
        return bool(patterns) and all(self.listen_for(pattern) for pattern in patterns)

    def plan(self, state, seat) -> list:
        """The adviser's move; where the table takes several moves as one choice (a
        Serpent gift's three cards, a No Lookie trade), the moves of it, each chosen
        on a copy of the match as the previous ones leave it."""
        copy, plan = state.clone(), []
        while True:
            legal = copy.legal_actions(seat)
            action = self.brain.choose(copy.view(seat), legal, self.rng)
            plan.append(action)
            if not self.steps.joins_next(action):
                return plan
            copy.apply(seat, action)
            if not self.steps.still_joined(copy, seat, action):
                return plan

    # -- the checker ---------------------------------------------------------------------

    def check(self, walk: Walk, legal: list) -> None:
        """No two entries that do different things said alike; every legal move
        reachable from the ring (its own entry, or its first step's)."""
        meaning: dict[str, object] = {}
        for words, entry in zip(walk.said, walk.entries):
            if entry is None or not entry.allowed:
                continue
            does = entry.action if entry.action is not None else entry.key
            if meaning.setdefault(words, does) != does:
                self.problems.append(f"said alike: {words!r} for {meaning[words]} and {does}")
        keys = {entry.key for entry in walk.entries if entry is not None}
        actions = {entry.action for entry in walk.entries if entry is not None}
        for action in legal:
            first = self.table.choosing.hint_keys(action)[:1]
            if action not in actions and not (set(first) & keys):
                self.problems.append(f"{action} is nowhere in the ring")

    # -- the match ---------------------------------------------------------------------

    def play_match(self, most_frames: int = 60000) -> None:
        app, table = self.app, self.table
        for _ in range(most_frames):
            if table.session.state.is_over:
                return
            if "Results" in top(app):
                run(app, 150)  # the tally counted in
                self.press(CONFIRM)
                continue
            if app.stack.top is table and table.my_turn() and not table.anim.busy and \
                    not table.flow.pending_results and self.steps.ready(table) and \
                    table.controls.refresh_targets().ring:
                self.decide()
                if self.problems:
                    return
                continue
            run(app, 1)
            self.ears.new()
        raise AssertionError("the match did not finish")
