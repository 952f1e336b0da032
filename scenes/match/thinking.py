"""AI decisions away from the window: a worker process thinks while the table draws.

A table asks for a seat's move and polls the answer each frame, so no search, however
long, ever holds up a frame.  The worker keeps its agents between moves (Procession's
Perfect player keeps what it has solved).  Where no worker process can be had, moves
are chosen in the calling thread instead; headless tests ask for that too, so that
their frames stay deterministic.

The worker never outlives the game: quitting ends it at once, search or no search
(`shut_down`), and a game that is killed leaves it to notice its parent is gone.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import signal
import threading
import time
from contextlib import contextmanager

from game.registry import get_game, make_agent

PARENT_CHECK_SECONDS = 0.25  # how often the worker looks whether the game still runs
STOP_SECONDS = 1.0  # a worker that ignores SIGTERM this long is killed

_pool: Worker | None = None
_worker_agents: dict = {}  # in the worker: (game id, spec, seat) -> agent


# -- in the worker process ---------------------------------------------------------------


PING = "ping"  # a request answered at once: the worker is up


def _choose_in_worker(game_id: str, spec: str, seat: int, view, legal, rng_state):
    key = (game_id, spec, seat)
    if key not in _worker_agents:
        _worker_agents[key] = make_agent(get_game(game_id), spec)
    rng = random.Random()
    rng.setstate(rng_state)
    action = _worker_agents[key].choose(view, legal, rng)
    return action, rng.getstate()


def _serve(connection, parent_pid: int) -> None:
    """The worker's life: answer each request in turn until the game goes away."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the game's to handle
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True).start()
    while True:
        try:
            ticket, request = connection.recv()
        except (EOFError, OSError):  # the game closed its end
            return
        if request == (PING,):
            connection.send((ticket, ("ready", None)))
            continue
        try:
            answer = ("chosen", _choose_in_worker(*request))
        except Exception as error:  # noqa: BLE001 - the game chooses in its own loop
            answer = ("failed", repr(error))
        try:
            connection.send((ticket, answer))
        except OSError:
            return


def _watch_parent(parent_pid: int) -> None:
    """End the worker, mid-search if need be, once the game that started it is gone
    (killed, hung up on): nothing else would ever stop it."""
    while os.getppid() == parent_pid:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


# -- in the game -------------------------------------------------------------------------


@contextmanager
def _ctrl_c_held_back():
    """Block SIGINT in this thread while the worker starts.  The worker is born with
    it blocked (until `_serve` ignores it), so a Ctrl+C while it is still starting up
    can't print its traceback.  The game loses nothing: another of its threads takes
    the signal, or this one once the block is lifted."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    from multiprocessing import resource_tracker
    resource_tracker.ensure_running()  # starting, it unblocks SIGINT: done first
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


class WorkerLost(Exception):
    """The worker process died or its pipe broke."""


class Worker:
    """The worker process and the pipe to it; requests are answered in order."""

    def __init__(self, context):
        self.connection, child_end = context.Pipe()
        self.process = context.Process(target=_serve, args=(child_end, os.getpid()),
                                       name="peek-parlor-ai", daemon=True)
        with _ctrl_c_held_back():
            self.process.start()
        child_end.close()
        self.answers: dict[int, tuple] = {}
        self.last_ticket = 0

    def ask(self, *request) -> int:
        """Send a request; the ticket to collect its answer with."""
        self.last_ticket += 1
        try:
            self.connection.send((self.last_ticket, request))
        except OSError as error:
            raise WorkerLost from error
        return self.last_ticket

    def answer(self, ticket: int, wait: bool = False) -> tuple | None:
        """The answer to `ticket`, or None while the worker still thinks."""
        try:
            while ticket not in self.answers and (wait or self.connection.poll()):
                done, answer = self.connection.recv()
                self.answers[done] = answer
        except (EOFError, OSError) as error:
            raise WorkerLost from error
        return self.answers.pop(ticket, None)

    def alive(self) -> bool:
        return self.process.is_alive()

    def wait_ready(self) -> None:
        """Return once the process is up and answering (for measures that must not
        time its start)."""
        self.answer(self.ask(PING), wait=True)

    def stop(self) -> None:
        """End the process now; a search under way is of no use any more."""
        self.process.terminate()
        self.process.join(STOP_SECONDS)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.connection.close()


def worker_pool() -> Worker | None:
    """The one worker process, started on first use (again if it died); None if it
    can't be."""
    global _pool
    if _pool is not None and not _pool.alive():
        _pool.stop()
        _pool = None
    if _pool is None:
        try:
            _pool = Worker(multiprocessing.get_context("spawn"))
        except (OSError, ValueError, NotImplementedError):  # no process support here
            _pool = None
    return _pool


def replace_worker(worker) -> Worker | None:
    """Put `worker` (anything with Worker's methods: the bench's stand-in) where the
    worker process was; the one it replaces is returned, still running."""
    global _pool
    previous, _pool = _pool, worker
    return previous


@atexit.register
def shut_down() -> None:
    """Stop the worker, whatever it is doing (the game is quitting)."""
    global _pool
    if _pool is not None:
        _pool.stop()
        _pool = None


class Thought:
    """A move being chosen for `seat`.  `done()` may be polled; `result()` is the move,
    always one of the legal moves it was asked about."""

    def __init__(self, session, seat: int, worker: Worker | None = None,
                 ticket: int | None = None, action=None):
        self.session, self.seat = session, seat
        self.legal = session.state.legal_actions(seat)
        self.worker, self.ticket = worker, ticket
        self.action = action

    def done(self) -> bool:
        return self.worker is None or self._collect(wait=False)

    def result(self):
        if self.worker is not None:
            self._collect(wait=True)
        return self.action if self.action in self.legal else self.legal[0]

    def _collect(self, wait: bool) -> bool:
        try:
            answer = self.worker.answer(self.ticket, wait)
        except WorkerLost:
            answer = ("failed", "the worker stopped")
        if answer is None:
            return False
        outcome, value = answer
        if outcome == "chosen":
            self.action, rng_state = value
            self.session.agent_rngs[self.seat].setstate(rng_state)
        else:  # the worker failed: choose here instead
            self.action = self.session.agent_choice(self.seat)
        self.worker = None
        return True


def think(session, seat: int, in_worker: bool = True) -> Thought:
    """Start choosing `seat`'s move: in the worker process, or here and now."""
    worker = worker_pool() if in_worker else None
    if worker is not None:
        state = session.state
        try:
            ticket = worker.ask(session.info.id, session.agent_spec(seat), seat, state.view(seat),
                                state.legal_actions(seat), session.agent_rngs[seat].getstate())
            return Thought(session, seat, worker=worker, ticket=ticket)
        except WorkerLost:
            pass
    return Thought(session, seat, action=session.agent_choice(seat))
