"""What a phone is told of the table, in the rules' own terms."""

from __future__ import annotations

from dataclasses import replace

from game.peek_and_run.cards import Card
from game.registry import get_game
from scenes.phones.games.peek_and_run import pile


def test_a_ten_lying_on_a_pile_is_never_told_as_its_top():
    """Tens never count as a pile's top (CLARIFICATIONS): the phone said "10♥ on top"."""
    view = get_game("peek-and-run").start(2, seed=1).view(0)
    alone = replace(view, left=(Card(10, "H"),))
    assert pile(alone, "L") == "Left pile: no top card (10\u2665 under it), 1 card"
    under = replace(view, left=(Card(7, "C"), Card(10, "H")))
    assert pile(under, "L") == "Left pile: no top card (10\u2665 under it), 2 cards"
    played = replace(view, left=(Card(10, "H"), Card(7, "C")))
    assert pile(played, "L") == "Left pile: 7\u2663 on top, 2 cards"
    assert pile(replace(view, right=()), "R") == "Right pile: empty"
