"""The series runner: seat rotation, worker processes and search figures."""

from game.registry import get_game
from game.simulate import run_series, table_order

PROCESSION = get_game("procession")


def test_rotation_moves_each_agent_one_seat_per_game():
    assert table_order(3, 0, rotate=True) == [0, 1, 2]
    assert table_order(3, 1, rotate=True) == [1, 2, 0]
    assert table_order(3, 4, rotate=False) == [0, 1, 2]


def test_rotated_figures_belong_to_the_agent_not_the_seat():
    # Perfect play never loses to random play, whichever seat it takes.
    result = run_series(PROCESSION, ["perfect", "random"], games=6, seed=3,
                        options={"n": 9}, rotate=True)
    assert result.wins[0] == 6 and result.wins[1] == 0


def test_workers_give_the_same_figures_as_one_process():
    specs = ["hard:8", "normal"]
    alone = run_series(PROCESSION, specs, games=4, seed=7, rotate=True).as_dict()
    shared = run_series(PROCESSION, specs, games=4, seed=7, rotate=True,
                        workers=2).as_dict()
    for key in ("wins", "mean_score", "mean_decisions", "illegal"):
        assert alone[key] == shared[key]


def test_search_iterations_are_counted_for_hard_only():
    data = run_series(PROCESSION, ["hard:10", "normal"], games=2, seed=1).as_dict()
    hard_rate, normal_rate = data["iterations_per_second"]
    assert hard_rate is not None and hard_rate > 0
    assert normal_rate is None


def test_a_hand_is_won_by_the_best_points_and_undecided_when_all_alike():
    from game.simulate import hand_winners
    assert hand_winners((1, 0)) == [0]
    assert hand_winners((0, -1)) == [0]  # the other seat forfeited
    assert hand_winners((0, 0)) == []  # the stock ran out: no score
    assert hand_winners((1, 0, 1, 0)) == [0, 2]  # a team
    assert hand_winners((12, 30, 12, 40), low_wins=True) == [0, 2]


def test_series_count_decided_hands_per_agent():
    info = get_game("peek-and-run")
    data = run_series(info, ["normal", "random"], games=3, seed=2, rotate=True).as_dict()
    assert data["hands_decided"] > 0
    assert sum(data["hands_won"]) == data["hands_decided"]
    assert data["hands_won"][0] > data["hands_won"][1]
