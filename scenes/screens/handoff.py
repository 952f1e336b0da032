"""Hand-off: the screen passes to another human, saying why ("Mine? window for
Blue"); the table stays hidden until they say they are ready, so nobody sees another
player's cards."""

from __future__ import annotations

from scenes.core.input import Intent
from scenes.core.scene import Scene
from scenes.widgets import theme
from scenes.widgets.backdrop import felt_surface


class HandOff(Scene):
    opaque = True  # hides the table completely
    fades_in = False  # at once: the hand of the player before must not show through

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table, self.seat = table, seat
        self.reason = table.words.hand_off_reason(seat)

    def spoken_title(self) -> str:
        name = self.table.seat_name(self.seat)
        return (f"Pass to {name}. {self.reason}. Everyone else, look away. "
                f"{name}: {self._how_to_go_on()} when ready.")

    def handle(self, event) -> None:
        if not hasattr(event, "intent"):
            return
        if event.intent == Intent.PAUSE:
            self.table.open_pause()
            return
        if event.intent != Intent.CONFIRM:
            return
        bound = self.table.session.seat_devices.get(self.seat)
        if bound is not None and event.device != bound:
            return  # only the player taking the seat can reveal their hand
        self.app.sounds.play("select")
        self.app.stack.pop()
        self.table.accept_hand_off(self.seat)

    def draw(self, surface) -> None:
        surface.blit(felt_surface(), (0, 0))
        text = self.app.text
        name = self.table.seat_name(self.seat)
        text.draw(surface, f"Pass to {name}", (theme.WIDTH // 2, 300), theme.TITLE_SIZE,
                  theme.GOLD, bold=True, anchor="center", shadow=True)
        text.draw(surface, self.reason, (theme.WIDTH // 2, 360), theme.BODY_SIZE + 4,
                  theme.GOLD, anchor="center")
        text.draw(surface, "Everyone else, look away.", (theme.WIDTH // 2, 420),
                  theme.BODY_SIZE + 4, theme.INK, anchor="center")
        text.draw(surface, f"{name}: {self._how_to_go_on()} when ready",
                  (theme.WIDTH // 2, 470), theme.BODY_SIZE, theme.INK_DIM, anchor="center")

    def _how_to_go_on(self) -> str:
        """The press that reveals the hand: on the device the seat joined with, if any
        (nothing else answers), else on the device last used, or a click."""
        bound = self.table.session.seat_devices.get(self.seat)
        if bound is None:
            press = f"press {self.app.input.label(Intent.CONFIRM)}"
            return press if self.app.input.last_kind == "pad" else f"{press} (or click)"
        if bound.startswith("pad:"):
            return f"press {self.app.input.label(Intent.CONFIRM, 'pad')} on your controller"
        return f"press {self.app.input.label(Intent.CONFIRM, 'key')} on the keyboard"
