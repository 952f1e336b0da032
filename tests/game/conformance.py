"""Helpers that check the rules protocol on any game; used by test_protocol.py and by
each game's own tests."""

from __future__ import annotations

import pickle
import random

from game.core import IllegalAction


class NotAnAction:
    """A malformed action no game accepts."""

    def __str__(self) -> str:
        return "not-an-action"


def random_playthrough(info, num_seats: int, seed: int, options=None, max_steps=20000,
                       check_every: int = 1, on_step=None):
    """Play a random legal match, checking the protocol at every `check_every`th step.

    Returns the finished state.  `on_step(state, seat, action, events)` may add
    game-specific invariants.
    """
    rng = random.Random(seed)
    state = info.start(num_seats, options or {}, seed)
    for step in range(max_steps):
        if state.is_over:
            return state
        to_act = state.to_act()
        assert to_act, "a match that is not over must wait for someone"
        seat = rng.choice(to_act)
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} is asked to act but has no legal action"
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts), f"two legal actions print alike: {texts}"
        if step % check_every == 0:
            check_refusals(state, seat, legal)
            check_views(info, state, rng)
        action = rng.choice(legal)
        events = state.apply(seat, action)
        assert isinstance(events, list)
        if on_step:
            on_step(state, seat, action, events)
    raise AssertionError(f"match not over after {max_steps} steps")


def check_refusals(state, seat, legal) -> None:
    """Illegal actions raise IllegalAction and leave the state byte-for-byte as it was."""
    before = pickle.dumps(state)
    idle = [s for s in range(state.num_seats) if s not in state.to_act()]
    attempts = [(seat, NotAnAction()), (seat, None)]
    if idle:
        attempts.append((idle[0], legal[0]))
    for who, action in attempts:
        try:
            state.apply(who, action)
        except IllegalAction as refusal:
            assert str(refusal), "a refusal must say why"
        else:
            raise AssertionError(f"seat {who} was allowed {action!r}")
        assert pickle.dumps(state) == before, f"refusing {action!r} changed the state"


def check_refusal(info, state, seat, action, words: str) -> None:
    """The rules refuse `action` from `seat` with exactly `words`, from the seat's View
    (`GameInfo.refusal`) and from the State (`IllegalAction`), changing nothing."""
    assert info.refusal(state.view(seat), action) == words
    before = pickle.dumps(state)
    try:
        state.apply(seat, action)
    except IllegalAction as refusal:
        assert str(refusal) == words
    else:
        raise AssertionError(f"seat {seat} was allowed {action!r}")
    assert pickle.dumps(state) == before, f"refusing {action!r} changed the state"


def check_views(info, state, rng) -> None:
    """Every view survives determinization unchanged."""
    for seat in list(range(state.num_seats)):
        view = state.view(seat)
        assert view.seat == seat and view.to_act == state.to_act()
        twin = info.determinize(view, random.Random(rng.random()))
        assert twin.view(seat) == view, f"determinize changed seat {seat}'s view"
    assert state.view(None).seat is None


def play_legally(agent, state, moves: int, rng, until=None) -> list:
    """Let `agent` make up to `moves` moves for whoever is to act, checking each is
    legal; stop early after a move `until(action)` is true.  Returns the moves."""
    made = []
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = agent.choose(state.view(seat), legal, rng)
        assert action in legal, f"{action} is not legal here"
        state.apply(seat, action)
        made.append(action)
        if until is not None and until(action):
            break
    return made

