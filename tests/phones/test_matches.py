"""A whole match of every game played on phones over loopback sockets, the test acting
as the phones: each move is chosen from the choices its phone was sent and sent back as
a phone would.  Along the way the TV never shows a hand, and what each phone is sent is
the same when every card its seat may not know is dealt again."""

from __future__ import annotations

import random
import time

import pytest

from game.core import HandEnded
from game.registry import make_agent
from scenes.phones import messages
from scenes.phones.link import HAND_OVER, STALE
from scenes.phones.snapshot import encoded, snapshot
from scenes.screens.results import ResultsOverlay
from tests.phones.phone_client import WAIT, frames_until
from tests.phones.phone_helpers import in_step, join, phone_table
from tests.scenes.conftest import key, run, top

MATCHES = {  # game -> (seats, phone seats, options): short matches, every seat a phone
    "peek-and-run": (["human", "human"], [0, 1], {}),
    "serpent": (["human", "human"], [0, 1], {}),
    "precognition": (["human", "human"], [0, 1], {}),
    "procession": (["human", "human"], [0, 1], {}),
    "peeper": (["human", "human"], [0, 1], {"game_end": "hands"}),
    "no-lookie": (["human", "human", "normal"], [0, 1], {}),
}
MOVES_CAP = 1500
#: the only refusals a phone choosing from its own page may meet: its move crossed
#: another seat's, made in the same moment, that changed what it sees or ended the hand
CROSSED = {STALE, HAND_OVER}


def same_sent_when_redealt(table, seat: int, rng) -> None:
    """The page sent to `seat` is the same with every card it may not know dealt again."""
    session = table.session
    real = session.state
    sent = encoded(snapshot(table, seat))
    session.state = session.info.determinize(real.view(seat), rng)
    try:
        assert encoded(snapshot(table, seat)) == sent, f"seat {seat} learns what it may not"
    finally:
        session.state = real


@pytest.fixture
def quick_thumbs(monkeypatch):
    """These phones move as fast as the frames go, far faster than thumbs: the limit on
    messages a second (tests/phones/test_server.py tests it) is lifted for them."""
    monkeypatch.setattr(messages, "MESSAGES_PER_SECOND", 1e6)


@pytest.mark.parametrize("game_id", sorted(MATCHES))
def test_a_whole_match_is_played_on_phones(quick_app, quick_thumbs, game_id):
    app = quick_app
    seats, phone_seats, options = MATCHES[game_id]
    table = phone_table(app, game_id, seats, phone_seats, seed=5, options=options)
    phones = join(app, table, phone_seats)
    info, rng = table.session.info, random.Random(5)
    brain = make_agent(info, "normal")
    answered: dict[int, int] = {}  # seat -> the moves made when its phone last acted
    compared, results = 0, 0
    for _ in range(MOVES_CAP * 6):
        session = table.session
        if session.state.is_over:
            break
        assert table.viewer is None and top(app) != "HandOff"
        if isinstance(app.stack.top, ResultsOverlay):
            results += 1
            run(app, 150)
            key(app, "return", frames=1)
            continue
        for phone in phones:
            for message in phone.take():
                if isinstance(message, dict) and message["type"] == "refused":
                    assert message["reason"] in CROSSED
                    answered.pop(phone.view["seat"], None)  # so it chooses again
            view, seat = phone.view, phone.view["seat"]
            if not (view["asked"] and in_step(table, phone)) or \
                    answered.get(seat) == len(session.actions):
                continue
            if len(session.actions) % 4 == 0:
                same_sent_when_redealt(table, seat, rng)
                compared += 1
            state = session.state
            move = str(brain.choose(state.view(seat), state.legal_actions(seat), rng))
            assert move in [choice["text"] for choice in view["choices"]]
            phone.act(move)
            answered[seat] = len(session.actions)
        run(app, 1)
        time.sleep(WAIT)  # the server's thread takes the move in: frames alone may outrun it
    assert table.session.state.is_over, f"{len(table.session.actions)} moves made"
    assert compared >= 3
    hands = sum(isinstance(hand, HandEnded) for hand in table.session.hands)
    assert results >= max(hands - 1, 0), (results, table.session.hands)  # each hand's shown
    frames_until(app, phones, lambda: all(phone.view["over"] for phone in phones))
    for phone in phones:
        assert phone.view["over"] and not phone.view["choices"]
        assert {m["reason"] for m in phone.received if m["type"] == "refused"} <= CROSSED
