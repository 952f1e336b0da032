"""Normal and Hard use wilds on purpose: an X stands in to keep a bomb whole, and of
the readings of the same tiles they declare the highest."""

import random

from game.ai.ismcts import make_hard
from game.peeper import GAME
from game.peeper.ai import make_normal, prune
from game.peeper.patterns import Play, X
from game.peeper.rules import PLAY
from tests.game.peeper_helpers import facing_seven_eight_nine


def test_normal_keeps_a_bomb_whole_with_an_x():
    state = facing_seven_eight_nine()
    legal = state.legal_actions(1)
    assert {"8 9 10", "9 9 9", "8 X=9 10"} <= {str(a) for a in legal}
    assert str(make_normal().choose(state.view(1), legal, random.Random(0))) == "8 X=9 10"


def test_hard_finds_the_bomb_kept_whole_best_by_search():
    state = facing_seven_eight_nine()
    hard = make_hard(GAME, "200")
    choice = hard.choose(state.view(1), state.legal_actions(1), random.Random(1))
    assert str(choice) == "8 X=9 10"
    means = {str(a): mean for a, visits, mean in hard.search.root_stats() if visits}
    assert means["8 X=9 10"] == max(means.values())


def same_tiles(a: Play, b: Play) -> bool:
    return a.kind == b.kind and sorted(a.tiles) == sorted(b.tiles)


def test_normal_and_hard_declare_the_highest_reading_of_the_tiles_they_play():
    rng = random.Random(5)
    normal = make_normal()
    checked = 0
    for match in range(12):
        state = GAME.start(4, {}, seed=match)
        while state.hand_number < 3 and not state.is_over:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            choice = normal.choose(view, legal, rng)
            if state.phase == PLAY and X in view.hand:
                plays = [a for a in legal if isinstance(a, Play)]
                for kept in prune(view, legal):
                    if isinstance(kept, Play):
                        assert not any(same_tiles(p, kept) and p.top > kept.top for p in plays)
                if isinstance(choice, Play):
                    assert not any(same_tiles(p, choice) and p.top > choice.top for p in plays)
                    checked += X in choice.tiles
            state.apply(seat, choice if rng.random() < 0.8 else rng.choice(legal))
    assert checked >= 20
