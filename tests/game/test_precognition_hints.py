"""Precognition hints: Normal's own move, legal, with one sentence naming what is on
the table (the hand's cards, the string as the table writes it: ↑ ↓ =), while writing
and while placing."""


import pytest

from game.core import action_from_text
from game.precognition import GAME
from game.precognition.actions import PLACE, WRITE, Erase, Finish, Letter, Place
from game.precognition.cards import glyphs
from tests.game.hint_helpers import hint_now, normals_hint, positions


def check_names_the_table(view, action, reason):
    assert any(str(card) in reason for card in view.hand), reason
    if isinstance(action, Place):
        assert reason.startswith(f"Place {action.card}") and action.card in view.hand
        assert glyphs(view.string) in reason  # the player's own prediction, as shown
    elif isinstance(action, Letter):
        assert reason.startswith(f"Write {glyphs(action.letter)}: your plan is ")
        plan = reason.split("your plan is ")[1].split(",")[0]
        assert plan.startswith(glyphs(view.string + action.letter))
    elif isinstance(action, Finish):
        assert reason.startswith(f"Say done: {glyphs(view.string)} is your whole plan")
    else:
        assert isinstance(action, Erase)
        assert reason.startswith(f"Erase: {glyphs(view.string)} is not the start of your plan")


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_every_hint_is_normals_legal_move_with_a_reason_naming_the_table(seats):
    phases, kinds = set(), set()
    for count, (view, legal) in enumerate(positions(GAME, seats, {}, matches=8)):
        if count % 3:  # a few hundred positions a table size
            continue
        hint = normals_hint(GAME, view, legal)
        check_names_the_table(view, hint.action, hint.reason)
        phases.add(view.phase)
        kinds.add(type(hint.action))
    assert phases == {WRITE, PLACE}
    assert kinds == {Letter, Finish, Erase, Place}


def started(hands, moves=()):
    state = GAME.start(len(hands), {}, 0, deal={"hands": hands})
    for seat, move in moves:
        state.apply(seat, action_from_text(state, seat, move))
    return state


def test_the_written_string_comes_from_the_hands_high_cards():
    state = started([[13, 12, 1, 7, 8], [2, 3, 9, 10, 6]])
    given = hint_now(GAME, state)
    assert given.action == Letter("U")
    assert given.reason == ("Write ↑: your plan is ↑↓, as each high card you hold "
                            "(K♠ and Q♠) goes up into the row and forces a down after it.")
    state = started([[13, 12, 1, 7, 8], [2, 3, 9, 10, 6]], [(0, "D")])
    assert hint_now(GAME, state).reason.startswith(
        "Erase: ↓ is not the start of your plan ↑↓, ")


WRITTEN = [(0, "U"), (0, "D"), (0, "done"), (1, "S"), (1, "done")]


def test_the_king_waits_for_a_card_it_can_go_up_from():
    state = started([[2, 9, 13], [5, 7, 3]], WRITTEN)
    given = hint_now(GAME, state)
    assert str(given.action) == "play 2♠"
    assert given.reason == ("Place 2♠ to start the row: your ↑↓ starts with ↑, and 42 of "
                            "the 49 cards you haven't seen would go up after a 2.")
    state = started([[2, 9, 13], [5, 7, 3]], WRITTEN + [(0, "play 2♠"), (1, "play 5♠")])
    given = hint_now(GAME, state)
    assert str(given.action) == "play K♠"
    assert given.reason == ("Place K♠: the row goes up, making ↑, the start of your ↑↓, "
                            "and 45 of the 48 cards you haven't seen would go down after a K.")


def test_with_two_players_the_odds_are_the_opponents_known_hand():
    every_value_twice = list(range(1, 14)) * 2
    given = hint_now(GAME, started([every_value_twice, every_value_twice], WRITTEN))
    assert given.reason == ("Place A♠ to start the row: your ↑↓ starts with ↑, and 24 of "
                            "the 26 cards your opponent holds would go up after an A.")
