"""What a phone may say, read strictly: every message is a small JSON object of a known
type with fields of the right types, at most a few a second.  Anything else is refused
with a reason (`Refused`), and the table goes on as it was."""

from __future__ import annotations

import json
from dataclasses import dataclass

MAX_MESSAGE_CHARS = 1024  # far beyond any real message: a move's text is a few words
MAX_TEXT_CHARS = 200
MAX_SEATS = 64
MESSAGES_PER_SECOND = 8.0  # a phone tapping as fast as a thumb can
BURST = 16.0


class Refused(Exception):
    """A phone's message refused; its words are sent back to the phone."""


@dataclass(frozen=True)
class Hello:
    """The first message: the seat's code, from the address the phone opened."""

    token: str


@dataclass(frozen=True)
class Act:
    """A move for `seat`, chosen from the choices of the view sent after `turn` moves."""

    seat: int
    move: str
    turn: int


def read(text) -> Hello | Act:
    if not isinstance(text, str):
        raise Refused("Only text messages are read.")
    if len(text) > MAX_MESSAGE_CHARS:
        raise Refused(f"That message is too long ({len(text)} characters; at most "
                      f"{MAX_MESSAGE_CHARS}).")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise Refused("That message could not be read (it is not JSON).") from None
    if not isinstance(message, dict):
        raise Refused("That message could not be read (it is not an object).")
    kind = message.get("type")
    if kind == "hello":
        return Hello(_text(message, "token"))
    if kind == "act":
        return Act(_number(message, "seat", MAX_SEATS), _text(message, "move"),
                   _number(message, "turn", 10 ** 9))
    raise Refused(f"That message could not be read (no type {str(kind)[:20]!r}).")


def _text(message: dict, field: str) -> str:
    value = message.get(field)
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT_CHARS:
        raise Refused(f"That message could not be read ({field!r} is not a short text).")
    return value


def _number(message: dict, field: str, limit: int) -> int:
    value = message.get(field)
    if type(value) is not int or not 0 <= value < limit:
        raise Refused(f"That message could not be read ({field!r} is not a number "
                      f"from 0 to {limit - 1}).")
    return value


class RateLimit:
    """A bucket of `BURST` messages that refills at `MESSAGES_PER_SECOND`; `clock()`
    gives seconds (the server's loop time)."""

    def __init__(self, clock, rate: float = MESSAGES_PER_SECOND, burst: float = BURST):
        self.clock, self.rate, self.burst = clock, rate, burst
        self.left = burst
        self.at = clock()

    def take(self) -> None:
        now = self.clock()
        self.left = min(self.burst, self.left + (now - self.at) * self.rate)
        self.at = now
        if self.left < 1:
            raise Refused("Too many messages at once: that one was dropped.")
        self.left -= 1
