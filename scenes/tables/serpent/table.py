"""The Serpent table: the 2 x 6 grid in serpentine order, both hands, the roles, and
a finished hand's pairs and runs lit up one by one as they score.

Gift and show: pick three of your face-down cards (confirm on a card picks it, again
takes it back; Back takes back the last), then Action 1 gives or shows them.
Play: the cards you may lay are lit, the others dimmed; choosing one says why not.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.serpent.actions import GIFT, PLAY, SHOW, Give, Play, Show
from game.serpent.cards import RANK_NAMES, SUITS, Card
from game.serpent.events import CardGiven, CardPlayed, CardShown, HandScored
from game.serpent.rules import GIFTS, SHOWN, follow_refusal
from game.serpent.scoring import (
    CELL_OF_PLAY,
    CELLS,
    PLAY_OF_CELL,
    RESPONSES,
    player_of,
    score_board,
)
from scenes.core.anim import Sprite, Tween, ease_out_cubic, linear
from scenes.core.input import Intent
from scenes.tables.kit.base import LogLine, TableScene
from scenes.tables.kit.chrome import CURSOR_MARGIN
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.kit.targets import Target
from scenes.tables.serpent.board import (
    CARD,
    SMALL_CARD,
    Grid,
    ScoreShow,
    SerpentResults,
    card_footprint,
    draw_frames,
    draw_links,
    draw_lit,
    draw_pulse,
    draw_serpent_path,
    grid_footprint,
    groups_of,
    hand_rects,
)
from scenes.widgets import theme
from scenes.widgets.badge import Badge
from scenes.widgets.button import Button
from scenes.widgets.cards import DIMMED, LIFT, NORMAL, SELECTED, CardArt, draw_card, draw_flip
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part

GROUP_SECONDS = 0.9  # each scoring group's turn to light up
SLIDE_SECONDS = 0.35
DEAL_STAGGER = 0.05  # seconds between the cards of a new hand leaving the grid
BUTTON_GAP = 10
CAPTION_SIZE = theme.SMALL_SIZE - 4  # 'hidden' and 'face up' over the bottom hand


def in_hand_order(card: Card) -> tuple[int, int]:
    """Cards in hand grouped by suit, low to high, aces high as a player sorts them."""
    return SUITS.index(card.suit), card.rank if card.rank > 1 else 14


def void_words(name: str, suit: str, rank: int) -> str:
    return f"{name} has no {suit} and no {RANK_NAMES[rank]}"


class SerpentTable(TableScene):
    layout_name = "serpent"
    ANCHORS = ("status", "log", "buttons", "hints", "grid", "hand", "opponent", "my_badge",
               "their_badge", "roles")

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.art = CardArt(app.text, CARD)
        self.small_art = CardArt(app.text, SMALL_CARD)
        self.picked: list[Card] = []  # the gift or show being chosen, in order
        self.in_flight: set[Card] = set()  # drawn by a sprite until it lands
        self.show: ScoreShow | None = None  # a finished hand whose score is being shown
        self.before: dict[Card, pygame.Rect] = {}  # where cards were before the last move
        self.plays_before: tuple[Card, ...] = ()
        self.last_played: Card | None = None  # for the log: the card a response answers
        self.folding: tuple[type, list[Card]] | None = None  # gifts or shows on one line

    # -- who sits where ------------------------------------------------------------------

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def grid(self) -> Grid:
        director = self.show.director if self.show else self.view.director
        return Grid(self.layout["grid"], director == self.bottom_seat())

    def card_places(self, seat: int) -> list[tuple[Card | None, bool, pygame.Rect]]:
        """(card or None for a back, face up?, rect) for each card in a seat's hand."""
        view = self.view
        own = view if seat == view.seat else self.seat_view(seat) if self.mode.open_hands else None
        hidden = sorted(own.hidden, key=in_hand_order) if own else \
            [None] * view.hidden_counts[seat]
        shown = sorted(view.open_cards[seat], key=in_hand_order)
        mine = seat == self.bottom_seat()
        area = self.layout["hand" if mine else "opponent"]
        rects = hand_rects(area, len(hidden), len(shown), CARD if mine else SMALL_CARD)
        return [(card, i >= len(hidden), rect)
                for i, (card, rect) in enumerate(zip(hidden + shown, rects))]

    def face(self, card: Card, size=CARD) -> pygame.Surface:
        art = self.art if size == CARD else self.small_art
        return art.face(RANK_NAMES[card.rank], card.suit, card.suit in "\u2665\u2666",
                        self.app.prefs.colour_blind_patterns)

    def next_play(self) -> int:
        return len(self.view.plays) + 1

    # -- choosing ------------------------------------------------------------------------

    def choice_key(self) -> tuple:
        return tuple(self.picked)

    def build_targets(self) -> list[Target]:
        places = self.card_places(self.viewer)
        phase = self.view.phase
        if phase in (GIFT, SHOW):
            return [self._pick_target(card, rect) for card, face_up, rect in places
                    if not face_up]
        if phase == PLAY:
            return [self._play_target(card, rect) for card, _, rect in places]
        return []

    def _verb(self) -> str:
        return "give" if self.view.phase == GIFT else "show"

    def _needed(self) -> int:
        view = self.view
        if view.phase == GIFT:
            return GIFTS - len(view.gifts)
        return SHOWN - len(view.open_cards[view.director])

    def _pick_target(self, card: Card, rect: pygame.Rect) -> Target:
        key = ("hand", card)
        if card in self.picked:
            return Target(key, rect.move(0, -LIFT), on_choose=partial(self.picked.remove, card),
                          preview=f"Keep {card} after all", group="hand")
        if len(self.picked) >= self._needed():
            return Target(key, rect, group="hand", refusal=(
                f"Three are chosen: take one back first, or {self._verb()} them "
                f"({self.key_label(Intent.ACTION_1)})"))
        if self.view.phase == GIFT:
            preview = f"Give {card} to {self.short_name(self.view.defender)}, face up"
        else:
            preview = f"Show {card} face up (you keep it)"
        return Target(key, rect, on_choose=partial(self.picked.append, card), preview=preview,
                      group="hand")

    def _play_target(self, card: Card, rect: pygame.Rect) -> Target:
        view = self.view
        action = Play(card)
        if action in self.legal():
            return Target(("hand", card), rect, action=action, group="hand",
                          preview=f"Play {card} on place {self.next_play()}")
        return Target(("hand", card), rect, group="hand",
                      refusal=follow_refusal(view.plays[-1], view.hand_cards))

    def hint_keys(self, action) -> list:
        """A gift or a show is picked a card at a time: the hinted card."""
        if isinstance(action, (Give, Show)):
            return [("hand", action.card)]
        return super().hint_keys(action)

    def confirm_picks(self) -> None:
        """Give (or show) the three picked cards, in the order they were picked."""
        needed = self._needed()
        if len(self.picked) < needed:
            self.explain(f"Choose {needed} cards to {self._verb()}: "
                         f"{len(self.picked)} chosen so far.")
            return
        kind = Give if self.view.phase == GIFT else Show
        seat = self.viewer
        for card in list(self.picked):
            if not self.play(seat, kind(card)):
                break
        self.picked.clear()

    def handle_other(self, seat: int, event) -> None:
        if event.intent == Intent.BACK and self.picked:
            self.picked.pop()
            self.app.sounds.play("back")

    def after_move(self) -> None:
        self.picked.clear()

    def on_undo(self) -> None:
        self.picked.clear()
        self.in_flight.clear()
        plays = self.view.plays
        self.last_played = plays[-1] if plays else None

    def table_buttons(self) -> list[Button]:
        buttons = []
        if self.my_turn() and self.view.phase in (GIFT, SHOW):
            verb = self._verb().title()
            count = len(self.picked)
            label = f"{verb} these {count}" if count == self._needed() else \
                f"{verb} ({count} of {self._needed()})"
            buttons.append(Button("confirm", label, self.confirm_picks, Intent.ACTION_1))
        undo = self.controls.undo_button()
        return buttons + ([undo] if undo else [])

    def place_buttons(self, buttons: list[Button], captions: list[str]) -> None:
        """The buttons one above the other, each the width of the column."""
        area = self.layout["buttons"]
        height = (area.height - BUTTON_GAP) // 2
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(area.x, area.y + i * (height + BUTTON_GAP), area.width,
                                      height)

    # -- moves and what they look like -------------------------------------------------

    def play(self, seat: int, action) -> bool:
        if self.show is not None and not self.anim.busy:
            self.show = None
        self.before = {card: rect for s in (0, 1) for card, _, rect in self.card_places(s)
                       if card is not None}
        for s in (0, 1):  # a card from a hidden hand leaves from its first back
            backs = [rect for card, _, rect in self.card_places(s) if card is None]
            self.before[s] = backs[0] if backs else self.layout["opponent"]
        self.plays_before = self.view.plays
        return super().play(seat, action)

    def resume(self) -> None:
        super().resume()
        if self.show is not None and not self.flow.pending_results and not self.anim.busy:
            self.show = None  # its results have been read
            if not self.session.state.is_over:
                self._deal()

    def _deal(self) -> None:
        """The next hand: your cards fly to you one by one from the grid, turning face
        up as they come (they just appeared)."""
        start = pygame.Rect((0, 0), CARD)
        start.center = self.layout["grid"].center
        for i, (card, _, rect) in enumerate(self.card_places(self.bottom_seat())):
            if card is not None:
                self._fly(card, start, rect, i * DEAL_STAGGER, CARD, turn=True)
        self.app.sounds.play("slide")

    def results_scene(self, event):
        return SerpentResults(self.app, self, event)

    def on_events(self, events) -> None:
        seen = [e.seen_by(self.viewer) for e in events]
        for event in seen:
            if isinstance(event, HandScored):
                self._keep_finished_hand(event, seen)
        delay = 0.0
        for event in seen:
            if isinstance(event, CardGiven):
                self._slide_to_hand(event.card, event.defender, delay, turn=False)
                self.app.sounds.play("slide")
                delay += 0.12
            elif isinstance(event, CardShown):
                self._slide_to_hand(event.card, event.director, delay, turn=True)
                self.app.sounds.play("flip")
                delay += 0.12
            elif isinstance(event, CardPlayed):
                self._slide_to_place(event, delay)
                self.app.sounds.play("card")
            elif isinstance(event, HandScored):
                self._light_up(delay + SLIDE_SECONDS + 0.2)

    def _start_of(self, card: Card, seat: int) -> pygame.Rect:
        return self.before.get(card) or self.before[seat]

    def _fly(self, card: Card, start: pygame.Rect, end: pygame.Rect, delay: float,
             size, turn: bool) -> None:
        self.in_flight.add(card)
        image = self.face(card, size)
        back = (self.art if size == CARD else self.small_art).back()

        def draw(surface, pos, progress):
            if turn:
                draw_flip(surface, back, image, pos, progress)
            else:
                surface.blit(image, pos)
        self.anim.add(Sprite(Tween(start.topleft, end.topleft, SLIDE_SECONDS, ease_out_cubic,
                                   delay, on_done=partial(self.in_flight.discard, card)), draw))

    def _slide_to_hand(self, card: Card, seat: int, delay: float, turn: bool) -> None:
        end = next((rect for c, _, rect in self.card_places(seat) if c == card), None)
        if end is None:
            return
        size = CARD if seat == self.bottom_seat() else SMALL_CARD
        self._fly(card, self._start_of(card, seat), end, delay, size, turn)

    def _slide_to_place(self, event: CardPlayed, delay: float) -> None:
        start = self._start_of(event.card, event.seat)
        hidden_from_me = event.seat != self.viewer and not event.from_open
        self._fly(event.card, start, self.grid().place_rect(event.number), delay, CARD,
                  hidden_from_me)

    def _keep_finished_hand(self, event: HandScored, seen) -> None:
        last = next(e for e in seen if isinstance(e, CardPlayed))
        plays = self.plays_before + (last.card,)
        cards = {CELL_OF_PLAY[n]: card for n, card in enumerate(plays, start=1)}
        before = self.view.scores[event.director] - event.points
        self.show = ScoreShow(cards, event.director,
                              groups_of(cards, event.pairs, event.runs), before)

    def _light_up(self, start: float) -> None:
        """Each pair and run in turn: it pulses, then stays lit and its points count in.
        Results wait until all have been seen."""
        show = self.show
        grid = self.grid()
        for index, group in enumerate(show.groups):
            draw = partial(self._draw_pulse, grid, group)
            self.anim.add(Sprite(Tween(0.0, 1.0, GROUP_SECONDS, linear,
                                       start + index * GROUP_SECONDS,
                                       on_done=partial(self._group_lit, show, index)), draw))
        self.hold(start + len(show.groups) * GROUP_SECONDS + 1.2)

    def _draw_pulse(self, grid, group, surface, value, progress) -> None:
        draw_pulse(surface, self.app.text, grid, group, progress)

    def _group_lit(self, show: ScoreShow, index: int) -> None:
        show.lit = max(show.lit, index + 1)
        self.app.sounds.play("chip")

    # -- the log ---------------------------------------------------------------------------

    def describe_move(self, seat: int, action, events) -> tuple[str, str]:
        name = self.short_name(seat)
        if isinstance(action, Give):
            words = f"{name} gave {self.short_name(1 - seat)} {action.card}, face up"
        elif isinstance(action, Show):
            words = f"{name} showed {action.card} face up"
        else:
            played = next(e for e in events if isinstance(e, CardPlayed))
            words = self._play_words(name, played)
            self.last_played = played.card
        return words, words

    def _play_words(self, name: str, played: CardPlayed) -> str:
        card, place = played.card, played.number
        if place not in RESPONSES or self.last_played is None:
            return f"{name} led {card} on place {place}"
        lead = self.last_played
        if played.void:
            return (f"{name} could not follow {lead}: {card} on place {place} "
                    f"({void_words(name, lead.suit, lead.rank)})")
        return f"{name} answered {lead} with {card} on place {place}"

    def revise_log(self, events) -> None:
        """Three gifts (or shows) read as one line; a hand's score gets a line."""
        moved = [e for e in events if isinstance(e, (CardGiven, CardShown))]
        if moved and self.log:
            kind = type(moved[0])
            line = self.log[-1]
            if self.folding and self.folding[0] is kind and len(self.log) >= 2:
                self.log.pop()
                self.folding[1].append(moved[0].card)
            else:
                self.folding = (kind, [moved[0].card])
            cards = " ".join(str(c) for c in self.folding[1])
            name = self.short_name(line.seat)
            words = (f"{name} gave {self.short_name(1 - line.seat)} {cards}, face up"
                     if kind is CardGiven else f"{name} showed {cards} face up")
            self.log[-1] = LogLine(line.seat, words, words)
        else:
            self.folding = None
        for event in events:
            if isinstance(event, HandScored):
                self.last_played = None
                words = f"{self.short_name(event.director)} scores {event.points} as director"
                self.log.append(LogLine(event.director, words, words))

    # -- words on the table ------------------------------------------------------------

    def status_line(self) -> str:
        view = self.view
        if self.show is not None:
            return (f"{self.short_name(self.show.director)} scores {self.show.counted} "
                    f"as director")
        if not self.my_turn():
            return super().status_line()
        me = self.short_name(self.viewer)
        if view.phase == GIFT:
            return f"Your turn, {me}: choose 3 cards to give {self.short_name(view.defender)}"
        if view.phase == SHOW:
            return f"Your turn, {me}: choose 3 cards to show face up"
        number = self.next_play()
        if number in RESPONSES:
            lead = view.plays[-1]
            return (f"Your turn, {me}: answer {lead} on place {number} "
                    f"(follow {lead.suit} or {RANK_NAMES[lead.rank]} if you can)")
        return f"Your turn, {me}: lead any card on place {number}"

    def next_words(self) -> str:
        """Whose card goes on the next place, and whether it is free."""
        view = self.view
        number = self.next_play()
        who = self.short_name(player_of(number, view.director))
        if number not in RESPONSES:
            return f"Place {number}: {who} leads (any card)"
        lead = view.plays[-1]
        return (f"Place {number}: {who} answers {lead} (must follow {lead.suit} or "
                f"{RANK_NAMES[lead.rank]} if possible)")

    def role_lines(self) -> list[tuple[str, tuple]]:
        view = self.view
        director = self.show.director if self.show else view.director
        hand = view.hand - 1 if self.show and not view.is_over else view.hand
        extra = " (tie-break)" if hand > 8 else ""
        lines = [(f"Hand {hand} of {view.hands_planned}{extra}", theme.GOLD)]
        lines += [(f"Director: {self.short_name(director)}", theme.INK),
                  ("Makes pairs and runs; only the director scores.", theme.INK_DIM),
                  (f"Defender: {self.short_name(1 - director)}", theme.INK),
                  ("Breaks them up.", theme.INK_DIM)]
        if self.show is not None:
            lines.append((f"This hand: {self.show.counted} of {self.show.points}", theme.GOLD))
        elif view.phase == PLAY:
            lines.append((f"This hand so far: {score_board(view.board).total}", theme.GOLD))
            lines.append((self.next_words(), theme.INK))
        elif view.phase in (GIFT, SHOW):
            step = "giving 3 cards" if view.phase == GIFT else "showing 3 cards"
            lines.append((f"{self.short_name(director)} is {step}", theme.INK))
        for seat, suit, rank in (() if self.show else view.voids):
            lines.append((void_words(self.short_name(seat), suit, rank), theme.ALERT))
        return lines

    def hint_lines(self) -> list[str]:
        if self.coach is not None and self.coach.finished:
            return []  # "Watch the table..." would stand under the coach's last note
        if not self.my_turn():
            playing = self.session.humans and not self.session.state.is_over
            return ["Watch the table\u2026"] if playing else []
        move = f"{self.key_label(Intent.LEFT)} {self.key_label(Intent.RIGHT)} choose a card"
        confirm = self.key_label(Intent.CONFIRM)
        if self.view.phase in (GIFT, SHOW):
            finish = f"{self.key_label(Intent.ACTION_1)} {self._verb()} the three"
            if self.mode.picks_stay_made:
                return [move, f"{confirm} pick it", finish]
            return [move, f"{confirm} pick it / take it back",
                    f"{self.key_label(Intent.BACK)} take back the last", finish]
        lines = [move, f"{confirm} play it"]
        if self.controls.undo_button() is not None:
            lines.append(f"{self.key_label(Intent.ACTION_2)} undo your last card")
        return lines

    # -- drawing -----------------------------------------------------------------------

    def still_parts(self) -> list[Part]:
        """All but the target cursor and its tip, which follow the pointer and are drawn
        live (`draw_table`); the next place's pulsing frame is a part of its own, kept
        while its width stays the same (the opponent's cards' shadows fall over it)."""
        parts = super().still_parts() + [self._roles_part(), *self._badge_parts(),
                                         self._grid_part(), *self._next_glow_parts()]
        if self.show is None:  # a finished hand's cards are all on the grid
            parts += [self._hand_part(1 - self.bottom_seat()),
                      self._hand_part(self.bottom_seat())]
        return parts + [self.log_part(16), self._hints_part()]

    def draw_table(self, surface) -> None:
        """Only the cursor's frame and tip, every frame: the rest is kept."""
        self.chrome.draw_cursor(surface)

    def _roles_part(self) -> Part:
        lines = tuple(self.role_lines())
        return Part("roles", self.layout["roles"], lines, partial(self._draw_roles, lines=lines))

    def _draw_roles(self, surface, lines) -> None:
        text = self.app.text
        rect = self.layout["roles"]
        draw_panel(surface, rect, 170)
        y = rect.y + 10
        for words, colour in lines:
            size = theme.BODY_SIZE if colour == theme.GOLD else theme.SMALL_SIZE
            for line in self.parts.wrap(words, rect.width - 24, size):
                if y + size > rect.bottom - 6:
                    return
                text.draw(surface, line, (rect.x + 12, y), size, colour)
                y += size + 4
            y += 6

    def _badge_parts(self) -> list[Part]:
        bottom = self.bottom_seat()
        return [self.badge_part(anchor, self.layout[anchor], self._seat_badge(seat))
                for seat, anchor in ((bottom, "my_badge"), (1 - bottom, "their_badge"))]

    def _seat_badge(self, seat: int) -> Badge:
        view = self.view
        director = self.show.director if self.show else view.director
        detail = "Director" if seat == director else "Defender"
        if self.show is None:
            detail += (f" \u00b7 {view.hidden_counts[seat]} hidden, "
                       f"{len(view.open_cards[seat])} face up")
        score = view.scores[seat]
        if self.show is not None:  # the hand's points are still counting in
            score = self.show.before + self.show.counted if seat == director else score
        badge = self.badge(seat, score=f"{score} pts", detail=detail)
        badge.on_turn = badge.on_turn and self.show is None
        return badge

    def _grid_cards(self) -> dict[int, Card]:
        if self.show is not None:
            return self.show.cards
        return {CELL_OF_PLAY[n]: card for n, card in enumerate(self.view.plays, start=1)}

    def _next_place(self) -> int:
        """The place the next card goes on, lit while it is played for; 0 if none."""
        number = self.next_play()
        if self.show is None and self.view.phase == PLAY and number <= CELLS:
            return number
        return 0

    def _grid_part(self) -> Part:
        """The serpent's places, with the cards on them (those still flying left out)."""
        grid = self.grid()
        cards = self._grid_cards()
        show = self.show
        flying = tuple(sorted(card for card in cards.values() if card in self.in_flight))
        shown = (show.director, tuple(show.groups), show.lit) if show else None
        key = (tuple(grid.area), grid.director_at_bottom, tuple(sorted(cards.items())), flying,
               shown, self._next_place(), self.view.director, self.bottom_seat(),
               self.app.prefs.colour_blind_patterns)
        return Part("grid", grid_footprint(grid), key,
                    partial(self._draw_grid, grid=grid, cards=cards))

    def _draw_grid(self, surface, grid: Grid, cards: dict[int, Card]) -> None:
        show = self.show
        draw_serpent_path(surface, grid, len(cards))
        groups = []
        if show is None:
            result = score_board(self.view.board)
            groups = groups_of(cards, result.pairs, result.runs)
            draw_links(surface, grid, groups)
            self._draw_row_captions(surface, grid)
        lit = show.lit_cells() if show else set()
        for cell in range(CELLS):
            rect = grid.cell_rect(cell)
            card = cards.get(cell)
            number = PLAY_OF_CELL[cell]
            if card is None or card in self.in_flight:
                self._draw_empty_place(surface, rect, number)
                continue
            dimmed = show is not None and cell not in lit
            draw_card(surface, self.face(card), rect, DIMMED if dimmed else NORMAL)
            self._draw_place_number(surface, rect, number)
        if show is None:
            draw_frames(surface, grid, groups)
        else:
            draw_lit(surface, grid, show)

    def _draw_row_captions(self, surface, grid: Grid) -> None:
        view = self.view
        director = self.show.director if self.show else view.director
        bottom = self.bottom_seat()
        area, y = grid.area, grid.gap_centre_y()
        top_role = "director" if 1 - bottom == director else "defender"
        bottom_role = "director" if bottom == director else "defender"
        text = self.app.text
        text.draw(surface, f"\u25b2 {self.short_name(1 - bottom)}'s row ({top_role})",
                  (area.x, y), theme.SMALL_SIZE, theme.INK, anchor="midleft", shadow=True)
        text.draw(surface, f"{self.short_name(bottom)}'s row ({bottom_role}) \u25bc",
                  (area.right, y), theme.SMALL_SIZE, theme.INK, anchor="midright", shadow=True)

    def _draw_empty_place(self, surface, rect: pygame.Rect, number: int) -> None:
        """An empty place; the next one's pulsing frame is a part (`_next_glow_parts`)."""
        text = self.app.text
        draw_panel(surface, rect, 200, colour=theme.FELT_DARK, radius=8)
        surface.blit(self.art.slot(), rect)
        kind = "answers" if number in RESPONSES else "leads"
        if number != self._next_place():
            text.draw(surface, str(number), rect.center, theme.HEADING_SIZE, theme.INK_DIM,
                      anchor="center")
            text.draw(surface, "answer" if number in RESPONSES else "lead",
                      (rect.centerx, rect.bottom - 8), theme.SMALL_SIZE - 4, theme.INK_DIM,
                      anchor="midbottom")
            return
        text.draw(surface, str(number), (rect.centerx, rect.y + 34), theme.TITLE_SIZE - 16,
                  theme.GOLD, bold=True, anchor="center")
        who = self.short_name(player_of(number, self.view.director))
        text.draw(surface, who, (rect.centerx, rect.bottom - 46), theme.SMALL_SIZE, theme.INK,
                  bold=True, anchor="midbottom")
        text.draw(surface, kind, (rect.centerx, rect.bottom - 22), theme.SMALL_SIZE, theme.INK,
                  anchor="midbottom")

    def _next_glow_parts(self) -> list[Part]:
        """The next place's frame, pulsing with the clock: a part keyed by its width."""
        number = self._next_place()
        if not number:
            return []
        frame = self.grid().place_rect(number).inflate(8, 8)
        width = 3 + int(2 * abs(math.sin(self.clock * 3)))
        return [Part("next place", frame, (tuple(frame), width),
                     partial(pygame.draw.rect, color=theme.GOLD, rect=frame, width=width,
                             border_radius=10))]

    def _draw_place_number(self, surface, rect: pygame.Rect, number: int) -> None:
        centre = (rect.right - 4, rect.top + 4)
        pygame.draw.circle(surface, theme.PANEL, centre, 14)
        pygame.draw.circle(surface, theme.GOLD, centre, 14, 2)
        self.app.text.draw(surface, str(number), centre, theme.SMALL_SIZE - 4, theme.INK,
                           bold=True, anchor="center")

    def _hand_part(self, seat: int) -> Part:
        """A seat's hand, the picked cards raised, the unplayable dimmed."""
        places = self.card_places(seat)
        mine = seat == self.bottom_seat()
        cards = self._hand_looks(seat, places)
        captions = self._hand_captions(places) if mine else ()
        rects = [card_footprint(pygame.Rect(rect), state == SELECTED)
                 for _, state, rect in cards]
        rects += [self._caption_rect(words, pos) for words, pos in captions]
        area = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
        key = (mine, cards, captions, self.app.prefs.colour_blind_patterns)
        return Part("hand:bottom" if mine else "hand:top", area, key,
                    partial(self._draw_hand, mine=mine, cards=cards, captions=captions))

    def _hand_looks(self, seat: int, places) -> tuple:
        """(card or None for a back, state, rect) of each card of a hand not in flight."""
        asked = self.my_turn() and seat == self.viewer
        legal = self.legal() if asked and self.view.phase == PLAY else None
        looks = []
        for card, _, rect in places:
            if card in self.in_flight:
                continue
            state = NORMAL
            if card in self.picked:
                state = SELECTED
            elif card is not None and legal is not None and Play(card) not in legal:
                state = DIMMED
            looks.append((card, state, tuple(rect)))
        return tuple(looks)

    def _draw_hand(self, surface, mine: bool, cards: tuple, captions: tuple) -> None:
        size = CARD if mine else SMALL_CARD
        art = self.art if mine else self.small_art
        for card, state, rect in cards:
            if card is None:
                draw_card(surface, art.back(), pygame.Rect(rect))
            else:
                draw_card(surface, self.face(card, size), pygame.Rect(rect), state)
        for words, pos in captions:
            self.app.text.draw(surface, words, pos, CAPTION_SIZE, theme.INK_DIM,
                               anchor="midbottom")

    def _hand_captions(self, places) -> tuple:
        """'hidden' over the cards only their owner sees, 'face up' over the others:
        (words, where their foot is), clear of a card raised and framed by the cursor."""
        other = self.short_name(1 - self.bottom_seat())
        captions = []
        for face_up, words in ((False, "hidden"), (True, f"face up: {other} sees these")):
            rects = [rect for card, up, rect in places if up == face_up and card is not None]
            if rects:
                box = rects[0].unionall(rects[1:])
                captions.append((words, (box.centerx, box.top - LIFT - CURSOR_MARGIN - 2)))
        return tuple(captions)

    def _caption_rect(self, words: str, foot) -> pygame.Rect:
        image = self.app.text.render(words, CAPTION_SIZE, theme.INK_DIM)
        return image.get_rect(midbottom=foot)

    def _hints_part(self) -> Part:
        """The keys to press, under the buttons (a replay draws none: `_draw_hints`)."""
        lines = tuple(self.hint_lines())
        area = self.layout["hints"].unionall(
            [self.app.text.render(line, theme.SMALL_SIZE, colour).get_rect(topleft=pos)
             for line, pos, colour in self._placed_hints(lines)])
        return Part("hints", area, lines, self._draw_hints)

    def _placed_hints(self, lines) -> list[tuple[str, tuple[int, int], tuple]]:
        """(line, where it starts, its colour): the first line bright, the rest dim."""
        rect = self.layout["hints"]
        return [(line, (rect.x + 4, rect.y + i * 26), theme.INK if i == 0 else theme.INK_DIM)
                for i, line in enumerate(lines)]

    def _draw_hints(self, surface) -> None:
        for line, pos, colour in self._placed_hints(self.hint_lines()):
            self.app.text.draw(surface, line, pos, theme.SMALL_SIZE, colour)


TABLE = SerpentTable
