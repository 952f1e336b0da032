"""A game's guided first hand, played on the game's own table.

`tutorial_table(app, game_id)` is that game's table (scenes/tables/) with a coach: the
steps of `assets/tutorials/<game id>.toml` (see its README) said one at a time.  A step
that talks waits for Confirm (or a click); a step asking the learner for a move accepts
only that move, and only the choices that make it, in order (`press`), and refuses any
other with the step's reason; the other seats play exactly their scripted moves, at the
AI pace setting, never through the AI.  The match is never saved: a tutorial leaves the
player's save alone.  At the end: the step's `done`, then "Play a real game", "Again"
or "Menu".
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.core import action_from_text
from scenes.core.input import Intent
from scenes.match.session import SCRIPTED, Session
from scenes.tables import table_class
from scenes.tables.kit.base import TableScene
from scenes.tutorial.coach import (
    BANNER_WIDTH,
    COVER_CHOICE,
    COVER_TABLE,
    END_WIDTH,
    PADDING,
    PANEL_WIDTH,
    Note,
    choice_rects,
    draw_note,
    draw_pointer,
    panel_size,
    place_panel,
)
from scenes.tutorial.script import (
    LEARNER,
    Step,
    Tutorial,
    TutorialError,
    load_tutorial,
    target_label,
)
from scenes.widgets.theme import BODY_SIZE

END_CHOICES = ("Play a real game", "Again", "Menu")
BEHIND_THE_PANEL = ("log",)  # anchors the panel may cover without harm


def tutorial_table(app, game_id: str, tutorial: Tutorial | None = None) -> "Coached":
    """The tutorial of `game_id` on its table (TutorialError if it has none)."""
    from scenes.tutorial.offer import mark_offered
    tutorial = tutorial or load_tutorial(game_id)
    mark_offered(app, tutorial.info.id)  # taken: the first Play won't offer it again
    seats = ["human"] + [SCRIPTED] * (tutorial.seats - 1)
    session = Session(tutorial.info, seats, tutorial.seed, tutorial.options, autosave=False,
                      deal=tutorial.deal)
    return coached_class(tutorial.info.id)(app, session, tutorial)


def start_tutorial(app, game_id: str) -> None:
    """Leave whatever is on screen for the tutorial of `game_id`; it ends on the menu.
    A tutorial that can't be read is explained, and the screen stays as it was."""
    from scenes.screens.menu import MainMenu
    try:
        table = tutorial_table(app, game_id)
    except TutorialError as error:
        app.notify(error.for_player, 8.0)
        app.sounds.play("error")
        return
    app.sounds.play("select")
    app.stack.reset(MainMenu(app, game_id))
    app.stack.push(table)


@lru_cache(maxsize=None)
def coached_class(game_id: str) -> type:
    """The game's own table class, coached."""
    table = table_class(game_id)
    return type(f"Coached{table.__name__}", (Coached, table), {})


class Coached(TableScene):
    """Mixed in before a game's table class (see `coached_class`)."""

    is_tutorial = True
    picks_stay_made = True

    def __init__(self, app, session, tutorial: Tutorial):
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
        self._note: Note | None = None
        super().__init__(app, session)

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
        self._targets_key = None
        self.message = None  # a refusal of the step just done no longer applies

    def _aim_cursor(self) -> None:
        """Once a step begins on the learner's turn, the cursor rests on what it points
        at (so a table's own tip for it shows: a refused flip says why)."""
        step = self.step
        if self._aimed == self.step_index or step is None or not self.my_turn():
            return
        self._aimed = self.step_index
        self.refresh_targets()
        label = self.point_label()
        key = next((t.key for t in self.targets.items if target_label(t.key) == label), None)
        if key is not None:
            self.targets.point_at(key)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._owe_chosen_move()
        self._aim_cursor()
        if (self.step is None and not self.finished and not self.anim.busy
                and not self.pending_results):
            self.finished = True
            self.app.sounds.play("score")

    def _owe_chosen_move(self) -> None:
        """A step whose choices are all made but whose move is not played yet (the
        table waits for more picks) is done: its move is owed to the table."""
        step = self.step
        if step is not None and step.for_learner and step.press and self.pressed == len(
                step.press):
            self.owed.append(step)
            self.go_on()

    def _drive_agents(self, dt: float, delay: float | None = None) -> None:
        """Other seats play their scripted move when its step comes, at the AI pace."""
        step = self.step
        self.thinking = None
        if (step is None or step.talks_only or step.seat == LEARNER or self.scripted_played
                or step.seat not in self.session.state.to_act()):
            return
        self.waited += dt
        if self.waited < self.app.prefs.ai_delay:
            self.thinking = {"seat": step.seat}
            return
        self.scripted_played = True
        state = self.session.state
        self.play(step.seat, action_from_text(state, step.seat, step.move))
        if not step.say:
            self.go_on()

    def _show_results(self, event) -> None:
        """No results screen: the coach says how the hand ended."""

    def keeps_ended_hand(self) -> bool:
        return self.finished  # the last note speaks of the hand as it ended

    def _time_up(self) -> None:
        """A timed window (Peeper's "Mine?") lets its single go for the learner only
        when the step asks them to; otherwise it waits for the step's call, however long
        the coach's notes took to read (the table's own "no" would be refused)."""
        step = self.step
        decline = getattr(self, "decline_move", lambda seat: None)(LEARNER)
        if step is not None and step.for_learner and decline is not None and (
                str(decline) == step.move):
            super()._time_up()

    # -- gating the learner's choices -----------------------------------------------------

    def _not_now(self) -> str:
        """Why the learner may choose nothing at all now, or "" when a step asks them."""
        step = self.step
        if self.finished or step is None:
            return "The guided hand is over: choose what next in the coach's panel."
        if self.reading():
            return f"First read the coach's note: {self.key_label(Intent.CONFIRM)} goes on."
        if step.seat != LEARNER:
            return f"Wait a moment: {self.short_name(step.seat)} moves first."
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
        if seat != LEARNER:
            return super().play(seat, action)
        if self.owed:
            return self._play_owed(action)
        reason = self._not_now()
        if reason or str(action) != self.step.move:
            self.explain(reason or self.tutorial.refusal(self.step))
            return False
        if not super().play(seat, action):
            return False
        self.go_on()
        return True

    def _play_owed(self, action) -> bool:
        """The table plays the moves of the steps whose choices were made earlier."""
        owed = self.owed[0]
        if str(action) != owed.move:
            self.explain(self.tutorial.refusal(owed))
            return False
        if not super().play(LEARNER, action):
            return False
        self.owed.pop(0)
        return True

    # -- input ----------------------------------------------------------------------------

    def handle(self, event) -> None:
        if not hasattr(event, "intent") or event.intent == Intent.PAUSE:
            super().handle(event)
        elif self.finished:
            self._handle_end(event)
        elif self.reading() and event.intent == Intent.CONFIRM:
            self.app.sounds.play("select")
            self.go_on()
        elif event.intent == Intent.BACK and (self.pressed or self.owed):
            # Taking a pick back would leave the table's choice and the coach's apart.
            self.explain("In the guided hand a choice stays made: go on with the next one.")
        else:
            super().handle(event)

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
        from scenes.screens.menu import MainMenu
        from scenes.screens.setup import SetupScene
        choice = END_CHOICES[self.end_choice]
        self.app.sounds.play("select")
        info = self.session.info
        if choice == "Again":
            self.app.stack.replace(self.restarted())
            return
        self.app.stack.reset(MainMenu(self.app, info.id))
        if choice == "Play a real game":
            self.app.stack.push(SetupScene(self.app, info))

    def restarted(self) -> "Coached":
        return tutorial_table(self.app, self.session.info.id, self.tutorial)

    # -- names ------------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """A scripted seat is named by its colour alone: it is no AI level."""
        if self.session.seats[seat] == SCRIPTED:
            return self.short_name(seat)
        return super().seat_name(seat)

    def status_line(self) -> str:
        if self.finished:
            return "The guided hand is over."
        return super().status_line()

    def hint_lines(self) -> list[str]:
        """Serpent's key hints: none once the guided hand is over ("Watch the table…"
        stood under the coach's last note)."""
        return [] if self.finished else super().hint_lines()

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        super().draw(surface)
        note = self.note()
        point = None if self.finished else self.point_rect()
        key = (self.step_index, self.pressed, self.finished, tuple(point) if point else None)
        if key != self._panel_key:
            self._panel_key = key
            self._panel = place_panel(panel_size(note), point, self._covered())
        if point is not None and not self.anim.busy:
            draw_pointer(surface, self._panel, point, self.clock)
        hovered = self._choice_at(self.pointer) if self.finished and self.pointer else None
        draw_note(surface, self.app.text, self._panel, note, self.end_choice, hovered)
        self.draw_message(surface)

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
        confirm = self.key_label(Intent.CONFIRM)
        if self.reading():
            return f"{confirm} or a click: go on"
        if step.seat != LEARNER:
            return f"{self.short_name(step.seat)} is moving\u2026"
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
            target = next((t for t in self.targets.items
                           if t.action is not None and str(t.action) == step.move), None)
            return target_label(target.key) if target else ""
        return ""

    def point_rect(self) -> pygame.Rect | None:
        label = self.point_label()
        if not label:
            return None
        if label.startswith("button/"):
            button = next((b for b in self.buttons if b.name == label[len("button/"):]), None)
            return button.rect if button is not None else None
        self.refresh_targets()
        target = next((t for t in self.targets.items if target_label(t.key) == label), None)
        if target is not None:
            return target.rect
        return self.layout[label] if label in self.layout else None

    def _covered(self) -> list[tuple[pygame.Rect, int]]:
        """What the panel should leave in view: the choices, then the table."""
        covered = [(t.rect, COVER_CHOICE) for t in self.targets.items]
        covered += [(b.rect, COVER_CHOICE) for b in self.buttons if b.rect is not None]
        covered += [(self.layout[name], COVER_TABLE) for name in self.ANCHORS
                    if name in self.layout and name not in BEHIND_THE_PANEL]
        covered += [(rect, COVER_CHOICE) for rect in self.coach_keep_clear()]
        status = self.layout["status"]  # where a refusal's banner stands
        covered.append((pygame.Rect(status.x, status.y - 4, BANNER_WIDTH, status.height + 8),
                        COVER_CHOICE))
        return covered
