"""Peek and Run: random legal matches under every variant, notation both ways, and the
scripted players."""

import random
from collections import Counter

import pytest

from game.core import HandEnded
from game.peek_and_run import GAME
from game.peek_and_run.ai import make_easy, make_normal
from game.peek_and_run.board import CELL_OF
from game.peek_and_run.cards import DECK
from game.peek_and_run.notation import format_moves, parse_move
from game.simulate import play_match
from tests.game.conformance import random_playthrough
from tests.game.peek_and_run_helpers import opened, own, play, start

ALL_VARIANTS = {"recapture": True, "pass_allowed": True, "dynamic_draw": True,
                "four_card_hand": True, "markers": 8, "first_markers": 10}
VARIANTS = [{}, {"recapture": True}, {"pass_allowed": True}, {"dynamic_draw": True},
            {"four_card_hand": True}, {"markers": 8}, ALL_VARIANTS,
            {"match": "rounds", "rounds": 1, "recapture": True, "markers": 9}]


def check_invariants(state, seat, action, events):
    cards = [c for h in state.hands for c in h] + state.stock + state.piles[0] + state.piles[1]
    if state.peek_ten is not None:
        cards.append(state.peek_ten)
    assert Counter(cards) == Counter(DECK), "a card was created or lost"
    for viewer in range(state.num_seats):
        view = state.view(viewer)
        for owner, hand in enumerate(view.hands):
            for card in hand:
                assert card is None or owner == viewer or card in state.known[viewer]
    assert all(c is None for h in state.view(None).hands for c in h)
    for event in events:
        if isinstance(event, HandEnded):
            assert event.totals == state.seat_scores()


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(map(str, o)) or "basic")
def test_random_matches_keep_every_card_and_every_secret(options):
    for seats in (2, 3, 4):
        random_playthrough(GAME, seats, seed=seats, options=options, check_every=5,
                           on_step=check_invariants)


@pytest.mark.parametrize("text", ["B2L", "B7R14", "R6L6", "RT SB2 SB9 SR3", "RT OB4 OR5",
                                  "BT", "BT S? O?"])
def test_notation_reads_back_what_it_writes(text):
    assert str(parse_move(text)) == text


def test_notation_parses_into_parts():
    move = parse_move("B7R14")
    assert (move.kind, move.colour, move.rank, move.pile, move.product) == (
        "claim", "B", 7, "R", 14)
    assert parse_move("B2L").kind == "lead"
    assert parse_move("RT SB2 OR5").looks == (("S", "B", 2), ("O", "R", 5))


@pytest.mark.parametrize("text", ["0R1", "B7R15", "B7R100", "RT SB2 SB9 SR3 SR4", "R0L5", "X"])
def test_notation_refuses_what_is_not_a_move(text):
    with pytest.raises(ValueError):
        parse_move(text)


def test_a_turn_prints_in_the_published_notation_from_its_events():
    state = start([["B2", "B7", "RT"], ["R9", "B4", "R8"]], stock=["B5", "R3"])
    events = play(state, "B2L", "B7R14", "RT", "look P2 card 2", "look stock",
                  "ten under L")
    assert format_moves(events, viewer=0) == "B2L, B7R14, RT OB4 SB5"
    assert format_moves(events, viewer=1) == "B2L, B7R14, RT O? S?"


# -- the scripted players -----------------------------------------------------------

def choose(agent, state):
    seat = state.current
    return str(agent.choose(state.view(seat), state.legal_actions(seat), random.Random(0)))


def test_normal_completes_its_line():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]])
    opened(state, "R3", "R1")
    own(state, 0, 1, 2, 3)
    assert choose(make_normal(), state) == "R4L4"


def test_normal_blocks_three_in_a_row():
    state = start([["B2", "B7", "R5"], ["R9", "B9", "R4"]])
    opened(state, "R2", "B1")
    own(state, 1, 1, 2, 3)
    agent = make_normal()
    while state.current == 0:
        play(state, choose(agent, state))
    assert state.board[CELL_OF[4]] == 0


def test_normal_forfeits_only_when_every_move_loses_more():
    state = start([["B2", "B7", "R4"], ["R9", "B9", "R8"]])
    assert choose(make_normal(), state) != "forfeit"


@pytest.mark.parametrize("name,factory,floor", [("normal", make_normal, 18),
                                                ("easy", make_easy, 14)])
def test_scripted_players_beat_random(name, factory, floor):
    from game.ai.random_agent import make_random
    wins = 0
    for seed in range(20):
        agents = [factory(), make_random()] if seed % 2 else [make_random(), factory()]
        state, _, illegal = play_match(GAME, agents, {}, seed)
        assert illegal == 0
        wins += state.outcome().rewards[seed % 2 == 0 and 1 or 0]
    assert wins >= floor, name


def test_normal_plays_every_variant_legally():
    for seats in (2, 3, 4):
        agents = [make_normal() for _ in range(seats)]
        state, decisions, illegal = play_match(GAME, agents, dict(ALL_VARIANTS), seed=seats)
        assert state.is_over and illegal == 0
