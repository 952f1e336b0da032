"""Setting up a table: players, who sits where (human or AI), devices, variants, seed.

Start is a fixed button below the rows, never scrolled away, and the controller's
Start (+) button starts the match from any row; Back sits apart at the top right.
Whatever is chosen is remembered for the game, however the screen is left.
"""

from __future__ import annotations

import random

import pygame

from game.core import GameInfo
from game.registry import agent_names, default_agent
from scenes.core import draw
from scenes.core.assets import rules_summary
from scenes.core.input import KEYBOARD, MOUSE, Intent
from scenes.core.scene import Scene
from scenes.match import setup_memory
from scenes.match.phone_seats import phone_device
from scenes.match.resume import saved_match_words
from scenes.match.seats import seat_label
from scenes.phones.available import missing as phones_missing
from scenes.tutorial.script import has_tutorial
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.menu import MenuItem, MenuList

AGENT_LABELS = {"easy": "AI: Easy", "normal": "AI: Normal", "hard": "AI: Hard",
                "perfect": "AI: Perfect", "random": "AI: Random"}
DEVICE_MODES = setup_memory.DEVICE_MODES
LIST_PANEL = pygame.Rect(70, 152, 760, 490)
BACK_BUTTON = pygame.Rect(1090, 64, 140, 46)
SEED_DIGITS = 9
DIGIT_KEYS = {getattr(pygame, f"K_{d}"): str(d) for d in range(10)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{d}", getattr(pygame, f"K_KP_{d}", -1 - d)): str(d)
                   for d in range(10)})


SEED_HINT = "Fix the seed to replay the same deals"


def players_range(info: GameInfo) -> str:
    return f"{info.title} takes {info.min_seats} to {info.max_seats} players"


class SetupScene(Scene):
    def __init__(self, app, info: GameInfo, seats: list[str] | None = None,
                 options: dict | None = None):
        super().__init__(app)
        self.info = info
        self.backdrop = Backdrop(drifting_cards=3)
        self.default_ai = default_agent(info)
        self.choices = ["human"] + [n for n in agent_names(info) if n != "random"]
        remembered, problem = setup_memory.recall(info)
        if problem:
            app.notify(problem)
        kinds = seats or remembered.seats
        self.kinds = (list(kinds) if kinds
                      else ["human"] + [self.default_ai] * (info.default_seats - 1))
        self.options = {o.key: o.default_value for o in info.options}
        self.options.update(remembered.options or {})
        self.options.update(options or {})
        self.device_mode = remembered.device_mode
        self.seed: int | None = remembered.seed
        self.typing: str | None = None  # the seed's digits while they are typed
        self.recalled = self._choices()  # what the file holds: unchanged, not rewritten
        self.goal = self._goal_text()
        self._wrapped_hints: dict[str, list[str]] = {}
        self.menu = MenuList([], topleft=(90, 170), width=720, row_height=42,
                             size=theme.BODY_SIZE, visible_rows=9, pinned=1,
                             pinned_topleft=(90, 582))
        self._build()


    def spoken_title(self) -> str:
        goal = " ".join(self.goal)
        return f"Set up {self.info.title}. {goal}"

    def _goal_text(self) -> list[str]:
        """The rules summary's "Goal" paragraph, wrapped for the side panel."""
        lines = rules_summary(self.info.id).splitlines()
        goal = next((lines[i + 1] for i, line in enumerate(lines[:-1])
                     if line.strip().lower() == "# goal"), "")
        return self.app.text.wrap(goal, theme.SMALL_SIZE + 2, 330)

    # -- rows ---------------------------------------------------------------------------

    def _build(self) -> None:
        """(Re)make the rows: the seats and the options that apply to the choices made."""
        current = self.menu.current.label if self.menu.items else None
        items = [self._players_row()]
        for seat in range(len(self.kinds)):
            items.append(MenuItem(seat_label(seat), value=self._kind_value(seat),
                                  on_change=self._kind_changer(seat),
                                  hint="Human, or an AI opponent"))
        items.append(MenuItem("Human devices", value=self._device_value,
                              on_change=self._change_devices,
                              enabled=lambda: self.kinds.count("human") > 1,
                              hint="Share one device (pass it round), each join with their own, "
                                   "or each hold their hand on their phone"))
        for option in self.info.options:
            if option.applies(self.options):
                items.append(MenuItem(option.label, value=self._option_value(option),
                                      on_change=self._option_changer(option),
                                      hint=option.help))
        items.append(MenuItem("Seed", value=self._seed_value, on_change=self._change_seed,
                              hint=SEED_HINT))
        items.append(MenuItem("New random seed", self._roll_seed,
                              hint="Pick a seed at random now, to note and replay later"))
        if has_tutorial(self.info.id):
            items.append(MenuItem("Learn with a guided hand", self.guided_hand,
                                  hint="A short first hand on a fixed deal, a coach at "
                                       "your side"))
        items.append(MenuItem("Start", self.start, hint="Start the match"))
        self.menu.set_items(items)
        if current is not None:
            self.menu.select(current)

    def _players_row(self) -> MenuItem:
        if self.info.min_seats == self.info.max_seats:  # nothing to choose: plain text
            return MenuItem("Players", value=lambda: f"always {self.info.min_seats}",
                            enabled=lambda: False)
        return MenuItem("Players", value=lambda: str(len(self.kinds)),
                        on_change=self._change_players,
                        hint=f"{self.info.min_seats} to {self.info.max_seats} players")

    def _kind_value(self, seat):
        return lambda: ("Human" if self.kinds[seat] == "human"
                        else AGENT_LABELS.get(self.kinds[seat], f"AI: {self.kinds[seat]}"))

    def _kind_changer(self, seat):
        def change(step: int) -> None:
            at = self.choices.index(self.kinds[seat]) if self.kinds[seat] in self.choices else 0
            self.kinds[seat] = self.choices[(at + step) % len(self.choices)]
            self.app.sounds.play("move")
        return change

    def _option_value(self, option):
        return lambda: option.describe(self.options[option.key])

    def _option_changer(self, option):
        def change(step: int) -> None:
            at = option.choices.index(self.options[option.key])
            self.options[option.key] = option.choices[(at + step) % len(option.choices)]
            self.app.sounds.play("move")
            self._build()  # other options may now apply, or no longer
        return change

    def _device_value(self) -> str:
        if self.kinds.count("human") < 2:
            return "one human player"  # nothing to share: the row waits for a second
        if self.device_mode == "phones":
            problem = phones_missing()
            return f"phones ({problem})" if problem else "phones (scan a code)"
        return "share one" if self.device_mode == "shared" else "one each (join)"

    def _change_devices(self, step: int) -> None:
        at = DEVICE_MODES.index(self.device_mode) + (1 if step >= 0 else -1)
        self.device_mode = DEVICE_MODES[at % len(DEVICE_MODES)]
        self.app.sounds.play("move")

    def _change_players(self, step: int) -> None:
        count = len(self.kinds) + step
        if self.info.min_seats <= count <= self.info.max_seats:
            self.kinds = self.kinds[:count] + [self.default_ai] * (count - len(self.kinds))
            self._build()
            self.app.sounds.play("move")
        else:
            self.app.notify(f"{players_range(self.info)}.", 3.0)
            self.app.sounds.play("error")

    def _seed_value(self) -> str:
        if self.typing is not None:
            return f"{self.typing}\u258f"
        return "random" if self.seed is None else str(self.seed)

    def _change_seed(self, step: int) -> None:
        if self.seed is None:
            self.seed = 1 if step > 0 else None
        else:
            self.seed = self.seed + step if self.seed + step >= 1 else None

    def _roll_seed(self) -> None:
        self.seed = random.SystemRandom().randrange(1, 10 ** 6)
        self.app.sounds.play("move")

    # -- typing the seed ------------------------------------------------------------------

    def _begin_typing(self) -> None:
        self.typing = ""
        self.app.input.capture = "key"

    def _end_typing(self, keep: bool) -> None:
        if keep:
            self.seed = int(self.typing) if self.typing and int(self.typing) >= 1 else None
        self.typing = None
        self.app.input.capture = None

    def _typed(self, code: int) -> None:
        if code in DIGIT_KEYS and len(self.typing) < SEED_DIGITS:
            self.typing = (self.typing + DIGIT_KEYS[code]).lstrip("0")
        elif code == pygame.K_BACKSPACE:
            self.typing = self.typing[:-1]
        elif code in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._end_typing(keep=True)
        elif code == pygame.K_ESCAPE:
            self._end_typing(keep=False)

    # -- actions ------------------------------------------------------------------------

    def chosen_options(self) -> dict:
        """The options as the match gets them: one that does not apply keeps its default."""
        return {o.key: self.options[o.key] if o.applies(self.options) else o.default_value
                for o in self.info.options}

    def start(self) -> None:
        """Start, once the options make a match and the player agrees to replace the
        match Continue would resume (only a match with a human in it is saved)."""
        try:
            self.info.start(len(self.kinds), self.chosen_options(), 0)
        except ValueError as error:
            self.app.notify(str(error))
            self.app.sounds.play("error")
            return
        saved, problem = saved_match_words() if "human" in self.kinds else ("", "")
        if problem:
            self.app.notify(problem)
        if saved:
            self.app.sounds.play("select")
            self.app.screens.confirm("Replace your saved match?", saved, "No, keep it",
                                     "Yes, start a new match", self.start_anew)
        else:
            self.start_anew()

    def start_anew(self) -> None:
        humans = [s for s, kind in enumerate(self.kinds) if kind == "human"]
        if self.device_mode == "phones" and len(humans) > 1:
            self.launch_with_phones(humans)
        elif self.device_mode == "own" and len(humans) > 1:
            self.app.screens.push("join", self.launch, humans)
        else:
            self.launch({})

    def launch_with_phones(self, humans: list[int]) -> None:
        """Every human seat waits for a phone (the table shows their codes; a controller
        or the keyboard may take a seat there instead), once phones can be served."""
        problem = phones_missing()
        if problem:
            self.app.notify(problem, 8.0)
            self.app.sounds.play("error")
            return
        self.launch({seat: phone_device(seat) for seat in humans})

    def launch(self, seat_devices: dict[int, str]) -> None:
        self.app.sounds.play("select")
        table = self.app.screens.table(self.info.id, list(self.kinds), self.seed,
                                       self.chosen_options(), seat_devices)
        self.app.stack.replace(table)

    def guided_hand(self) -> None:
        self.app.screens.start_tutorial(self.info.id)

    def back(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def _choices(self) -> setup_memory.Remembered:
        return setup_memory.Remembered(list(self.kinds), dict(self.options),
                                       self.device_mode, self.seed)

    def exit(self) -> None:
        """Left by Back, by Start or by quitting: remember every choice."""
        if self.typing is not None:
            self._end_typing(keep=True)
        if self._choices() != self.recalled:
            problem = setup_memory.remember(self.info, self._choices())
            if problem:
                self.app.notify(problem)

    # -- input --------------------------------------------------------------------------

    def handle(self, event) -> None:
        if isinstance(event, tuple) and event[0] == "capture":
            if self.typing is not None:
                self._typed(event[2])
            return
        if not hasattr(event, "intent"):
            return
        if self.typing is not None:
            if event.intent in (Intent.CONFIRM, Intent.BACK, Intent.PAUSE):
                self._end_typing(keep=event.intent == Intent.CONFIRM)
            return
        if event.intent == Intent.PAUSE and event.is_pad:
            self.start()  # the controller's Start (+) button
            return
        if event.intent in (Intent.BACK, Intent.PAUSE) or self._on_back_button(event):
            self.back()
            return
        if self._wants_typing(event):
            self._begin_typing()
            return
        before = self.menu.index
        if self.menu.handle(event) and self.menu.index != before:
            self.app.sounds.play("move")

    def _on_back_button(self, event) -> bool:
        return (event.intent == Intent.CONFIRM and event.pos is not None
                and BACK_BUTTON.collidepoint(event.pos))

    def _wants_typing(self, event) -> bool:
        """Enter (or a click) on the Seed row opens it for typing digits."""
        if event.intent != Intent.CONFIRM or event.device not in (KEYBOARD, MOUSE):
            return False
        if event.pos is not None:
            hit = self.menu.item_at(event.pos)
            return hit is not None and self.menu.items[hit].label == "Seed"
        return self.menu.current.label == "Seed"

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.menu.update(dt)

    def draw(self, surface) -> None:
        text = self.app.text
        about = self._choice_text()
        self.backdrop.draw(surface, panels=[LIST_PANEL, self._goal_panel(),
                                            self._choice_panel(about)])
        text.draw(surface, self.info.title, (90, 60), theme.HEADING_SIZE + 8, theme.GOLD,
                  bold=True, shadow=True)
        text.draw(surface, self.info.pitch, (92, 112), theme.BODY_SIZE, theme.INK)
        self._draw_back_button(surface)
        self.menu.draw(surface, text)
        self._draw_goal(surface)
        self._draw_choice(surface, about)
        label = self.app.input.label
        start = f"{label(Intent.PAUSE)} play   " if self.app.input.last_kind == "pad" else ""
        text.draw(surface, f"{label(Intent.UP)} {label(Intent.DOWN)} choose   "
                  f"{label(Intent.LEFT)} {label(Intent.RIGHT)} change   "
                  f"{label(Intent.CONFIRM)} confirm   {start}{label(Intent.BACK)} back",
                  (90, 688), theme.SMALL_SIZE, theme.INK_DIM)

    def _goal_panel(self) -> pygame.Rect:
        return pygame.Rect(860, 170, 370, 60 + 26 * len(self.goal)) if self.goal else None

    def _draw_goal(self, surface) -> None:
        if not self.goal:
            return
        text, panel = self.app.text, self._goal_panel()
        text.draw(surface, "The goal", (panel.x + 18, panel.y + 14), theme.BODY_SIZE,
                  theme.GOLD, bold=True)
        for i, line in enumerate(self.goal):
            text.draw(surface, line, (panel.x + 18, panel.y + 50 + i * 26),
                      theme.SMALL_SIZE + 2, theme.INK)
        text.draw(surface, "How to play: from the menu or the pause screen",
                  (panel.x + 18, panel.bottom + 10), theme.SMALL_SIZE - 2, theme.INK_DIM)

    def _choice_text(self) -> tuple[str, list[str]]:
        """The row under the cursor and what it does, wrapped for the side panel."""
        label = self.app.input.label
        item = self.menu.current
        if self.typing is not None:
            hint = (f"Type the seed's digits; {label(Intent.CONFIRM, 'key')} keeps it, "
                    f"{label(Intent.PAUSE, 'key')} cancels")
        elif item.hint == SEED_HINT:
            hint = self._seed_hint()
        else:
            hint = item.hint
        return item.label, self._wrapped(hint)

    def _seed_hint(self) -> str:
        """How to set the seed with the device in hand: a pad steps it, a keyboard also
        types it."""
        label = self.app.input.label
        step = f"{label(Intent.LEFT)} {label(Intent.RIGHT)}"
        if self.app.input.last_kind == "pad":
            return f"{SEED_HINT}: step it with {step}"
        return f"{SEED_HINT}: type its digits, or step it with {step}"

    def _wrapped(self, hint: str) -> list[str]:
        if hint not in self._wrapped_hints:
            self._wrapped_hints[hint] = self.app.text.wrap(hint, theme.SMALL_SIZE + 2, 330)
        return self._wrapped_hints[hint]

    def _choice_panel(self, about) -> pygame.Rect | None:
        """Under the goal: what the row under the cursor does."""
        _, lines = about
        if not any(lines):
            return None
        goal = self._goal_panel()
        top = goal.bottom + 48 if goal else 170
        return pygame.Rect(860, top, 370, 60 + 26 * len(lines))

    def _draw_choice(self, surface, about) -> None:
        panel = self._choice_panel(about)
        if panel is None:
            return
        heading, lines = about
        text = self.app.text
        text.draw(surface, heading, (panel.x + 18, panel.y + 14), theme.BODY_SIZE, theme.GOLD,
                  bold=True)
        for i, line in enumerate(lines):
            text.draw(surface, line, (panel.x + 18, panel.y + 50 + i * 26),
                      theme.SMALL_SIZE + 2, theme.INK)

    def _draw_back_button(self, surface) -> None:
        hovered = BACK_BUTTON.collidepoint(pygame.mouse.get_pos())
        draw.rect(surface, theme.PANEL, BACK_BUTTON, border_radius=10)
        draw.rect(surface, theme.GOLD if hovered else theme.INK_DIM, BACK_BUTTON, 2,
                         border_radius=10)
        self.app.text.draw(surface, "\u25c0 Back", BACK_BUTTON.center, theme.BODY_SIZE,
                           theme.INK, anchor="center")
