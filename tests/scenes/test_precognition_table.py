"""Precognition played on its own table, through the real loop with real input events."""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from game.precognition import GAME
from game.precognition.actions import Finish, Letter, Place
from game.precognition.events import StringEdited, StringsRevealed
from scenes.core.canvas import Canvas
from scenes.screens.results import ResultsOverlay
from scenes.tables.precognition.row import occurrence_outline, row_slots
from scenes.widgets import theme
from scenes.widgets.cards import CARD_SIZE
from tests.scenes.conftest import key, run, texts_drawn, top
from tests.scenes.precognition_drivers import (
    FIRST_DEAL,
    PUBLISHED_ROW,
    REPLAY,
    Controller,
    Keyboard,
    Mouse,
    Scripted,
    play_match,
    play_to_a_tie,
    table_with_deal,
    write,
)


@pytest.mark.parametrize("device_class", [Keyboard, Mouse, Controller],
                         ids=["keyboard", "mouse", "controller"])
def test_three_players_play_a_tie_its_replay_and_the_reveal(quick_app, device_class):
    app = quick_app
    table = table_with_deal(app, ["human", "normal", "hard:10"], 4,
                            {"hands": FIRST_DEAL, "dealer": 2, "replays": [REPLAY]})
    run(app, 3)  # the AI seats write at once; they fold their papers after the human
    assert not any(table.session.state.finished)
    verdicts = play_match(app, table, device_class(app), random.Random(2))
    state = table.session.state
    assert state.is_over and state.deal_number >= 1
    first = state.past[0]
    assert first.winners == (0, 1), "Red and Blue tied"
    assert verdicts[0] == "Red and Blue tie at 2 letters: they play again with a fresh deal"
    assert "Red and Blue play again with a fresh deal" in [line.public for line in table.log]
    assert state.past[1].players == (0, 1)  # the replay was dealt to the tied players
    assert sorted(c.rank for c in state.past[1].row) == sorted(
        rank for hand in REPLAY for rank in hand)
    reveal = table.animation.reveal
    assert reveal is not None and reveal.face_up == set(reveal.players)  # all face up
    assert "wins with" in verdicts[-1] and table.words.status_line() == verdicts[-1]


def test_an_ai_strings_length_shows_nowhere_before_the_reveal(make_app):
    """Two matches alike but for the length of Blue's secret string (1 or 13 letters):
    everything Red's screen shows, says or sounds is the same, frame by frame, until
    the reveal."""
    seen = [watch_red(make_app, "D"), watch_red(make_app, "UD" * 6 + "U")]
    assert len(seen[0]["frames"]) > 100
    assert [len(s["edits"]) for s in seen] == [1, 13]  # Blue really wrote them
    assert seen[0]["frames"] == seen[1]["frames"]
    assert seen[0]["sounds"] == seen[1]["sounds"]
    assert seen[0]["log"] == seen[1]["log"]
    assert "Blue (normal) has written a prediction" in seen[0]["log"]
    # The rules tell Red only that Blue edited its string, never what it holds; the
    # table makes nothing of those events, and every other event Red sees is alike.
    for run_seen in seen:
        assert all(e.string is None for e in run_seen["edits"])
    assert seen[0]["events"] == seen[1]["events"]


def watch_red(make_app, blue_string: str) -> dict:
    app = make_app()
    app.prefs.ai_pace = "brisk"
    app.prefs.animation_speed = "fast"
    hands = [[1, 3, 5, 7, 9, 11, 13], [2, 4, 6, 8, 10, 12, 1]]
    table = table_with_deal(app, ["human", "normal"], 9, {"hands": hands, "dealer": 1})
    table.session.agents[1] = Scripted(blue_string)
    seen = {"frames": [], "sounds": [], "edits": [], "events": [], "log": []}
    texts: list[str] = []
    real_render, real_play = app.text.render, app.sounds.play
    real_events = table.animation.on_events

    def render(words, *args, **kwargs):
        texts.append(words)
        return real_render(words, *args, **kwargs)

    def on_events(events):
        public = any(isinstance(e, StringsRevealed) for e in events)
        for event in () if public else (e.seen_by(0) for e in events):
            if isinstance(event, StringEdited) and event.seat != 0:
                seen["edits"].append(event)
            else:
                seen["events"].append(repr(event))
        real_events(events)
    app.text.render = render
    app.sounds.play = lambda name: seen["sounds"].append((len(seen["frames"]), name))
    table.animation.on_events = on_events
    for _ in range(3000):
        texts.clear()
        if table.my_turn() and not table.anim.busy and top(app) == "PrecognitionTable":
            view = table.view
            writing_on = view.writing and len(view.string) < 3
            # Enter writes the letter under the cursor ("Up") or places the first card
            key(app, "x" if view.writing and not writing_on else "return", frames=0)
        app.frame()
        if table.session.state.past:
            break  # the reveal: from here on, every string is public
        screen = zlib.crc32(app.screen.surface.get_buffer())
        seen["frames"].append((screen, tuple(texts)))
        seen["log"] = [line.text_for(0) for line in table.log]
    assert table.session.state.past, "the deal reached its reveal"
    app.text.render, app.sounds.play = real_render, real_play
    return seen


def test_the_published_example_is_outlined_on_the_row(quick_app):
    """Row 2,6,5,4,7,9,7,1,2,2,5,8 and the string UUDDUSU: the outline goes round
    exactly the cards 4,7,9,7,1,2,2,5 (the 4th to the 11th)."""
    app = quick_app
    hands = [PUBLISHED_ROW[0::2], PUBLISHED_ROW[1::2]]
    table = table_with_deal(app, ["human", "normal"], 1, {"hands": hands, "dealer": 1})
    table.session.agents[1] = Scripted("D", order=PUBLISHED_ROW[1::2])
    run(app, 2)
    keyboard = Keyboard(app)
    for letter in "UUDDUSU":
        keyboard.choose(table, ("pad", letter))
    keyboard.done(table)
    run(app, 3)
    for value in PUBLISHED_ROW[0::2]:
        card = next(c for c in table.view.hand if c.rank == value)
        keyboard.choose(table, ("hand", card))
        run(app, 3)
    reveal = table.animation.reveal
    assert reveal is not None and reveal.event.winners == (0,)
    assert [c.rank for c in reveal.record.row] == PUBLISHED_ROW
    outlined = reveal.outlined(0)
    assert outlined == list(range(3, 11))
    assert [reveal.record.row[i].rank for i in outlined] == [4, 7, 9, 7, 1, 2, 2, 5]

    surface = Canvas(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
    table.draw(surface)
    slots = row_slots(table.layout["row"], 12, CARD_SIZE)
    ((cards, _),) = occurrence_outline(slots, 3, 7)
    assert cards.left == slots[3].left and cards.right == slots[10].right
    gold = pygame.Color(*theme.GOLD)  # the winner's outline: gold, drawn round the cards
    assert surface.get_at((cards.left, cards.centery)) == gold
    assert surface.get_at((cards.right, cards.centery)) == gold
    outside_left = slots[2].left + 10, cards.centery
    outside_right = slots[11].right - 10, cards.centery
    assert surface.get_at(outside_left) != gold and surface.get_at(outside_right) != gold


def test_a_full_row_and_hand_stay_on_screen():
    screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
    from scenes.core.layout import load_layout
    from scenes.widgets.rows import fan
    layout = load_layout("precognition")
    for count in (12, 17, 26, 48, 51, 52):
        slots = row_slots(layout["row"], count, CARD_SIZE)
        assert all(layout["row"].inflate(16, 8).contains(r) for r in slots), count
        assert len({r.y for r in slots}) <= 2
    for count in (6, 17, 26):
        assert all(screen.contains(r) for r in fan(layout["hand"], count, CARD_SIZE, 10))


def test_in_hot_seat_each_human_writes_behind_the_hand_off(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("precognition", ["human", "human", "normal"], 6, {}))
    table = app.stack.top
    keyboard = Keyboard(app)
    run(app, 2)
    for seat, string in ((0, "UD"), (1, "D")):
        assert top(app) == "HandOff" and app.stack.top.seat == seat
        assert table.viewer is None  # the table hides everything meanwhile
        key(app, "return")
        assert table.viewer == seat and table.view.string == ""  # nothing of the other's
        for letter in string:
            keyboard.choose(table, ("pad", letter))
        keyboard.done(table)
        run(app, 2)
    written = [seat for seat, move in table.session.actions if move == "done"]
    assert written == [0, 1, 2]  # the AI folds its paper only after the humans
    assert table.session.state.strings[:2] == ["UD", "D"]


def test_a_views_refusals_agree_with_the_legal_moves():
    from game.precognition.actions import Erase
    rng = random.Random(5)
    for seed in range(6):
        state = GAME.start(2 + seed % 3, {}, seed, deal={"hands": [[1 + k, 13 - k]
                                                                   for k in range(2 + seed % 3)]})
        while not state.is_over:
            seat = state.to_act()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            asked = list(legal) + [Letter("U"), Erase(), Finish()] + [
                Place(c) for c in view.row]
            for action in asked:
                assert (view.refusal(action) == "") == (action in legal), (action, view)
            state.apply(seat, rng.choice(legal))


def test_the_aid_counts_the_changes_to_come_one_fewer_than_the_cards(make_app):
    """Two players: a row of 52 cards makes 51 changes, all still to come before the
    first card is laid (and after it: one card makes no change)."""
    app = make_app()
    app.prefs.animation_speed = "instant"  # the AI keeps its normal pace: the row waits
    table = app.screens.table("precognition", ["human", "normal"], 3, {})
    app.stack.push(table)
    run(app, 3)
    write(table, Keyboard(app), "UD")
    for _ in range(200):
        run(app, 1)
        if not table.view.writing:
            break
    assert table.view.row == ()
    assert table.drawing.panels.aid_shows(table.view)[2][-1] == "51 changes to come"


def test_a_one_letter_win_is_said_in_good_english(quick_app):
    """One card each: the row 2, 9 goes up once.  Red's "U" occurs: one letter, not
    "1 letters", on the table, on the badges and in the log."""
    app = quick_app
    table = table_with_deal(app, ["human", "normal"], 1, {"hands": [[2], [9]], "dealer": 1})
    table.session.agents[1] = Scripted("D")
    run(app, 2)
    keyboard = Keyboard(app)
    keyboard.choose(table, ("pad", "U"))
    keyboard.done(table)
    run(app, 3)
    keyboard.choose(table, ("hand", table.view.hand[0]))
    for _ in range(100):
        if table.animation.reveal is not None:
            break
        run(app, 1)
    assert table.words.status_line() == "Red wins with 1 letter"
    assert table.animation.reveal.result_of(0) == ("1 letter occurs", "\u2605")
    assert table.words.aid_words(table.view)[-1] == "1 letter"
    assert "Red predicted \u2191: occurs, 1 letter" in [line.public for line in table.log]


def test_a_tied_deal_s_results_name_the_players_and_count_their_letters(quick_app,
                                                                         monkeypatch):
    """Red and Blue tie: the results say so with their names (not "Players 1, 2"),
    count the deal from 1, and show each string's letters, not points in a total."""
    app = quick_app
    play_to_a_tie(app, lambda table: isinstance(app.stack.top, ResultsOverlay))
    assert not app.stack.top.final
    assert app.stack.top.hides_table  # over the reveal: the frame draws the results alone
    drawn = []
    draw = app.text.draw
    monkeypatch.setattr(app.text, "draw", lambda surface, words, *rest, **named:
                        drawn.append(words) or draw(surface, words, *rest, **named))
    run(app, 1)
    assert drawn[:2] == ["Deal 1 over",
                         "Red and Blue tie at 2 letters: they play again with a fresh deal"]
    assert drawn.count("=1st") == 2 and "3rd" in drawn  # ranked: Red and Blue, then Yellow
    assert drawn.count("2 letters, tie") == 2 and "Blue (normal)" in drawn
    assert drawn.index("Red") < drawn.index("2 letters, tie")
    assert not any("Player" in words or "(+" in words for words in drawn)


def test_eight_players_results_leave_room_for_the_note_of_hints(quick_app):
    """Eight lines of results, the note of hints used and the menu: none over another."""
    from game.core import MatchEnded, Outcome
    from scenes.tables.precognition.results import DealResults
    app = quick_app
    table = app.screens.table("precognition", ["human"] + ["normal"] * 7, 1, {})
    app.stack.push(table)
    run(app, 2)
    table.session.hints_used[0] = 2
    scores = (0.0,) * 7 + (1.0,)
    event = MatchEnded(Outcome(scores, (7,), scores), "Player 8 wins with 8 letters")
    lines = {seat: "sat out" for seat in range(7)} | {7: "8 letters"}
    results = DealResults(app, table, event, "Grey wins with 8 letters", lines)
    app.stack.push(results)
    run(app, 1)
    with texts_drawn(app) as drawn:
        results.draw(app.screen)
    rows = [rect for words, rect in drawn if words in ("sat out", "8 letters")]
    note = next(rect for words, rect in drawn if words == "Red used 2 hints")
    assert len(rows) == 8 and max(rect.bottom for rect in rows) <= note.top
    assert note.bottom < results.menu.topleft[1]


def test_a_tie_mark_is_never_drawn_over_a_narrow_badge_s_name(quick_app):
    """Eight badges at the reveal: "tie" at the right of "Orange" would cover its
    end; where one tied name leaves no room for it, every "tie" goes on the line
    below the name (alike on every tied badge)."""
    from types import SimpleNamespace
    app = quick_app
    table = app.screens.table("precognition", ["human"] + ["normal"] * 7, 1, {})
    app.stack.push(table)
    run(app, 2)
    tied = {0, 1, 5}  # Red, Blue and Orange
    table.animation.reveal = SimpleNamespace(result_of=lambda seat: (
        "3 letters occur", "tie" if seat in tied else ""))
    try:
        badges = [table.drawing.seat_badge(table.view, seat) for seat in range(8)]
    finally:
        table.animation.reveal = None
    assert not any(badge.score for badge in badges)
    assert [badges[seat].level for seat in sorted(tied)] == ["you \u00b7 tie", "tie", "tie"]
    assert badges[2].level == "Normal AI"


def test_the_pads_tips_write_what_the_keys_show(quick_app):
    """The pad's keys show ↑ ↓ =, and its tips said "Write U" and "the row goes stay"."""
    table = quick_app.screens.table("precognition", ["human", "normal"], 3, {})
    quick_app.stack.push(table)
    run(quick_app, 2)
    table.controls.refresh_targets()
    tips = [target.preview for target in table.targets.items][:3]
    assert tips == ["Write \u2191 (up)", "Write \u2193 (down)", "Write = (stay)"]


@pytest.mark.parametrize("cards", [12, 26, 52])
def test_the_reveal_outlines_exactly_the_cards_and_changes_of_a_match(cards):
    """A 6-letter match on a long row was boxed over 8 cards and an "=" outside it: the
    box took each card whole, under the next card that overlaps it.  The outline now
    goes round the part of each card of the match that shows and round its changes,
    and nothing of the cards or changes either side."""
    from scenes.core.layout import load_layout
    from scenes.tables.precognition.row import change_centre
    slots = row_slots(load_layout("precognition")["row"], cards, CARD_SIZE)

    def strip(i):  # the part of card i that shows
        shows = slots[i].right
        if i + 1 < len(slots) and slots[i + 1].y == slots[i].y:
            shows = min(shows, slots[i + 1].x)
        return pygame.Rect(slots[i].x, slots[i].y, shows - slots[i].x, slots[i].height)

    def chip(k):
        rect = pygame.Rect(0, 0, 30, 30)
        rect.center = change_centre(slots, k)
        return rect
    for start, length in ((0, 6), (3, 6), (10, 1), (20, 9), (cards - 7, 6)):
        if start + length >= cards:
            continue
        pieces = occurrence_outline(slots, start, length)
        around_cards = [c for c, _ in pieces]
        around_changes = [c for _, c in pieces if c is not None]
        for i in range(max(0, start - 2), min(cards, start + length + 3)):
            inside = start <= i <= start + length
            covered = [r.clip(strip(i)) for r in around_cards]
            shown = sum(r.width * r.height for r in covered)
            assert shown == (strip(i).width * strip(i).height if inside else 0), (start, i)
        for k in range(max(0, start - 2), min(cards - 1, start + length + 2)):
            inside = start <= k < start + length
            assert any(r.contains(chip(k)) for r in around_changes) == inside, (start, k)
            if not inside:
                assert chip(k).collidelist(around_changes) == -1, (start, k)


def test_the_table_says_how_to_win_and_how_much_of_the_row_is_yours(quick_app):
    """A newcomer needed How to play to learn that the longest prediction that occurs
    wins, and that with two players they lay every other card (and so steer only every
    other change): the panel beside the pad says both while they write."""
    app = quick_app
    table = app.screens.table("precognition", ["human", "normal"], 3, {})
    app.stack.push(table)
    with texts_drawn(app) as drawn:
        run(app, 3)
    said = " ".join(words for words, _ in drawn)
    assert "The longest prediction that occurs in the row wins." in said
    assert "every other card" in said and "every other change" in said


@pytest.mark.parametrize("string, row, made, words", [
    ("UD", "SU", 1, "Its first letter ends the row;"),
    ("UUD", "DUU", 2, "Its first 2 letters end the row;")])
def test_the_aid_counts_the_letters_the_row_ends_with_in_good_english(string, row, made, words):
    """It said "The row ends with its first 1 / letter"."""
    from game.precognition.cards import opening_made
    from scenes.tables.precognition.row import aid_lines
    assert opening_made(string, row) == made
    lines = aid_lines(string, row, 10)
    assert lines[0] == words and "first 1 " not in " ".join(lines)


def test_a_key_pressed_out_of_turn_says_why(quick_app):
    """Placing, while another player lays a card: the keys did nothing.  Now each says
    the rules' reason; a written string says so too."""
    app = quick_app
    app.prefs.ai_pace = "thoughtful"  # the AI's turn lasts long enough to press a key in
    table = table_with_deal(app, ["human", "normal"], 1, {"hands": [[2, 5], [9, 3]],
                                                          "dealer": 0})
    run(app, 2)
    keyboard = Keyboard(app)
    keyboard.choose(table, ("pad", "U"))
    keyboard.done(table)
    key(app, "e")  # the AI still writes: our paper is folded
    assert table.chrome.message[0] == "Your string is already written."
    for _ in range(600):
        if not table.view.writing and not table.my_turn():
            break
        run(app, 1)
    assert not table.view.writing and not table.my_turn()  # Blue lays the first card
    for name in ("right", "return", "x"):
        table.chrome.clear()
        key(app, name, frames=1)
        assert table.chrome.message[0] == "It is not your turn."


