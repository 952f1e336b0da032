"""Nothing spoken leaks (issue: playable by ear): what a table says to a seat of another
player's move is the same whatever that seat may not know.  Along a match, before
moves of the other players, every card the listener may not know is dealt again,
consistently with their View; the same move is made on both deals, and the lines said
to the listener of it must not change.

The new deal must leave the listener knowing the same after the move as before it on
both deals (a card the move turns face up is the same card): where the move shows
something, deals are drawn until one does (a few tries).  A move is compared where it
is legal on the new deal too (a card played must be in the new hand) and ends no hand
(a hand's end shows every card, on any deal)."""

from __future__ import annotations

import random

import pytest

from game.core import HandEnded
from game.registry import get_game, make_agent
from scenes.match.session import Session
from scenes.tables import table_class

LISTENER = 0
MATCHES = {
    "peek-and-run": (["human", "normal"], {}),
    "serpent": (["human", "normal"], {}),
    "precognition": (["human", "normal", "normal"], {}),
    "procession": (["human", "normal"], {}),
    "peeper": (["human", "normal", "normal"], {"game_end": "hands"}),
    "no-lookie": (["human", "normal", "normal"], {}),
}
COMPARED_AT_LEAST = 8
COMPARED_AT_MOST = 40
DEALS_TRIED = 30  # new deals tried, for a move that shows the listener something


def others_moves(game_id: str, seed: int):
    """A match played by Normal players for every seat: for each move of a seat other
    than the listener, the position before it, the seat and the move."""
    seats, options = MATCHES[game_id]
    info = get_game(game_id)
    state = info.start(len(seats), options, seed)
    brain, rng = make_agent(info, "normal"), random.Random(seed)
    moves = []
    while not state.is_over:
        seat = state.to_act()[0]
        action = brain.choose(state.view(seat), state.legal_actions(seat), rng)
        if seat != LISTENER:
            moves.append((state.clone(), seat, action))
        state.apply(seat, action)
    return info, seats, moves


def said_of(app, info, seats, state, seat, action) -> list[str] | None:
    """What a table seen by the listener says as `seat` makes `action` from `state`
    and the status line after it (None if the move is not legal there, or ends a
    hand)."""
    if action not in state.legal_actions(seat):
        return None
    session = Session(info, seats, 1, {})
    session.state = state
    table = table_class(info.id)(app, session)
    table.viewer = LISTENER
    said = []
    real_say = app.speech.say
    app.speech.say = lambda words, first=False: said.append(words)
    try:
        assert table.flow.play(seat, action)
    finally:
        app.speech.say = real_say
    if any(isinstance(event, HandEnded) for event in table.flow.pending_results):
        return None
    return said + [table.chrome.status_words()]  # and the status line it leaves


def same_to_listener(info, state, seat, action, rng):
    """A new deal of `state`, consistent with the listener's View, on which `action`
    is legal and leaves the listener the same View as on the real deal; None if no
    deal tried does."""
    after = state.clone()
    after.apply(seat, action)
    known = after.view(LISTENER)
    for _ in range(DEALS_TRIED):
        redealt = info.determinize(state.view(LISTENER), rng)
        if action not in redealt.legal_actions(seat):
            continue
        trial = redealt.clone()
        trial.apply(seat, action)
        if trial.view(LISTENER) == known:
            return redealt
    return None


@pytest.mark.parametrize("game_id", sorted(MATCHES))
def test_what_is_said_of_a_move_is_the_same_on_any_deal_the_listener_cannot_tell(
        make_app, game_id):
    app = make_app()
    rng = random.Random(5)
    compared = 0
    for seed in range(5, 10):  # Procession's matches are short: as many as it takes
        info, seats, moves = others_moves(game_id, seed)
        for state, seat, action in moves:
            if compared >= COMPARED_AT_MOST:
                break
            redealt = same_to_listener(info, state, seat, action, rng)
            if redealt is None:
                continue
            real = said_of(app, info, seats, state.clone(), seat, action)
            other = said_of(app, info, seats, redealt, seat, action)
            if real is None or other is None:
                continue
            assert real, f"nothing was said of {action}"
            assert other == real, f"{action} was said differently on another deal"
            compared += 1
        if compared >= COMPARED_AT_LEAST:
            break
    assert compared >= COMPARED_AT_LEAST, compared
