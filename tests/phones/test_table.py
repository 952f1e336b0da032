"""A table with phone seats (scenes/phones/link.py, the kit's flow): the join screen,
moves from phones made through the table, every refusal with its reason and the match
unchanged, a phone that drops and comes back, the host's release, mixed tables."""

from __future__ import annotations

import time

import aiohttp
import pygame
import pytest

from scenes.phones.link import BUSY, STALE
from tests.phones.phone_client import WAIT, Phone, frames_until, refusal_after
from tests.phones.phone_helpers import in_step, join, phone_table
from tests.scenes.conftest import key, pad, run, stack_names, top


def asked_phone(table, phones):
    return next(p for p in phones if p.view["asked"] and in_step(table, p))


def test_the_table_waits_for_its_phones_then_plays_their_moves(quick_app):
    app = quick_app
    table = phone_table(app, "serpent", ["human", "human"], [0, 1])
    assert top(app) == "PhoneJoin" and table.phones.server is not None
    red = join(app, table, [0])[0]
    run(app, 3)
    assert top(app) == "PhoneJoin"  # Blue has no phone yet
    blue = join(app, table, [1])[0]
    frames_until(app, [red, blue], lambda: top(app) == "SerpentTable")
    phones = [red, blue]
    frames_until(app, phones, lambda: any(p.view["asked"] and in_step(table, p) for p in phones))
    mover = asked_phone(table, phones)
    move = mover.view["choices"][0]
    mover.act(move["text"])
    frames_until(app, phones, lambda: table.session.actions)
    assert table.session.actions[0] == (mover.view["seat"], move["text"])
    assert table.viewer is None


def refused_unchanged(app, table, phone, send) -> str:
    """`send()`'s refusal, checked to leave the match as it was."""
    state = table.session.state
    before = (list(table.session.actions), [state.view(s) for s in range(state.num_seats)])
    send()
    reason = refusal_after(app, phone)
    after = (list(table.session.actions), [state.view(s) for s in range(state.num_seats)])
    assert after == before
    return reason


@pytest.fixture
def serpent_with_phones(quick_app):
    app = quick_app
    table = phone_table(app, "serpent", ["human", "human"], [0, 1])
    phones = join(app, table, [0, 1])
    frames_until(app, phones, lambda: top(app) == "SerpentTable" and
                 all(in_step(table, p) for p in phones))
    return app, table, phones


def test_a_move_not_among_the_seats_legal_moves_is_refused(serpent_with_phones):
    app, table, phones = serpent_with_phones
    mover = asked_phone(table, phones)
    reason = refused_unchanged(app, table, mover, lambda: mover.act("give 99♣"))
    assert reason == "'give 99♣' is not one of your moves now."


def test_a_move_out_of_turn_is_refused_with_the_rules_words(serpent_with_phones):
    app, table, phones = serpent_with_phones
    mover = asked_phone(table, phones)
    waiting = next(p for p in phones if p is not mover)
    legal = mover.view["choices"][0]["text"]
    reason = refused_unchanged(app, table, waiting, lambda: waiting.act(legal))
    assert reason == table.session.state.turn_refusal(waiting.view["seat"]) != ""


def test_a_move_from_an_earlier_turn_is_refused(serpent_with_phones):
    app, table, phones = serpent_with_phones
    mover = asked_phone(table, phones)
    first, old_turn = mover.view["choices"], mover.view["turn"]
    mover.act(first[0]["text"])
    frames_until(app, phones, lambda: mover.view["turn"] != old_turn and in_step(table, mover))
    still_legal = next(c["text"] for c in first[1:]
                       if c["text"] in [n["text"] for n in mover.view["choices"]])
    reason = refused_unchanged(app, table, mover, lambda: mover.act(still_legal, turn=old_turn))
    assert reason == STALE


def test_no_phone_moves_while_the_tv_is_paused(serpent_with_phones):
    app, table, phones = serpent_with_phones
    mover = asked_phone(table, phones)
    move = mover.view["choices"][0]["text"]
    key(app, "escape")
    assert top(app) == "PauseScene"
    frames_until(app, phones, lambda: mover.view["held"] == BUSY and not mover.view["choices"])
    turn = table.phones.version(mover.view["seat"])
    mover.act(move, turn=turn)
    run(app, 30)
    assert table.session.actions == []  # the pause holds it; the table takes it after
    key(app, "escape")
    frames_until(app, phones, lambda: table.session.actions)


def test_a_phone_that_drops_is_waited_for_when_asked_and_rejoins_with_its_code(
        serpent_with_phones):
    app, table, phones = serpent_with_phones
    mover = asked_phone(table, phones)
    seat = mover.view["seat"]
    address = table.phones.url(seat)
    mover.close()
    frames_until(app, phones, lambda: top(app) == "PhoneJoin")
    assert seat not in table.phones.joined and table.session.actions == []
    again = Phone().open(address)
    frames_until(app, [again], lambda: top(app) == "SerpentTable" and in_step(table, again))
    assert again.view["seat"] == seat and again.view["asked"]


def test_the_host_releases_a_seat_and_its_old_code_opens_nothing(quick_app):
    app = quick_app
    table = phone_table(app, "serpent", ["human", "human"], [0, 1])
    red = join(app, table, [0])[0]
    old = table.phones.url(0)
    key(app, "down")  # from the network to Red's seat
    key(app, "x")
    frames_until(app, [red], lambda: red.closed == 4001)
    assert "released" in red.received[-1]["reason"] and table.phones.url(0) != old
    stranger = Phone().open(old)
    assert "opens no seat" in refusal_after(app, stranger)
    fresh = Phone().open(table.phones.url(0))
    frames_until(app, [fresh], lambda: fresh.view is not None)


def test_a_mixed_table_hands_the_screen_only_to_the_seat_played_here(quick_app):
    """Two phones, a controller, two AI, through a round's end into the next: the
    controller's player is handed the screen; the phones' seats never are, and the TV
    never shows their hands."""
    app = quick_app
    table = phone_table(app, "no-lookie", ["human", "human", "human", "normal", "normal"],
                        [0, 1, 2])
    for _ in range(3):  # from the network row down to Yellow's seat
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=5)
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=5)  # Yellow plays on this controller
    assert table.session.seat_devices[2].startswith("pad:") and 2 not in table.phones.seats
    phones = join(app, table, [0, 1])
    handed_to, shown = set(), set()
    for _ in range(3000):
        if top(app) == "ResultsOverlay":  # the round's end: the controller goes on
            run(app, 60)
            pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=5, frames=1)
        if top(app) == "HandOff":
            handed_to.add(app.stack.top.seat)
            pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=5, frames=1)
        if table.viewer is not None:
            shown.add(table.viewer)
        for phone in phones:
            phone.take()
            view = phone.view
            if view and view["asked"] and in_step(table, phone):
                phone.act(view["choices"][0]["text"])
        if 2 in table.session.state.to_act() and top(app) == "NoLookieTable" and \
                table.viewer == 2:
            table.play(2, table.session.state.legal_actions(2)[0])
        if len(table.session.actions) > 40:
            break
        run(app, 1)
        time.sleep(WAIT)  # the server's thread takes the phones' moves in
    assert len(table.session.actions) > 40 and table.session.hands  # a round was scored
    assert handed_to == {2} and shown == {2}, (handed_to, shown, stack_names(app))


def test_the_server_stops_with_the_table(serpent_with_phones):
    app, table, _ = serpent_with_phones
    address = table.phones.url(0)
    app.screens.menu()
    assert table.phones.server is None
    with pytest.raises(aiohttp.ClientConnectionError):
        Phone().open(address)
