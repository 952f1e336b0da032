"""Peek and Run's scores, badges and sides: a point, partners' names and results,
markers left, the order of play, and a tip beside an opponent's card."""

from dataclasses import replace

import pygame
import pytest

from tests.scenes.conftest import (
    go_on_from_results,
    play_until,
    run,
    texts_drawn,
    words_drawn,
)
from tests.scenes.peek_and_run_drivers import partners_results


def test_a_score_of_one_reads_one_point(quick_app):
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal"], 3, {"markers": 12})
    table.session.state.scores[0] = 1
    drawn = words_drawn(app)
    app.stack.push(table)
    run(app, 3)
    assert "1 pt" in drawn and "0 pts" in drawn
    assert "1 pts" not in drawn


def test_a_side_of_two_names_itself_clear_of_its_score(quick_app):
    """Four players: "Red & Yellow (you)" beside "0 pts" ran into it; the name stands
    alone, "you" goes on the line below, and every word stays inside the badge."""
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal", "normal", "normal"], 3, {})
    app.stack.push(table)
    run(app, 3)
    part = next(p for p in table.still_parts() if "Red & Yellow" in repr(p.key))
    with texts_drawn(app) as drawn:
        part.draw(app.screen.copy())
    words = dict(drawn)
    assert "Red & Yellow" in words and words["Red & Yellow"].right < words["0 pts"].left
    assert any(w.startswith("you") for w in words)
    assert all(part.rect.contains(rect) for _, rect in drawn)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_markers_left_are_said_inside_each_sides_badge(quick_app, players):
    """Limited markers: "10 markers left" sat on the badge's border with two sides and
    was not drawn at all with three; it now shares the line under the name."""
    app = quick_app
    seats = ["human"] + ["normal"] * (players - 1)
    table = app.screens.table("peek-and-run", seats, 3, {"markers": 10})
    app.stack.push(table)
    run(app, 3)
    badges = [p for p in table.still_parts() if p.name.startswith("scores:") and
              p.name[len("scores:"):].isdigit()]
    assert len(badges) == (2 if players == 4 else players)
    for part in badges:
        box = part.rect.inflate(-2, -2)  # the badge itself
        table.drawing.looks.clear()  # drawn afresh, not blitted from its kept picture
        with texts_drawn(app) as drawn:
            part.draw(app.screen.copy())
        assert any("markers left" in words for words, _ in drawn), drawn
        inside = box.inflate(-6, -6)  # clear of the turn's border
        assert all(inside.contains(rect) for _, rect in drawn), drawn


def test_a_partners_turn_is_not_called_yours(quick_app):
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal", "normal", "normal"], 3, {})
    app.stack.push(table)
    run(app, 3)
    view = table.session.state.view(0)
    assert view.sides[2] == view.sides[0]  # Yellow plays with Red
    for acting in (0, 2):
        badge = table.drawing.panels.side_badge(replace(view, to_act=(acting,)), view.sides[0])
        said = " / ".join(words_of_badge(app, badge))
        assert ("your turn" in said) == (acting == 0), said
        assert ("Yellow to play" in said) == (acting == 2), said


def words_of_badge(app, badge) -> list[str]:
    from scenes.widgets.badge import draw_badge
    with texts_drawn(app) as drawn:
        draw_badge(app.screen.copy(), app.text, pygame.Rect(20, 46, 290, 70), badge)
    return [words for words, _ in drawn]


def test_partners_results_count_their_side_once(quick_app):
    """Red made the line for Red & Yellow: the results say the side scored, once."""
    words = partners_results(quick_app, ((1, 0, 1, 0), (2, 0, 2, 0)))
    assert "1st  Red & Yellow: 2  (hand 1: +1)" in words
    assert "2nd  Blue & Purple: 0  (hand 1: 0)" in words
    assert not any(text.startswith(("Red: ", "Yellow")) for text in words)


def test_partners_results_rank_the_sides_best_first_with_each_hands_points(quick_app):
    """The sides' lines were in seat order, unranked, with the last hand's points alone."""
    words = partners_results(quick_app, ((0, 1, 0, 1), (0, 1, 0, 1)),
                             ((1, 0, 1, 0), (1, 1, 1, 1)), ((-1, 0, -1, 0), (0, 1, 0, 1)))
    lines = [w for w in words if "&" in w and ":" in w]
    assert lines == ["1st  Blue & Purple: 1  (hands 1\u20133: +1 0 0)",
                     "2nd  Red & Yellow: 0  (hands 1\u20133: 0 +1 -1)"]
    tied = partners_results(quick_app, ((1, 0, 1, 0), (1, 0, 1, 0)), ((0, 1, 0, 1), (1, 1, 1, 1)))
    assert [w for w in tied if "&" in w and ":" in w] == [
        "=1st  Red & Yellow: 1  (hands 1\u20132: +1 0)",
        "=1st  Blue & Purple: 1  (hands 1\u20132: 0 +1)"]


def test_a_tip_on_an_opponents_card_stands_beside_it_not_over_their_name(quick_app):
    """"Look at Blue's card 1" above Blue's first card covered Blue's badge: it stands
    over or under the card, where it covers nothing."""
    from scenes.tables.kit.chrome import CURSOR_MARGIN
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal"], 3, {})
    app.stack.push(table)
    run(app, 5)
    card = table.geometry.opponent_card_rect(1, 0).inflate(2 * CURSOR_MARGIN, 2 * CURSOR_MARGIN)
    size = app.text.render("Look at Blue's card 1", 22, (0, 0, 0), True).get_rect() \
        .inflate(20, 10).size
    tip = table.chrome.tip_box(size, card, app.screen.get_rect())
    badge = next(part.rect for part in table.still_parts() if part.name == "badge:1")
    assert not tip.colliderect(badge) and not tip.colliderect(card)
    assert tip.bottom < card.top or tip.top > card.bottom  # said just over or under the card
    assert tip.left < card.centerx < tip.right


def test_three_players_are_told_the_order_of_play_as_it_turns_round(quick_app):
    """With three, play goes clockwise and anticlockwise by turns from deal to deal
    (rules, Three Players); nothing on the table said so."""
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal", "normal"], 4, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=4, level="easy")
    go_on_from_results(app)  # hand 1 as it ended, then its results: on to hand 2
    view = table.view
    assert view.hands_dealt == 2 and view.direction == -1
    first = (view.dealer + 1) % 3  # the dealer's left begins, then play goes the other way
    order = [table.short_name((first - step) % 3) for step in range(3)]
    said = [line.public for line in table.log]
    heading = said.index("\u2014 Hand 2 \u2014")
    assert said[heading - 1].startswith("Hand 1 over: ")  # the hand's end told first
    assert said[heading + 1] == f"{', '.join(order)} play in turn"
    table.still.forget()
    with texts_drawn(app) as drawn:
        table.draw(app.screen)
    assert any(words.startswith("Hand 2 \u2014") and words.endswith("turns \u2191")
               for words, _ in drawn)




def test_partners_final_chart_draws_a_line_a_side_named_inside_its_box(quick_app):
    """Partners share a total: the chart drew two lines one on the other, each named
    for one partner.  It draws a line a side, named as the results name it."""
    from game.core import HandEnded, MatchEnded, Outcome
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal", "normal", "normal"], 3, {})
    app.stack.push(table)
    run(app, 3)
    for number, (points, totals) in enumerate(
            [((1, 0, 1, 0), (1, 0, 1, 0)), ((0, 1, 0, 1), (1, 1, 1, 1))], start=1):
        table.session.hands.append(HandEnded(number, points, totals, "a line of four"))
    ended = MatchEnded(Outcome((1, 1, 1, 1), (0, 1, 2, 3), (0.5,) * 4), "a tie")
    overlay = table.results_scene(ended)
    app.stack.push(overlay)
    assert [(line.seat, line.name, line.totals) for line in overlay.chart] == [
        (0, "Red & Yellow", (0, 1, 1)), (1, "Blue & Purple", (0, 0, 1))]
    run(app, 2)
    with texts_drawn(app) as drawn:
        overlay.draw(app.screen)
    names = [rect for words, rect in drawn if words in ("Red & Yellow", "Blue & Purple")
             and overlay.chart_rect().collidepoint(rect.midleft)]
    assert len(names) == 2 and all(overlay.chart_rect().contains(rect) for rect in names)
