"""The tutorial scene: every tutorial file played to its end by real input on its
game's own table, wrong choices refused with their reason, leaving and replaying."""

from __future__ import annotations

import pytest

from scenes.core import storage
from scenes.tutorial.coached import tutorial_table
from scenes.tutorial.script import TUTORIAL_DIR, load_tutorial
from tests.scenes.conftest import click, key, run, stack_names, top, words_drawn
from tests.scenes.tutorial_player import choices_for, play_tutorial, rect_of, settle

TUTORIALS = sorted(path.stem for path in TUTORIAL_DIR.glob("*.toml"))


def open_tutorial(app, game_id):
    from scenes.screens.menu import MainMenu
    app.stack.push(MainMenu(app))
    table = tutorial_table(app, game_id)
    app.stack.push(table)
    run(app, 2)
    return table


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_tutorial_plays_to_its_end_by_real_input(game_id, make_app, home):
    app = make_app()  # animations and the other seats at their usual pace
    table = open_tutorial(app, game_id)
    tutorial = load_tutorial(game_id)
    refused = play_tutorial(app, table)
    assert table.coach.finished and app.stack.top is table
    assert [a for a in table.session.actions] == [
        (step.seat, step.move) for step in tutorial.steps if step.move]
    learner_steps = [i for i, s in enumerate(tutorial.steps) if s.for_learner]
    assert refused, "no learner step had a wrong choice to refuse"
    assert set(refused) <= set(learner_steps)
    note = table.coach.note()
    assert " ".join(note.lines) == tutorial.done
    assert note.choices == ["Play a real game", "Again", "Menu"]
    assert not storage.autosave_path().exists()  # a tutorial never touches the save


def test_the_procession_tutorial_refuses_a_wrong_flip_with_its_reason(quick_app):
    table = open_tutorial(quick_app, "procession")
    for _ in range(3):  # the notes before the first move
        key(quick_app, "return")
    settle(quick_app, table)
    assert table.coach.step.move == "flip 4"
    key(quick_app, "left")  # the cursor rests on digit 4, where the coach points
    assert table.targets.current.key == ("digit", 3)
    key(quick_app, "return")
    assert table.chrome.message[0] == "Not yet: flip digit 4 first. It makes 3 \u00b7 1 \u00b7 1, a new set."
    assert table.session.actions == []
    key(quick_app, "right")
    key(quick_app, "return")
    assert table.session.actions[:1] == [(0, "flip 4")]


def test_a_talk_step_goes_on_with_a_click_and_refuses_the_table_until_then(quick_app):
    table = open_tutorial(quick_app, "procession")
    from tests.scenes.conftest import click
    from tests.scenes.tutorial_player import rect_of
    click(quick_app, rect_of(table, "digit/2"))  # a click anywhere reads on
    assert table.coach.step_index == 1 and table.session.actions == []
    key(quick_app, "x")  # the table's own keys don't play while a note is read
    assert table.session.actions == [] and table.coach.step_index == 1


def test_esc_then_quit_leaves_at_step_3_without_a_trace(quick_app, home):
    table = open_tutorial(quick_app, "procession")
    key(quick_app, "return")
    key(quick_app, "return")
    assert table.coach.step_index == 2
    key(quick_app, "escape")
    assert top(quick_app) == "PauseScene"
    for _ in range(3):
        key(quick_app, "down")
    assert quick_app.stack.top.menu.current.label == "Quit to menu"
    key(quick_app, "return")
    assert stack_names(quick_app) == ["MainMenu"]
    assert not storage.autosave_path().exists()


def test_restart_from_the_pause_menu_starts_the_tutorial_again(quick_app):
    table = open_tutorial(quick_app, "procession")
    key(quick_app, "return")
    key(quick_app, "escape")
    for _ in range(4):
        key(quick_app, "down")
    assert quick_app.stack.top.menu.current.label == "Restart"
    key(quick_app, "return")
    key(quick_app, "down")
    key(quick_app, "return")  # yes
    again = quick_app.stack.top
    assert again is not table and again.coach is not None
    assert again.coach.step_index == 0


@pytest.mark.parametrize("choice, scenes", [
    ("Again", ["MainMenu", "CoachedProcessionTable"]),
    ("Menu", ["MainMenu"]),
    ("Play a real game", ["MainMenu", "SetupScene"]),
])
def test_the_end_offers_a_real_game_again_or_the_menu(choice, scenes, quick_app):
    table = open_tutorial(quick_app, "procession")
    play_tutorial(quick_app, table)
    while table.coach.note().choices[table.coach.end_choice] != choice:
        key(quick_app, "right")
    key(quick_app, "return")
    assert stack_names(quick_app) == scenes
    if choice == "Again":
        again = quick_app.stack.top
        assert again is not table and again.coach.step_index == 0 and not again.session.actions
        assert again.session.state.view(0).row == (0,) * 5
    if choice == "Play a real game":
        assert quick_app.stack.top.info.id == "procession"


def test_a_controller_alone_plays_the_procession_tutorial(make_app):
    from tests.scenes.drivers import BUTTONS, SDL, press
    from tests.scenes.sdl_pad import VirtualPad
    if SDL is None:
        pytest.skip("no SDL virtual controllers here")
    app = make_app()
    table = open_tutorial(app, "procession")
    pad = VirtualPad(SDL).plug()
    try:
        run(app, 2)
        refusals = 0
        while True:
            settle(app, table)
            if table.coach.finished:
                break
            if table.coach.reading():
                press(app, pad, BUTTONS["confirm"])
                continue
            wanted = ("digit", int(table.coach.step.move.split()[1]))
            press(app, pad, BUTTONS["right"])  # off the digit the coach points at
            press(app, pad, BUTTONS["confirm"])
            assert table.chrome.message is not None and table.session.actions[-1:] != [
                (0, table.coach.step.move)]
            refusals += 1
            while table.targets.current.key != wanted:
                press(app, pad, BUTTONS["left"])
            press(app, pad, BUTTONS["confirm"])
        assert refusals == 3 and table.session.state.is_over
        assert table.session.state.outcome().winners == (0,)
    finally:
        pad.unplug()


def test_picks_made_over_several_steps_are_played_together_and_stay_made(quick_app):
    """Serpent gives three picked cards with one button: each pick is a step of its
    own, the three gives are played together, and Back can't take a pick back."""
    table = open_tutorial(quick_app, "serpent")
    settle(quick_app, table)
    click(quick_app, rect_of(table, "hand/K\u2665"))
    run(quick_app, 2)
    assert table.coach.step_index == 1 and [s.move for s in table.coach.owed] == ["give K\u2665"]
    assert table.session.actions == []  # picked, not given yet
    keys = table.words.instruction()
    assert "Enter pick it" in keys and "back" not in keys
    key(quick_app, "backspace")
    assert table.choosing.picked and \
        table.chrome.message[0].startswith("In the guided hand a choice stays")
    click(quick_app, rect_of(table, "hand/2\u2663"))
    click(quick_app, rect_of(table, "hand/J\u2660"))
    click(quick_app, rect_of(table, "button/confirm"))
    run(quick_app, 2)
    assert table.session.actions == [(0, "give K\u2665"), (0, "give 2\u2663"), (0, "give J\u2660")]
    assert not table.coach.owed and table.coach.step.move == "show Q\u2660"


def test_a_refusal_is_taken_down_once_the_step_is_done(quick_app):
    """The red banner of a wrong choice says "Not yet: flip digit 4"; once digit 4 is
    flipped it no longer applies and must not stay over the next steps."""
    table = open_tutorial(quick_app, "procession")
    for _ in range(3):
        key(quick_app, "return")
    settle(quick_app, table)
    click(quick_app, rect_of(table, "digit/1"))
    assert table.chrome.message is not None and table.chrome.message[0].startswith("Not yet")
    click(quick_app, rect_of(table, "digit/4"))
    assert table.session.actions[:1] == [(0, "flip 4")]
    assert table.chrome.message is None


def test_peepers_mine_window_waits_for_a_learner_still_reading(make_app):
    """Blue's single opens the "Mine?" window while the coach's note about it is
    read: its time running out must neither sound an error every frame nor refuse
    a move the learner never made, and the learner can still call Mine! after."""
    app = make_app()
    table = open_tutorial(app, "peeper")
    errors = []
    play_sound = app.sounds.play
    app.sounds.play = lambda name, *args, **kwargs: (
        errors.append(name) if name == "error" else None, play_sound(name, *args, **kwargs))
    while True:
        settle(app, table)
        if table.coach.reading() and table.coach.step.move == "13":  # Blue's single, told
            break
        if table.coach.reading():
            key(app, "return")
            continue
        for label in choices_for(table, table.coach.step):
            click(app, rect_of(table, label))
    run(app, 60 * 8)  # a slow reader: eight seconds, past the window's time
    assert errors == [] and table.chrome.message is None
    key(app, "return")  # read: the step asks for Mine!
    assert table.coach.step.move == "Mine! 13 13"
    run(app, 60 * 2)
    assert errors == [] and table.chrome.message is None
    key(app, "return")  # Mine!
    settle(app, table)
    assert table.session.actions[-1] == (0, "Mine! 13 13") and table.coach.finished


def test_the_peek_and_run_line_is_on_the_board_when_the_coach_praises_it(quick_app):
    """The last note says "Four in a row, 18-20-21-24": those cells are still the
    learner's on the table, not a fresh board dealt for the next hand."""
    table = open_tutorial(quick_app, "peek-and-run")
    play_tutorial(quick_app, table)
    run(quick_app, 30)
    assert "18-20-21-24" in " ".join(table.coach.note().lines)
    board = table.view.board  # the 36 cells, in the order of their products
    assert [i for i, owner in enumerate(board) if owner == 0] == [14, 15, 16, 17]  # 18 to 24
    assert table.session.state.scores == [1, 0]


def test_the_coachs_last_notes_leave_the_revealed_predictions_in_view(quick_app):
    """Precognition's last steps talk of the predictions just revealed: the note's
    panel stands clear of every line that says what a prediction made."""
    table = open_tutorial(quick_app, "precognition")
    play_tutorial(quick_app, table)
    run(quick_app, 5)
    lines = table.coach_keep_clear()
    assert len(lines) == 2
    assert table.coach._panel.collidelist(lines) == -1


def test_the_procession_coach_leaves_the_words_of_the_win_in_view(quick_app):
    table = open_tutorial(quick_app, "procession")
    play_tutorial(quick_app, table)
    run(quick_app, 5)
    words = [m.rect for m in table.chrome.shown if m.kind in ("turn", "event")]  # the win
    assert words and table.coach._panel.collidelist(words) == -1


def test_the_no_lookie_coach_leaves_the_reveal_and_every_tableau_in_view(quick_app):
    """The last note compares your tableau's points with the lowest at the table: it
    covered the reckoning's points, then (with the others at the sides) your top row."""
    table = open_tutorial(quick_app, "no-lookie")
    play_tutorial(quick_app, table)
    run(quick_app, 5)
    places = table.places()
    cards = [card for seat in range(3) for card in places.cards[seat]]
    assert table.coach._panel.collidelist(cards + [table.animation.reveal.box(places)]) == -1


def test_the_serpent_table_asks_for_nothing_once_the_guided_hand_is_over(quick_app):
    table = open_tutorial(quick_app, "serpent")
    play_tutorial(quick_app, table)
    drawn = words_drawn(quick_app)
    table.still.forget()  # the whole table drawn again, every word of it
    run(quick_app, 5)
    assert "The guided hand is over." in drawn and "Watch the table\u2026" not in drawn


def test_the_peeper_coach_ends_on_the_hand_as_it_ended_not_the_next_deal(quick_app):
    """Red goes out with Mine! 13 13 and the rules deal hand 2 at once: the last note
    ("Blue is left holding 9 tiles") stood over sixteen new tiles each."""
    table = open_tutorial(quick_app, "peeper")
    play_tutorial(quick_app, table)
    run(quick_app, 30)
    view = table.view
    assert table.coach.finished and view.hand_number == 1 and view.counts == (0, 9)
    assert str(view.top) == "13 13" and view.top_seat == 0 and view.hand == ()


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_the_coach_points_without_crossing_what_the_table_shows(game_id, quick_app,
                                                                 monkeypatch):
    """Its outline goes round what it points at, never through a label or other small
    thing beside it (Procession's digit numbers); its arrow is drawn only where it
    crosses nothing; its panel covers nothing pointed at."""
    import scenes.tutorial.coached as coached
    app = quick_app
    table = open_tutorial(app, game_id)
    pointed, real = [], coached.draw_pointer

    def recorded(surface, panel, point, clock, arrow=True):
        parts = [rect for name, rect in table.listed.items() if not name.startswith("log")]
        pointed.append((panel.copy(), point.copy(), arrow, parts))
        return real(surface, panel, point, clock, arrow)
    monkeypatch.setattr(coached, "draw_pointer", recorded)
    run(app, 3)  # the first note, drawn before it is read
    play_tutorial(app, table)
    assert pointed, "the coach never pointed at anything"
    for panel, point, arrow, parts in pointed:
        outline = point.inflate(22, 22)  # the outline at its widest
        small = point.width * point.height // 4
        crossed = [rect for rect in parts if rect.width * rect.height < small
                   and rect.colliderect(outline) and not outline.contains(rect)]
        assert not any(crossed_edge(outline, rect) for rect in crossed), (point, crossed)
        assert not panel.colliderect(point)
        if arrow:
            assert coached.arrow_crossings(panel, point, [(r, 1) for r in parts]) == 0


def crossed_edge(outline, rect) -> bool:
    """Whether the outline's edge runs through `rect` (not merely round or past it)."""
    inner = outline.inflate(-8, -8)
    return rect.colliderect(outline) and not inner.contains(rect)
