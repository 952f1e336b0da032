"""What `--bench` measures frames of: the menu, and tables that really play.

A table's seat 0 is a human, played by the bench as a player would: a legal move as
soon as the table waits for it, results closed after a look, a new match when one
ends.  The other seats are AI, with no pause to "think": moves come at animation pace.
With a human at the table the match autosaves after every move, inside the frame that
makes it, as in a real game.

In the game, AI seats choose in the worker process, never in the game's own: a frame
pays for asking (the View and legal moves sent down the pipe) and for playing the
answer.  On plain tables the bench puts `BetweenFrames` in the worker's place: asked
in a frame just as the worker is, it chooses between frames, outside the measured
time, and the answer is in at the next frame, so moves fall on the same frames however
loaded the machine is.  Its garbage is collected before the next frame: in the game
the worker's objects live in its own process, and the game's collector never meets
them (left here, a full collection over a search's leftovers fell in a frame, 25 ms).
The "+hard" tables use the real worker and its real search.
"""

from __future__ import annotations

import gc
import pickle
import random

from scenes.match.thinking import PING, _choose_in_worker, replace_worker

LOOK_FRAMES = 30  # a results screen stays up half a second before the player closes it


class BetweenFrames:
    """The worker's stand-in (see the module's docstring): Worker's methods, with the
    choosing done by `think`, which the bench calls between measured frames."""

    def __init__(self):
        self.asked: dict[int, bytes] = {}
        self.answers: dict[int, bytes] = {}
        self.last_ticket = 0

    def ask(self, *request) -> int:
        self.last_ticket += 1
        self.asked[self.last_ticket] = pickle.dumps(request)  # as the pipe would
        return self.last_ticket

    def answer(self, ticket: int, wait: bool = False) -> tuple | None:
        if wait:
            self.think()
        answer = self.answers.pop(ticket, None)
        return None if answer is None else pickle.loads(answer)

    def think(self) -> None:
        """Choose every move asked for, as the worker process would, and leave none of
        the choosing's objects for the game's collector (see the module's docstring)."""
        if not self.asked:
            return
        gc.disable()
        try:
            self._choose_asked()
        finally:
            gc.enable()
            gc.collect()

    def _choose_asked(self) -> None:
        for ticket, asked in self.asked.items():
            request = pickle.loads(asked)
            if request == (PING,):
                answer = ("ready", None)
            else:
                try:
                    answer = ("chosen", _choose_in_worker(*request))
                except Exception as error:  # noqa: BLE001 - as the worker: the table chooses
                    answer = ("failed", repr(error))
            self.answers[ticket] = pickle.dumps(answer)
        self.asked.clear()

    def alive(self) -> bool:
        return True

    def wait_ready(self) -> None:
        """Up at once."""

    def stop(self) -> None:
        """Nothing to stop."""


class Run:
    """Frames of one scene, with counts of what happened in them."""

    counted = ("frames", "moves")

    def __init__(self, app):
        self.app = app
        self.zero_counts()

    def zero_counts(self) -> None:
        for name in self.counted:
            setattr(self, name, 0)

    def warm_up(self, frames: int) -> None:
        """Run unmeasured frames (caches filled, the worker answering), then count anew."""
        for _ in range(frames):
            self.frame()
            self.between_frames()
        self.zero_counts()

    def frame(self) -> None:
        self.app.frame()
        self.frames += 1

    def between_frames(self) -> None:
        """What happens outside the game's process between two frames: nothing here."""

    def stop(self) -> None:
        """The run is over: put back what it changed."""

    def finished(self, frames: int, moves: int) -> bool:
        return self.frames >= frames

    def figures(self) -> dict:
        return {name: getattr(self, name) for name in self.counted if name != "frames"}


class ControlRun(Run):
    """A frame that never changes, shaped like a table's (Python work on a few hundred
    small objects, then the whole kept screen blitted once): measured as a scene is.
    Its ratios move only with the machine, so their spread over runs is as close as
    any scene's ratios can be expected to agree on that machine."""

    counted = ("frames",)

    def __init__(self, app):
        import pygame
        super().__init__(app)
        self.flip = pygame.display.flip
        self.kept = app.screen.copy()
        self.items = {i: (i, str(i)) for i in range(300)}

    def start(self) -> None:
        """Nothing to set up: the frame is the same from first to last."""

    def frame(self) -> None:
        for _ in range(3):
            total = sum(a + len(b) for a, b in self.items.values())
            sorted(self.items, key=lambda item: (item + total) % 7)
        self.app.screen.blit(self.kept, (0, 0))
        self.flip()
        self.frames += 1


class MenuRun(Run):
    """The main menu with its drifting cards."""

    def start(self) -> None:
        self.app.screens.menu()


class TableRun(Run):
    """A table of `info` with a human at seat 0 and the AI `seats_after` it.

    The AI seats choose between frames (`BetweenFrames`), so the same moves fall on
    the same frames however loaded the machine is.
    """

    counted = Run.counted + ("animations", "matches_ended")

    def __init__(self, app, info, seats_after: list[str], seed: int = 7):
        super().__init__(app)
        self.info = info
        self.seats = ["human"] + list(seats_after)
        self.seed = seed
        self.player_rng = random.Random(seed)
        self.table = None
        self.deals = 0
        self.moves_of_match = self.overlay_frames = 0

    def start(self) -> None:
        self.app.config.think_in_worker = True
        self.worker = BetweenFrames()
        self.replaced = replace_worker(self.worker)
        self._new_match()

    def between_frames(self) -> None:
        self.worker.think()

    def stop(self) -> None:
        replace_worker(self.replaced)

    def _new_match(self) -> None:
        if self.table is not None:
            self.matches_ended += 1
        self.deals += 1
        table = self.app.screens.table(self.info.id, self.seats, self.seed + self.deals, {})
        self.app.stack.reset(table)
        self.table, self.moves_of_match = table, 0
        self._count_animations(table)

    def _count_animations(self, table) -> None:
        animator = getattr(table, "anim", None)
        if animator is None or not hasattr(animator, "add"):
            return
        add = animator.add

        def counted_add(*args, **kwargs):
            self.animations += 1
            return add(*args, **kwargs)
        animator.add = counted_add

    def frame(self) -> None:
        """One frame, with what the player does in it (a click is handled in the frame)."""
        self._act_as_player()
        super().frame()
        made = len(self.table.session.actions)
        self.moves += made - self.moves_of_match
        self.moves_of_match = made

    def _act_as_player(self) -> None:
        state = self.table.session.state
        if self.app.stack.top is not self.table:
            self.overlay_frames += 1
            if self.overlay_frames >= LOOK_FRAMES:
                self.overlay_frames = 0
                if state.is_over:
                    self._new_match()
                else:
                    self.app.stack.pop()  # "Next hand", as the results screen's close()
        elif self._table_waits():
            if state.is_over:
                self._new_match()
            elif 0 in state.to_act():
                legal = state.legal_actions(0)
                self.table.play(0, self.player_rng.choice(legal))

    def _table_waits(self) -> bool:
        """Nothing animating and no result about to be shown."""
        animator = getattr(self.table, "anim", None)
        busy = animator is not None and animator.busy
        return not busy and not getattr(self.table, "pending_results", None)

    def finished(self, frames: int, moves: int) -> bool:
        return self.frames >= frames and self.moves >= moves


class HardTableRun(TableRun):
    """A table where seat 1 is Hard with its real budget, searching in the worker.

    The run ends only on a frame where Hard has just answered, so every search it
    measures is measured from its start to its answer.
    """

    HARD_SEAT = 1
    counted = TableRun.counted + ("hard_moves", "frames_searching")

    def __init__(self, app, info, seats_after: list[str], hard: str = "hard", seed: int = 7):
        super().__init__(app, info, [hard] + list(seats_after[1:]), seed)
        self.searching = False

    def start(self) -> None:
        self.app.config.think_in_worker = True  # the worker process, as in the game
        self._new_match()

    def between_frames(self) -> None:
        """The worker searches in its own process, frames or no frames."""

    def stop(self) -> None:
        """Nothing was replaced."""

    def frame(self) -> None:
        super().frame()
        # With no AI pause, Hard searches from the frame its turn comes to its answer.
        was_searching = self.searching
        self.searching = self.HARD_SEAT in self.table.session.state.to_act()
        self.frames_searching += self.searching
        if was_searching and not self.searching:
            self.hard_moves += 1

    def finished(self, frames: int, moves: int) -> bool:
        return super().finished(frames, moves) and self.hard_moves > 0 and not self.searching
