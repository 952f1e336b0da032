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
