"""History and replays: a finished match is kept, listed, and watched again on its
table with every hand open, driven by real input through the real loop."""

import json
import re

import pygame
import pytest

from game.peeper.patterns import tile_name
from scenes.core import storage
from scenes.match import history
from scenes.match.session import Session
from scenes.screens.menu import MainMenu
from tests.scenes.conftest import click, key, pad, run, texts_drawn, top
from tests.scenes.drivers import finished_session, open_replay, open_replays, played_by_normal
from tests.scenes.peeper_drivers import KEYS, drive


def test_a_finished_match_is_found_in_history_and_replayed_across_a_hand_boundary(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.prefs.reaction_seconds = 1.0
    table = app.screens.table("peeper", ["human", "normal"], 3, {"game_end": "hands"})
    app.stack.push(table)
    session = table.session
    shown = []  # what the match showed its player after each move
    apply = session.apply

    def apply_and_remember(seat, action):
        events = apply(seat, action)
        shown.append(session.state.view(0))
        return events
    session.apply = apply_and_remember
    drive(app, table, lambda a, step, seat: key(a, KEYS[step], frames=1))
    assert session.state.is_over

    open_replays(app)
    listed = app.stack.top.matches
    assert len(listed) == 1 and listed[0]["actions"] == [list(a) for a in session.actions]
    key(app, "return")
    assert top(app) == "ReplayScene"
    replay = app.stack.top
    assert replay.total == len(shown) and replay.position == 0
    boundary = replay.starts[1]  # the first move of the second hand

    key(app, "e")  # to the next hand's start
    assert replay.position == boundary
    assert replay.table.view == shown[boundary - 1]
    assert f"Move {boundary} of {len(shown)} \u00b7 Hand 2" in replay.table.chrome.status_words()
    key(app, "left")  # one move back: the end of hand 1
    assert replay.position == boundary - 1
    assert replay.table.view == shown[boundary - 2]
    assert "Hand 1" in replay.table.chrome.status_words()
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # and forward again, on a controller
    assert replay.position == boundary
    assert replay.table.view == shown[boundary - 1]
    assert replay.table.log[-1].text_for(0) == table.log[
        max(i for i, line in enumerate(table.log) if line.move == boundary - 1)].text_for(0)

    # every hand is open: the other seat's tiles are drawn face up, as that seat held them
    drawn = []
    art = replay.table.drawing.open_tiles
    image = art.image
    art.image = lambda label, *rest: drawn.append(label) or image(label, *rest)
    replay.table.still.forget()  # every part drawn again, none kept from before
    run(app, 1)
    rebuilt = Session.from_record(replay.record)
    rebuilt._replay(rebuilt.actions[:boundary])
    other = rebuilt.state.view(1).hand
    assert other and drawn == [tile_name(tile) for tile in other]

    key(app, "backspace")
    assert top(app) == "ReplaysScene"


def test_the_replay_plays_itself_at_the_chosen_speed_and_takes_no_moves(make_app, home):
    app = make_app()
    session = finished_session()
    history.keep_later(session, session.state.outcome())
    open_replays(app)
    click(app, app.stack.top.menu.rects[0].center)
    replay = app.stack.top
    assert top(app) == "ReplayScene"
    key(app, "x")  # 1x -> 2x
    assert replay.speed == 2.0
    key(app, "return")  # play
    run(app, 60)
    assert replay.position >= 1
    key(app, "return")  # pause
    stopped = replay.position
    run(app, 120)
    assert replay.position == stopped
    assert replay.table.session.actions == session.actions[:stopped]
    key(app, "q")  # back to the start of the hand (Procession has one)
    assert replay.position == 0
    before = list(history.record_paths())
    replay.go_to(replay.total)  # a replayed ending is not a new finished match
    storage.flush_saves()
    assert history.record_paths() == before


def test_only_the_newest_100_are_kept_and_listed_newest_first(make_app, home):
    session = finished_session()
    for _ in range(history.KEEP + 2):
        history.keep_later(session, session.state.outcome())
        storage.flush_saves()
    matches, problems = history.finished_matches()
    assert not problems
    assert len(matches) == history.KEEP == len(history.record_paths())
    finished = [m["finished"] for m in matches]
    assert finished == sorted(finished, reverse=True)
    assert matches[0]["result"] and matches[0]["names"] == ["You", "Normal"]


def test_matches_without_a_player_never_reach_history(make_app, home):
    app = make_app()
    ai_only = app.screens.table("procession", ["normal", "normal"], 1, {})
    assert ai_only.session.recorder is None  # nobody's match: nothing keeps it
    finished_session(seats=("normal", "normal"), recorded=False)
    finished_session(recorded=False)  # the demo, a tutorial
    storage.flush_saves()
    assert history.record_paths() == []


def test_an_unreadable_history_file_is_set_aside_not_deleted(make_app, home):
    folder = home / "history"
    folder.mkdir()
    (folder / "20200101-000000-000000000-serpent.json").write_text("{not json")
    record = finished_session(recorded=False).record()  # no "result", no "names"
    wrong = {**json.loads(storage.save_text(record)), "finished": 1.0}
    (folder / "20200102-000000-000000000-procession.json").write_text(json.dumps(wrong))
    app = make_app()
    open_replays(app)
    assert app.stack.top.matches == []
    kept = sorted(p.name for p in folder.iterdir())
    assert len(kept) == 2 and all(".json.unreadable-" in name for name in kept)
    assert "could not be read" in app.toast[0]
    key(app, "escape")
    assert top(app) == "MainMenu"


def test_a_precognition_replay_shows_every_hand_and_every_prediction(make_app, home):
    app = make_app()
    replay = open_replay(app, played_by_normal("precognition", seed=3))
    for _ in range(replay.total):  # on into the placing: three cards in the row
        if len(replay.table.view.row) >= 3:
            break
        key(app, "right", frames=1)
    run(app, 60)
    assert len(replay.table.view.row) >= 3
    assert "Deal 1" in replay.table.chrome.status_words()  # Precognition deals, it has no hands
    table = replay.table
    drawn, written = [], []
    drawing = table.drawing
    card_image, draw_change = drawing.card_image, drawing.draw_change
    drawing.card_image = lambda card, art=None: drawn.append(card) or card_image(card, art)
    drawing.draw_change = lambda letter, *a, **k: (written.append(letter)
                                                   or draw_change(letter, *a, **k))
    table.still.forget()  # every part drawn, none kept from before
    table.draw(app.screen)
    state = table.session.state
    for seat in range(3):
        assert set(state.view(seat).hand) <= set(drawn), f"seat {seat}'s hand is not shown"
    strings = "".join(state.view(seat).string for seat in range(3))
    assert len(written) >= len(strings) + len(state.view(0).changes)


def test_a_no_lookie_replay_shows_every_tableau_card_face_up_where_it_lies(make_app, home):
    app = make_app()
    replay = open_replay(app, played_by_normal("no-lookie", seed=2))
    for _ in range(6):  # a few moves into the first round
        key(app, "right", frames=1)
    run(app, 30)
    table, state = replay.table, replay.table.session.state
    for seat in range(3):
        for slot in range(5):
            assert table.shown_card(seat, slot) == state.tableau[5 * seat + slot]
    assert None in state.view(0).tableaus[1]  # what the player never saw is open too


def words_on_screen(app) -> list[str]:
    with texts_drawn(app) as drawn:
        app.stack.top.draw(app.screen)
    return [words for words, _ in drawn]


def test_the_replays_count_their_matches_and_offer_no_choice_of_none(make_app, home):
    app = make_app()
    app.stack.push(MainMenu(app))
    open_replays(app)
    words = words_on_screen(app)
    empty = " / ".join(words)
    assert "No finished matches yet" in empty and "0 finished" not in empty
    assert "choose" not in words[-1] and words[-1].endswith("back")  # the keys: back only
    key(app, "escape")
    finished_session()  # kept in history as it ends
    storage.flush_saves()
    open_replays(app)
    one = " / ".join(words_on_screen(app))
    assert "1 finished match, newest first" in one and "choose" in one


def test_the_replay_status_fits_peek_and_runs_narrow_status_line(make_app):
    app = make_app()
    replay = open_replay(app, finished_session("peek-and-run", ("human", "normal")))
    run(app, 2)
    replay.go_to(replay.total)
    run(app, 2)
    table = replay.table
    words = table.chrome.status_words()  # shortened only where the status line is narrow
    assert re.search(f"Move {replay.total}( of |/){replay.total} \u00b7 Hand ", words)
    width = app.text.render(words, 26).get_width()
    assert width <= table.layout["status"].width


def test_a_many_player_match_is_listed_on_one_line_that_fits(make_app, home):
    session = finished_session()
    history.keep_later(session, session.state.outcome())
    open_replays(app := make_app())
    replays = app.stack.top
    colours = ["Blue", "Yellow", "Purple", "Teal", "Orange", "Pink", "Grey", "Green", "Brown",
               "White", "Black"]
    # a twelve-player No Lookie match, as its record names the players
    match = dict(replays.matches[0], names=["You"] + [f"Normal ({c})" for c in colours])
    detail = replays.detail(match)
    assert "You vs Normal \u00d711" in detail and detail.endswith(
        f"{len(session.actions)} moves")
    assert app.text.render(detail, 20).get_width() <= replays.menu.rects[0].width - 36


def test_the_replays_end_names_the_winner_once_however_it_is_reached(make_app):
    app = make_app()
    session = finished_session()
    winner = session.state.outcome().winners[0]
    replay = open_replay(app, session)
    run(app, 2)
    replay.go_to(replay.total - 1)
    key(app, "right")  # the last move, stepped onto
    lines = [line.public for line in replay.table.log]
    assert lines[-1] == f"{replay.table.seat_name(winner)} wins the match"
    replay.go_to(0)
    replay.go_to(replay.total)  # straight to the end
    run(app, 3)
    lines = [line.public for line in replay.table.log]
    assert lines[-1].endswith("wins the match")
    assert sum(line.endswith("wins the match") for line in lines) == 1


@pytest.mark.parametrize("finished", ["1e20", "-1e20", "1e300", "-1e300", "1e400"])
def test_a_finishing_time_out_of_range_is_set_aside_and_the_replays_open(make_app, home,
                                                                          finished):
    good = finished_session()  # kept in history as it ends
    storage.flush_saves()
    [kept] = history.record_paths()
    text = kept.read_text()
    record = json.loads(text)
    bad = home / "history" / "20200101-000000-000000000-procession.json"
    bad.write_text(text.replace(json.dumps(record["finished"]), finished))
    app = make_app()
    open_replays(app)
    assert [m["actions"] for m in app.stack.top.matches] == [[list(a) for a in good.actions]]
    assert app.toast and app.toast[0].startswith(bad.name + " could not be read")
    assert [p.name.split(".unreadable-")[0] for p in (home / "history").iterdir()
            if ".unreadable-" in p.name] == [bad.name]
    key(app, "escape")
    assert top(app) == "MainMenu"
