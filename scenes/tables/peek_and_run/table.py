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
from game.peek_and_run.actions import (
    Claim,
    EndTurn,
    Forfeit,
    Lead,
    LookHand,
    LookStock,
    Pass,
    PlaceTen,
    ShowTen,
    other_pile,
)
from game.peek_and_run.cards import DECK
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
from game.peek_and_run.rules import PEEK, PLAY, RELOCATE, SECOND
from scenes.core.anim import Sprite, Tween, ease_out_back, ease_out_cubic
from scenes.core.input import Intent
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.kit.targets import Target
from scenes.tables.peek_and_run.results import SideResults, ended_hand
from scenes.tables.peek_and_run.words import (
    PILE_NAMES,
    TwoWayLine,
    action_words,
    card_label,
    card_words,
    move_words,
    refusal_words,
    turns_arrow,
    where_words,
)
from scenes.widgets import theme
from scenes.widgets.button import Button
from scenes.widgets.cards import (
    CARD_SIZE,
    DIMMED,
    HOVER,
    NORMAL,
    SELECTED,
    CardArt,
    card_room,
    draw_card,
    draw_flip,
    draw_marker,
    flat_card_room,
)
from scenes.widgets.panel import draw_panel
from scenes.widgets.rows import fan
from scenes.widgets.still import Part
from scenes.widgets.text import counted

CELL = 70
FORFEIT_CONFIRM_SECONDS = 3.0
PILE_ANCHOR = {"L": "discard_left", "R": "discard_right"}
CHOOSING = (PLAY, SECOND)  # a card, then a pile (or a cell)
POINTING = (PEEK, RELOCATE)  # every step is a thing on the table
BACK = "back"  # a pile spot showing a card's back (the stock)
SEEN_CARD = (48, 66)  # the cards in the panel of cards seen
LIFTED = (HOVER, SELECTED)  # hand cards drawn raised, with a frame
DEAL_STAGGER = 0.06  # seconds between the cards of a new hand leaving the stock


def opponent_badge_rect(row: pygame.Rect) -> pygame.Rect:
    """The badge at the head of another seat's row (its cards beside it)."""
    return pygame.Rect(row.x, row.y, 190, min(row.height, 90))


class PeekAndRunTable(TableScene):
    layout_name = "peek_and_run"
    ANCHORS = ("status", "log", "buttons", "hints", "board", "discard_left",
               "discard_right", "stock", "hand", "opponents", "peek", "scores")

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.art = CardArt(app.text)
        self.arts: dict[tuple, CardArt] = {CARD_SIZE: self.art}
        self.selected: int | None = None  # index of the chosen hand card
        self.in_flight: set = set()  # cards drawn by sprites, not in their pile yet
        self.arriving: dict[int, int] = {}  # seat -> drawn cards still flying to its hand
        self.popping: set[int] = set()  # cells whose marker is still dropping in
        self.glowing: dict[int, float] = {}  # scored cells -> seconds of glow left
        self.peeked: list[tuple] = []  # (peeker, where, card) seen this hand
        self.forfeit_armed = 0.0
        self.notation = False  # the log in the published notation instead of words
        self._board: pygame.Surface | None = None
        self.peek_events: list = []  # the events of the peek under way, for the log
        self._turn: tuple | None = None  # (viewer, seat to play, hand): a new one resets
        self._cell_looks: dict[tuple, Part] = {}  # (cell, owner, frame) -> its part
        self._looks: dict[tuple, pygame.Surface] = {}  # see _drawn_once
        self._scratch: pygame.Surface | None = None  # where those pictures are drawn
        self._playable_in: tuple = (None, frozenset())  # (legal moves, cards they play)
        self._to_prepare = self._preparations()

    # -- who sits where -----------------------------------------------------------------

    def phase(self) -> str:
        return self.view.phase

    def others(self) -> list[int]:
        n = self.session.state.num_seats
        me = self.bottom_seat()
        return [(me + k) % n for k in range(1, n)]

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def results_scene(self, event):
        """Partners' results as their side's (see `SideResults`)."""
        if len(set(self.view.sides)) < self.view.num_seats:
            return SideResults(self.app, self, event)
        return super().results_scene(event)

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
        count = max(len(self.view.hands[seat]), index + 1)
        return self.opponent_card_rects(seat, count)[index]

    def opponent_card_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """Where an opponent's `count` cards lie, right of their badge."""
        row = self.opponent_row(seat)
        area = pygame.Rect(row.x + 200, row.y, row.width - 200, row.height)
        return fan(area, count, self.opponent_card_size(), 10)

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
        self.arriving.clear()
        self.popping.clear()

    # -- buttons --------------------------------------------------------------------

    def table_buttons(self) -> list[Button]:
        legal = self.legal()
        ending = next((a for a in (EndTurn(), Pass(), Forfeit()) if a in legal), None)
        label = {Pass(): "Pass", Forfeit(): "Forfeit"}.get(ending, "End turn")
        buttons = [Button("end", label, self._end_turn, Intent.ACTION_1,
                          enabled=ending is not None and self.my_turn())]
        undo = self.controls.undo_button()
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
        self.log[:] = [line.swapped() for line in self.log]

    # -- the log --------------------------------------------------------------------

    def log_line(self, seat: int, action, events) -> TwoWayLine:
        """The line in the style shown; the other style is said only if asked for."""
        events = tuple(events)  # a peek's list grows: the line keeps the events it had
        words = partial(self._words, seat, action, events)
        notes = partial(self._notes, seat, action, events)
        shown, other = (notes, words) if self.notation else (words, notes)
        return TwoWayLine(seat, *shown(), other)

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
            folded = self.log_line(self.log[-1].seat, None, self.peek_events)
            folded.move = self.log[-1].move  # the peek's first step: undo finds it there
            self.log[-1] = folded
            if any(isinstance(e, CardPlayed) for e in events):  # the ten is placed
                self.peek_events = []
        elif any(isinstance(e, TenShown) for e in events):
            self.peek_events = list(events)

    def hand_end_view(self, before, events):
        return ended_hand(before, events)

    def on_next_hand(self) -> None:
        """The new hand's cards fly off the stock, a card to each seat in turn; each
        hand shows its cards as they land."""
        self.glowing.clear()
        hands = self.view.hands
        self.arriving = {seat: len(hand) for seat, hand in enumerate(hands) if hand}
        delay = 0.0
        for round_ in range(max(map(len, hands), default=0)):
            for seat, hand in enumerate(hands):
                if round_ < len(hand):
                    self._fly_draw(CardDrawn(seat, hand[round_]), len(hand) - 1 - round_, delay)
                    delay += DEAL_STAGGER
        self.app.sounds.play("slide")

    def remember(self, events) -> None:
        """The cards a human peeked at this hand, each as its peeker saw it: their
        "Cards you saw" panel."""
        for event in events:
            if isinstance(event, CardPeeked) and event.seat in self.session.humans:
                seen = event.seen_by(event.seat)
                if seen.card:
                    owner = self.short_name(seen.owner) if seen.owner is not None else ""
                    where = where_words(seen.source, owner, seen.position)
                    self.peeked.append((seen.seat, where, seen.card))
            elif isinstance(event, HandDealt):
                self.peeked = []

    # -- animating the rules' events ------------------------------------------------------

    def on_events(self, events) -> None:
        seen = [e.seen_by(self.viewer) for e in events]
        drawn = {}  # seat -> cards it draws in this move, each flown to its own place
        for event in seen:
            if isinstance(event, CardDrawn):
                drawn[event.seat] = drawn.get(event.seat, 0) + 1
        self.arriving = {seat: self.arriving.get(seat, 0) + count for seat, count in drawn.items()}
        delay = 0.0
        for event in seen:
            delay = self._animate(event, delay, drawn)

    def _animate(self, event, delay: float, drawn: dict) -> float:
        if isinstance(event, CardPlayed):
            self._fly_card(event, delay)
            self.app.sounds.play("card")
            return delay + 0.12
        if isinstance(event, CellClaimed):
            self._drop_marker(pr_board.CELL_OF[event.product], event.side, delay + 0.25)
            return delay + 0.3
        if isinstance(event, MarkerMoved):
            self.flash(self.cell_rect(pr_board.CELL_OF[event.from_product]), delay)
            self._drop_marker(pr_board.CELL_OF[event.to_product], event.side, delay)
            return delay + 0.2
        if isinstance(event, CardDrawn):
            drawn[event.seat] -= 1
            self._fly_draw(event, drawn[event.seat], delay)
            self.app.sounds.play("slide")
            return delay + 0.15
        if isinstance(event, TenShown):
            self._show_ten(event, delay)
            self.app.sounds.play("select")
            return delay + 0.2
        if isinstance(event, CardPeeked):
            self.flash(self._peeked_rect(event), delay)  # everyone sees where the look fell
            self.app.sounds.play("flip")
        elif isinstance(event, Passed):
            self.flash(self._badge_rect(event.seat), delay)
            self.app.sounds.play("back")
        elif isinstance(event, LinesScored):
            cells = {pr_board.CELL_OF[p] for line in event.lines for p in line}
            self._light_up(cells, delay + 0.3)
            self.app.sounds.play("score")
            return delay + 1.6
        elif isinstance(event, HandDealt) and self.flow.ended_hand is None:
            self.glowing.clear()  # (a hand kept on show keeps its line lit: on_next_hand)
        elif isinstance(event, HandLost):
            self.explain(f"{self.seat_name(event.seat)} loses the hand: {event.reason}")
        return delay

    def _hand_card_rect(self, seat: int, position: int) -> pygame.Rect | None:
        """Where card `position` of `seat`'s hand lies on this screen, if it is drawn."""
        if seat == self.bottom_seat():
            return self.hand_rect(position)
        if seat in self.others():
            return self.opponent_card_rect(seat, position)
        return None

    def _peeked_rect(self, event: CardPeeked) -> pygame.Rect:
        if event.source == "O":
            rect = self._hand_card_rect(event.owner, event.position)
            if rect is not None:
                return rect
        return self.layout["stock"]

    def _badge_rect(self, seat: int) -> pygame.Rect:
        """The badge that names `seat`: its row's, or (the bottom seat) its side's."""
        if seat in self.others():
            return opponent_badge_rect(self.opponent_row(seat))
        return self.side_badge_rect(self.view, self.view.sides[seat])

    def side_badge_rect(self, view, side: int) -> pygame.Rect:
        """A side's badge under the scores' title, one row per side."""
        rect, sides = self.layout["scores"], sorted(set(view.sides))
        height = min(70, (rect.height - 30) // len(sides) - 6)
        row = sides.index(side)
        return pygame.Rect(rect.x, rect.y + 30 + row * (height + 6), rect.width, height)

    def shown_ten_rect(self) -> pygame.Rect:
        """Where the ten of a peek under way lies: first in the panel of cards seen."""
        rect = self.layout["peek"]
        return pygame.Rect(rect.x + 10, rect.y + 34, *SEEN_CARD)

    def _show_ten(self, event: TenShown, delay: float) -> None:
        """The ten leaves its hand, turning face up if it was hidden, for the panel
        of cards seen, where it lies while its player peeks."""
        start = self._hand_card_rect(event.seat, event.position) or self.layout["stock"]
        card = event.card
        self.in_flight.add(card)
        face, back = self.card_image(card, SEEN_CARD), self.card_image(None, SEEN_CARD)
        hidden = event.seat != self.viewer

        def draw(surface, pos, progress):
            if hidden:
                draw_flip(surface, back, face, pos, progress)
            else:
                surface.blit(face, pos)
        self.anim.add(Sprite(Tween(start.topleft, self.shown_ten_rect().topleft, 0.3,
                                   ease_out_cubic, delay,
                                   on_done=partial(self.in_flight.discard, card)), draw))

    def _fly_card(self, event: CardPlayed, delay: float) -> None:
        if event.bottom:  # the ten of a peek, from where it lay while its player peeked
            start = self.shown_ten_rect().topleft
        elif event.position >= 0 and self._hand_card_rect(event.seat, event.position):
            start = self._hand_card_rect(event.seat, event.position).topleft
        else:
            start = self.layout["stock"].topleft
        card = event.card
        self.in_flight.add(card)
        image, back = self.card_image(card), self.art.back()
        hidden = event.seat != self.viewer and not event.bottom

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

    def _fly_draw(self, event: CardDrawn, after: int, delay: float) -> None:
        """A card off the stock to its place in the hand (`after` more cards follow it
        there in this move); the hand shows it once it has landed.  One's own card
        turns face up on the way."""
        seat = event.seat
        place = len(self.view.hands[seat]) - 1 - after
        end = self._hand_card_rect(seat, max(place, 0))
        if end is None:
            self._landed(seat)
            return
        back = self.art.back()
        if end.size != CARD_SIZE:  # an opponent's row draws its cards smaller
            back = self.card_image(None, end.size)
        face = self.card_image(event.card) if event.card is not None and \
            seat == self.bottom_seat() else None

        def draw(surface, pos, progress):
            if face is None:
                surface.blit(back, pos)
            else:
                draw_flip(surface, back, face, pos, progress)
        self.anim.add(Sprite(Tween(self.layout["stock"].topleft, end.topleft, 0.3,
                                   ease_out_cubic, delay,
                                   on_done=partial(self._landed, seat)), draw))

    def _landed(self, seat: int) -> None:
        """A drawn card reached `seat`'s hand: the hand shows it now."""
        left = self.arriving.get(seat, 0) - 1
        if left > 0:
            self.arriving[seat] = left
        else:
            self.arriving.pop(seat, None)

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
            if self.hints.shown() is not None:  # asked for in this very frame
                self.hints.point_at()
        if self._to_prepare and not (self.anim.busy or self.still.pending or
                                     self.moved_since_drawn()):
            self._to_prepare.pop()()

    def _preparations(self) -> list:
        """Pictures drawn once, when first shown (card faces, a claimed cell's number):
        quiet frames draw them one at a time beforehand, so that no busy frame (a card
        played, a cell claimed) pays for them.  The last in the list comes first."""
        text = self.app.text
        labels = [partial(text.render, pr_board.cell_label(cell), theme.SMALL_SIZE, colour, True)
                  for cell in range(pr_board.SIZE ** 2) for colour in (theme.SHADOW, theme.INK)]
        faces = [partial(self.card_image, card, size)
                 for size in (SEEN_CARD, CARD_SIZE) for card in DECK]
        return labels + faces

    # -- drawing --------------------------------------------------------------------------

    def card_image(self, card, size=CARD_SIZE) -> pygame.Surface:
        art = self.arts.get(size) or self.arts.setdefault(size, CardArt(self.app.text, size))
        if card is None:
            return art.back()
        return art.face(card_label(card), card.suit, card.colour == "R",
                        self.app.prefs.colour_blind_patterns)

    def still_parts(self) -> list[Part]:
        """Everything but the cursor (and its tip) is kept until its key changes.

        Parts are small, so a move redraws only what it changed: a part per board
        cell, per pile, per card in a hand, per badge, per line of words.  The panel of
        cards seen is a part that never changes, under parts for its lines.  The log
        is one part (its lines all move up with each move), listed first: it overlaps
        no other part, and the frame after a move, which works out the new parts,
        then redraws it alone, leaving the rest to the next frames."""
        view = self.view
        return [
            self.log_part(14),
            *super().still_parts(),
            *self._cell_parts(view),
            *self._claim_preview_parts(),
            *self._pile_parts(view),
            *self._hand_parts(view),
            *self._opponent_parts(view),
            *self._scores_parts(view),
            *self._seen_parts(),
            *self._hint_line_parts(),
        ]

    def draw_table(self, surface) -> None:
        if self.my_turn() and not self.arriving.get(self.bottom_seat()):  # not mid-deal
            self.chrome.draw_cursor(surface)

    def _drawn_once(self, part: Part) -> Part:
        """`part` as a picture kept per look: the felt under its rect with the part drawn
        on it, made when the look first shows and blitted whole from then on.  Only
        for parts nothing is drawn under, whose looks come back (a badge's thinking
        dots, a cell's marker and frame)."""
        look = (part.name, tuple(part.rect), part.key)
        return Part(part.name, part.rect, part.key,
                    partial(self._blit_look, look=look, part=part))

    def _blit_look(self, surface, look: tuple, part: Part) -> None:
        picture = self._looks.get(look)
        if picture is None:
            if len(self._looks) > 400:
                self._looks.clear()
            picture = self._looks[look] = self._picture_of(part)
        surface.blit(picture, part.rect.clip(self.felt.get_rect()))

    def _picture_of(self, part: Part) -> pygame.Surface:
        """The part drawn, clipped to its rect, on a copy of the felt there."""
        if self._scratch is None:
            self._scratch = self.felt.copy()
        scratch = self._scratch
        rect = part.rect.clip(scratch.get_rect())
        scratch.blit(self.felt, rect, rect)
        scratch.set_clip(rect)
        try:
            part.draw(scratch)
        finally:
            scratch.set_clip(None)
        return scratch.subsurface(rect).copy()

    # -- the board: a part per cell, and the claim the cursor would make on top -------------

    def _claimable(self) -> frozenset:
        """The cells the viewer may claim now with a click (outlined)."""
        if not self.my_turn():
            return frozenset()
        return frozenset(t.key[1] for t in self.targets.items if t.group == "cell")

    def _cell_parts(self, view) -> list[Part]:
        claimable = self._claimable()
        key = (view.board, frozenset(self.glowing), frozenset(self.popping), claimable)
        return self.parts.kept("cells", key, lambda: [
            self._cell_part(view, cell, claimable) for cell in range(pr_board.SIZE ** 2)])

    def _cell_part(self, view, cell: int, claimable: frozenset) -> Part:
        """A cell: its square and product, its marker (not while one drops in), and a
        frame if it scored (gold) or may be claimed (dim); the frames reach 2 px out.
        Each look of each cell is made once (a few dozen in a match)."""
        owner = None if cell in self.popping else view.board[cell]
        frame = "glow" if cell in self.glowing else "claimable" if cell in claimable else None
        look = (cell, owner, frame)
        part = self._cell_looks.get(look)
        if part is None:
            part = self._cell_looks[look] = self._drawn_once(Part(
                f"cell:{cell}", self.cell_rect(cell).inflate(4, 4), look,
                partial(self._draw_cell, cell=cell, owner=owner, frame=frame)))
        return part

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

    def _draw_cell(self, surface, cell: int, owner, frame) -> None:
        rect = self.cell_rect(cell)
        board = self.layout["board"]
        surface.blit(self._board_surface(), rect, rect.move(-board.x, -board.y))
        if frame == "glow":
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), 4, border_radius=8)
        elif frame == "claimable":
            pygame.draw.rect(surface, theme.INK_DIM, rect, 2, border_radius=6)
        if owner is not None:
            draw_marker(surface, rect.center, 22, owner)
            self.app.text.draw(surface, pr_board.cell_label(cell), rect.center,
                               theme.SMALL_SIZE, theme.INK, bold=True, anchor="center",
                               shadow=True)

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

    def _claim_preview_parts(self) -> list[Part]:
        """The cell a pile or cell under the cursor would claim: framed gold, or red and
        struck through if it may not; over the cells, 3 px beyond its own."""
        preview = self.previewed_claim()
        if preview is None:
            return []
        return [Part("claim", self.cell_rect(preview[0]).inflate(6, 6), preview,
                     partial(self._draw_claim_preview, preview=preview))]

    def _draw_claim_preview(self, surface, preview: tuple[int, bool]) -> None:
        cell, allowed = preview
        rect = self.cell_rect(cell)
        colour = theme.GOLD if allowed else theme.ALERT
        pygame.draw.rect(surface, colour, rect.inflate(6, 6), 4, border_radius=8)
        if not allowed:
            pygame.draw.line(surface, theme.ALERT, rect.topleft, rect.bottomright, 3)

    # -- piles and hands: a part per card -------------------------------------------------

    def _pile_parts(self, view) -> list[Part]:
        """The two discard piles (their top card, or an empty slot) and the stock (a
        back), each with its count below."""
        spots = []
        for pile, cards in (("L", view.left), ("R", view.right)):
            shown = [c for c in cards if c not in self.in_flight]
            spots.append((f"pile:{pile}", self.pile_rect(pile), shown[-1] if shown else None,
                          f"{PILE_NAMES[pile].title()} ({len(cards)})"))
        spots.append(("stock", self.layout["stock"], BACK if view.stock else None,
                      f"Stock {len(view.stock)}"))
        key = (tuple(spots), self.app.prefs.colour_blind_patterns)
        return self.parts.kept("piles", key, lambda: [self._spot_part(*spot) for spot in spots])

    def _spot_part(self, name: str, rect: pygame.Rect, shows, label: str) -> Part:
        label_at = (rect.centerx, rect.bottom + 4)
        room = flat_card_room(rect).union(self.parts.text_room(label, label_at, theme.SMALL_SIZE,
                                                          "midtop"))
        return Part(name, room, (shows, label, self.app.prefs.colour_blind_patterns),
                    partial(self._draw_spot, rect=rect, shows=shows, label=label))

    def _draw_spot(self, surface, rect: pygame.Rect, shows, label: str) -> None:
        if shows is None:
            surface.blit(self.art.slot(), rect)
        else:
            draw_card(surface, self.art.back() if shows == BACK else self.card_image(shows),
                      rect)
        self.app.text.draw(surface, label, (rect.centerx, rect.bottom + 4), theme.SMALL_SIZE,
                           theme.INK_DIM, anchor="midtop")

    def _hand_states(self, hand) -> tuple[str, ...]:
        """How each card of the bottom hand is drawn: picked up, under the cursor,
        dimmed (no move plays it while choosing) or plain."""
        choosing = self.my_turn() and self.phase() in CHOOSING
        current = self.targets.current.key if choosing and self.targets.current else None
        playable = self._playable() if choosing else ()
        states = []
        for i, card in enumerate(hand):
            if i == self.selected:
                states.append(SELECTED)
            elif current == ("hand", i):
                states.append(HOVER)
            elif choosing and str(card) not in playable:
                states.append(DIMMED)
            else:
                states.append(NORMAL)
        return tuple(states)

    def _playable(self) -> frozenset:
        """The cards (as text: twins are one) that some legal move plays, worked out
        once per move."""
        legal = self.legal()
        if self._playable_in[0] is not legal:
            self._playable_in = (legal, frozenset(str(getattr(a, "card", "")) for a in legal))
        return self._playable_in[1]

    def _hand_parts(self, view) -> list[Part]:
        hand = tuple(view.hands[self.bottom_seat()])
        key = (hand, self._hand_states(hand), self.app.prefs.colour_blind_patterns,
               self.arriving.get(self.bottom_seat(), 0))
        return self.parts.kept("hand", key, lambda: self._make_hand_parts(*key))

    def _make_hand_parts(self, hand, states, patterns, arriving: int) -> list[Part]:
        """A part per card, but for the `arriving` last ones, still flying in."""
        rects = fan(self.layout["hand"], len(hand), CARD_SIZE, 18)
        return [Part(f"hand:{i}", card_room(rect) if state in LIFTED else flat_card_room(rect),
                     (card, state, patterns),
                     partial(self._draw_hand_card, card=card, rect=rect, state=state))
                for i, (card, rect, state) in enumerate(zip(hand, rects, states))
                if i < len(hand) - arriving]

    def _draw_hand_card(self, surface, card, rect: pygame.Rect, state: str) -> None:
        draw_card(surface, self.card_image(card), rect, state)

    def _opponent_parts(self, view) -> list[Part]:
        """Per opponent: a badge, then a part per card (a back, or the face in a replay;
        "seen" under a card the viewer has peeked at)."""
        patterns = self.app.prefs.colour_blind_patterns
        thinking = self._thinking_dots()
        parts = []
        for seat in self.others():
            row = self.opponent_row(seat)
            shown = (seat in view.to_act, len(view.hands[seat]), self.viewer, thinking, row)
            parts += self.parts.kept(f"badge:{seat}", shown,
                                      partial(self._opponent_badge_parts, view, seat, row))
            hand = self.seat_view(seat).hands[seat] if self.mode.open_hands else view.hands[seat]
            seen = tuple(c is not None for c in view.hands[seat])
            key = (tuple(hand), seen, patterns, row, self.arriving.get(seat, 0))
            parts += self.parts.kept(f"cards:{seat}", key,
                                      partial(self._make_opponent_card_parts, seat, *key[:3],
                                              arriving=key[4]))
        return parts

    def _thinking_dots(self) -> tuple | None:
        """The seat thinking and its dots now, as badges show them."""
        if self.flow.thinking is None:
            return None
        return self.flow.thinking["seat"], int(self.clock * 3) % 3

    def _opponent_badge_parts(self, view, seat: int, row: pygame.Rect) -> list[Part]:
        badge = self.badge(seat, detail=counted(len(view.hands[seat]), "card"))
        return [self._drawn_once(self.badge_part(f"badge:{seat}", opponent_badge_rect(row),
                                                 badge))]

    def _make_opponent_card_parts(self, seat: int, hand, seen, patterns,
                                  arriving: int = 0) -> list[Part]:
        size = self.opponent_card_size()
        parts = []
        rects = self.opponent_card_rects(seat, len(hand))
        for i, (card, was_seen, rect) in enumerate(zip(hand, seen, rects)):
            if i >= len(hand) - arriving:
                break  # still flying in from the stock
            room = flat_card_room(rect)
            if was_seen:
                room.union_ip(self.parts.text_room("seen", (rect.centerx, rect.bottom + 2), 16,
                                              "midtop"))
            parts.append(Part(f"cards:{seat}:{i}", room, (card, was_seen, patterns),
                              partial(self._draw_opponent_card, card=card, rect=rect,
                                      size=size, seen=was_seen)))
        return parts

    def _draw_opponent_card(self, surface, card, rect: pygame.Rect, size, seen: bool) -> None:
        draw_card(surface, self.card_image(card, size), rect)
        if seen:
            self.app.text.draw(surface, "seen", (rect.centerx, rect.bottom + 2), 16,
                               theme.GOLD, anchor="midtop")

    # -- scores, the cards seen, the hints and the log: a part per line -------------------

    def _scores_parts(self, view) -> list[Part]:
        """The hand and the goal above a badge per side (score, markers left)."""
        markers = tuple(view.markers_left(side) for side in sorted(set(view.sides)))
        key = (view.hands_dealt, view.options, view.scores, view.sides, view.to_act, markers,
               self.viewer, self._thinking_dots())
        return self.parts.kept("scores", key, partial(self._make_scores_parts, view))

    def _make_scores_parts(self, view) -> list[Part]:
        rect = self.layout["scores"]
        option = view.option
        hand = f"Hand {view.hands_dealt}"
        if option["match"] == "points":
            goal = f"first to {option['target']}"
        else:  # a round is one hand dealt by each player
            hand += f" of {option['rounds'] * len(view.hands)}"
            goal = counted(option["rounds"], "round")
        if view.num_seats == 3:  # the direction of play changes from deal to deal
            goal += f" \u00b7 {turns_arrow(view.direction)}"
        parts = [self.parts.line("scores:title", f"{hand} \u2014 {goal}",
                                 (rect.x + 4, rect.y), theme.SMALL_SIZE, theme.GOLD)]
        for side in sorted(set(view.sides)):
            parts.append(self._drawn_once(self.badge_part(
                f"scores:{side}", self.side_badge_rect(view, side), self._side_badge(view, side))))
        return parts

    def _side_badge(self, view, side: int):
        seats = [s for s in range(view.num_seats) if view.sides[s] == side]
        left = view.markers_left(side)
        badge = self.badge(seats[0], score=counted(view.scores[side], "pt"),
                           detail="" if left is None else f"{counted(left, 'marker')} left")
        badge.name = self.side_name(side)
        acting = [s for s in seats if s in view.to_act]
        badge.on_turn = bool(acting)
        badge.you = self.viewer in seats
        if badge.you and acting and self.viewer not in acting:  # not "your turn": theirs
            badge.level = f"{self.short_name(acting[0])} to play"
        return badge

    def _seen_parts(self) -> list[Part]:
        """The cards the viewer has peeked at this hand, newest first (or, before any,
        what a ten does), on a panel of their own."""
        title, seen = self.peek_title(), self._listed()
        key = (title, seen, self.app.prefs.colour_blind_patterns)
        return self.parts.kept("seen", key, lambda: self._make_seen_parts(title, seen))

    def _make_seen_parts(self, title: str, seen) -> list[Part]:
        rect = self.layout["peek"]
        parts = [Part("seen", rect, (), partial(draw_panel, rect=rect, alpha=170)),
                 self.parts.line("seen:title", title, (rect.x + 10, rect.y + 6),
                                 theme.SMALL_SIZE, theme.GOLD)]
        if not seen:
            intro = self.parts.wrap("A ten lets you look at up to three cards: opponents' or the "
                              "stock's.", rect.width - 20)
            return parts + [self.parts.line(f"seen:intro:{i}", line,
                                            (rect.x + 10, rect.y + 36 + i * 22),
                                            theme.SMALL_SIZE - 2, theme.INK_DIM)
                            for i, line in enumerate(intro)]
        return parts + [self._seen_card_part(i, where, card)
                        for i, (where, card) in enumerate(seen)]

    def _seen_card_part(self, index: int, where: str, card) -> Part:
        """A card seen, small, with where it lay beside it."""
        rect = self.layout["peek"]
        y = rect.y + 34 + index * 76
        card_rect = pygame.Rect(rect.x + 10, y, *SEEN_CARD)
        lines = tuple((line, (rect.x + 70, y + 6 + j * 22))
                      for j, line in enumerate(self.parts.wrap(where, rect.width - 84)))
        room = flat_card_room(card_rect).unionall([
            self.parts.text_room(line, pos, theme.SMALL_SIZE - 2) for line, pos in lines])
        return Part(f"seen:{index}", room,
                    (where, card, index, self.app.prefs.colour_blind_patterns),
                    partial(self._draw_seen_card, card=card, card_rect=card_rect, lines=lines))

    def _draw_seen_card(self, surface, card, card_rect: pygame.Rect, lines) -> None:
        draw_card(surface, self.card_image(card, SEEN_CARD), card_rect)
        for line, pos in lines:
            self.app.text.draw(surface, line, pos, theme.SMALL_SIZE - 2, theme.INK)

    def _seen(self) -> tuple:
        """(where, card) the viewer has peeked at this hand: the newest five, newest first."""
        seen = [(where, card) for peeker, where, card in self.peeked if peeker == self.viewer]
        return tuple(reversed(seen[-5:]))

    def _listed(self) -> tuple:
        """What the panel of cards seen lists: the cards seen, after (during a peek,
        once it has landed there) the ten the peek was begun with."""
        ten = self.view.peek_ten
        if ten is None:
            return self._seen()
        shown = () if ten in self.in_flight else \
            ((f"{self.short_name(self.view.current)}'s ten, shown to peek", ten),)
        return shown + self._seen()[:4]

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
            return "" if self.session.state.is_over else "Watch the table\u2026"
        if phase == PEEK:
            return f"Arrows choose what to look at, {confirm} looks; " \
                   "finish by putting the ten under a pile."
        if phase == RELOCATE:
            return "No markers left: choose one of yours to move to the new claim."
        if self.selected is None:
            # A click plays only where the players share the table's devices.
            click = "" if self.session.seat_devices else "; or click a lit cell to claim it"
            return f"Arrows move, {confirm} picks a card up{click}."
        return f"Choose a pile or a lit cell, {confirm} plays; {back} puts the card back."

    def _hint_line_parts(self) -> list[Part]:
        """What the keys do now, under the buttons: the first line bright."""
        words = self._hints_line()
        return self.parts.kept("hints", words, lambda: self._make_hint_line_parts(words))

    def _make_hint_line_parts(self, words: str) -> list[Part]:
        rect = self.layout["hints"]
        return [self.parts.line(f"hints:{i}", line, (rect.x, rect.y + i * 24), theme.SMALL_SIZE,
                                theme.INK if i == 0 else theme.INK_DIM)
                for i, line in enumerate(self.parts.wrap(words, rect.width, theme.SMALL_SIZE))]



TABLE = PeekAndRunTable
