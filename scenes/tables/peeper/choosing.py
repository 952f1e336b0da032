"""Choosing a play at the Peeper table: NEXT / PREV cycle through the legal plays for
the trick, each suggested in your hand; or move along your tiles and pick them (Up,
or a click), and the plays those tiles make are offered.  Confirm plays, Action 1
passes, Action 2 sorts; Chance? and the Mine?/Return? window have buttons of their
own.  Stepped on past the plays on offer, NEXT / PREV go on through your tiles and
the buttons (Confirm on a tile stepped to picks it), so every play is reached by ear.
A greyed button pressed, or a key pressed out of turn, says why (the rules' words);
in a guided hand the play on offer first is the one its coach asks for."""

from __future__ import annotations

from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.patterns import BIG_BOMB, BOMB, Play, X, tile_name
from game.peeper.refusals import refusal, tiles_refusal
from game.peeper.rules import DOUBLE, MINE_WINDOW, PLAY
from scenes.core.input import Intent
from scenes.tables.kit.choosing import Choosing
from scenes.tables.kit.targets import Target
from scenes.tables.peeper.window import REACTION_PHASES
from scenes.tables.peeper.words import CHANCE_PHASES, describe_play
from scenes.widgets.button import Button

BOMB_RANK = {BOMB: 1, BIG_BOMB: 2}
# keys that choose or play, said to be out of turn when nobody asks the viewer
CHOOSING_KEYS = (Intent.CONFIRM, Intent.ACTION_1, Intent.ACTION_2, Intent.NEXT, Intent.PREV,
                 Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT)


class PeeperChoosing(Choosing):
    def __init__(self, table):
        super().__init__(table)
        self.picked: set[int] = set()  # indexes into the shown hand
        self.picked_from: tuple = ()  # the hand they were picked in
        self.option_index = 0
        self.by_pattern = False
        self._options_key: tuple | None = None
        self._options: list[Play] = []

    # -- your hand and the plays it offers ---------------------------------------------

    def shown_hand(self) -> list[int]:
        hand = list(self.table.view.hand)
        if not self.by_pattern:
            return hand
        counts = {t: hand.count(t) for t in hand}
        return sorted(hand, key=lambda t: (t == X, -counts[t] if counts[t] >= 2 else 0, t))

    def options(self) -> list[Play]:
        """The plays on offer, worked out once per move and pick: with tiles picked,
        every reading of them, the highest first; with none picked, each set of
        tiles once, at its highest reading (a lead may have thousands of readings)."""
        table = self.table
        key = (table.views.key(table.viewer), tuple(sorted(self.picked)), self.by_pattern,
               table.coached_move())
        if key != self._options_key:
            self._options_key = key
            self._options = self._list_options()
        return self._options

    def _list_options(self) -> list[Play]:
        plays = [a for a in self.table.legal() if isinstance(a, Play)]
        if self.picked:
            hand = self.shown_hand()
            chosen = sorted(hand[i] for i in self.picked)
            return sorted((p for p in plays if sorted(p.tiles) == chosen),
                          key=lambda p: (-p.top, p.reads))
        highest: dict[tuple, Play] = {}
        for play in plays:
            tiles = (play.kind, tuple(sorted(play.tiles)))
            if tiles not in highest or play.top > highest[tiles].top:
                highest[tiles] = play
        leading = self.table.view.top is None
        coached = self.table.coached_move()
        return sorted(highest.values(), key=lambda p: (
            str(p) != coached, BOMB_RANK.get(p.kind, 0), p.size if leading else 0, p.top))

    def previewed(self) -> Play | None:
        options = self.options()
        return options[self.option_index % len(options)] if options else None

    def suggested_indexes(self) -> set[int]:
        """Which shown tiles the suggested play would use, when none are picked."""
        play = self.previewed() if not self.picked and self.table.phase() == PLAY else None
        if play is None:
            return set()
        return set(self._places_of(play.tiles))

    def _places_of(self, tiles) -> list[int]:
        """Where in the shown hand `tiles` lie, a place for each."""
        hand, used = self.shown_hand(), []
        for tile in tiles:
            used.append(next(i for i, held in enumerate(hand) if held == tile and i not in used))
        return used

    # -- targets and buttons ---------------------------------------------------------------

    def build_targets(self) -> list[Target]:
        """The plays on offer (reached by NEXT / PREV alone, standing where the Play
        button is), then the tiles of your hand."""
        table = self.table
        if table.phase() != PLAY:
            return []
        hand = self.shown_hand()
        place = self._play_place()
        plays = [Target(("play", i), place, action=play, preview=play_words(play),
                        group="play", ring_only=True)
                 for i, play in enumerate(self.options())]
        tiles = [Target(("tile", i), table.geometry.tile_rect(i),
                        on_choose=lambda i=i: self.pick(i),
                        preview=("Put back " if i in self.picked else "Pick ") +
                        nth_tile(hand, i), group="hand")
                 for i in range(len(hand))]
        return plays + tiles

    def _play_place(self):
        play = next((b for b in self.table.controls.buttons if b.name == "play"), None)
        return play.rect if play is not None and play.rect is not None else \
            self.table.layout["buttons"]

    def choice_key(self) -> tuple:
        return (tuple(sorted(self.picked)), self.by_pattern, self.table.coached_move(),
                self.option_index)

    def pick(self, index: int) -> None:
        self.picked ^= {index}
        self.option_index = 0
        self.picked_from = tuple(self.table.view.hand)

    def table_buttons(self) -> list[Button]:
        table = self.table
        phase = table.phase()
        if not table.my_turn():
            return []
        if phase in CHANCE_PHASES:
            call = Chance(phase == DOUBLE)
            return [Button("chance", str(call), lambda: table.play_chosen(table.viewer, call),
                           Intent.CONFIRM, says=f"call {call}"),
                    Button("decline", "No", lambda: table.play_chosen(table.viewer, Decline()),
                           Intent.BACK, says=f"no {call}")]
        if phase in REACTION_PHASES:
            call = "Mine!" if phase == MINE_WINDOW else "Return!"
            return [Button("call", call, lambda: table.window.call(table.viewer),
                           Intent.CONFIRM, says=f"call {call}"),
                    Button("decline", "Let it go", lambda: table.play_chosen(table.viewer,
                                                                            Decline()),
                           Intent.BACK, says=f"no {call}")]
        play = self.previewed()
        count = len(self.options())
        # the plays on offer stand in the NEXT / PREV ring for Play and Other play
        return [Button("play", f"Play {play}" if play else "Play", self._play_choice,
                       Intent.CONFIRM, enabled=play is not None, in_ring=False),
                Button("next", f"Other play ({self.option_index % count + 1} of {count})"
                       if count > 1 else "Other play", self._next_option, Intent.NEXT,
                       enabled=count > 1, in_ring=False),
                Button("pass", "Pass", lambda: table.play_chosen(table.viewer, Pass()),
                       Intent.ACTION_1, enabled=Pass() in table.legal(),
                       says="play nothing on this trick"),
                Button("sort", "Sort by number" if self.by_pattern else "Sort by pattern",
                       self._sort, Intent.ACTION_2, says="your tiles in another order")]

    def hint_keys(self, action) -> list:
        """A play: its tiles, "Other play" until it is the reading on offer, then Play;
        a pass or a call: its button."""
        if not isinstance(action, Play):
            name = {Pass: "pass", Decline: "decline", Chance: "chance", Mine: "call",
                    Return: "call"}.get(type(action))
            return [("button", name)] if name else []
        used = self._places_of(action.tiles)
        readings = sorted((p for p in self.table.legal() if isinstance(p, Play) and
                           sorted(p.tiles) == sorted(action.tiles)),
                          key=lambda p: (-p.top, p.reads))
        others = readings.index(action) if action in readings else 0
        return ([("tile", i) for i in sorted(used)] + [("button", "next")] * others +
                [("button", "play")])

    def button_refusal(self, name: str) -> str:
        """Why a greyed button of the play does nothing now, in the rules' words
        where it is a move ("" if it acts)."""
        table = self.table
        if name == "play" and self.previewed() is None:
            return tiles_refusal(table.view, self.picked_tiles())
        if name == "pass" and Pass() not in table.legal():
            return refusal(table.view, Pass())
        if name == "next" and len(self.options()) < 2:
            return ("These tiles make no other play." if self.picked else
                    "There is no other play on offer.")
        return ""

    def picked_tiles(self) -> list[int]:
        hand = self.shown_hand()
        return [hand[i] for i in sorted(self.picked)]

    def _next_option(self) -> None:
        self.option_index += 1

    def _sort(self) -> None:
        self.by_pattern = not self.by_pattern
        self.picked.clear()

    def _play_choice(self) -> None:
        table = self.table
        play = self.previewed()
        if play is not None:
            table.play_chosen(table.viewer, play)
        else:
            table.explain(tiles_refusal(table.view, self.picked_tiles()))

    # -- intents the targets and buttons leave ---------------------------------------------

    def cycle_plays(self, seat: int | None, event) -> bool:
        """NEXT / PREV while a play is asked for (for the viewer; nobody else's): from
        a tile pointed at, the next or the previous play on offer, as Other play gives;
        stepped on from a play, the ring goes on through the tiles and the buttons.
        True if the intent was one."""
        table = self.table
        if event.intent not in (Intent.NEXT, Intent.PREV) or table.phase() != PLAY or \
                not table.my_turn():
            return False
        if seat is None or seat != table.viewer:
            return True
        by = 1 if event.intent == Intent.NEXT else -1
        targets = table.controls.refresh_targets()
        options = self.options()
        if options and not targets.stepped:
            self.option_index = (self.option_index + by) % len(options)
            targets.point_at(("play", self.option_index))
            targets.stepped = True
        else:
            targets.step(by)
            focused = targets.focused
            if focused is not None and focused.group == "play":
                self.option_index = focused.key[1]
        table.app.sounds.play("move")
        return True

    def out_of_turn(self, event) -> bool:
        """A key that chooses or plays (or a click on your tiles) while nobody asks the
        viewer: the rules say why not.  True if the intent was one."""
        table = self.table
        clicked = event.pos is not None and event.intent == Intent.CONFIRM and \
            table.layout["hand"].collidepoint(event.pos)
        if table.my_turn() or not (clicked or event.pos is None and
                                   event.intent in CHOOSING_KEYS):
            return False
        table.explain(refusal(table.view, Pass()))  # "It is not your turn."
        return True

    def handle_other(self, seat: int, event) -> None:
        table = self.table
        if event.intent == Intent.UP and table.targets.current is not None:
            table.choose(seat, table.targets.current)
        elif event.intent in (Intent.DOWN, Intent.BACK) and self.picked:
            self.picked.clear()
            table.app.sounds.play("back")

    # -- the selection dropped -------------------------------------------------------------

    def after_move(self) -> None:
        self.picked.clear()
        self.option_index = 0
        self.table.targets.point_at(None)

    def on_undo(self) -> None:
        self.after_move()
        self.table.animation.after_undo()

    def drop_stale_picks(self) -> None:
        """Picks name places in a hand: once the hand changed under them, they go."""
        if self.picked and tuple(self.table.view.hand) != self.picked_from:
            self.after_move()

    def decline_move(self, seat: int):
        """B or Back in a Mine?/Return? window: "no" for the player whose call box is
        up (nobody else's: their hand-off comes first)."""
        banner = self.table.window.banner
        return Decline() if banner is not None and banner["seat"] == seat else None


def play_words(play: Play) -> str:
    """A play on offer by ear: its tiles (a wild X with the value it stands for), then
    what it makes: "Play 5 6 X=7: straight of 3: 5–7"."""
    return f"Play {play}: {describe_play(play, over=True).lower()}"


def nth_tile(hand: list[int], index: int) -> str:
    """The tile at `index`, told from the others of its value: "8 (2 of 3)"."""
    tile = hand[index]
    same = [i for i, held in enumerate(hand) if held == tile]
    name = tile_name(tile)
    return name if len(same) == 1 else f"{name} ({same.index(index) + 1} of {len(same)})"
