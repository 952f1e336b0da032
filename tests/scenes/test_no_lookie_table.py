"""No Lookie played on its table through real keyboard, mouse and controller input:
every action card, knocks, skipped turns and the reveal, with 3, 7 and 12 seats."""

from __future__ import annotations

import random

import pygame
import pytest

from game.no_lookie.actions import (
    Burn,
    Decline,
    DiscardDrawn,
    Draft,
    DraftPick,
    DrawDiscard,
    DrawStock,
    Knock,
    RaysPlay,
    Rearrange,
    Replace,
    Swap,
    TradeFrom,
    TradeWith,
)
from game.no_lookie.cards import ELEVEN, TRADE, is_action
from game.no_lookie.events import RoundRevealed, TurnSkipped
from game.no_lookie.rules import ACTION, HOLD, TURN, new_game
from scenes.screens.results import ResultsOverlay
from scenes.tables.kit import chrome
from scenes.tables.no_lookie.geometry import packet_panel
from scenes.widgets import theme
from tests.scenes.conftest import click, key, pad, run, top, words_drawn

ALL_ACTIONS = {"swap": True, "trade": True, "burn": True, "draft": True, "rays_play": True}
KEYS = {"next": "e", "confirm": "return", "action_1": "x", "back": "backspace"}
PAD = {"next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "confirm": pygame.CONTROLLER_BUTTON_A,
       "action_1": pygame.CONTROLLER_BUTTON_X, "back": pygame.CONTROLLER_BUTTON_B}
BUTTON_PRESS = {"knock": "action_1", "discard": "action_1", "decline": "back"}
USED = {Swap: "Swap", TradeWith: "Trade", Burn: "Burn", Draft: "Draft", RaysPlay: "Ray's Play"}


def start(app, seats, seed, options=ALL_ACTIONS):
    table = app.screens.table("no-lookie", seats, seed, dict(options))
    app.stack.push(table)
    run(app, 2)
    return table


class Player:
    """Chooses for the humans (seeded, keen on action cards, the 11 and knocking) and
    does it through the table with one device: keys, mouse or controller."""

    def __init__(self, app, table, device, seed):
        self.app, self.table, self.device = app, table, device
        self.rng = random.Random(seed)
        self.used: set[str] = set()
        self.events: list = []
        self.turns = 0

    # -- choosing ------------------------------------------------------------------

    def choose(self, seat, state) -> list:
        """The moves to make now (a Trade is two)."""
        legal = state.legal_actions(seat)
        view = state.view(seat)
        rng = self.rng
        if view.phase == TURN:
            self.turns += 1
            if Knock() in legal and self.turns > 6 and rng.random() < 0.25:
                return [Knock()]
            rearranges = [a for a in legal if isinstance(a, Rearrange)]
            if rearranges and rng.random() < 0.15:
                return [rng.choice(rearranges)]
            return [DrawDiscard() if DrawDiscard() in legal and rng.random() < 0.2
                    else DrawStock()]
        if view.phase == HOLD:
            if is_action(view.held) or view.held == ELEVEN:
                return [DiscardDrawn()]
            return [rng.choice(legal)]
        if view.phase == ACTION:
            if rng.random() < 0.1:
                return [Decline()]
            if view.pending == TRADE:
                other = rng.choice([s for s in range(view.num_seats) if s != seat])
                return [TradeFrom(rng.randrange(5)), TradeWith(other, rng.randrange(5))]
            return [rng.choice([a for a in legal if not isinstance(a, Decline)])]
        return [rng.choice(legal)]

    # -- doing it with the device ----------------------------------------------------

    def press(self, name):
        if self.device == "pad":
            pad(self.app, PAD[name], frames=1)
        else:
            key(self.app, KEYS[name], frames=1)

    def point_and_confirm(self, target_key):
        table = self.table
        table.controls.refresh_targets()
        target = table.targets.find(target_key)
        assert target is not None, f"no target {target_key} among {[t.key for t in table.targets.items]}"
        if self.device == "mouse":
            click(self.app, target.rect.center, frames=1)
            return
        for _ in range(len(table.targets.items)):
            if table.targets.cursor_key == target_key:
                break
            self.press("next")
        assert table.targets.cursor_key == target_key
        self.press("confirm")

    def press_button(self, name):
        table = self.table
        table.controls.refresh_buttons()
        button = next(b for b in table.buttons if b.name == name)
        if self.device == "mouse":
            click(self.app, button.rect.center, frames=1)
        else:
            self.press(BUTTON_PRESS[name])

    def target_for(self, seat, action):
        view = self.table.view
        if isinstance(action, DrawStock):
            return ["stock"]
        if isinstance(action, DrawDiscard):
            return ["discard"]
        if isinstance(action, (Replace, Burn, TradeFrom)):
            return [("slot", seat, action.slot)]
        if isinstance(action, TradeWith):
            return [("slot", action.seat, action.slot)]
        if isinstance(action, Rearrange):
            return [("slot", seat, action.first), ("slot", seat, action.second)]
        if isinstance(action, Swap):
            return [("slot", seat, action.top), ("slot", seat, action.bottom)]
        if isinstance(action, Draft):
            return [("draft", action.direction)]
        if isinstance(action, RaysPlay):
            return ["rays"]
        if isinstance(action, DraftPick):
            return [("pick", view.packet.index(action.card))]
        raise AssertionError(action)

    def perform(self, seat, moves):
        before = len(self.table.session.actions)
        for action in moves:
            if isinstance(action, Knock):
                self.press_button("knock")
            elif isinstance(action, DiscardDrawn):
                self.press_button("discard")
            elif isinstance(action, Decline):
                self.press_button("decline")
            else:
                for target_key in self.target_for(seat, action):
                    self.point_and_confirm(target_key)
            if type(action) in USED:
                self.used.add(USED[type(action)])
        played = self.table.session.actions[before:before + len(moves)]
        assert [(seat, str(a)) for a in moves] == [tuple(p) for p in played], (moves, played)


def play(app, table, player, rounds=None, steps=4000):
    """Drive the match (or `rounds` rounds of it) through the table."""
    original_on_events = table.animation.on_events

    def watching(events):
        player.events.extend(events)
        original_on_events(events)
    table.animation.on_events = watching
    for _ in range(steps):
        run(app, 1)
        state = table.session.state
        revealed = sum(isinstance(e, RoundRevealed) for e in player.events)
        if state.is_over or (rounds is not None and revealed >= rounds):
            return
        screen = "ResultsOverlay" if isinstance(app.stack.top, ResultsOverlay) else top(app)
        if screen in ("ResultsOverlay", "HandOff"):
            if player.device == "mouse" and screen == "HandOff":
                click(app, (640, 360), frames=1)
            else:
                player.press("confirm")
            continue
        if screen != "NoLookieTable" or table.anim.busy or table.flow.pending_results:
            continue
        waiting = table.session.humans_to_act()
        if not waiting or waiting[0] != table.viewer:
            continue
        seat = waiting[0]
        player.perform(seat, player.choose(seat, state))
    raise AssertionError("the match did not get there")


def assert_everything_happened(table, player, rounds=None):
    """Every action card used by a human through the table, a skipped turn, reveals."""
    assert player.used == set(USED.values())
    assert any(isinstance(e, TurnSkipped) for e in player.events)
    skips = [line.public for line in table.log if "turn is skipped" in line.public]
    assert skips and all("; " in line and ". " not in line for line in skips), skips
    revealed = [e for e in player.events if isinstance(e, RoundRevealed)]
    assert revealed and (rounds is None or len(revealed) == rounds)


def human_knocked(table) -> bool:
    return any(line.public.endswith("knocked! Everyone else plays once more")
               for line in table.log if table.session.is_human(line.seat))


def test_three_seats_a_whole_match_on_the_keyboard(quick_app):
    table = start(quick_app, ["human", "normal", "normal"], seed=2)
    player = Player(quick_app, table, "keys", seed=2)
    play(quick_app, table, player)
    assert table.session.state.is_over
    for _ in range(600):  # the last reveal plays out, the round's results, the match's
        shown = quick_app.stack.top
        if isinstance(shown, ResultsOverlay) and shown.final:
            break
        if isinstance(shown, ResultsOverlay):
            player.press("confirm")
        run(quick_app, 1)
    assert isinstance(quick_app.stack.top, ResultsOverlay) and quick_app.stack.top.final
    assert_everything_happened(table, player)
    assert human_knocked(table)


def test_seven_seats_two_humans_with_the_mouse_hand_off_between_them(quick_app):
    seats = ["human", "normal", "normal", "human", "easy", "normal", "easy"]
    table = start(quick_app, seats, seed=6)
    player = Player(quick_app, table, "mouse", seed=6)
    play(quick_app, table, player, rounds=3)
    assert_everything_happened(table, player, rounds=3)
    assert human_knocked(table)
    humans_moved = {line.seat for line in table.log}
    assert {0, 3} <= humans_moved


def test_twelve_seats_three_rounds_with_the_controller(quick_app):
    table = start(quick_app, ["human"] + ["easy"] * 11, seed=1)
    player = Player(quick_app, table, "pad", seed=1)
    play(quick_app, table, player, rounds=3)
    assert_everything_happened(table, player, rounds=3)
    revealed = [e for e in player.events if isinstance(e, RoundRevealed)][-1]
    assert table.animation.reveal.event == revealed
    assert table.session.state.last_round[1] == revealed.scores
    # the next round is dealt behind the reveal: the status says what is on screen
    assert table.words.status_line() == "The reveal: the round is scored"


def test_an_action_card_on_the_discard_pile_is_refused_in_words(quick_app):
    table = quick_app.screens.table("no-lookie", ["human", "normal", "normal"], 1, ALL_ACTIONS)
    table.session.state = new_game(3, ALL_ACTIONS, 1, deal={"dealer": 2, "discard": "Swap"})
    quick_app.stack.push(table)
    run(quick_app, 3)
    assert table.my_turn()
    click(quick_app, table.layout["discard"].center)
    assert table.chrome.message[0] == "An action card (Swap) on the discard pile cannot be taken."
    assert table.session.actions == []


def test_the_first_look_shows_the_bottom_row_until_the_first_turn_only(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("no-lookie", ["human", "normal", "normal"], 1, {})
    table.session.state = new_game(3, {}, 1, deal={
        "dealer": 0, "tableaus": [["1", "2", "3", "4", "5"], ["6", "6", "6", "7", "7"],
                                  ["8", "8", "8", "9", "9"]], "stock": ["10"] * 4})
    app.stack.push(table)
    run(app, 2)
    assert table.animation.banner[0] == "Remember these!" and table.animation.look.looking == 0
    assert [table.shown_card(0, s) for s in range(5)] == [None, None, 3, 4, 5]
    assert table.shown_card(1, 2) is None  # nobody else's cards
    for _ in range(600):  # Blue and Yellow play; then it is Red's first turn
        run(app, 1)
        if table.my_turn() and not table.anim.busy:
            break
    assert table.my_turn() and table.animation.look.looking is None
    assert [table.shown_card(0, s) for s in range(5)] == [None] * 5


def test_the_status_line_during_the_reveal_stays_clear_of_the_cards(quick_app):
    """While the reveal plays, the line under the buttons says so in words that end
    before the player's own cards begin (it ran under them, cut off)."""
    app = quick_app
    table = start(app, ["human", "normal", "normal"], seed=2)
    player = Player(app, table, "keys", seed=2)
    seen = []
    real_frame = app.frame

    def frame():
        real_frame()
        if table.animation.reveal is not None and not table.session.state.is_over:
            status = table.layout["status"]
            words = table.words.status_line()
            room = table.parts.text_room(words, status.midleft, theme.BODY_SIZE, anchor="midleft")
            cards = table.places().cards[table.viewer]
            seen.append(words)
            assert room.right <= status.right, words
            assert not any(room.colliderect(card) for card in cards), words
    app.frame = frame
    play(app, table, player, rounds=1)
    assert seen


def test_a_reveal_score_of_one_reads_one_point(quick_app):
    """The reveal's panel counts each score up in points: "1 pt", never "1 pts"."""
    app = quick_app
    app.prefs.animation_speed = "normal"  # the reveal plays out over its frames
    table = start(app, ["human", "normal", "normal"], seed=2)
    drawn = words_drawn(app)
    tableaus = ((1, 0, 5, 5, 5), (9, 9, 2, 3, 4), (7, 7, 1, 1, 1))
    table.animation.on_events([RoundRevealed(tableaus, (1, 27, 14), None, (0,), None)])
    for _ in range(400):
        run(app, 1)
        if table.animation.reveal is None or top(app) != "NoLookieTable":
            break
    assert "\u2605 1 pt" in drawn and "\u2605 1 pts" not in drawn
    assert "27 pts" in drawn
    assert not any(words.endswith(" 1 pts") for words in drawn)


def test_a_rounds_results_add_vp_to_the_vp_totals(quick_app):
    """The round's overlay counts VP totals; what it adds for each seat is the VP the
    round gave or took, so the tally never shows a total like "-32 (+44)"."""
    app = quick_app
    table = start(app, ["human", "normal", "normal"], seed=2)
    player = Player(app, table, "keys", seed=2)
    revealed = []
    original_on_events = table.animation.on_events

    def watching(events):
        revealed.extend(e for e in events if isinstance(e, RoundRevealed))
        original_on_events(events)
    table.animation.on_events = watching
    for _ in range(6000):
        if isinstance(app.stack.top, ResultsOverlay):
            break
        run(app, 1)
        if top(app) == "NoLookieTable" and not table.anim.busy and not table.flow.pending_results \
                and table.session.humans_to_act() == [table.viewer]:
            player.perform(table.viewer, player.choose(table.viewer, table.session.state))
    overlay = app.stack.top
    assert isinstance(overlay, ResultsOverlay) and not overlay.final
    event, reveal = overlay.event, revealed[-1]
    assert event.points == tuple(int(s in reveal.victory) - int(s == reveal.flipped)
                                 for s in range(3))
    assert all(total >= 0 for total in event.totals)
    drawn = words_drawn(app)
    run(app, 60)  # the tally counts the round in
    lines = [w for w in drawn if w.startswith("Red: ")]
    assert lines and not any(w.startswith("Red: -") for w in lines)


FIXED_PLACES = ("stock", "discard", "held", "prompt", "banner", "me", "hint", "buttons",
                "status", "tableau", "log")


@pytest.mark.parametrize("count", range(3, 13))
def test_every_seat_has_its_own_room_at_every_table_size(quick_app, count):
    """The other seats' panels stay on screen, apart from each other, and clear of the
    piles, your own seat, the log and the draft's cards going round."""
    table = start(quick_app, ["human"] + ["normal"] * (count - 1), seed=1)
    places = table.places()
    others = [places.panels[seat] for seat in range(count) if seat != table.viewer]
    screen = quick_app.screen.get_rect()
    fixed = [table.layout[name] for name in FIXED_PLACES] + [packet_panel(table.layout)]
    for i, panel in enumerate(others):
        assert screen.contains(panel)
        assert panel.collidelist(others[i + 1:]) == -1
        assert panel.collidelist(fixed) == -1, (panel, fixed[panel.collidelist(fixed)])


def test_two_others_sit_at_the_sides_with_cards_read_from_across_the_room(quick_app):
    """With three players the top half was mostly empty while the others' cards were
    drawn 50 px wide: the two sit left and right, their cards larger."""
    table = start(quick_app, ["human", "normal", "normal"], seed=1)
    places = table.places()
    left, right = (places.panels[seat] for seat in (1, 2))
    assert left.right < table.layout["stock"].left and right.left > table.layout["held"].right
    assert places.small[0] >= 64


def test_a_banner_is_read_before_the_cursors_tip_covers_it(quick_app, monkeypatch):
    """"Last turns!" stands where the tip over your own cards goes: that tip waits
    for the banner to go (it was drawn over it, and the knock went unread)."""
    table = start(quick_app, ["human", "normal", "normal"], seed=1)
    for _ in range(600):
        run(quick_app, 1)
        if table.my_turn() and not table.anim.busy and table.animation.banner is None:
            break
        if table.animation.look.looking is not None:
            key(quick_app, "return")
    for _ in range(8):  # to a card of your own
        if table.targets.current.key[0] == "slot":
            break
        key(quick_app, "right")
    placed, drawn = tips_drawn(monkeypatch, table)
    table.animation.say("Last turns! Everyone else plays once more", "Blue knocked.", gold=True)
    run(quick_app, 2)
    assert placed and placed[-1].colliderect(table.layout["banner"]) and not drawn
    run(quick_app, round(60 * 3))  # the banner's 2.6 s go by
    assert table.animation.banner is None and drawn and drawn[-1] == placed[-1]


def tips_drawn(monkeypatch, table) -> tuple[list, list]:
    """Where the cursor's tip was placed, frame by frame, and where it was drawn."""
    placed, drawn = [], []
    real_box, real_panel = table.chrome.tip_box, chrome.draw_panel

    def box(*args, **kwargs):
        placed.append(real_box(*args, **kwargs))
        return placed[-1]

    def panel(surface, rect, *args, **kwargs):
        if placed and rect == placed[-1]:
            drawn.append(rect)
        return real_panel(surface, rect, *args, **kwargs)
    monkeypatch.setattr(table.chrome, "tip_box", box)
    monkeypatch.setattr(chrome, "draw_panel", panel)
    return placed, drawn
