"""A game's guided first hand, played on the game's own table with a coach.

`tutorial_table(app, game_id)` is that game's table (scenes/tables/) in the coached
mode, with a `Coach`: the steps of `assets/tutorials/<game id>.toml` (see its README)
said one at a time.  A step that talks waits for Confirm (or a click); a step asking the
learner for a move accepts only that move, and only the choices that make it, in order
(`press`), and refuses any other with the step's reason; the other seats play exactly
their scripted moves, at the AI pace setting, never through the AI.  The match is never
saved: a tutorial leaves the player's save alone.  At the end: the step's `done`, then
"Play a real game", "Again" or "Menu".
"""

from __future__ import annotations

import pygame

from game.core import action_from_text
from game.words import listing
from scenes.core.input import Intent
from scenes.match.session import SCRIPTED, Session
from scenes.tables import table_class
from scenes.tables.kit.log import heading_rect
from scenes.tables.kit.mode import COACHED
from scenes.tutorial.coach import (
    BANNER_WIDTH,
    COVER_CHOICE,
    COVER_TABLE,
    END_WIDTH,
    PADDING,
    PANEL_WIDTH,
    Note,
    arrow_crossings,
    choice_rects,
    draw_note,
    draw_pointer,
    panel_size,
    place_panel,
)
from scenes.tutorial.offer import mark_offered
from scenes.tutorial.script import LEARNER, Step, Tutorial, load_tutorial, target_label
from scenes.widgets.theme import BODY_SIZE

END_CHOICES = ("Play a real game", "Again", "Menu")
BEHIND_THE_PANEL = ("log",)  # anchors the panel may cover without harm
COVER_SPOKEN_OF = 8 * COVER_CHOICE  # what a step talks about: kept in view above all else
OUTLINE_REACH = 30  # the pulsing outline stands up to this far round what it points at


def in_line(small: pygame.Rect, point: pygame.Rect) -> bool:
    """Whether `small` stands above, below or beside `point`, its middle within the
    point's width or height."""
    return point.left <= small.centerx <= point.right or \
        point.top <= small.centery <= point.bottom


def tutorial_table(app, game_id: str, tutorial: Tutorial | None = None):
    """The tutorial of `game_id` on its table (TutorialError if it has none)."""
    tutorial = tutorial or load_tutorial(game_id)
    mark_offered(app, tutorial.info.id)  # taken: the first Play won't offer it again
    seats = ["human"] + [SCRIPTED] * (tutorial.seats - 1)
    session = Session(tutorial.info, seats, tutorial.seed, tutorial.options,
                      deal=tutorial.deal)  # no recorder: a lesson leaves the player's files
    table = table_class(tutorial.info.id)(app, session, COACHED)
    table.coach = Coach(table, tutorial)
    return table


class Coach:
    """The guided hand's steps on a table: what the coach says, which choices of the
    learner's it accepts, and the other seats' scripted moves."""

    def __init__(self, table, tutorial: Tutorial):
        self.table = table
        self.app = table.app
        self.tutorial = tutorial
        self.step_index = 0
        self.pressed = 0  # how many of the step's `press` choices are made
        # Learner steps whose choices are all made but whose move the table plays only
        # with a later step's (Serpent gives three picked cards at once), oldest first.
        self.owed: list[Step] = []
        self.scripted_played = False  # the current scripted step's move is made
        self.waited = 0.0
        self.finished = False
        self.end_choice = 0
        self._aimed = -1  # the step the cursor was last put on the pointed target for
        self.spoken = [i for i, step in enumerate(tutorial.steps) if step.say]
        self._panel_key: tuple | None = None
        self._panel: pygame.Rect | None = None
        self._arrow = False  # the arrow from the panel is drawn (it crosses nothing)
        self._said: tuple | None = None  # the note last spoken (playing by ear)

    # -- the steps ------------------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    def reading(self) -> bool:
        """The coach waits for Confirm: a step that talks, or a scripted move made
        and told."""
        step = self.step
        return step is not None and (step.talks_only or (
            step.seat != LEARNER and self.scripted_played and bool(step.say)))

    def go_on(self) -> None:
        self.step_index += 1
        self.pressed = 0
        self.scripted_played = False
        self.waited = 0.0
        self.table.controls.forget_targets()
        self.table.chrome.clear()  # a refusal of the step just done no longer applies

    def _aim_cursor(self) -> None:
        """Once a step begins on the learner's turn, the cursor rests on what it points
        at (so a table's own tip for it shows: a refused flip says why)."""
        table = self.table
        if self._aimed == self.step_index or self.step is None or not table.my_turn():
            return
        self._aimed = self.step_index
        targets = table.controls.refresh_targets()
        label = self.point_label()
        key = next((t.key for t in targets.items if target_label(t.key) == label), None)
        if key is not None:
            targets.point_at(key)

    def update(self, dt: float) -> None:
        table = self.table
        self._owe_chosen_move()
        self._aim_cursor()
        self._speak_the_note()
        if (self.step is None and not self.finished and not table.anim.busy
                and not table.flow.pending_results):
            self.finished = True
            self.app.sounds.play("score")

    def _speak_the_note(self) -> None:
        """By ear: each note once, as it comes, with what to do."""
        said = (self.step_index, self.finished)
        if said == self._said or not self.app.speech.on:
            return
        self._said = said
        if self.finished:
            self.app.speech.say(f"{self.tutorial.done} Choose: {listing(END_CHOICES)}.")
            return
        step = self.step
        if step is not None and step.say:
            self.app.speech.say(f"{step.say} {self._footer(step)}")

    def _owe_chosen_move(self) -> None:
        """A step whose choices are all made but whose move is not played yet (the
        table waits for more picks) is done: its move is owed to the table."""
        step = self.step
        if step is not None and step.for_learner and step.press and self.pressed == len(
                step.press):
            self.owed.append(step)
            self.go_on()

    def drive(self, dt: float) -> None:
        """Other seats play their scripted move when its step comes, at the AI pace."""
        step, flow = self.step, self.table.flow
        flow.thinking = None
        if (step is None or step.talks_only or step.seat == LEARNER or self.scripted_played
                or step.seat not in self.table.session.state.to_act()):
            return
        self.waited += dt
        if self.waited < self.app.prefs.ai_delay:
            flow.thinking = {"seat": step.seat}
            return
        self.scripted_played = True
        state = self.table.session.state
        self.table.play(step.seat, action_from_text(state, step.seat, step.move))
        if not step.say:
            self.go_on()

    def lets_window_go(self) -> bool:
        """Whether a timed window (Peeper's "Mine?") may let its single go for the
        learner: only when the step asks them to; otherwise it waits for the step's
        call, however long the coach's notes took to read."""
        step = self.step
        decline = self.table.choosing.decline_move(LEARNER)
        return step is not None and step.for_learner and decline is not None and (
            str(decline) == step.move)

    # -- gating the learner's choices -----------------------------------------------------

    def _not_now(self) -> str:
        """Why the learner may choose nothing at all now, or "" when a step asks them."""
        step = self.step
        if self.finished or step is None:
            return "The guided hand is over: choose what next in the coach's panel."
        if self.reading():
            return f"First read the coach's note: {self.table.key_label(Intent.CONFIRM)} goes on."
        if step.seat != LEARNER:
            return f"Wait a moment: {self.table.short_name(step.seat)} moves first."
        return ""

    def refuse_choice(self, key, action=None) -> str:
        if reason := self._not_now():
            return reason
        step = self.step
        label = target_label(key)
        if step.press:
            expected = step.press[self.pressed] if self.pressed < len(step.press) else None
            if label != expected:
                return self.tutorial.refusal(step)
            self.pressed += 1
            self._panel_key = None
            return ""
        if action is None and not label.startswith("button/"):
            return self.tutorial.refusal(step)  # a step of a choice this move doesn't take
        if action is not None and str(action) != step.move:
            return self.tutorial.refusal(step)
        return ""

    def play(self, seat: int, action) -> bool:
        """The learner's move is played only if it is the step's; others are refused."""
        flow = self.table.flow
        if seat != LEARNER:
            return flow.play(seat, action)
        if self.owed:
            return self._play_owed(action)
        reason = self._not_now()
        if reason or str(action) != self.step.move:
            self.table.explain(reason or self.tutorial.refusal(self.step))
            return False
        if not flow.play(seat, action):
            return False
        self.go_on()
        return True

    def _play_owed(self, action) -> bool:
        """The table plays the moves of the steps whose choices were made earlier."""
        owed = self.owed[0]
        if str(action) != owed.move:
            self.table.explain(self.tutorial.refusal(owed))
            return False
        if not self.table.flow.play(LEARNER, action):
            return False
        self.owed.pop(0)
        return True

    # -- input ----------------------------------------------------------------------------

    def handle(self, event) -> bool:
        """Take an intent the coach answers itself; True if it did."""
        if event.intent == Intent.PAUSE:
            return False
        if self.finished:
            self._handle_end(event)
        elif self.reading() and event.intent == Intent.CONFIRM:
            self.app.sounds.play("select")
            self.go_on()
        elif event.intent == Intent.BACK and (self.pressed or self.owed):
            # Taking a pick back would leave the table's choice and the coach's apart.
            self.table.explain("In the guided hand a choice stays made: go on with the "
                               "next one.")
        else:
            return False
        return True

    def _handle_end(self, event) -> None:
        intent, count = event.intent, len(END_CHOICES)
        if event.pos is not None:
            hit = self._choice_at(event.pos)
            if hit is not None:
                self.end_choice = hit
                if intent == Intent.CONFIRM:
                    self._end_chosen()
        elif intent in (Intent.LEFT, Intent.UP, Intent.PREV):
            self.end_choice = (self.end_choice - 1) % count
            self.app.sounds.play("move")
        elif intent in (Intent.RIGHT, Intent.DOWN, Intent.NEXT):
            self.end_choice = (self.end_choice + 1) % count
            self.app.sounds.play("move")
        elif intent == Intent.CONFIRM:
            self._end_chosen()
        elif intent == Intent.BACK:
            self.end_choice = END_CHOICES.index("Menu")
            self._end_chosen()

    def _choice_at(self, pos) -> int | None:
        if self._panel is None:
            return None
        for i, rect in enumerate(choice_rects(self._panel, len(END_CHOICES))):
            if rect.collidepoint(pos):
                return i
        return None

    def _end_chosen(self) -> None:
        choice = END_CHOICES[self.end_choice]
        self.app.sounds.play("select")
        info = self.table.session.info
        if choice == "Again":
            self.app.stack.replace(self.restarted())
            return
        self.app.screens.menu(info.id)
        if choice == "Play a real game":
            self.app.screens.push("setup", info)

    def restarted(self):
        return tutorial_table(self.app, self.table.session.info.id, self.tutorial)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        table = self.table
        note = self.note()
        point = None if self.finished else self.point_rect()
        if point is not None:
            point = self._enclosing(point)
        key = (self.step_index, self.pressed, self.finished, tuple(point) if point else None)
        if key != self._panel_key:
            self._panel_key = key
            covered = self._covered()
            self._panel = place_panel(panel_size(note), point, covered, self._kept_whole())
            # an arrow only where it crosses nothing: the outline alone points otherwise
            self._arrow = point is not None and not arrow_crossings(self._panel, point,
                                                                    covered)
        if point is not None and not table.anim.busy:
            draw_pointer(surface, self._panel, point, table.clock, self._arrow)
        pointer = table.controls.pointer
        hovered = self._choice_at(pointer) if self.finished and pointer else None
        table.chrome.note("coach", " ".join(note.lines) or note.heading, self._panel)
        draw_note(surface, self.app.text, self._panel, note, self.end_choice, hovered)
        table.chrome.draw_message(surface)

    def _enclosing(self, point: pygame.Rect) -> pygame.Rect:
        """What is pointed at, taking in the small things its outline would cross (a
        row's digit labels), so that the outline goes round them, never through: only
        those that stand in line with it (a caption beside it belongs to its
        neighbour, and taking it in ran the outline over the neighbour's card)."""
        area = point.width * point.height
        for _ in range(3):  # what it takes in may bring it near more
            reach = point.inflate(OUTLINE_REACH, OUTLINE_REACH)
            small = [rect for rect in self.table.listed.values()
                     if rect.colliderect(reach) and not point.contains(rect)
                     and rect.width * rect.height < area // 4 and in_line(rect, point)]
            if not small:
                break
            point = point.unionall(small)
        return point

    def note(self) -> Note:
        """What the coach says now."""
        text = self.app.text
        width = (END_WIDTH if self.finished else PANEL_WIDTH) - 2 * PADDING
        if self.finished:
            return Note(self.tutorial.title, text.wrap(self.tutorial.done, BODY_SIZE, width),
                        choices=list(END_CHOICES), width=END_WIDTH)
        step = self.step or self.tutorial.steps[-1]  # the last move still animating
        number = sum(1 for i in self.spoken if i <= self.step_index)
        heading = f"{self.tutorial.title}  \u00b7  Step {max(1, number)} of {len(self.spoken)}"
        return Note(heading, text.wrap(step.say, BODY_SIZE, width) if step.say else [],
                    self._footer(step) if self.step else "")

    def _footer(self, step: Step) -> str:
        confirm = self.table.key_label(Intent.CONFIRM)
        if self.reading():
            return f"{confirm} or a click: go on"
        if step.seat != LEARNER:
            return f"{self.table.short_name(step.seat)} is moving\u2026"
        return "Your move: choose what the arrow points at"

    def point_label(self) -> str:
        """What the current step points at: its `point`; else, for a move, the next
        of its `press` or the target that plays its move."""
        step = self.step
        if step is None:
            return ""
        if step.point:
            return step.point
        if step.for_learner and step.press:
            return step.press[min(self.pressed, len(step.press) - 1)]
        if step.for_learner:
            target = next((t for t in self.table.targets.items
                           if t.action is not None and str(t.action) == step.move), None)
            return target_label(target.key) if target else ""
        return ""

    def point_rect(self) -> pygame.Rect | None:
        label = self.point_label()
        if not label:
            return None
        if label.startswith("button/"):
            button = next((b for b in self.table.buttons if b.name == label[len("button/"):]), None)
            return button.rect if button is not None else None
        self.table.controls.refresh_targets()
        target = next((t for t in self.table.targets.items if target_label(t.key) == label), None)
        if target is not None:
            return self.table.targets.uncovered(target)
        return self.table.layout[label] if label in self.table.layout else None

    def _kept_whole(self) -> list[pygame.Rect]:
        """What the panel covers wholly or not at all: the log's heading (a sliver of
        "What happened" showed above the panel)."""
        if "log" not in self.table.layout:
            return []
        return [heading_rect(self.app.text, self.table.layout["log"])]

    def _covered(self) -> list[tuple[pygame.Rect, int]]:
        """What the panel should leave in view: the choices, then the table."""
        covered = [(t.rect, COVER_CHOICE) for t in self.table.targets.items]
        covered += [(b.rect, COVER_CHOICE) for b in self.table.buttons if b.rect is not None]
        covered += [(self.table.layout[name], COVER_TABLE) for name in self.table.ANCHORS
                    if name in self.table.layout and name not in BEHIND_THE_PANEL]
        covered += [(rect, COVER_SPOKEN_OF) for rect in self.table.coach_keep_clear()]
        covered += [(rect, COVER_CHOICE) for name, rect in self.table.listed.items()
                    if not name.startswith(BEHIND_THE_PANEL)]  # all the table shows
        status = self.table.layout["status"]  # where a refusal's banner stands
        covered.append((pygame.Rect(status.x, status.y - 4, BANNER_WIDTH, status.height + 8),
                        COVER_CHOICE))
        return covered
