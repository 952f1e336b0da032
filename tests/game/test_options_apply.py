"""An option declares which choices of the others it depends on."""

from game.registry import get_game


def option(game_id, key):
    return next(o for o in get_game(game_id).options if o.key == key)


def test_the_points_target_applies_to_a_points_match_only():
    target, rounds = option("peek-and-run", "target"), option("peek-and-run", "rounds")
    assert target.applies({"match": "points"}) and not target.applies({"match": "rounds"})
    assert rounds.applies({"match": "rounds"}) and not rounds.applies({"match": "points"})


def test_the_handicap_applies_when_markers_are_limited():
    handicap = option("peek-and-run", "first_markers")
    assert not handicap.applies({"markers": "unlimited"})
    assert all(handicap.applies({"markers": n}) for n in range(8, 13))


def test_options_without_a_condition_always_apply():
    assert all(o.applies({}) for o in get_game("peeper").options)
