"""Peek and Run as a player sees it: the cursor's frame, the results' box and the
badges, each in its place (tests/scenes/test_peek_and_run_table.py plays the table)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.peek_and_run.actions import Lead
from scenes.tables.kit.chrome import CURSOR_MARGIN
from scenes.widgets import theme
from scenes.widgets.cards import LIFT
from tests.scenes.conftest import play_until, run, texts_drawn, top
from tests.scenes.peek_and_run_drivers import table_where


def test_the_cursors_frame_rises_with_the_card_under_it(quick_app):
    """A card under the cursor is drawn raised, but its gold frame stayed where the card
    lay, a line across the raised card's corner ("10" cut through): the frame now
    stands round the card as drawn."""
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, Lead) for a in legal))
    table.targets.point_at(("hand", 0))
    run(app, 2)
    rect = table.geometry.hand_rects(len(table.view.my_hand))[0]
    raised_top = rect.top - LIFT - CURSOR_MARGIN + 1
    assert app.screen.get_at((rect.centerx, raised_top))[:3] == theme.GOLD
    assert app.screen.get_at((rect.centerx, rect.top - CURSOR_MARGIN + 1))[:3] != theme.GOLD


SHOWN_UNDER_RESULTS = ("pile", "stock", "hand", "cards", "cell", "badge", "scores", "seen")


def test_the_results_leave_the_piles_and_the_hands_in_view(make_app):
    """The results' box stood over the right pile ("Right (6)" and its top card cut at
    the box's edge): it is as wide as the log now, over the log and the buttons only,
    its menu and its words inside it."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("peek-and-run", ["human", "normal"], 3, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=3)
    for _ in range(400):
        run(app, 1)
        if top(app) == "ResultsOverlay":
            break
    results = app.stack.top
    run(app, 90)  # the tally counted in
    shown = [part for part in table.still_parts()
             if part.name.startswith(SHOWN_UNDER_RESULTS)]
    assert shown and [part.name for part in shown if part.rect.colliderect(results.box)] == []
    assert all(results.box.contains(rect) for rect in results.menu.rects)
    menu = results.menu.rects[0]
    assert abs(menu.centerx - results.box.centerx) <= 1
    with texts_drawn(app) as drawn:
        results.draw(app.screen)
    assert drawn and all(results.box.contains(rect) for _, rect in drawn)


@pytest.mark.parametrize("points", [0, 10])
def test_a_side_on_its_turn_shows_its_whole_name(quick_app, points):
    """Partners: on its turn a side's badge said "Red & Yell…" beside "0 pts" (its name
    in bold cut at the score); every side's name shows whole, on its turn or not, at
    any score."""
    from scenes.widgets.badge import draw_badge
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal", "normal", "normal"], 3, {})
    app.stack.push(table)
    run(app, 3)
    view = replace(table.view, scores=(points, points))
    for side, name in ((0, "Red & Yellow"), (1, "Blue & Purple")):
        rect = table.geometry.side_badge_rect(side)
        for on_turn in (True, False):
            badge = table.drawing.panels.side_badge(view, side)
            badge.on_turn = on_turn
            with texts_drawn(app) as drawn:
                draw_badge(app.screen, app.text, rect, badge)
            words = [w for w, _ in drawn]
            assert name in words and not any("\u2026" in w for w in words), (on_turn, words)
            assert all(rect.contains(r) for _, r in drawn), (on_turn, drawn)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_hint_stands_over_the_logs_top_and_covers_nothing(quick_app, seats):
    """A hint's reason stands over the log's top, the log drawn below it, clear of the
    board, the hands, the piles, every badge and every other message, at every size."""
    from tests.scenes.conftest import key
    from tests.scenes.peek_and_run_drivers import settle
    from tests.scenes.screen_check import frame_problems
    app = quick_app
    table = app.screens.table("peek-and-run", ["human"] + ["normal"] * (seats - 1), 3, {})
    app.stack.push(table)
    settle(app, table)
    assert table.my_turn()
    key(app, "h", frames=3)
    assert table.hints.panel is not None
    shown, lines = table.hints.panel
    assert lines and frame_problems(table) == []
    assert table.layout["log"].contains(shown)
    assert table.listed["log"].top > shown.bottom
    others = [rect for name, rect in table.listed.items() if name != "log"]
    assert shown.collidelist(others) == -1, [n for n, r in table.listed.items()
                                              if r.colliderect(shown)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_a_hands_end_each_badge_says_whole_what_it_scored(quick_app, players):
    """Four players: an opponent's badge said "Normal AI · score…" at the hand's end,
    what it scored cut at its edge: every badge says it whole now."""
    from scenes.tables.peek_and_run.panels import signed
    app = quick_app
    table = app.screens.table("peek-and-run", ["human"] + ["normal"] * (players - 1), 5, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=1)
    points = table.session.hands[-1].points
    parts = {part.name: part for part in table.still_parts()}
    for seat in table.geometry.others():
        with texts_drawn(app) as drawn:
            parts[f"badge:{seat}"].draw(app.screen.copy())
        words = [w for w, _ in drawn]
        assert not any("\u2026" in w for w in words), words
        assert any(w.endswith(f"scored {signed(points[seat])}") for w in words), words


GAP = 6  # words on one line stand at least twice this apart


def results_after_hands(app, seats, count):
    """The results of the `count`th hand at a table of `seats` (each hand +1 to the
    first seat's side), and the words they draw with their rects."""
    from game.core import HandEnded
    table = app.screens.table("peek-and-run", seats, 3, {})
    app.stack.push(table)
    run(app, 3)
    points = tuple(1 if seat == 0 else 0 for seat in range(len(seats)))
    for number in range(1, count + 1):
        event = HandEnded(hand=number, points=points,
                          totals=tuple(p * number for p in points), summary="")
        table.session.hands.append(event)
    results = table.results_scene(event)
    app.stack.push(results)
    run(app, 90)  # the tally counted in
    with texts_drawn(app) as drawn:
        results.draw(app.screen)
    return results, drawn


@pytest.mark.parametrize("seats", [["human", "random", "random"],
                                   ["human", "random", "random", "random"]],
                         ids=["three", "partners"])
def test_the_results_of_many_hands_stand_apart_inside_their_box(quick_app, seats):
    """Seven hands' columns ran up against "Yellow (random)" in a box as wide as the
    log: the box is as wide as its words need, each inside it, apart from the next."""
    results, drawn = results_after_hands(quick_app, seats, 9)
    assert all(results.box.contains(rect) for _, rect in drawn), drawn
    menu = results.menu.rects[0]
    above_menu = [(words, rect) for words, rect in drawn if rect.bottom < menu.top]
    apart = [(words, rect.inflate(2 * GAP, 0)) for words, rect in above_menu]  # a gap each side
    assert [(a, b) for i, (a, ra) in enumerate(apart) for b, rb in apart[i + 1:]
            if ra.colliderect(rb)] == []
