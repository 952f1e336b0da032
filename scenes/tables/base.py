"""TableScene: what every game's table shares.

It owns the Session, turns rules Events into animations, runs AI seats (a short
visible "thinking" pause, searched in slices so frames never stall), hides hands
behind a hand-off screen when the screen passes between humans, pauses on Esc/Start,
on focus loss and when a seat's controller is pulled out, and shows hand and match
results.  A game's table draws its View and turns intents into actions; legality is
always asked of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import HandEnded, IllegalAction, MatchEnded
from scenes.anim import Animator
from scenes.input import DeviceChange, Intent
from scenes.layout import load_layout
from scenes.scene import Scene
from scenes.thinking import think, worker_pool
from scenes.widgets import theme
from scenes.widgets.backdrop import felt_surface



@dataclass
class LogLine:
    """One move in the log: as its mover saw it, and as everyone else may."""

    seat: int
    mine: str
    public: str

    def text_for(self, viewer: int | None) -> str:
        return self.mine if viewer == self.seat else self.public


class TableScene(Scene):
    layout_name = "generic"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.layout = load_layout(self.layout_name)
        self.felt = felt_surface()
        self.anim = Animator()
        self.viewer: int | None = self._initial_viewer()
        self.message: tuple[str, float] | None = None  # explanation banner
        self.thinking: dict | None = None  # the AI seat now "thinking"
        self.pending_results: list = []
        self.log: list[LogLine] = []
        self.waiting_device: str | None = None
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
        bound = [s for s, d in self.session.seat_devices.items() if d == change.device]
        if not change.added and bound:
            from scenes.pause import DeviceLost
            self.app.stack.push(DeviceLost(self.app, self, bound[0], change.device))

    def rebind(self, seat: int, device: str) -> None:
        self.session.seat_devices[seat] = device

    # -- the flow of play -------------------------------------------------------------------

    @property
    def view(self):
        return self.session.state.view(self.viewer)

    def legal(self) -> list:
        """The moves of the seat looking at the table, if it is asked now."""
        seat = self.viewer
        state = self.session.state
        if seat is None or seat not in state.to_act():
            return []
        return state.legal_actions(seat)

    def play(self, seat: int, action) -> bool:
        """Apply a move through the rules; explain a refusal.  True if it was played."""
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as refusal:
            self.explain(str(refusal))
            return False
        except OSError as error:  # the move stands; only the autosave failed
            self.app.notify(f"Autosave failed: {error.strerror or error}")
            events = []
        self.record_log(seat, action, events)
        self.on_events(events)
        for event in events:
            if isinstance(event, (HandEnded, MatchEnded)):
                self.pending_results.append(event)
        return True

    def explain(self, message: str) -> None:
        self.message = (message, 3.0)
        self.app.sounds.play("error")

    def record_log(self, seat: int, action, events) -> None:
        """Add a move to the log (also used to rebuild it when a match is resumed)."""
        line = self.log_line(seat, action, events)
        if line:
            self.log.append(line)
        self.revise_log(events)

    def revise_log(self, events) -> None:
        """Tables may fold several moves into one line (a peek's steps); see
        Peek and Run."""

    def log_line(self, seat: int, action, events) -> LogLine | None:
        """The move log's line for a move, or None to leave it out.  A move whose
        events hide something (a secret letter, a card drawn) is named to others only
        as a move: the log is read by everyone at the screen."""
        name = self.seat_name(seat)
        secret = any(event.seen_by(None) != event for event in events)
        public = f"{name}: a move only they can see" if secret else f"{name}: {action}"
        return LogLine(seat, f"{name}: {action}", public)

    def seat_name(self, seat: int) -> str:
        name = theme.SEAT_NAMES[seat % len(theme.SEAT_NAMES)]
        kind = self.session.seats[seat]
        return name if kind == "human" else f"{name} ({kind.split(':')[0]})"

    def on_events(self, events) -> None:
        """Animate the rules' events; tables override.  Play a sound by default."""
        if events:
            self.app.sounds.play("card")

    # -- per frame ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
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
        if self.session.state.is_over:
            return
        self._hand_off_if_needed()
        self._drive_agents(dt)

    def _show_results(self, event) -> None:
        from scenes.results import ResultsOverlay
        self.app.sounds.play("score")
        self.app.stack.push(ResultsOverlay(self.app, self, event))

    def hand_off_seat(self) -> int | None:
        """The human who should be looking at the table now, if any."""
        waiting = self.session.humans_to_act()
        return waiting[0] if waiting else None

    def _hand_off_if_needed(self) -> None:
        """With several humans at one screen, hide the table before a new human sees it."""
        seat = self.hand_off_seat()
        if seat is None:
            return
        if len(self.session.humans) < 2:
            self.viewer = seat
        elif seat != self.viewer:
            from scenes.handoff import HandOff
            self.viewer = None
            self.app.stack.push(HandOff(self.app, self, seat))

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
        if event.intent == Intent.PAUSE:
            self.open_pause()
            return
        if self.anim.busy and event.intent == Intent.CONFIRM and event.pos is None:
            self.anim.speed = 0.0  # a press during an animation finishes it
            self.anim.update(0.0)
            return
        if event.intent == Intent.ACTION_2 and self._try_undo(event.device):
            return
        seat = self.session.seat_for_device(event.device)
        self.handle_play(seat, event)

    def _try_undo(self, device: str) -> bool:
        for seat in self.session.humans:
            if self.session.can_undo(seat) and (not self.session.seat_devices or
                                                self.session.seat_devices.get(seat) == device):
                self.session.undo(seat)
                self.log.pop()
                self.anim.clear()
                self.on_undo()
                self.app.sounds.play("back")
                return True
        return False

    def on_undo(self) -> None:
        """The state went back one move: tables drop any selection they hold."""

    def handle_play(self, seat: int | None, event) -> None:
        """A game's table turns intents into actions for `seat` (None: not their turn)."""

    def open_pause(self) -> None:
        from scenes.pause import PauseScene
        if not isinstance(self.app.stack.top, PauseScene):
            self.app.stack.push(PauseScene(self.app, self))

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        surface.blit(self.felt, (0, 0))
        self.draw_table(surface)
        self.anim.draw(surface)
        self.draw_status(surface)

    def draw_table(self, surface) -> None:
        """Draw the game from `self.view`; tables override."""

    def status_line(self) -> str:
        state = self.session.state
        if state.is_over:
            return "The match is over."
        names = [self.seat_name(seat) for seat in state.to_act()]
        if self.viewer is not None and self.viewer in state.to_act():
            return f"Your turn, {self.seat_name(self.viewer)}"
        if self.thinking is not None:
            return f"{self.seat_name(self.thinking['seat'])} is thinking\u2026"
        return "Waiting for " + ", ".join(names)

    def draw_status(self, surface) -> None:
        text = self.app.text
        rect = self.layout["status"]
        text.draw(surface, self.status_line(), rect.midleft, theme.BODY_SIZE, theme.GOLD,
                  anchor="midleft", shadow=True)
        if self.message:
            words = self.message[0]
            box = text.render(words, theme.BODY_SIZE, theme.INK).get_rect(
                center=(theme.WIDTH // 2, 46)).inflate(36, 18)
            pygame.draw.rect(surface, (90, 24, 20), box, border_radius=10)
            pygame.draw.rect(surface, theme.ALERT, box, 2, border_radius=10)
            text.draw(surface, words, box.center, theme.BODY_SIZE, theme.INK, anchor="center")

    def draw_log(self, surface, lines: int = 12) -> None:
        """The last moves, at most `lines` and never more than the panel holds."""
        text = self.app.text
        rect = self.layout["log"]
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        panel.fill((*theme.PANEL, 170))
        surface.blit(panel, rect)
        text.draw(surface, "Moves", (rect.x + 10, rect.y + 6), theme.SMALL_SIZE, theme.GOLD)
        lines = max(1, min(lines, (rect.height - 30) // 22))
        for i, line in enumerate(self.log[-lines:]):
            text.draw(surface, line.text_for(self.viewer), (rect.x + 10, rect.y + 30 + i * 22),
                      theme.SMALL_SIZE, theme.INK)
