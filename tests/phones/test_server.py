"""The phones' server over real sockets on loopback (scenes/phones/server.py): the page,
joining with a seat's code, and every message it refuses before the table hears of it,
each with a reason, the server still serving."""

from __future__ import annotations

import json
import queue
import urllib.error
import urllib.request

import aiohttp
import pytest

from scenes.core.assets import asset
from scenes.phones.messages import BURST
from scenes.phones.server import MAX_FRAME, Joined, Left, Moved, PhoneServer
from scenes.phones.tokens import SeatTokens
from tests.phones.phone_client import Phone


@pytest.fixture
def served():
    tokens = SeatTokens([0, 1])
    server = PhoneServer(tokens, asset("phones"))
    server.start("127.0.0.1", 0)
    phones = []

    def phone(seat: int | None = 0, **kwargs) -> Phone:
        made = Phone().open(url(server, tokens.token(seat) if seat is not None else "x"),
                            **kwargs)
        phones.append(made)
        return made
    yield server, tokens, phone
    for made in phones:
        made.close()
    server.stop()


def url(server, token: str) -> str:
    host, port = server.address
    return f"http://{host}:{port}/#{token}"


def next_message(phone: Phone, kind: str):
    while True:
        message = phone.inbox.get(timeout=20)
        if isinstance(message, tuple):
            phone.closed = message[1]
            if kind == "closed":
                return message[1]
            continue
        phone.received.append(message)
        if message.get("type") == kind:
            return message


def heard(server, kind):
    while True:
        said = server.inbox.get(timeout=20)
        if isinstance(said, kind):
            return said


def test_the_page_is_served_plainly_with_its_guards(served):
    server, _, _ = served
    host, port = server.address
    with urllib.request.urlopen(f"http://{host}:{port}/") as answer:
        page = answer.read().decode()
        assert "phone.js" in page and answer.headers["Cache-Control"] == "no-store"
        assert "default-src 'self'" in answer.headers["Content-Security-Policy"]
    for name in ("phone.js", "phone.css"):
        with urllib.request.urlopen(f"http://{host}:{port}/{name}") as answer:
            assert answer.status == 200
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(f"http://{host}:{port}/../pyproject.toml")
    assert missing.value.code == 404


def test_a_phone_joins_with_its_code_and_is_sent_its_seats_view(served):
    server, _, phone = served
    server.publish(1, json.dumps({"type": "view", "seat": 1}))
    blue = phone(1)
    assert next_message(blue, "joined")["seat"] == 1
    assert next_message(blue, "view") == {"type": "view", "seat": 1}
    assert heard(server, Joined) == Joined(1)


def test_a_wrong_code_is_refused_and_the_phone_let_go(served):
    *_, phone = served
    stranger = phone(None)
    assert "opens no seat" in next_message(stranger, "refused")["reason"]
    assert next_message(stranger, "closed") == 4003
    red = phone(0)
    assert next_message(red, "joined")["seat"] == 0  # the server still serves


def test_a_move_before_joining_is_refused(served):
    *_, phone = served
    early = phone(0, hello=False)
    early.send({"type": "act", "seat": 0, "move": "U", "turn": 0})
    assert "Join" in next_message(early, "refused")["reason"]


def test_a_move_for_another_seat_is_refused_and_never_reaches_the_table(served):
    server, _, phone = served
    red = phone(0)
    next_message(red, "joined")
    red.send({"type": "act", "seat": 1, "move": "U", "turn": 0})
    assert next_message(red, "refused")["reason"] == "This phone holds Red's seat, not Blue's."
    red.send({"type": "hello", "token": "another"})
    assert "already holds Red's seat" in next_message(red, "refused")["reason"]
    red.send({"type": "act", "seat": 0, "move": "U", "turn": 0})
    assert heard(server, Moved).act.seat == 0
    with pytest.raises(queue.Empty):  # the other seat's move was never passed on
        while True:
            said = server.inbox.get_nowait()
            assert not (isinstance(said, Moved) and said.act.seat == 1)


@pytest.mark.parametrize("message, says", [
    ("{oops", "not JSON"), ('{"type": "act", "seat": 0}', "'move'"),
    ("x" * 5000, "too long"), (b"\x00\x01", "Only text")])
def test_a_malformed_or_oversized_message_is_refused_and_the_phone_stays(served, message,
                                                                          says):
    _, _, phone = served
    red = phone(0)
    next_message(red, "joined")
    if isinstance(message, bytes):
        red.send_bytes(message)
    else:
        red.send(message)
    assert says in next_message(red, "refused")["reason"]
    red.send({"type": "hello", "token": "again"})  # still connected, still read
    assert "already holds" in next_message(red, "refused")["reason"]


def test_a_frame_beyond_any_reading_closes_that_socket_only(served):
    _, _, phone = served
    red = phone(0)
    next_message(red, "joined")
    red.send("y" * (MAX_FRAME + 1))
    assert next_message(red, "closed") == 1009
    blue = phone(1)
    assert next_message(blue, "joined")["seat"] == 1


def test_a_flood_of_messages_is_refused_past_the_limit(served):
    server, _, phone = served
    red = phone(0)
    next_message(red, "joined")
    heard(server, Joined)
    red.send_many([{"type": "act", "seat": 0, "move": "U", "turn": 0}] * 200)
    passed, reasons = 0, []
    while passed + len(reasons) < 200:
        try:
            passed += isinstance(server.inbox.get(timeout=0.01), Moved)
        except queue.Empty:
            while not red.inbox.empty():
                message = red.inbox.get()
                reasons += [message["reason"]] if message.get("type") == "refused" else []
    assert BURST - 1 <= passed < 100  # the hello took one from the bucket
    assert set(reasons) == {"Too many messages at once: that one was dropped."}


def test_a_socket_opened_from_another_site_is_forbidden(served):
    server, tokens, _ = served
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        Phone().open(url(server, tokens.token(0)), headers={"Origin": "http://elsewhere.example"})
    assert refused.value.status == 403


def test_a_phone_that_drops_rejoins_with_the_same_code_and_a_second_one_takes_over(served):
    server, _, phone = served
    red = phone(0)
    next_message(red, "joined")
    heard(server, Joined)
    red.close()
    assert heard(server, Left) == Left(0)
    again = phone(0)
    assert next_message(again, "joined")["seat"] == 0
    heard(server, Joined)
    other = phone(0)
    next_message(other, "joined")
    assert next_message(again, "closed") == 4000


def test_a_released_seat_lets_its_phone_go_and_its_old_code_opens_nothing(served):
    server, tokens, phone = served
    red = phone(0)
    next_message(red, "joined")
    old = tokens.token(0)
    tokens.renew(0)
    server.let_go(0, "The host released this seat.")
    assert next_message(red, "refused")["reason"] == "The host released this seat."
    assert next_message(red, "closed") == 4001
    stale = Phone().open(url(server, old))
    assert "opens no seat" in next_message(stale, "refused")["reason"]
    stale.close()


def test_once_stopped_nothing_listens(served):
    server, tokens, _ = served
    address = url(server, tokens.token(0))
    server.stop()
    with pytest.raises(aiohttp.ClientConnectionError):
        Phone().open(address)
