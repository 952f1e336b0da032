"""Serpent played on its own table with real input: keyboard, mouse and controller."""

from __future__ import annotations

import random

import pygame
import pytest

from game.registry import get_game, make_agent
from game.serpent.actions import GIFT, PLAY, SHOW, Give, Play, Show
from game.serpent.cards import parse_cards
from game.serpent.rules import follow_refusal, new_game
from game.serpent.scoring import DEFENDER_PLAYS, DIRECTOR_PLAYS, player_of
from scenes.core.canvas import Canvas
from scenes.tables.serpent.board import LIT_COLOUR, SerpentResults
from scenes.tables.serpent.table import SerpentTable
from tests.scenes.conftest import (
    click,
    go_on_from_results,
    key,
    pad,
    play_until,
    run,
    texts_drawn,
    top,
    words_drawn,
)
from tests.scenes.serpent_drivers import Keyboard, human_defends_first, settle

TIE_SEED = 9  # Normal against Normal ties after eight hands: two more are played


class Controller(Keyboard):
    BUTTONS = {"step": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
               "confirm": pygame.CONTROLLER_BUTTON_A, "give": pygame.CONTROLLER_BUTTON_X,
               "back": pygame.CONTROLLER_BUTTON_B, "undo": pygame.CONTROLLER_BUTTON_Y}

    def press(self, app, name):
        pad(app, self.BUTTONS[name], frames=1)


class Mouse:
    def choose(self, app, table, card):
        table.controls.refresh_targets()
        click(app, table.targets.find(("hand", card)).rect.center, frames=1)

    def take_back(self, app, table, card):
        self.choose(app, table, card)

    def give(self, app, table):
        table.controls.refresh_buttons()
        button = next(b for b in table.buttons if b.name == "confirm")
        click(app, button.rect.center, frames=1)

    def next_screen(self, app):
        run(app, 1)
        click(app, app.stack.top.menu.rects[0].center, frames=1)


def wanted(table, seat, brain, rng) -> list:
    """What Normal would do now; in the gift and show, all the cards it would pick."""
    state = table.session.state.clone()
    moves = [brain.choose(state.view(seat), state.legal_actions(seat), rng)]
    if state.phase in (GIFT, SHOW):
        phase = state.phase
        state.apply(seat, moves[0])
        while state.phase == phase:
            move = brain.choose(state.view(seat), state.legal_actions(seat), rng)
            state.apply(seat, move)
            moves.append(move)
    return moves


def try_refused_card(app, table, device) -> bool:
    """Choose a card that does not follow: nothing is played, the rules say why."""
    view = table.view
    refused = [c for c in view.hand_cards if Play(c) not in table.legal()]
    if not refused:
        return False
    before = list(table.session.actions)
    device.choose(app, table, refused[0])
    assert table.session.actions == before
    reason = follow_refusal(view.plays[-1], view.hand_cards)
    assert reason.startswith("You must follow") and table.chrome.message[0] == reason
    return True


def try_taking_back(app, table, device, keep) -> bool:
    """Pick a card not meant to go, then take it back: the choice is free until confirmed."""
    spare = next(c for c in table.view.hidden if c not in keep)
    device.choose(app, table, spare)
    assert table.choosing.picked == [spare]
    device.take_back(app, table, spare)
    assert table.choosing.picked == []
    return True


def play_match(app, table, device, most=3000) -> dict:
    brain = make_agent(get_game("serpent"), "normal")
    rng = random.Random(0)
    seen = {"refused": False, "taken_back": False, "gifts": 0, "shows": 0}
    for _ in range(most):
        settle(app, table)
        if isinstance(app.stack.top, SerpentResults):
            if app.stack.top.final:
                return seen
            device.next_screen(app)
            continue
        seat = table.session.humans_to_act()[0]
        moves = wanted(table, seat, brain, rng)
        before = len(table.session.actions)
        if table.view.phase == PLAY:
            if not seen["refused"]:
                seen["refused"] = try_refused_card(app, table, device)
            device.choose(app, table, moves[0].card)
        else:
            cards = [m.card for m in moves]
            if not seen["taken_back"]:
                seen["taken_back"] = try_taking_back(app, table, device, cards)
            for card in cards:
                device.choose(app, table, card)
            assert table.choosing.picked == cards  # previewed, not yet given
            assert len(table.session.actions) == before
            device.give(app, table)
            seen["gifts" if isinstance(moves[0], Give) else "shows"] += 1
        played = table.session.actions[before:before + len(moves)]
        assert played == [(seat, str(m)) for m in moves], (moves, table.chrome.message)
    raise AssertionError("the match did not finish")


def start(app, seed, seats=("human", "normal")) -> SerpentTable:
    app.stack.push(app.screens.table("serpent", list(seats), seed, {}))
    return app.stack.top


def check_finished(table, seen, hands=8):
    state = table.session.state
    assert state.is_over and len(state.hand_points) == hands
    assert seen["refused"] and seen["taken_back"]
    assert seen["gifts"] == seen["shows"] == hands // 2  # the human directs every other hand


def test_a_full_match_on_the_keyboard_with_a_tie_break(quick_app):
    table = start(quick_app, TIE_SEED)
    seen = play_match(quick_app, table, Keyboard())
    check_finished(table, seen, hands=10)
    assert table.session.state.hands_planned == 10
    assert any("tie-break" in line for line, _ in table.words.role_lines())
    assert table.words.instruction() == ""  # the match is over: no key to press


def test_a_full_match_with_the_mouse(quick_app):
    table = start(quick_app, 4)
    check_finished(table, play_match(quick_app, table, Mouse()))


def test_a_full_match_with_a_controller(quick_app):
    table = start(quick_app, 5)
    check_finished(table, play_match(quick_app, table, Controller()))


def test_the_serpent_table_replaces_the_generic_one(quick_app):
    table = start(quick_app, 1)
    assert type(table).__name__ == "SerpentTable"
    assert table.layout.missing(SerpentTable.ANCHORS) == []


# -- the rebuilt examples of CLARIFICATIONS, lit on the grid --------------------------

EXAMPLES = [
    # defender's row, director's row, points, the cells that score (row * 6 + column)
    ("9S 4S 5S 10S JS QS", "7S 9H 6H 2H AH KH", 9, {1, 2, 3, 4, 5, 8, 9, 10, 11},
     {"run 4-5-6", "run 10-J-Q-K-A-2"}),
    ("5S 2S 3S 4S 9S 6S", "5H KS 5D 8S 8H 8D", 14, {0, 1, 2, 3, 6, 8, 9, 10, 11},
     {"pair of 5s", "pair of 8s", "run 2-3-4-5"}),
]


def lay_out(table, defender_row: str, director_row: str) -> None:
    """Deal so that the two rows can be laid as written, then play them out."""
    top_cards, bottom_cards = parse_cards(defender_row), parse_cards(director_row)
    deck = top_cards[:3] + top_cards[3:] + bottom_cards
    table.session.state = new_game(2, {}, 1, deal={"first_director": 0, "decks": [deck]})
    table.state_changed()
    for card in top_cards[3:]:
        assert table.play(0, Give(card))
    for card in bottom_cards[:3]:
        assert table.play(0, Show(card))
    by_play = dict(zip(DEFENDER_PLAYS, top_cards)) | dict(zip(DIRECTOR_PLAYS, bottom_cards))
    for number in range(1, 13):
        assert table.play(player_of(number, 0), Play(by_play[number])), table.chrome.message


def lit_on_screen(table) -> set[int]:
    """The cells framed in the light-up colour, read from the drawn pixels."""
    surface = Canvas(pygame.Surface((1280, 720)))
    table.still.forget()  # all of it drawn now, none of it kept from before
    table.draw(surface)
    grid = table.grid()
    return {cell for cell in range(12) if surface.get_at(
        (grid.cell_rect(cell).left - 3, grid.cell_rect(cell).centery))[:3] == LIT_COLOUR}


@pytest.mark.parametrize("defender_row, director_row, points, cells, words", EXAMPLES)
def test_the_rebuilt_examples_light_up_exactly_the_cells_that_score(
        make_app, defender_row, director_row, points, cells, words):
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = start(app, 1)
    lay_out(table, defender_row, director_row)
    show = table.animation.show
    assert {g.words for g in show.groups} == words and show.points == points
    lit_counts, screens = [], []
    while top(app) == "SerpentTable":
        run(app, 1)
        if not lit_counts or show.lit != lit_counts[-1]:
            lit_counts.append(show.lit)
            screens.append(lit_on_screen(table))
    assert lit_counts == list(range(len(show.groups) + 1))  # one group at a time
    assert screens[0] == set() and screens[-1] == cells == show.lit_cells()
    assert show.counted == points
    assert table.words.status_line() == f"Red scores {points} as director"
    assert isinstance(app.stack.top, SerpentResults)


def test_the_reason_for_a_refused_card_names_the_cards_that_follow():
    lead, hand = parse_cards("7D")[0], parse_cards("2C 7C 3H")
    assert follow_refusal(lead, hand) == "You must follow \u2666 or 7: you hold 7\u2663."


def test_undo_takes_back_a_response_before_the_lead(quick_app):
    """The human answers and then leads: the answer can still be taken back."""
    table = human_defends_first(quick_app)
    answer = table.legal()[0]
    Keyboard().choose(quick_app, table, answer.card)
    assert table.session.actions[-1] == (0, str(answer))
    key(quick_app, "c")
    assert table.session.actions[-1][0] == 1 and answer.card in table.view.hand_cards
    assert table.log[-1].mine.endswith("on place 1")  # the answer's line is gone too


def test_hot_seat_hands_the_screen_over_and_turns_the_grid(quick_app):
    """Two players at one screen, each with a controller: the table hides behind the
    hand-off, and each sees their own row nearest them."""
    app = quick_app
    app.stack.push(app.screens.table("serpent", ["human", "human"], 2, {},
                             seat_devices={0: "pad:10", 1: "pad:11"}))
    table = app.stack.scenes[-1]
    run(app, 2)
    director = table.session.state.director
    assert top(app) == "HandOff" and app.stack.top.seat == director

    def press(seat, name):
        pad(app, Controller.BUTTONS[name], instance_id=10 + seat, frames=1)
    press(director, "confirm")
    assert table.viewer == director and table.grid().director_at_bottom
    for _ in range(2):  # the gift, then the show: the first three cards each time
        for _ in range(3):
            press(director, "confirm")
            press(director, "step")
        press(director, "give")
    press(director, "confirm")  # the lead
    settle(app, table)
    assert top(app) == "HandOff" and app.stack.top.seat == 1 - director
    press(1 - director, "confirm")
    assert table.viewer == 1 - director and not table.grid().director_at_bottom
    assert len(table.view.open_cards[table.viewer]) == 3  # the gift, face up in hand


def test_the_results_of_a_hand_say_how_many_hints_were_used(quick_app, monkeypatch):
    table = start(quick_app, 4)
    settle(quick_app, table)
    key(quick_app, "h")
    assert table.session.hints_used == {0: 1}
    brain, rng, device = make_agent(get_game("serpent"), "normal"), random.Random(0), Keyboard()
    for _ in range(40):
        settle(quick_app, table)
        if isinstance(quick_app.stack.top, SerpentResults):
            break
        moves = wanted(table, table.session.humans_to_act()[0], brain, rng)
        for move in moves:
            device.choose(quick_app, table, move.card)
        if table.view.phase != PLAY:
            device.give(quick_app, table)
    assert isinstance(quick_app.stack.top, SerpentResults)
    drawn = []
    draw = quick_app.text.draw
    monkeypatch.setattr(quick_app.text, "draw",
                        lambda surface, words, *rest, **named: drawn.append(words) or
                        draw(surface, words, *rest, **named))
    run(quick_app, 1)
    assert "Red used 1 hint" in drawn


def test_the_hand_captions_stand_clear_of_a_raised_card_and_its_frame(quick_app):
    from scenes.tables.kit.chrome import CURSOR_MARGIN
    from scenes.widgets.cards import LIFT
    table = start(quick_app, 4)
    settle(quick_app, table)
    places = table.card_places(table.bottom_seat())
    captions = table.drawing.hand_captions(places)
    assert captions
    frames = [pygame.Rect(rect).move(0, -LIFT).inflate(2 * CURSOR_MARGIN, 2 * CURSOR_MARGIN)
              for card, _, rect in places if card is not None]
    for words, foot in captions:
        assert table.drawing.caption_rect(words, foot).collidelist(frames) == -1, words


def test_the_next_hand_is_dealt_once_the_results_are_closed(make_app):
    """A hand's cards just appeared after its results: now they fly to you one by one."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("serpent", ["human", "normal"], 2, {})
    app.stack.push(table)
    run(app, 2)
    # the hand played and scored
    play_until(table, lambda: table.animation.show is not None, seed=2)
    go_on_from_results(app, "SerpentResults")  # Next hand
    assert top(app) == "SerpentTable" and table.animation.show is None
    dealt = [card for card, _, _ in table.card_places(0)]
    assert dealt and None not in dealt  # the defender's three, here
    assert table.anim.busy and table.animation.in_flight == set(dealt)
    run(app, 60)
    # landed (the director's gift may be on its way)
    assert not table.animation.in_flight & set(dealt)


# -- one voice: what can't be chosen says why in the rules' words ---------------------

FOLLOW_DECK = "2C 7D 9D  AS KS QS JS 10S 9S 8H 7H 6H"  # the defender's three, then nine


def dealt_table(app, seats=("human", "normal"), plays=()):
    """A table of FOLLOW_DECK, seat 0 directing, with `plays` ("give A♠"...) made."""
    from game.core import action_from_text
    table = start(app, 1, seats)
    state = new_game(2, {}, 1, deal={"first_director": 0, "decks": [FOLLOW_DECK]})
    for seat, text in plays:
        state.apply(seat, action_from_text(state, seat, text))
    table.session.state = state
    table.state_changed()
    run(app, 2)
    return table


def test_a_card_that_may_not_be_picked_or_played_says_the_rules_words(quick_app):
    from game.serpent.refusals import pick_refusal, picks_refusal, refusal
    app = quick_app
    table = dealt_table(app)
    for card in parse_cards("AS KS"):
        Keyboard().choose(app, table, card)
    key(app, "x")  # two of three: Give says what is missing, as the rules do
    assert table.chrome.message[0] == picks_refusal(table.view, parse_cards("AS KS")) \
        == "Choose 3 cards to give: 2 chosen so far."
    Keyboard().choose(app, table, parse_cards("QS")[0])
    fourth = table.targets.find(("hand", parse_cards("JS")[0]))
    assert fourth.refusal == pick_refusal(table.view, table.choosing.picked, parse_cards("JS")[0]) \
        == "Three are chosen: take one back first, or give them."
    table.targets.point_at(fourth.key)
    key(app, "return")
    assert table.chrome.message[0] == fourth.refusal and len(table.choosing.picked) == 3

    table = dealt_table(app, ("normal", "human"), [(0, "give A\u2660"), (0, "give K\u2660"),
                        (0, "give Q\u2660"), (0, "show J\u2660"), (0, "show 10\u2660"),
                        (0, "show 9\u2660"), (0, "play 7\u2665")])
    refused = [t for t in table.targets.items if not t.allowed]
    assert len(refused) == 5  # only 7♦ follows 7♥
    for target in refused:
        assert target.refusal == refusal(table.view, Play(target.key[1])) == \
            "You must follow \u2665 or 7: you hold 7\u2666."
    table.targets.point_at(refused[0].key)
    key(app, "return")
    assert table.chrome.message[0] == refused[0].refusal and len(table.session.actions) == 0


# -- the screen as a player sees it ------------------------------------------------------

def test_a_refusal_goes_with_the_next_move_and_the_keys_are_back_in_their_place(quick_app):
    """"You must follow ♠…" stood 2–3 s after a legal move, where the keys to press
    were: it goes with the move, and on the next turn the keys stand in their place."""
    from scenes.tables.kit.chrome import INSTRUCTION, REFUSAL
    app = quick_app
    table = dealt_table(app, ("normal", "human"), [(0, "give A\u2660"), (0, "give K\u2660"),
                        (0, "give Q\u2660"), (0, "show J\u2660"), (0, "show 10\u2660"),
                        (0, "show 9\u2660"), (0, "play 7\u2665")])
    refused = next(t for t in table.targets.items if not t.allowed)
    table.targets.point_at(refused.key)
    key(app, "return")
    assert [m.kind for m in table.chrome.shown].count(REFUSAL) == 1
    Keyboard().choose(app, table, parse_cards("7D")[0])  # the card that follows
    assert table.session.actions[-1] == (1, "play 7\u2666")
    run(app, 1)
    assert table.chrome.message is None and REFUSAL not in [m.kind for m in table.chrome.shown]
    settle(app, table)
    assert table.my_turn()
    run(app, 2)
    keys = [m for m in table.chrome.shown if m.kind == INSTRUCTION]
    assert [m.words for m in keys] == [table.words.instruction()] and keys[0].words
    assert table.layout["hints"].collidepoint(keys[0].rect.center)


def test_how_to_play_and_the_table_agree_your_row_is_at_the_bottom(quick_app):
    """How to play said the defender's row is on top, while the table draws your own
    row at the bottom whatever your role."""
    from tests.scenes.serpent_drivers import how_to_play_text
    text = how_to_play_text(quick_app)
    assert "your own row is the one nearer you, at the bottom, whether you direct or " \
        "defend" in text and "defender's row is on top" not in text
    for plays in ([], [(0, "give A\u2660")]):  # you direct, then you defend
        for seats, you in ((("human", "normal"), 0), (("normal", "human"), 1)):
            table = dealt_table(quick_app, seats, plays)
            director = table.view.director
            assert table.grid().director_at_bottom == (director == you)
            quick_app.stack.pop()


def test_the_guided_hand_never_offers_to_take_a_pick_back(quick_app):
    """It refuses take-backs: neither the keys nor a picked card's tip offer one."""
    from tests.scenes.tutorial_player import rect_of
    from tests.scenes.tutorial_player import settle as settle_coach
    app = quick_app
    table = app.screens.make("tutorial", "serpent")
    app.stack.push(table)
    settle_coach(app, table)
    click(app, rect_of(table, "hand/K\u2665"))
    run(app, 2)
    assert "back" not in table.words.instruction().lower()
    picked = table.targets.find(("hand", parse_cards("KH")[0]))
    assert not picked.preview and picked.refusal.startswith("In the guided hand a choice")


def test_an_answer_that_cannot_follow_is_news_until_the_next_move(quick_app):
    from scenes.tables.kit.chrome import EVENT
    app = quick_app
    app.prefs.ai_pace = "normal"  # Blue takes a moment before leading back
    table = dealt_table(app, ("human", "normal"), [(0, "give A\u2660"), (0, "give K\u2660"),
                        (0, "give Q\u2660"), (0, "show J\u2660"), (0, "show 10\u2660"),
                        (0, "show 9\u2660")])
    assert table.play(0, Play(parse_cards("8H")[0]))  # Blue holds no heart and no 8
    assert table.play(1, Play(parse_cards("2C")[0]))
    run(app, 3)
    news = [m for m in table.chrome.shown if m.kind == EVENT]
    assert [m.words for m in news] == ["Blue has no \u2665 and no 8"]
    assert table.layout["banner"].collidepoint(news[0].rect.center)
    assert table.play(1, Play(parse_cards("7D")[0]))
    run(app, 3)
    assert not [m for m in table.chrome.shown if m.kind == EVENT]


def first_hands_results(app) -> tuple[SerpentTable, SerpentResults]:
    """A hand played by Normal players, and its results, counted in."""
    table = start(app, 2)
    run(app, 2)
    play_until(table, lambda: table.flow.pending_results, seed=2)
    for _ in range(300):
        run(app, 1)
        if isinstance(app.stack.top, SerpentResults):
            break
    run(app, 90)
    return table, app.stack.top


def test_the_results_rank_the_players_with_each_hand(quick_app):
    app = quick_app
    _, overlay = first_hands_results(app)
    totals = overlay.event.totals
    assert [seat for _, seat, _ in overlay.standings()] == sorted((0, 1), key=lambda s: -totals[s])
    drawn = words_drawn(app)
    run(app, 1)
    places = [w for w in drawn if w in ("1st", "2nd", "=1st")]
    assert places in (["1st", "2nd"], ["=1st", "=1st"])


@pytest.mark.parametrize("seats", [("human", "normal"), ("human", "human")])
def test_nothing_on_screen_covers_another_message_or_the_game(quick_app, seats):
    """Seeded matches played through the real loop, the cursor on every target at each
    decision: no message over another or over the game, none cut at the edge or
    outliving its move, no target refused in silence."""
    from tests.scenes.screen_check import walk
    for seed in (1, 2):
        table = start(quick_app, seed, seats)
        assert walk(quick_app, table, 40, seed=seed) == []
        quick_app.stack.pop()


def test_nothing_covers_anything_in_the_guided_hand(quick_app):
    from tests.scenes.serpent_drivers import tutorial_problems
    assert tutorial_problems(quick_app, "serpent") == []


def test_the_log_lists_a_gift_as_a_sentence(quick_app):
    """"Red gave Blue A♠ K♠ Q♠" read as a row of cards, not a list: now "A♠, K♠ and Q♠"."""
    table = dealt_table(quick_app)
    for card in parse_cards("AS KS QS"):
        assert table.play(0, Give(card))
    assert table.log[-1].mine == "Red gave Blue A\u2660, K\u2660 and Q\u2660, face up"


def test_a_hints_reason_covers_nothing(quick_app):
    """The reason stands at the top of the log's place, the log under it: through the
    gift, the show and the play."""
    from scenes.tables.kit.chrome import HINT
    from tests.scenes.screen_check import frame_problems
    table = start(quick_app, 4)
    phases = set()
    for _ in range(8):
        settle(quick_app, table)
        if not table.my_turn():
            break
        key(quick_app, "h", frames=3)
        hints = [m for m in table.chrome.shown if m.kind == HINT]
        assert len(hints) == 1 and frame_problems(table) == []
        assert table.listed["log"].top > hints[0].rect.bottom
        phases.add(table.view.phase)
        assert table.play(table.viewer, table.hints.shown().action)
    assert phases == {GIFT, SHOW, PLAY}


def test_the_coachs_outline_round_a_card_of_your_hand_stands_clear_of_the_keys(quick_app):
    """The guided hand's pulsing outline round K♥ takes in the "hidden" caption under it,
    and its bottom edge ran through the keys' line ("X give the three")."""
    from scenes.tables.kit.chrome import INSTRUCTION
    from scenes.tutorial.coached import OUTLINE_REACH
    from tests.scenes.tutorial_player import settle as settle_coach
    app = quick_app
    table = app.screens.make("tutorial", "serpent")
    app.stack.push(table)
    settle_coach(app, table)
    run(app, 2)
    pointed = table.coach.point_rect()
    assert pointed.colliderect(table.layout["hand"])
    outline = table.coach._enclosing(pointed).inflate(OUTLINE_REACH, OUTLINE_REACH)
    keys = [m.rect for m in table.chrome.shown if m.kind == INSTRUCTION]
    assert keys and not outline.colliderect(keys[0])


def test_the_log_says_a_hands_score_once(quick_app):
    """The log said "Red scores 4 as director" and, under it, "Hand 1 over: Red scores 4
    as director": the hand's end says it, once."""
    table = start(quick_app, 3, ("normal", "normal"))
    play_until(table, lambda: len(table.session.hands) == 1, seed=3)
    told = [line.public for line in table.log]
    assert told[-1].startswith("Hand 1 over: ")  # hand 2's heading comes once it is dealt
    assert [words for words in told if "as director" in words] == [told[-1]]


def test_the_results_stand_clear_of_the_grid_and_its_lit_groups(quick_app):
    """"Hand 1 over" stood in the middle of the screen, over the grid and the pairs and
    runs lit on it: it stands in the right column, every word inside its box."""
    app = quick_app
    table, overlay = first_hands_results(app)
    box = overlay.box
    assert not box.colliderect(table.layout["grid"])
    assert app.screen.get_rect().contains(box)
    with texts_drawn(app) as drawn:
        run(app, 1)  # the table stands still under it: only the results draw words
    assert "Hand 1 over" in [words for words, _ in drawn]
    assert all(box.contains(rect) for _, rect in drawn), [
        (words, rect) for words, rect in drawn if not box.contains(rect)]


def test_nothing_drawn_tells_one_human_the_others_hidden_cards(quick_app):
    """Two humans share the screen: at moments along a match, the table seen by whoever
    the screen shows (or nobody, between them) looks the same, pixel for pixel and word
    for word, when every card that viewer may not know is dealt again."""
    from tests.scenes.serpent_drivers import looks_of
    app = quick_app
    table = start(app, 4, ("human", "human"))
    info, rng, brain = table.session.info, random.Random(4), make_agent(
        get_game("serpent"), "normal")
    compared = []
    for _ in range(1500):
        if top(app) == "HandOff":
            key(app, "return", frames=1)
        elif top(app) != "SerpentTable":
            run(app, 60)
            key(app, "return", frames=1)
        state = table.session.state
        if state.is_over or len(compared) >= 10:
            break
        seat = table.viewer
        if app.stack.top is table and not table.anim.busy and len(table.session.actions) % 5 == 0:
            seen_by = seat if seat is not None else 1
            other = info.determinize(state.view(seen_by), rng)
            real, dealt = looks_of(app, state.clone(), seat), looks_of(app, other, seat)
            assert real[1] == dealt[1], f"the words differ seen by {seat}"
            assert real[0] == dealt[0], f"the pixels differ seen by {seat}"
            compared.append(seat)
        if seat is not None and seat in state.to_act() and app.stack.top is table \
                and not table.anim.busy:
            table.play(seat, brain.choose(state.view(seat), state.legal_actions(seat), rng))
        run(app, 1)
    assert {0, 1} <= set(compared), compared
