"""Statistics: counted once for the player's own finished matches, never for the demo or
AI-only tables; the screen is read and reset with the controller alone."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core import Outcome
from game.registry import get_game, make_agent
from scenes.core import storage
from scenes.match import statistics
from scenes.match.recorder import Recorder
from scenes.match.session import Session
from scenes.screens.demo import DemoScene
from tests.scenes.conftest import asking, click, key, pad, run, top
from tests.scenes.drivers import open_statistics

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
DOWN, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def saved_statistics(home) -> dict | None:
    storage.flush_saves()
    path = home / "statistics.json"
    return json.loads(path.read_text()) if path.exists() else None


def settle(app, table, most=300) -> None:
    for _ in range(most):
        if table.session.state.is_over or table.session.humans_to_act() and not table.anim.busy:
            return
        run(app, 1)


def play_procession(app, n: int, seats=("human", "perfect"), table=None) -> None:
    """A match of Procession on its table, the human flipping by keyboard the tile
    perfect play would flip (a win at n=2, a loss whatever they do at n=3)."""
    table = table or app.screens.table("procession", list(seats), 5, {"n": n})
    app.stack.push(table)
    coach, rng = make_agent(get_game("procession"), "perfect"), random.Random(1)
    for _ in range(40):
        settle(app, table)
        if table.session.state.is_over:
            break
        seat = table.session.humans_to_act()[0]
        state = table.session.state
        position = coach.choose(state.view(seat), state.legal_actions(seat), rng).position
        table.controls.refresh_targets()
        while table.targets.cursor_key[1] != position:
            key(app, "right", frames=1)
        key(app, "return", frames=1)
    run(app, 10)
    assert table.session.state.is_over


def test_a_human_win_and_a_loss_are_counted_once_each(quick_app, home):
    play_procession(quick_app, n=2)
    first = saved_statistics(home)["games"]["procession"]
    won = {"played": 1, "won": 1, "lost": 0, "drawn": 0, "best": None, "streak": 1,
           "longest": 1}
    assert first["overall"] == first["opponents"]["perfect"] == won
    key(quick_app, "down")  # the results, left and shown again, count nothing again
    key(quick_app, "up")
    key(quick_app, "return")  # See the table
    assert quick_app.stack.top.peeking
    key(quick_app, "space")  # and back to the results
    assert top(quick_app) == "ResultsOverlay" and not quick_app.stack.top.peeking
    assert saved_statistics(home)["games"]["procession"] == first
    quick_app.stack.pop()
    play_procession(quick_app, n=3)
    record = saved_statistics(home)["games"]["procession"]
    then_lost = {"played": 2, "won": 1, "lost": 1, "drawn": 0, "best": None, "streak": 0,
                 "longest": 1}
    assert record["hands"] == 2 and record["scored_hands"] == 0  # a match of one hand
    assert record["overall"] == then_lost and record["opponents"] == {"perfect": then_lost}


def test_a_match_resumed_from_continue_counts_once_when_it_ends(quick_app, home):
    session = Session(get_game("procession"), ["human", "perfect"], 5, {"n": 3},
                      recorder=Recorder())
    session.apply(0, session.state.legal_actions(0)[0])
    storage.flush_saves()
    assert saved_statistics(home) is None
    table = quick_app.screens.resumed_table(storage.load_match())
    play_procession(quick_app, n=3, table=table)
    again = Session.from_record(table.session.record())  # a finished match, replayed
    assert again.state.is_over
    counted = saved_statistics(home)["games"]["procession"]
    assert counted["overall"]["played"] == 1 and counted["opponents"]["perfect"]["lost"] == 1


def test_points_per_hand_and_best_scores_follow_each_game(home):
    stats = statistics.Statistics()
    from game.core import HandEnded
    hands = [HandEnded(1, (7, 20, 9), (7, 20, 9), ""), HandEnded(2, (3, 1, 8), (10, 21, 17), "")]
    no_lookie = get_game("no-lookie")  # a hand's points are penalties: fewest is best
    statistics.count(stats, no_lookie, ["human", "hard", "hard"],
                     Outcome((4, 1, 0), (0,), (1.0, 0.0, 0.0)), hands)
    statistics.count(stats, no_lookie, ["human", "human", "normal"],
                     Outcome((2, 2, 1), (0, 1), (0.5, 0.5, 0.0)), hands[:1])
    record = stats.games["no-lookie"]
    assert record.matches == 2 and record.hands == 3
    assert record.overall == statistics.OpponentRecord(2, 1, 0, 1, 4, 0, 1)
    assert record.average_points == (7 + 3 + 7) / 3 and record.best_hand == 3
    assert record.opponents["hard"] == statistics.OpponentRecord(1, 1, 0, 0, 4, 1, 1)
    drawn = statistics.OpponentRecord(1, 0, 0, 1, 2, 0, 0)  # a tie for first is a draw
    assert record.opponents["human"] == record.opponents["normal"] == drawn


def test_the_demo_and_ai_only_tables_leave_statistics_untouched(quick_app, home,
                                                                 monkeypatch):
    monkeypatch.setattr("scenes.screens.demo.all_games", lambda: [get_game("procession")] * 2)
    demo = DemoScene(quick_app)
    quick_app.stack.push(demo)
    for _ in range(3000):
        run(quick_app, 1)
        if demo.index == 1:
            break
    assert demo.index == 1, "the demo's first match never ended"
    ai_only = quick_app.screens.table("procession", ["perfect", "easy"], 3, {"n": 5})
    quick_app.stack.push(ai_only)
    run(quick_app, 200)
    assert ai_only.session.state.is_over
    lesson = Session(get_game("procession"), ["human", "perfect"], 5, {"n": 2})  # as a lesson is
    lesson.apply(0, lesson.state.legal_actions(0)[-1])
    assert lesson.state.is_over
    assert saved_statistics(home) is None


def test_a_corrupt_statistics_file_is_set_aside_with_one_line(menu_app, home):
    (home / "statistics.json").write_text("{ not json")
    screen = open_statistics(menu_app)
    assert menu_app.toast and menu_app.toast[0].startswith(
        "statistics.json could not be read (damaged JSON); it was kept as "
        "statistics.json.unreadable-")
    kept = list(home.glob("statistics.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{ not json"
    assert screen.stats == statistics.Statistics()


def test_the_screen_reads_by_controller_and_reset_asks_then_clears(quick_app, home):
    play_procession(quick_app, n=2)
    from scenes.screens.menu import MainMenu
    quick_app.stack.reset(MainMenu(quick_app, "serpent"))
    run(quick_app, 2)
    screen = open_statistics(quick_app, pad, DOWN, A)
    assert screen.game.id == "serpent"  # the game chosen on the menu
    pad(quick_app, RIGHT)
    pad(quick_app, RIGHT)
    assert screen.game.id == "procession"
    pad(quick_app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    pad(quick_app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert screen.game.id == "procession"
    assert "Perfect AI" in drawn_text(quick_app) and "100%" in drawn_text(quick_app)
    pad(quick_app, A)  # Reset statistics...
    assert asking(quick_app) == "Reset all statistics?"
    assert quick_app.stack.top.menu.current.label == "No, keep them"
    pad(quick_app, A)
    assert top(quick_app) == "StatisticsScreen"
    assert saved_statistics(home)["games"]["procession"]["overall"]["played"] == 1
    pad(quick_app, A)
    pad(quick_app, DOWN)
    pad(quick_app, A)  # ...yes
    assert top(quick_app) == "StatisticsScreen"
    assert saved_statistics(home) == {"version": 1, "games": {}}
    assert screen.stats == statistics.Statistics()
    pad(quick_app, B)
    assert top(quick_app) == "MainMenu"


def test_the_mouse_picks_a_game_and_goes_back(menu_app):
    screen = open_statistics(menu_app)
    click(menu_app, screen._tab_rect(4).center)
    assert screen.game.id == "peeper"
    click(menu_app, screen.menu.rects[1].center)  # Back
    assert top(menu_app) == "MainMenu"


def drawn_text(app) -> set[str]:
    """Every string the text cache holds: what the screen has drawn."""
    run(app, 1)
    return {entry[0] for entry in app.text._surfaces}


def test_statistics_of_a_newer_version_are_left_untouched(home):
    newer = '{"version": 99, "games": {"serpent": "kept"}}'
    (home / "statistics.json").write_text(newer)
    session = Session(get_game("procession"), ["human", "perfect"], 5, {"n": 2},
                      recorder=Recorder())
    storage.take_notices()
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.state.is_over
    storage.flush_saves()
    assert (home / "statistics.json").read_text() == newer
    assert any("newer Peek Parlor" in notice for notice in storage.take_notices())


# -- a file that passes for statistics but can't be counted on ---------------------------

MARK = "777777.25"  # stands in the file for the value under test
GAME_FIELDS = ("hands", "scored_hands", "points", "best_hand")


def statistics_text(field: str, value: str, game_id: str = "peek-and-run") -> str:
    """statistics.json holding a record of `game_id` whose `field` (of the game, or
    else of its overall record) is written as `value`."""
    stats = statistics.Statistics()
    record = stats.game(game_id)
    record.hands, record.scored_hands, record.points, record.best_hand = 3, 3, 21.5, 9.5
    record.overall = statistics.OpponentRecord(played=2, won=1, lost=1, best=14.5, longest=1)
    table = stats.to_json()
    written = table["games"][game_id]
    (written if field in GAME_FIELDS else written["overall"])[field] = float(MARK)
    return json.dumps(table).replace(MARK, value)


def set_aside_statistics(home) -> list:
    return list(home.glob("statistics.json.unreadable-*"))


@pytest.mark.parametrize("field", ["played", "won", "hands", "scored_hands", "points",
                                   "longest"])
def test_statistics_holding_null_are_set_aside_and_the_match_is_counted(quick_app, home,
                                                                         field):
    written = statistics_text(field, "null", "procession")
    (home / "statistics.json").write_text(written)
    play_procession(quick_app, n=2)  # the count at the end raised TypeError
    run(quick_app, 2)
    assert [kept.read_text() for kept in set_aside_statistics(home)] == [written]
    assert quick_app.toast and "statistics.json could not be read" in quick_app.toast[0]
    assert saved_statistics(home)["games"]["procession"]["overall"]["played"] == 1


@pytest.mark.parametrize("field, value", [("won", "null"), ("points", "null"),
                                          ("best", "1e400"), ("best_hand", "1e400"),
                                          ("points", "1e400"), ("best", "-1e400"),
                                          ("played", "1e400"), ("points", "1e300")])
def test_the_statistics_screen_opens_on_a_file_it_can_not_count_on(menu_app, home, field,
                                                                    value):
    (home / "statistics.json").write_text(statistics_text(field, value))
    screen = open_statistics(menu_app)
    run(menu_app, 2)
    assert screen.game.id == "peek-and-run" and screen.stats == statistics.Statistics()
    assert menu_app.toast and menu_app.toast[0].startswith("statistics.json could not be read")
    assert len(set_aside_statistics(home)) == 1


@pytest.mark.parametrize("field", ["best", "best_hand", "points"])
def test_a_number_too_large_never_reaches_the_file_the_game_writes(quick_app, home, field):
    (home / "statistics.json").write_text(statistics_text(field, "1e400", "procession"))
    play_procession(quick_app, n=2)
    storage.flush_saves()
    text = (home / "statistics.json").read_text()
    assert "Infinity" not in text and "1e400" not in text
    statistics._newest.clear()  # the next start reads the file again
    stats, problem = statistics.load()
    assert problem is None and stats.games["procession"].overall.played == 1


def test_each_kind_of_opponent_has_a_win_rate_bar_filled_as_far_as_its_wins(menu_app, home):
    """A bar per opponent row, gold as far as the share of matches won: three wins in
    four against Normal fill three quarters, a loss against Hard none."""
    from game.core import HandEnded
    from scenes.screens.statistics import WIN_BAR, StatisticsScreen, win_bar_rect
    from scenes.widgets import theme
    serpent = get_game("serpent")
    hands = [HandEnded(1, (4, 0), (4, 0), "")]
    for won in (True, True, False, True):
        outcome = Outcome((4, 0) if won else (0, 4), (0,) if won else (1,),
                          (1.0, 0.0) if won else (0.0, 1.0))
        statistics.count_match(serpent, ["human", "normal"], outcome, hands)
    statistics.count_match(serpent, ["human", "hard"], Outcome((0, 4), (1,), (0.0, 1.0)), hands)
    storage.flush_saves()
    app = menu_app
    screen = StatisticsScreen(app, "serpent")
    app.stack.push(screen)
    run(app, 20)  # the menu has faded out
    record = screen.stats.games["serpent"]
    rows = sorted(record.opponents, key=lambda kind: ("easy", "normal", "hard").index(kind))
    assert rows == ["normal", "hard"]
    top = 170 + 70 + 40  # the table's first row: the panel, the summary, the headings
    for row, rate in enumerate((0.75, 0.0, 0.6)):  # normal, hard, then every match
        bar = win_bar_rect(top + row * 40)
        gold_to = bar.x + round(WIN_BAR.width * rate)
        middle = bar.centery
        assert tuple(app.screen.get_at((bar.x + 4, middle)))[:3] == (
            theme.GOLD if rate else theme.FELT_DARK)
        if rate:
            assert tuple(app.screen.get_at((gold_to - 4, middle)))[:3] == theme.GOLD
        assert tuple(app.screen.get_at((min(gold_to + 4, bar.right - 4), middle)))[:3] != \
            theme.GOLD
