"""Peeper's hint: Normal's own move, legal, with one sentence naming what is on the
table (the tiles of the play, the trick it answers, the single a Mine! takes)."""

import random
import re
from collections import Counter

from game.peeper import GAME
from game.peeper.actions import Chance, Decline, Mine, Pass, Return
from game.peeper.ai import make_easy, make_normal
from game.peeper.patterns import Play, X, tile_name
from game.peeper.rules import CHANCE, DOUBLE, MINE_WINDOW, PLAY, RETURN_WINDOW
from game.registry import hint_for
from tests.game.peeper_helpers import act, decline_all, facing_seven_eight_nine, give, start

PHASES = (CHANCE, DOUBLE, PLAY, MINE_WINDOW, RETURN_WINDOW)
PER_PHASE = 300


def seeded_positions():
    """Up to PER_PHASE (state, seat) decisions of every phase, from matches with Chance
    on, driven by Easy (its slips reach windows and calls Normal would not)."""
    easy = make_easy()
    found: dict[str, list] = {phase: [] for phase in PHASES}
    for match in range(400):
        state = GAME.start(2 + match % 5, {"chance": True}, seed=match)
        rng = random.Random(match)
        while state.hand_number < 3 and not state.is_over:
            for seat in state.to_act():
                if len(found[state.phase]) < PER_PHASE and rng.random() < 0.3:
                    found[state.phase].append((state.clone(), seat))
            seat = state.to_act()[0]
            state.apply(seat, easy.choose(state.view(seat), state.legal_actions(seat), rng))
        if all(len(found[phase]) >= PER_PHASE for phase in PHASES):
            break
    return found


POSITIONS = seeded_positions()


def named(reason: str) -> set[str]:
    """The tile values a reason names ('9', '9s', '16', 'X'), counts of plays and tiles
    left out."""
    values = re.sub(r"\b\d+ (?:plays?|tiles?)\b", "", reason)
    return set(re.findall(r"\b(1[0-6]|[1-9]|X)s?\b", values))


def what_must_be_named(view, action) -> list[set[str]]:
    """Each set: the reason names at least one of it.  A play names every tile it puts
    down (as its tile or the value it stands for); a move on a trick names the trick;
    a window's answer names the single; a Chance answer names a tile of the hand."""
    needs = []
    if isinstance(action, Play):
        needs += [{tile_name(t), str(r)} for t, r in zip(action.tiles, action.reads)]
    if view.phase == PLAY and view.top is not None:
        needs.append({tile_name(t) for t in view.top.tiles} | {str(r) for r in view.top.reads})
    if view.phase in (MINE_WINDOW, RETURN_WINDOW):
        needs.append({tile_name(view.single_tile)})
    if view.phase in (CHANCE, DOUBLE):
        needs.append({tile_name(t) for t in view.hand})
    return needs


def test_seeded_positions_reach_every_phase_and_every_kind_of_answer():
    assert {phase: len(found) for phase, found in POSITIONS.items()} == dict.fromkeys(
        PHASES, PER_PHASE)


def test_every_hint_is_legal_normals_choice_and_names_the_table():
    normal = make_normal()
    kinds = Counter()
    for phase, positions in POSITIONS.items():
        for state, seat in positions:
            view, legal = state.view(seat), state.legal_actions(seat)
            hint = hint_for(GAME, view, legal, random.Random(1))
            assert hint.action in legal
            assert hint.action == normal.choose(view, legal, random.Random(2))
            reason = hint.reason
            assert reason.endswith(".") and ". " not in reason, reason  # one sentence
            for choices in what_must_be_named(view, hint.action):
                assert named(reason) & choices, (phase, str(hint.action), reason, choices)
            kinds[phase, type(hint.action)] += 1
    for kind in ((CHANCE, Decline), (DOUBLE, Decline), (PLAY, Play), (PLAY, Pass),
                 (MINE_WINDOW, Mine), (MINE_WINDOW, Decline), (RETURN_WINDOW, Return),
                 (RETURN_WINDOW, Decline)):
        assert kinds[kind] > 0, kind


def hint(state, seat):
    return hint_for(GAME, state.view(seat), state.legal_actions(seat), random.Random(0))


def test_the_hint_keeps_a_bomb_whole_with_an_x_and_says_so():
    found = hint(facing_seven_eight_nine(), 1)
    assert str(found.action) == "8 X=9 10"
    assert found.reason == ("Play a straight 8-9-10 with your X as a 9 on the straight 7-8-9: "
                            "it leaves you one play from going out, and the X keeps your bomb "
                            "9 9 9 whole.")


def test_the_hint_calls_mine_then_return_and_says_why():
    state = start([[1, 10], [10, 10], [10], [3]], marked=0)
    act(state, 0, "10")
    mine = hint(state, 1)
    assert mine.action == Mine(10)
    assert mine.reason == ("Mine! 10 10: your two 10s take the single 10 out of turn, and "
                           "only the fourth 10 can beat them.")
    assert hint(state, 2).reason == ("No: a Mine! on the single 10 takes two more 10s, "
                                     "and you hold only one.")
    act(state, 1, "Mine! 10 10")
    back = hint(state, 2)
    assert back.action == Return(10)
    assert back.reason == "Return! 10: your fourth 10 beats the Mine! 10 10 and wins the trick."


def test_the_hint_passes_rather_than_split_its_hand_and_says_what_it_would_cost():
    state = start([[1, 6], [2]], marked=0)
    give(state, 1, [2, 5, 7, 7, 7, 12, 12])
    act(state, 0, "6")
    decline_all(state)
    found = hint(state, 1)
    assert found.action == Pass()
    assert found.reason == ("Pass: a single 12 would beat the single 6, but it would leave "
                            "your hand needing 4 plays, as many as now.")


def test_the_hint_calls_chance_on_a_short_hand_with_a_bomb_and_an_x():
    state = start([[1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 9, 9, 9, X], [2]],
                  options={"chance": True}, marked=0)
    found = hint(state, 0)
    assert found.action == Chance()
    assert found.reason == ("Call Chance: your tiles go out in about 3 plays, and your X and "
                            "your bomb 9 9 9 can win the lead back.")
