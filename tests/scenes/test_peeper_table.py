"""Peeper played through its table with real input events, buzz-ins included."""

import pygame
import pytest

from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, PLAY, RETURN_WINDOW
from scenes.core.layout import load_layout
from tests.scenes.conftest import (
    go_on_from_results,
    key,
    pad,
    play_until,
    run,
    texts_drawn,
    top,
    watch_moves,
    words_drawn,
)
from tests.scenes.peeper_drivers import KEYS, drive, settle

PAD = {"next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "confirm": pygame.CONTROLLER_BUTTON_A,
       "pass": pygame.CONTROLLER_BUTTON_X, "buzz": pygame.CONTROLLER_BUTTON_A,
       "no": pygame.CONTROLLER_BUTTON_B}


@pytest.fixture
def quick_app(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.prefs.reaction_seconds = 1.0
    return app


def test_one_human_and_three_normal_ais_play_a_game(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal", "normal"], 3,
                             {"game_end": "hands"}))
    table = app.stack.top
    drive(app, table, lambda a, step, seat: key(a, KEYS[step], frames=1))
    assert table.session.state.is_over


def test_hot_seat_buzz_ins_from_two_controllers(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peeper", ["human", "human"], 11, {"game_end": "hands"},
                             seat_devices={0: "pad:20", 1: "pad:21"}))
    table = app.stack.top

    def press(a, step, seat):
        pad(a, PAD[step], instance_id=20 + (seat or 0), frames=1)
    buzzes = drive(app, table, press)
    assert table.session.state.is_over
    mines = [text for _, text in table.session.actions if text.startswith(("Mine!", "Return!"))]
    assert len(mines) == buzzes


def test_a_lone_human_sees_the_window_only_when_they_can_answer(quick_app):
    """The banner runs its full time when the human could call; a window they cannot
    answer closes for them at once, with no banner."""
    app = quick_app
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


def test_hot_seat_windows_show_no_hand_face_up(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peeper", ["human", "human", "normal"], 4, {},
                             seat_devices={0: "pad:20", 1: "pad:21"}))
    table = app.stack.top
    windows = 0
    for _ in range(4000):
        run(app, 1)
        if top(app) in ("ResultsOverlay", "HandOff"):
            seat = getattr(app.stack.top, "seat", 0) or 0
            pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=20 + seat, frames=1)
            continue
        if table.window.banner is not None and table.phase() in (MINE_WINDOW, RETURN_WINDOW):
            windows += 1
            assert table.viewer is None and table.view.hand == ()
        seat = table.viewer
        if seat is not None and seat in table.session.humans_to_act() and \
                table.phase() == PLAY:
            pad(app, pygame.CONTROLLER_BUTTON_X, instance_id=20 + seat, frames=1)
            if seat in table.session.humans_to_act() and table.phase() == PLAY:
                pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=20 + seat, frames=1)
        if windows > 30:
            break
    assert windows > 30


def test_a_human_asked_double_chance_can_answer(quick_app):
    app = quick_app
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


def test_suggested_and_picked_tiles_look_different(quick_app, monkeypatch):
    import scenes.tables.peeper.drawing as peeper_drawing
    from scenes.widgets.cards import SELECTED, SUGGESTED
    app = quick_app
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


def test_picks_in_a_hand_that_changed_under_them_are_put_back(quick_app):
    """A move made for the player (not through the table's buttons) leaves no picks
    naming places in the hand it changed."""
    from game.peeper.patterns import Play
    from tests.scenes.conftest import click
    app = quick_app
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


def test_the_cursor_frames_each_tile_where_it_is_drawn(quick_app, monkeypatch):
    """Raised under the cursor, the frame raised with it; a suggested tile stays down,
    and so does the frame round it."""
    import scenes.tables.peeper.drawing as peeper_drawing
    from scenes.widgets.cards import LIFT
    app = quick_app
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


def test_an_all_ai_table_shows_no_controls_nobody_can_use(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peeper", ["normal"] * 4, 5, {}))
    table = app.stack.top
    drawn = words_drawn(app)
    for _ in range(2000):
        run(app, 1)
        if table.window.banner is not None:
            break
    assert table.window.banner is not None, "a Mine! window opened"
    drawn.clear()
    run(app, 1)
    assert "Any player holding it may call it" in drawn
    assert not any("Enter" in words for words in drawn)


def test_a_total_of_one_reads_one_point(quick_app):
    """Totals count down from 100; at 1 the badges and the hand's line say "1 pt"."""
    app = quick_app
    table = app.screens.table("peeper", ["human", "normal", "normal"], 3, {})
    table.session.state.totals[0] = table.session.state.totals[1] = 1
    drawn = words_drawn(app)
    app.stack.push(table)
    run(app, 3)
    assert "1 pt" in drawn and any(words.endswith(", 1 pt") for words in drawn)
    assert not any(words.endswith("1 pts") for words in drawn)


@pytest.mark.parametrize("game_end, footer", [("hands", "Hand 1 of 3"), ("zero", "Hand 1")])
def test_a_match_of_one_hand_each_says_how_many_hands(quick_app, game_end, footer):
    from tests.scenes.drivers import drawn_lines
    app = quick_app
    app.stack.push(app.screens.table("peeper", ["human", "normal", "normal"], 3,
                             {"game_end": game_end}))
    table = app.stack.top
    settle(app, table)
    table.still.forget()  # every part drawn again
    hands = [words for words, _ in drawn_lines(app) if words.startswith("Hand ")]
    assert hands and hands[0].split("   ")[0] == footer


def test_while_chance_is_asked_the_trick_says_so_not_lead_any_pattern(quick_app):
    app = quick_app
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


def test_six_players_names_stand_whole_on_their_badges(quick_app):
    """Six players: five badges of 170 px showed "B… 100 pts", "Y… 100 pts"; the score
    goes under the lines of a badge too narrow for both, and each name is whole."""
    app = quick_app
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
def test_the_direction_of_play_is_said_under_the_trick(quick_app, direction):
    """Anticlockwise: nothing on the table said so, and the badges run clockwise left
    to right, so play seemed to jump about; the trick's footer now says which way."""
    app = quick_app
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


def test_a_hand_ends_as_it_was_played_and_the_next_is_dealt_after_its_results(make_app):
    """The rules deal the next hand with the play that goes out: the table showed the
    new tiles under the results at once. Now the hand stays as it ended (the going-out
    play on the trick), and the next is dealt once the results are closed."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("peeper", ["human", "normal"], 2, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=2)
    shown = table.view
    assert shown.hand_number == 1 and 0 in shown.counts and shown.top is not None
    assert not any(did.startswith("leads") for did in table.animation.last_played.values())
    assert table.session.state.view(0).hand_number == 2
    go_on_from_results(app)  # Next hand
    assert top(app) == "PeeperTable" and table.view.hand_number == 2
    assert table.anim.busy and table.animation.dealing == len(table.view.hand) == 16
    assert any(did.startswith("leads") for did in table.animation.last_played.values())  # hand 2's
    run(app, 90)
    assert table.animation.dealing == 0
