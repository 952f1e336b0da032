"""The series runner: seat rotation, worker processes and search figures."""

from game.registry import get_game
from game.simulate import format_table, run_series, table_order

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


def test_a_share_interval_spreads_by_match_not_by_hand():
    from game.simulate import share_interval

    def close(interval, expected):
        return all(abs(a - b) < 0.001 for a, b in zip(interval, expected))

    # 8 of 16 hands in four matches of four.  Won 3, 1, 2, 2: the matches differ no
    # more than independent hands would, so Wilson's interval on 16 trials.
    assert close(share_interval([(3, 4), (1, 4), (2, 4), (2, 4)]), (0.280, 0.720))
    # Won 4, 0, 4, 0: each match all or nothing, so the 16 hands weigh as 3 trials
    # (design effect 16/3) and the interval is far wider.
    assert close(share_interval([(4, 4), (0, 4), (4, 4), (0, 4)]), (0.125, 0.875))
    # Six matches won of six: Wilson's interval, not a zero-width one.
    assert close(share_interval([(1, 1)] * 6), (0.610, 1.000))
    assert share_interval([(5, 9)]) == (0.0, 1.0)  # one match: spread unknown


def test_series_report_an_interval_round_every_share():
    info = get_game("peek-and-run")
    result = run_series(info, ["normal", "random"], games=4, seed=2, rotate=True)
    data = result.as_dict()
    for entry in range(2):
        lo, hi = data["win_share_ci95"][entry]
        assert lo <= data["wins"][entry] / data["games"] <= hi
        lo, hi = data["hand_share_ci95"][entry]
        assert lo <= data["hands_won"][entry] / data["hands_decided"] <= hi
    assert "95% interval" in format_table(result)


def test_a_series_without_decided_hands_has_no_hand_interval():
    data = run_series(PROCESSION, ["normal", "random"], games=2, seed=1,
                      options={"n": 9}).as_dict()
    assert data["hands_decided"] == 0 and data["hand_share_ci95"] is None


def test_progress_is_reported_after_every_match_of_a_short_series():
    seen = []
    run_series(PROCESSION, ["normal", "random"], games=3, seed=1, options={"n": 9},
               on_match=lambda result: seen.append(result.games))
    assert seen == [1, 2, 3]


def test_mean_score_per_match_has_a_95_interval_from_the_spread_between_matches():
    import math
    import statistics
    games = 8
    result = run_series(get_game("no-lookie"), ["normal", "easy", "random"], games=games,
                        seed=5, rotate=True)
    data = result.as_dict()
    for entry in range(3):
        scores = [match[entry] for match in result.match_scores]
        assert sum(scores) == result.score_sums[entry]
        low, high = data["mean_score_ci95"][entry]
        assert low <= data["mean_score"][entry] <= high
        spread = 1.96 * statistics.stdev(scores) / math.sqrt(games)
        assert abs((high - low) - 2 * spread) < 1e-3
    assert "mean score per game (95% interval): normal" in format_table(result)
