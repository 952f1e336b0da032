"""The phrases Peek and Run's words are made of: a card ("4♥"), where a peeked card
lay ("Blue's card 2"), what a choice on the table would do, and a move as each reader
of the log may know it ("Red played 4♥ on the right pile and claimed 16"); the log's
lines, which swap between words and the published notation (R4R16), and the log that
says under each new hand's heading who plays in which order."""

from __future__ import annotations

from game.peek_and_run.actions import (
    Claim,
    Lead,
    LookHand,
    LookStock,
    PlaceTen,
    ShowTen,
    TakeMarker,
)
from game.peek_and_run.events import (
    CardDrawn,
    CardPeeked,
    CardPlayed,
    CellClaimed,
    HandDealt,
    HandLost,
    LinesScored,
    MarkerMoved,
    Passed,
    TenShown,
)
from game.words import listing
from scenes.tables.kit.log import LogLine, MoveLog
from scenes.widgets.cards import SUIT_SYMBOLS

PILE_NAMES = {"L": "left", "R": "right"}
ORDINALS = ("top", "second", "third")


def card_label(card) -> str:
    """The rank as printed on the card: A, 2 ... 10."""
    return "A" if card.rank == 1 else str(card.rank)


def card_words(card) -> str:
    return "a card" if card is None else card_label(card) + SUIT_SYMBOLS[card.suit]


def where_words(source: str, owner_name: str, position: int) -> str:
    """Where a peeked card lay: "Blue's card 2" or "the stock's second card"."""
    return " ".join(where_lines(source, owner_name, position))


def where_lines(source: str, owner_name: str, position: int) -> tuple[str, str]:
    """Where a card lies, in two short lines: ("Blue's", "card 2"), ("the stock's",
    "top card")."""
    if source == "O":
        return f"{owner_name}'s", f"card {position + 1}"
    if position < len(ORDINALS):
        return "the stock's", f"{ORDINALS[position]} card"
    return "the stock's", f"card {position + 1}"


def cards_known(view, name_of) -> list[tuple[tuple[str, str], object]]:
    """The hidden cards the view's seat knows now, each with where it lies (see
    `where_lines`): the cards looked at in a peek under way first, in the order they
    were looked at; then, seat by seat from the next, the other hands' cards it
    peeked at (and still knows where they are); then the stock's, from the top."""
    if view.seat is None:
        return []
    known = {}
    seats = [(view.seat + step) % view.num_seats for step in range(1, view.num_seats)]
    for seat in seats:
        for position, card in enumerate(view.hands[seat]):
            if card is not None:
                known["O", seat, position] = (where_lines("O", name_of(seat), position), card)
    for position, card in enumerate(view.stock):
        if card is not None:
            known["S", None, position] = (where_lines("S", "", position), card)
    looked = [look for look in view.peek_looks if look in known]
    return [known[look] for look in looked] + \
        [seen for look, seen in known.items() if look not in looked]


def action_words(action, name_of) -> str:
    """What choosing `action` would do, for the cursor's tip."""
    if isinstance(action, Claim):
        return (f"Play {card_words(action.card)} on the {PILE_NAMES[action.pile]} pile: "
                f"claim {action.product}")
    if isinstance(action, Lead):
        return f"Start the first claim: {card_words(action.card)} on the " \
               f"{PILE_NAMES[action.pile]} pile"
    if isinstance(action, ShowTen):
        return f"Show {card_words(action.card)} and peek at up to three cards"
    if isinstance(action, LookHand):
        return f"Look at {where_words('O', name_of(action.seat), action.position)}"
    if isinstance(action, LookStock):
        return "Look at the next card of the stock"
    if isinstance(action, PlaceTen):
        return f"End the peek: the ten goes under the {PILE_NAMES[action.pile]} pile"
    if isinstance(action, TakeMarker):
        return f"Move your marker from {action.product} to the new claim"
    return str(action)


def move_words(name: str, events, viewer, name_of, side_name) -> str:
    """A move, or a whole peek, from its events as `viewer` may know them."""
    parts: list[str] = []
    drawn: list = []
    peeked: list[str] = []
    for event in (e.seen_by(viewer) for e in events):
        if isinstance(event, CardPlayed) and event.bottom:
            parts.append(f"put the ten under the {PILE_NAMES[event.pile]} pile")
        elif isinstance(event, CardPlayed):
            parts.append(f"played {card_words(event.card)} on the "
                         f"{PILE_NAMES[event.pile]} pile")
        elif isinstance(event, MarkerMoved):
            parts.append(f"moved a marker from {event.from_product} to {event.to_product}")
        elif isinstance(event, CellClaimed) and parts and parts[-1].startswith("played"):
            taken = (f" from {side_name(event.captured_from)}"
                     if event.captured_from is not None else "")
            parts[-1] += f" and claimed {event.product}{taken}"
        elif isinstance(event, TenShown):
            parts.append(f"peeked with {card_words(event.card)}")
        elif isinstance(event, CardPeeked):
            owner = name_of(event.owner) if event.owner is not None else ""
            where = where_words(event.source, owner, event.position)
            peeked.append(f"{where} ({card_words(event.card)})" if event.card else where)
        elif isinstance(event, CardDrawn):
            drawn.append(event.card)
        elif isinstance(event, LinesScored):
            parts.append(made_lines(event.points))
        elif isinstance(event, HandLost):
            parts.append(f"lost the hand: {event.reason} (\u22121)")
        elif isinstance(event, Passed):
            parts.append("passed")
    if peeked:
        at = next((i for i, p in enumerate(parts) if p.startswith("peeked")), None)
        if at is None:
            parts.insert(0, "peeked at " + listing(peeked))
        else:
            parts[at] += " at " + listing(peeked)
    if drawn:
        known = [card_words(c) for c in drawn if c is not None]
        parts.append("drew " + (listing(known) if len(known) == len(drawn) else
                                "a card" if len(drawn) == 1 else f"{len(drawn)} cards"))
    if not parts:
        return ""
    return f"{name} " + ", ".join(parts)


def made_lines(points: int) -> str:
    """A turn's lines of four and what they scored: "made a line of four (+1)"."""
    lines = "a line" if points == 1 else f"{points} lines"
    return f"made {lines} of four (+{points})"


def turn_order(dealt: HandDealt, name_of) -> str:
    """Three players: who plays first, second and third this hand ("Yellow, Blue, Red"):
    play goes clockwise and anticlockwise by turns, from deal to deal."""
    count = len(dealt.hands)
    return ", ".join(name_of((dealt.first + step * dealt.direction) % count)
                     for step in range(count))


def turns_arrow(direction: int) -> str:
    """Which way turns go down the badges (listed in seat order: clockwise)."""
    return "turns \u2193" if direction == 1 else "turns \u2191"


class TwoWayLine(LogLine):
    """A log line in words, keeping its notation to swap to (and back).  The other
    style is worked out only if the log is swapped to it: `other` gives its
    (mine, public) when called."""

    def __init__(self, seat, mine, public, other):
        super().__init__(seat, mine, public)
        self.other = other

    def swapped(self) -> "TwoWayLine":
        """The line in the other style, for the same move (undo finds it by its move)."""
        mine, public = self.mine, self.public
        line = TwoWayLine(self.seat, *self.other(), lambda: (mine, public))
        line.move = self.move
        return line




HEADING = "\u2014 "  # how the kit's log heads a new hand ("— Hand 2 —")


class HandsLog(MoveLog):
    """The move log, saying under a new hand's heading who plays in which order: with
    three players the direction turns from deal to deal.  The kit heads each hand
    itself (`MatchFlow.tell_hand_end`) and lets a table add nothing under the heading,
    so the order waits here (`order`) for it."""

    def __init__(self, lines=()):
        super().__init__(lines)
        self.order = ""  # the next hand's order of play, said once its heading is told

    def tell(self, words: str, move: int) -> None:
        super().tell(words, move)
        if self.order and words.startswith(HEADING):
            super().tell(self.order, move)
            self.order = ""
