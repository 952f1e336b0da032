"""What a phone may say (scenes/phones/messages.py) and the seats' codes
(scenes/phones/tokens.py), read without a server."""

from __future__ import annotations

import json

import pytest

from scenes.phones.messages import (
    BURST,
    MAX_MESSAGE_CHARS,
    Act,
    Hello,
    RateLimit,
    Refused,
    read,
)
from scenes.phones.tokens import SeatTokens


def test_a_hello_and_a_move_are_read():
    assert read('{"type": "hello", "token": "abc"}') == Hello("abc")
    assert read(json.dumps({"type": "act", "seat": 1, "move": "play 7♠", "turn": 12})) == \
        Act(1, "play 7♠", 12)


@pytest.mark.parametrize("text, says", [
    ("not json", "not JSON"),
    ("[1, 2]", "not an object"),
    ('{"type": "shout"}', "no type"),
    ('{"type": "hello"}', "'token'"),
    ('{"type": "hello", "token": 7}', "'token'"),
    ('{"type": "act", "seat": "1", "move": "x", "turn": 0}', "'seat'"),
    ('{"type": "act", "seat": true, "move": "x", "turn": 0}', "'seat'"),
    ('{"type": "act", "seat": -1, "move": "x", "turn": 0}', "'seat'"),
    ('{"type": "act", "seat": 0, "move": "", "turn": 0}', "'move'"),
    ('{"type": "act", "seat": 0, "move": "x", "turn": 1.5}', "'turn'"),
    ("[" * 5000, "too long"),
    (None, "Only text"),
])
def test_a_malformed_message_is_refused_with_a_reason(text, says):
    with pytest.raises(Refused, match=says):
        read(text)


def test_a_message_just_within_the_limit_is_read_and_one_over_it_is_not():
    padding = MAX_MESSAGE_CHARS - len('{"type": "hello", "token": "a", "x": ""}')
    within = '{"type": "hello", "token": "a", "x": "' + "y" * padding + '"}'
    assert len(within) == MAX_MESSAGE_CHARS and read(within) == Hello("a")
    with pytest.raises(Refused, match="too long"):
        read(within[:-2] + 'yy"}')


def test_too_many_messages_a_second_are_refused_until_the_bucket_fills_again():
    now = [0.0]
    limit = RateLimit(lambda: now[0], rate=4.0, burst=BURST)
    for _ in range(int(BURST)):
        limit.take()
    with pytest.raises(Refused, match="Too many"):
        limit.take()
    now[0] += 0.25  # a quarter of a second at four a second: one more
    limit.take()
    with pytest.raises(Refused):
        limit.take()


def test_each_seat_has_its_own_long_code_and_a_renewed_one_shuts_the_old_out():
    tokens = SeatTokens([0, 2])
    first, third = tokens.token(0), tokens.token(2)
    assert first != third and min(len(first), len(third)) >= 24
    assert tokens.seat_of(first) == 0 and tokens.seat_of(third) == 2
    assert tokens.seat_of(first[:-1]) is None and tokens.seat_of(None) is None
    renewed = tokens.renew(0)
    assert tokens.seat_of(first) is None and tokens.seat_of(renewed) == 0
    tokens.clear()
    assert tokens.seat_of(renewed) is None and tokens.seat_of(third) is None
