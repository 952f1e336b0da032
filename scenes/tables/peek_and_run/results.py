"""Peek and Run's results: the hand as it ended, kept on show under them, and, where
partners play as a side, a line for each side."""

from __future__ import annotations

from dataclasses import replace

from game.core import HandEnded
from game.peek_and_run.board import CELL_OF
from game.peek_and_run.events import CardDrawn, CardPlayed, CellClaimed, MarkerMoved, StockRebuilt
from game.peek_and_run.view import PeekAndRunView
from scenes.screens.results import ResultsOverlay


def ended_hand(before: PeekAndRunView, events) -> PeekAndRunView:
    """The hand as the move that ended it left it (the rules deal the next at once):
    the last claim's marker on the board with its line, the cards played on the piles
    and drawn into hands, and the scores it made.  Nobody is to act in it."""
    board, hands = list(before.board), [list(hand) for hand in before.hands]
    seen = [list(marks) for marks in before.hand_seen]
    piles, stock = {"L": list(before.left), "R": list(before.right)}, list(before.stock)
    stock_seen = list(before.stock_seen)
    scores = before.scores
    for event in events:
        if isinstance(event, CellClaimed):
            board[CELL_OF[event.product]] = event.side
        elif isinstance(event, MarkerMoved):
            board[CELL_OF[event.from_product]] = None
            board[CELL_OF[event.to_product]] = event.side
        elif isinstance(event, CardPlayed):
            if 0 <= event.position < len(hands[event.seat]):
                hands[event.seat].pop(event.position)
                seen[event.seat].pop(event.position)
            if event.bottom:  # a peek's ten goes under its pile
                piles[event.pile].insert(0, event.card)
            else:
                piles[event.pile].append(event.card)
        elif isinstance(event, CardDrawn):
            hands[event.seat].append(event.card)
            seen[event.seat].append(())
            if stock:
                stock.pop(0)
                stock_seen.pop(0)
        elif isinstance(event, StockRebuilt):  # Recapture: the discards under the tops
            piles = {pile: cards[-1:] for pile, cards in piles.items()}
            stock, stock_seen = [None] * event.size, [()] * event.size
        elif isinstance(event, HandEnded):
            scores = tuple(event.totals[before.sides.index(side)]
                           for side in range(len(before.scores)))
    return replace(before, to_act=(), board=tuple(board), hands=tuple(map(tuple, hands)),
                   hand_seen=tuple(map(tuple, seen)), left=tuple(piles["L"]),
                   right=tuple(piles["R"]), stock=tuple(stock), stock_seen=tuple(stock_seen),
                   scores=scores, pending=None, peek_ten=None, peek_looks=())


class SideResults(ResultsOverlay):
    """Partners share their side's points, so the results count each side once
    ("Red & Yellow: 2 (+1)"), not each partner as if each had made the line."""

    def sides(self) -> list[list[int]]:
        view = self.table.view
        order = sorted(set(view.sides), key=view.sides.index)
        return [[seat for seat in range(view.num_seats) if view.sides[seat] == side]
                for side in order]

    def score_lines(self) -> list[tuple[str, bool]]:
        lines = []
        for seats in self.sides():
            first = seats[0]
            name = self.table.words.side_name(self.table.view.sides[first])
            if self.final:
                won = first in self.event.outcome.winners
                mark = "\u2605 " if won else ""
                lines.append((f"{mark}{name}: {self.event.outcome.scores[first]:g}", won))
            else:
                points = self.event.points[first]
                total = self._tallied(self.event.totals[first], points)
                lines.append((f"{name}: {total:g}  ({points:+g})", False))
        return lines

    def score_rows(self) -> int:
        return len(self.sides())
