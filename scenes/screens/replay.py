"""Watching a match again on its game's own table, every hand face up.

The table is the game's own, in the replaying mode (scenes/tables/kit/mode.py): it
draws as in play but from each seat's own View for every hand, asks for no moves and
runs no AI.  `ReplayScene` owns the controls: a step forward applies the next recorded
move (the table animates it and logs it as in play); any other jump builds a fresh
table at that move from the record, which replays exactly.
"""

from __future__ import annotations

import re

import pygame

from game.core import HandEnded, action_from_text
from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.match.session import Session
from scenes.tables import table_class
from scenes.tables.kit.log import LogLine
from scenes.tables.kit.mode import REPLAYING
from scenes.widgets import theme
from scenes.widgets.button import Button, draw_button
from scenes.widgets.panel import draw_panel

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 1.4  # between moves when playing at 1x
BAR_GAP = 8
BUTTON_HEIGHT = 44
CAPTION_SIZE = theme.SMALL_SIZE
ENDING = -1  # the seat of the log's last line, the match's winners: nobody's move


def hand_starts(replayed, total: int) -> list[int]:
    """The move counts at which each hand starts: 0, then after each hand's end."""
    starts = {0} | {i + 1 for i, (_, _, events) in enumerate(replayed)
                    if any(isinstance(e, HandEnded) for e in events)}
    return sorted(s for s in starts if s < total or s == 0)


class ReplayScene(Scene):
    """A match record on its table: step, jump to a hand's start, play at a speed."""

    def __init__(self, app, record: dict, session: Session | None = None):
        super().__init__(app)
        whole = session or Session.from_record(record)  # ValueError if it doesn't replay
        self.info = whole.info
        self.record = record
        self.moves = list(whole.actions)
        self.starts = hand_starts(whole.replayed, len(self.moves))
        self.viewer = whole.humans[0] if whole.humans else None
        self.position = 0
        self.playing = False
        self.speed_index = SPEEDS.index(1.0)
        self.waited = 0.0
        self.buttons: list[Button] = []
        self.pointer: tuple[int, int] | None = None
        self.table = self._table_at(0)

    # -- where the replay stands ------------------------------------------------------

    def spoken_title(self) -> str:
        return f"Replay of {self.info.title}, every hand open."

    def spoken_focus(self) -> str:
        return self.position_words()

    @property
    def total(self) -> int:
        return len(self.moves)

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def hand_number(self) -> int:
        return sum(1 for start in self.starts if start <= self.position)

    def position_words(self) -> str:
        hand = f"{self.info.hand_word.capitalize()} {self.hand_number()}"
        words = f"Replay \u00b7 Move {self.position} of {self.total} \u00b7 {hand}"
        if self.position == self.total:
            words += " \u00b7 the end"
        elif self.playing:
            words += f" \u00b7 playing {self.speed:g}\u00d7"
        return words

    def _table_at(self, position: int):
        record = self.record
        session = Session(self.info, record["seats"], record["seed"], record["options"])
        session.agents = {}  # nobody plays: every move comes from the record
        session._replay(self.moves[:position])
        table = table_class(self.info.id)(self.app, session, REPLAYING)
        table.viewer = self.viewer
        table.flow.catch_up(session.replayed)
        table.enter()
        self.position = position
        self._refresh(table)
        return table

    @property
    def pace(self) -> float:
        """Playing at 2x runs the table's animations twice as fast."""
        return self.speed if self.playing else 1.0

    def _refresh(self, table) -> None:
        table.caption = self.caption(table)
        if self.position == self.total:
            self._tell_the_ending(table)

    def caption(self, table) -> str:
        """The replay's place in words for the table's status line, shortened where it
        is narrow (Peek and Run's): "Move 544/544 · Hand 17 · the end"."""
        words = self.position_words()
        room = table.layout["status"].width
        short = words.removeprefix("Replay · ")
        shorter = re.sub(r"Move (\d+) of (\d+)", r"Move \1/\2", short)
        for fitting in (words, short, shorter):
            if self.app.text.render(fitting, theme.BODY_SIZE).get_width() <= room:
                return fitting
        return shorter.removesuffix(" · the end")

    def _tell_the_ending(self, table) -> None:
        """The match's winners, as the log's last line: a replay shows no results."""
        state = table.session.state
        if not state.is_over or (table.log and table.log[-1].seat == ENDING):
            return
        names = [table.seat_name(seat) for seat in state.outcome().winners]
        words = (f"{names[0]} wins the match" if len(names) == 1
                 else f"{', '.join(names[:-1])} and {names[-1]} win the match")
        table.log.append(LogLine(seat=ENDING, mine=words, public=words, move=self.total))

    # -- moving through the match -----------------------------------------------------

    def go_to(self, position: int) -> None:
        position = max(0, min(self.total, position))
        if position == self.position + 1:
            self.step_forward()
        elif position != self.position:
            self.table = self._table_at(position)
            self.app.sounds.play("move")

    def step_forward(self) -> None:
        if self.position >= self.total:
            self.playing = False
            return
        table = self.table
        table.anim.speed = 0.0  # a move still sliding lands before the next one starts
        table.anim.update(0.0)
        seat, text = self.moves[self.position]
        table.play(seat, action_from_text(table.session.state, seat, text))
        self.position += 1
        if self.position == self.total:
            self.playing = False
        self._refresh(table)

    def hand_back(self) -> None:
        """To the start of this hand, or of the one before if already there."""
        earlier = [s for s in self.starts if s < self.position]
        self.go_to(earlier[-1] if earlier else 0)

    def hand_forward(self) -> None:
        later = [s for s in self.starts if s > self.position]
        self.go_to(later[0] if later else self.total)

    def toggle_play(self) -> None:
        if not self.playing and self.position >= self.total:
            self.go_to(0)  # from the end, play from the start again
        self.playing = not self.playing
        self.waited = 0.0
        self.app.sounds.play("select")
        self._refresh(self.table)

    def change_speed(self, step: int = 1) -> None:
        self.speed_index = (self.speed_index + step) % len(SPEEDS)
        self.app.sounds.play("move")
        self._refresh(self.table)

    def leave(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    # -- controls ---------------------------------------------------------------------

    def make_buttons(self) -> list[Button]:
        at_start, at_end = self.position == 0, self.position >= self.total
        return [
            Button("hand_back", "\u25c0\u25c0 Hand", self.hand_back, Intent.PREV,
                   enabled=not at_start),
            Button("back", "\u25c0 Move", lambda: self.go_to(self.position - 1), Intent.LEFT,
                   enabled=not at_start),
            Button("play", "Pause" if self.playing else "Play", self.toggle_play,
                   Intent.CONFIRM),
            Button("forward", "Move \u25b6", lambda: self.go_to(self.position + 1),
                   Intent.RIGHT, enabled=not at_end),
            Button("hand_forward", "Hand \u25b6\u25b6", self.hand_forward, Intent.NEXT,
                   enabled=not at_end),
            Button("speed", f"{self.speed:g}\u00d7 speed", self.change_speed, Intent.ACTION_1),
            Button("done", "Done", self.leave, Intent.BACK),
        ]

    def bar_area(self) -> pygame.Rect:
        """The table's button bar (and its hints line, unused in a replay), grown
        upward if the controls need more rows than it has."""
        layout = self.table.layout
        area = pygame.Rect(layout["buttons"])
        if "hints" in layout:
            area.union_ip(layout["hints"])
        return area

    def place_buttons(self) -> None:
        """The controls in rows across the bar, each as wide as its caption needs and
        each row stretched to the bar's width."""
        self.buttons = self.make_buttons()
        bindings = self.app.input.bindings
        kind = "pad" if self.app.input.last_kind == "pad" else "keyboard"
        self.captions = [b.caption(bindings, kind) for b in self.buttons]
        font = self.app.text.font(CAPTION_SIZE, True)
        widths = [font.size(caption)[0] + 22 for caption in self.captions]
        area = self.bar_area()
        rows: list[list[int]] = [[]]
        for i, width in enumerate(widths):
            used = sum(widths[j] + BAR_GAP for j in rows[-1])
            if rows[-1] and used + width > area.width:
                rows.append([])
            rows[-1].append(i)
        needed = len(rows) * BUTTON_HEIGHT + (len(rows) - 1) * BAR_GAP
        if area.height < needed:
            area = pygame.Rect(area.x, area.bottom - needed, area.width, needed)
        height = min(BUTTON_HEIGHT + 8, (area.height - (len(rows) - 1) * BAR_GAP) // len(rows))
        for r, row in enumerate(rows):
            spare = (area.width - sum(widths[i] for i in row) - BAR_GAP * (len(row) - 1)) \
                / len(row)
            x = area.x
            for i in row:
                width = int(widths[i] + spare)
                self.buttons[i].rect = pygame.Rect(x, area.y + r * (height + BAR_GAP), width,
                                                   height)
                x += width + BAR_GAP

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.pos is not None:
            self.pointer = event.pos
        if event.intent == Intent.PAUSE:
            self.leave()
            return
        if event.intent in (Intent.UP, Intent.DOWN) and event.pos is None:
            self.change_speed(1 if event.intent == Intent.UP else -1)
            return
        if event.pos is not None and event.intent in (Intent.NEXT, Intent.PREV):
            self.go_to(self.position + (1 if event.intent == Intent.NEXT else -1))  # wheel
            return
        self.place_buttons()
        for button in self.buttons:
            clicked = (event.pos is not None and event.intent == Intent.CONFIRM
                       and button.rect.collidepoint(event.pos))
            keyed = event.pos is None and event.intent == button.intent
            if clicked or keyed:
                if button.enabled:
                    button.on_press()
                return

    # -- per frame --------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.playing and not self.table.anim.busy:
            self.waited += dt * self.speed
            if self.waited >= STEP_SECONDS:
                self.waited = 0.0
                self.step_forward()
        self.table.update(dt * self.pace)

    def draw(self, surface) -> None:
        self.table.draw(surface)
        self.place_buttons()
        area = self.buttons[0].rect.unionall([b.rect for b in self.buttons])
        draw_panel(surface, area.inflate(12, 12), 255, radius=10)
        for button, caption in zip(self.buttons, self.captions):
            hovered = self.pointer is not None and button.rect.collidepoint(self.pointer)
            draw_button(surface, self.app.text, button, caption, hovered, CAPTION_SIZE)
