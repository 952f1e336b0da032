"""The published move notation of Peek and Run, both ways.

A card is colour and rank (R7, BT); a claim is card, pile and product (R6L6); the
initial claim's first card has no product (B2L, then B7R14); a peek is the ten and
the cards seen, each marked O (an opponent's hand) or S (the stock): RT SB2 OR5.
A card the reader may not see prints as "?" (RT S? O?).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.peek_and_run.board import PRODUCTS
from game.peek_and_run.cards import TEN, rank_text
from game.peek_and_run.events import CardPeeked, CardPlayed, CellClaimed, TenShown

LEAD, CLAIM, PEEK = "lead", "claim", "peek"


@dataclass(frozen=True)
class NotatedMove:
    """One move as written.  `looks`: (source, colour, rank) per card seen in a peek;
    colour and rank are None for a card the writer did not see."""

    kind: str
    colour: str
    rank: int
    pile: str | None = None
    product: int | None = None
    looks: tuple = ()

    def __str__(self) -> str:
        card = self.colour + rank_text(self.rank)
        if self.kind == PEEK:
            seen = [source + (colour + rank_text(rank) if colour else "?")
                    for source, colour, rank in self.looks]
            return " ".join([card] + seen)
        return card + self.pile + (str(self.product) if self.kind == CLAIM else "")


_CLAIM = re.compile(r"([RB])([1-9])([LR])(\d*)")
_PEEK = re.compile(r"([RB])T((?:\s+[OS](?:[RB][1-9T]|\?))*)")
_LOOK = re.compile(r"([OS])(?:([RB])([1-9T])|\?)")


def parse_move(text: str) -> NotatedMove:
    """Read one move written in the notation; ValueError if it is not one."""
    text = text.strip().upper()
    if match := _CLAIM.fullmatch(text):
        colour, rank, pile, product = match.groups()
        if not product:
            return NotatedMove(LEAD, colour, int(rank), pile)
        if int(product) not in PRODUCTS or int(product) % int(rank) or int(product) > 9 * int(rank):
            raise ValueError(f"{text!r}: {product} is not {rank} times a card from 1 to 9")
        return NotatedMove(CLAIM, colour, int(rank), pile, int(product))
    if match := _PEEK.fullmatch(text):
        looks = tuple(_look(word) for word in match.group(2).split())
        if len(looks) > 3:
            raise ValueError(f"{text!r}: a peek sees at most three cards")
        return NotatedMove(PEEK, match.group(1), TEN, looks=looks)
    raise ValueError(f"{text!r} is not a Peek and Run move (e.g. B2L, B7R14, RT SB2 OR5)")


def _look(word: str) -> tuple:
    source, colour, rank = _LOOK.fullmatch(word).groups()
    if colour is None:
        return (source, None, None)
    return (source, colour, TEN if rank == "T" else int(rank))


def moves_from_events(events, viewer: int | None = None) -> list[NotatedMove]:
    """The moves that `events` record, as `viewer` may know them."""
    moves: list[NotatedMove] = []
    for event in events:
        event = event.seen_by(viewer)
        if isinstance(event, CardPlayed) and not event.bottom:
            moves.append(NotatedMove(LEAD, event.card.colour, event.card.rank, event.pile))
        elif isinstance(event, CellClaimed) and moves and moves[-1].kind == LEAD:
            last = moves[-1]
            moves[-1] = NotatedMove(CLAIM, last.colour, last.rank, last.pile, event.product)
        elif isinstance(event, TenShown):
            moves.append(NotatedMove(PEEK, event.card.colour, TEN))
        elif isinstance(event, CardPeeked) and moves and moves[-1].kind == PEEK:
            card = event.card
            look = (event.source, card.colour, card.rank) if card else (event.source, None, None)
            last = moves[-1]
            moves[-1] = NotatedMove(PEEK, last.colour, TEN, looks=last.looks + (look,))
    return moves


def format_moves(events, viewer: int | None = None) -> str:
    """A turn (or any run of events) in the published notation, moves comma-separated."""
    return ", ".join(str(move) for move in moves_from_events(events, viewer))
