"""TableScene: a game's table, built from the kit's parts.

A game's table draws its View, lists what can be pointed at and words its moves; all
else is a part of the kit with one job, composed here rather than inherited:

- `views` (views.py): the View and the moves, asked of the rules once per move;
- `flow` (flow.py): moves through the rules, AI seats, hand-offs, results;
- `dealing` (dealing.py): a hand dealt card by card;
- `controls` (controls.py): input, targets, buttons, undo, the keys labels name;
- `log` (log.py): the move log, per reader;
- `hints` (hinting.py): against AI, what a good player would do and why;
- `chrome` (chrome.py): the status line, a refusal's banner, the cursor's tip;
- `devices` (devices.py): which device plays which seat;
- `parts` (parts.py) and `still` (scenes/widgets/still.py): what stays put between
  changes is drawn once and kept;
- `mode` (mode.py): playing, replaying or coached, as explicit switches;
- `phones` (scenes/phones/link.py): the phones of the seats played on phones, if any.

A table implements the hooks below the parts (`build_targets`, `draw_table`,
`describe_move`, `on_events`...); each has a default that does nothing or the plain
thing.  Legality is always asked of the rules.
"""

from __future__ import annotations

import pygame

from game.core import View
from scenes.core.anim import Animator
from scenes.core.layout import load_layout
from scenes.core.scene import Scene
from scenes.match.phone_seats import is_phone_seat, phone_seats
from scenes.match.seats import colour_name
from scenes.match.thinking import worker_pool
from scenes.phones.link import PhoneLink
from scenes.tables.kit import motion
from scenes.tables.kit.animation import Animation
from scenes.tables.kit.by_ear import ByEar
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.chrome import Chrome
from scenes.tables.kit.controls import Controls
from scenes.tables.kit.dealing import Dealing
from scenes.tables.kit.devices import SeatDevices
from scenes.tables.kit.drawn import DrawnMoves
from scenes.tables.kit.flow import MatchFlow
from scenes.tables.kit.glow import GLOW_SECONDS, Glow
from scenes.tables.kit.hinting import Hints, panel_height
from scenes.tables.kit.log import LogLine, MoveLog
from scenes.tables.kit.mode import PLAYING, Mode
from scenes.tables.kit.parts import PartMaker
from scenes.tables.kit.score_count import ScoreCounts
from scenes.tables.kit.targets import Target
from scenes.tables.kit.views import Views
from scenes.tables.kit.words import Words
from scenes.widgets import theme
from scenes.widgets.backdrop import felt_surface
from scenes.widgets.badge import Badge, level_name
from scenes.widgets.button import Button
from scenes.widgets.still import Part, StillLayer

__all__ = ["LogLine", "Target", "TableScene"]


class TableScene(Scene):
    layout_name = ""  # each table names its own map
    #: the layout anchors this table reads; a test checks its map has each of them
    ANCHORS: tuple[str, ...] = ("status", "log")
    #: a game with secrets hides the table between humans at one screen; one without
    #: (Procession) just turns it to whoever is to move
    HIDDEN_HANDS = True
    #: the game's own parts (its table package's choosing.py, words.py, animation.py)
    CHOOSING: type[Choosing] = Choosing
    WORDS: type[Words] = Words
    ANIMATION: type[Animation] = Animation
    #: the game's answers to the Ask key (its table package's by_ear.py): functions of
    #: the table named hand_words, table_words and time_left, each optional
    BY_EAR = None
    #: still parts (named up to any ":") that frame the game rather than show it: a
    #: results box may stand over these, never over the rest (`game_rects`)
    FRAMING_PARTS: tuple[str, ...] = ("log", "button", "status", "chrome", "badge")

    def __init__(self, app, session, mode: Mode = PLAYING):
        super().__init__(app)
        self.session = session
        self.mode = mode
        self.layout = load_layout(self.layout_name)
        self.felt = felt_surface()
        self.still = StillLayer(self.felt)
        self.anim = Animator()
        self.flourish = Animator()  # glows and pulses: played, but never holding play
        self.clock = 0.0
        self.viewer: int | None = self._initial_viewer()
        self.views = Views(session)
        self.log = MoveLog()
        self.parts = PartMaker(app.text)
        self.score_counts = ScoreCounts(self)
        self.chrome = Chrome(self)
        self.controls = Controls(self)
        self.devices = SeatDevices(self)
        self.hints = Hints(self)
        self.flow = MatchFlow(self)
        self.dealing = Dealing(self)
        self.choosing = self.CHOOSING(self)
        self.words = self.WORDS(self)
        self.animation = self.ANIMATION(self)
        self.by_ear = ByEar(self)
        self.coach = None  # a guided hand's coach (scenes/tutorial/coached.py), if any
        self.caption = ""  # words the status line shows instead (a replay's place in it)
        self.drawn = DrawnMoves(session)
        self.listed: dict[str, pygame.Rect] = {}  # the still parts on show: name -> rect
        self.phones = PhoneLink(self) if phone_seats(session) and mode.asks_moves else None
        if session.agents and mode.drives_agents and app.config.think_in_worker:
            worker_pool()  # start it with the table, so the first AI move doesn't wait

    def on_resize(self) -> None:
        """The window's size changed: everything kept is drawn again at the new size
        (card and tile art keys its own caches on the scale)."""
        self.felt = felt_surface()
        self.still = StillLayer(self.felt)
        self.resized()

    def resized(self) -> None:
        """A table's own pictures kept for the old size, made again."""

    def _initial_viewer(self) -> int | None:
        """A lone human sees their hand at once (on the TV unless it is on their phone);
        several are handed the screen in turn (a game with no secrets is turned to the
        first of them at once)."""
        humans = self.session.humans
        lone = len(humans) == 1 and not is_phone_seat(self.session, humans[0])
        if not self.HIDDEN_HANDS and not lone:  # nothing to hide: turned to who is to move
            return TableScene.hand_off_seat(self)  # at once, with the first hand's deal
        return humans[0] if lone else None

    # -- what the table shows ------------------------------------------------------------

    @property
    def view(self) -> View:
        """The viewer's View; the hand just ended, while its results are up."""
        ended = self.flow.ended_hand
        return ended if ended is not None else self.views.view(self.viewer)

    def seat_view(self, seat: int) -> View:
        return self.views.seat_view(seat)

    def legal(self) -> list:
        """The moves of the seat looking at the table, if it is asked now."""
        return self.views.legal(self.viewer)

    def my_turn(self) -> bool:
        return (self.mode.asks_moves and self.viewer is not None
                and self.viewer in self.view.to_act)

    def state_changed(self) -> None:
        """Forget what was worked out from the position: for a state changed other than
        by a move (tests that set a position up by hand)."""
        self.views.forget()
        self.controls.forget_targets()

    @property
    def targets(self):
        return self.controls.targets

    @property
    def buttons(self) -> list[Button]:
        return self.controls.buttons

    def seat_name(self, seat: int) -> str:
        """"Blue", or "Blue (normal)" for an AI seat; a guided hand's scripted seats are
        named by colour alone (they are no AI level)."""
        kind = self.session.seats[seat]
        return colour_name(seat) if kind == "human" or self.coach else \
            f"{colour_name(seat)} ({kind.split(':')[0]})"

    def short_name(self, seat: int) -> str:
        """The seat's colour name alone, for badges that show the level beside it."""
        return colour_name(seat)

    def badge(self, seat: int, score: str = "", detail: str = "") -> Badge:
        """A seat's badge as the table stands now."""
        thinking = self.flow.thinking
        return Badge(seat, self.short_name(seat), level_name(self.session.seats[seat]),
                     score, detail, on_turn=seat in self.view.to_act,
                     thinking=thinking is not None and thinking["seat"] == seat,
                     you=seat == self.viewer and len(self.session.humans) >= 1)

    def badge_part(self, name: str, rect: pygame.Rect, badge: Badge) -> Part:
        """A seat's badge, its score counting in when it changes (score_count.py)."""
        return self.parts.badge(name, rect, self.score_counts.shown(name, rect, badge),
                                self.clock)

    def key_label(self, intent) -> str:
        return self.controls.key_label(intent)

    # -- what tables and parts ask of each other -----------------------------------------

    def play(self, seat: int, action) -> bool:
        """Make a move through the rules (a guided hand's coach first checks it is the
        step's); a refusal is explained.  True if it was played."""
        if self.coach is not None:
            return self.coach.play(seat, action)
        return self.flow.play(seat, action)

    def explain(self, words: str) -> None:
        self.chrome.explain(words)

    def hold(self, seconds: float) -> None:
        motion.hold(self.anim, seconds)

    def flash(self, rect: pygame.Rect, delay: float = 0.0, colour=theme.GOLD,
              seconds: float = motion.FLASH_SECONDS) -> None:
        motion.flash(self.anim, rect, delay, colour, seconds)

    def glow(self, rects, delay: float = 0.0, seconds: float = GLOW_SECONDS) -> None:
        """A brief gold glow round what a hand scored (glow.py); it holds nothing up."""
        self.flourish.add(Glow(rects, seconds, delay))

    def restarted(self) -> "TableScene":
        """A new table for this match dealt again (the pause menu's Restart)."""
        if self.coach is not None:
            return self.coach.restarted()
        return self.app.screens.same_match_again(self.session)

    def open_pause(self) -> None:
        if self.mode.pauses and self.app.stack.top.screen_name != "pause":
            self.app.screens.push("pause", self)

    # -- the scene ---------------------------------------------------------------------

    def enter(self) -> None:
        self.anim.speed = self.flourish.speed = self.app.prefs.animation_factor
        self.each_part("enter")
        if not self.session.actions and self.mode.deals_first_hand:
            self.animation.deal()  # the match's first hand, dealt before anyone's eyes

    def pause(self) -> None:
        """Something opened over the table (pause, a notice, results, a hand-off): on a
        shared screen every hand is hidden under it, and shown again only to the player
        asked, after their hand-off."""
        if self.flow.screen_is_shared():
            self.viewer = None
        if self.phones is not None:
            self.phones.covered()

    def resume(self) -> None:
        self.anim.speed = self.flourish.speed = self.app.prefs.animation_factor
        self.app.input.release_all()
        self.each_part("resume")

    def exit(self) -> None:
        """The table is closed: its phones' server with it."""
        if self.phones is not None:
            self.phones.close()

    def on_focus_lost(self) -> None:
        self.open_pause()

    def on_device_change(self, change) -> None:
        if self.mode.pauses:
            self.devices.changed(change)

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if self.coach is None or not self.coach.handle(event):
            self.handle_intent(event)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.speed = self.flourish.speed = self.app.prefs.animation_factor
        self.anim.update(dt)
        self.flourish.update(dt)
        self.score_counts.update(dt, self.anim.speed)
        self.chrome.update(dt)
        if self.phones is not None and self.phones.update():
            return  # the match waits for a phone to join
        if not self.holds_play():
            if not self.anim.busy:
                self.flow.update(dt)
            if self.coach is not None:
                self.coach.update(dt)
        self.each_part("update", dt)
        self.by_ear.update(dt)

    def spoken_title(self) -> str:
        return f"{self.session.info.title}."

    def spoken_focus(self) -> str:
        return self.by_ear.focus()

    def each_part(self, hook: str, *args) -> None:
        """Tell the game's own parts (choosing, words, animation) of a frame, the table
        entered or resumed, a move taken back."""
        for part in (self.choosing, self.words, self.animation):
            getattr(part, hook)(*args)

    def holds_play(self) -> bool:
        """Whether nothing but the table's own motion goes on now (Peeper's Mine? window
        keeps its own time): no move, no AI, no results."""
        return False

    def draw(self, surface) -> None:
        self.controls.refresh_targets()  # before anything is drawn from them
        kept = self.drawn.moved() and self.still.show_kept(surface)
        self.chrome.begin_frame(parts_listed=not kept)
        if not kept:
            parts = self.still_parts()
            self.listed = {part.name: part.rect for part in parts}
            self.still.compose(surface, parts)
        self.draw_table(surface)
        self.flourish.draw(surface)  # under what moves: a card flies over a glow
        self.anim.draw(surface)
        self.chrome.draw_message(surface)
        self.hints.draw(surface)
        if self.coach is not None:
            self.coach.draw(surface)

    # -- hooks: what each game's table says and draws ------------------------------------

    def handle_intent(self, event) -> None:
        """An intent for the table (a guided hand's coach has let it through)."""
        self.controls.handle(event)

    def handle_play(self, seat: int | None, event) -> None:
        """Intents for `seat` (None: not their turn): buttons, then targets."""
        self.controls.handle_play(seat, event)

    def choose(self, seat: int, target: Target) -> None:
        self.controls.choose(seat, target)

    def refuse_choice(self, key, action=None) -> str:
        """Why the viewer may not make this choice now, or "" if they may: asked right
        before a target (its `key`, and its move if any) or a button (`("button",
        name)`) acts.  A guided hand accepts only its step's choices."""
        return self.coach.refuse_choice(key, action) if self.coach else ""

    def play_chosen(self, seat: int, action) -> None:
        """A move the player chose on the table."""
        if self.play(seat, action):
            self.choosing.after_move()

    def hint_area(self, lines: int) -> pygame.Rect:
        """Where a hint's reason (`lines` long) stands: over the top of the move log,
        the one panel every table has that nothing is chosen from."""
        log = self.layout["log"]
        return pygame.Rect(log.x, log.y, log.width, panel_height(lines))

    def drive_seats(self, dt: float) -> None:
        """The seats that are not human take their turns: AI seats think (a guided
        hand's coach plays its script instead)."""
        if self.coach is not None:
            self.coach.drive(dt)
        elif self.mode.drives_agents:
            self.flow.drive_agents(dt)

    def hand_off_seat(self) -> int | None:
        """The human who should be looking at the table now, if any: never one who
        holds their hand on a phone."""
        waiting = [seat for seat in self.session.humans_to_act()
                   if not is_phone_seat(self.session, seat)]
        return waiting[0] if waiting else None

    def accept_hand_off(self, seat: int) -> None:
        self.viewer = seat

    def results_scene(self, event):
        """The overlay for a hand's or the match's end."""
        return self.app.screens.make("results", self, event)

    def keeps_ended_hand(self) -> bool:
        """Whether the hand just ended stays on show with no results up (a guided
        hand's last note speaks of it)."""
        return self.coach is not None and self.coach.finished

    def still_parts(self) -> list[Part]:
        """What stays put until something changes: the status line and the buttons;
        tables add their own.  Whatever is not a part is drawn by `draw_table`."""
        return [*self.chrome.parts(), *self.controls.button_parts()]

    def log_part(self, lines: int = 12) -> Part:
        """The move log: the last moves' words as the viewer may read them, as many as fit."""
        place = self.hints.room_below(self.layout["log"])  # a hint's reason over its top
        shown = self.log.shown(self.viewer, place, self.parts.wrap, lines)
        return self.log.part(self.app.text, place, shown)

    def draw_table(self, surface) -> None:
        """Draw the game from `self.view`: what moves every frame (the cursor...)."""

    def game_rects(self) -> dict[str, pygame.Rect]:
        """Where the game itself is drawn now, by part: cards, cells, rows, piles and
        their labels; not the messages and not what frames the game (`FRAMING_PARTS`)."""
        return {name: rect for name, rect in self.listed.items()
                if name.split(":")[0] not in self.FRAMING_PARTS
                and name not in self.chrome.message_parts}

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """What a guided hand's notes must leave in view now, beyond what can be chosen."""
        return []
