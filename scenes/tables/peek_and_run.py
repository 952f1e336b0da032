"""The Peek and Run table: the board of products, two discard piles, the stock, your
hand, the opponents' hands, scores, the cards you have seen and the move log (in
words, or in the published notation).

Choosing a move: pick a hand card, then a pile (or click a lit board cell to claim it
straight away); the cell a pile would claim is marked on the board before you confirm.
A ten starts a peek: pick up to three cards to look at (opponents' cards by position,
or the stock), then the pile the ten goes under.  Action 1 ends the turn (or passes /
forfeits when no move was made).
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.peek_and_run import board as pr_board
from game.peek_and_run.actions import (Claim, EndTurn, Forfeit, Lead, LookHand, LookStock, Pass,
    PlaceTen, ShowTen, other_pile)
from game.peek_and_run.events import (CardDrawn, CardPeeked, CardPlayed, CellClaimed, HandDealt,
    HandLost, LinesScored, MarkerMoved, TenShown)
from game.peek_and_run.notation import format_moves
from game.peek_and_run.rules import PEEK, PLAY, RELOCATE, SECOND
from scenes.anim import Sprite, Tween, ease_out_back, ease_out_cubic
from scenes.input import Intent
from scenes.tables.base import TableScene
from scenes.tables.peek_and_run_words import (
    PILE_NAMES, TwoWayLine, action_words, card_label, card_words, move_words, refusal_words,
    where_words)
from scenes.tables.targets import Target
from scenes.widgets import theme
from scenes.widgets.badge import draw_badge
from scenes.widgets.button import Button
from scenes.widgets.cards import (
    CARD_SIZE, DIMMED, HOVER, LIFT, NORMAL, SELECTED, CardArt, draw_card, draw_flip,
    draw_marker)
from scenes.widgets.panel import draw_panel
from scenes.widgets.rows import fan
from scenes.widgets.still import Part

CELL = 70
FORFEIT_CONFIRM_SECONDS = 3.0
PILE_ANCHOR = {"L": "discard_left", "R": "discard_right"}
CHOOSING = (PLAY, SECOND)  # a card, then a pile (or a cell)
POINTING = (PEEK, RELOCATE)  # every step is a thing on the table


class PeekAndRunTable(TableScene):
    layout_name = "peek_and_run"
    ANCHORS = ("status", "log", "buttons", "hints", "board", "discard_left",
               "discard_right", "stock", "hand", "opponents", "peek", "scores")

    def __init__(self, app, session):
        super().__init__(app, session)
        self.art = CardArt(app.text)
        self.arts: dict[tuple, CardArt] = {CARD_SIZE: self.art}
        self.selected: int | None = None  # index of the chosen hand card
        self.in_flight: set = set()  # cards drawn by sprites, not in their pile yet
        self.popping: set[int] = set()  # cells whose marker is still dropping in
        self.glowing: dict[int, float] = {}  # scored cells -> seconds of glow left
        self.peeked: list[tuple] = []  # (peeker, where, card) seen this hand
        self.forfeit_armed = 0.0
        self.notation = False  # the log in the published notation instead of words
        self._board: pygame.Surface | None = None
        self.peek_events: list = []  # the events of the peek under way, for the log
        self._turn: tuple | None = None  # (viewer, seat to play, hand): a new one resets

    # -- who sits where -----------------------------------------------------------------

    def phase(self) -> str:
        return self.view.phase

    def others(self) -> list[int]:
        n = self.session.state.num_seats
        me = self.bottom_seat()
        return [(me + k) % n for k in range(1, n)]

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def side_name(self, side: int) -> str:
        view = self.view
        return " & ".join(self.short_name(s) for s in range(view.num_seats)
                          if view.sides[s] == side)

    # -- geometry -------------------------------------------------------------------

    def cell_rect(self, cell: int) -> pygame.Rect:
        board = self.layout["board"]
        row, col = divmod(cell, pr_board.SIZE)
        return pygame.Rect(board.x + col * CELL, board.y + row * CELL, CELL - 4, CELL - 4)

    def hand_rect(self, index: int) -> pygame.Rect:
        count = len(self.view.hands[self.bottom_seat()])
        rects = fan(self.layout["hand"], max(count, index + 1), CARD_SIZE, 18)
        return rects[index]

    def opponent_row(self, seat: int) -> pygame.Rect:
        area = self.layout["opponents"]
        others = self.others()
        height = area.height // max(1, len(others))
        return pygame.Rect(area.x, area.y + others.index(seat) * height, area.width,
                           height - 8)

    def opponent_card_size(self) -> tuple[int, int]:
        height = min(CARD_SIZE[1], self.opponent_row(self.others()[0]).height - 12)
        return round(height * CARD_SIZE[0] / CARD_SIZE[1]), height

    def opponent_card_rect(self, seat: int, index: int) -> pygame.Rect:
        row = self.opponent_row(seat)
        area = pygame.Rect(row.x + 200, row.y, row.width - 200, row.height)
        count = max(len(self.view.hands[seat]), index + 1)
        return fan(area, count, self.opponent_card_size(), 10)[index]

    def pile_rect(self, pile: str) -> pygame.Rect:
        return self.layout[PILE_ANCHOR[pile]]

    def action_rect(self, action) -> pygame.Rect:
        if isinstance(action, LookHand):
            return self.opponent_card_rect(action.seat, action.position)
        if isinstance(action, LookStock):
            return self.layout["stock"]
        if isinstance(action, PlaceTen):
            return self.pile_rect(action.pile)
        return self.cell_rect(pr_board.CELL_OF[action.product])  # TakeMarker, Claim

    # -- what can be chosen ---------------------------------------------------------

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
        other = self.view.top(other_pile(pile))
        if other is None:
            return Lead(card, pile)
        return Claim(card, pile, card.rank * other.rank)

    def refusal(self, action) -> str:
        return refusal_words(action, self.view, self.viewer, self.side_name)

    def build_targets(self) -> list[Target]:
        if self.phase() in POINTING:
            return [Target(("step", str(a)), self.action_rect(a), action=a,
                           preview=action_words(a, self.short_name)) for a in self.legal()]
        if self.phase() not in CHOOSING:
            return []
        return self._hand_targets() + self._pile_targets() + self._cell_targets()

    def _hand_targets(self) -> list[Target]:
        targets = []
        for i, card in enumerate(self.view.my_hand):
            key, rect = ("hand", i), self.hand_rect(i)
            if card.is_ten:
                ten = self.card_move(i, "L")
                allowed = ten in self.legal()
                targets.append(Target(key, rect, action=ten if allowed else None,
                                      preview=action_words(ten, self.short_name),
                                      refusal="" if allowed else self.refusal(ten), group="hand"))
            else:
                chosen = i == self.selected
                targets.append(Target(key, rect, on_choose=lambda i=i: self.select(i),
                                      preview="Put it back" if chosen else
                                      f"Pick up {card_words(card)}", group="hand"))
        return targets

    def _pile_targets(self) -> list[Target]:
        targets = []
        for pile in "LR":
            key, rect = ("pile", pile), self.pile_rect(pile)
            if self.selected is None:
                targets.append(Target(key, rect, refusal="Choose a card from your hand first.",
                                      group="pile"))
                continue
            move = self.card_move(self.selected, pile)
            allowed = move in self.legal()
            targets.append(Target(key, rect, action=move if allowed else None,
                                  preview=action_words(move, self.short_name),
                                  refusal="" if allowed else self.refusal(move), group="pile"))
        return targets

    def _cell_targets(self) -> list[Target]:
        """Cells a hand card claims now (the chosen card's alone once one is chosen)."""
        hand = self.view.my_hand
        chosen = str(hand[self.selected]) if self.selected is not None else None
        targets: dict[int, Target] = {}
        for action in self.legal():
            if not isinstance(action, Claim) or chosen not in (None, str(action.card)):
                continue
            cell = pr_board.CELL_OF[action.product]
            targets.setdefault(cell, Target(("cell", cell), self.cell_rect(cell), action=action,
                                            preview=action_words(action, self.short_name),
                                            group="cell"))
        return list(targets.values())

    def hint_keys(self, action) -> list:
        """A card for a pile is picked up first, then laid; ending the turn is a button."""
        if isinstance(action, (EndTurn, Pass, Forfeit)):
            return [("button", "end")]
        keys = super().hint_keys(action)
        hand = [str(card) for card in self.view.my_hand]
        card = str(getattr(action, "card", ""))
        if keys or not hasattr(action, "pile") or card not in hand:
            return keys
        return [("hand", hand.index(card)), ("pile", action.pile)]

    def choice_key(self) -> tuple:
        return (self.selected,)

    def select(self, index: int) -> None:
        """Pick a hand card up (or put it back); the cursor goes to a pile it can go on."""
        if self.selected == index:
            self.selected = None
            return
        self.selected = index
        piles = [p for p in "LR" if self.card_move(index, p) in self.legal()] or ["L"]
        self.targets.point_at(("pile", piles[0]))

    def handle_other(self, seat: int, event) -> None:
        if event.intent == Intent.BACK and self.selected is not None:
            self.targets.point_at(("hand", self.selected))  # back where the card lies
            self.selected = None
            self.app.sounds.play("back")

    def after_move(self) -> None:
        self.selected = None
        self.forfeit_armed = 0.0
        self.targets.point_at(None)  # the first thing to choose next, not a stale pile

    def on_undo(self) -> None:
        self.after_move()
        self.peek_events = []
        self.in_flight.clear()
        self.popping.clear()

    # -- buttons --------------------------------------------------------------------

    def table_buttons(self) -> list[Button]:
        legal = self.legal()
        ending = next((a for a in (EndTurn(), Pass(), Forfeit()) if a in legal), None)
        label = {Pass(): "Pass", Forfeit(): "Forfeit"}.get(ending, "End turn")
        buttons = [Button("end", label, self._end_turn, Intent.ACTION_1,
                          enabled=ending is not None and self.my_turn())]
        undo = self.undo_button()
        if undo:
            buttons.append(undo)
        style = "Words" if self.notation else "Notation"
        buttons.append(Button("notation", style, self.toggle_notation, Intent.PREV))
        return buttons

    def _end_turn(self) -> None:
        legal, seat = self.legal(), self.viewer
        for move in (EndTurn(), Pass()):
            if move in legal:
                self.play_chosen(seat, move)
                return
        if Forfeit() not in legal:
            self.explain("You can't end your turn now: finish the move under way.")
        elif self.forfeit_armed > 0:
            self.play_chosen(seat, Forfeit())
        else:
            self.forfeit_armed = FORFEIT_CONFIRM_SECONDS
            self.explain(f"You have made no move: press {self.key_label(Intent.ACTION_1)} "
                         "again to forfeit the hand (\u22121).")

    def toggle_notation(self) -> None:
        """The log in the published notation, or in words: every line swaps."""
        self.notation = not self.notation
        self.log = [line.swapped() for line in self.log]

    # -- the log --------------------------------------------------------------------

    def log_line(self, seat: int, action, events) -> TwoWayLine:
        words = self._words(seat, action, events)
        notes = self._notes(seat, action, events)
        first, second = (notes, words) if self.notation else (words, notes)
        return TwoWayLine(seat, *first, *second)

    def _words(self, seat: int, action, events) -> tuple[str, str]:
        name = self.short_name(seat)
        said = [move_words(name, events, reader, self.short_name, self.side_name)
                for reader in (seat, None)]
        if isinstance(action, EndTurn):
            said = [f"{name} ended the turn" + (", " + s[len(name) + 1:] if s else "")
                    for s in said]
        return tuple(s or f"{name}: {action}" for s in said)

    def _notes(self, seat: int, action, events) -> tuple[str, str]:
        name = self.short_name(seat)
        return tuple(f"{name}: {format_moves(events, reader) or action}"
                     for reader in (seat, None))

    def revise_log(self, events) -> None:
        """A peek's steps fold into one line: the ten, the cards seen (others read
        only where they lay) and the pile the ten went under."""
        if self.peek_events:
            self.peek_events += events
            self.log.pop()
            self.log[-1] = self.log_line(self.log[-1].seat, None, self.peek_events)
            if any(isinstance(e, CardPlayed) for e in events):  # the ten is placed
                self.peek_events = []
        elif any(isinstance(e, TenShown) for e in events):
            self.peek_events = list(events)

    # -- animating the rules' events ------------------------------------------------------

    def on_events(self, events) -> None:
        delay = 0.0
        for event in (e.seen_by(self.viewer) for e in events):
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
        if isinstance(event, CardPeeked) and event.seat == self.viewer and event.card:
            owner = self.short_name(event.owner) if event.owner is not None else ""
            where = where_words(event.source, owner, event.position)
            self.peeked.append((event.seat, where, event.card))
            self.app.sounds.play("flip")
        elif isinstance(event, TenShown):
            self.app.sounds.play("select")
        elif isinstance(event, LinesScored):
            cells = {pr_board.CELL_OF[p] for line in event.lines for p in line}
            self._light_up(cells, delay + 0.3)
            self.app.sounds.play("score")
            return delay + 1.6
        elif isinstance(event, HandDealt):
            self.peeked = []
            self.glowing.clear()
        elif isinstance(event, HandLost):
            self.explain(f"{self.seat_name(event.seat)} loses the hand: {event.reason}")
        return delay

    def _fly_card(self, event: CardPlayed, delay: float) -> None:
        if event.seat == self.bottom_seat() and event.position >= 0:
            start = self.hand_rect(event.position).topleft
        elif event.seat in self.others() and event.position >= 0:
            start = self.opponent_card_rect(event.seat, event.position).topleft
        else:
            start = self.layout["stock"].topleft
        card = event.card
        self.in_flight.add(card)
        image, back = self.card_image(card), self.art.back()
        hidden = event.seat != self.viewer

        def draw(surface, pos, progress):
            if hidden:  # a card from a hidden hand turns over on its way to the pile
                draw_flip(surface, back, image, pos, progress)
            else:
                surface.blit(image, pos)

        def land():
            self.in_flight.discard(card)
        end = self.pile_rect(event.pile).topleft
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
        count = len(self.view.hands[seat])
        if seat == self.bottom_seat():
            end = self.hand_rect(max(count - 1, 0)).topleft
        elif seat in self.others():
            end = self.opponent_card_rect(seat, max(count - 1, 0)).topleft
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
        turn = (self.viewer, self.view.current, self.view.hands_dealt)
        if turn != self._turn:  # a new turn, or another player at the screen
            self._turn = turn
            self.after_move()
            if self.shown_hint() is not None:  # asked for in this very frame
                self.point_at_hint()

    # -- drawing --------------------------------------------------------------------------

    def card_image(self, card, size=CARD_SIZE) -> pygame.Surface:
        art = self.arts.get(size) or self.arts.setdefault(size, CardArt(self.app.text, size))
        if card is None:
            return art.back()
        return art.face(card_label(card), card.suit, card.colour == "R",
                        self.app.prefs.colour_blind_patterns)

    def still_parts(self) -> list[Part]:
        """Everything but the cursor (and its tip) is kept until its key changes."""
        view = self.view
        layout = self.layout
        cards = (self.app.prefs.colour_blind_patterns,)
        board = layout["board"].inflate(16, 16)
        piles = self.pile_rect("L").unionall([self.pile_rect("R"), layout["stock"]])
        hand = view.hands[self.bottom_seat()]
        return super().still_parts() + [
            Part("board", board, self._board_key(view), partial(self._draw_board, view=view)),
            Part("piles", piles.inflate(40, 60),
                 (view.left, view.right, len(view.stock), frozenset(self.in_flight), cards),
                 partial(self._draw_piles, view=view)),
            Part("hand", layout["hand"].inflate(40, 2 * LIFT + 24), self._hand_key(hand) + cards,
                 partial(self._draw_hand, view=view)),
            *self._opponent_parts(view),
            Part("scores", layout["scores"].inflate(4, 4), self._scores_key(view),
                 partial(self._draw_scores, view=view)),
            Part("seen", layout["peek"], (self.peek_title(), self._seen()) + cards,
                 self._draw_seen),
            Part("hints", layout["hints"].inflate(0, 30), (self._hints_line(),),
                 self._draw_hints),
            self.log_part(14),
        ]

    def draw_table(self, surface) -> None:
        if self.my_turn():
            self.draw_target_cursor(surface)

    def _board_key(self, view) -> tuple:
        claimable = frozenset(t.key[1] for t in self.targets.items if t.group == "cell") \
            if self.my_turn() else frozenset()
        return (view.board, frozenset(self.glowing), frozenset(self.popping), claimable,
                self.previewed_claim())

    def _hand_key(self, hand) -> tuple:
        choosing = self.my_turn() and self.phase() in CHOOSING
        current = self.targets.current if choosing else None
        playable = frozenset(str(getattr(a, "card", "")) for a in self.legal())
        return (tuple(hand), self.selected, current.key if current else None, choosing,
                playable if choosing else None)

    def _opponent_parts(self, view) -> list[Part]:
        parts = []
        for seat in self.others():
            row = self.opponent_row(seat)
            badge = self.badge(seat, detail=f"{len(view.hands[seat])} cards")
            box = pygame.Rect(row.x, row.y, 190, min(row.height, 90))
            hand = self.seat_view(seat).hands[seat] if self.open_hands else view.hands[seat]
            cards = pygame.Rect(row.x + 196, row.y - 4, row.width - 192, row.height + 30)
            parts += [self.badge_part(f"badge:{seat}", box, badge),
                      Part(f"cards:{seat}", cards,
                           (tuple(hand), tuple(c is not None for c in view.hands[seat]),
                            self.app.prefs.colour_blind_patterns),
                           partial(self._draw_opponent_cards, seat=seat, hand=hand))]
        return parts

    def _scores_key(self, view) -> tuple:
        thinking = self.thinking["seat"] if self.thinking else None
        dots = int(self.clock * 3) % 3 if thinking is not None else 0
        return (view.hands_dealt, tuple(sorted(view.option.items())), view.scores, view.sides,
                view.to_act, self.viewer, thinking, dots,
                tuple(view.markers_left(side) for side in sorted(set(view.sides))))

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

    def previewed_claim(self) -> tuple[int, bool] | None:
        """The cell the target under the cursor would claim, and whether it may."""
        target = self.targets.current if self.my_turn() else None
        if target is None or target.group not in ("pile", "cell"):
            return None
        move = target.action
        if move is None and self.selected is not None:
            move = self.card_move(self.selected, target.key[1])
        if not isinstance(move, Claim):
            return None
        return pr_board.CELL_OF[move.product], target.allowed

    def _draw_board(self, surface, view) -> None:
        text = self.app.text
        surface.blit(self._board_surface(), self.layout["board"])
        claimable = {t.key[1] for t in self.targets.items if t.group == "cell"} \
            if self.my_turn() else set()
        for cell in range(36):
            rect = self.cell_rect(cell)
            owner = view.board[cell]
            if cell in self.glowing:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 4, border_radius=8)
            elif cell in claimable:
                pygame.draw.rect(surface, theme.INK_DIM, rect, 2, border_radius=6)
            if owner is not None and cell not in self.popping:
                draw_marker(surface, rect.center, 22, owner)
                text.draw(surface, pr_board.cell_label(cell), rect.center, theme.SMALL_SIZE,
                          theme.INK, bold=True, anchor="center", shadow=True)
        preview = self.previewed_claim()
        if preview:
            rect = self.cell_rect(preview[0])
            colour = theme.GOLD if preview[1] else theme.ALERT
            pygame.draw.rect(surface, colour, rect.inflate(6, 6), 4, border_radius=8)
            if not preview[1]:
                pygame.draw.line(surface, theme.ALERT, rect.topleft, rect.bottomright, 3)

    def _draw_piles(self, surface, view) -> None:
        text = self.app.text
        for pile, cards in (("L", view.left), ("R", view.right)):
            rect = self.pile_rect(pile)
            shown = [c for c in cards if c not in self.in_flight]
            if shown:
                draw_card(surface, self.card_image(shown[-1]), rect)
            else:
                surface.blit(self.art.slot(), rect)
            text.draw(surface, f"{PILE_NAMES[pile].title()} ({len(cards)})",
                      (rect.centerx, rect.bottom + 4), theme.SMALL_SIZE, theme.INK_DIM,
                      anchor="midtop")
        stock = self.layout["stock"]
        if view.stock:
            draw_card(surface, self.art.back(), stock)
        else:
            surface.blit(self.art.slot(), stock)
        text.draw(surface, f"Stock {len(view.stock)}", (stock.centerx, stock.bottom + 4),
                  theme.SMALL_SIZE, theme.INK_DIM, anchor="midtop")

    def _draw_hand(self, surface, view) -> None:
        choosing = self.my_turn() and self.phase() in CHOOSING
        current = self.targets.current if choosing else None
        playable = {str(getattr(a, "card", "")) for a in self.legal()}
        for i, card in enumerate(view.hands[self.bottom_seat()]):
            state = NORMAL
            if i == self.selected:
                state = SELECTED
            elif current is not None and current.key == ("hand", i):
                state = HOVER
            elif choosing and str(card) not in playable:
                state = DIMMED
            draw_card(surface, self.card_image(card), self.hand_rect(i), state)

    def _draw_opponent_cards(self, surface, seat: int, hand) -> None:
        size = self.opponent_card_size()
        view = self.view
        for i, card in enumerate(hand):
            rect = self.opponent_card_rect(seat, i)
            draw_card(surface, self.card_image(card, size), rect)
            if view.hands[seat][i] is not None:
                self.app.text.draw(surface, "seen", (rect.centerx, rect.bottom + 2), 16,
                                   theme.GOLD, anchor="midtop")

    def _draw_scores(self, surface, view) -> None:
        text = self.app.text
        rect = self.layout["scores"]
        option = view.option
        goal = (f"first to {option['target']}" if option["match"] == "points"
                else f"{option['rounds']} rounds")
        text.draw(surface, f"Hand {view.hands_dealt} \u2014 {goal}", (rect.x + 4, rect.y),
                  theme.SMALL_SIZE, theme.GOLD)
        sides = sorted(set(view.sides))
        height = min(70, (rect.height - 30) // len(sides) - 6)
        for row, side in enumerate(sides):
            seats = [s for s in range(view.num_seats) if view.sides[s] == side]
            left = view.markers_left(side)
            badge = self.badge(seats[0], score=f"{view.scores[side]} pts",
                               detail="" if left is None else f"{left} markers left")
            badge.name = self.side_name(side)
            badge.on_turn = any(s in view.to_act for s in seats)
            badge.you = self.viewer in seats
            box = pygame.Rect(rect.x, rect.y + 30 + row * (height + 6), rect.width, height)
            draw_badge(surface, text, box, badge, self.clock)

    def _draw_seen(self, surface) -> None:
        """The cards the viewer has peeked at this hand, newest first."""
        text = self.app.text
        rect = self.layout["peek"]
        draw_panel(surface, rect, 170)
        text.draw(surface, self.peek_title(), (rect.x + 10, rect.y + 6), theme.SMALL_SIZE,
                  theme.GOLD)
        seen = self._seen()
        if not seen:
            for i, line in enumerate(self.wrap("A ten lets you look at up to three cards: "
                                               "opponents' or the stock's.", rect.width - 20)):
                text.draw(surface, line, (rect.x + 10, rect.y + 36 + i * 22),
                          theme.SMALL_SIZE - 2, theme.INK_DIM)
            return
        size = (48, 66)
        for i, (where, card) in enumerate(seen):
            y = rect.y + 34 + i * 76
            draw_card(surface, self.card_image(card, size), pygame.Rect(rect.x + 10, y, *size))
            for j, line in enumerate(self.wrap(where, rect.width - 84)):
                text.draw(surface, line, (rect.x + 70, y + 6 + j * 22), theme.SMALL_SIZE - 2,
                          theme.INK)

    def _seen(self) -> tuple:
        """(where, card) the viewer has peeked at this hand: the newest five, newest first."""
        seen = [(where, card) for peeker, where, card in self.peeked if peeker == self.viewer]
        return tuple(reversed(seen[-5:]))

    def peek_title(self) -> str:
        if self.phase() != PEEK:
            return "Cards you saw"
        if self.my_turn():
            return "Peeking: choose up to three cards"
        return f"{self.seat_name(self.view.current)} is peeking"

    def _hints_line(self) -> str:
        confirm, back = self.key_label(Intent.CONFIRM), self.key_label(Intent.BACK)
        phase = self.phase()
        if not self.my_turn():
            return "Watch the table\u2026"
        if phase == PEEK:
            return f"Arrows choose what to look at, {confirm} looks; " \
                   "finish by putting the ten under a pile."
        if phase == RELOCATE:
            return "No markers left: choose one of yours to move to the new claim."
        if self.selected is None:
            return f"Arrows move, {confirm} picks a card up; or click a lit cell to claim it."
        return f"Choose a pile or a lit cell, {confirm} plays; {back} puts the card back."

    def _draw_hints(self, surface) -> None:
        rect = self.layout["hints"]
        for i, words in enumerate(self.wrap(self._hints_line(), rect.width, theme.SMALL_SIZE)):
            self.app.text.draw(surface, words, (rect.x, rect.y + i * 24), theme.SMALL_SIZE,
                               theme.INK if i == 0 else theme.INK_DIM)


TABLE = PeekAndRunTable
