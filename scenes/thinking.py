"""AI decisions away from the window: a worker process thinks while the table draws.

A table asks for a seat's move and polls the answer each frame, so no search, however
long, ever holds up a frame.  The worker keeps its agents between moves (Procession's
Perfect player keeps what it has solved).  Where no worker process can be had, moves
are chosen in the calling thread instead; headless tests ask for that too, so that
their frames stay deterministic.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import multiprocessing
import random

from game.registry import get_game, make_agent

_pool: concurrent.futures.ProcessPoolExecutor | None = None
_worker_agents: dict = {}  # in the worker: (game id, spec, seat) -> agent


def _choose_in_worker(game_id: str, spec: str, seat: int, view, legal, rng_state):
    key = (game_id, spec, seat)
    if key not in _worker_agents:
        _worker_agents[key] = make_agent(get_game(game_id), spec)
    rng = random.Random()
    rng.setstate(rng_state)
    action = _worker_agents[key].choose(view, legal, rng)
    return action, rng.getstate()


def _ready() -> bool:
    return True


def worker_pool() -> concurrent.futures.ProcessPoolExecutor | None:
    """The one worker process, started on first use; None if it can't be."""
    global _pool
    if _pool is None:
        try:
            context = multiprocessing.get_context("spawn")
            _pool = concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=context)
            _pool.submit(_ready)  # start it now: the first move shouldn't wait for imports
        except (OSError, ValueError, NotImplementedError):  # no process support here
            _pool = None
    return _pool


@atexit.register
def shut_down() -> None:
    """Stop the worker before the interpreter tears its modules down."""
    global _pool
    if _pool is not None:
        # A search under way is of no use any more: end the worker rather than wait.
        for process in list(getattr(_pool, "_processes", {}).values()):
            process.terminate()
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None


class Thought:
    """A move being chosen for `seat`.  `done()` may be polled; `result()` is the move,
    always one of the legal moves it was asked about."""

    def __init__(self, session, seat: int, future=None, action=None):
        self.session, self.seat = session, seat
        self.legal = session.state.legal_actions(seat)
        self.future = future
        self.action = action

    def done(self) -> bool:
        return self.future is None or self.future.done()

    def result(self):
        if self.future is not None:
            try:
                action, rng_state = self.future.result()
                self.session.agent_rngs[self.seat].setstate(rng_state)
            except Exception:  # a worker that died: choose here instead
                action = self.session.agent_choice(self.seat)
            self.future, self.action = None, action
        return self.action if self.action in self.legal else self.legal[0]


def think(session, seat: int, in_worker: bool = True) -> Thought:
    """Start choosing `seat`'s move: in the worker process, or here and now."""
    pool = worker_pool() if in_worker else None
    if pool is not None:
        state = session.state
        try:
            future = pool.submit(_choose_in_worker, session.info.id, session.seats[seat], seat,
                                 state.view(seat), state.legal_actions(seat),
                                 session.agent_rngs[seat].getstate())
            return Thought(session, seat, future=future)
        except (RuntimeError, concurrent.futures.process.BrokenProcessPool):
            pass
    return Thought(session, seat, action=session.agent_choice(seat))
