"""Peek and Run's results: the hand as it ended, kept on show under them (the box
stands low, so that the board and the hands turned up stay in view), and, where
partners play as a side, a line for each side."""

from __future__ import annotations

from dataclasses import replace

from game.core import HandEnded
from game.peek_and_run.board import CELL_OF
from game.peek_and_run.events import CardDrawn, CardPlayed, CellClaimed, MarkerMoved, StockRebuilt
from game.peek_and_run.view import PeekAndRunView
from scenes.screens import results
from scenes.screens.results import HAND_COLUMN, HANDS_SHOWN, STANDING_ROW, ordinal
from scenes.widgets import theme
from scenes.widgets.chart import Series
from scenes.widgets.menu import MenuList

EDGE = 8  # the results' box stands this far from the screen's foot and right side
STANDINGS_ROOM = 30 + 70 + 12 + 90 + 30  # the kit's ranked table round a name and its hands
LINE_MARGINS = 60  # a side's line, centred: room either side


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


class ResultsOverlay(results.ResultsOverlay):
    """The results, their box in the screen's bottom right corner, over the log and the
    buttons, as wide as the log: "Hand 1 over" stood over the board, hiding the line
    that won it and the hands turned up, and then over the right pile.  (Named as the
    kit's: it is this table's results overlay.)"""

    def __init__(self, app, table, event):
        super().__init__(app, table, event)
        menu = self.menu  # the kit sets it at the left of a wider box: centred here
        self.menu = MenuList(menu.items, (self.body.centerx - menu.width // 2, menu.topleft[1]),
                             width=menu.width, row_height=menu.row_height)

    def box_width(self) -> int:
        """As wide as the log, or wider, towards the right pile, where its words need
        it (seven hands' columns beside "Yellow (normal)" ran into each other)."""
        return max(theme.WIDTH - EDGE - self.table.layout["log"].x, self.words_width())

    def words_width(self) -> int:
        """The room the results' words take: the ranked table's widest name beside its
        hands' columns, or the widest line of a side."""
        text = self.app.text
        if not self.ranked:
            return max((text.font(theme.BODY_SIZE).size(words)[0]
                        for words, _ in self.score_lines()), default=0) + LINE_MARGINS
        shown = min(len(self._hands_so_far()), self.hands_shown())
        return STANDINGS_ROOM + self.widest_name() + HAND_COLUMN * shown

    def widest_name(self) -> int:
        text = self.app.text
        size = theme.BODY_SIZE - 2 if self.standing_row() == STANDING_ROW else theme.SMALL_SIZE
        won = self.event.outcome.winners if self.final else ()
        return max(text.font(size, seat in won).size(
            ("\u2605 " if seat in won else "") + self.table.seat_name(seat))[0]
            for seat in range(len(self.table.session.seats)))

    def hands_shown(self) -> int:
        """As many hands' columns as the log's column has room for (seven reached over
        the board's last column), earlier hands summed up."""
        room = theme.WIDTH - EDGE - self.table.layout["log"].x - STANDINGS_ROOM
        return max(1, min(HANDS_SHOWN, (room - self.widest_name()) // HAND_COLUMN))

    def fitted_box(self, menu_height: int):
        box = super().fitted_box(menu_height)
        box.width = self.box_width()
        box.bottomright = (theme.WIDTH - EDGE, theme.HEIGHT - EDGE)
        return box

    def _summary_lines(self) -> list[str]:
        """The summary wrapped to this box's width (the kit's box is wider)."""
        if self._wrapped_summary is None:
            self._wrapped_summary = self.app.text.wrap(self.summary(), theme.BODY_SIZE,
                                                       self.box_width() - 60)
        return self._wrapped_summary


class SideResults(ResultsOverlay):
    """Partners share their side's points, so the results rank the sides, each once
    ("1st  Red & Yellow: 2  (+1)"), not each partner as if each had made the line.
    (The kit's ranked table names a row by its seat, so the sides' rows are lines.)"""

    def sides(self) -> list[list[int]]:
        view = self.table.view
        order = sorted(set(view.sides), key=view.sides.index)
        return [[seat for seat in range(view.num_seats) if view.sides[seat] == side]
                for side in order]

    def chart_series(self) -> list[Series]:
        """A line a side (partners share one total), in its first partner's colour."""
        lines = {line.seat: line for line in super().chart_series()}
        side_name = self.table.words.side_name
        return [replace(lines[seats[0]], name=side_name(self.table.view.sides[seats[0]]))
                for seats in self.sides() if seats[0] in lines]

    def score_lines(self) -> list[tuple[str, bool]]:
        """A line a side, best first: its place ("=1st" when tied), names, total (this
        hand's points counting in) and each hand's points."""
        event = self.event
        totals = event.outcome.scores if self.final else event.totals
        sides = sorted(self.sides(), key=lambda seats: -totals[seats[0]])
        lines = []
        for seats in sides:
            first = seats[0]
            better = sum(1 for other in sides if totals[other[0]] > totals[first])
            tied = sum(1 for other in sides if totals[other[0]] == totals[first]) > 1
            won = self.final and first in event.outcome.winners
            total = totals[first] if self.final else self._tallied(totals[first],
                                                                   event.points[first])
            place = ("=" if tied else "") + ordinal(better + 1)
            name = ("\u2605 " if won else "") + \
                self.table.words.side_name(self.table.view.sides[first])
            lines.append((f"{place}  {name}: {total:g}  ({self._hands_points(first)})", won))
        return lines

    def _hands_points(self, seat: int) -> str:
        """The points of `seat`'s side in each hand so far (the last few): "hand 1:
        +1", "hands 1\u20133: +1 0 +1"."""
        hands = self._hands_so_far()[-HANDS_SHOWN:] or [self.event]
        points = " ".join(self._hand_points(hand.points[seat]) for hand in hands)
        if len(hands) == 1:
            return f"hand {hands[0].hand}: {points}"
        return f"hands {hands[0].hand}\u2013{hands[-1].hand}: {points}"

    def score_rows(self) -> int:
        return len(self.sides())
