"""TableScene: what every game's table shares.

It owns the Session, turns rules Events into animations, runs AI seats (a short
visible "thinking" pause, searched in slices so frames never stall), hides hands
behind a hand-off screen when the screen passes between humans, pauses on Esc/Start,
on focus loss and when a seat's controller is pulled out, and shows hand and match
results.  A game's table draws its View and turns intents into actions; legality is
always asked of the rules.

The kit a table stands on:
- `view` and `legal()`, built once per (state, move count, viewer);
- `targets` (scenes/tables/kit/targets.py): the table lists what can be pointed at
  (`build_targets`), the base moves the cursor, hovers, clicks and plays or refuses;
- `buttons` (scenes/widgets/button.py): `table_buttons` lists them, each pressed by a
  click or by its bound key/pad button and labelled from the current bindings; Undo is
  one of them where the match allows it (`undo_button`);
- seat badges, see-through panels, card and tile art, rows and fans (scenes/widgets);
- the move log in plain words (`describe_move`), per reader;
- the still layer (scenes/widgets/still.py): a table lists its parts (`still_parts`:
  badges, hands, the log, each with a rect and a key of what it shows), which are kept
  and drawn again only when their key changes; `draw_table` draws only what moves
  every frame (the cursor, a turning card);
- `hold(seconds)`: keep results waiting while the table shows how a hand scored;
- hints (scenes/tables/kit/hinting.py): against AI, HINT asks the game's teaching agent
  from the viewer's View; `hint_keys` names what to light up for the hinted move.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

import pygame

from game.core import HandEnded, IllegalAction, MatchEnded, View, action_from_text
from scenes.core.anim import Animator, Sprite, Tween
from scenes.core.input import MOUSE, DeviceChange, Intent
from scenes.core.layout import load_layout
from scenes.core.scene import Scene
from scenes.match.seats import colour_name, with_seat_names
from scenes.match.thinking import think, worker_pool
from scenes.tables.kit import hinting
from scenes.tables.kit.targets import Target, Targets
from scenes.widgets import theme
from scenes.widgets.backdrop import felt_surface
from scenes.widgets.badge import Badge, draw_badge, level_name
from scenes.widgets.button import Button, binding_label, draw_button, place_buttons
from scenes.widgets.cards import LIFT
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part, StillLayer


@dataclass
class LogLine:
    """One move in the log: as its mover saw it, and as everyone else may."""

    seat: int
    mine: str
    public: str
    move: int = -1  # how many moves had been made before it: undo drops it with its move

    def text_for(self, viewer: int | None) -> str:
        return self.mine if viewer == self.seat else self.public


CURSOR_MARGIN = 5  # the cursor's frame stands this far outside its target
FLASH_SECONDS = 0.45  # a frame pulsing round what a move touched without moving it
MESSAGE_PADDING = 18  # around the words of a refusal's banner
TIP_GAP = 16  # between a tip and what it is about


class TableScene(Scene):
    layout_name = ""  # each table names its own map
    #: the layout anchors this table reads; a test checks its map has each of them
    ANCHORS: tuple[str, ...] = ("status", "log")
    #: a game with secrets hides the table between humans at one screen; one without
    #: (Procession) just turns it to whoever is to move
    HIDDEN_HANDS = True
    #: a replay: every hand is drawn face up (from each seat's own View: `seat_view`),
    #: since the match is over and nothing is secret now
    open_hands = False
    #: a pick once made can't be taken back (the guided hands: the coach's script
    #: and the table's picks would part), so the hints don't offer it
    picks_stay_made = False

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.ended_hand: View | None = None  # see hand_end_view
        self._remember_next: list = []  # the next hand's first events, while it waits
        self.layout = load_layout(self.layout_name)
        self.felt = felt_surface()
        self.still = StillLayer(self.felt)  # the table's parts, kept between changes
        self._drawn_moves: tuple | None = None
        self.anim = Animator()
        self.viewer: int | None = self._initial_viewer()
        self.message: tuple[str, float] | None = None  # explanation banner
        self.thinking: dict | None = None  # the AI seat now "thinking"
        self.pending_results: list = []
        self.log: list[LogLine] = []
        self.pads_played: dict[int, str] = {}  # seat -> controller, where none was joined
        self.targets = Targets()
        self.buttons: list[Button] = []
        self.button_captions: dict[str, str] = {}  # button name -> its caption, at the last refresh
        self.device_kind = "keyboard"  # of the last key or button pressed: labels follow it
        self.clock = 0.0
        self.pointer: tuple[int, int] | None = None  # the mouse, where it last moved
        self._wrapped: dict[tuple[str, int], list[str]] = {}
        self._log_shown: tuple = (None, [])  # (what log_lines read, the lines it gave)
        self._part_groups: dict[str, tuple] = {}  # group -> (key, parts): see kept_parts
        self._text_sizes: dict[tuple, tuple[int, int]] = {}  # (words, size, bold) -> size
        self._view_key: tuple | None = None
        self._view = None
        self._legal_key: tuple | None = None
        self._legal: list = []
        self._targets_key: tuple | None = None
        self._seat_views: tuple[tuple, dict] = ((), {})
        self.hint = None  # the Hint on show, while `_hint_key` and its move hold
        self._hint_key: tuple | None = None
        self._hint_ask: hinting.HintAsk | None = None
        self.hint_panel: tuple | None = None  # (rect, lines): the reason as last drawn
        if session.agents and app.config.think_in_worker:
            worker_pool()  # start it with the table, so the first AI move doesn't wait

    def _initial_viewer(self) -> int | None:
        """A lone human sees their hand at once; several are handed the screen in turn."""
        humans = self.session.humans
        return humans[0] if len(humans) == 1 else None

    # -- lifecycle --------------------------------------------------------------------

    def enter(self) -> None:
        self.anim.speed = self.app.prefs.animation_factor

    def resume(self) -> None:
        self.anim.speed = self.app.prefs.animation_factor
        self.app.input.release_all()

    def on_focus_lost(self) -> None:
        self.open_pause()

    def on_device_change(self, change: DeviceChange) -> None:
        """A controller that plays a seat was pulled out: pause until it is back."""
        bound = self.seats_of_device(change.device)
        if not change.added and bound and not self.session.state.is_over:
            self.app.screens.push("device_lost", self, bound[0], change.device, change.guid)

    def seats_of_device(self, device: str) -> list[int]:
        """The seats `device` plays: the one each player joined with, or else (a shared
        device, a solo match) the controller that last played the seat."""
        joined = [s for s, d in self.session.seat_devices.items() if d == device]
        return joined or [s for s, d in self.pads_played.items() if d == device]

    def rebind(self, seat: int, device: str) -> None:
        if self.session.seat_devices:
            self.session.seat_devices[seat] = device
        elif device.startswith("pad:"):
            self.pads_played[seat] = device
        else:
            self.pads_played.pop(seat, None)

    def replace_device(self, gone: str, device: str) -> None:
        """`device` plays every seat `gone` played."""
        for seat in self.seats_of_device(gone):
            self.rebind(seat, device)

    def _note_device(self, event) -> None:
        """Without joined devices, remember which controller plays the seat it acts for,
        so that its unplugging pauses the game; a key or click forgets it."""
        if self.session.seat_devices or event.intent == Intent.POINT:
            return
        seat = self.session.seat_for_device(event.device)
        seat = self.viewer if seat is None else seat
        if seat is not None:
            self.rebind(seat, event.device)

    # -- the flow of play -------------------------------------------------------------------

    def _state_key(self, seat) -> tuple:
        return (id(self.session.state), len(self.session.actions), seat)

    @property
    def view(self):
        """The viewer's View, built by the rules once per move (and viewer); the hand
        just ended, while its results are up (see `hand_end_view`)."""
        if self.ended_hand is not None:
            return self.ended_hand
        key = self._state_key(self.viewer)
        if key != self._view_key:
            self._view = self.session.state.view(self.viewer)
            self._view_key = key
        return self._view

    def seat_view(self, seat: int):
        """What `seat` itself sees now (its own hand): for drawing every hand open in a
        replay.  Built once per move and seat."""
        key = self._state_key(None)
        if key != self._seat_views[0]:
            self._seat_views = (key, {})
        views = self._seat_views[1]
        if seat not in views:
            views[seat] = self.session.state.view(seat)
        return views[seat]

    def legal(self) -> list:
        """The moves of the seat looking at the table, if it is asked now."""
        key = self._state_key(self.viewer)
        if key != self._legal_key:
            seat = self.viewer
            state = self.session.state
            asked = seat is not None and seat in state.to_act()
            self._legal = state.legal_actions(seat) if asked else []
            self._legal_key = key
        return self._legal

    def state_changed(self) -> None:
        """Forget the cached view, moves and targets: for a state changed other than by
        a move (tests that set a position up by hand)."""
        self._view_key = self._legal_key = self._targets_key = None

    def my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.view.to_act

    def play(self, seat: int, action) -> bool:
        """Apply a move through the rules; explain a refusal.  True if it was played."""
        if self.ended_hand is not None:
            self._leave_ended_hand()
        before = self.view
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as refusal:
            self.explain(str(refusal))
            return False
        self.record_log(seat, action, events)
        self._keep_ended_hand(before, events)
        if self.ended_hand is None:
            self.remember(events)
        self.on_events(events)
        for event in events:
            if isinstance(event, (HandEnded, MatchEnded)):
                self.pending_results.append(event)
        return True

    def _keep_ended_hand(self, before, events) -> None:
        """Keep the hand a move ended on show (see `hand_end_view`); what the table
        remembers of the next hand's first events waits for it."""
        ended = next((i for i, e in enumerate(events) if isinstance(e, HandEnded)), None)
        if ended is not None and not self.session.state.is_over:
            seen = [event.seen_by(self.viewer) for event in events[:ended + 1]]
            self.ended_hand = self.hand_end_view(before, seen)
        if self.ended_hand is not None:
            self.remember(events[:ended + 1])
            self._remember_next = list(events[ended + 1:])

    def _leave_ended_hand(self) -> None:
        self.ended_hand = None
        self.state_changed()  # what could be chosen was worked out on the ended hand
        self.remember(self._remember_next)
        self._remember_next = []

    def hand_end_view(self, before, events) -> View | None:
        """Where the rules deal the next hand in the move that ends one, the View the
        hand ended on: `before` (as the move was made) with the move's `events` (up to
        its HandEnded, as the viewer sees them) played on it.  The table shows it until
        the hand's results are closed, so the move that ended the hand is seen where it
        was made.  None (the default): the next hand shows at once."""
        return None

    def on_next_hand(self) -> None:
        """The next hand shows now, the last one's results closed: tables deal it."""

    def keeps_ended_hand(self) -> bool:
        """Whether the hand just ended stays on show with no results up (a guided
        hand's last note speaks of it)."""
        return False

    def explain(self, message: str) -> None:
        self.message = (message, 3.0)
        self.app.sounds.play("error")

    def hold(self, seconds: float) -> None:
        """Keep play (and results) waiting while the table shows something."""
        self.anim.add(Sprite(Tween(0.0, 1.0, seconds), lambda surface, value, progress: None))

    def flash(self, rect: pygame.Rect, delay: float = 0.0, colour=theme.GOLD,
              seconds: float = FLASH_SECONDS) -> None:
        """A frame pulsing twice round `rect`: what a move touched without moving it
        (a card looked at, a player who passed), so that no move goes unseen."""
        frame = rect.inflate(2 * CURSOR_MARGIN, 2 * CURSOR_MARGIN)

        def draw(surface, value, progress):
            width = 2 + round(3 * abs(math.sin(progress * math.pi * 2)))
            pygame.draw.rect(surface, colour, frame, width, border_radius=10)
        self.anim.add(Sprite(Tween(0.0, 1.0, seconds, delay=delay), draw))

    def record_log(self, seat: int, action, events, move: int | None = None) -> None:
        """Add a move to the log: the `move`-th of the match (by default the last one
        made), which undo drops it with."""
        line = self.log_line(seat, action, events)
        if line:
            line.move = len(self.session.actions) - 1 if move is None else move
            self.log.append(line)
        self.revise_log(events)

    def catch_up(self, replayed, before_last=None) -> None:
        """Rebuild the log, and what the table remembers, of the moves a match was
        replayed with from its record (`Session.replayed`): a resumed match, a replay
        opened at a move.  With `before_last` (the View as the last move was made), a
        hand that move ended stays on show as it ended (see `hand_end_view`)."""
        for move, (seat, action, events) in enumerate(replayed):
            self.record_log(seat, action, events, move)
            if before_last is not None and move == len(replayed) - 1:
                self._keep_ended_hand(before_last, events)
            if self.ended_hand is None:
                self.remember(events)

    def remember(self, events) -> None:
        """Keep what the table shows of a move's events that its View does not (what
        each seat did this trick, the cards one peeked at): for every move, whether
        played here or replayed from a save (`catch_up`), where nothing is animated.
        Tables override; `on_events` only animates."""

    def revise_log(self, events) -> None:
        """Tables may fold several moves into one line (a peek's steps); see
        Peek and Run."""

    def log_line(self, seat: int, action, events) -> LogLine | None:
        """The move log's line for a move, or None to leave it out.  A move whose
        events hide something (a secret letter, a card drawn) is named to others only
        as a move: the log is read by everyone at the screen."""
        described = self.describe_move(seat, action, events)
        if described is None:
            return None
        mine, public = described
        return LogLine(seat, mine, public)

    def describe_move(self, seat: int, action, events) -> tuple[str, str] | None:
        """The log's words for a move: (as its mover reads it, as others may).  Tables
        say it in the game's words; None leaves the move out."""
        name = self.seat_name(seat)
        secret = any(event.seen_by(None) != event for event in events)
        public = f"{name} made a move only they can see" if secret else f"{name}: {action}"
        return f"{name}: {action}", public

    def seat_name(self, seat: int) -> str:
        name = colour_name(seat)
        kind = self.session.seats[seat]
        return name if kind == "human" else f"{name} ({kind.split(':')[0]})"

    def short_name(self, seat: int) -> str:
        """The seat's colour name alone, for badges that show the level beside it."""
        return colour_name(seat)

    def badge(self, seat: int, score: str = "", detail: str = "") -> Badge:
        """A seat's badge as the table stands now."""
        view = self.view
        thinking = self.thinking is not None and self.thinking["seat"] == seat
        return Badge(seat, self.short_name(seat), level_name(self.session.seats[seat]),
                     score, detail, on_turn=seat in view.to_act, thinking=thinking,
                     you=seat == self.viewer and len(self.session.humans) >= 1)

    def on_events(self, events) -> None:
        """Animate the rules' events; tables override.  Play a sound by default."""
        if events:
            self.app.sounds.play("card")

    # -- per frame ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.speed = self.app.prefs.animation_factor
        self.anim.update(dt)
        if self.message:
            text, left = self.message
            self.message = (text, left - dt) if left > dt else None
        if self.anim.busy:
            return
        if self.pending_results:
            self._show_results(self.pending_results.pop(0))
            return
        if self.ended_hand is not None and self.app.stack.top is self \
                and not self.keeps_ended_hand():
            self._leave_ended_hand()  # its results are closed: on to the next hand
            self.on_next_hand()
            return  # the deal is seen before anyone plays in the new hand
        self._collect_hint()
        if self.session.state.is_over:
            return
        self._hand_off_if_needed()
        self._drive_agents(dt)

    def _show_results(self, event) -> None:
        self.message = None  # a refusal from before the end would stay, frozen, under them
        self.app.sounds.play("score")
        self.app.stack.push(self.results_scene(event))

    def results_scene(self, event):
        """The overlay for a hand's or the match's end; tables may show more."""
        return self.app.screens.make("results", self, event)

    def hand_off_seat(self) -> int | None:
        """The human who should be looking at the table now, if any."""
        waiting = self.session.humans_to_act()
        return waiting[0] if waiting else None

    def _hand_off_if_needed(self) -> None:
        """With several humans at one screen, hide the table before a new human sees it."""
        seat = self.hand_off_seat()
        if seat is None:
            return
        if len(self.session.humans) < 2 or not self.HIDDEN_HANDS:
            self.viewer = seat
        elif seat != self.viewer:
            self.viewer = None
            self.app.screens.push("hand_off", self, seat)

    def accept_hand_off(self, seat: int) -> None:
        self.viewer = seat

    def _drive_agents(self, dt: float, delay: float | None = None) -> None:
        """Ask the AI seat whose move it is; play its answer once it has "thought" for
        the AI pace (`delay` overrides it) and the answer is in."""
        seats = self.session.agents_to_act()
        if not seats:
            self.thinking = None
            return
        seat = seats[0]
        if self.thinking is None or self.thinking["seat"] != seat:
            thought = think(self.session, seat, self.app.config.think_in_worker)
            self.thinking = {"seat": seat, "waited": 0.0, "thought": thought}
        self.thinking["waited"] += dt
        wait = self.app.prefs.ai_delay if delay is None else delay
        thought = self.thinking["thought"]
        if not thought.done() or self.thinking["waited"] < wait:
            return
        self.thinking = None
        self.play(seat, thought.result())

    # -- input -----------------------------------------------------------------------------------

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.device != MOUSE:
            self.device_kind = "pad" if event.is_pad else "keyboard"
        elif event.pos is not None:
            self.pointer = event.pos
        self._note_device(event)
        if event.intent == Intent.PAUSE:
            self.open_pause()
            return
        if event.intent == Intent.HINT:
            self.ask_hint()
            return
        if self.anim.busy and event.intent == Intent.CONFIRM and event.pos is None:
            self.anim.speed = 0.0  # a press during an animation finishes it
            self.anim.update(0.0)
            return
        if event.intent == Intent.ACTION_2 and self._try_undo(event.device):
            return
        seat = self.session.seat_for_device(event.device)
        if event.intent == Intent.BACK and seat is not None and self._decline(seat):
            return
        self.handle_play(seat, event)

    def _try_undo(self, device: str) -> bool:
        for seat in self.session.humans:
            if self.session.can_undo(seat) and (not self.session.seat_devices or
                                                self.session.seat_devices.get(seat) == device):
                _, undone = self.session.actions[-1]
                self.session.undo(seat)
                made = len(self.session.actions)
                self.log = [line for line in self.log if line.move < made]
                self.anim.clear()
                self.on_undo()
                self._flash_undone(seat, undone)
                self.app.sounds.play("back")
                return True
        return False

    def _flash_undone(self, seat: int, undone: str) -> None:
        """What the move taken back was made with flashes, there to choose again (the
        table had jumped back with nothing to show where)."""
        try:
            action = action_from_text(self.session.state, seat, undone)
        except IllegalAction:
            return
        self.refresh_targets()
        for key in self.hint_keys(action):
            target = self.targets.find(key)
            if target is not None:
                self.flash(target.rect)

    def decline_move(self, seat: int):
        """The move that says "no" for `seat` now (letting a call window go by), or
        None; tables whose rules ask such questions override.  Back plays it at once."""
        return None

    def _decline(self, seat: int) -> bool:
        move = self.decline_move(seat)
        if move is None or move not in self.session.state.legal_actions(seat):
            return False
        self.play(seat, move)
        self.app.sounds.play("back")
        return True

    def on_undo(self) -> None:
        """The state went back one move: tables drop any selection they hold."""

    def handle_play(self, seat: int | None, event) -> None:
        """Intents for `seat` (None: not their turn): buttons first, then targets.
        Tables with more to do override `handle_other`."""
        if self.press_button(seat, event):
            return
        if seat is None or seat != self.viewer:
            if event.intent in (Intent.CONFIRM, Intent.ACTION_1) and (
                    event.pos is None or self.targets.at(event.pos)):
                self.explain("It is not your turn.")
            return
        self.refresh_targets()
        handled = self.targets.handle(event)
        if handled.chosen is not None:
            self.choose(seat, handled.chosen)
        elif handled.used:
            if event.pos is None:
                self.app.sounds.play("move")
        else:
            self.handle_other(seat, event)

    def handle_other(self, seat: int, event) -> None:
        """An intent neither a button nor the targets used (BACK, say)."""

    def choose(self, seat: int, target: Target) -> None:
        """The player confirmed a target: play its move, take its step, or say why not."""
        if target.refusal:
            self.explain(target.refusal)
        elif reason := self.refuse_choice(target.key, target.action):
            self.explain(reason)
        elif target.action is not None:
            self.play_chosen(seat, target.action)
        elif target.on_choose is not None:
            target.on_choose()
            self.app.sounds.play("select")
            self._targets_key = None

    def play_chosen(self, seat: int, action) -> None:
        """A move the player chose on the table; tables clear their selection here."""
        if self.play(seat, action):
            self.after_move()

    def after_move(self) -> None:
        """The viewer's move was played: tables drop any selection they hold."""

    def refuse_choice(self, key, action=None) -> str:
        """Why the viewer may not make this choice now, or "" if they may: asked once,
        right before a target (its `key`, and the move it plays if any) or a button
        (`("button", name)`) acts.  A tutorial accepts only the choices of its step."""
        return ""

    # -- targets and buttons -------------------------------------------------------------------

    def choice_key(self) -> tuple:
        """What the table's own selection state is (picked cards, a chosen pile):
        targets are rebuilt when it or the view changes."""
        return ()

    def build_targets(self) -> list[Target]:
        """What the viewer may point at now; tables override."""
        return []

    def refresh_targets(self) -> None:
        key = (self._state_key(self.viewer), self.choice_key())
        if key != self._targets_key:
            moved = self._targets_key is None or key[0] != self._targets_key[0]
            self._targets_key = key
            self.targets.set(self.build_targets() if self.my_turn() else [],
                             prefer_allowed=moved)

    def table_buttons(self) -> list[Button]:
        """The buttons for the viewer now (end turn, pass, undo...); tables override."""
        undo = self.undo_button()
        return [undo] if undo else []

    def undo_button(self) -> Button | None:
        """Undo, where this match allows it at all (one human against AI); absent
        otherwise, never a button that silently does nothing."""
        session = self.session
        if len(session.humans) != 1 or not session.agents:
            return None
        seat = session.humans[0]
        return Button("undo", "Undo", lambda: self._undo_pressed(), Intent.ACTION_2,
                      enabled=session.can_undo(seat))

    def _undo_pressed(self) -> None:
        if not self._try_undo(self.session.seat_devices.get(self.session.humans[0], "")):
            self.explain("Nothing to take back: only your own last move, and never one "
                         "that showed you something new.")

    def refresh_buttons(self) -> None:
        self.buttons = self.table_buttons() if self.my_turn() or self.viewer is not None else []
        if self.my_turn() and self.hints_offered():
            self.buttons.append(Button("hint", "Hint", self.ask_hint, Intent.HINT))
        bindings = self.app.input.bindings
        captions = [b.caption(bindings, self.label_kind()) for b in self.buttons]
        self.button_captions = dict(zip((b.name for b in self.buttons), captions))
        if "buttons" in self.layout:
            place_buttons(self.buttons, self.layout["buttons"], self.app.text, captions)
            bar = self.layout["buttons"]
            self.buttons = [b for b in self.buttons  # Hint only where it fits (H still works)
                            if b.name != "hint" or bar.contains(b.rect)]

    def press_button(self, seat: int | None, event) -> bool:
        """A click on a button, or its key or pad button: press it.  True if used."""
        self.refresh_buttons()
        for button in self.buttons:
            clicked = (event.pos is not None and event.intent == Intent.CONFIRM
                       and button.rect is not None and button.rect.collidepoint(event.pos))
            keyed = event.pos is None and button.intent is not None and \
                event.intent == button.intent
            if not (clicked or keyed):
                continue
            if button.name != "undo" and (seat is None or seat != self.viewer):
                self.explain("It is not your turn.")
            elif reason := self.refuse_choice(("button", button.name)):
                self.explain(reason)
            elif button.enabled or button.name == "undo":
                button.on_press()
                self._targets_key = None
            return True
        return False

    def label_kind(self) -> str:
        """Whose keys the buttons and hints name ("keyboard" or "pad"): where each
        player joined with their own device, the device of the player looking at the
        table, whoever pressed last; else the kind of the last key or button pressed."""
        own = self.session.seat_devices.get(self.viewer) if self.viewer is not None else None
        if own is not None and own != MOUSE:
            return "pad" if own.startswith("pad:") else "keyboard"
        return self.device_kind

    def key_label(self, intent: Intent) -> str:
        """The key or pad button now bound to `intent`, for on-screen hints."""
        return binding_label(self.app.input.bindings, intent, self.label_kind())

    def restarted(self) -> "TableScene":
        """A new table for this match dealt again: the same seats, options and devices,
        a new seed (the pause menu's Restart)."""
        return self.app.screens.same_match_again(self.session)

    def open_pause(self) -> None:
        if self.app.stack.top.screen_name != "pause":
            self.app.screens.push("pause", self)

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        self.refresh_targets()  # before anything is drawn from them, not halfway through
        if not (self._moved_since_drawn() and self.still.show_kept(surface)):
            self.still.compose(surface, self.still_parts())
        self.draw_table(surface)
        self.anim.draw(surface)
        self.draw_message(surface)
        self.draw_hint(surface)

    def _moved_since_drawn(self) -> bool:
        """Whether a move was made (or taken back) since the last frame drawn: its
        frame shows the kept parts, and they catch up from the next one.  Sprites
        start where the moved things are kept, so the player sees no lag."""
        moves = self._moves_made()
        moved, self._drawn_moves = moves != self._drawn_moves, moves
        return moved

    def _moves_made(self) -> tuple:
        return id(self.session.state), len(self.session.actions)

    def moved_since_drawn(self) -> bool:
        """Whether this frame will apply a move: it shows the kept parts (see `draw`)."""
        return self._moves_made() != self._drawn_moves

    def still_parts(self) -> list[Part]:
        """What stays put until something changes (see scenes/widgets/still.py): the
        status line and the buttons; tables add their own.  Whatever is not a part is
        drawn every frame by `draw_table`."""
        return [self.status_part(), *self.button_parts()]

    def status_part(self) -> Part:
        line = self.status_line()
        image = self.app.text.render(line, theme.BODY_SIZE, theme.GOLD)
        rect = image.get_rect(midleft=self.layout["status"].midleft)
        return Part("status", rect.inflate(4, 4).move(1, 1), line, self.draw_status)

    def button_parts(self) -> list[Part]:
        if not self.buttons and self.viewer is None:
            return []
        self.refresh_buttons()
        pointer = self.pointer
        parts = []
        for button in self.buttons:
            if button.rect is None:
                continue
            hovered = pointer is not None and button.rect.collidepoint(pointer)
            caption = self.button_captions[button.name]
            draw = partial(draw_button, text=self.app.text, button=button, caption=caption,
                           hovered=hovered)
            parts.append(Part(f"button:{button.name}", button.rect.inflate(2, 8).move(0, 2),
                              (caption, button.enabled, hovered), draw))
        return parts

    def kept_parts(self, group: str, key, build) -> list[Part]:
        """The parts `build` makes, made again only when `key` (all they show) changes:
        the parts are asked for every frame, and most frames change nothing."""
        kept = self._part_groups.get(group)
        if kept is None or kept[0] != key:
            kept = (key, build())
            self._part_groups[group] = kept
        return kept[1]

    def text_room(self, words: str, pos, size: int, anchor: str = "topleft",
                  bold: bool = False) -> pygame.Rect:
        """Room for words as `text.draw` puts them (shadow aside), measured without
        drawing them (that waits for their part's turn): 2 px to spare all round."""
        style = (words, size, bold)
        if style not in self._text_sizes:
            if len(self._text_sizes) > 1000:
                self._text_sizes.clear()
            self._text_sizes[style] = self.app.text.font(size, bold).size(words)
        rect = pygame.Rect((0, 0), self._text_sizes[style])
        setattr(rect, anchor, pos)
        return rect.inflate(4, 4)

    def line_part(self, name: str, words: str, pos, size: int, colour,
                  anchor: str = "topleft", bold: bool = False) -> Part:
        """One line of words as a part, where `text.draw` puts them."""
        return Part(name, self.text_room(words, pos, size, anchor, bold),
                    (words, pos, size, colour, anchor, bold),
                    partial(self._draw_words, words=words, pos=pos, size=size, colour=colour,
                            anchor=anchor, bold=bold))

    def _draw_words(self, surface, words: str, pos, size: int, colour, anchor: str,
                    bold: bool) -> None:
        if words:
            self.app.text.draw(surface, words, pos, size, colour, bold=bold, anchor=anchor)

    def badge_part(self, name: str, rect: pygame.Rect, badge: Badge) -> Part:
        """A seat's badge as a still part: only its thinking dots change with time."""
        dots = int(self.clock * 3) % 3 if badge.thinking else 0
        clock = dots / 3
        return Part(name, rect.inflate(2, 2), (badge.key(), dots),
                    partial(draw_badge, text=self.app.text, rect=rect, badge=badge,
                            time=clock))

    def log_part(self, lines: int = 12) -> Part:
        shown = tuple(self.log_lines(lines))
        return Part("log", self.layout["log"], shown, partial(self.draw_log_lines, shown=shown))

    def wrap(self, words: str, width: int, size: int = theme.SMALL_SIZE - 2) -> list[str]:
        """`words` split into lines of at most `width` pixels, worked out once."""
        key = (words, width, size)
        if key not in self._wrapped:
            if len(self._wrapped) > 500:
                self._wrapped.clear()
            self._wrapped[key] = self.app.text.wrap(words, size, width)
        return self._wrapped[key]

    def draw_target_cursor(self, surface, tip: bool = True, lift: int = 0) -> None:
        """The cursor's frame on the current target (raised by `lift` where the table
        lifts the card under it) and, with `tip`, what choosing it would do above it
        (or, in red, why it can't be chosen)."""
        self.refresh_targets()
        target = self.targets.current
        if target is None:
            return
        colour = theme.GOLD if target.allowed else theme.ALERT
        frame = target.rect.move(0, -lift).inflate(2 * CURSOR_MARGIN, 2 * CURSOR_MARGIN)
        pygame.draw.rect(surface, colour, frame, 3, border_radius=10)
        words = target.preview if target.allowed else target.refusal
        if tip and words:
            self.draw_tip(surface, words, frame, colour)

    def draw_tip(self, surface, words: str, near: pygame.Rect, colour=theme.GOLD) -> None:
        text = self.app.text
        image = text.render(words, theme.SMALL_SIZE + 2, colour, True)
        box = self.tip_box(image.get_rect().inflate(20, 10).size, near, surface.get_rect())
        if box.collidelist(self.announcements()) != -1:
            return  # it shows again once the announcement has been read
        draw_panel(surface, box, 230, border=colour, radius=8)
        surface.blit(image, image.get_rect(center=box.center))

    def announcements(self) -> list[pygame.Rect]:
        """Where news of the moment stands ("Last turns!"), which no tip may cover
        while it lasts; tables with such news override."""
        return []

    def tip_box(self, size: tuple[int, int], near: pygame.Rect,
                screen: pygame.Rect) -> pygame.Rect:
        """Where a tip about `near` goes: above it; below instead where above would
        cover something else the table shows (a name on a badge) and below covers
        nothing, not even `near`."""
        above = pygame.Rect((0, 0), size)
        above.midbottom = near.centerx, near.top - TIP_GAP
        below = pygame.Rect((0, 0), size)
        below.midtop = near.centerx, near.bottom + TIP_GAP
        if above.top < 4:
            above = below
        above.clamp_ip(screen)
        below.clamp_ip(screen)
        shown = [rect for rect, _ in self.still.drawn.values()
                 if not rect.collidepoint(near.center)]  # not what the target lies in
        shown += [target.rect for target in self.targets.items]
        if above.collidelist(shown) != -1 and not below.colliderect(near) \
                and below.collidelist(shown) == -1:
            return below
        return above

    def draw_table(self, surface) -> None:
        """Draw the game from `self.view`; tables override."""

    def status_line(self) -> str:
        state = self.session.state
        if state.is_over:
            return "The match is over."
        if self.ended_hand is not None:
            return f"The {self.session.info.hand_word} is over."
        names = [self.seat_name(seat) for seat in state.to_act()]
        if self.viewer is not None and self.viewer in state.to_act():
            return f"Your turn, {self.seat_name(self.viewer)}"
        if self.thinking is not None:
            return f"{self.seat_name(self.thinking['seat'])} is thinking\u2026"
        return "Waiting for " + ", ".join(names)

    def draw_status(self, surface) -> None:
        self.app.text.draw(surface, self.status_line(), self.layout["status"].midleft,
                           theme.BODY_SIZE, theme.GOLD, anchor="midleft", shadow=True)

    def draw_message(self, surface) -> None:
        """The banner of `explain`, while it lasts, over the status line: where the
        player reads what to do, not over a name or a card."""
        if self.message:
            words, box = self.message[0], self.message_box()
            pygame.draw.rect(surface, (90, 24, 20), box, border_radius=10)
            pygame.draw.rect(surface, theme.ALERT, box, 2, border_radius=10)
            self.app.text.draw(surface, words, (box.x + MESSAGE_PADDING, box.centery),
                               theme.BODY_SIZE, theme.INK, anchor="midleft")

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """What a guided hand's notes must leave in view now, beyond what can be chosen:
        tables add what their steps talk about (a reveal's results)."""
        return []

    def message_box(self) -> pygame.Rect:
        """The banner's rect: the message at the status line's place, wide enough to
        hide the status line under it."""
        text, status = self.app.text, self.layout["status"]
        words = text.render(self.message[0], theme.BODY_SIZE, theme.INK).get_rect(
            midleft=(status.x + MESSAGE_PADDING, status.centery))
        line = text.render(self.status_line(), theme.BODY_SIZE, theme.GOLD).get_rect(
            midleft=status.midleft)
        box = words.inflate(2 * MESSAGE_PADDING, 14).union(line.inflate(12, 8))
        box.clamp_ip(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))
        return box

    def log_lines(self, lines: int = 12) -> list[str]:
        """The last moves' words, wrapped: at most `lines`, never more than the log holds."""
        rect = self.layout["log"]
        room = max(1, min(lines, (rect.height - 30) // 22))
        key = (room, self.viewer, tuple(self.log[-room:]))  # every line shown is in these
        if self._log_shown[0] != key:
            shown: list[str] = []
            for line in reversed(self.log):  # newest last, wrapped to the panel's width
                wrapped = self.wrap(line.text_for(self.viewer), rect.width - 20)
                if len(shown) + len(wrapped) > room:  # whole moves only, never a move's tail
                    shown = shown or wrapped[:room]
                    break
                shown = wrapped + shown
            self._log_shown = (key, shown)
        return list(self._log_shown[1])

    def draw_log(self, surface, lines: int = 12) -> None:
        """The last moves, at most `lines` and never more than the panel holds."""
        self.draw_log_lines(surface, self.log_lines(lines))

    def draw_log_lines(self, surface, shown) -> None:
        text = self.app.text
        rect = self.layout["log"]
        draw_panel(surface, rect, 170)
        text.draw(surface, "What happened", (rect.x + 10, rect.y + 6), theme.SMALL_SIZE,
                  theme.GOLD)
        for i, words in enumerate(shown):
            newest = i == len(shown) - 1
            text.draw(surface, words, (rect.x + 10, rect.y + 30 + i * 22), theme.SMALL_SIZE - 2,
                      theme.INK if newest else theme.INK_DIM)

    # -- hints ---------------------------------------------------------------------------------

    def hints_offered(self) -> bool:
        """Hints are for a human playing against AI, with hints on in Settings."""
        session = self.session
        return (self.app.prefs.hints and bool(session.agents) and bool(session.humans)
                and hinting.teaches(session.info))

    def hint_refusal(self) -> str:
        """Why HINT can't give a hint now, in words; "" if it can."""
        if not self.app.prefs.hints:
            return "Hints are off in Settings."
        if not self.session.agents or not self.session.humans:
            return "Hints are for games against the computer."
        if not hinting.teaches(self.session.info):
            return f"{self.session.info.title} gives no hints yet."
        if not self.my_turn():
            return "A hint waits for your turn."
        return ""

    def ask_hint(self) -> None:
        """Ask the teaching agent what the viewer should do, from their View alone."""
        refusal = self.hint_refusal()
        if refusal:
            self.explain(refusal)
            return
        key = self._hint_moment()
        if self.shown_hint() is not None:
            self.point_at_hint()
            return
        if self._hint_ask is not None and self._hint_key == key:
            return  # already being worked out
        session = self.session
        seed = f"{session.seed}/hint/{self.viewer}/{len(session.actions)}"
        self._hint_key = key
        self._hint_ask = hinting.HintAsk(session.info, self.view, self.legal(), seed,
                                         self.app.config.think_in_worker)
        self._collect_hint()

    def _collect_hint(self) -> None:
        ask = self._hint_ask
        if ask is None or not ask.done():
            return
        self._hint_ask = None
        if self._hint_key != self._hint_moment():
            return  # the table moved on while it was worked out
        if ask.hint is None or ask.hint.action not in self.legal():
            self.explain("No hint could be found for this position.")
            return
        self.hint = ask.hint
        self.session.count_hint(self.viewer)
        self.point_at_hint()
        self.app.sounds.play("select")

    def _hint_moment(self) -> tuple:
        """What a hint is good for: this viewer, until they move (or a move is undone).
        Others' moves that leave the hinted move legal (a letter written at the same
        time, say) leave the hint standing."""
        seat = self.viewer
        own = sum(1 for mover, _ in self.session.actions if mover == seat)
        return (id(self.session.state), seat, own)

    def shown_hint(self):
        """The hint on show, while the viewer has not moved and it is still legal."""
        if self.hint is not None and self._hint_key == self._hint_moment() and \
                self.hint.action in self.legal():
            return self.hint
        return None

    def hint_keys(self, action) -> list:
        """What to light up for the hinted `action`: target keys, and `("button", name)`
        for a button, in the order a player would choose them.  By default the targets
        that play `action`; tables whose moves take several choices override."""
        return [t.key for t in self.targets.items if t.action == action]

    def point_at_hint(self) -> None:
        self.refresh_targets()
        hint = self.shown_hint()
        keys = self.hint_keys(hint.action) if hint else []
        first = next((k for k in keys if self.targets.find(k) is not None), None)
        if first is not None:
            self.targets.point_at(first)

    def hinted_rects(self) -> list[pygame.Rect]:
        hint = self.shown_hint()
        if hint is None:
            return []
        self.refresh_targets()
        buttons = {("button", b.name): b.rect for b in self.buttons}
        rects = []
        for key in self.hint_keys(hint.action):
            target = self.targets.find(key)
            # a card under the cursor is lifted: the glow takes in both heights
            rect = target.rect.union(target.rect.move(0, -LIFT)) if target is not None \
                else buttons.get(key)
            if rect is not None:
                rects.append(rect)
        return rects

    def hint_words(self) -> str:
        hint = self.shown_hint()
        return with_seat_names(hint.reason, self.short_name,
                                       self.session.state.num_seats) if hint else ""

    def draw_hint(self, surface) -> None:
        words = self.hint_words()
        self.hint_panel = None
        if not words or self.anim.busy:
            return
        for rect in self.hinted_rects():
            hinting.draw_glow(surface, rect, self.clock)
        lines = self.wrap(words, self.hint_area(1).width - 28, theme.SMALL_SIZE + 2)
        self.hint_panel = (self.hint_area(len(lines)), lines)
        hinting.draw_reason(surface, self.app.text, *self.hint_panel)

    def hint_area(self, lines: int) -> pygame.Rect:
        """Where the hint's reason (`lines` long) is shown: over the top of the move
        log, the one panel every table has that nothing is chosen from."""
        log = self.layout["log"]
        return pygame.Rect(log.x, log.y, log.width, hinting.panel_height(lines))
