"""No Lookie played on its table through real keyboard, mouse and controller input:
every action card, knocks, skipped turns and the reveal, with 3, 7 and 12 seats."""

from __future__ import annotations

import pytest

from game.no_lookie.events import RoundRevealed
from game.no_lookie.rules import new_game
from scenes.screens.results import ResultsOverlay
from scenes.tables.no_lookie.geometry import PILE_CARD, packet_panel
from scenes.widgets import theme
from tests.scenes.conftest import click, key, run, top, words_drawn
from tests.scenes.no_lookie_drivers import (
    ALL_ACTIONS,
    Player,
    assert_everything_happened,
    dealt_table,
    human_knocked,
    play,
    start,
)


def test_three_seats_a_whole_match_on_the_keyboard(quick_app):
    table = start(quick_app, ["human", "normal", "normal"], seed=2)
    player = Player(quick_app, table, "keys", seed=2)
    play(quick_app, table, player)
    assert table.session.state.is_over
    for _ in range(600):  # the last reveal plays out, the round's results, the match's
        shown = quick_app.stack.top
        if isinstance(shown, ResultsOverlay) and shown.final:
            break
        if isinstance(shown, ResultsOverlay):
            player.press("confirm")
        run(quick_app, 1)
    assert isinstance(quick_app.stack.top, ResultsOverlay) and quick_app.stack.top.final
    assert_everything_happened(table, player)
    assert human_knocked(table)


def test_seven_seats_two_humans_with_the_mouse_hand_off_between_them(quick_app):
    seats = ["human", "normal", "normal", "human", "easy", "normal", "easy"]
    table = start(quick_app, seats, seed=6)
    player = Player(quick_app, table, "mouse", seed=6)
    play(quick_app, table, player, rounds=3)
    assert_everything_happened(table, player, rounds=3)
    assert human_knocked(table)
    humans_moved = {line.seat for line in table.log}
    assert {0, 3} <= humans_moved


def test_twelve_seats_three_rounds_with_the_controller(quick_app):
    table = start(quick_app, ["human"] + ["easy"] * 11, seed=1)
    player = Player(quick_app, table, "pad", seed=1)
    play(quick_app, table, player, rounds=3)
    assert_everything_happened(table, player, rounds=3)
    revealed = [e for e in player.events if isinstance(e, RoundRevealed)][-1]
    assert table.animation.reveal.event == revealed
    assert table.session.state.last_round[1] == revealed.scores
    # the next round is dealt behind the reveal: the status says what is on screen
    assert table.words.status_line() == "The reveal: the round is scored"


def test_an_action_card_on_the_discard_pile_is_refused_in_words(quick_app):
    table = quick_app.screens.table("no-lookie", ["human", "normal", "normal"], 1, ALL_ACTIONS)
    table.session.state = new_game(3, ALL_ACTIONS, 1, deal={"dealer": 2, "discard": "Swap"})
    quick_app.stack.push(table)
    run(quick_app, 3)
    assert table.my_turn()
    click(quick_app, table.layout["discard"].center)
    assert table.chrome.message[0] == "An action card (Swap) on the discard pile cannot be taken."
    assert table.session.actions == []


def test_the_first_look_shows_the_bottom_row_until_the_first_turn_only(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    table = app.screens.table("no-lookie", ["human", "normal", "normal"], 1, {})
    table.session.state = new_game(3, {}, 1, deal={
        "dealer": 0, "tableaus": [["1", "2", "3", "4", "5"], ["6", "6", "6", "7", "7"],
                                  ["8", "8", "8", "9", "9"]], "stock": ["10"] * 4})
    app.stack.push(table)
    run(app, 2)
    assert table.words.instruction().startswith("Remember these")
    assert table.animation.look.looking == 0
    assert [table.shown_card(0, s) for s in range(5)] == [None, None, 3, 4, 5]
    assert table.shown_card(1, 2) is None  # nobody else's cards
    for _ in range(600):  # Blue and Yellow play; then it is Red's first turn
        run(app, 1)
        if table.my_turn() and not table.anim.busy:
            break
    assert table.my_turn() and table.animation.look.looking is None
    assert [table.shown_card(0, s) for s in range(5)] == [None] * 5


def test_the_status_line_during_the_reveal_stays_clear_of_the_cards(quick_app):
    """While the reveal plays, the line under the buttons says so in words that end
    before the player's own cards begin (it ran under them, cut off)."""
    app = quick_app
    table = start(app, ["human", "normal", "normal"], seed=2)
    player = Player(app, table, "keys", seed=2)
    seen = []
    real_frame = app.frame

    def frame():
        real_frame()
        if table.animation.reveal is not None and not table.session.state.is_over:
            status = table.layout["status"]
            words = table.words.status_line()
            room = table.parts.text_room(words, status.midleft, theme.BODY_SIZE, anchor="midleft")
            cards = table.places().cards[table.viewer]
            seen.append(words)
            assert room.right <= status.right, words
            assert not any(room.colliderect(card) for card in cards), words
    app.frame = frame
    play(app, table, player, rounds=1)
    assert seen


def test_a_reveal_score_of_one_reads_one_point(quick_app):
    """The reveal's panel counts each score up in points: "1 pt", never "1 pts"."""
    app = quick_app
    app.prefs.animation_speed = "normal"  # the reveal plays out over its frames
    table = start(app, ["human", "normal", "normal"], seed=2)
    drawn = words_drawn(app)
    tableaus = ((1, 0, 5, 5, 5), (9, 9, 2, 3, 4), (7, 7, 1, 1, 1))
    table.animation.on_events([RoundRevealed(tableaus, (1, 27, 14), None, (0,), None)])
    for _ in range(400):
        run(app, 1)
        if table.animation.reveal is None or top(app) != "NoLookieTable":
            break
    assert "\u2605 1 pt" in drawn and "\u2605 1 pts" not in drawn
    assert "27 pts" in drawn
    assert not any(words.endswith(" 1 pts") for words in drawn)


def test_a_rounds_results_add_vp_to_the_vp_totals(quick_app):
    """The round's overlay counts VP totals; what it adds for each seat is the VP the
    round gave or took, so the tally never shows a total like "-32 (+44)"."""
    app = quick_app
    table = start(app, ["human", "normal", "normal"], seed=2)
    player = Player(app, table, "keys", seed=2)
    revealed = []
    original_on_events = table.animation.on_events

    def watching(events):
        revealed.extend(e for e in events if isinstance(e, RoundRevealed))
        original_on_events(events)
    table.animation.on_events = watching
    for _ in range(6000):
        if isinstance(app.stack.top, ResultsOverlay):
            break
        run(app, 1)
        if top(app) == "NoLookieTable" and not table.anim.busy and not table.flow.pending_results \
                and table.session.humans_to_act() == [table.viewer]:
            player.perform(table.viewer, player.choose(table.viewer, table.session.state))
    overlay = app.stack.top
    assert isinstance(overlay, ResultsOverlay) and not overlay.final
    event, reveal = overlay.event, revealed[-1]
    assert event.points == tuple(int(s in reveal.victory) - int(s == reveal.flipped)
                                 for s in range(3))
    assert all(total >= 0 for total in event.totals)
    shown = []
    for _ in range(60):  # the tally counts the round in
        run(app, 1)
        shown += [total for _, _, total in overlay.standings()]
    assert shown and all(total >= 0 for total in shown)


FIXED_PLACES = ("banner", "stock", "discard", "held", "me", "hints", "buttons", "status",
                "tip", "tableau", "log")


@pytest.mark.parametrize("count", range(3, 13))
def test_every_seat_has_its_own_room_at_every_table_size(quick_app, count):
    """The other seats' panels stay in their room on screen, apart from each other, and
    clear of the piles, your own seat, the log, the draft's cards going round and every
    place a message stands."""
    table = start(quick_app, ["human"] + ["normal"] * (count - 1), seed=1)
    places = table.places()
    others = [places.panels[seat] for seat in range(count) if seat != table.viewer]
    room = table.layout["seats"]
    fixed = [table.layout[name] for name in FIXED_PLACES] + [packet_panel(table.layout)]
    for i, panel in enumerate(others):
        assert room.contains(panel)
        assert panel.collidelist(others[i + 1:]) == -1
        assert panel.collidelist(fixed) == -1, (panel, fixed[panel.collidelist(fixed)])


def test_two_others_sit_at_the_sides_with_cards_read_from_across_the_room(quick_app):
    """With three players the top half was mostly empty while the others' cards were
    drawn 50 px wide: the two sit left and right, their cards as large as the piles'."""
    table = start(quick_app, ["human", "normal", "normal"], seed=1)
    places = table.places()
    left, right = (places.panels[seat] for seat in (1, 2))
    room = table.layout["seats"]
    assert left.right < room.centerx - 300 and right.left > room.centerx + 300
    assert places.small == PILE_CARD



# -- one voice: what can't be chosen says why in the rules' words ---------------------

def refused_on_confirm(app, table, target_key) -> str:
    """Point at a target and confirm it: nothing is played, and the words said."""
    table.controls.refresh_targets()
    target = table.targets.find(target_key)
    table.targets.point_at(target_key)
    before = list(table.session.actions)
    key(app, "return")
    assert table.session.actions == before and table.chrome.message[0] == target.refusal
    return target.refusal


def test_a_card_that_may_not_be_chosen_says_the_rules_words(quick_app):
    from game.no_lookie.actions import (
        DiscardDrawn,
        DrawDiscard,
        DrawStock,
        Rearrange,
        TradeWith,
    )
    from game.no_lookie.refusals import refusal, swap_refusal, switch_refusal
    app = quick_app
    table = dealt_table(app, ["Swap"], discard="Burn")
    assert refused_on_confirm(app, table, "discard") == refusal(table.view, DrawDiscard()) \
        == "An action card (Burn) on the discard pile cannot be taken."
    table.choosing.picked = [(0, 2)]  # B1 picked to switch: the top row stays apart
    assert refused_on_confirm(app, table, ("slot", 0, 0)) == switch_refusal(table.view, 0, 2) \
        == "Cards stay in their row: pick another card of your bottom row."

    table = dealt_table(app, ["Swap"], [Rearrange(2, 3)])
    for slot in range(5):
        assert table.targets.find(("slot", 0, slot)).refusal == \
            switch_refusal(table.view, slot) == "You have already switched two cards this turn."

    table = dealt_table(app, ["Swap"], [DrawStock(), DiscardDrawn()])
    table.choosing.picked = [(0, 0)]  # T1 picked for the Swap: T2 is of the same row
    assert refused_on_confirm(app, table, ("slot", 0, 1)) == swap_refusal(table.view, 1, 0) \
        == "Swap takes one card of each row: pick one from your bottom row."

    table = dealt_table(app, ["Trade"], [DrawStock(), DiscardDrawn()])
    assert refused_on_confirm(app, table, ("slot", 1, 3)) == refusal(table.view, TradeWith(1, 3)) \
        == "First pick one of your own cards to trade."


# -- the table as a player sees it -----------------------------------------------------

def test_the_burn_step_the_news_and_the_tip_stand_apart_and_go_with_their_moves(quick_app):
    """The Burn prompt, the "Grey discarded the 11" banner and a tip lay on top of each
    other and over the player's cards; the banner stood through several moves; a
    refusal stood after drawing.  Now each has its place, and goes with its move."""
    from game.no_lookie.actions import DiscardDrawn, DrawStock, Replace
    from scenes.tables.kit.chrome import EVENT, REFUSAL, TIP
    from tests.scenes.screen_check import frame_problems
    app = quick_app
    app.prefs.ai_pace = "normal"  # Blue and Yellow wait: their moves are played here
    table = dealt_table(app, ["5", "11", "Burn", "4"], dealer=0)  # Blue plays first
    for seat, action in ((1, DrawStock()), (1, Replace(0)), (2, DrawStock()),
                         (2, DiscardDrawn())):
        assert table.play(seat, action)
    still(app, table)
    assert table.my_turn()
    news = [m for m in table.chrome.shown if m.kind == EVENT]
    assert [m.words for m in news] == ["Yellow discarded the 11 and skips their next turn"]
    table.choosing.picked = [(0, 2)]  # a refused switch: the refusal, said once
    table.controls.forget_targets()
    table.controls.refresh_targets()
    table.targets.point_at(("slot", 0, 0))
    key(app, "return")
    kinds = [m.kind for m in table.chrome.shown]
    assert REFUSAL in kinds and TIP not in kinds and EVENT in kinds
    assert frame_problems(table) == []
    table.choosing.picked = []
    assert table.play(0, DrawStock())  # draws the Burn: the refusal and the news go
    run(app, 2)
    kinds = [m.kind for m in table.chrome.shown]
    assert REFUSAL not in kinds and EVENT not in kinds and table.chrome.message is None
    assert table.play(0, DiscardDrawn())
    still(app, table)
    assert table.words.status_line().startswith("Burn: pick a card")
    for slot in range(5):
        table.targets.point_at(("slot", 0, slot))
        run(app, 1)
        assert frame_problems(table) == []
        assert TIP in [m.kind for m in table.chrome.shown]


def still(app, table, most=600) -> None:
    """Run frames until no card is in motion."""
    for _ in range(most):
        run(app, 1)
        if not table.anim.busy:
            run(app, 1)
            return
    raise AssertionError("the cards never landed")


def test_enter_on_the_highlighted_burn_target_burns(make_app):
    """Enter on the highlighted Burn target once did nothing while a click worked: it
    only hurried the Burn card still flying to the discard pile.  Nothing is lit while
    cards move; once one is, Enter chooses it."""
    from game.no_lookie.actions import DiscardDrawn, DrawStock
    app = make_app()
    app.prefs.ai_pace = "normal"  # normal speed: the Burn card takes its time to land
    table = dealt_table(app, ["Burn", "4"])
    lit = []
    real = table.chrome.draw_cursor
    table.chrome.draw_cursor = lambda *args, **kwargs: (
        lit.append(table.targets.current), real(*args, **kwargs))
    still(app, table)
    assert table.play(0, DrawStock()) and table.play(0, DiscardDrawn())
    lit.clear()
    for _ in range(200):
        run(app, 1)
        if lit and lit[-1] is not None:
            break
    target = lit[-1]
    assert target.key[0] == "slot" and target.allowed
    key(app, "return", frames=1)
    assert table.session.actions[-1] == (0, str(target.action)), "Enter chose nothing"


def test_the_status_line_names_no_card_still_on_its_way(make_app):
    """It named "the 10 from the discard" while the pile still showed the 7 under the
    10 flying there: it waits for the card to land."""
    from game.no_lookie.actions import DiscardDrawn, DrawStock
    app = make_app()
    app.prefs.ai_pace = "normal"
    table = dealt_table(app, ["10"], discard="7", dealer=1)  # Yellow plays, then Red
    still(app, table)
    assert table.play(2, DrawStock()) and table.play(2, DiscardDrawn())
    said = []
    for _ in range(200):
        run(app, 1)
        flying = table.animation.hidden[("discard",)]
        said.append((flying, table.words.status_line()))
        if not table.anim.busy:
            break
    assert any(flying for flying, _ in said)
    assert all("take" not in words for flying, words in said if flying)
    assert said[-1][1] == "Your turn, Red: draw from the pile or take the 10"


@pytest.mark.parametrize("count", [3, 7, 12])
def test_a_seats_marks_stand_in_its_badge_clear_of_every_card(quick_app, count):
    """"skips next turn", "1 flipped", "drafting" were cut at the screen's edge and lay
    over cards: they are words in the seat's badge."""
    from dataclasses import replace
    quick_app.prefs.ai_pace = "normal"  # nobody moves while the badges are read
    table = start(quick_app, ["human"] + ["normal"] * (count - 1), seed=1)
    view = table.view
    table.views._view = (table.views.key(table.viewer), replace(
        view, skips=(1,) * count, knocker=count - 1, drafter=1, flipped=(1,) * count))
    table.still.forget()
    run(quick_app, 1)
    details = [table.drawing.seat_badge(seat).detail for seat in range(count)]
    assert details[1].startswith("skips a turn \u00b7 drafting \u00b7 1 VP flipped")
    assert details[-1].startswith("skips a turn \u00b7 knocked \u00b7 1 VP flipped")
    assert not [name for name in table.listed if name.startswith("marks")]
    cards = [rect for seat in range(count) for rect in table.places().cards[seat]]
    for seat in range(count):
        badge = table.places().badges[seat]
        assert quick_app.screen.get_rect().contains(badge)
        assert badge.collidelist(cards) == -1


@pytest.mark.parametrize("count", range(3, 13))
def test_a_vp_card_lands_beside_its_seats_cards_clear_of_its_name(quick_app, count):
    """A flipped VP card covered Teal's name: a VP card lands beside the seat's top row,
    over no badge and no card."""
    table = start(quick_app, ["human"] + ["normal"] * (count - 1), seed=1)
    places = table.places()
    badges = list(places.badges.values())
    cards = [rect for seat in range(count) for rect in places.cards[seat]]
    for seat in range(count):
        landed = places.vp_rect(seat)
        assert places.panels[seat].contains(landed)
        assert landed.collidelist(badges) == -1 and landed.collidelist(cards) == -1


def test_the_reveal_turns_every_hand_face_up_with_its_points_said_as_points(quick_app):
    """At the reveal the badges switched from VP to the round's points with no word to
    say so: they keep the VP, and say the round's points as such."""
    app = quick_app
    app.prefs.animation_speed = "normal"
    table = start(app, ["human", "normal", "normal"], seed=2)
    tableaus = ((1, 0, 5, 5, 5), (9, 9, 2, 3, 4), (7, 7, 1, 1, 1))
    table.animation.on_events([RoundRevealed(tableaus, (1, 27, 14), None, (0,), None)])
    reveal = table.animation.reveal
    for _ in range(400):
        run(app, 1)
        if reveal.t >= 1:
            break
    assert all(turn == "face" for seat in range(3) for turn in reveal.card_turns(seat))
    badges = [table.drawing.seat_badge(seat) for seat in range(3)]
    assert [b.detail for b in badges] == ["\u2605 1 pt this round", "27 pts this round",
                                          "14 pts this round"]
    assert all(b.score.endswith(" VP") for b in badges)


def test_how_to_play_says_switching_comes_before_drawing_and_what_the_deck_holds(quick_app):
    """How to play never mentioned switching two cards of one row before drawing, nor
    what the deck holds: both are said, the deck as the rules deal it."""
    from game.no_lookie.cards import (
        ACTION_COPIES,
        ELEVEN_COPIES,
        NAMES,
        NUMBER_COPIES,
        WILD_COPIES,
    )
    from tests.scenes.serpent_drivers import how_to_play_text
    text = how_to_play_text(quick_app, "no-lookie")
    assert "Before you draw, you may switch two face-down cards of one row, once a turn" \
        in text
    assert (NUMBER_COPIES, ELEVEN_COPIES, WILD_COPIES) == (5, 1, 2)
    assert "Number cards 1 to 10, five of each; one 11th card; two wildcards." in text
    for card, copies in ACTION_COPIES.items():
        assert f"{copies} {NAMES[card]}" in text


def test_the_words_name_cards_as_a_player_does(quick_app):
    """"Put your drafted the Ray's Play", a bare "(the discard pile)", "Take the the
    11": each card said once, with the right article, and no stray words."""
    from game.no_lookie.actions import DrawDiscard
    from game.no_lookie.cards import ELEVEN, RAYS_PLAY
    from scenes.tables.no_lookie.cards_said import a_card, card_noun, the_card
    from scenes.tables.no_lookie.words import ACTION_ASKS
    assert [the_card(ELEVEN), a_card(ELEVEN), a_card(8), card_noun(0)] == \
        ["the 11", "an 11", "an 8", "wild"]
    assert "Put your drafted Ray's Play" not in ACTION_ASKS[RAYS_PLAY]
    assert all("(" not in ask for ask in ACTION_ASKS.values())
    table = dealt_table(quick_app, ["4"], discard="11")
    take = table.targets.find("discard")
    assert take.action == DrawDiscard() and take.preview == "Take the 11 from the discard pile"
    assert table.words.status_line() == "Your turn, Red: draw from the pile or take the 11"
    assert f"Draft: put your drafted {card_noun(RAYS_PLAY)} in place of a card" == \
        "Draft: put your drafted Ray's Play in place of a card"


def test_the_guided_round_says_how_long_it_takes_for_its_steps():
    """It promised "two minutes" for nineteen steps."""
    from scenes.tutorial.script import load_tutorial
    tutorial = load_tutorial("no-lookie")
    assert "two minutes" not in tutorial.title
    assert tutorial.minutes * 5 >= len(tutorial.steps)  # a step read in twelve seconds


@pytest.mark.parametrize("count", range(3, 13))
def test_the_other_seats_cards_use_the_room_there_is(quick_app, count):
    """With three players the others' cards stayed 50x70 while half the table was
    empty: at every size their cards are as large as the piles', or a tenth larger
    would no longer fit the room the seats share."""
    table = start(quick_app, ["human"] + ["normal"] * (count - 1), seed=1)
    places, room = table.places(), table.layout["seats"]
    panels = [places.panels[seat] for seat in range(count) if seat != table.viewer]
    assert all(room.contains(panel) for panel in panels)
    if places.small == PILE_CARD:
        return
    w, h = places.small
    rows = len({panel.y for panel in panels})
    across = max(sum(1 for p in panels if p.y == y) for y in {p.y for p in panels})
    bigger_w, bigger_h = w * 11 // 10, h * 11 // 10
    gap = max(4, bigger_w // 9)
    too_wide = across * (3 * bigger_w + 2 * gap + 24) + (across - 1) * 8 > room.width
    too_tall = rows * (48 + 4 + 2 * bigger_h + gap) + (rows - 1) * 8 > room.height
    assert too_wide or too_tall, (count, places.small)


# -- couch privacy --------------------------------------------------------------------------

def test_each_human_has_their_first_look_behind_their_own_hand_off(quick_app):
    """From round 2 on, the last human's bottom row turned face up ("Remember these!")
    while another player was on turn, and its owner then met it face down.  Here Red
    makes round 1's last move and Blue (AI) opens round 2: Red's look waits for Red's
    own hand-off, and shows to Red alone."""
    from game.no_lookie.actions import DiscardDrawn, DrawStock, Knock
    app = quick_app
    app.prefs.ai_pace = "normal"  # Blue's moves are played here, in turn
    table = dealt_table(app, ["1", "2", "3"], dealer=2, seats=("human", "normal", "human"))
    looks, real_start = [], table.animation.look.start

    def start_look(seat, after=0.0):
        looked = set(table.animation.look.looked)
        real_start(seat, after)
        if seat in table.animation.look.looked - looked:  # a look taken, not one skipped
            looks.append((table.session.state.round, seat, table.viewer,
                          table.session.humans_to_act()))
    table.animation.look.start = start_look
    for seat, moves in ((0, [DrawStock(), DiscardDrawn()]), (1, [Knock()]),
                        (2, [DrawStock(), DiscardDrawn()]), (0, [DrawStock(), DiscardDrawn()])):
        screen_to(app, table, seat)
        for move in moves:
            assert table.play(seat, move)
    assert table.session.state.round == 2 and table.session.state.to_act() == (1,)
    for _ in range(1800):  # the results; Blue's first turn; Yellow's, and Red's
        run(app, 1)
        if top(app) in ("HandOff", "ResultsOverlay"):
            run(app, 60)
            key(app, "return", frames=1)
        if [r for r, *_ in looks].count(2) == 2:
            break
        seat = table.viewer
        if seat is not None and table.my_turn() and not table.anim.busy:
            for move in (DrawStock(), DiscardDrawn()):  # the look is taken: play on
                assert table.play(seat, move)
    round_two = [look for look in looks if look[0] == 2]
    assert sorted(seat for _, seat, _, _ in round_two) == [0, 2], looks
    for _, seat, viewer, asked in looks:
        assert viewer == seat and seat in asked, looks


def screen_to(app, table, seat, most=600) -> None:
    """Run frames until `seat` may move: a human's hand-off confirmed and the screen
    theirs, or an AI seat asked with nothing in motion."""
    for _ in range(most):
        if top(app) == "HandOff":
            key(app, "return", frames=1)
        run(app, 1)
        asked = seat in table.session.state.to_act() and not table.anim.busy
        if asked and (not table.session.is_human(seat) or table.viewer == seat):
            return
    raise AssertionError(f"seat {seat} was never asked")


def test_back_puts_a_card_picked_for_the_swap_back(quick_app):
    """B after picking one card gave up the whole Swap: it puts that card back, as in
    every other pick; with nothing picked it leaves the Swap unused."""
    from game.no_lookie.actions import Decline, DiscardDrawn, DrawStock
    app = quick_app
    table = dealt_table(app, ["Swap", "4"], [DrawStock(), DiscardDrawn()])
    table.controls.refresh_targets()
    table.targets.point_at(("slot", 0, 0))
    key(app, "return")
    assert table.choosing.picked == [(0, 0)]
    key(app, "backspace")
    assert table.choosing.picked == [] and table.view.pending is not None
    assert table.session.actions == []
    key(app, "backspace")
    assert table.session.actions[:1] == [(0, str(Decline()))]


# -- nothing covers anything ----------------------------------------------------------------

@pytest.mark.parametrize("seats", [["human", "normal", "normal"], ["human", "normal", "human"]])
def test_nothing_on_screen_covers_another_message_or_the_game(quick_app, seats):
    """Seeded matches with every action card played through the real loop, the cursor
    on every target at each decision: no message over another or over the game, none
    cut at the edge or outliving its move, no target refused in silence."""
    from tests.scenes.screen_check import walk
    for seed in (1, 2):
        table = start(quick_app, seats, seed)
        assert walk(quick_app, table, 60, seed=seed) == []
        assert table.session.state.round > 1  # through a reveal and its results
        quick_app.stack.pop()


@pytest.mark.parametrize("count", range(4, 13))
def test_nothing_covers_anything_at_every_table_size(quick_app, count):
    from tests.scenes.screen_check import walk
    seats = ["human", "easy", "human"] + ["easy"] * (count - 3)
    table = start(quick_app, seats, count)
    assert walk(quick_app, table, 12, seed=count) == []


def test_nothing_covers_anything_in_the_guided_round(quick_app):
    from tests.scenes.serpent_drivers import tutorial_problems
    assert tutorial_problems(quick_app, "no-lookie") == []


def test_a_hints_reason_covers_nothing(quick_app):
    """The reason stands at the top of the log's place, the log under it."""
    from scenes.tables.kit.chrome import HINT
    from tests.scenes.screen_check import frame_problems
    table = start(quick_app, ["human", "normal", "normal"], seed=2)
    shown = 0
    for _ in range(600):
        run(quick_app, 1)
        if shown == 3 or not table.my_turn() or table.anim.busy:
            continue
        key(quick_app, "h", frames=3)
        hints = [m for m in table.chrome.shown if m.kind == HINT]
        assert len(hints) == 1 and frame_problems(table) == []
        assert table.listed["log"].top > hints[0].rect.bottom
        table.play(table.viewer, table.hints.shown().action)
        shown += 1
    assert shown == 3


def test_a_trade_reads_in_the_log_as_two_plain_phrases(quick_app):
    """A trade read "Red trades their top left card…" and then "Red: … for Blue's
    bottom middle card, unseen", a line cut in two by ellipses."""
    from game.no_lookie.actions import DiscardDrawn, DrawStock, TradeFrom, TradeWith
    table = dealt_table(quick_app, ["Trade"], [DrawStock(), DiscardDrawn()])
    assert table.play(0, TradeFrom(0)) and table.play(0, TradeWith(1, 3))
    told = [line.public for line in table.log][-2:]
    assert told == ["Red chose their top left card to trade",
                    "Red traded it for Blue's bottom middle card, unseen"]
    assert not any("\u2026" in line.mine or "\u2026" in line.public for line in table.log)


@pytest.mark.parametrize("count", [5, 12])
def test_a_hints_reason_covers_nothing_at_larger_tables(quick_app, count):
    """With more seats the log's place is lower and shorter: the reason still stands
    over its top, the log under it."""
    from scenes.tables.kit.chrome import HINT
    from tests.scenes.screen_check import frame_problems
    table = start(quick_app, ["human"] + ["normal"] * (count - 1), 2)
    for _ in range(400):
        run(quick_app, 1)
        if table.my_turn() and not table.anim.busy:
            break
    key(quick_app, "h", frames=3)
    hints = [m for m in table.chrome.shown if m.kind == HINT]
    assert len(hints) == 1 and frame_problems(table) == []
    assert table.listed["log"].top > hints[0].rect.bottom
