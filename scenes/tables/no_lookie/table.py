"""The No Lookie, No Peekie table: your five face-down cards large at the bottom,
everyone else's round the table, the draw and discard piles in the middle.

A turn: point at the pile or the discard (arrows, d-pad, mouse) and confirm; the
drawn card shows beside the piles; confirm a place in your tableau to put it there,
or the discard pile (or the Discard button) to let it go.  Before drawing, picking
two cards of one row switches them.  An action card discarded asks in words what
to do, its targets framed; one button declines it.  Knock is a button.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import partial

import pygame

from game.core import HandEnded
from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Rearrange,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import (
    BOTTOM,
    BURN,
    DRAFT,
    ELEVEN,
    NAMES,
    RAYS_PLAY,
    SLOT_WORDS,
    SWAP,
    TOP,
    TRADE,
    is_action,
    row_of,
)
from game.no_lookie.events import (
    ActionDeclined,
    Burned,
    CardDiscarded,
    CardDrawn,
    CardReplaced,
    DiscardStarted,
    DraftEnded,
    DraftPicked,
    DraftStarted,
    ExtraTurn,
    Knocked,
    Rearranged,
    RoundDealt,
    RoundRevealed,
    Swapped,
    Traded,
    TurnLost,
    TurnSkipped,
)
from game.no_lookie.rules import ACTION, HOLD, PICK, PLACE, TRADE_WITH, TURN, open_view
from scenes.core.anim import Sprite, Tween, ease_in_out
from scenes.core.input import Intent
from scenes.tables.kit.base import TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.kit.targets import Target
from scenes.tables.no_lookie.reveal import RevealMixin
from scenes.tables.no_lookie.seats import (
    OWN_CARD,
    PILE_CARD,
    CardFaces,
    SeatPlaces,
    opponent_card_size,
    row_words,
    say_card,
)
from scenes.tables.no_lookie.words import describe, hint_lines, prompt
from scenes.widgets import theme
from scenes.widgets.button import Button
from scenes.widgets.cards import HOVER, NORMAL, SELECTED, card_room, draw_card, draw_flip
from scenes.widgets.panel import draw_panel
from scenes.widgets.rows import fan
from scenes.widgets.still import Part

FLY_SECONDS = 0.45
DEAL_STAGGER = 0.025
LOOK_SECONDS = 4.0  # "Remember these!" holds play this long (a press ends it)
BANNER_SECONDS = 2.6
KNOCK_HOLD = 1.2
SKIP_HOLD = 1.0
ACTION_VERBS = {SWAP: "Swap", TRADE: "Trade", BURN: "Burn", DRAFT: "Draft",
                RAYS_PLAY: "Ray's Play"}
SCREEN = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)


class NoLookieTable(RevealMixin, TableScene):
    layout_name = "no_lookie"
    ANCHORS = ("centre", "stock", "discard", "held", "prompt", "banner", "me", "hint",
               "buttons", "status", "tableau", "log")

    def __init__(self, app, session, mode: Mode = PLAYING):
        self._open_key, self._open = None, None  # the open view of a replay, per move
        super().__init__(app, session, mode)
        n = session.state.num_seats
        self.faces = {PILE_CARD: CardFaces(app.text, PILE_CARD),
                      OWN_CARD: CardFaces(app.text, OWN_CARD)}
        small = opponent_card_size(n)
        self.faces.setdefault(small, CardFaces(app.text, small))
        self._places: SeatPlaces | None = None
        self._marks_rooms: dict[tuple, pygame.Rect] = {}
        self._drawn_places: SeatPlaces | None = None  # as they were at the last draw
        self._drawn_playing = False  # the reveal was playing at the last draw
        self._draw_whole_next = False  # the table changed all over: no parts kept
        self.picked: list[tuple[int, int]] = []  # (seat, slot) chosen so far
        self.hidden: Counter = Counter()  # places a flying card will land on
        self.banner: list | None = None  # [headline, detail, seconds left]
        self.stamps: dict[int, float] = {}  # seat -> seconds its "turn skipped" shows
        self.looking: int | None = None  # the seat having its first look now
        self.looked: set[int] = set()
        self.look_shown = False
        self.drafting = False
        self.init_reveal()

    def enter(self) -> None:
        super().enter()
        view = self.view
        dealing = 0.0
        if not self.looked and not any(view.turns_taken):
            dealing = self.animate_deal()
        if self.viewer is not None:
            self.start_look(self.viewer, after=dealing)

    # -- geometry -------------------------------------------------------------------

    def bottom_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        humans = self.session.humans
        return humans[0] if humans else 0

    def places(self) -> SeatPlaces:
        bottom = self.bottom_seat()
        if self._places is None or self._places.bottom != bottom:
            self._places = SeatPlaces(self.layout, self.view.num_seats, bottom)
        return self._places

    def faces_for(self, seat: int) -> CardFaces:
        return self.faces[self.places().card_size(seat)]

    def packet_rects(self, count: int) -> list[pygame.Rect]:
        area = self.layout["centre"]
        strip = pygame.Rect(area.x, self.layout["stock"].y, area.width, PILE_CARD[1])
        return fan(strip, count, PILE_CARD, 10)

    def direction_rects(self) -> dict[int, pygame.Rect]:
        stock, held = self.layout["stock"], self.layout["held"]
        left = pygame.Rect(0, 0, 170, 70)
        left.midright = (stock.left - 30, stock.centery)
        right = pygame.Rect(0, 0, 170, 70)
        right.midleft = (held.right + 30, held.centery)
        return {1: left, -1: right}

    # -- what the viewer may see of a tableau ------------------------------------------

    def memory_aid(self) -> bool:
        return bool(self.view.option_values.get("memory_aid"))

    def in_first_look(self) -> bool:
        """Before one's first turn a seat may look at its bottom row (and does, at the
        deal, for a moment); then the cards stay face down for good."""
        seat = self.viewer
        if seat is None or seat not in self.looked or self.reveal is not None:
            return False
        if self.looking == seat:
            return True
        view = self.view
        return view.turns_taken[seat] == 0 and view.current != seat

    def open_view(self):
        """The table with every card face up (a replay), built once per move."""
        key = self.views.key(None)
        if self._open_key != key:
            self._open_key, self._open = key, open_view(self.session.state)
        return self._open

    def shown_card(self, seat: int, slot: int):
        """A tableau card face up for the viewer: only during the first look, or what
        they have seen with the Memory aid option."""
        if self.mode.open_hands:  # a replay: every card face up where it lies
            return self.open_view().tableaus[seat][slot]
        if self.viewer is None:
            return None
        card = self.view.tableaus[seat][slot]
        if self.memory_aid():
            return card
        if seat == self.viewer and slot in BOTTOM and self.in_first_look():
            return card
        return None

    # -- the first look ---------------------------------------------------------------

    def start_look(self, seat: int, after: float = 0.0) -> None:
        if seat in self.looked or self.reveal is not None or self.view.is_over:
            return
        if self.view.turns_taken[seat]:
            self.looked.add(seat)  # a match resumed after the look
            return
        self.looked.add(seat)
        self.looking = seat
        self.look_shown = True
        self.banner = ["Remember these!",
                       f"Your bottom row, face up for a moment only ({self.key_label(Intent.CONFIRM)}"
                       " when you have them).", LOOK_SECONDS]
        self.flip_row(seat, BOTTOM, face_up=True, delay=after)
        self.anim.add(Sprite(Tween(0.0, 1.0, LOOK_SECONDS, delay=after + 0.4,
                                   on_done=self._end_look),
                             lambda *_: None))
        self.app.sounds.play("flip")

    def _end_look(self) -> None:
        self.looking = None
        if self.banner and self.banner[0] == "Remember these!":
            self.banner = None

    def accept_hand_off(self, seat: int) -> None:
        super().accept_hand_off(seat)
        self.start_look(seat)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.banner:
            self.banner[2] -= dt
            if self.banner[2] <= 0 and self.looking is None:
                self.banner = None
        self.stamps = {s: t - dt for s, t in self.stamps.items() if t > dt}
        shown = self.in_first_look()
        if self.look_shown and not shown and self.viewer is not None:
            self.flip_row(self.viewer, BOTTOM, face_up=False)  # face down for good
        self.look_shown = shown

    # -- choosing ---------------------------------------------------------------------

    def choice_key(self) -> tuple:
        """Picked cards, and whether a reveal is showing (no targets while it is)."""
        return (tuple(self.picked), self.reveal is None)

    def after_move(self) -> None:
        self.picked = []

    def on_undo(self) -> None:
        self.picked = []
        self.hidden.clear()

    def handle_other(self, seat: int, event) -> None:
        if event.intent == Intent.BACK and self.picked:
            self.picked.pop()
            self.controls.forget_targets()
            self.app.sounds.play("back")

    def build_targets(self) -> list[Target]:
        if self.reveal is not None:
            return []
        view = self.view
        builders = {TURN: self._turn_targets, HOLD: self._hold_targets,
                    ACTION: self._action_targets, TRADE_WITH: self._trade_with_targets,
                    PICK: self._pick_targets, PLACE: self._place_targets}
        return builders[view.phase](view)

    def hint_keys(self, action) -> list:
        """Two of one's own cards for a switch or a swap; one to trade away; a knock or
        a declined action card is its button."""
        me = self.viewer
        pairs = {Rearrange: ("first", "second"), Swap: ("top", "bottom"), TradeFrom: ("slot",)}
        if type(action) in pairs:
            return [("slot", me, getattr(action, name)) for name in pairs[type(action)]]
        keys = super().hint_keys(action)
        button = {Knock: "knock", Decline: "decline"}.get(type(action))
        return keys or ([("button", button)] if button else [])

    def _own(self, slot: int) -> pygame.Rect:
        return self.places().slot(self.viewer, slot)

    def _turn_targets(self, view) -> list[Target]:
        legal = self.legal()
        targets = [Target("stock", self.layout["stock"], action=DrawStock(),
                          preview="Draw the top card of the pile", group="pile")]
        top = view.discard[-1] if view.discard else None
        if DrawDiscard() in legal:
            targets.append(Target("discard", self.layout["discard"], action=DrawDiscard(),
                                  preview=f"Take the {say_card(top)} from the discard pile",
                                  group="pile"))
        else:
            why = (f"An action card ({NAMES[top]}) on the discard pile cannot be taken."
                   if top is not None and is_action(top) else "There is no card to take there.")
            targets.append(Target("discard", self.layout["discard"], refusal=why, group="pile"))
        for slot in range(5):
            targets.append(self._rearrange_target(view, slot))
        return targets

    def _rearrange_target(self, view, slot: int) -> Target:
        key, rect = ("slot", self.viewer, slot), self._own(slot)
        if view.rearranged:
            return Target(key, rect, refusal="You have already switched two cards this turn.")
        mine = (self.viewer, slot)
        if not self.picked:
            return Target(key, rect, on_choose=lambda: self.picked.append(mine),
                          preview="Pick this card to switch it with another of its row")
        first = self.picked[0][1]
        if first == slot:
            return Target(key, rect, on_choose=self.picked.clear, preview="Put it back")
        if row_of(first) != row_of(slot):
            return Target(key, rect, refusal=f"Cards stay in their row: pick another card of "
                                             f"your {row_words(first)}.")
        move = Rearrange(min(first, slot), max(first, slot))
        return Target(key, rect, action=move, preview="Switch these two face-down cards")

    def _hold_targets(self, view) -> list[Target]:
        held = say_card(view.held)
        targets = [Target(("slot", self.viewer, slot), self._own(slot), action=Replace(slot),
                          preview=f"Put the {held} here; this card goes face up on the "
                                  "discard pile") for slot in range(5)]
        extra = " and lose your next turn" if view.held == ELEVEN else ""
        targets.append(Target("discard", self.layout["discard"], action=DiscardDrawn(),
                              preview=f"Discard the {held}{extra}", group="pile"))
        return targets

    def _place_targets(self, view) -> list[Target]:
        drafted = say_card(view.my_pick)
        return [Target(("slot", self.viewer, slot), self._own(slot), action=Replace(slot),
                       preview=f"Place your drafted {drafted} here; this card is discarded")
                for slot in range(5)]

    def _pick_targets(self, view) -> list[Target]:
        cards = view.packet or ()
        passing = "left" if view.draft_direction == 1 else "right"
        return [Target(("pick", i), rect, action=DraftPick(card),
                       preview=f"Keep the {say_card(card)}; the rest pass to the {passing}")
                for i, (card, rect) in enumerate(zip(cards, self.packet_rects(len(cards))))]

    def _action_targets(self, view) -> list[Target]:
        card = view.pending
        if card == SWAP:
            return [self._pair_target(slot, Swap) for slot in range(5)]
        if card == BURN:
            return [Target(("slot", self.viewer, slot), self._own(slot), action=Burn(slot),
                           preview="Burn this card face down and draw a new one in its place")
                    for slot in range(5)]
        if card == TRADE:
            return self._trade_targets(view)
        if card == DRAFT:
            return [Target(("draft", d), rect, action=Draft(d),
                           preview=f"Pass the drafted cards to the {'left' if d == 1 else 'right'}")
                    for d, rect in self.direction_rects().items()]
        if card == RAYS_PLAY:
            return [Target("rays", self.layout["discard"], action=RaysPlay(),
                           preview="Take a second complete turn", group="pile")]
        return []

    def _pair_target(self, slot: int, kind) -> Target:
        """Swap: one card of each row of one's own tableau."""
        key, rect, mine = ("slot", self.viewer, slot), self._own(slot), (self.viewer, slot)
        if not self.picked:
            return Target(key, rect, on_choose=lambda: self.picked.append(mine),
                          preview="Swap this card with one of your other row")
        first = self.picked[0][1]
        if first == slot:
            return Target(key, rect, on_choose=self.picked.clear, preview="Put it back")
        if row_of(first) == row_of(slot):
            other = "bottom row" if first in TOP else "top row"
            return Target(key, rect, refusal=f"Swap takes one card of each row: pick one "
                                             f"from your {other}.")
        top, bottom = (first, slot) if first in TOP else (slot, first)
        return Target(key, rect, action=kind(top, bottom),
                      preview="Swap these two cards, unseen")

    def _trade_targets(self, view) -> list[Target]:
        targets = []
        mine = self.picked[0][1] if self.picked else None
        for slot in range(5):
            chosen = (self.viewer, slot)
            targets.append(Target(("slot", self.viewer, slot), self._own(slot),
                                  on_choose=lambda c=chosen: self._pick_only(c),
                                  preview="Trade this card away"))
        for seat in range(view.num_seats):
            if seat == self.viewer:
                continue
            for slot in range(5):
                rect = self.places().slot(seat, slot)
                key = ("slot", seat, slot)
                if mine is None:
                    targets.append(Target(key, rect, refusal="First pick one of your own "
                                                             "cards to trade."))
                else:
                    targets.append(Target(
                        key, rect, on_choose=lambda s=seat, t=slot: self._trade(mine, s, t),
                        preview=f"Trade with {self.short_name(seat)}'s "
                                f"{SLOT_WORDS[slot]} card"))
        return targets

    def _trade_with_targets(self, view) -> list[Target]:
        return [Target(("slot", seat, slot), self.places().slot(seat, slot),
                       action=TradeWith(seat, slot),
                       preview=f"Trade with {self.short_name(seat)}'s {SLOT_WORDS[slot]} card")
                for seat in range(view.num_seats) if seat != self.viewer for slot in range(5)]

    def _pick_only(self, chosen) -> None:
        self.picked = [chosen]

    def _trade(self, own_slot: int, seat: int, slot: int) -> None:
        me = self.viewer
        if self.play(me, TradeFrom(own_slot)) and self.play(me, TradeWith(seat, slot)):
            self.after_move()

    def table_buttons(self) -> list[Button]:
        buttons = []
        view = self.view
        me = self.viewer
        if self.my_turn() and self.reveal is None:
            if view.phase == TURN and Knock() in self.legal():
                buttons.append(Button("knock", "Knock", lambda: self.play_chosen(me, Knock()),
                                      Intent.ACTION_1))
            elif view.phase == HOLD:
                buttons.append(Button("discard", "Discard it",
                                      lambda: self.play_chosen(me, DiscardDrawn()),
                                      Intent.ACTION_1))
            elif view.phase == ACTION:
                buttons.append(Button("decline", f"No {ACTION_VERBS[view.pending]}",
                                      lambda: self.play_chosen(me, Decline()), Intent.BACK))
        undo = self.controls.undo_button()
        return buttons + ([undo] if undo else [])

    # -- the log ----------------------------------------------------------------------

    def status_line(self) -> str:
        """While the reveal plays the next round is already dealt: say what is on
        screen, not whose turn is waiting behind it."""
        if self.reveal is not None and not self.session.state.is_over:
            return "The reveal: the round is scored"
        return super().status_line()

    def results_scene(self, event):
        """A round's overlay tallies the VP totals, so what it adds for each seat is
        the round's VP too (+1 taken, -1 flipped), not the round's points, which the
        reveal has just shown: a total of 0 VP "(+44)" read as nonsense."""
        revealed = self.reveal
        if isinstance(event, HandEnded) and revealed is not None:
            gained = tuple(int(seat in revealed.victory) - int(seat == revealed.flipped)
                           for seat in range(len(event.totals)))
            event = replace(event, points=gained)
        return super().results_scene(event)

    def describe_move(self, seat, action, events):
        mine, public = describe(self, seat, action, events)
        return mine, public

    def remember(self, events) -> None:
        """Whether a draft is under way (its cards are drawn in the players' hands)."""
        for event in events:
            if isinstance(event, DraftStarted):
                self.drafting = True
            elif isinstance(event, DraftEnded):
                self.drafting = False

    # -- animating the rules' events ---------------------------------------------------

    def on_events(self, events) -> None:
        events = [event.seen_by(self.viewer) for event in events]
        for index, event in enumerate(events):
            if isinstance(event, RoundRevealed):
                self.start_reveal(event, events[index + 1:])
                return
            self.animate(event)

    def animate(self, event) -> None:
        places = self.places()
        stock, discard, held = (self.layout[a] for a in ("stock", "discard", "held"))
        if isinstance(event, RoundDealt):
            self.looked.clear()
            dealing = self.animate_deal()
            if self.viewer is not None:
                self.start_look(self.viewer, after=dealing)
        elif isinstance(event, DiscardStarted):
            self.fly(stock, discard, None, flip_to=event.card, hide=[("discard",)])
        elif isinstance(event, CardDrawn):
            start = stock if event.source == "stock" else discard
            face = event.card if event.source == "discard" else None
            self.fly(start, held, face, flip_to=event.card if face is None else None,
                     hide=[("held",)])
        elif isinstance(event, CardReplaced):
            slot = places.slot(event.seat, event.slot)
            start = self._hand_rect(event.seat) if self.drafting else held
            self.fly(start, slot, event.card, flip_to=None if event.card is None else -1,
                     hide=[("slot", event.seat, event.slot)])
            self.fly(slot, discard, None, flip_to=event.discarded, delay=FLY_SECONDS * 0.6,
                     hide=[("discard",)])
        elif isinstance(event, CardDiscarded):
            self.fly(held, discard, event.card, hide=[("discard",)])
        elif isinstance(event, (Rearranged, Swapped)):
            first, second = ((event.first, event.second) if isinstance(event, Rearranged)
                             else (event.top, event.bottom))
            self.exchange((event.seat, first), (event.seat, second))
        elif isinstance(event, Traded):
            self.exchange((event.seat, event.slot), (event.other, event.other_slot))
        elif isinstance(event, Burned):
            slot = places.slot(event.seat, event.slot)
            self.fly(slot, discard, None)
            self.fly(stock, slot, event.card, flip_to=None if event.card is None else -1,
                     delay=FLY_SECONDS, hide=[("slot", event.seat, event.slot)])
        elif isinstance(event, DraftStarted):
            rects = self.packet_rects(self.view.num_seats)
            for i, rect in enumerate(rects):
                self.fly(stock, rect, None, delay=i * DEAL_STAGGER * 2)
        elif isinstance(event, DraftPicked):
            centre = self.layout["discard"]
            self.fly(centre, self._hand_rect(event.seat), event.card)
        elif isinstance(event, DraftEnded):
            self.say(f"{self.short_name(event.seat)}'s draft is over", "Play goes on.")
        elif isinstance(event, Knocked):
            self.say("Last turns! Everyone else plays once more",
                     f"{self.seat_name(event.seat)} knocked.", gold=True)
            self.hold(KNOCK_HOLD)
            self.app.sounds.play("clack")
        elif isinstance(event, TurnLost):
            self.say(f"{self.short_name(event.seat)} discarded the 11",
                     "and will skip their next turn.")
        elif isinstance(event, TurnSkipped):
            self.stamps[event.seat] = BANNER_SECONDS
            self.say(f"{self.short_name(event.seat)}'s turn is skipped",
                     "(for discarding the 11)")
            self.hold(SKIP_HOLD)
            self.app.sounds.play("buzz")
        elif isinstance(event, ExtraTurn):
            self.say("Ray's Play!", f"{self.short_name(event.seat)} takes a second turn.")
        elif isinstance(event, ActionDeclined):
            self.app.sounds.play("back")

    def _hand_rect(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.places().card_size(seat))
        rect.center = self.places().hand_point(seat)
        return rect

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """In the reveal, every tableau and the reckoning: what the last note speaks
        of (yours against the lowest at the table)."""
        if self.reveal is None:
            return []
        places = self.places()
        return [self.reveal_box(places), *places.panels.values()]

    def announcements(self) -> list[pygame.Rect]:
        return [self.layout["banner"]] if self.banner else []

    def say(self, headline: str, detail: str = "", gold: bool = False) -> None:
        if self.looking is None:
            self.banner = [headline, detail, BANNER_SECONDS]

    def animate_deal(self) -> float:
        """Five cards to each seat from the pile; returns how long the deal takes."""
        places = self.places()
        stock = self.layout["stock"]
        n = self.view.num_seats
        for round_ in range(5):
            for seat in range(n):
                order = round_ * n + seat
                self.fly(stock, places.slot(seat, round_), None, delay=order * DEAL_STAGGER,
                         seconds=0.3, hide=[("slot", seat, round_)], sound=False)
        self.app.sounds.play("slide")
        return 5 * n * DEAL_STAGGER + 0.3

    def fly(self, start: pygame.Rect, end: pygame.Rect, card, flip_to=None, delay=0.0,
            seconds=FLY_SECONDS, hide=(), sound=True) -> None:
        """A card travels from `start` to `end` (growing or shrinking to fit), shown as
        `card` (None: its back); with `flip_to` it turns over on the way (-1: to its back)."""
        for key in hide:
            self.hidden[key] += 1
        faces = self.faces[PILE_CARD]

        def image_at(value, size):
            image = faces.back() if value is None or value == -1 else faces.face(value)
            return pygame.transform.smoothscale(image, size)

        def draw(surface, rect, progress):
            x, y, w, h = (round(v) for v in rect)
            size = (max(2, w), max(2, h))
            if flip_to is None:
                surface.blit(image_at(card, size), (x, y))
            else:
                draw_flip(surface, image_at(card, size), image_at(flip_to, size), (x, y),
                          progress)

        def land():
            for key in hide:
                self.hidden[key] -= 1
            self.hidden += Counter()  # drop the zeros
            if sound:
                self.app.sounds.play("snap")
        self.anim.add(Sprite(Tween(tuple(start), tuple(end), seconds, ease_in_out, delay,
                                   on_done=land), draw))

    def exchange(self, first: tuple[int, int], second: tuple[int, int]) -> None:
        """Two face-down cards change places."""
        places = self.places()
        a, b = places.slot(*first), places.slot(*second)
        self.fly(a, b, None, hide=[("slot", *second)])
        self.fly(b, a, None, hide=[("slot", *first)])

    def flip_row(self, seat: int, slots, face_up: bool, delay: float = 0.0) -> None:
        """The seat's cards at `slots` turn over where they lie."""
        places = self.places()
        faces = self.faces_for(seat)
        for i, slot in enumerate(slots):
            card = self.view.tableaus[seat][slot]
            if card is None:
                continue
            before, after = (faces.back(), faces.face(card)) if face_up else \
                (faces.face(card), faces.back())
            rect = places.slot(seat, slot)
            key = ("slot", seat, slot)
            self.hidden[key] += 1

            def draw(surface, value, progress, before=before, after=after, rect=rect):
                draw_flip(surface, before, after, rect.topleft, progress)

            def done(key=key):
                self.hidden[key] -= 1
                self.hidden += Counter()
            self.anim.add(Sprite(Tween(0.0, 1.0, 0.35, delay=delay + i * 0.12, on_done=done),
                                 draw))

    # -- drawing ----------------------------------------------------------------------

    def draw(self, surface) -> None:
        """The whole table is drawn again at once (not a few parts a frame) when the
        seats move round (another player at the screen) and when the reveal starts;
        not in the frame of the move that does it, which has work enough and shows
        the table as kept, but in the next."""
        places, playing = self.places(), self.reveal_playing()
        changed = places is not self._drawn_places or (playing and not self._drawn_playing)
        if changed and self._drawn_places is not None:  # a first draw is whole anyway
            self._draw_whole_next = True
        self._drawn_places, self._drawn_playing = places, playing
        if self._draw_whole_next and not self.moved_since_drawn():
            self.still.forget()
            self._draw_whole_next = False
        super().draw(surface)

    def reveal_playing(self) -> bool:
        return self.reveal is not None and self.reveal_t < 1.0

    def still_parts(self) -> list[Part]:
        """Badges, tableaus, piles, words and the log are kept.  Live (`draw_table`):
        the cursor and its tip, which follow every key and mouse move, and in the
        reveal the cards turning over and the VP cards in flight.  Parts are listed
        whether or not they show anything now, each in a rect that holds whatever it
        may show, so that nothing of them is left behind."""
        return self.table_parts()

    def table_parts(self) -> list[Part]:
        """Every part of the table, in the order they are drawn."""
        view = self.view
        places = self.places()
        parts = super().still_parts()
        for seat in range(view.num_seats):
            parts.append(self.badge_part(f"badge:{seat}", places.badges[seat],
                                         self.seat_badge(seat)))
            parts += self.seat_parts(seat, places)
        parts += self.middle_parts(view)
        if self.reveal is not None:
            parts.append(self.reveal_part(places))
        parts += self.word_parts(view)
        parts.append(self.log_part(10))
        return parts

    def draw_table(self, surface) -> None:
        """What moves: the cursor and its tip, or the reveal's turning cards."""
        if self.reveal is not None:
            self.draw_reveal_motion(surface, self.places())
        elif self.my_turn():
            self.chrome.draw_cursor(surface)

    def seat_badge(self, seat: int):
        view = self.view
        vp = view.vp[seat]
        score = self.reveal_score(seat) if self.reveal is not None else f"{vp} VP"
        badge = self.badge(seat, score=score)
        return badge

    def hover_state(self, key, only_allowed: bool = True) -> str:
        """HOVER for what the cursor is on (if it may be chosen); else NORMAL."""
        current = self.targets.current if self.my_turn() else None
        lit = current is not None and current.key == key and (
            current.allowed or not only_allowed)
        return HOVER if lit else NORMAL

    # -- a seat's cards and marks -------------------------------------------------------

    def seat_parts(self, seat: int, places: SeatPlaces) -> list[Part]:
        """The seat's cards and, beside them, its marks (none during the reveal)."""
        if self.reveal is not None:
            return [self.revealed_tableau_part(seat, places),
                    Part(f"marks:{seat}", self.marks_room(seat, places), ((), None),
                         partial(self.draw_seat_marks, marks=(), stamp=None))]
        rects = places.cards[seat]
        looks = self.slot_looks(seat)
        area = card_room(rects[0]).unionall([card_room(rect) for rect in rects])
        parts = [Part(f"cards:{seat}", area, looks,
                      partial(self.draw_cards, faces=self.faces_for(seat), rects=rects,
                              looks=looks))]
        marks, stamp = self.seat_marks(seat, places), self.skip_stamp(seat, places)
        parts.append(Part(f"marks:{seat}", self.marks_room(seat, places), (marks, stamp),
                          partial(self.draw_seat_marks, marks=marks, stamp=stamp)))
        return parts

    def slot_looks(self, seat: int) -> tuple:
        """How each of the seat's cards is shown: (None, "gap") while a flying card is
        on its way there, else (the card face up or None face down, its state)."""
        looks = []
        for slot in range(5):
            key = ("slot", seat, slot)
            if self.hidden[key]:
                looks.append((None, "gap"))
            elif (seat, slot) in self.picked:
                looks.append((self.shown_card(seat, slot), SELECTED))
            else:
                looks.append((self.shown_card(seat, slot), self.hover_state(key)))
        return tuple(looks)

    def draw_cards(self, surface, faces: CardFaces, rects, looks) -> None:
        for rect, (card, state) in zip(rects, looks):
            if state == "gap":
                surface.blit(faces.slot(), rect)
            else:
                draw_card(surface, faces.image(card), rect, state)

    def seat_marks(self, seat: int, places: SeatPlaces) -> tuple:
        """Flipped VP cards, skips owed, the knocker, the drafter, beside the seat's
        cards: ((words, colour, size, box), ...)."""
        view = self.view
        marks = []
        if view.flipped[seat]:
            marks.append((f"{view.flipped[seat]} flipped", theme.INK_DIM))
        if view.skips[seat]:
            marks.append(("skips next turn", theme.ALERT))
        if view.knocker == seat:
            marks.append(("KNOCKED", theme.GOLD))
        if view.drafter == seat:
            marks.append(("drafting", theme.GOLD))
        return tuple((words, colour, *self.mark_box(seat, places, i, words))
                     for i, (words, colour) in enumerate(marks))

    def mark_box(self, seat: int, places: SeatPlaces, line: int, words: str) -> tuple:
        """(text size, (x, y, w, h)) of the seat's mark on `line`."""
        cards = places.cards[seat]
        small = theme.SMALL_SIZE - 4 if seat != places.bottom else theme.SMALL_SIZE - 2
        box = self.app.text.render(words, small, theme.INK, True).get_rect(
            topright=(cards[0].left - 6, cards[0].top + line * (small + 4)))
        if seat == places.bottom:
            box.topleft = (cards[1].right + 12, cards[0].top + 8 + line * (small + 8))
        box.clamp_ip(SCREEN.inflate(-8, -8))
        return small, tuple(box)

    def marks_room(self, seat: int, places: SeatPlaces) -> pygame.Rect:
        """Where any marks of the seat may be: the same whatever they say, so that no
        word of a mark gone is left behind.  Worked out once per seat and places."""
        key = (seat, places.bottom, places.count)
        if key not in self._marks_rooms:
            self._marks_rooms[key] = self._any_marks_room(seat, places)
        return self._marks_rooms[key]

    def _any_marks_room(self, seat: int, places: SeatPlaces) -> pygame.Rect:
        longest = ("99 flipped", "skips next turn", "KNOCKED", "drafting")
        boxes = [pygame.Rect(self.mark_box(seat, places, line, words)[1]).inflate(8, 4)
                 for line in range(4) for words in longest]
        stamp = self.app.text.render("TURN SKIPPED", theme.BODY_SIZE, theme.ALERT, True)
        cards = places.cards[seat]
        boxes.append(stamp.get_rect(center=(places.panels[seat].centerx,
                                            cards[0].centery + 20)).inflate(16, 8))
        return boxes[0].unionall(boxes)

    def skip_stamp(self, seat: int, places: SeatPlaces) -> tuple | None:
        """Where "TURN SKIPPED" shows over the seat's cards (x, y, w, h), while it does."""
        if seat not in self.stamps:
            return None
        area, cards = places.panels[seat], places.cards[seat]
        image = self.app.text.render("TURN SKIPPED", theme.BODY_SIZE, theme.ALERT, True)
        box = image.get_rect(center=(area.centerx, cards[0].centery + 20)).inflate(16, 8)
        return tuple(box)

    def draw_seat_marks(self, surface, marks, stamp: tuple | None) -> None:
        text = self.app.text
        for words, colour, size, box in marks:
            draw_panel(surface, pygame.Rect(box).inflate(8, 4), 210, radius=6)
            surface.blit(text.render(words, size, colour, True), box)
        if stamp is not None:
            stamp = pygame.Rect(stamp)
            image = text.render("TURN SKIPPED", theme.BODY_SIZE, theme.ALERT, True)
            draw_panel(surface, stamp, 235, border=theme.ALERT, radius=8)
            surface.blit(image, image.get_rect(center=stamp.center))

    # -- the middle: piles, the drawn card, a draft ------------------------------------

    def middle_parts(self, view) -> list[Part]:
        """The piles, the drawn card, the draft's directions and its packet: always
        listed, each in a rect of its own that never changes, showing nothing when it
        has no place at the moment (so nothing of it can be left behind)."""
        playing = self.reveal is None
        picking = playing and view.phase == PICK
        holding = playing and view.phase == HOLD and not self.hidden[("held",)]
        directing = (playing and view.phase == ACTION and view.pending == DRAFT
                     and self.my_turn())
        piles = playing and not picking
        return [self.stock_part(view, piles), self.discard_part(view, piles),
                self.held_part(view, holding), self.directions_part(directing),
                self.packet_part(view, picking)]

    def pile_room(self, card: pygame.Rect, *labels: str) -> pygame.Rect:
        """A pile's card with its shadow and lift, and under it the room of the
        longest of its `labels`."""
        room = card_room(card)
        for label in labels:
            room.union_ip(self.app.text.render(label, theme.SMALL_SIZE - 2).get_rect(
                midtop=(card.centerx, card.bottom + 6)))
        return room

    def stock_part(self, view, shown: bool) -> Part:
        stock = self.layout["stock"]
        count = view.stock_count
        look = (count, min(4, count // 8), self.hover_state("stock")) if shown else None
        area = self.pile_room(stock, "Pile: 8888").union(stock.move(-8, -8))
        return Part("stock", area, look, partial(self.draw_stock, look=look))

    def draw_stock(self, surface, look) -> None:
        if look is None:
            return
        count, backs, state = look
        stock = self.layout["stock"]
        back = self.faces[PILE_CARD].back()
        if count:
            for i in range(backs):
                surface.blit(back, stock.move(-2 * (i + 1), -2 * (i + 1)))
            draw_card(surface, back, stock, state)
        self.app.text.draw(surface, f"Pile: {count}", (stock.centerx, stock.bottom + 6),
                           theme.SMALL_SIZE - 2, theme.INK_DIM, anchor="midtop")

    def discard_part(self, view, shown: bool) -> Part:
        """The discard pile: its top card (under one flying there) or its empty place."""
        under = self.hidden[("discard",)]
        pile = view.discard[:len(view.discard) - under] if under else view.discard
        if view.pending == RAYS_PLAY and self.my_turn():
            state = self.hover_state("rays")
        else:
            state = self.hover_state("discard") if view.phase != ACTION else SELECTED
        look = ((pile[-1], state) if pile else ()) if shown else None
        area = self.pile_room(self.layout["discard"], "Discard")
        return Part("discard", area, look, partial(self.draw_discard, look=look))

    def draw_discard(self, surface, look) -> None:
        if look is None:
            return
        discard = self.layout["discard"]
        faces = self.faces[PILE_CARD]
        if look:
            draw_card(surface, faces.image(look[0]), discard, look[1])
        else:
            surface.blit(faces.slot(), discard)
        self.app.text.draw(surface, "Discard", (discard.centerx, discard.bottom + 6),
                           theme.SMALL_SIZE - 2, theme.INK_DIM, anchor="midtop")

    def held_part(self, view, shown: bool) -> Part:
        """The card drawn and not yet placed, beside the piles."""
        look = None
        if shown:
            holder = view.actor
            mine = holder == self.viewer
            card = self.seat_view(holder).held if self.mode.open_hands else view.held
            look = (card, mine, "Your card" if mine else f"{self.short_name(holder)}'s card")
        names = [f"{self.short_name(seat)}'s card" for seat in range(view.num_seats)]
        area = self.pile_room(self.layout["held"], "Your card", *names)
        return Part("held", area, look, partial(self.draw_held, look=look))

    def draw_held(self, surface, look) -> None:
        if look is None:
            return
        card, mine, label = look
        held = self.layout["held"]
        draw_card(surface, self.faces[PILE_CARD].image(card), held, SELECTED if mine else NORMAL)
        self.app.text.draw(surface, label, (held.centerx, held.bottom + 6), theme.SMALL_SIZE - 2,
                           theme.GOLD if mine else theme.INK_DIM, anchor="midtop")

    def directions_part(self, shown: bool) -> Part:
        """Draft: which way the cards pass, a panel each side of the piles."""
        rects = self.direction_rects()
        current = self.targets.current
        lit = current.key if current is not None and current.key[0] == "draft" else None
        look = (lit,) if shown else None
        return Part("directions", rects[1].union(rects[-1]), look,
                    partial(self.draw_directions, look=look))

    def draw_directions(self, surface, look) -> None:
        if look is None:
            return
        for direction, rect in self.direction_rects().items():
            draw_panel(surface, rect, 230,
                       border=theme.GOLD if look[0] == ("draft", direction) else theme.INK_DIM)
            arrow = "\u2190 Pass left" if direction == 1 else "Pass right \u2192"
            self.app.text.draw(surface, arrow, rect.center, theme.BODY_SIZE, theme.INK,
                               bold=True, anchor="center")

    def packet_panel(self) -> pygame.Rect:
        area = self.layout["centre"]
        return pygame.Rect(area.x, self.layout["stock"].y - 12, area.width, PILE_CARD[1] + 24)

    def packet_part(self, view, shown: bool) -> Part:
        """Draft: the cards going round, one to keep."""
        looks = None
        if shown:
            cards = view.packet if view.packet is not None else (None,) * view.packet_size
            looks = tuple((card, self.hover_state(("pick", i), only_allowed=False))
                          for i, card in enumerate(cards))
        strip = self.packet_panel().inflate(0, -24)
        area = self.packet_panel().union(card_room(strip))  # however many cards are left
        return Part("packet", area, looks, partial(self.draw_packet, looks=looks))

    def draw_packet(self, surface, looks) -> None:
        if looks is None:
            return
        draw_panel(surface, self.packet_panel(), 150)
        self.draw_cards(surface, self.faces[PILE_CARD], self.packet_rects(len(looks)), looks)

    # -- words: what to do, the banner, the hints under one's badge --------------------

    def word_parts(self, view) -> list[Part]:
        """What to do now, the banner, the hints under one's badge: always listed, in
        rects that hold whatever they say."""
        banner = tuple(self.banner[:2]) if self.banner else None
        lines = tuple(hint_lines(self, view)[:3])
        area = self.layout["hint"]
        rects = [self.app.text.render(line, theme.SMALL_SIZE - 2).get_rect(
            topleft=(area.x + 6, area.y + 4 + i * 24)) for i, line in enumerate(lines)]
        return [self.prompt_part(view),
                Part("banner", self.layout["banner"], banner,
                     partial(self.draw_banner, banner=banner)),
                Part("hints", area.unionall(rects), lines,
                     partial(self.draw_hint_lines, lines=lines))]

    def prompt_part(self, view) -> Part:
        """What to do now, in words, under the piles (two lines at most; none while
        the round is revealed)."""
        words, colour = prompt(self, view)
        area = self.layout["prompt"]
        lines = tuple(self.parts.wrap(words, area.width, theme.BODY_SIZE)[:2]) \
            if self.reveal is None else ()
        rects = [self.app.text.render(line, theme.BODY_SIZE, colour, i == 0).get_rect(
            midtop=(area.centerx, area.y + i * 26)) for i, line in enumerate(lines)]
        height = 26 + self.app.text.render("Ag", theme.BODY_SIZE, colour, True).get_height()
        room = pygame.Rect(area.x, area.y, area.width, height).unionall(rects)
        return Part("prompt", room.union(room.move(2, 2)), (lines, colour),
                    partial(self.draw_prompt, lines=lines, colour=colour))

    def draw_prompt(self, surface, lines, colour) -> None:
        area = self.layout["prompt"]
        for i, line in enumerate(lines):
            self.app.text.draw(surface, line, (area.centerx, area.y + i * 26), theme.BODY_SIZE,
                               colour, bold=i == 0, anchor="midtop", shadow=True)

    def draw_hint_lines(self, surface, lines) -> None:
        area = self.layout["hint"]
        for i, line in enumerate(lines):
            self.app.text.draw(surface, line, (area.x + 6, area.y + 4 + i * 24),
                               theme.SMALL_SIZE - 2, theme.INK_DIM if i else theme.INK)

    def draw_banner(self, surface, banner: tuple | None) -> None:
        if banner is None:
            return
        headline, detail = banner
        text = self.app.text
        area = self.layout["banner"]
        draw_panel(surface, area, 225, border=theme.GOLD, radius=14)
        text.draw(surface, headline, (area.centerx, area.y + 8), theme.HEADING_SIZE - 8,
                  theme.GOLD, bold=True, anchor="midtop")
        if detail:
            text.draw(surface, detail, (area.centerx, area.bottom - 8), theme.SMALL_SIZE,
                      theme.INK, anchor="midbottom")


TABLE = NoLookieTable
