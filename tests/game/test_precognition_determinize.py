"""Precognition's determinization samples the others' secret strings from its own model
of what a hand can force (game/precognition/determinize.py), never from the truth."""

from __future__ import annotations

import random

from game.precognition import GAME
from game.precognition.actions import Finish, Letter
from game.precognition.cards import Card
from game.precognition.determinize import determinize, forcible_string


def finished_match(seed: int, strings: dict[int, str], seats: int = 3):
    """A match of `seats` with every string written and finished (the writing phase
    over), seat 0 about to place."""
    state = GAME.start(seats, seed=seed)
    for seat in range(seats):
        for letter in strings.get(seat, "UD"):
            state.apply(seat, Letter(letter))
        state.apply(seat, Finish())
    return state


def test_a_determinized_state_shows_the_viewer_exactly_its_view():
    for seed in range(40):
        state = finished_match(seed, {1: "UDDU", 2: "S"}, seats=2 + seed % 5)
        seat = state.to_act()[0]
        view = state.view(seat)
        assert determinize(view, random.Random(seed)).view(seat) == view


def test_a_rivals_true_string_never_changes_what_is_sampled():
    for seed in range(20):
        one = finished_match(seed, {0: "UD", 1: "UUUUDDDD", 2: "S"})
        other = finished_match(seed, {0: "UD", 1: "D", 2: "UDUDUD"})
        viewer = 0
        assert one.view(viewer) == other.view(viewer)
        first = determinize(one.view(viewer), random.Random(seed))
        second = determinize(other.view(viewer), random.Random(seed))
        assert first.strings == second.strings


def test_sampled_strings_fit_the_row():
    for seed in range(60):
        state = finished_match(seed, {}, seats=2 + seed % 7)
        view = state.view(state.to_act()[0])
        sampled = determinize(view, random.Random(seed))
        for seat in view.players:
            assert 1 <= len(sampled.strings[seat]) <= view.row_length - 1
            assert set(sampled.strings[seat]) <= set("UDS")


def test_a_hand_of_high_cards_forces_up_then_down():
    kings = [Card(13, suit) for suit in "♠♥♦♣"] + [Card(12, suit) for suit in "♠♥♦♣"]
    rng = random.Random(5)
    for players in (2, 3, 5):
        for _ in range(50):
            string = forcible_string(kings, players, 51, rng)
            assert string.startswith("UD")
            assert string.count("UD") >= 1 and "S" not in string


def test_with_two_players_the_blocks_follow_each_other_and_short_rows_cut_them():
    lows = [Card(rank, suit) for rank in (1, 2) for suit in "♠♥♦♣"]
    rng = random.Random(9)
    strings = {forcible_string(lows, 2, 51, rng) for _ in range(200)}
    assert all(set(s.split("DU")) == {""} for s in strings)
    assert len({len(s) for s in strings}) > 1  # how many blocks varies
    assert all(len(forcible_string(lows, 2, 3, rng)) <= 2 for _ in range(50))
