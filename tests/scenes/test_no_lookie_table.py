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
    drawn = words_drawn(app)
    run(app, 60)  # the tally counts the round in
    lines = [w for w in drawn if w.startswith("Red: ")]
    assert lines and not any(w.startswith("Red: -") for w in lines)


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

def dealt_table(app, stock, moves=(), options=ALL_ACTIONS, discard="5"):
    """Red, Blue and Yellow; Red plays first, with `moves` made already."""
    table = app.screens.table("no-lookie", ["human", "normal", "normal"], 1, dict(options))
    state = new_game(3, dict(options), 1, deal={
        "dealer": 2, "tableaus": [[8, 2, 5, 5, 9], [7, 9, 4, 6, 10], [10, 6, 3, 8, 7]],
        "stock": list(stock), "discard": discard})
    for action in moves:
        state.apply(0, action)
    table.session.state = state
    app.stack.push(table)
    run(app, 2)
    table.animation.look.looking = None  # the first look is over
    run(app, 2)
    return table


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
