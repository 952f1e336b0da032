"""The table by ear (scenes/tables/kit/by_ear.py), and its Ask key: at any time, a press says the
next of the scores and whose turn, your hand, the table and the last three moves (and a
call window's time left, first, while one is open), each from the viewer's View alone."""

from __future__ import annotations

import random

import pygame
import pytest

from game.registry import make_agent
from tests.scenes.conftest import key, pad, run, top
from tests.scenes.peeper_positions import peeper_position

SOLO = {"peek-and-run": ["human", "normal"], "serpent": ["human", "normal"],
        "precognition": ["human", "normal", "normal"], "procession": ["human", "normal"],
        "peeper": ["human", "normal", "normal"], "no-lookie": ["human", "normal", "normal"]}
HIDDEN_HANDS = sorted(set(SOLO) - {"procession"})


def solo_table(app, game_id: str, moves: int = 6):
    """A solo table a few moves in, at the human's turn (their moves chosen by a Normal
    player), so that no move is made while they ask."""
    app.stack.push(app.screens.table(game_id, SOLO[game_id], 3, {}))
    table = app.stack.top
    brain, rng = make_agent(table.session.info, "normal"), random.Random(2)
    for _ in range(2000):
        if len(table.session.actions) >= moves and app.stack.top is table and \
                not table.anim.busy and table.my_turn():
            break
        if top(app) == "ResultsOverlay":
            key(app, "return", frames=1)
        state = table.session.state
        if table.my_turn() and not table.anim.busy and app.stack.top is table:
            table.play(0, brain.choose(state.view(0), state.legal_actions(0), rng))
        run(app, 1)
    return table


def asked(app, times: int, press=lambda app: key(app, "tab")) -> list[str]:
    said = []
    for _ in range(times):
        press(app)
        said.append(app.stack.top.hints.answer_words())
    return said


@pytest.mark.parametrize("game_id", sorted(SOLO))
def test_each_press_says_the_next_answer_and_they_come_round_again(quick_app, game_id):
    table = solo_table(quick_app, game_id)
    answers = table.by_ear.answers()
    said = asked(quick_app, len(answers) + 1)
    assert said == answers + answers[:1]
    assert said[0].startswith(("Scores:", "No ")) and table.words.status_line() in said[0]
    assert said[-2].startswith("Last moves: ")
    newest = table.log[-1].text_for(0).rstrip(".") if table.log else "none yet"
    assert newest in said[-2]
    table_words = table.words.table_words()
    assert table_words and table_words in said


def own_cards_said(game_id: str, view) -> list[str]:
    """Each of the viewer's hidden cards as the game's answers name it."""
    from game.no_lookie.cards import NAMES
    from game.peek_and_run.cards import card_name
    from game.peeper.patterns import tile_name
    return {"peek-and-run": lambda: [card_name(card) for card in view.my_hand],
            "serpent": lambda: [str(card) for card in view.hidden],
            "precognition": lambda: [str(card) for card in view.hand],
            "peeper": lambda: [tile_name(tile) for tile in view.hand],
            "no-lookie": lambda: [NAMES[card] for card in view.own() if card is not None],
            }[game_id]()


@pytest.mark.parametrize("game_id", HIDDEN_HANDS)
def test_your_hand_is_said_from_your_own_view(quick_app, game_id):
    table = solo_table(quick_app, game_id)
    hand = table.words.hand_words()
    assert hand.startswith("Your ") and hand in asked(quick_app, len(table.by_ear.answers()))
    cards = own_cards_said(game_id, table.view)
    assert cards or game_id == "no-lookie"  # No Lookie's own cards may all be unseen
    for card in cards:
        assert card in hand, (card, hand)


def test_a_precognition_prediction_and_the_rows_changes_are_said_as_the_keys_name_them(
        quick_app):
    """Up, down and stay, as the pad's keys say; never the rules' letters U, D, S."""
    table = solo_table(quick_app, "precognition")
    view = table.view
    assert view.string  # a few letters written by the time the player is asked again
    hand = table.words.hand_words()
    assert "Your prediction: " + ", ".join(
        {"U": "up", "D": "down", "S": "stay"}[letter] for letter in view.string) in hand
    assert not any(f" {letter}," in hand or hand.endswith(f" {letter}.") for letter in "UDS")


def test_after_a_few_quiet_seconds_the_answers_start_again_from_the_scores(quick_app):
    solo_table(quick_app, "procession", moves=2)
    first, second = asked(quick_app, 2)
    assert second != first
    run(quick_app, 60 * 7)  # seven seconds without a press
    assert asked(quick_app, 1) == [first]


def test_a_controllers_left_stick_press_asks_too(quick_app):
    table = solo_table(quick_app, "serpent")
    by_pad = asked(quick_app, 2, lambda app: pad(app, pygame.CONTROLLER_BUTTON_LEFTSTICK))
    assert by_pad == table.by_ear.answers()[:2]


def test_the_answers_are_spoken(make_app, tmp_path):
    spoken = tmp_path / "spoken.txt"
    app = make_app(speak_to=str(spoken))
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    solo_table(app, "peeper")
    said = asked(app, 3)
    run(app, 2)
    app.speech.close()
    lines = spoken.read_text()
    assert all(answer in lines for answer in said), (said, lines)


def test_on_a_shared_screen_nobody_handed_it_hears_no_hand(quick_app):
    """Two humans at one screen: with the screen handed to nobody, the hand is not said,
    and what is said is the same whatever the hidden cards are."""
    app = quick_app
    app.stack.push(app.screens.table("peeper", ["human", "normal", "human"], 4, {}))
    table = app.stack.scenes[-1]
    for _ in range(400):
        if table.viewer is None and top(app) == "HandOff":
            break
        run(app, 1)
    assert table.viewer is None
    hand = table.by_ear.hand()
    assert hand == "Your hand: hidden until the screen is handed to you."
    real = table.words.table_words()
    info, rng = table.session.info, random.Random(5)
    table.session.state = info.determinize(table.session.state.view(1), rng)
    assert table.by_ear.hand() == hand and table.words.table_words() == real


def test_a_call_window_opens_with_its_sound_and_its_time_left_is_the_first_answer(
        quick_app):
    from game.peeper.actions import Mine, Return
    quick_app.prefs.reaction_seconds = 5.0

    def asked_to_call(table):
        legal = table.session.state.legal_actions(0)
        return table.window.banner is not None and \
            any(isinstance(action, (Mine, Return)) for action in legal)
    played = []
    quick_app.sounds.play = played.append
    table = peeper_position(quick_app, asked_to_call)
    assert played[-1] == "window"  # the box opened with its sound, and nothing since
    said = asked(quick_app, 2)
    assert said[0] == table.words.time_left() or said[0].endswith(("Mine!", "Return!"))
    assert "seconds left to call" in said[0]
    assert said[1].startswith(("Scores:", "No "))


@pytest.mark.parametrize("game_id", sorted(SOLO))
def test_an_answer_stands_in_a_place_of_its_own_covering_nothing(quick_app, game_id):
    """Each answer stands in the panel over the log (the log giving way to it): never
    over the status line, a card, a button or another message."""
    from scenes.tables.kit.chrome import TURN
    from scenes.tables.kit.hinting import ANSWER
    from tests.scenes.screen_check import frame_problems
    table = solo_table(quick_app, game_id)
    for _ in range(len(table.by_ear.answers())):
        key(quick_app, "tab", frames=1)
        shown = [message for message in table.chrome.shown if message.kind == ANSWER]
        assert [message.words for message in shown] == [table.hints.answer_words()]
        status = next(message for message in table.chrome.shown if message.kind == TURN)
        assert not shown[0].rect.colliderect(status.rect)
        assert frame_problems(table) == [], shown[0].words


def test_a_card_looked_at_in_a_peek_is_said_at_once(quick_app, monkeypatch):
    """Peek and Run folds a peek's steps into one log line: each card seen is said as
    it is seen, not only when the ten goes under a pile."""
    from game.peek_and_run.actions import LookHand, ShowTen
    from scenes.tables.peek_and_run.phrases import card_words
    from tests.scenes.peek_and_run_drivers import settle
    app = quick_app
    for seed in range(60):
        app.stack.reset(app.screens.table("peek-and-run", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        ten = next((a for a in table.legal() if isinstance(a, ShowTen)), None)
        if ten is not None:
            break
    said = []
    monkeypatch.setattr(app.speech, "say", lambda words, first=False: said.append(words))
    assert table.play(0, ten)
    look = next(a for a in table.legal() if isinstance(a, LookHand))
    said.clear()
    assert table.play(0, look)
    seen = table.view.hands[look.seat][look.position]
    assert seen is not None and any(card_words(seen) in line for line in said), said
