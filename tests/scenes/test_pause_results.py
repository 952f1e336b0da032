"""Pause offers Restart (asked first); results never start a match on a hasty press."""

import re

import pygame

from scenes.core import storage
from scenes.screens.menu import MainMenu
from scenes.screens.results import BOX
from scenes.widgets import theme
from scenes.widgets.overlay import dim
from tests.scenes.conftest import asking, key, pad, run, stack_names, texts_drawn, top
from tests.scenes.drivers import open_restart, table_app


def test_restart_asks_first_then_deals_again_with_the_same_setup(make_app):
    app, table = table_app(make_app)
    key(app, "return")  # a move of ours
    run(app, 3)
    assert storage.load_match() is not None
    open_restart(app)
    assert app.stack.top.menu.current.label == "No, keep playing"
    key(app, "return")  # the answer chosen first changes nothing
    assert top(app) == "PauseScene" and app.stack.scenes[-2] is table
    key(app, "return")
    assert asking(app) == "Restart this match?"
    pad(app, pygame.CONTROLLER_BUTTON_B)  # B is No too
    assert top(app) == "PauseScene"
    key(app, "return")
    key(app, "down")
    key(app, "return")  # Yes, deal again
    fresh = app.stack.top
    assert top(app) == "ProcessionTable" and fresh is not table
    assert stack_names(app) == ["MainMenu", "ProcessionTable"]
    assert fresh.session.seats == table.session.seats
    assert fresh.session.options == table.session.options
    assert len(fresh.session.actions) <= 1  # the AI may have answered; our move is gone
    assert storage.load_match() is None or storage.load_match()["seed"] == fresh.session.seed


def test_restart_drops_the_match_left_even_while_its_last_save_is_being_written(
        make_app, monkeypatch):
    """A slow disk still writing the last move when Restart is chosen: that write
    used to land after the save was removed, and Continue offered the dropped match."""
    from tests.scenes.drivers import Gate
    app, table = table_app(make_app)
    gate = Gate(monkeypatch)
    key(app, "return")  # a move of ours: its save waits at the gate
    run(app, 3)
    open_restart(app)
    key(app, "down")
    key(app, "return")  # Yes, deal again
    fresh = app.stack.top
    assert fresh is not table and not fresh.session.actions
    gate.open.set()
    assert storage.load_match() is None


def play_to_the_end_mashing_enter(app, table):
    for _ in range(400):
        if top(app) == "ResultsOverlay":
            return
        key(app, "return", frames=1)
    raise AssertionError("the match did not end")


def test_mashing_enter_through_the_last_move_starts_nothing(make_app):
    app, table = table_app(make_app, options={"n": 4})
    play_to_the_end_mashing_enter(app, table)
    results = app.stack.top
    assert results.final
    assert results.menu.current.label == "See the table"  # harmless, never Play again
    for _ in range(20):  # still mashing, a third of a second: every press ignored
        key(app, "return", frames=1)
        assert app.stack.top is results and not results.peeking
    assert app.stack.scenes[-2] is table
    run(app, 60)  # the results have been read
    key(app, "return")  # See the table: the overlay stands aside
    assert app.stack.top is results and results.peeking
    key(app, "return")  # any press brings the results back
    assert not results.peeking and app.stack.scenes[-2] is table
    key(app, "down")
    key(app, "return")  # Menu: the game stays chosen
    assert top(app) == "MainMenu" and app.stack.top.game.id == "procession"


def test_moving_the_choice_shows_the_player_is_reading(make_app):
    app, table = table_app(make_app, options={"n": 4})
    play_to_the_end_mashing_enter(app, table)
    key(app, "down")
    key(app, "down")
    assert app.stack.top.menu.current.label == "Play again"
    key(app, "return")  # a deliberate choice is taken at once
    assert top(app) == "ProcessionTable" and app.stack.top is not table


def beside_the_box(app) -> bytes:
    """The dimmed table left of the results box (the box's menu glows in time)."""
    return pygame.image.tobytes(app.screen.subsurface((0, 0, BOX.x, BOX.bottom)).surface, "RGB")


def ended_beside_the_results(make_app):
    """A Peek and Run table whose first hand has ended, its results up: their box
    stands beside the board, over the log, so the table stays in view under them."""
    from tests.scenes.conftest import play_until
    app = make_app()
    app.prefs.ai_pace = app.prefs.animation_speed = "instant"
    app.stack.push(MainMenu(app))
    table = app.screens.table("peek-and-run", ["human", "normal"], 5, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: len(table.session.hands) == 1)
    for _ in range(900):
        run(app, 1)
        if top(app) == "ResultsOverlay":
            break
    assert top(app) == "ResultsOverlay" and not app.stack.top.hides_table
    return app, table


def test_results_keep_the_dimmed_table_instead_of_drawing_it_every_frame(make_app):
    app, table = ended_beside_the_results(make_app)
    drawn = []
    table_draw = table.draw
    table.draw = lambda surface: (drawn.append(1), table_draw(surface))
    overlay = app.stack.top
    for _ in range(30):  # drawn until its last move's parts are all drawn, then kept
        run(app, 1)
        if overlay.below is not None:
            break
    assert overlay.below is not None
    first = beside_the_box(app)
    drawn.clear()
    run(app, 5)
    assert not drawn  # kept since
    assert beside_the_box(app) == first
    key(app, "escape")  # pause over the results, and back: the table is drawn again
    assert top(app) == "PauseScene"
    key(app, "escape")
    assert top(app) == "ResultsOverlay"
    assert drawn
    again = beside_the_box(app)  # the table may differ (the pointer's lift is gone)
    drawn.clear()
    run(app, 3)
    assert not drawn and beside_the_box(app) == again


def drawn_texts(app, overlay) -> dict[str, pygame.Rect]:
    """What the overlay writes in a frame, each text with the rect it takes."""
    with texts_drawn(app) as drawn:
        overlay.draw(app.screen)
    return dict(drawn)


def score_lines(texts: dict, table) -> list[pygame.Rect]:
    names = [table.seat_name(seat) for seat in range(len(table.session.seats))]
    def names_a_player(text: str) -> bool:
        words = re.sub(r"^=?\d+(st|nd|rd|th)  ", "", text).removeprefix("\u2605 ")
        return any(words in (name, f"{name} wins", f"{name} shares the win")
                   or words.startswith(f"{name}: ") for name in names)
    return [rect for text, rect in texts.items() if names_a_player(text)]


def assert_laid_out(overlay, lines) -> None:
    """Every score inside the box, none on another, all above the menu."""
    menu_top = min(rect.top for rect in overlay.menu.rects)
    assert len(lines) == len(overlay.table.session.seats)
    for i, rect in enumerate(lines):
        assert overlay.box.contains(rect) and rect.bottom < menu_top
        assert not any(rect.colliderect(other) for other in lines[i + 1:])


def test_the_results_box_is_as_tall_as_two_players_results_need(make_app):
    app, table = table_app(make_app, options={"n": 4})
    play_to_the_end_mashing_enter(app, table)
    overlay = app.stack.top
    run(app, 1)
    texts = drawn_texts(app, overlay)
    lines = score_lines(texts, table)
    assert_laid_out(overlay, lines)
    winner = table.seat_name(overlay.event.outcome.winners[0])
    assert any(text.startswith(f"1st  \u2605 {winner}: made the last move")  # ranked, and
               for text in texts)  # Procession counts no points: no "1" and "0"
    assert not any(text.endswith((": 0", ": 1")) for text in texts)
    menu_top = min(rect.top for rect in overlay.menu.rects)
    assert menu_top - max(rect.bottom for rect in lines) < 80  # no empty half box
    assert overlay.box.height < BOX.height - 150
    border = app.screen.get_at((overlay.box.centerx, overlay.box.bottom - 2))[:3]
    assert border == theme.GOLD  # the panel is drawn where the box is


def test_twelve_players_results_are_ranked_in_one_table_clear_of_the_menu(quick_app):
    from game.core import HandEnded
    from scenes.screens.results import ResultsOverlay
    app = quick_app
    app.stack.push(MainMenu(app))
    table = app.screens.table("no-lookie", ["human"] + ["random"] * 11, 3, {})
    app.stack.push(table)
    run(app, 2)
    event = HandEnded(hand=2, points=tuple(range(12)), totals=tuple(range(10, 22)),
                      summary="Player 12 knocked and the round ended: every player's lowest "
                              "column was counted and the winner of the round took the lot")
    overlay = ResultsOverlay(app, table, event)
    app.stack.push(overlay)
    run(app, 1)
    texts = drawn_texts(app, overlay)
    lines = score_lines(texts, table)
    assert_laid_out(overlay, lines)
    assert len({rect.left for rect in lines}) == 1  # one column of names, a row each
    ranked = sorted(lines, key=lambda rect: rect.top)
    names = {rect.top: text for text, rect in texts.items() if rect in ranked}
    assert [names[rect.top] for rect in ranked] == [
        table.seat_name(seat) for seat in reversed(range(12))]  # the highest total first
    assert "1st" in texts and "12th" in texts
    assert "Round 2 over" in texts  # No Lookie deals rounds, not hands
    # the box stands over the cards, so the table is out of sight, with a way to look
    assert [item.label for item in overlay.menu.items] == ["Next round", "See the table"]


def test_the_table_kept_under_the_results_is_the_table_as_it_ended(make_app):
    """The last move changes many parts, which the still layer draws over a few frames:
    the picture kept under the results is taken once they are all drawn."""
    app, table = ended_beside_the_results(make_app)
    overlay = app.stack.top
    while overlay.below is None:
        run(app, 1)
    fresh = app.screen.copy()
    table.still.forget()
    table.draw(fresh)
    dim(fresh)
    assert pygame.image.tobytes(overlay.below.surface, "RGB") == \
        pygame.image.tobytes(fresh.surface, "RGB")


def test_a_refusal_shown_as_the_match_ended_is_not_left_on_the_table_below(make_app):
    app, table = table_app(make_app, options={"n": 4})
    play_to_the_end_mashing_enter(app, table)  # the last presses come on Blue's turn
    assert top(app) == "ResultsOverlay"
    assert table.chrome.message is None


def test_see_the_table_shows_the_table_for_serpents_results_too(quick_app):
    """Serpent's results draw their own table of hands; "See the table" still stands
    them aside."""
    from game.core import MatchEnded, Outcome
    from scenes.screens.results import PEEK_NOTE
    app = quick_app
    app.stack.push(MainMenu(app))
    table = app.screens.table("serpent", ["human", "normal"], 3, {})
    app.stack.push(table)
    run(app, 2)
    ended = MatchEnded(Outcome(scores=(12, 7), winners=(0,), rewards=(1.0, 0.0)),
                       "Player 1 wins 12 to 7")
    overlay = table.results_scene(ended)
    app.stack.push(overlay)
    run(app, 60)  # past the moment a press is taken for one meant for the last move
    assert "Match over" in drawn_texts(app, overlay)
    key(app, "return")  # "See the table", chosen first
    words = drawn_texts(app, overlay)
    assert PEEK_NOTE in words and "Match over" not in words
    key(app, "return")
    assert "Match over" in drawn_texts(app, overlay)


def test_the_last_hands_results_lead_to_the_final_results_not_a_next_hand(quick_app):
    """A match's last hand offered "Next hand", and there was none: the match's results
    came instead.  Its button now says so."""
    import random

    from game.registry import get_game, make_agent
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal"], 4, {"target": 1})
    app.stack.push(table)
    brain, rng = make_agent(get_game("peek-and-run"), "normal"), random.Random(2)
    labels = []
    for _ in range(3000):
        run(app, 1)
        overlay = app.stack.top
        if top(app) == "ResultsOverlay":
            if not labels or labels[-1][0] is not overlay:
                labels.append((overlay, [item.label for item in overlay.menu.items]))
            if overlay.final:
                break
            key(app, "return", frames=10)
        elif table.session.humans_to_act() and not table.anim.busy:
            state = table.session.state
            table.play(0, brain.choose(state.view(0), state.legal_actions(0), rng))
    assert labels and labels[-1][0].final, labels
    last_hand = labels[-2][1]
    assert last_hand == ["Final results"], labels
    assert all(items == ["Next hand"] for _, items in labels[:-2]), labels


def pause_hint_on(app, label: str) -> list[str]:
    """The words drawn at the pause panel's foot with the cursor on `label`."""
    while app.stack.top.menu.current.label != label:
        key(app, "down")
    with texts_drawn(app) as drawn:
        app.stack.top.draw(app.screen)
    panel_foot = app.stack.top.menu.rects[-1].bottom
    return [words for words, rect in drawn if rect.top > panel_foot]


def test_pause_says_whether_quitting_keeps_the_match(make_app):
    """"Quit to menu" said nothing of the match: a player could not tell it is kept
    (it is, for Continue) or, against the computer alone, that it is not."""
    app, table = table_app(make_app)
    key(app, "escape")
    assert " ".join(pause_hint_on(app, "Quit to menu")) == (
        "The match is kept for Continue on the menu.")
    key(app, "escape")
    app.stack.pop()
    app.stack.push(app.screens.table("procession", ["random", "random"], 5, {"n": 9}))
    run(app, 2)
    key(app, "escape")
    assert pause_hint_on(app, "Quit to menu") == ["This match is not kept."]
    assert pause_hint_on(app, "Restart") == ["A new deal, the same players and options."]


def test_results_rank_the_players_with_each_hand_and_say_ties_as_ties(quick_app):
    from game.core import HandEnded
    from scenes.screens.results import ResultsOverlay
    app = quick_app
    app.stack.push(MainMenu(app))
    table = app.screens.table("peeper", ["human", "normal", "normal"], 3, {})
    app.stack.push(table)
    run(app, 2)
    first = HandEnded(hand=1, points=(-3, 0, -6), totals=(97, 100, 94), summary="")
    second = HandEnded(hand=2, points=(0, -3, -2), totals=(97, 97, 92), summary="")
    table.session.hands[:] = [first, second]
    overlay = ResultsOverlay(app, table, second)
    app.stack.push(overlay)
    run(app, 90)  # the tally has counted in
    assert [(place, seat) for place, seat, _ in overlay.standings()] == [
        ("=1st", 0), ("=1st", 1), ("3rd", 2)]
    texts = drawn_texts(app, overlay)
    assert {"1", "2", "-3", "-6", "-2", "97", "92"} <= set(texts)


RESULTS_AT = [("peek-and-run", ["human", "normal"]), ("serpent", ["human", "normal"]),
              ("precognition", ["human", "normal", "normal"]), ("procession", ["human", "normal"]),
              ("peeper", ["human", "normal", "normal", "normal"]),
              ("no-lookie", ["human", "normal", "normal", "normal"]),
              ("no-lookie", ["human"] + ["normal"] * 6)]


def first_results(app, game_id, seats):
    """The table, played to its first results, and those results."""
    from tests.scenes.conftest import play_until
    table = app.screens.table(game_id, seats, 3, {})
    app.stack.reset(table)
    run(app, 2)
    play_until(table, lambda: len(table.session.hands) >= 1 or table.session.state.is_over)
    for _ in range(900):
        run(app, 1)
        if "Results" in top(app):
            return table, app.stack.top
    raise AssertionError(f"{game_id}: no results came")


def test_results_never_stand_over_the_game_they_hide_the_table_and_offer_a_look(quick_app):
    """The round's results stood over No Lookie's reveal, Procession's final row and
    Peeper's hands: a box stands clear of every card, cell and row of the table under
    it, or the table is not drawn under it at all, and "See the table" shows it."""
    app = quick_app
    for game_id, seats in RESULTS_AT:
        table, overlay = first_results(app, game_id, seats)
        run(app, 60)  # past the moment a press is taken for one meant for the last move
        over = [name for name, rect in table.game_rects().items()
                if rect.colliderect(overlay.box)]
        if not overlay.hides_table:
            assert not over, (game_id, over)
            continue
        assert over and overlay.opaque, game_id  # the stack draws no table under it
        assert overlay.box.center == (theme.WIDTH // 2, theme.HEIGHT // 2), game_id
        drawn = []
        table_draw = table.draw
        table.draw = lambda surface: (drawn.append(1), table_draw(surface))
        run(app, 2)
        assert not drawn, game_id
        while overlay.menu.current.label != "See the table":
            key(app, "down")
        key(app, "return")
        assert overlay.peeking and not overlay.opaque, game_id
        run(app, 2)
        assert drawn, game_id  # the table as it is, results set aside
        key(app, "return")  # any press brings them back
        assert not overlay.peeking and app.stack.top is overlay, game_id
        table.draw = table_draw


def test_a_long_peek_and_run_match_keeps_its_results_beside_the_board(quick_app):
    """After seven hands the results grew a column a hand and reached over the board's
    last column: the latest hands have columns as the log's column has room for, the
    earlier ones summed up."""
    from dataclasses import replace

    from game.core import HandEnded
    app = quick_app
    table, overlay = first_results(app, "peek-and-run", ["human", "normal"])
    overlay.close()
    hand = table.session.hands[0]
    table.session.hands[:] = [replace(hand, hand=n + 1) for n in range(12)]
    twelfth = HandEnded(hand=12, points=(0, 1), totals=(4, 4), summary="Hand 12: Blue made a line")
    results = table.results_scene(twelfth)
    assert results.box.left >= table.layout["log"].x and results.box.right <= theme.WIDTH
    assert not results.hides_table
    texts = drawn_texts(app, results)
    assert "12" in texts and "(and" in " ".join(texts)  # the latest, and the rest summed up


def test_the_final_results_chart_each_players_score_hand_by_hand(quick_app):
    """A line a player, from their score before the first hand to the match's end,
    beside the ranked table: the results of a match take the screen, the table a
    press away."""
    from scenes.widgets.chart import chart_points
    from tests.scenes.conftest import play_until
    app = quick_app
    table = app.screens.table("serpent", ["human", "normal"], 3, {})
    app.stack.reset(table)
    run(app, 2)
    play_until(table, lambda: table.session.state.is_over)
    for _ in range(900):
        run(app, 1)
        if "Results" in top(app) and app.stack.top.final:
            break
        if "Results" in top(app):
            app.stack.top.close()
    overlay = app.stack.top
    assert overlay.final and overlay.hides_table and overlay.chart
    hands = table.session.hands
    for line in overlay.chart:
        assert line.totals == (hands[0].totals[line.seat] - hands[0].points[line.seat],
                               *(hand.totals[line.seat] for hand in hands))
        assert line.totals[-1] == overlay.event.outcome.scores[line.seat]
    rect = overlay.chart_rect()
    assert overlay.box.contains(rect) and not rect.colliderect(overlay.body)
    points = chart_points(rect, overlay.chart)
    for hand in range(len(hands) + 1):
        xs = {points[line.seat][hand][0] for line in overlay.chart}
        assert len(xs) == 1  # one column a hand, left to right
        by_total = sorted(overlay.chart, key=lambda line: line.totals[hand])
        ys = [points[line.seat][hand][1] for line in by_total]
        assert ys == sorted(ys, reverse=True)  # the higher the total, the higher the point
    run(app, 1)
    panel_colour = app.screen.get_at((rect.x + 2, rect.bottom - 2))
    for line in overlay.chart:
        assert all(app.screen.get_at(point) != panel_colour for point in points[line.seat])
    assert "Score after each hand" in drawn_texts(app, overlay)
