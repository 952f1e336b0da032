"""Peek and Run in words: the log's lines ("Red played 4♥ on the right pile and
claimed 16") and what a choice on the table would do, read as each reader may know
it.  The published notation (R4R16) stays available as the log's other style."""

from __future__ import annotations

from functools import partial

from game.peek_and_run.actions import (
    PEEK,
    RELOCATE,
    Claim,
    EndTurn,
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
from game.peek_and_run.notation import format_moves
from game.words import listing
from scenes.core.input import Intent
from scenes.tables.kit.log import LogLine
from scenes.tables.kit.words import Words
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
    if source == "O":
        return f"{owner_name}'s card {position + 1}"
    return f"the stock's {ORDINALS[position] if position < 3 else position + 1} card"


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
    dealt = ""
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
            lines = "a line" if event.points == 1 else f"{event.points} lines"
            parts.append(f"made {lines} of four (+{event.points})")
        elif isinstance(event, HandLost):
            parts.append(f"lost the hand: {event.reason} (\u22121)")
        elif isinstance(event, Passed):
            parts.append("passed")
        elif isinstance(event, HandDealt) and len(event.hands) == 3:
            dealt = f"; hand {event.hand}: {turn_order(event, name_of)} in turn"
    if peeked:
        at = next((i for i, p in enumerate(parts) if p.startswith("peeked")), -1)
        parts.insert(at + 1, "saw " + ", ".join(peeked))
    if drawn:
        known = [card_words(c) for c in drawn if c is not None]
        parts.append("drew " + (listing(known) if len(known) == len(drawn) else
                                "a card" if len(drawn) == 1 else f"{len(drawn)} cards"))
    if not parts:
        return ""
    return f"{name} " + ", ".join(parts) + dealt


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


class PeekAndRunWords(Words):
    """The log in words or in the published notation, a peek's steps folded into one
    line; and what the table says of sides, of the peek and of the keys."""

    def __init__(self, table):
        super().__init__(table)
        self.notation = False  # the log in the published notation instead of words
        self.peek_events: list = []  # the events of the peek under way, for the log

    # -- the log -----------------------------------------------------------------------------

    def log_line(self, seat: int, action, events) -> TwoWayLine:
        """The line in the style shown; the other style is said only if asked for."""
        events = tuple(events)  # a peek's list grows: the line keeps the events it had
        words = partial(self._words, seat, action, events)
        notes = partial(self._notes, seat, action, events)
        shown, other = (notes, words) if self.notation else (words, notes)
        return TwoWayLine(seat, *shown(), other)

    def _words(self, seat: int, action, events) -> tuple[str, str]:
        name_of = self.table.short_name
        name = name_of(seat)
        said = [move_words(name, events, reader, name_of, self.side_name)
                for reader in (seat, None)]
        if isinstance(action, EndTurn):
            said = [f"{name} ended the turn" + (", " + s[len(name) + 1:] if s else "")
                    for s in said]
        return tuple(s or f"{name}: {action}" for s in said)

    def _notes(self, seat: int, action, events) -> tuple[str, str]:
        name = self.table.short_name(seat)
        return tuple(f"{name}: {format_moves(events, reader) or action}"
                     for reader in (seat, None))

    def revise_log(self, events) -> None:
        """A peek's steps fold into one line: the ten, the cards seen (others read
        only where they lay) and the pile the ten went under."""
        log = self.table.log
        if self.peek_events:
            self.peek_events += events
            log.pop()
            folded = self.log_line(log[-1].seat, None, self.peek_events)
            folded.move = log[-1].move  # the peek's first step: undo finds it there
            log[-1] = folded
            if any(isinstance(e, CardPlayed) for e in events):  # the ten is placed
                self.peek_events = []
        elif any(isinstance(e, TenShown) for e in events):
            self.peek_events = list(events)

    def forget_peek(self) -> None:
        """The peek under way was taken back: no more steps fold into its line."""
        self.peek_events = []

    def toggle_notation(self) -> None:
        """The log in the published notation, or in words: every line swaps."""
        self.notation = not self.notation
        log = self.table.log
        log[:] = [line.swapped() for line in log]

    # -- the table's own words ---------------------------------------------------------------

    def side_name(self, side: int) -> str:
        """A side by its players' names ("Red & Yellow" where partners play)."""
        view = self.table.view
        return " & ".join(self.table.short_name(s) for s in range(view.num_seats)
                          if view.sides[s] == side)

    def peek_title(self) -> str:
        """The title of the panel of cards seen."""
        table = self.table
        if table.view.phase != PEEK:
            return "Cards you saw"
        if table.my_turn():
            return "Peeking: choose up to three cards"
        return f"{table.seat_name(table.view.current)} is peeking"

    def keys_line(self) -> str:
        """What the keys do now, said under the buttons."""
        table = self.table
        confirm, back = table.key_label(Intent.CONFIRM), table.key_label(Intent.BACK)
        phase = table.view.phase
        if not table.my_turn():
            return "" if table.session.state.is_over else "Watch the table\u2026"
        if phase == PEEK:
            return f"Arrows choose what to look at, {confirm} looks; " \
                   "finish by putting the ten under a pile."
        if phase == RELOCATE:
            return "No markers left: choose one of yours to move to the new claim."
        if table.choosing.selected is None:
            # A click plays only where the players share the table's devices.
            click = "" if table.session.seat_devices else "; or click a lit cell to claim it"
            return f"Arrows move, {confirm} picks a card up{click}."
        return f"Choose a pile or a lit cell, {confirm} plays; {back} puts the card back."
