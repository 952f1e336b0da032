"""The Peek and Run table: the board of products, two discard piles, the stock,
hands, scores and the move log in the published notation.

Choosing a move: pick a hand card, then a pile; the cell it would claim is previewed
on the board before you confirm.  A ten starts a peek: pick up to three cards to look
at (opponents' cards by position, or the stock), then the pile the ten goes under.
Action 1 ends the turn (or passes / forfeits when no move was made).
"""

from __future__ import annotations

import math

import pygame

from game.peek_and_run import board as pr_board
from game.peek_and_run.moves import (
    CardDrawn, CardPeeked, CardPlayed, CellClaimed, Claim, EndTurn, Forfeit, HandDealt,
    HandLost, Lead, LinesScored, LookHand, LookStock, MarkerMoved, Pass, PlaceTen, ShowTen,
    TakeMarker, TenShown)
from game.peek_and_run.notation import format_moves
from scenes.anim import Sprite, Tween, ease_out_back, ease_out_cubic
from scenes.input import Intent
from scenes.tables.base import LogLine, TableScene
from scenes.widgets import theme
from scenes.widgets.cards import CARD_SIZE, CardArt, draw_marker

CELL = 70
FORFEIT_CONFIRM_SECONDS = 3.0
PILE_ANCHOR = {"L": "discard_left", "R": "discard_right"}


class PeekAndRunTable(TableScene):
    layout_name = "peek_and_run"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.art = CardArt(app.text)
        self.small_art = CardArt(app.text, (48, 66))
        self.selected: int | None = None  # index of the chosen hand card
        self.cursor = 0  # hand card, pile or target under the cursor
        self.pile_cursor = "L"
        self.in_flight: set = set()  # cards drawn by sprites, not in their pile yet
        self.popping: set[int] = set()  # cells whose marker is still dropping in
        self.glowing: dict[int, float] = {}  # scored cells -> seconds of glow left
        self.peeked: list[tuple] = []  # (peeker, where, card) seen in this peek
        self.forfeit_armed = 0.0
        self._board: pygame.Surface | None = None
        self.peek_events: list = []  # the events of the peek under way, for the log

    # -- what the view shows ---------------------------------------------------------

    def my_seat(self) -> int | None:
        return self.viewer

    def phase(self) -> str:
        return self.view.phase

    def others(self) -> list[int]:
        n = self.session.state.num_seats
        me = self.viewer if self.viewer is not None else 0
        return [(me + k) % n for k in range(1, n)]

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    # -- geometry -------------------------------------------------------------------

    def cell_rect(self, cell: int) -> pygame.Rect:
        board = self.layout["board"]
        row, col = divmod(cell, pr_board.SIZE)
        return pygame.Rect(board.x + col * CELL, board.y + row * CELL, CELL - 4, CELL - 4)

    def hand_rect(self, index: int) -> pygame.Rect:
        area = self.layout["hand"]
        count = max(1, len(self.view.hands[self.bottom_seat()]))
        width = count * CARD_SIZE[0] + (count - 1) * 18
        x = area.centerx - width // 2 + index * (CARD_SIZE[0] + 18)
        return pygame.Rect(x, area.y, *CARD_SIZE)

    def opponent_card_rect(self, seat: int, index: int) -> pygame.Rect:
        area = self.layout["opponents"]
        row = self.others().index(seat)
        return pygame.Rect(area.x + 170 + index * 60, area.y + 34 + row * 128, 48, 66)

    def pile_rect(self, pile: str) -> pygame.Rect:
        return self.layout[PILE_ANCHOR[pile]]

    # -- choosing moves ---------------------------------------------------------------

    def peek_targets(self) -> list[tuple[object, pygame.Rect]]:
        """In a peek or a marker move: the legal actions and where each is on screen."""
        found = []
        for action in self.legal():
            if isinstance(action, LookHand):
                found.append((action, self.opponent_card_rect(action.seat, action.position)))
            elif isinstance(action, LookStock):
                found.append((action, self.layout["stock"]))
            elif isinstance(action, PlaceTen):
                found.append((action, self.pile_rect(action.pile)))
            elif isinstance(action, TakeMarker):
                found.append((action, self.cell_rect(pr_board.CELL_OF[action.product])))
        return found

    def card_move(self, card_index: int, pile: str):
        """The move that plays hand card `card_index` on `pile`: the legal one if there
        is one, else the move as the player means it, for the rules to refuse."""
        hand = self.view.my_hand
        if card_index >= len(hand):
            return None
        card = hand[card_index]
        # Twin cards (same colour and rank) are one move; match by what the card is.
        for action in self.legal():
            if str(getattr(action, "card", "")) == str(card) and (
                    isinstance(action, ShowTen) or getattr(action, "pile", None) == pile):
                return action
        if card.is_ten:
            return ShowTen(card)
        other = self.view.top("R" if pile == "L" else "L")
        if other is None:
            return Lead(card, pile)
        return Claim(card, pile, card.rank * other.rank)

    def preview(self):
        """The claim (or lead) that the current choice would make, for the board."""
        if self.phase() not in ("play", "second") or self.selected is None:
            return None
        return self.card_move(self.selected, self.pile_cursor)

    def handle_play(self, seat, event) -> None:
        if seat is None or seat != self.viewer:
            if event.intent in (Intent.CONFIRM, Intent.ACTION_1):
                self.explain("It is not your turn.")
            return
        if event.intent == Intent.ACTION_1:
            self._end_turn(seat)
        elif event.pos is not None and any(r.collidepoint(event.pos)
                                           for r in self.button_rects().values()):
            self._pointer(seat, event)
        elif self.phase() in ("peek", "relocate"):
            self._choose_target(seat, event)
        elif self.phase() in ("play", "second"):
            self._choose_card_and_pile(seat, event)

    def _end_turn(self, seat: int) -> None:
        legal = self.legal()
        for kind in (EndTurn, Pass):
            if kind() in legal:
                self._play(seat, kind())
                return
        if Forfeit() in legal:
            if self.forfeit_armed > 0:
                self._play(seat, Forfeit())
            else:
                self.forfeit_armed = FORFEIT_CONFIRM_SECONDS
                self.explain("You have made no move: press Action 1 again to forfeit (−1).")
            return
        self.explain("You can't end your turn now: finish the move under way.")

    def _choose_target(self, seat: int, event) -> None:
        targets = self.peek_targets()
        if not targets:
            return
        if event.pos is not None:
            for i, (_, rect) in enumerate(targets):
                if rect.collidepoint(event.pos):
                    self.cursor = i
                    if event.intent == Intent.CONFIRM:
                        self._play(seat, targets[i][0])
                    return
            return
        self.cursor %= len(targets)
        if event.intent in (Intent.LEFT, Intent.UP, Intent.PREV):
            self.cursor = (self.cursor - 1) % len(targets)
            self.app.sounds.play("move")
        elif event.intent in (Intent.RIGHT, Intent.DOWN, Intent.NEXT):
            self.cursor = (self.cursor + 1) % len(targets)
            self.app.sounds.play("move")
        elif event.intent == Intent.CONFIRM:
            self._play(seat, targets[self.cursor][0])

    def _choose_card_and_pile(self, seat: int, event) -> None:
        hand_size = len(self.view.my_hand)
        if event.pos is not None:
            self._pointer(seat, event)
            return
        if hand_size:
            self.cursor %= hand_size
        if self.selected is None:
            if event.intent in (Intent.LEFT, Intent.RIGHT, Intent.PREV, Intent.NEXT) and hand_size:
                step = -1 if event.intent in (Intent.LEFT, Intent.PREV) else 1
                self.cursor = (self.cursor + step) % hand_size
                self.app.sounds.play("move")
            elif event.intent in (Intent.CONFIRM, Intent.UP) and self.cursor < hand_size:
                self._select(seat, self.cursor)
        else:
            if event.intent in (Intent.LEFT, Intent.RIGHT):
                self.pile_cursor = "L" if event.intent == Intent.LEFT else "R"
                self.app.sounds.play("move")
            elif event.intent == Intent.CONFIRM:
                self._play(seat, self.card_move(self.selected, self.pile_cursor))
            elif event.intent in (Intent.BACK, Intent.DOWN):
                self.selected = None
                self.app.sounds.play("back")

    def button_rects(self) -> dict[str, pygame.Rect]:
        area = self.layout["hints"]
        return {"end": pygame.Rect(area.x, area.bottom - 40, 200, 36),
                "undo": pygame.Rect(area.x + 215, area.bottom - 40, 120, 36)}

    def _pointer(self, seat: int, event) -> None:
        buttons = self.button_rects()
        if event.intent == Intent.CONFIRM and buttons["end"].collidepoint(event.pos):
            self._end_turn(seat)
            return
        if event.intent == Intent.CONFIRM and buttons["undo"].collidepoint(event.pos):
            if not self._try_undo(event.device):
                self.explain("Nothing to take back: only your last move this turn, "
                             "and never a peek or a draw.")
            return
        for i in range(len(self.view.my_hand)):
            if self.hand_rect(i).collidepoint(event.pos):
                self.cursor = i
                if event.intent == Intent.CONFIRM:
                    self._select(seat, i)
                return
        for pile in ("L", "R"):
            if self.pile_rect(pile).collidepoint(event.pos):
                self.pile_cursor = pile
                if event.intent == Intent.CONFIRM:
                    if self.selected is None:
                        self.explain("Choose a card from your hand first.")
                    else:
                        self._play(seat, self.card_move(self.selected, pile))
                return

    def _select(self, seat: int, index: int) -> None:
        card = self.view.my_hand[index]
        if card.is_ten:
            self._play(seat, self.card_move(index, self.pile_cursor))
            return
        self.selected = index
        self.app.sounds.play("select")

    def _play(self, seat: int, action) -> None:
        if action is None:
            return
        if self.play(seat, action):
            self.selected = None
            self.cursor = 0
            self.forfeit_armed = 0.0

    def on_undo(self) -> None:
        self.selected = None
        self.cursor = 0
        self.in_flight.clear()
        self.popping.clear()

    def log_line(self, seat: int, action, events) -> LogLine:
        """Moves in the published notation; a peek's cards only for the peeker."""
        name = self.seat_name(seat)
        return LogLine(seat, f"{name}: {action}", f"{name}: {action}")

    def revise_log(self, events) -> None:
        """The last log line in the published notation.  A peek's steps fold into one
        line: the ten and the cards seen (others read ? for each)."""
        if not self.log:
            return
        line = self.log[-1]
        if any(isinstance(e, TenShown) for e in events):
            self.peek_events = list(events)
        elif self.peek_events and any(isinstance(e, CardPeeked) for e in events):
            self.peek_events += events
            self.log.pop()
            line = self.log[-1]
        elif self.peek_events and line.mine.endswith(("ten under L", "ten under R")):
            self.log.pop()
            self.peek_events = []
            return
        moves = self.peek_events if self.peek_events else events
        name = self.seat_name(line.seat)
        mine, public = format_moves(moves, line.seat), format_moves(moves, None)
        if mine:
            self.log[-1] = LogLine(line.seat, f"{name}: {mine}", f"{name}: {public}")

    # -- animating the rules' events ------------------------------------------------------

    def on_events(self, events) -> None:
        seen = [e.seen_by(self.viewer) for e in events]
        delay = 0.0
        for event in seen:
            delay = self._animate(event, delay)

    def _animate(self, event, delay: float) -> float:
        if isinstance(event, CardPlayed):
            self._fly_card(event, delay)
            self.app.sounds.play("card")
            return delay + 0.12
        if isinstance(event, CellClaimed):
            self._drop_marker(pr_board.CELL_OF[event.product], event.side, delay + 0.25)
            return delay + 0.3
        if isinstance(event, MarkerMoved):
            self._drop_marker(pr_board.CELL_OF[event.to_product], event.side, delay)
            return delay + 0.2
        if isinstance(event, CardDrawn):
            self._fly_draw(event, delay)
            return delay + 0.15
        if isinstance(event, CardPeeked):
            if event.seat == self.viewer and event.card is not None:
                where = (f"{self.seat_name(event.owner)}'s card {event.position + 1}"
                         if event.source == "O" else f"stock, {event.position + 1} from the top")
                self.peeked.append((event.seat, where, event.card))
            return delay
        if isinstance(event, TenShown):
            self.peeked = []
            self.app.sounds.play("select")
            return delay
        if isinstance(event, LinesScored):
            cells = {pr_board.CELL_OF[p] for line in event.lines for p in line}
            self._light_up(cells, delay + 0.3)
            self.app.sounds.play("score")
            return delay + 1.6
        if isinstance(event, HandDealt):
            self.peeked = []
            self.glowing.clear()
            return delay
        if isinstance(event, HandLost):
            self.explain(f"{self.seat_name(event.seat)} loses the hand: {event.reason}")
        return delay

    def _fly_card(self, event: CardPlayed, delay: float) -> None:
        if event.seat == self.bottom_seat():
            start = self.hand_rect(event.position).topleft
        elif event.seat in self.others():
            start = self.opponent_card_rect(event.seat, event.position).topleft
        else:
            start = self.layout["stock"].topleft
        end = self.pile_rect(event.pile).topleft
        card = event.card
        self.in_flight.add(card)
        image = self.card_image(card)
        hidden = event.seat != self.viewer
        back = self.art.back()

        def draw(surface, pos, progress):
            if not hidden:
                surface.blit(image, pos)
                return
            # a card from a hidden hand turns over on its way to the pile
            face_up = progress >= 0.5
            width = max(1, int(CARD_SIZE[0] * abs(1 - 2 * progress)))
            squeezed = pygame.transform.scale(image if face_up else back, (width, CARD_SIZE[1]))
            surface.blit(squeezed, (pos[0] + (CARD_SIZE[0] - width) // 2, pos[1]))

        def land():
            self.in_flight.discard(card)
        self.anim.add(Sprite(Tween(start, end, 0.35, ease_out_cubic, delay, on_done=land), draw))

    def _drop_marker(self, cell: int, side: int, delay: float) -> None:
        self.popping.add(cell)
        rect = self.cell_rect(cell)

        def draw(surface, scale, progress):
            draw_marker(surface, rect.center, max(4, int(22 * scale)), side)

        def land():
            self.popping.discard(cell)
            self.app.sounds.play("mark")
        self.anim.add(Sprite(Tween(2.0, 1.0, 0.3, ease_out_back, delay, on_done=land), draw))

    def _light_up(self, cells: set[int], delay: float) -> None:
        """A scored line pulses gold; results wait until it has been seen."""
        rects = [self.cell_rect(c) for c in cells]

        def draw(surface, glow, progress):
            width = 3 + int(3 * abs(math.sin(progress * math.pi * 3)))
            for rect in rects:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), width, border_radius=8)
        self.anim.add(Sprite(Tween(0.0, 1.0, 1.5, delay=delay), draw))
        for cell in cells:
            self.glowing[cell] = 1.5 + delay + 2.0

    def _fly_draw(self, event: CardDrawn, delay: float) -> None:
        seat = event.seat
        if seat == self.bottom_seat():
            index = len(self.view.hands[seat]) - 1
            end = self.hand_rect(max(index, 0)).topleft
        elif seat in self.others():
            end = self.opponent_card_rect(seat, len(self.view.hands[seat]) - 1).topleft
        else:
            return
        back = self.art.back()
        self.anim.add(Sprite(Tween(self.layout["stock"].topleft, end, 0.3, ease_out_cubic,
                                   delay), lambda s, pos, p: s.blit(back, pos)))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.forfeit_armed = max(0.0, self.forfeit_armed - dt)
        for cell in list(self.glowing):
            self.glowing[cell] -= dt
            if self.glowing[cell] <= 0:
                del self.glowing[cell]

    # -- drawing --------------------------------------------------------------------------

    def card_image(self, card, small: bool = False) -> pygame.Surface:
        art = self.small_art if small else self.art
        if card is None:
            return art.back()
        label = "10" if card.is_ten else ("A" if card.rank == 1 else str(card.rank))
        return art.face(label, card.suit, card.colour == "R",
                        self.app.prefs.colour_blind_patterns)

    def draw_table(self, surface) -> None:
        view = self.view
        self._draw_board(surface, view)
        self._draw_piles(surface, view)
        self._draw_hand(surface, view)
        self._draw_opponents(surface, view)
        self._draw_scores(surface, view)
        self._draw_peek(surface, view)
        self._draw_targets(surface)
        self._draw_hints(surface)
        self.draw_log(surface, lines=18)

    def _board_surface(self) -> pygame.Surface:
        """The empty board, cells and products, drawn once."""
        if self._board is None:
            area = self.layout["board"]
            self._board = pygame.Surface(area.size, pygame.SRCALPHA)
            for cell in range(36):
                rect = self.cell_rect(cell).move(-area.x, -area.y)
                pygame.draw.rect(self._board, theme.FELT_LIGHT, rect, border_radius=6)
                self.app.text.draw(self._board, pr_board.cell_label(cell), rect.center,
                                   theme.BODY_SIZE, theme.INK, anchor="center")
        return self._board

    def _draw_board(self, surface, view) -> None:
        text = self.app.text
        surface.blit(self._board_surface(), self.layout["board"])
        preview = self.preview()
        preview_cell = None
        if isinstance(preview, Claim) and preview.product in pr_board.CELL_OF:
            preview_cell = pr_board.CELL_OF[preview.product]
        legal = self.legal()
        for cell in range(36):
            rect = self.cell_rect(cell)
            owner = view.board[cell]
            if cell in self.glowing:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 4, border_radius=8)
            if owner is not None and cell not in self.popping:
                draw_marker(surface, rect.center, 22, owner)
                text.draw(surface, pr_board.cell_label(cell), rect.center, theme.SMALL_SIZE,
                          theme.INK, bold=True, anchor="center", shadow=True)
            if cell == preview_cell:
                ok = preview in legal
                colour = theme.GOLD if ok else theme.ALERT
                pygame.draw.rect(surface, colour, rect.inflate(6, 6), 4, border_radius=8)
                if not ok:
                    pygame.draw.line(surface, theme.ALERT, rect.topleft, rect.bottomright, 3)

    def _draw_piles(self, surface, view) -> None:
        text = self.app.text
        for pile, cards in (("L", view.left), ("R", view.right)):
            rect = self.pile_rect(pile)
            shown = [c for c in cards if c not in self.in_flight]
            surface.blit(self.card_image(shown[-1]) if shown else self.art.slot(), rect)
            name = "Left" if pile == "L" else "Right"
            text.draw(surface, f"{name} ({len(cards)})", (rect.centerx, rect.bottom + 4),
                      theme.SMALL_SIZE, theme.INK_DIM, anchor="midtop")
            if self.selected is not None and self.pile_cursor == pile:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), 3, border_radius=10)
        stock = self.layout["stock"]
        surface.blit(self.art.back() if view.stock else self.art.slot(), stock)
        text.draw(surface, f"Stock {len(view.stock)}", (stock.centerx, stock.bottom + 4),
                  theme.SMALL_SIZE, theme.INK_DIM, anchor="midtop")

    def _draw_hand(self, surface, view) -> None:
        seat = self.bottom_seat()
        hand = view.hands[seat]
        choosing = self.phase() in ("play", "second") and self.viewer in view.to_act
        for i, card in enumerate(hand):
            rect = self.hand_rect(i)
            if i == self.selected:
                rect.y -= 18
            surface.blit(self.card_image(card), rect)
            if choosing and i == self.cursor and self.selected is None:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), 3, border_radius=10)
            if i == self.selected:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), 4, border_radius=10)

    def _draw_opponents(self, surface, view) -> None:
        text = self.app.text
        area = self.layout["opponents"]
        for row, seat in enumerate(self.others()):
            y = area.y + row * 128
            draw_marker(surface, (area.x + 16, y + 14), 11, view.sides[seat])
            text.draw(surface, self.seat_name(seat), (area.x + 34, y + 4), theme.BODY_SIZE,
                      theme.INK, bold=seat in view.to_act)
            for i, card in enumerate(view.hands[seat]):
                rect = self.opponent_card_rect(seat, i)
                surface.blit(self.card_image(card, small=True), rect)
                if card is not None:
                    text.draw(surface, "seen", (rect.centerx, rect.bottom + 2), 16, theme.GOLD,
                              anchor="midtop")

    def _draw_scores(self, surface, view) -> None:
        text = self.app.text
        rect = self.layout["scores"]
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((*theme.PANEL, 170))
        surface.blit(panel, rect)
        match = view.option["match"]
        goal = (f"first to {view.option['target']}" if match == "points"
                else f"{view.option['rounds']} rounds")
        text.draw(surface, f"Hand {view.hands_dealt} \u2014 {goal}", (rect.x + 12, rect.y + 8),
                  theme.SMALL_SIZE, theme.GOLD)
        sides = sorted(set(view.sides))
        for row, side in enumerate(sides):
            seats = [s for s in range(view.num_seats) if view.sides[s] == side]
            names = " & ".join(self.seat_name(s) for s in seats)
            y = rect.y + 40 + row * 30
            draw_marker(surface, (rect.x + 20, y + 10), 10, side)
            text.draw(surface, names, (rect.x + 38, y), theme.SMALL_SIZE + 2, theme.INK)
            text.draw(surface, str(view.scores[side]), (rect.right - 12, y), theme.BODY_SIZE,
                      theme.GOLD, bold=True, anchor="topright")
            left = view.markers_left(side)
            if left is not None:
                text.draw(surface, f"{left} markers", (rect.right - 40, y + 2),
                          theme.SMALL_SIZE - 2, theme.INK_DIM, anchor="topright")

    def _draw_peek(self, surface, view) -> None:
        text = self.app.text
        rect = self.layout["peek"]
        seen = [(where, card) for peeker, where, card in self.peeked if peeker == self.viewer]
        if not seen and self.phase() != "peek":
            return
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((*theme.PANEL, 200))
        surface.blit(panel, rect)
        text.draw(surface, self.peek_title(), (rect.x + 12, rect.y + 8), theme.SMALL_SIZE + 2,
                  theme.GOLD)
        for i, (where, card) in enumerate(seen[-3:]):
            x = rect.x + 12 + i * 150
            surface.blit(self.card_image(card, small=True), (x, rect.y + 40))
            for j, line in enumerate(text.wrap(where, theme.SMALL_SIZE - 2, 88)):
                text.draw(surface, line, (x + 54, rect.y + 44 + j * 18), theme.SMALL_SIZE - 2,
                          theme.INK)

    def peek_title(self) -> str:
        if self.phase() != "peek":
            return "You saw"
        if self.viewer is not None and self.viewer in self.view.to_act:
            return "Peeking: choose up to three cards"
        return f"{self.seat_name(self.view.current)} is peeking"

    def _draw_targets(self, surface) -> None:
        if self.phase() not in ("peek", "relocate") or self.viewer not in self.view.to_act:
            return
        targets = self.peek_targets()
        if not targets:
            return
        self.cursor %= len(targets)
        for i, (action, rect) in enumerate(targets):
            colour = theme.GOLD if i == self.cursor else (200, 200, 200)
            pygame.draw.rect(surface, colour, rect.inflate(8, 8), 3 if i == self.cursor else 1,
                             border_radius=8)
        action, rect = targets[self.cursor]
        self.app.text.draw(surface, str(action), (rect.centerx, rect.y - 6), theme.SMALL_SIZE,
                           theme.GOLD, anchor="midbottom", shadow=True)

    def _draw_hints(self, surface) -> None:
        text = self.app.text
        rect = self.layout["hints"]
        phase = self.phase()
        if self.viewer is None or self.viewer not in self.view.to_act:
            lines = ["Watch the table\u2026"]
        elif phase == "peek":
            lines = ["\u2190 \u2192 choose what to look at, Enter / A to look",
                     "finish by putting the ten under a pile"]
        elif phase == "relocate":
            lines = ["No markers left: choose one of yours to move"]
        elif self.selected is None:
            lines = ["\u2190 \u2192 choose a card, Enter / A to pick it up",
                     "or click a card, then a pile.   Esc: pause"]
        else:
            lines = ["\u2190 \u2192 choose the pile, Enter / A to play",
                     "Backspace / B: put the card back"]
        for i, line in enumerate(lines):
            text.draw(surface, line, (rect.x, rect.y - 4 + i * 24), theme.SMALL_SIZE + 2,
                      theme.INK if i == 0 else theme.INK_DIM)
        if self.viewer is not None and self.viewer in self.view.to_act:
            legal = self.legal()
            end_label = ("End turn (X)" if EndTurn() in legal else
                         "Pass (X)" if Pass() in legal else
                         "Forfeit (X)" if Forfeit() in legal else "End turn (X)")
            labels = {"end": end_label, "undo": "Undo (C)"}
            ends = any(a in legal for a in (EndTurn(), Pass(), Forfeit()))
            for name, button in self.button_rects().items():
                live = ends if name == "end" else self.session.can_undo(self.viewer)
                pygame.draw.rect(surface, theme.PANEL, button, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD if live else theme.INK_DIM, button, 2,
                                 border_radius=8)
                text.draw(surface, labels[name], button.center, theme.SMALL_SIZE,
                          theme.INK if live else theme.INK_DIM, anchor="center")


TABLE = PeekAndRunTable
