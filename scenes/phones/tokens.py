"""Each phone seat's code: a long random token, the only key to that seat's View and
moves.  Codes live as long as the match's phone link; releasing a seat makes it a new
one, so the phone that held the old one is shut out."""

from __future__ import annotations

import hmac
import secrets

TOKEN_BYTES = 18  # 144 random bits, 24 characters in a URL


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


class SeatTokens:
    def __init__(self, seats):
        self._tokens: dict[int, str] = {seat: new_token() for seat in seats}

    @property
    def seats(self) -> list[int]:
        return sorted(self._tokens)

    def token(self, seat: int) -> str:
        return self._tokens[seat]

    def seat_of(self, token) -> int | None:
        """The seat `token` opens, or None; every code is compared in constant time."""
        if not isinstance(token, str):
            return None
        found = None
        for seat, known in list(self._tokens.items()):
            if hmac.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    def renew(self, seat: int) -> str:
        """A new code for `seat`: the old one opens nothing any more."""
        self._tokens[seat] = new_token()
        return self._tokens[seat]

    def drop(self, seat: int) -> None:
        """`seat` is no longer played on a phone."""
        self._tokens.pop(seat, None)

    def clear(self) -> None:
        self._tokens.clear()
