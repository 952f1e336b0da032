"""The Precognition table: your hand, a letter pad for your secret prediction, the row
of cards with its ups and downs, your prediction beside it, and the reveal.

Writing: the pad's keys (↑ ↓ = Erase Done) are targets; Backspace / B (or C / Y)
erases, X says done.  Nothing of another player's string shows before the reveal:
not its letters, its length, its erasures nor its timing.  The AI seats write while
the humans do, but fold their papers only once no human is still writing, one at
the AI pace, however long their strings.

Placing: your hand's cards are targets; each previews the change it would make.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.precognition.actions import Erase, Finish, Letter, Place
from game.precognition.cards import RANK_NAMES, match_start
from game.precognition.events import (
    CardPlaced,
    Dealt,
    ReplayCalled,
    StringEdited,
    StringFinished,
    StringsRevealed,
)
from scenes.core.anim import Sprite, Tween, ease_out_cubic
from scenes.core.input import Intent, IntentEvent
from scenes.match.thinking import think
from scenes.tables.kit.base import LogLine, TableScene
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.kit.targets import Target
from scenes.tables.precognition.pad import PAD_KEYS, WritingPanels
from scenes.tables.precognition.reveal import DealResults, Reveal, RevealDrawing
from scenes.tables.precognition.row import (
    GLYPHS,
    WORDS,
    change_centre,
    change_letter,
    change_room,
    glyphs,
    row_slots,
)
from scenes.widgets import theme
from scenes.widgets.button import Button
from scenes.widgets.cards import (
    CARD_SIZE,
    HOVER,
    LIFT,
    NORMAL,
    CardArt,
    card_room,
    draw_card,
    draw_flip,
)
from scenes.widgets.panel import draw_panel
from scenes.widgets.rows import fan
from scenes.widgets.still import Part
from scenes.widgets.text import counted

# theme names six seats; Precognition seats up to eight.
LETTERS_PER_THOUGHT = 200  # an AI writing more in one frame is stuck: go on next frame
SLIDE_SECONDS = 0.35
TEN_WIDTH = 42  # a card's corner narrower than this can't show "10" in the card's type
RED_SUITS = "\u2665\u2666"
NAME_AND_YOU_WIDTH = 200  # a badge narrower than this can't say "Purple (you)"
BADGE_NAME_INSET = 52  # a badge's name starts this far in, after its marker
BADGE_MARK_INSET = 10  # and its mark ("tie", a star) ends this far from its right edge


class PrecognitionTable(WritingPanels, TableScene):
    layout_name = "precognition"
    ANCHORS = ("seats", "row", "pad", "aid", "log", "hand", "reveal", "buttons", "status")

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app, session, mode)
        self.art = CardArt(app.text)
        self.small_art = CardArt(app.text, (40, 56))
        self.drafts: dict = {}  # AI seat -> its Thought about its next letter
        self.quiet = 0.0  # seconds since a paper was last folded with no human writing
        self.in_flight: set[int] = set()  # row positions whose card is still sliding in
        self._row_parts_key: tuple | None = None
        self._row_parts_kept: list = []
        self._row_parts_by_name: dict[str, Part] = {}
        self._row_geometry_kept: tuple = (None, None)
        self.dealing = False  # the hand is on its way from the deck
        self.letter_written_at = -1.0  # the clock when the viewer last wrote a letter
        self.reveal: Reveal | None = None
        self.replay_players: tuple[int, ...] = ()
        self.written: dict[int, str] = {}  # human seat -> their prediction this deal
        self.drawing = RevealDrawing(self)

    # -- names --------------------------------------------------------------------

    def names(self, seats) -> str:
        names = [self.short_name(s) for s in seats]
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    # -- the AI seats write without giving their strings away ----------------------

    def drive_seats(self, dt: float) -> None:
        if not self.view.writing or not self.mode.drives_agents:
            self.drafts.clear()
            super().drive_seats(dt)
            return
        self.flow.thinking = None
        writers = self.session.agents_to_act()
        humans_writing = bool(self.session.humans_to_act())
        self.quiet = 0.0 if humans_writing else self.quiet + dt
        for seat in writers:
            self.drafts[seat] = self._write_ahead(seat)
        if humans_writing or self.quiet < self.app.prefs.ai_delay:
            return
        for seat in writers:  # one paper folded per AI pace, all at once if instant
            if self.drafts[seat].done() and isinstance(self.drafts[seat].result(), Finish):
                del self.drafts[seat]
                self.play(seat, Finish())
                self.quiet = 0.0
                if self.app.prefs.ai_delay > 0:
                    return

    def _write_ahead(self, seat: int):
        """Play every letter the seat has already chosen; return its next thought."""
        thought = self.drafts.get(seat) or think(self.session, seat,
                                                 self.app.config.think_in_worker)
        for _ in range(LETTERS_PER_THOUGHT):
            if not thought.done() or isinstance(thought.result(), Finish):
                break
            self.play(seat, thought.result())
            thought = think(self.session, seat, self.app.config.think_in_worker)
        return thought

    # -- input ----------------------------------------------------------------------

    def handle_intent(self, event) -> None:
        if self.view.writing and event.intent == Intent.ACTION_2:
            # taking back a letter before "done" is erasing it
            event = IntentEvent(Intent.BACK, event.device, event.pos)
        super().handle_intent(event)

    def choice_key(self) -> tuple:
        return (self.reveal is not None,)

    def build_targets(self) -> list[Target]:
        view = self.view
        if self.reveal is not None:
            return []  # the reveal is on the table: the next deal waits for the results
        if view.writing:
            return [Target(("pad", name), rect, action=action,
                           preview=self._pad_preview(name), refusal=view.refusal(action),
                           group="pad")
                    for (name, _, _), rect, action in zip(PAD_KEYS, self.pad_rects(),
                                                          self.pad_actions())]
        before = view.row[-1].rank if view.row else None
        targets = []
        for card, rect in zip(view.hand, self.hand_rects()):
            action = Place(card)
            what = f"Place {card}"
            if view.row:
                letter = change_letter(before, card.rank)
                what += f": the row goes {GLYPHS[letter]} {WORDS[letter]}"
            targets.append(Target(("hand", card), rect, action=action, preview=what,
                                  refusal=view.refusal(action), group="hand"))
        return targets

    def table_buttons(self) -> list[Button]:
        if not self.my_turn() or self.reveal is not None:
            return []
        if self.view.writing:
            seat = self.viewer
            return [Button("done", "Done", lambda: self.play(seat, Finish()), Intent.ACTION_1),
                    Button("erase", "Erase", lambda: self.play(seat, Erase()), Intent.BACK)]
        undo = self.controls.undo_button()
        return [undo] if undo and undo.enabled else []

    # -- the log --------------------------------------------------------------------

    def describe_move(self, seat: int, action, events):
        name = self.seat_name(seat)
        if isinstance(action, (Letter, Erase)):
            return None  # a letter is the writer's alone; "done" speaks for the string
        if isinstance(action, Finish):
            public = f"{name} has written a prediction"
            if seat != self.viewer:
                return public, public
            written = glyphs(self.written.get(seat, ""))
            return f"You have written your prediction: {written}", public
        placed = next(e for e in events if isinstance(e, CardPlaced))
        said = f"{name} placed {placed.card}"
        if placed.letter:
            said += f": {GLYPHS[placed.letter]} {WORDS[placed.letter]}"
        return said, said

    def revise_log(self, events) -> None:
        for event in events:
            if isinstance(event, StringsRevealed):
                for seat, string in enumerate(event.strings):
                    if string:
                        verdict = (f"occurs, {counted(event.points[seat], 'letter')}"
                                   if event.starts[seat] is not None else "does not occur")
                        said = f"{self.short_name(seat)} predicted {glyphs(string)}: {verdict}"
                        self.log.append(LogLine(seat, said, said))
            elif isinstance(event, ReplayCalled):
                said = f"{self.names(event.players)} play again with a fresh deal"
                self.log.append(LogLine(event.players[0], said, said))

    def remember(self, events) -> None:
        """Who plays a replay deal, for the row's heading; what each human wrote this
        deal, for their own line in the log once they are done."""
        for event in events:
            if isinstance(event, ReplayCalled):
                self.replay_players = event.players
            elif isinstance(event, Dealt):
                self.written = {}
            elif isinstance(event, StringEdited) and event.seat in self.session.humans:
                self.written[event.seat] = event.string

    # -- the rules' events, animated ---------------------------------------------------

    def on_events(self, events) -> None:
        seen = [e.seen_by(self.viewer) for e in events]
        revealed = next((e for e in seen if isinstance(e, StringsRevealed)), None)
        record = self.view.past_deals[-1] if revealed else None
        row_length = len(record.row) if record else self.view.row_length
        for event in seen:
            if isinstance(event, StringEdited) and event.string is not None:
                self.app.sounds.play("clack")  # only the writer's own letters make a sound
                self.letter_written_at = self.clock
            elif isinstance(event, StringFinished):
                self.app.sounds.play("flip")
            elif isinstance(event, CardPlaced):
                self._slide_in(event, row_length)
        if revealed:
            self.reveal = Reveal(record, revealed)
            self.drawing.start(self.reveal, delay=SLIDE_SECONDS)

    def _slide_in(self, event: CardPlaced, row_length: int) -> None:
        """The card slides from its player to its place in the row, turning face up
        on the way if it came from a hand the viewer can't see."""
        end = row_slots(self.layout["row"], row_length, CARD_SIZE)[event.position].topleft
        if event.seat == self.viewer:
            hand = sorted(self.view.hand + (event.card,))
            start = fan(self.layout["hand"], len(hand), CARD_SIZE, 10)[
                hand.index(event.card)].topleft
        else:
            start = self.badge_rect(event.seat).midbottom
        face, back = self.card_image(event.card), self.art.back()
        hidden = event.seat != self.viewer
        position = event.position
        self.in_flight.add(position)

        def draw(surface, pos, progress):
            if hidden and progress < 1:
                draw_flip(surface, back, face, pos, min(1.0, progress * 1.6))
            else:
                surface.blit(face, pos)

        def land():
            self.in_flight.discard(position)
            self.app.sounds.play("snap")
        self.app.sounds.play("slide")
        self.anim.add(Sprite(Tween(start, end, SLIDE_SECONDS, ease_out_cubic, on_done=land),
                             draw))

    def _deal_in(self) -> None:
        """The replay's cards come off the deck into the hands."""
        view = self.view
        centre = self.layout["row"].center
        back = self.art.back()
        slots = fan(self.layout["hand"], len(view.hand), CARD_SIZE, 10)
        ends = [r.topleft for r in slots] or [self.badge_rect(s).midbottom
                                              for s in view.players]
        self.dealing = True

        def dealt():
            self.dealing = False
        for i, end in enumerate(ends):
            last = i == len(ends) - 1
            self.anim.add(Sprite(Tween(centre, end, 0.3, ease_out_cubic, delay=i * 0.03,
                                       on_done=dealt if last else None),
                                 lambda s, pos, p: s.blit(back, pos)))
        self.app.sounds.play("slide")

    def resume(self) -> None:
        super().resume()
        over = self.session.state.is_over
        if self.reveal is not None and not self.flow.pending_results and not over:
            self.reveal = None  # the results were read: on to the replay's fresh deal
            self.drawing.clear()
            self._deal_in()

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """Once revealed, the predictions and what each made: what a note speaks of."""
        reveal = self.drawing.reveal
        if reveal is None:
            return []
        return [self.drawing.line_rect(i) for i in range(len(reveal.players))]

    def results_scene(self, event):
        """The results in names and letters, from the reveal still on the table (the
        rules' summary numbers the players and counts a deal's letters as points)."""
        if self.reveal is None:
            return super().results_scene(event)
        results = []
        for seat in range(self.session.state.num_seats):
            line, mark = self.reveal.result_of(seat)
            star = "\u2605 " if mark == "\u2605" else ""
            tie = " (tie)" if mark == "tie" else ""
            results.append((f"{star}{self.seat_name(seat)}: {line}{tie}", bool(mark)))
        return DealResults(self.app, self, event, self.reveal.verdict(self.names), results)

    # -- geometry -------------------------------------------------------------------

    def badge_rect(self, seat: int) -> pygame.Rect:
        area = self.layout["seats"]
        count = self.session.state.num_seats
        width = min(260, (area.width - 10 * (count - 1)) // count)
        left = area.centerx - (count * width + 10 * (count - 1)) // 2
        return pygame.Rect(left + seat * (width + 10), area.y, width, area.height)

    def hand_rects(self) -> list[pygame.Rect]:
        return fan(self.layout["hand"], len(self.view.hand), CARD_SIZE, 10)

    def card_image(self, card, art: CardArt | None = None) -> pygame.Surface:
        return (art or self.art).face(RANK_NAMES.get(card.rank, str(card.rank)), card.suit,
                                      card.suit in RED_SUITS,
                                      self.app.prefs.colour_blind_patterns)

    # -- words ----------------------------------------------------------------------

    def status_line(self) -> str:
        view = self.view
        if self.reveal is not None:
            return self.reveal.verdict(self.names)
        if view.is_over:
            return super().status_line()
        if view.writing and self.my_turn():
            return (f"Write your prediction, {self.seat_name(self.viewer)}: "
                    f"1 to {view.row_length - 1} letters")
        if view.writing:
            waiting = [s for s in view.players if not view.finished[s]]
            return f"Predictions being written: waiting for {self.names(waiting)}"
        if self.my_turn():
            return f"Your turn, {self.seat_name(self.viewer)}: place a card at the end of the row"
        return super().status_line()

    def next_placer(self) -> int | None:
        view = self.view
        if view.placer is None or len(view.row) + 1 >= view.row_length:
            return None
        seats = sorted(view.players)
        later = [s for s in seats if s > view.placer]
        return later[0] if later else seats[0]

    def badge_detail(self, seat: int) -> str:
        view = self.view
        if seat not in view.players:
            return "sits out the replay"
        cards = counted(view.hand_counts[seat], "card")
        if view.writing:
            return cards + (" \u00b7 written \u2713" if view.finished[seat] else " \u00b7 writing")
        if seat == self.next_placer():
            return cards + " \u00b7 places next"
        return cards

    # -- drawing ----------------------------------------------------------------------

    def still_parts(self) -> list[Part]:
        """Everything but the pad's cursor is kept: the badges, the row (or the pad, or
        the reveal), the hands, the aid panel and the log; the newest letter's pop is
        keyed by its size.  Live in `draw_table`: the cursor on the pad and its tip,
        which follow the player's every move (the papers turning over are sprites)."""
        view = self.view
        return (super().still_parts() + self._badge_parts(view) + self._middle_parts(view)
                + self._hand_parts(view) + [self._aid_part(view), self.log_part(12)])

    def draw_table(self, surface) -> None:
        """Only the cursor on the pad is drawn every frame; the rest is kept."""
        if self.view.writing and self.my_turn():
            self.chrome.draw_cursor(surface)

    def _middle_parts(self, view) -> list[Part]:
        """What fills the table's middle: the reveal, the pad, or the row."""
        if self.reveal is not None:
            return self.drawing.parts()
        if view.writing and self.my_turn():
            return self._pad_parts(view)
        return self._row_parts(view)

    def patterns(self) -> bool:
        """Whether the cards wear colour-blind patterns (their faces depend on it)."""
        return self.app.prefs.colour_blind_patterns

    def _badge_parts(self, view) -> list[Part]:
        return [self.badge_part(f"seat:{seat}", self.badge_rect(seat),
                                self._seat_badge(view, seat))
                for seat in range(view.num_seats)]

    def _seat_badge(self, view, seat: int):
        badge = self.badge(seat, detail=self.badge_detail(seat))
        if self.reveal is not None:  # the badges speak of the deal revealed
            badge.on_turn, badge.thinking = False, False
            badge.detail, badge.score = self.reveal.result_of(seat)
        elif view.writing:
            badge.on_turn = seat in view.players and not view.finished[seat]
        if badge.you and self.badge_rect(seat).width < NAME_AND_YOU_WIDTH:
            badge.you, badge.level = False, "you"  # "(you)" would run off the badge
        if badge.score == "tie" and not self._ties_fit():
            badge.score = ""  # "tie" would be drawn over a name: every one goes below it
            badge.level = f"{badge.level} \u00b7 tie" if badge.level == "you" else "tie"
        return badge

    def _ties_fit(self) -> bool:
        """Whether every tied player's badge has room for "tie" beside the name."""
        text = self.app.text
        mark = text.render("tie", theme.BODY_SIZE, theme.GOLD, True).get_width()
        for seat in range(self.session.state.num_seats):
            if self.reveal.result_of(seat)[1] != "tie":
                continue
            room = self.badge_rect(seat).width - BADGE_NAME_INSET - BADGE_MARK_INSET - 8
            name = text.render(self.short_name(seat), theme.BODY_SIZE, theme.INK).get_width()
            if name + mark > room:
                return False
        return True

    def _hand_parts(self, view) -> list[Part]:
        if self.reveal is not None:
            return []
        if self.mode.open_hands:
            return [self._hands_part(view, self._draw_open_hands, open_hands=True)]
        if self.viewer in view.players:
            return [self._own_hand_part(view)]
        return [self._hands_part(view, self._draw_hidden_hands, open_hands=False)]

    def _hands_part(self, view, draw, open_hands: bool) -> Part:
        """Every player's hand side by side, small: face down, or open in a replay."""
        area = self.layout["hand"]
        hands = tuple((seat, view.hand_counts[seat],
                       self.seat_view(seat).hand if open_hands else ())
                      for seat in view.players)
        rect = pygame.Rect(area.x, area.y - 6, area.width, area.height + 6)
        return Part("hands", rect, (hands, self.dealing, open_hands, self.patterns()),
                    partial(draw, view=view))

    def _own_hand_part(self, view) -> Part:
        """Your hand: the card under the cursor is lifted, and what placing it would do
        is written beside the label."""
        area = self.layout["hand"]
        pointed = self._pointed_card()
        preview = self.targets.current.preview if pointed is not None else ""
        shown = self.viewer is not None and not self.dealing and bool(view.hand)
        band = pygame.Rect(area.x, area.y - 34, area.width, 34)
        rect = band.unionall([card.move(0, -LIFT).inflate(14, 14).union(card.inflate(24, 26))
                              for card in self.hand_rects()])
        return Part("hand", rect, (shown, view.hand, pointed, preview, self.patterns()),
                    partial(self._draw_hand, view=view))

    def _pointed_card(self):
        """The card of your hand under the cursor, if any."""
        current = self.targets.current
        return current.key[1] if current and current.group == "hand" else None

    def _row_parts(self, view) -> list[Part]:
        """The row kept card by card: a card laid draws its own place again, and the
        change written under it, not the whole row.  Listed anew only when the row
        changes (a row may hold fifty cards)."""
        key = (view.row, view.row_length, self._row_heading(view), self._underlined(view),
               frozenset(self.in_flight), self.patterns())
        if key != self._row_parts_key:
            self._row_parts_key, self._row_parts_kept = key, self._list_row_parts(view)
        return self._row_parts_kept

    def _list_row_parts(self, view) -> list[Part]:
        area = self.layout["row"]
        slots, rooms, centres = self._row_geometry(view.row_length)
        row, heading, patterns = view.row, self._row_heading(view), self.patterns()
        title = self.app.text.render(heading, theme.BODY_SIZE).get_rect(
            topleft=(area.x + 4, area.y + 2))
        parts = [Part("row", area.inflate(16, 8), (), self._draw_row_panel),
                 Part("row heading", title.inflate(4, 4).move(1, 1), heading,
                      partial(self._draw_row_heading, heading=heading))]
        for i, room in enumerate(rooms):
            look = self._slot_look(row, i)
            parts.append(self._row_part(f"slot:{i}", room, (look, patterns), partial(
                self._draw_slot, slots=slots, index=i, look=look)))
        underlined = self._underlined(view)
        for k, (x, y) in enumerate(centres):
            shown = k + 1 < len(row) and k + 1 not in self.in_flight
            letter = change_letter(row[k].rank, row[k + 1].rank) if shown else None
            parts.append(self._row_part(
                f"change:{k}", pygame.Rect(x - 20, y - 17, 40, 40), (letter, k in underlined),
                partial(self._draw_change_at, centre=(x, y), letter=letter,
                        underlined=k in underlined)))
        return parts

    def _row_geometry(self, row_length: int) -> tuple[list, list, list]:
        """Each card's place, all it may draw there, and where each change is written:
        fixed for a deal, worked out once."""
        if self._row_geometry_kept[0] != row_length:
            slots = row_slots(self.layout["row"], row_length, CARD_SIZE)
            geometry = (slots, [card_room(rect) for rect in slots],
                        [change_centre(slots, k) for k in range(len(slots) - 1)])
            self._row_geometry_kept = (row_length, geometry)
        return self._row_geometry_kept[1]

    def _row_part(self, name: str, rect: pygame.Rect, key, draw) -> Part:
        """The part as listed last time if its key is the same: a row of fifty cards
        changes two or three of them at a move."""
        kept = self._row_parts_by_name.get(name)
        if kept is None or kept.key != key or kept.rect != rect:
            kept = self._row_parts_by_name[name] = Part(name, rect, key, draw)
        return kept

    def _slot_look(self, row, index: int):
        """What a place in the row shows: "empty", nothing while a card slides in, or
        (the card, whether another lies on it)."""
        if index >= len(row):
            return "empty"
        if index in self.in_flight:
            return None
        return row[index], index + 1 < len(row)

    def _draw_row_panel(self, surface) -> None:
        draw_panel(surface, self.layout["row"].inflate(16, 8), 110)

    def _draw_row_heading(self, surface, heading: str) -> None:
        area = self.layout["row"]
        self.app.text.draw(surface, heading, (area.x + 4, area.y + 2), theme.BODY_SIZE,
                           theme.GOLD, shadow=True)

    def _draw_slot(self, surface, slots, index: int, look) -> None:
        if look == "empty":
            surface.blit(self.art.slot(), slots[index])
        elif look is not None:
            card, covered = look
            self.draw_card_at(surface, card, slots[index], slots[index + 1] if covered else None)

    def _draw_change_at(self, surface, centre, letter: str | None, underlined: bool) -> None:
        if letter is not None:
            self.draw_change(surface, letter, centre)
        if underlined:  # your string, where it occurs
            x, y = centre
            pygame.draw.line(surface, theme.GOLD, (x - 18, y + 19), (x + 18, y + 19), 4)

    def _draw_hidden_hands(self, surface, view) -> None:
        """For those watching: each player's hand, face down."""
        back = self.small_art.back()
        self._draw_hands_side_by_side(surface, view, lambda seat: [back] * view.hand_counts[seat])

    def _draw_open_hands(self, surface, view) -> None:
        """In a replay: every player's hand, face up."""
        self._draw_hands_side_by_side(surface, view, lambda seat: [
            self.card_image(card, self.small_art) for card in self.seat_view(seat).hand])

    def _draw_hands_side_by_side(self, surface, view, images_of) -> None:
        area = self.layout["hand"]
        players = [s for s in view.players if view.hand_counts[s]]
        if not players or self.dealing:
            return
        width = area.width // len(players)
        size = self.small_art.back().get_size()
        for i, seat in enumerate(players):
            part = pygame.Rect(area.x + i * width, area.y + 24, width - 16, area.height - 24)
            self.app.text.draw(surface, f"{self.short_name(seat)}: {view.hand_counts[seat]}",
                               (part.x, area.y - 4), theme.SMALL_SIZE, theme.INK_DIM)
            images = images_of(seat)
            for image, rect in zip(images, fan(part, len(images), size, 4)):
                surface.blit(image, rect)

    def draw_row_cards(self, surface, row, row_length: int, heading: str) -> list:
        """The row's cards in their places (empty places faint) and its changes."""
        area = self.layout["row"]
        draw_panel(surface, area.inflate(16, 8), 110)
        self.app.text.draw(surface, heading, (area.x + 4, area.y + 2), theme.BODY_SIZE,
                           theme.GOLD, shadow=True)
        slots = row_slots(area, row_length, CARD_SIZE)
        clip = surface.get_clip()  # a part drawn again over a few cards draws only those
        for i, rect in enumerate(slots):
            if not clip.colliderect(card_room(rect)):
                continue
            if i < len(row) and i not in self.in_flight:
                self.draw_card_at(surface, row[i], rect, slots[i + 1] if i + 1 < len(row)
                                  else None)
            elif i >= len(row):
                surface.blit(self.art.slot(), rect)
        for k in range(len(row) - 1):
            centre = change_centre(slots, k)
            if k + 1 not in self.in_flight and clip.colliderect(change_room(centre)):
                letter = change_letter(row[k].rank, row[k + 1].rank)
                self.draw_change(surface, letter, centre)
        return slots

    def draw_card_at(self, surface, card, rect, next_rect=None, state=NORMAL) -> pygame.Rect:
        """A card that the next one may overlap: where its corner is too narrow for a
        "10", the ten is written narrower so it still reads."""
        drawn = draw_card(surface, self.card_image(card), rect, state)
        overlapped = next_rect is not None and next_rect.y == rect.y
        visible = next_rect.x - rect.x if overlapped else rect.width
        if card.rank == 10 and visible < TEN_WIDTH:
            ink = theme.RED_SUIT if card.suit in RED_SUITS else theme.BLACK_SUIT
            patch = pygame.Rect(drawn.x + 3, drawn.y + 3, visible - 4, 30)
            pygame.draw.rect(surface, theme.CARD_FACE, patch)
            self.app.text.draw(surface, "10", (drawn.x + 4, drawn.y + 6), 26, ink, bold=True)
        return drawn

    def _row_heading(self, view) -> str:
        if view.writing:
            heading = f"The row: {view.row_length} cards \u2014 predictions first"
        else:
            heading = f"The row: {len(view.row)} of {view.row_length} cards"
        if self.replay_players and view.deal_number:
            heading = f"Replay: {self.names(view.players)} play again \u2014 " + heading[9:]
        return heading

    def _draw_row(self, surface, view) -> None:
        slots = self.draw_row_cards(surface, view.row, view.row_length, self._row_heading(view))
        self._underline_own(surface, self._underlined(view), slots)

    def _underlined(self, view) -> tuple[int, ...]:
        """The changes of your string where it occurs in the row so far."""
        at = match_start(view.string, view.changes) if view.string else None
        if at is None or view.writing:
            return ()
        return tuple(range(at, at + len(view.string)))

    def _underline_own(self, surface, changes, slots) -> None:
        """A gold line under each of `changes` (your string, where it occurs)."""
        for k in changes:
            x, y = change_centre(slots, k)
            pygame.draw.line(surface, theme.GOLD, (x - 18, y + 19), (x + 18, y + 19), 4)

    def _draw_hand(self, surface, view) -> None:
        if self.viewer is None or self.dealing or not view.hand:
            return
        text = self.app.text
        area = self.layout["hand"]
        self.controls.refresh_targets()
        current = self.targets.current
        pointed = self._pointed_card()
        label = f"Your hand: {counted(len(view.hand), 'card')}"
        text.draw(surface, label, (area.x, area.y - 30), theme.SMALL_SIZE, theme.INK_DIM)
        if pointed is not None:  # what placing it would do, beside the label, off the row
            text.draw(surface, current.preview, (area.x + 180, area.y - 32),
                      theme.SMALL_SIZE + 2, theme.GOLD, bold=True)
        rects = self.hand_rects()
        for i, (card, rect) in enumerate(zip(view.hand, rects)):
            state = HOVER if card == pointed else NORMAL
            drawn = self.draw_card_at(surface, card, rect,
                                      rects[i + 1] if i + 1 < len(rects) and state == NORMAL
                                      else None, state)
            if card == pointed:
                pygame.draw.rect(surface, theme.GOLD, drawn.inflate(10, 10), 3,
                                 border_radius=10)

TABLE = PrecognitionTable
