"""Peeper played through its table with real input events, buzz-ins included."""

import pygame
import pytest

from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, PLAY, RETURN_WINDOW
from scenes.core.layout import load_layout
from tests.scenes.conftest import (
    key,
    pad,
    play_until,
    run,
    texts_drawn,
    top,
    watch_moves,
    words_drawn,
)
from tests.scenes.peeper_drivers import KEYS, drive, settle, texts_drawn_now

PAD = {"next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "confirm": pygame.CONTROLLER_BUTTON_A,
       "pass": pygame.CONTROLLER_BUTTON_X, "buzz": pygame.CONTROLLER_BUTTON_A,
       "no": pygame.CONTROLLER_BUTTON_B}


def test_one_human_and_three_normal_ais_play_a_game(peeper_app):
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal", "normal"], 3,
                             {"game_end": "hands"}))
    table = app.stack.top
    drive(app, table, lambda a, step, seat: key(a, KEYS[step], frames=1))
    assert table.session.state.is_over


def test_hot_seat_buzz_ins_from_two_controllers(peeper_app):
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "human"], 11, {"game_end": "hands"},
                             seat_devices={0: "pad:20", 1: "pad:21"}))
    table = app.stack.top

    def press(a, step, seat):
        pad(a, PAD[step], instance_id=20 + (seat or 0), frames=1)
    buzzes = drive(app, table, press)
    assert table.session.state.is_over
    mines = [text for _, text in table.session.actions if text.startswith(("Mine!", "Return!"))]
    assert len(mines) == buzzes


def test_a_lone_human_sees_the_window_only_when_they_can_answer(peeper_app):
    """The banner runs its full time when the human could call; a window they cannot
    answer closes for them at once, with no banner."""
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal"], 2, {}))
    table = app.stack.top
    lengths, skipped = [], 0
    for _ in range(6000):
        run(app, 1)
        if top(app) == "ResultsOverlay":
            key(app, "return")
        asked = table.phase() == MINE_WINDOW and 0 in table.session.state.to_act()
        if asked and not table.window.can_answer(0):
            raise AssertionError("a window the human cannot answer waited on them")
        if asked and not skipped and table.window.banner is None:
            run(app, 1)
        if table.window.banner is not None and asked:
            frames, before = 0, len(table.session.actions)
            while table.window.banner is not None and 0 in table.session.state.to_act():
                run(app, 1)
                frames += 1
            if not any("!" in text for _, text in table.session.actions[before:]):
                lengths.append(frames)  # nobody answered: the banner ran its full time
        if table.session.actions and table.session.actions[-1] == (0, "no") and \
                table.window.banner is None:
            skipped += 1
        if len(lengths) >= 2 and skipped:
            break
        if table.session.humans_to_act() and table.phase() == PLAY:
            key(app, "x")  # pass, or lead what the preview offers
            if table.session.humans_to_act() and table.phase() == PLAY:
                key(app, "return")
    assert len(lengths) >= 2 and max(lengths) - min(lengths) <= 3
    assert min(lengths) >= 60 * app.prefs.reaction_seconds - 3


def test_in_hot_seat_each_human_answers_a_window_behind_their_own_hand_off(peeper_app):
    """Two humans at one screen: a Mine?/Return? window opened with no hand-off and no
    tiles shown, so the human asked could not see their own hand.  Now each human asked
    is handed the screen in turn and answers with their own tiles in view, their clock
    full when it opens (it stood still while the hand-off waited); nobody else's hand
    ever shows in a window."""
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "human", "normal"], 4, {},
                             seat_devices={0: "pad:20", 1: "pad:21"}))
    table = app.stack.top
    boxes, handed, last, able = 0, None, None, set()
    for _ in range(6000):
        run(app, 1)
        if top(app) in ("ResultsOverlay", "HandOff"):
            seat = getattr(app.stack.top, "seat", 0) or 0
            if top(app) == "HandOff":
                handed = seat
                run(app, 90)  # a hand-off left waiting longer than the window's time
            pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=20 + seat, frames=1)
            continue
        in_window = table.phase() in (MINE_WINDOW, RETURN_WINDOW)
        if in_window and table.viewer is not None:
            assert table.viewer in table.session.state.to_act()  # only the asked see
            assert table.view.seat == table.viewer
        banner = table.window.banner
        if banner is not None and banner is not last:  # a box just opened, its clock full
            boxes += 1
            assert handed == banner["seat"] == table.viewer
            assert banner["total"] - banner["left"] <= 3 / 60
            handed = None
            assert table.view.hand == table.session.state.view(banner["seat"]).hand
            able.add(table.window.can_answer(banner["seat"]))  # asked whoever holds what
        last = banner
        seat = table.viewer
        if seat is not None and seat in table.session.humans_to_act():
            button = pygame.CONTROLLER_BUTTON_B if in_window else pygame.CONTROLLER_BUTTON_X
            pad(app, button, instance_id=20 + seat, frames=1)  # no / pass
            if seat in table.session.humans_to_act() and table.phase() == PLAY:
                pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=20 + seat, frames=1)
        if boxes > 12 and len(able) == 2:
            break
    assert boxes > 12 and able == {True, False}


def test_a_human_asked_double_chance_can_answer(peeper_app):
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "human"], 6, {"chance": True},
                             seat_devices={0: "pad:20", 1: "pad:21"}))
    table = app.stack.top
    answers = []
    for _ in range(40):
        run(app, 2)
        if top(app) == "HandOff":
            pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=20 + app.stack.top.seat)
            continue
        if table.phase() not in (CHANCE, DOUBLE):
            break
        seat, phase = table.viewer, table.phase()
        pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=20 + seat)  # Chance! / Double-Chance!
        answers.append((phase, table.session.actions[-1]))
    assert (CHANCE, (answers[0][1][0], "Chance!")) == answers[0]
    assert answers[1][0] == DOUBLE and answers[1][1][1] == "Double-Chance!"
    assert table.phase() == PLAY


def test_suggested_and_picked_tiles_look_different(peeper_app, monkeypatch):
    import scenes.tables.peeper.drawing as peeper_drawing
    from scenes.widgets.cards import SELECTED, SUGGESTED
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal"], 3, {}))
    table = app.stack.top
    settle(app, table)
    states = []
    real = peeper_drawing.draw_card
    monkeypatch.setattr(peeper_drawing, "draw_card",
                        lambda surface, image, rect, state="normal", lifted=None:
                        states.append(state) or real(surface, image, rect, state, lifted))
    table.still.forget()  # the tiles drawn again, not kept from before
    run(app, 1)
    assert SUGGESTED in states and SELECTED not in states  # the play Enter would make
    key(app, "up")  # pick the tile under the cursor
    states.clear()
    table.still.forget()
    run(app, 1)
    assert states.count(SELECTED) == 1 and SUGGESTED not in states


def test_picks_in_a_hand_that_changed_under_them_are_put_back(peeper_app):
    """A move made for the player (not through the table's buttons) leaves no picks
    naming places in the hand it changed."""
    from game.peeper.patterns import Play
    from tests.scenes.conftest import click
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal"], 3, {}))
    table = app.stack.top
    settle(app, table)
    assert table.phase() == PLAY and table.my_turn()
    last = len(table.choosing.shown_hand()) - 1
    click(app, table.geometry.tile_rect(last).center)
    assert table.choosing.picked == {last}
    play = next(a for a in table.legal() if isinstance(a, Play))
    assert table.play(0, play)
    run(app, 2)
    assert table.choosing.picked == set()
    settle(app, table)
    assert table.choosing.options() is not None  # worked out from the new hand, not the old picks


def test_the_cursor_frames_each_tile_where_it_is_drawn(peeper_app, monkeypatch):
    """Raised under the cursor, the frame raised with it; a suggested tile stays down,
    and so does the frame round it."""
    import scenes.tables.peeper.drawing as peeper_drawing
    from scenes.widgets.cards import LIFT
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal"], 3, {}))
    table = app.stack.top
    settle(app, table)
    raised, frames = {}, []
    real_card, real_cursor = peeper_drawing.draw_card, table.chrome.draw_cursor
    monkeypatch.setattr(peeper_drawing, "draw_card",
                        lambda surface, image, rect, state="normal", lifted=None:
                        raised.__setitem__(tuple(rect), bool(lifted)) or
                        real_card(surface, image, rect, state, lifted))
    monkeypatch.setattr(table.chrome, "draw_cursor", lambda surface, tip=True, lift=0:
                        frames.append((table.targets.current.key, lift)) or
                        real_cursor(surface, tip, lift))
    seen = set()
    for _ in range(len(table.choosing.shown_hand())):
        table.still.forget()
        run(app, 1)
        key_, lift = frames[-1]
        assert lift == (LIFT if raised[tuple(table.geometry.tile_rect(key_[1]))] else 0), key_
        seen.add(lift)
        key(app, "right")
    assert seen == {0, LIFT}  # both a suggested tile and a plain one were under it


def test_the_banner_never_covers_the_trick():
    layout = load_layout("peeper")
    assert not layout["banner"].colliderect(layout["trick"])
    assert not layout["banner"].colliderect(layout["hand"])


def test_the_table_layout_has_every_anchor_it_uses():
    layout = load_layout("peeper")
    for anchor in ("opponents", "trick", "banner", "hand", "buttons", "hints", "status", "log"):
        assert anchor in layout


def test_an_all_ai_table_shows_no_controls_nobody_can_use(peeper_app):
    """The AI seats answer a window at once: no call box, no key to press, for a table
    nobody plays at."""
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["normal"] * 4, 5, {}))
    table = app.stack.top
    drawn = words_drawn(app)
    windows = 0
    for _ in range(2000):
        run(app, 1)
        windows += table.phase() == MINE_WINDOW
        assert table.window.banner is None and not table.call_box_up()
        if windows > 3:
            break
    assert windows > 3, "Mine! windows opened"
    assert not any("Enter" in words or "Mine?" in words for words in drawn)


def test_a_total_of_one_reads_one_point(peeper_app):
    """Totals count down from 100; at 1 the badges and the hand's line say "1 pt"."""
    app = peeper_app
    table = app.screens.table("peeper", ["human", "normal", "normal"], 3, {})
    table.session.state.totals[0] = table.session.state.totals[1] = 1
    drawn = words_drawn(app)
    app.stack.push(table)
    run(app, 3)
    assert "1 pt" in drawn and any(words.endswith(", 1 pt") for words in drawn)
    assert not any(words.endswith("1 pts") for words in drawn)


@pytest.mark.parametrize("game_end, footer", [("hands", "Hand 1 of 3"), ("zero", "Hand 1")])
def test_a_match_of_one_hand_each_says_how_many_hands(peeper_app, game_end, footer):
    from tests.scenes.drivers import drawn_lines
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal"], 3,
                             {"game_end": game_end}))
    table = app.stack.top
    settle(app, table)
    table.still.forget()  # every part drawn again
    hands = [words for words, _ in drawn_lines(app) if words.startswith("Hand ")]
    assert hands and hands[0].split("   ")[0] == footer


def test_while_chance_is_asked_the_trick_says_so_not_lead_any_pattern(peeper_app):
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal"], 6, {"chance": True}))
    table = app.stack.top
    run(app, 3)
    assert table.phase() == CHANCE
    with texts_drawn(app) as drawn:
        table.still.forget()
        table.draw(app.screen)
    words = [text for text, _ in drawn]
    assert "Lead any pattern" not in words
    assert any(text.startswith("Chance?") for text in words)


def test_a_replays_open_hand_of_sixteen_reads_tile_by_tile():
    """Under a badge, a replay shows another seat's hand face up: sixteen tiles go in
    two rows rather than one row squeezed until the tiles hide each other's values."""
    from scenes.core.layout import load_layout
    from scenes.tables.peeper.geometry import OPEN_ROOM, OPEN_TILE, open_tile_rects
    area = load_layout("peeper")["opponents"]
    for width in (260, 172):  # four players' badges, six players'
        badge = pygame.Rect(area.x, area.y, width, area.height - OPEN_ROOM)
        assert badge.height >= 44  # a badge still has its name and a line
        rects = open_tile_rects(badge, 16)
        assert len({rect.y for rect in rects}) == 2
        assert all(area.contains(rect) for rect in rects)
        for row in ({r.y for r in rects}):
            xs = sorted(r.x for r in rects if r.y == row)
            assert min(b - a for a, b in zip(xs, xs[1:])) >= OPEN_TILE[0] - 2


def test_six_players_names_stand_whole_on_their_badges(peeper_app):
    """Six players: five badges of 170 px showed "B… 100 pts", "Y… 100 pts"; the score
    goes under the lines of a badge too narrow for both, and each name is whole."""
    app = peeper_app
    table = app.screens.table("peeper", ["human"] + ["normal"] * 5, 5, {})
    app.stack.push(table)
    run(app, 3)
    for seat in table.geometry.others():
        part = next(p for p in table.still_parts() if p.name == f"badge:{seat}")
        with texts_drawn(app) as drawn:
            part.draw(app.screen.copy())
        words = dict(drawn)
        name = table.short_name(seat)
        assert name in words and "100 pts" in words, drawn
        assert not words[name].colliderect(words["100 pts"])
        assert all(part.rect.contains(rect) for _, rect in drawn), drawn


@pytest.mark.parametrize("direction", ["clockwise", "anticlockwise"])
def test_the_direction_of_play_is_said_under_the_trick(peeper_app, direction):
    """Anticlockwise: nothing on the table said so, and the badges run clockwise left
    to right, so play seemed to jump about; the trick's footer now says which way."""
    app = peeper_app
    drawn = words_drawn(app)
    table = app.screens.table("peeper", ["human"] + ["normal"] * 3, 5, {"direction": direction})
    app.stack.push(table)
    run(app, 3)
    said = any("anticlockwise: play goes right to left" in words for words in drawn)
    assert said == (direction == "anticlockwise"), drawn


def test_the_trick_says_what_lies_on_it_as_a_sentence_would_start():
    from game.peeper.patterns import Play
    from scenes.tables.peeper.words import describe_play
    straight = Play("straight", 5, (3, 4, 5), (3, 4, 5))
    assert describe_play(straight) == "Straight of 3, to beat: 3\u20135"
    assert describe_play(Play("big bomb", 7, (7,) * 4, (7,) * 4)) == "Big bomb of 7"


def kinds(events) -> set[str]:
    return {type(event).__name__ for event in events}


def test_passes_and_tricks_won_are_seen_heard_and_told(make_app):
    """At the default pace, among Normal AIs: a pass lights its player's badge with a
    knock; a trick won slides off to its winner with a sound; and a trick won when
    the last player lets a Return? window go by is told in the log, as any other."""
    app = make_app()
    app.stack.push(app.screens.table("peeper", ["normal"] * 3, 4, {}))
    table = app.stack.top

    def seen_all(moves):
        return any({"TrickWon", "Called"} <= kinds(m[2]) for m in moves) and \
            any("Passed" in kinds(m[2]) for m in moves)
    moves = watch_moves(app, table, 8000, seen_all)
    passes = [m for m in moves if "Passed" in kinds(m[2])]
    assert passes
    for seat, _, events, sounds, busy, _ in passes:
        assert busy and "back" in sounds
        if "TrickWon" in kinds(events):
            assert "slide" in sounds
    closed = [m for m in moves if {"TrickWon", "Called"} <= kinds(m[2])]
    assert closed, "a window let go by ended a trick"
    winner = next(e.seat for e in closed[0][2] if type(e).__name__ == "TrickWon")
    assert closed[0][4] and "slide" in closed[0][3]
    lines = [line.public for line in table.log]
    assert f"{table.short_name(winner)} won the trick" in lines


def test_setup_says_how_long_a_match_is():
    """The default match took 27 hands and nothing said so: setup's words for each way
    a match ends give its length (the rules' two ends; no other is invented)."""
    from game.peeper import GAME
    game_end = next(option for option in GAME.options if option.key == "game_end")
    assert game_end.choices == ("zero", "hands")
    assert "20 to 40 hands" in game_end.describe("zero")
    assert "short" in game_end.describe("hands") and "as many hands as players" in game_end.help


# -- the screen as a player sees it ---------------------------------------------------------

@pytest.mark.parametrize("seats, decisions", [
    (["human", "normal", "normal", "normal"], 40),
    (["human", "normal", "normal", "normal", "normal", "normal"], 30),
    (["human", "human", "normal"], 40),
    (["human", "normal"], 12),  # with the rest, every table size from 2 to 6
    (["human", "normal", "normal", "normal", "normal"], 12),
])
def test_nothing_the_chrome_shows_covers_the_table(make_app, seats, decisions):
    """Seeded matches walked through the real loop, the cursor on every target: no
    message over another or over anything the table shows, none cut at the edge, no
    news outliving its move, no target refused in silence."""
    from tests.scenes.screen_check import walk
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.reaction_seconds = 0.5
    table = app.screens.table("peeper", seats, 5, {})
    app.stack.push(table)
    assert walk(app, table, decisions, seed=2) == []


# -- refusals, out of turn, the trick, the windows, the hand's end ----------------------------

def follower_table(app, seed=3):
    """A solo table where the human follows a play (the trick is not theirs to lead)."""
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal", "normal"], seed, {}))
    table = app.stack.top
    settle(app, table)
    assert table.my_turn() and table.view.top is not None
    return table


def test_a_greyed_button_says_why_when_pressed(peeper_app):
    """Refused plays were silent: the Play button greyed, and Enter or a click did
    nothing.  Now the rules say why: of tiles picked that make no play, of a pass when
    you lead."""
    from game.peeper.refusals import tiles_refusal
    from tests.scenes.conftest import click
    app = peeper_app
    table = follower_table(app)
    hand = table.choosing.shown_hand()
    table.choosing.pick(0)
    table.choosing.pick(len(hand) - 1)  # the lowest and the highest: no pattern
    assert table.choosing.previewed() is None
    key(app, "return")
    words = tiles_refusal(table.view, [hand[0], hand[-1]])
    assert words and table.chrome.message[0] == words
    table.chrome.clear()
    click(app, next(b for b in table.buttons if b.name == "play").rect.center)
    assert table.chrome.message[0] == words and table.session.actions[-1][0] != 0


def test_pass_is_refused_with_the_rules_words_when_you_lead(peeper_app):
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal"], 7, {}))  # Red leads
    table = app.stack.top
    settle(app, table)
    assert table.my_turn() and table.view.top is None
    key(app, "x")
    assert table.chrome.message[0] == "You lead this trick: play a pattern."


def test_the_status_line_says_what_to_do_now_beside_the_tip_place(peeper_app, monkeypatch):
    """It said "Your turn, Red" and no more: now what the turn asks, leading or
    following, and it ends before the tip's place beside it, whoever's turn it is."""
    from game.peeper.actions import Pass
    from scenes.match.seats import SEAT_NAMES
    from scenes.widgets import theme
    app = peeper_app
    app.stack.push(app.screens.table("peeper", ["human", "normal"], 7, {}))  # Red leads
    table = app.stack.top
    settle(app, table)
    assert table.words.status_line() == "Your turn, Red: lead any pattern"
    table = follower_table(app)
    assert table.words.status_line() == "Your turn, Red: beat the trick, or pass"
    monkeypatch.setattr(table, "legal", lambda: [Pass()])  # a hand that beats nothing
    said = table.words.status_line()
    assert said == "Your turn, Red: nothing in your hand beats the trick: pass"
    tip = table.layout["tip"]
    for name in SEAT_NAMES:
        line = said.replace("Red", name)
        width = app.text.render(line, theme.BODY_SIZE, theme.GOLD).get_width()
        assert table.layout["status"].x + width < tip.x, line


def test_keys_pressed_out_of_turn_say_why(make_app):
    app = make_app()
    app.prefs.ai_pace = "thoughtful"
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal"], 4, {}))
    table = app.stack.top
    for _ in range(300):
        run(app, 1)
        if table.session.state.to_act() != (0,) and table.phase() == PLAY \
                and not table.dealing.under_way:  # (Enter mid-deal finishes the deal)
            break
    assert not table.my_turn()
    for name in ("e", "right", "up", "return"):
        table.chrome.clear()
        key(app, name, frames=1)
        assert table.chrome.message[0] == "It is not your turn.", name


def table_with_a_wild_x(app):
    """Red holds 5 6 X, to play as the straight 5 6 7; Blue answers after a look."""
    app.prefs.ai_pace = "thoughtful"  # Blue answers the play after it is seen
    hands = [[1, 5, 6, "X", 9, 9, 10, 10, 11, 12, 12, 13, 14, 15, 15, 2],
             [1, 2, 3, 3, 4, 4, 6, 7, 7, 8, 8, 11, 12, 13, 14, 14]]
    table = app.screens.table("peeper", ["human", "normal"], 1, {})
    table.session.state = table.session.info.start(2, {}, 1, deal={"hands": hands, "marked": 0})
    table.state_changed()
    app.stack.push(table)
    run(app, 2)
    return table


def test_a_wild_x_on_the_trick_shows_the_value_it_stands_for(peeper_app):
    from game.peeper.patterns import Play, X
    app = peeper_app
    table = table_with_a_wild_x(app)
    straight = next(a for a in table.legal() if isinstance(a, Play) and a.tiles == (5, 6, X))
    assert table.play(0, straight) and str(straight) == "5 6 X=7"
    with texts_drawn(app) as drawn:
        table.still.forget()
        run(app, 2)
    words = [text for text, _ in drawn]
    assert "as 7" in words


def test_a_played_x_is_drawn_knowing_the_value_it_stands_for(peeper_app, monkeypatch):
    """Every image of a played wild X, flying to the trick and lying on it, is asked
    for with its value (the tiles' art shows it); the X of a bomb stands for none."""
    from game.peeper.patterns import Play, X
    app = peeper_app
    table = table_with_a_wild_x(app)
    asked = []
    tile_image = table.drawing.tile_image
    monkeypatch.setattr(table.drawing, "tile_image",
                        lambda tile, stands=None, marked=False: asked.append((tile, stands)) or
                        tile_image(tile, stands, marked))
    straight = next(a for a in table.legal() if isinstance(a, Play) and a.tiles == (5, 6, X))
    assert table.play(0, straight)
    flying = list(asked)
    table.still.forget()
    run(app, 30)
    assert (X, 7) in flying and (5, None) in flying
    assert (X, 7) in asked[len(flying):]  # lying on the trick
    assert (X, None) not in asked


def test_the_played_tiles_stay_in_sight_while_they_are_answered(make_app):
    """At the end of a Mine? window the single blinked out, and during an AI's window
    the trick stood empty: the AIs answered in the frame the tile landed, which shows
    the table as it was.  Every frame a play lies on the trick now shows its tiles."""
    app = make_app()
    app.prefs.reaction_seconds = 0.5
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal", "normal"], 3, {}))
    table = app.stack.top
    looked = windows = 0
    for _ in range(3000):
        if top(app) == "ResultsOverlay":
            key(app, "return")
            continue
        if table.my_turn() and table.phase() == PLAY and not table.anim.busy:
            key(app, "x" if table.view.top is not None else "return", frames=0)
        run(app, 1)
        view = table.view
        if view.top is None or table.animation.tiles_flying or table.animation.shake or \
                table.flow.ended_hand is not None:
            continue
        windows += view.phase == MINE_WINDOW
        for tile, rect in zip(view.top.tiles, table.geometry.trick_rects(len(view.top.tiles))):
            face = app.screen.get_at((rect.x + 8, rect.bottom - 10))[:3]
            drawn = table.drawing.tile_image(tile).get_at((8, rect.height - 10))[:3]
            assert face == drawn, (len(table.session.actions), view.phase)
            looked += 1
        if windows > 20:
            break
    assert windows > 20 and looked > 200


def test_the_call_box_is_gone_when_the_window_closes(peeper_app):
    """"Return? Enter to call it" stood while "Play 1 (Enter)" was live: the box goes
    with the window, so Enter means one thing."""
    app = peeper_app
    app.prefs.reaction_seconds = 0.5
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal", "normal"], 3, {}))
    table = app.stack.top
    boxes = 0
    for _ in range(8000):
        if top(app) == "ResultsOverlay":
            key(app, "return")
            continue
        run(app, 1)
        boxes += table.window.banner is not None
        if table.phase() == PLAY and table.my_turn():
            assert table.window.banner is None and not table.call_box_up()
            if table.chrome.parts_listed:  # (a move's own frame shows the table as it was)
                assert not any(m.kind == "call" for m in table.chrome.shown)
            key(app, "x" if table.view.top is not None else "return", frames=0)
        if boxes > 60:
            break
    assert boxes > 60


def test_a_picked_or_hinted_tile_stays_clear_of_the_line_about_you(peeper_app):
    """A picked tile's frame and a hint's glow round a tile crossed out the line above
    your tiles ("You: Red — 13 tiles, 100 pts"): the tiles stand low enough that
    neither reaches it."""
    from scenes.tables.peeper.geometry import tile_room
    from scenes.widgets.cards import SELECTED
    glow_reach = 15  # the hint's outer frame, at its widest breath, round a target
    table = follower_table(peeper_app)
    table.choosing.pick(0)
    run(peeper_app, 2)
    about_you = table.listed["hand:me"]
    for i in range(len(table.view.hand)):
        rect = table.geometry.tile_rect(i)
        assert not tile_room(rect, SELECTED).colliderect(about_you), i
        assert not rect.inflate(2 * glow_reach, 2 * glow_reach).colliderect(about_you), i


def test_a_hint_covers_nothing_the_log_gives_way(peeper_app):
    from tests.scenes.screen_check import frame_problems
    app = peeper_app
    table = follower_table(app)
    key(app, "h", frames=3)
    hint = next(m for m in table.chrome.shown if m.kind == "hint")
    assert not hint.rect.colliderect(table.listed["log"])
    assert frame_problems(table) == []


def test_the_table_teaches_bombs_mine_and_who_leads(peeper_app):
    """The table alone did not teach bombs, Mine! or who leads (the marked 1)."""
    from scenes.tables.peeper.call_box import CallBox
    app = peeper_app
    table = app.screens.table("peeper", ["human", "normal"], 7, {})  # Red holds the marked 1
    app.stack.push(table)
    with texts_drawn(app) as drawn:
        run(app, 2)
    said = " ".join(words for words, _ in drawn)
    assert "You lead: you hold the marked 1" in said
    assert "you hold the marked 1 (red dot), so you lead" in said
    assert "bomb (3 or 4 of a kind)" in said
    table.window._banner = {"seat": 0, "left": 1.0, "total": 1.0, "phase": MINE_WINDOW,
                            "window": ()}
    table.window._still_open = lambda banner: True  # a window on the single 9, as drawn
    table.session.state.single_tile = 9
    table.session.state.recount()
    table.state_changed()
    assert CallBox(table).words() == ("Mine?", "Two more 9s take the single 9, out of turn.")


def test_a_refused_call_is_seen_by_its_player_alone(peeper_app):
    """"You can't answer that single" told Blue that Red lacked the pair: a refused call
    is said, in the rules' words, to the player asked alone, behind their hand-off, and
    goes with their turn to answer."""
    from game.peeper.refusals import call_refusal
    app = peeper_app
    app.prefs.reaction_seconds = 0.5
    app.stack.push(app.screens.table("peeper", ["human", "human", "normal"], 4, {}))
    table = app.stack.top
    refused = None
    for _ in range(6000):
        run(app, 1)
        if top(app) in ("ResultsOverlay", "HandOff"):
            key(app, "return", frames=1)
            continue
        message = table.chrome.message
        if refused is not None:
            assert message is None or table.viewer == refused  # never on another's screen
            if table.viewer not in (None, refused):
                break
        banner = table.window.banner
        if refused is None and banner is not None and not table.window.can_answer(banner["seat"]):
            key(app, "return", frames=1)  # a call they cannot make
            refused = banner["seat"]
            assert table.chrome.message[0] == call_refusal(table.session.state.view(refused))
            continue
        seat = table.viewer
        if seat is not None and seat in table.session.humans_to_act() and table.phase() == PLAY:
            key(app, "x", frames=1)
            if seat in table.session.humans_to_act() and table.phase() == PLAY:
                key(app, "return", frames=1)
    assert refused is not None and table.viewer not in (None, refused)
    assert table.chrome.message is None


def test_the_trick_names_who_played_it_by_colour_as_the_log_does(peeper_app):
    """The trick said "— by Yellow (normal)" over a log that says "Yellow played…"."""
    app = peeper_app
    table = app.screens.table("peeper", ["human", "normal", "normal"], 2, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.view.top_seat not in (None, 0), seed=2)
    said = [words for words, _ in texts_drawn_now(app, table)]
    by = f"\u2014 by {table.short_name(table.view.top_seat)}"
    assert any(words.endswith(by) for words in said), said
    assert not any("(normal)" in words for words in said)
