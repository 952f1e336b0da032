"""Setting up a table: players, who sits where (human or AI), devices, variants, seed."""

from __future__ import annotations

import pygame

from game.core import GameInfo
from game.registry import agent_names, default_agent
from scenes.input import Intent
from scenes.scene import Scene
from scenes.widgets import theme
from scenes.widgets.backdrop import Backdrop
from scenes.widgets.menu import MenuItem, MenuList

AGENT_LABELS = {"easy": "AI: Easy", "normal": "AI: Normal", "hard": "AI: Hard",
                "perfect": "AI: Perfect", "random": "AI: Random"}
DEVICE_MODES = ("shared", "own")


def seat_label(seat: int) -> str:
    return f"Seat {seat + 1} ({theme.SEAT_NAMES[seat % len(theme.SEAT_NAMES)]})"


class SetupScene(Scene):
    def __init__(self, app, info: GameInfo, seats: list[str] | None = None,
                 options: dict | None = None):
        super().__init__(app)
        self.info = info
        self.backdrop = Backdrop(drifting_cards=3)
        count = len(seats) if seats else info.default_seats
        self.default_ai = default_agent(info)
        self.kinds = list(seats) if seats else ["human"] + [self.default_ai] * (count - 1)
        self.choices = ["human"] + [n for n in agent_names(info) if n != "random"]
        self.options = {o.key: o.default_value for o in info.options}
        self.options.update(options or {})
        self.device_mode = "shared"
        self.seed: int | None = None
        self.goal = self._goal_text()
        self.menu = MenuList([], topleft=(90, 170), width=720, row_height=42,
                             size=theme.BODY_SIZE, visible_rows=11)
        self._build()

    def _goal_text(self) -> list[str]:
        """The rules summary's "Goal" paragraph, wrapped for the side panel."""
        from scenes.how_to_play import rules_text
        lines = rules_text(self.info.id).splitlines()
        goal = next((lines[i + 1] for i, line in enumerate(lines[:-1])
                     if line.strip().lower() == "# goal"), "")
        return self.app.text.wrap(goal, theme.SMALL_SIZE + 2, 330)

    # -- rows ---------------------------------------------------------------------------

    def _build(self) -> None:
        items = [MenuItem("Players", value=lambda: str(len(self.kinds)),
                          on_change=self._change_players,
                          hint=f"{self.info.min_seats} to {self.info.max_seats} players")]
        for seat in range(len(self.kinds)):
            items.append(MenuItem(seat_label(seat), value=self._kind_value(seat),
                                  on_change=self._kind_changer(seat),
                                  hint="Human, or an AI opponent"))
        items.append(MenuItem("Human devices", value=self._device_value,
                              on_change=self._change_devices,
                              hint="Share one device (pass it round) or each join with their own"))
        for option in self.info.options:
            items.append(MenuItem(option.label, value=self._option_value(option),
                                  on_change=self._option_changer(option), hint=option.help))
        items.append(MenuItem("Seed", value=self._seed_value,
                              on_change=self._change_seed,
                              hint="Fix the seed to replay the same deals"))
        items.append(MenuItem("Start", self.start, hint="Deal the cards"))
        items.append(MenuItem("Back", self.back))
        self.menu.set_items(items)

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
        return change

    def _device_value(self) -> str:
        return "share one" if self.device_mode == "shared" else "one each (join)"

    def _change_devices(self, step: int) -> None:
        self.device_mode = DEVICE_MODES[(DEVICE_MODES.index(self.device_mode) + 1) % 2]
        self.app.sounds.play("move")

    def _change_players(self, step: int) -> None:
        count = len(self.kinds) + step
        if self.info.min_seats <= count <= self.info.max_seats:
            self.kinds = self.kinds[:count] + [self.default_ai] * (count - len(self.kinds))
            self._build()
            self.app.sounds.play("move")
        else:
            self.app.sounds.play("error")

    def _seed_value(self) -> str:
        return "random" if self.seed is None else str(self.seed)

    def _change_seed(self, step: int) -> None:
        if self.seed is None:
            self.seed = 1 if step > 0 else None
        else:
            self.seed = self.seed + step if self.seed + step >= 1 else None

    # -- actions ------------------------------------------------------------------------

    def start(self) -> None:
        humans = [s for s, kind in enumerate(self.kinds) if kind == "human"]
        try:
            self.info.start(len(self.kinds), self.options, 0)
        except ValueError as error:
            self.app.notify(str(error))
            self.app.sounds.play("error")
            return
        if self.device_mode == "own" and len(humans) > 1:
            from scenes.join import JoinScene
            self.app.stack.push(JoinScene(self.app, self, humans))
        else:
            self.launch({})

    def launch(self, seat_devices: dict[int, str]) -> None:
        from scenes.launch import table_for
        self.app.sounds.play("select")
        table = table_for(self.app, self.info.id, list(self.kinds), self.seed,
                          dict(self.options), seat_devices)
        self.app.stack.replace(table)

    def back(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent in (Intent.BACK, Intent.PAUSE):
            self.back()
            return
        before = self.menu.index
        if self.menu.handle(event) and self.menu.index != before:
            self.app.sounds.play("move")

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.menu.update(dt)

    def draw(self, surface) -> None:
        text = self.app.text
        self.backdrop.draw(surface)
        text.draw(surface, self.info.title, (90, 60), theme.HEADING_SIZE + 8, theme.GOLD,
                  bold=True, shadow=True)
        text.draw(surface, self.info.pitch, (92, 112), theme.BODY_SIZE, theme.INK)
        self.menu.draw(surface, text)
        if self.goal:
            panel = pygame.Rect(860, 170, 370, 60 + 26 * len(self.goal))
            pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
            text.draw(surface, "The goal", (panel.x + 18, panel.y + 14), theme.BODY_SIZE,
                      theme.GOLD, bold=True)
            for i, line in enumerate(self.goal):
                text.draw(surface, line, (panel.x + 18, panel.y + 50 + i * 26),
                          theme.SMALL_SIZE + 2, theme.INK)
            text.draw(surface, "How to play: from the menu or the pause screen",
                      (panel.x + 18, panel.bottom + 10), theme.SMALL_SIZE - 2, theme.INK_DIM)
        hint = self.menu.current.hint
        if hint:
            text.draw(surface, hint, (90, 650), theme.SMALL_SIZE + 2, theme.INK)
        text.draw(surface, "\u2191 \u2193 choose   \u2190 \u2192 change   Enter / A confirm   "
                  "Backspace / B back", (90, 684), theme.SMALL_SIZE, theme.INK_DIM)
