"""A table's controls: intents from every device turned into the viewer's choices
through the targets (scenes/tables/kit/targets.py) and the buttons, undo where the
match allows it, and the key and button names every label shows.

The buttons are pressed by their own keys and clicks, and are also entries of the
NEXT / PREV ring after the table's targets, each said with what pressing it does: a
player who plays by ear reaches every choice with NEXT, PREV and Confirm."""

from __future__ import annotations

from functools import partial

from game.core import IllegalAction, action_from_text
from scenes.core.input import MOUSE, Intent
from scenes.tables.kit.targets import Target, Targets
from scenes.widgets.button import Button, binding_label, draw_button, place_buttons
from scenes.widgets.still import Part

NOTHING_TO_TAKE_BACK = ("Nothing to take back: only your own last move, and never one "
                        "that showed you something new.")
CANNOT_PRESS = "It can't be pressed now."


class Controls:
    def __init__(self, table):
        self.table = table
        self.session = table.session
        self.targets = Targets()
        self.buttons: list[Button] = []
        self.captions: dict[str, str] = {}  # button name -> its caption, at the last refresh
        self.pointer: tuple[int, int] | None = None  # the mouse, where it last moved
        self._targets_key: tuple | None = None

    # -- input -----------------------------------------------------------------------------

    def handle(self, event) -> None:
        table = self.table
        if event.device == MOUSE and event.pos is not None:
            self.pointer = event.pos
        table.devices.note(event)
        if event.intent == Intent.PAUSE:
            table.open_pause()
        elif event.intent == Intent.HINT:
            table.hints.ask()
        elif event.intent == Intent.ASK:
            table.by_ear.ask()
        elif table.anim.busy and event.intent == Intent.CONFIRM and event.pos is None:
            table.anim.speed = 0.0  # a press during an animation finishes it
            table.anim.update(0.0)
        elif event.intent == Intent.ACTION_2 and self.try_undo(event.device):
            pass
        else:
            seat = self.session.seat_for_device(event.device)
            if event.intent == Intent.BACK and seat is not None and self.decline(seat):
                return
            table.handle_play(seat, event)

    def handle_play(self, seat: int | None, event) -> None:
        """Intents for `seat` (None: not their turn): buttons first, then targets, then
        the table's own (`handle_other`)."""
        table = self.table
        if self.confirm_stepped(seat, event) or self.press_button(seat, event):
            return
        if seat is None or seat != table.viewer:
            if event.intent in (Intent.CONFIRM, Intent.ACTION_1) and (
                    event.pos is None or self.targets.at(event.pos)):
                table.explain("It is not your turn.")
            return
        self.refresh_targets()
        handled = self.targets.handle(event)
        if handled.chosen is not None:
            self.choose(seat, handled.chosen)
        elif handled.used:
            if event.pos is None:
                table.app.sounds.play("move")
        else:
            table.choosing.handle_other(seat, event)

    def confirm_stepped(self, seat: int | None, event) -> bool:
        """Confirm with the cursor stepped onto an entry by NEXT / PREV chooses that
        entry, before any button that Confirm presses (Peeper's Play): what was just
        said is what is chosen.  True if used."""
        table = self.table
        if event.intent != Intent.CONFIRM or event.pos is not None or seat is None or \
                seat != table.viewer or not self.targets.stepped:
            return False
        focused = self.refresh_targets().focused
        if focused is None:
            return False
        self.choose(seat, focused)
        return True

    def choose(self, seat: int, target: Target) -> None:
        """The player confirmed a target: play its move, take its step, or say why not."""
        table = self.table
        table.chrome.clear()  # a refusal speaks of the choice before this one
        if target.refusal:
            table.explain(target.refusal)
        elif reason := table.refuse_choice(target.key, target.action):
            table.explain(reason)
        elif target.action is not None:
            table.play_chosen(seat, target.action)
        elif target.on_choose is not None:
            target.on_choose()
            table.app.sounds.play("select")
            self.forget_targets()

    def decline(self, seat: int) -> bool:
        """Back plays the table's "no" for `seat` now (letting a call window go by)."""
        move = self.table.choosing.decline_move(seat)
        if move is None or move not in self.session.state.legal_actions(seat):
            return False
        self.table.play(seat, move)
        self.table.app.sounds.play("back")
        return True

    # -- undo ------------------------------------------------------------------------------

    def try_undo(self, device: str) -> bool:
        table = self.table
        for seat in self.session.humans:
            if self.session.can_undo(seat) and (not self.session.seat_devices or
                                                self.session.seat_devices.get(seat) == device):
                _, undone = self.session.actions[-1]
                self.session.undo(seat)
                table.log.drop_moves_from(len(self.session.actions))
                table.anim.clear()
                table.dealing.finish()
                table.flourish.clear()
                table.each_part("on_undo")
                self._flash_undone(seat, undone)
                table.app.sounds.play("back")
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
        for key in self.table.choosing.hint_keys(action):
            target = self.targets.find(key)
            if target is not None:
                self.table.flash(target.rect)

    def undo_button(self) -> Button | None:
        """Undo, where this match allows it at all (one human against AI); absent
        otherwise, never a button that silently does nothing."""
        session = self.session
        if len(session.humans) != 1 or not session.agents:
            return None
        seat = session.humans[0]
        return Button("undo", "Undo", self._undo_pressed, Intent.ACTION_2,
                      enabled=session.can_undo(seat), says="take back your last move")

    def _undo_pressed(self) -> None:
        if not self.try_undo(self.session.seat_devices.get(self.session.humans[0], "")):
            self.table.explain(NOTHING_TO_TAKE_BACK)

    # -- targets ---------------------------------------------------------------------------

    def refresh_targets(self) -> Targets:
        """The targets, listed again when the view or the table's own choice changed."""
        table = self.table
        key = (table.views.key(table.viewer), table.choosing.choice_key())
        if key != self._targets_key:
            moved = self._targets_key is None or key[0] != self._targets_key[0]
            self._targets_key = key
            offered = table.mode.asks_moves and table.my_turn()
            self.targets.set(table.choosing.build_targets() + self.button_entries()
                             if offered else [], prefer_allowed=moved)
        return self.targets

    def forget_targets(self) -> None:
        self._targets_key = None

    # -- buttons ---------------------------------------------------------------------------

    def refresh_buttons(self) -> list[Button]:
        table = self.table
        asked = table.mode.asks_moves and (table.my_turn() or table.viewer is not None) \
            and not self.session.state.is_over \
            and table.flow.ended_hand is None  # nothing to press once it is over
        self.buttons = table.choosing.table_buttons() if asked else []
        if asked and table.my_turn() and table.hints.offered():
            self.buttons.append(Button("hint", "Hint", table.hints.ask, Intent.HINT,
                                       says="what a good player would do, and why"))
        bindings = table.app.input.bindings
        captions = [b.caption(bindings, self.label_kind()) for b in self.buttons]
        self.captions = dict(zip((b.name for b in self.buttons), captions))
        if "buttons" in table.layout:
            self.place_buttons(self.buttons, captions)
            bar = table.layout["buttons"]
            self.buttons = [b for b in self.buttons  # Hint only where it fits (H still works)
                            if b.name != "hint" or bar.contains(b.rect)]
        return self.buttons

    def button_entries(self) -> list[Target]:
        """The buttons as entries of the NEXT / PREV ring, after the table's targets:
        each said with what pressing it does, or why it can't be pressed now."""
        entries = []
        for button in self.refresh_buttons():
            if button.rect is None or not button.in_ring:
                continue
            entries.append(Target(("button", button.name), button.rect,
                                  on_choose=button.on_press, preview=self.spoken(button),
                                  refusal=self.button_refusal(button), group="button",
                                  ring_only=True))
        return entries

    def spoken(self, button: Button) -> str:
        """A button by ear: its caption (its key with it), then what it does."""
        words = f"{self.captions[button.name]} button"
        return f"{words}: {button.says}" if button.says else words

    def button_refusal(self, button: Button) -> str:
        """Why `button` does nothing now ("" if it acts): the table's reason for a
        greyed button, in the rules' words where it is a move."""
        if button.enabled:
            return ""
        if button.name == "undo":
            return NOTHING_TO_TAKE_BACK
        return self.table.choosing.button_refusal(button.name) or CANNOT_PRESS

    def place_buttons(self, buttons: list[Button], captions: list[str]) -> None:
        """The buttons side by side along the layout's bar."""
        place_buttons(buttons, self.table.layout["buttons"], self.table.app.text, captions)

    def press_button(self, seat: int | None, event) -> bool:
        """A click on a button, or its key or pad button: press it.  True if used."""
        table = self.table
        for button in self.refresh_buttons():
            clicked = (event.pos is not None and event.intent == Intent.CONFIRM
                       and button.rect is not None and button.rect.collidepoint(event.pos))
            keyed = event.pos is None and button.intent is not None and \
                event.intent == button.intent
            if not (clicked or keyed):
                continue
            if button.name != "undo" and (seat is None or seat != table.viewer):
                table.explain("It is not your turn.")
            elif reason := (table.refuse_choice(("button", button.name))
                            or self.button_refusal(button)):
                table.explain(reason)  # a greyed button says why, never nothing
            else:
                button.on_press()
                self.forget_targets()
            return True
        return False

    def button_parts(self) -> list[Part]:
        table = self.table
        if not self.buttons and table.viewer is None:
            return []
        parts = []
        for button in self.refresh_buttons():
            if button.rect is None:
                continue
            hovered = self.pointer is not None and button.rect.collidepoint(self.pointer)
            focused = self.focused_on(button)
            caption = self.captions[button.name]
            draw = partial(draw_button, text=table.app.text, button=button, caption=caption,
                           hovered=hovered, focused=focused)
            parts.append(Part(f"button:{button.name}", button.rect.inflate(2, 8).move(0, 2),
                              (caption, button.enabled, hovered, focused), draw))
        return parts

    def focused_on(self, button: Button) -> bool:
        """Whether the cursor is on `button`, on the viewer's turn."""
        focused = self.targets.focused
        if focused is None or not focused.ring_only or not self.table.my_turn():
            return False
        # an entry standing in for the button (Peeper's plays on offer) focuses it too
        return focused.key == ("button", button.name) or focused.rect == button.rect

    # -- labels ----------------------------------------------------------------------------

    @property
    def device_kind(self) -> str:
        """The kind of device last pressed anywhere in the game ("keyboard" or "pad"):
        a new table names the pad's buttons when a pad was used last, before it is
        touched at this table."""
        return "pad" if self.table.app.input.last_kind == "pad" else "keyboard"

    def label_kind(self) -> str:
        """Whose keys the buttons and hints name ("keyboard" or "pad"): where each
        player joined with their own device, the device of the player looking at the
        table, whoever pressed last; else the kind of the last key or button pressed."""
        viewer = self.table.viewer
        own = self.session.seat_devices.get(viewer) if viewer is not None else None
        if own is not None and own != MOUSE:
            return "pad" if own.startswith("pad:") else "keyboard"
        return self.device_kind

    def arrows(self) -> str:
        """What moves the cursor, named for the device the hints name: "Arrows", "D-pad"."""
        return "D-pad" if self.label_kind() == "pad" else "Arrows"

    def mouse_plays(self) -> bool:
        """Whether the hints may offer a click: a keyboard player at a table whose seats
        share the devices (a seat's own pad or keyboard never clicks for it)."""
        return self.label_kind() == "keyboard" and not self.session.seat_devices

    def key_label(self, intent: Intent) -> str:
        """The key or pad button now bound to `intent`, for on-screen hints."""
        return binding_label(self.table.app.input.bindings, intent, self.label_kind())
