"""Peek and Run played through its table with real input events."""

import pygame
import pytest

from game.peek_and_run.moves import (Claim, EndTurn, Forfeit, Lead, LookHand, LookStock, Pass,
                                     PlaceTen, ShowTen, TakeMarker)
from game.registry import get_game, make_agent
from scenes.launch import table_for
from scenes.layout import load_layout
from tests.scenes.conftest import key, pad, run, top

KEYS = {"left": "left", "right": "right", "confirm": "return", "action": "x"}
PAD = {"left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "action": pygame.CONTROLLER_BUTTON_X}


def presses_for(table, action) -> list[str]:
    """The presses a player makes on this table to play `action`."""
    if isinstance(action, (EndTurn, Pass)):
        return ["action"]
    if isinstance(action, Forfeit):
        return ["action", "action"]
    if isinstance(action, (LookHand, LookStock, PlaceTen, TakeMarker)):
        index = [a for a, _ in table.peek_targets()].index(action)
        return ["right"] * ((index - table.cursor) % len(table.peek_targets())) + ["confirm"]
    hand = list(table.view.my_hand)
    index = [str(c) for c in hand].index(str(action.card))  # twins are one move
    steps = ["right"] * ((index - table.cursor % len(hand)) % len(hand)) + ["confirm"]
    if isinstance(action, ShowTen):
        return steps
    return steps + ["left" if action.pile == "L" else "right", "confirm"]


def settle(app, table, most=50):
    """Run frames until the AI has moved and any results screen is up."""
    for _ in range(most):
        run(app, 1)
        if not table.pending_results and not table.session.agents_to_act():
            run(app, 1)
            return


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
        if not humans:
            run(app, 2)
            continue
        seat = humans[0]
        action = brains[seat].choose(state.view(seat), state.legal_actions(seat), rng)
        before = len(table.session.actions)
        trace = []
        for step in presses_for(table, action):
            press(app, step, seat)
            trace.append((step, top(app), table.selected, table.pile_cursor,
                          len(table.session.actions)))
        assert len(table.session.actions) > before, (
            f"{action} was not played: {top(app)}, message {table.message}, "
            f"selected {table.selected}, phase {table.phase()} {trace} {table.legal()}")
        assert table.session.actions[before] == (seat, str(action))
    raise AssertionError("the match did not finish")


def table_where(app, wanted, seeds=60):
    """A human-against-Normal table whose first human turn offers moves `wanted`
    accepts (skips the test if no seed deals one)."""
    for seed in range(seeds):
        app.stack.reset(table_for(app, "peek-and-run", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        if wanted(table.legal()):
            return table
    pytest.skip("no seed deals the human such a turn")


@pytest.fixture
def quick_app(make_app):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    return app


def test_a_full_match_against_normal_ai_on_the_keyboard(quick_app):
    app = quick_app
    app.stack.push(table_for(app, "peek-and-run", ["human", "normal"], 21, {"target": 2}))
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


def test_a_hot_seat_match_with_two_controllers(quick_app):
    app = quick_app
    app.stack.push(table_for(app, "peek-and-run", ["human", "human"], 5, {"target": 1},
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
    shows the rules' reason instead of doing nothing."""
    app = quick_app
    for seed in range(200):
        app.stack.reset(table_for(app, "peek-and-run", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        if table.phase() != "play" or not table.legal():
            continue
        hand = table.view.my_hand
        refused = [(i, pile) for i, card in enumerate(hand) if not card.is_ten
                   for pile in "LR" if table.card_move(i, pile) not in table.legal()]
        if refused:
            break
    else:
        pytest.fail("no position with a refused claim in 200 deals")
    index, pile = refused[0]
    for _ in range(index):
        key(app, "right", frames=1)
    key(app, "return", frames=1)  # pick the card up
    key(app, "left" if pile == "L" else "right", frames=1)
    assert table.preview() not in table.legal()  # drawn in red on the board
    before = list(table.session.actions)
    key(app, "return", frames=1)
    assert table.session.actions == before
    assert table.message and table.message[0]


def test_the_table_layout_has_every_anchor_it_uses():
    layout = load_layout("peek_and_run")
    for anchor in ("board", "discard_left", "discard_right", "stock", "hand", "opponents",
                   "peek", "hints", "scores", "log", "status"):
        assert anchor in layout


def test_undo_takes_back_a_claim_but_not_a_peek(quick_app):
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, Lead) for a in legal)
                        and any(isinstance(a, ShowTen) for a in legal))
    legal = table.legal()
    before = table.session.state.view(0)
    lead = next(a for a in legal if isinstance(a, Lead))
    for step in presses_for(table, lead):
        key(app, KEYS[step], frames=1)
    assert table.session.actions[-1] == (0, str(lead))
    key(app, "c")
    assert table.session.actions == [] and table.session.state.view(0) == before
    ten = next(a for a in table.legal() if isinstance(a, ShowTen))
    for step in presses_for(table, ten):
        key(app, KEYS[step], frames=1)
    look = next(a for a in table.legal() if isinstance(a, (LookHand, LookStock)))
    for step in presses_for(table, look):
        key(app, KEYS[step], frames=1)
    key(app, "c")  # a card was seen: no taking back
    assert table.session.actions[-1] == (0, str(look))


def test_the_mouse_alone_plays_a_card_and_ends_the_turn(quick_app):
    from tests.scenes.conftest import click
    app = quick_app
    for seed in range(40):
        app.stack.reset(table_for(app, "peek-and-run", ["human", "normal"], seed, {}))
        table = app.stack.top
        settle(app, table)
        leads = [a for a in table.legal() if isinstance(a, Lead)]
        if leads:
            break
    hand = [str(c) for c in table.view.my_hand]
    lead = leads[0]
    click(app, table.hand_rect(hand.index(str(lead.card))).center)
    click(app, table.pile_rect(lead.pile).center)
    assert table.session.actions[-1] == (0, str(lead))
    second = next(a for a in table.legal() if isinstance(a, Claim))
    hand = [str(c) for c in table.view.my_hand]
    click(app, table.hand_rect(hand.index(str(second.card))).center)
    click(app, table.pile_rect(second.pile).center)
    assert (0, str(second)) in table.session.actions
    if EndTurn() in table.legal():
        click(app, table.button_rects()["end"].center)
        assert (0, "end turn") in table.session.actions


def test_the_peek_panel_says_who_is_peeking(quick_app):
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, ShowTen) for a in legal))
    assert table.peek_title() == "You saw"
    ten = next(a for a in table.legal() if isinstance(a, ShowTen))
    for step in presses_for(table, ten):
        key(app, KEYS[step], frames=1)
    assert table.phase() == "peek" and table.peek_title() == "Peeking: choose up to three cards"
    state = table.session.state
    state.current, state._legal = 1, None  # the same peek, made by the opponent
    table.state_changed()
    assert table.peek_title() == f"{table.seat_name(1)} is peeking"
