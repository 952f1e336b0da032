"""Procession played on its table through real keyboard, mouse and controller input."""

from __future__ import annotations

import random

import pygame
import pytest

from game.procession.runs import run_lengths
from tests.scenes.conftest import click, key, pad, run, texts_drawn, top
from tests.scenes.peek_and_run_drivers import guided_hand_problems, news_put_at  # screen checks

KEYS = {"right": "right", "confirm": "return"}
PAD = {"right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "confirm": pygame.CONTROLLER_BUTTON_A}


def start(app, seats, n=7, seed=5):
    table = app.screens.table("procession", seats, seed, {"n": n})
    app.stack.push(table)
    run(app, 2)
    return table


def settle(app, table, most=200):
    for _ in range(most):
        if table.session.humans_to_act() and not table.anim.busy or \
                top(app) != "ProcessionTable":
            return
        run(app, 1)


def cursor_position(table) -> int:
    table.controls.refresh_targets()
    return table.targets.cursor_key[1]


def flip_by_keys(app, table, position, press) -> None:
    """Walk the cursor right (wrapping) to `position`, then confirm."""
    n = table.view.n
    steps = (position - cursor_position(table)) % n
    for _ in range(steps):
        press(app, "right")
    assert cursor_position(table) == position
    press(app, "confirm")


def play_match(app, table, choose_flip) -> None:
    rng = random.Random(3)
    for _ in range(200):
        settle(app, table)
        if table.session.state.is_over:
            break
        seat = table.session.humans_to_act()[0]
        moves_before = len(table.session.actions)
        legal = table.session.state.legal_actions(seat)
        choose_flip(rng.choice(legal).position)
        assert len(table.session.actions) > moves_before, "the flip was not played"
    assert table.session.state.is_over


def test_a_full_match_against_perfect_on_the_keyboard(quick_app):
    table = start(quick_app, ["human", "perfect"])
    play_match(quick_app, table, lambda p: flip_by_keys(
        quick_app, table, p, lambda a, step: key(a, KEYS[step], frames=1)))
    assert table.log and all("flipped digit" in line.public for line in table.log)


def test_a_full_match_against_perfect_with_the_controller(quick_app):
    table = start(quick_app, ["human", "perfect"], n=8)
    play_match(quick_app, table, lambda p: flip_by_keys(
        quick_app, table, p, lambda a, step: pad(a, PAD[step], frames=1)))


def test_a_full_match_against_perfect_with_the_mouse(quick_app):
    table = start(quick_app, ["human", "perfect"], n=6)

    def click_tile(position):
        click(quick_app, table.geometry.tile_rects()[position - 1].center, frames=1)
    play_match(quick_app, table, click_tile)


def test_a_refused_flip_says_which_move_made_its_run_lengths(quick_app):
    table = start(quick_app, ["human", "human"], n=5)
    for position in (4, 1):  # 00010 (3,1,1), then 10010
        click(quick_app, table.geometry.tile_rects()[position - 1].center)
    # 10011 is (1,2,2); then flipping digit 3 (10111) would make 3,1,1 again.
    click(quick_app, table.geometry.tile_rects()[4].center)
    refused = table.geometry.tile_rects()[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=refused.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    run(quick_app, 1)
    assert table.targets.current.refusal == "3 \u00b7 1 \u00b7 1 was made on move 1."
    moves = len(table.session.actions)
    click(quick_app, refused.center)
    assert len(table.session.actions) == moves  # refused, nothing played
    assert table.chrome.message[0] == "3 \u00b7 1 \u00b7 1 was made on move 1."


def test_a_flip_animates_the_tile_turning_over(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = start(app, ["human", "human"])
    click(app, table.geometry.tile_rects()[2].center, frames=1)
    assert table.anim.busy and 2 in table.animation.flipping
    run(app, 60)
    assert not table.animation.flipping and table.view.row[2] == 1


def test_hot_seat_turns_the_table_to_each_human_without_hiding_it(quick_app):
    table = start(quick_app, ["human", "human", "human"])
    for expected_viewer in (0, 1, 2, 0):
        settle(quick_app, table)
        assert top(quick_app) == "ProcessionTable" and table.viewer == expected_viewer
        legal = table.session.state.legal_actions(expected_viewer)
        click(quick_app, table.geometry.tile_rects()[legal[0].position - 1].center)


def test_the_end_says_who_made_the_last_move(quick_app):
    table = start(quick_app, ["perfect", "normal"], n=5)
    for _ in range(600):
        run(quick_app, 1)
        if table.session.state.is_over:
            break
    winner = table.short_name(table.session.state.movers[-1])
    assert table.chrome.status_words() == f"{winner} made the last move and wins!"
    assert table.chrome.event[0] == (f"{winner} made the last move: every flip left would "
                                     "repeat run lengths already made.")
    every_runs = {run_lengths(row) for row in table.view.history}
    row = table.view.row
    assert all(run_lengths(tuple(d ^ (i == p) for i, d in enumerate(row))) in every_runs
               for p in range(len(row)))


def test_no_undo_button_since_a_flip_always_hands_the_turn_on(quick_app):
    table = start(quick_app, ["human", "perfect"])
    table.controls.refresh_buttons()
    assert [b.name for b in table.buttons] == ["hint"]  # and no Undo
    click(quick_app, table.geometry.tile_rects()[0].center)
    assert not table.session.can_undo(0)


def test_a_hint_stands_over_the_logs_top_and_covers_nothing(quick_app):
    """The hint's words sat beside the Hint button, over the turn panel's room: they
    stand over the log's top now, the log drawn below them, clear of the row after
    the flip and of every other message."""
    from tests.scenes.screen_check import frame_problems
    table = start(quick_app, ["human", "normal", "easy"], n=12, seed=1)
    settle(quick_app, table)
    key(quick_app, "h", frames=3)
    assert table.hints.panel is not None
    shown, lines = table.hints.panel
    assert len(lines) >= 1 and frame_problems(table) == []
    log = next(rect for name, rect in table.listed.items() if name == "log")
    assert log.top > shown.bottom and table.layout["log"].contains(shown)
    preview = table.drawing.preview_part(table.view, cursor_position(table), True).rect
    assert not shown.colliderect(preview)


def test_your_badge_has_room_for_its_name_and_still_says_it_is_yours(quick_app):
    """Up to six seats share the top row: "Red (you)" must not be cut at a narrow
    badge's edge ("Red (y"); there, "you" goes on the line below the name."""
    for seats in range(2, 7):
        table = start(quick_app, ["human"] + ["normal"] * (seats - 1), seed=seats)
        part = table.drawing.seat_parts(table.view)[table.viewer]
        with texts_drawn(quick_app) as drawn:
            part.draw(quick_app.screen.copy())
        words = [w for w, _ in drawn]
        assert "Red (you)" in words or ("Red" in words and any(
            w.startswith("you") for w in words)), (seats, words)
        assert all(part.rect.contains(rect) for _, rect in drawn), (seats, part.rect, drawn)
        quick_app.stack.pop()


def test_the_digits_that_may_not_be_flipped_are_marked(quick_app):
    """Nothing marked which digits could be flipped when only some could: on the
    player's turn a digit the rules refuse is dimmed, its number struck out in red;
    one that may be flipped has its number in gold."""
    from scenes.widgets import theme
    from scenes.widgets.cards import DIMMED
    table = start(quick_app, ["human", "human"], n=5)
    for position in (4, 1):  # 00010, then 10010: now some flips repeat run lengths
        click(quick_app, table.geometry.tile_rects()[position - 1].center)
    legal = {flip.position for flip in table.legal()}
    assert 0 < len(legal) < 5
    parts = {part.name: part for part in table.still_parts()}
    for position in range(1, 6):
        tile, number = parts[f"tile:{position - 1}"], parts[f"tile:{position - 1}:number"]
        may = position in legal
        assert (tile.key[1] == DIMMED) == (not may), position
        assert number.key == (str(position), theme.GOLD if may else theme.ALERT, not may)
    table.viewer = None  # nobody's turn at this screen: nothing to mark
    table.state_changed()
    parts = {part.name: part for part in table.still_parts()}
    assert all(parts[f"tile:{i}"].key[1] != DIMMED for i in range(5))


def test_a_refusal_goes_with_the_next_move(quick_app):
    """A refusal's box stayed up two moves later: it goes with the next move, and no
    words of it stay anywhere on the table."""
    table = start(quick_app, ["human", "human"], n=5)
    for position in (4, 1):
        click(quick_app, table.geometry.tile_rects()[position - 1].center)
    refused = next(t for t in table.targets.items if t.refusal)
    click(quick_app, refused.rect.center)
    assert table.chrome.message[0] == refused.refusal
    for _ in range(2):
        settle(quick_app, table)
        legal = table.legal()
        click(quick_app, table.geometry.tile_rects()[legal[0].position - 1].center)
        run(quick_app, 2)
        assert table.chrome.message is None
        assert refused.refusal not in [m.words for m in table.chrome.shown]


def test_the_results_rank_the_players(quick_app):
    """The results said "★ Blue wins" and "Red", "Yellow", in seat order: now the winner
    is 1st, the others share 2nd, the one left with no flip first, each with the
    flips they made."""
    from tests.scenes.conftest import texts_drawn
    app = quick_app
    table = start(app, ["normal", "normal", "normal"], n=5, seed=2)
    for _ in range(900):
        run(app, 1)
        if top(app) == "ResultsOverlay":
            break
    assert top(app) == "ResultsOverlay" and app.stack.top.final
    run(app, 90)
    winner = table.session.state.movers[-1]
    movers = table.session.state.movers
    order = [(winner + step) % 3 for step in range(3)]
    with texts_drawn(app) as drawn:
        app.stack.top.draw(app.screen)
    words = [w for w, _ in drawn if w.startswith(("1st", "=2nd"))]
    flips = {seat: f"{movers.count(seat)} flip{'s' if movers.count(seat) != 1 else ''}"
             for seat in order}
    assert words == [
        f"1st  \u2605 {table.seat_name(order[0])}: made the last move, {flips[order[0]]}",
        f"=2nd  {table.seat_name(order[1])}: no flip left, {flips[order[1]]}",
        f"=2nd  {table.seat_name(order[2])}: {flips[order[2]]}"]


@pytest.mark.parametrize("seats", [["human", "normal"], ["human", "human", "normal"],
                                   ["human"] + ["normal"] * 5],
                         ids=["solo", "hot seat", "six"])
def test_every_message_stands_clear_of_the_game_and_of_each_other(quick_app, seats):
    """Seeded matches walked through the table (screen_check): no message over another
    or over a tile, a number, a bracket, a badge, a panel, a button or the log, none
    cut at the edge or outliving its move, no refusal in silence."""
    from tests.scenes.screen_check import walk
    for n, seed in ((5, 3), (12, 4)):
        table = start(quick_app, seats, n=n, seed=seed)
        assert walk(quick_app, table, 12) == []
        quick_app.stack.pop()


def test_the_guided_hand_shows_every_message_clear_of_the_game(quick_app):
    assert guided_hand_problems(quick_app, "procession") == []


def test_the_screen_check_sees_a_message_put_over_a_tile(quick_app):
    """The checks above can fail: news put in the row's place is seen over a tile."""
    table = start(quick_app, ["human", "normal"])
    found = news_put_at(quick_app, table, table.geometry.tile_rects()[0], "Blue flipped digit 1")
    assert any(p.detail == "event 'Blue flipped digit 1' over tile:0" for p in found)
