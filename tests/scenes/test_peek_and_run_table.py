"""Peek and Run played through its table with real input events."""

import pytest

from game.peek_and_run.actions import (
    Claim,
    EndTurn,
    Lead,
    LookHand,
    LookStock,
    ShowTen,
)
from game.peek_and_run.board import CELL_OF
from game.registry import get_game, make_agent
from scenes.core.layout import load_layout
from scenes.tables.peek_and_run.phrases import cards_known
from scenes.tables.peek_and_run.words import card_words
from tests.scenes.conftest import (
    click,
    key,
    pad,
    run,
    top,
)
from tests.scenes.peek_and_run_drivers import (
    KEYS,
    PAD,
    after_a_lead,
    keys,
    play_by_input,
    settle,
    table_where,
    walk_to,
)


def play_through(app, table, press, max_moves=3000):
    info = get_game("peek-and-run")
    brains = {seat: make_agent(info, "normal") for seat in table.session.humans}
    import random
    rng = random.Random(0)
    for _ in range(max_moves):
        settle(app, table)
        state = table.session.state
        if state.is_over:
            return
        name = top(app)
        if name == "ResultsOverlay":
            press(app, "confirm", None)
            continue
        if name == "HandOff":
            press(app, "confirm", app.stack.top.seat)
            continue
        humans = table.session.humans_to_act()
        if not humans or table.flow.ended_hand is not None:  # the next hand waits for results
            run(app, 2)
            continue
        seat = humans[0]
        action = brains[seat].choose(state.view(seat), state.legal_actions(seat), rng)
        before = len(table.session.actions)
        play_by_input(app, table, action, press, seat)
        assert len(table.session.actions) > before, (
            f"{action} was not played: {top(app)}, message {table.chrome.message}, "
            f"selected {table.choosing.selected}, phase {table.view.phase} {table.legal()}")
        assert table.session.actions[before] == (seat, str(action))
    raise AssertionError("the match did not finish")


def test_a_full_match_against_normal_ai_on_the_keyboard(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 21, {"target": 2}))
    table = app.stack.top
    play_through(app, table, lambda a, step, seat: key(a, KEYS[step], frames=1))
    assert table.session.state.is_over
    run(app, 3)
    assert top(app) == "ResultsOverlay" and not app.stack.top.final  # the last hand first
    key(app, "return")
    run(app, 2)
    assert top(app) == "ResultsOverlay" and app.stack.top.final
    winners = table.session.state.outcome().winners
    assert winners
    assert table.words.instruction() == ""  # no keys to tell once the match is over


def test_a_hot_seat_match_with_two_controllers(quick_app):
    app = quick_app
    app.stack.push(app.screens.table("peek-and-run", ["human", "human"], 5, {"target": 1},
                             seat_devices={0: "pad:10", 1: "pad:11"}))
    table = app.stack.top
    run(app, 2)

    def press(a, step, seat):
        pad(a, PAD[step], instance_id=10 + (seat if seat is not None else 0), frames=1)

    def press_any(a, step, seat):
        if seat is None:  # a results screen: either player may go on
            seat = 0
        press(a, step, seat)
    play_through(app, table, press_any)
    assert table.session.state.is_over


def test_illegal_pile_choice_is_previewed_and_explained(quick_app):
    """A card and pile whose claim the rules refuse: the board marks it, and confirming
    shows why in the game's words instead of doing nothing."""
    app = quick_app
    for seed in range(200):
        app.stack.reset(app.screens.table("peek-and-run", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        if table.view.phase != "play" or not table.legal():
            continue
        hand = table.view.my_hand
        refused = [(i, pile) for i, card in enumerate(hand) if not card.is_ten
                   for pile in "LR" if table.choosing.card_move(i, pile) not in table.legal()
                   and isinstance(table.choosing.card_move(i, pile), Claim)]
        if refused:
            break
    else:
        pytest.fail("no position with a refused claim in 200 deals")
    index, pile = refused[0]
    walk_to(app, table, ("hand", index), "right", keys, None)
    key(app, "return", frames=1)  # pick the card up
    walk_to(app, table, ("pile", pile), "right", keys, None)
    product = table.choosing.card_move(index, pile).product
    assert table.choosing.previewed_claim() == (CELL_OF[product], False)  # drawn in red on the board
    before = list(table.session.actions)
    key(app, "return", frames=1)
    assert table.session.actions == before
    assert table.chrome.message[0] == f"{product} is already taken (Blue's)." or \
        table.chrome.message[0] == f"{product} is already taken (yours)."


def test_the_table_layout_has_every_anchor_it_uses():
    layout = load_layout("peek_and_run")
    for anchor in ("board", "discard_left", "discard_right", "stock", "hand", "opponents",
                   "peek", "hints", "scores", "log", "status", "buttons"):
        assert anchor in layout


def test_undo_takes_back_a_claim_but_not_a_peek(quick_app):
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, Lead) for a in legal)
                        and any(isinstance(a, ShowTen) for a in legal))
    legal = table.legal()
    before = table.session.state.view(0)
    lead = next(a for a in legal if isinstance(a, Lead))
    play_by_input(app, table, lead, keys, 0)
    assert table.session.actions[-1] == (0, str(lead))
    key(app, "c")
    assert table.session.actions == [] and table.session.state.view(0) == before
    ten = next(a for a in table.legal() if isinstance(a, ShowTen))
    play_by_input(app, table, ten, keys, 0)
    look = next(a for a in table.legal() if isinstance(a, (LookHand, LookStock)))
    play_by_input(app, table, look, keys, 0)
    key(app, "c")  # a card was seen: no taking back
    assert table.session.actions[-1] == (0, str(look))


def test_undo_takes_the_line_out_of_the_log_after_the_notation_is_swapped(quick_app):
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, Lead) for a in legal))
    lines_before = len(table.log)
    lead = next(a for a in table.legal() if isinstance(a, Lead))
    play_by_input(app, table, lead, keys, 0)
    assert len(table.log) == lines_before + 1
    key(app, "q")  # the log in notation
    key(app, "q")  # and back in words
    key(app, "q")  # and in notation again
    key(app, "c")
    assert table.session.actions == [] and len(table.log) == lines_before


def button(table, name):
    table.controls.refresh_buttons()
    return next(b for b in table.buttons if b.name == name)


def test_the_mouse_alone_plays_a_card_and_ends_the_turn(quick_app):
    app = quick_app
    for seed in range(40):
        app.stack.reset(app.screens.table("peek-and-run", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        leads = [a for a in table.legal() if isinstance(a, Lead)]
        if leads:
            break
    hand = [str(c) for c in table.view.my_hand]
    lead = leads[0]
    click(app, table.geometry.hand_rect(hand.index(str(lead.card))).center)
    click(app, table.geometry.pile_rect(lead.pile).center)
    assert table.session.actions[-1] == (0, str(lead))
    second = next(a for a in table.legal() if isinstance(a, Claim))
    hand = [str(c) for c in table.view.my_hand]
    click(app, table.geometry.hand_rect(hand.index(str(second.card))).center)
    click(app, table.geometry.pile_rect(second.pile).center)
    assert (0, str(second)) in table.session.actions
    if EndTurn() in table.legal():
        click(app, button(table, "end").rect.center)
        assert (0, "end turn") in table.session.actions


def test_a_lit_board_cell_is_clicked_to_claim_it(quick_app):
    app = quick_app
    table, _, claim = after_a_lead(app)
    cell = CELL_OF[claim.product]
    assert ("cell", cell) in [t.key for t in table.targets.items]
    before = len(table.session.actions)
    click(app, table.geometry.cell_rect(cell).center)
    assert table.session.actions[before] == (0, str(claim))


def test_the_log_speaks_in_words_and_offers_the_notation(quick_app):
    app = quick_app
    table, lead, claim = after_a_lead(app)
    play_by_input(app, table, claim, keys, 0)
    settle(app, table)
    assert table.my_turn()

    def reds():
        return [line.text_for(0) for line in table.log if line.seat == 0][-2:]
    pile = {"L": "left", "R": "right"}[claim.pile]
    words = reds()
    assert words[1].startswith(f"Red played {card_words(claim.card)} on the {pile} pile and "
                               f"claimed {claim.product}")
    key(app, "q")  # the notation button
    assert reds()[0] == f"Red: {lead}" and reds()[1].startswith(f"Red: {claim}")
    key(app, "q")
    assert reds() == words


def test_a_new_player_at_the_screen_starts_with_nothing_chosen(quick_app):
    """Hot seat: the card and pile one player pointed at are not the next one's."""
    app = quick_app
    for seed in range(40):
        app.stack.reset(app.screens.table("peek-and-run", ["human", "human"], seed, {}))
        table = app.stack.top
        run(app, 2)
        if top(app) == "HandOff":
            key(app, "return")
        seat = table.viewer
        hand = [str(c) for c in table.view.my_hand]
        leads = [a for a in table.legal() if isinstance(a, Lead) and a.pile == "R"]
        others = [i for i, c in enumerate(hand) if leads and c != str(leads[0].card)
                  and not c.endswith("T")]
        if others:
            break
    other = others[0]
    walk_to(app, table, ("hand", other), "right", keys, seat)
    key(app, "return", frames=1)  # a card picked up, not played
    assert table.choosing.selected == other
    play_by_input(app, table, leads[0], keys, seat)  # the lead, on the right pile
    while table.session.state.view(None).current == seat:
        move = next((a for a in table.legal() if isinstance(a, Claim)), EndTurn())
        play_by_input(app, table, move, keys, seat)
    run(app, 3)
    assert top(app) == "HandOff"
    key(app, "return")
    assert table.viewer == 1 - seat and table.choosing.selected is None
    assert table.targets.cursor_key[0] == "hand"


def test_the_peek_panel_says_who_is_peeking(quick_app):
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, ShowTen) for a in legal))
    assert table.words.peek_title() == "Cards you saw"
    ten = next(a for a in table.legal() if isinstance(a, ShowTen))
    play_by_input(app, table, ten, keys, 0)
    assert table.view.phase == "peek" and table.words.peek_title() == "Peeking: up to three cards"
    look = next(a for a in table.legal() if isinstance(a, (LookHand, LookStock)))
    play_by_input(app, table, look, keys, 0)
    assert cards_known(table.view, table.short_name)
    assert table.log[-1].text_for(0).startswith("Red peeked with")
    assert "(" in table.log[-1].text_for(0) and "(" not in table.log[-1].text_for(1)
    state = table.session.state
    state.current, state._legal = 1, None  # the same peek, made by the opponent
    table.state_changed()
    assert table.words.peek_title() == f"{table.short_name(1)} is peeking"


