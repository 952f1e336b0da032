"""A series of AI-vs-AI matches: `python -m game.simulate --game ID --seats A,B`.

Prints wins and mean score per seat, mean decisions per match, games and decisions
per second, think time per decision and, for searching agents (Hard), search
iterations per second, and the hands each agent won of those decided (some seat
scored unlike the others), each share with its 95% interval; `--json` prints one
JSON object instead.  `--rotate` moves the agents round the table game by game
(figures are then per agent), `--workers N` plays N matches at once, `--progress`
counts the finished matches on stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from itertools import repeat
from operator import is_

from game.core import GameInfo, HandEnded
from game.registry import UnknownGame, get_game, make_agent


@dataclass
class SeriesResult:
    """Totals per entry of `seats` (with rotation an entry moves round the table)."""

    game: str
    seats: list[str]
    score_sums: list[float] = field(default_factory=list)
    decisions: int = 0
    illegal: int = 0
    seconds: float = 0.0
    think_ms: list[list[float]] = field(default_factory=list)
    iterations: list[int] = field(default_factory=list)
    search_seconds: list[float] = field(default_factory=list)
    #: Per match: each entry's reward and hands won, and the hands decided.  The
    #: totals are summed from these, and the intervals need them match by match (a
    #: match's hands are not independent of one another).
    per_match: list[tuple[list[float], list[float], int]] = field(default_factory=list)
    #: Per match: each entry's score (its outcome score, e.g. No Lookie's VP).
    match_scores: list[list[float]] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.per_match)

    @property
    def wins(self) -> list[float]:
        return [sum(rewards[e] for rewards, _, _ in self.per_match)
                for e in range(len(self.seats))]

    @property
    def hands_won(self) -> list[float]:
        return [sum(won[e] for _, won, _ in self.per_match) for e in range(len(self.seats))]

    @property
    def hands_decided(self) -> int:
        return sum(decided for _, _, decided in self.per_match)

    def win_intervals(self) -> list[tuple[float, float]]:
        """Each entry's 95% interval on its share of the matches."""
        return [share_interval([(rewards[e], 1) for rewards, _, _ in self.per_match])
                for e in range(len(self.seats))]

    def hand_intervals(self) -> list[tuple[float, float]] | None:
        """Each entry's 95% interval on its share of the decided hands, or None
        when no hand was decided."""
        if not self.hands_decided:
            return None
        return [share_interval([(won[e], decided) for _, won, decided in self.per_match])
                for e in range(len(self.seats))]

    def score_intervals(self) -> list[tuple[float, float]]:
        """Each entry's 95% interval on its mean score per match (matches are
        independent; normal approximation), or (mean, mean) under two matches."""
        intervals = []
        for entry in range(len(self.seats)):
            scores = [match[entry] for match in self.match_scores]
            mean = statistics.fmean(scores) if scores else 0.0
            half = (1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
                    if len(scores) > 1 else 0.0)
            intervals.append((mean - half, mean + half))
        return intervals

    def as_dict(self) -> dict:
        secs = max(self.seconds, 1e-9)
        return {
            "game": self.game,
            "games": self.games,
            "seats": self.seats,
            "wins": [round(w, 3) for w in self.wins],
            "mean_score": [round(s / max(self.games, 1), 3) for s in self.score_sums],
            "mean_score_ci95": _rounded(self.score_intervals()),
            "mean_decisions": round(self.decisions / max(self.games, 1), 2),
            "games_per_second": round(self.games / secs, 2),
            "decisions_per_second": round(self.decisions / secs, 1),
            "think_ms": [_percentiles(t) for t in self.think_ms],
            "iterations_per_second": [
                round(n / t) if t > 0 else None
                for n, t in zip(self.iterations, self.search_seconds)],
            "hands_decided": self.hands_decided,
            "hands_won": [round(h, 3) for h in self.hands_won],
            "win_share_ci95": _rounded(self.win_intervals()),
            "hand_share_ci95": _rounded(self.hand_intervals()),
            "illegal": self.illegal,
        }

    def add(self, game: GameTally) -> None:
        self.decisions += game.decisions
        self.illegal += game.illegal
        self.per_match.append((list(game.rewards), list(game.hands_won), game.hands_decided))
        self.match_scores.append(list(game.scores))
        for entry in range(len(self.seats)):
            self.score_sums[entry] += game.scores[entry]
            self.think_ms[entry] += game.think_ms[entry]
            self.iterations[entry] += game.iterations[entry]
            self.search_seconds[entry] += game.search_seconds[entry]


@dataclass
class GameTally:
    """One match's figures, per entry of the series' `seats`."""

    rewards: list[float]
    scores: list[float]
    decisions: int
    illegal: int
    think_ms: list[list[float]]
    iterations: list[int]
    search_seconds: list[float]
    hands_won: list[float]
    hands_decided: int


def hand_winners(points, low_wins: bool = False) -> list[int]:
    """The seats that won a hand with these points (several share a tie for best),
    or none if every seat scored alike: the hand was not decided."""
    if len(set(points)) < 2:
        return []
    best = min(points) if low_wins else max(points)
    return [seat for seat, p in enumerate(points) if p == best]


def share_interval(tallies: list[tuple[float, float]]) -> tuple[float, float]:
    """A 95% interval on a share won over a series, from per-match (won, played).

    The hands of one match share a table and a score, so they are not independent
    trials: the spread of the share is measured between matches (matches as
    clusters) and, where that is wider than for independent trials, the count of
    trials is shrunk to match it (the design effect).  The interval is then
    Wilson's, which stays honest at shares near 0 or 1.  With fewer than two
    matches the spread is unknown: (0, 1)."""
    played = sum(n for _, n in tallies)
    m = len(tallies)
    if m < 2 or not played:
        return (0.0, 1.0)
    share = sum(w for w, _ in tallies) / played
    between = sum((w - share * n) ** 2 for w, n in tallies) * m / (m - 1) / played ** 2
    independent = share * (1.0 - share) / played
    trials = played / max(1.0, between / independent) if independent else played
    z = 1.96
    centre = (share + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
            / (1 + z * z / trials))
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rounded(intervals):
    if intervals is None:
        return None
    return [[round(lo, 4), round(hi, 4)] for lo, hi in intervals]


def _percentiles(samples: list[float]) -> dict:
    if not samples:
        return {"p50": 0.0, "p99": 0.0}
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"p50": round(statistics.median(ordered), 3), "p99": round(p99, 3)}


def play_match(info: GameInfo, agents: list, options: dict, seed: int,
               think_ms: list[list[float]] | None = None,
               searched: list[list[int]] | None = None,
               hand_points: list[tuple] | None = None) -> tuple:
    """Play one match to the end; return (final state, decisions, illegal proposals).

    `think_ms` gathers each seat's time per decision; `searched` each seat's search
    iterations per decision (agents with a `search`, i.e. Hard); `hand_points` the
    points of every hand played."""
    state = info.start(len(agents), options, seed)
    rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(agents))]
    decisions = illegal = 0
    while not state.is_over:
        for seat in state.to_act():
            if seat not in state.to_act():
                continue  # an earlier reaction in this window closed it
            legal = state.legal_actions(seat)
            view = state.view(seat)
            start = time.perf_counter()
            action = agents[seat].choose(view, legal, rngs[seat])
            if think_ms is not None:
                think_ms[seat].append((time.perf_counter() - start) * 1000)
            search = getattr(agents[seat], "search", None)
            if searched is not None and search is not None:
                searched[seat].append(search.iterations)
            # the agent's choice is usually one of the list's own objects: look for it
            # by identity first, sparing an equality test against every earlier move
            if not any(map(is_, legal, repeat(action))) and action not in legal:
                illegal += 1
                action = legal[0]
            events = state.apply(seat, action)
            if hand_points is not None:
                hand_points += [e.points for e in events if isinstance(e, HandEnded)]
            decisions += 1
            if state.is_over:
                break
    return state, decisions, illegal


def table_order(num_entries: int, game_index: int, rotate: bool) -> list[int]:
    """Which entry of `seats` sits at each table seat in one game of the series."""
    shift = game_index % num_entries if rotate else 0
    return [(seat + shift) % num_entries for seat in range(num_entries)]


def play_one(info: GameInfo, agents: list, options: dict, seed: int,
             order: list[int]) -> GameTally:
    """One match with entry `order[seat]` at each seat, tallied per entry."""
    n = len(order)
    think = [[] for _ in range(n)]
    searched = [[] for _ in range(n)]
    hands = []
    state, decisions, illegal = play_match(info, [agents[e] for e in order], options, seed,
                                           think, searched, hands)
    outcome = state.outcome()
    tally = GameTally([0.0] * n, [0.0] * n, decisions, illegal, [[] for _ in range(n)],
                      [0] * n, [0.0] * n, [0.0] * n, 0)
    for points in hands:
        winners = hand_winners(points, info.low_points_win)
        tally.hands_decided += bool(winners)
        for seat in winners:
            tally.hands_won[order[seat]] += 1.0 / len(winners)
    for seat, entry in enumerate(order):
        tally.rewards[entry] = outcome.rewards[seat]
        tally.scores[entry] = outcome.scores[seat]
        tally.think_ms[entry] = think[seat]
        # Decisions made by search (those with a choice): iterations and their time.
        pairs = [(n_it, ms) for n_it, ms in zip(searched[seat], think[seat]) if n_it]
        tally.iterations[entry] = sum(n_it for n_it, _ in pairs)
        tally.search_seconds[entry] = sum(ms for _, ms in pairs) / 1000.0
    return tally


_worker_agents: dict = {}


def _play_in_worker(job: tuple) -> GameTally:
    game_id, seat_specs, options, seed, order = job
    key = (game_id, tuple(seat_specs))
    info = get_game(game_id)
    if key not in _worker_agents:
        _worker_agents[key] = [make_agent(info, spec) for spec in seat_specs]
    return play_one(info, _worker_agents[key], options, seed, order)


def run_series(info: GameInfo, seat_specs: list[str], games: int, seed: int,
               options: dict | None = None, rotate: bool = False,
               workers: int = 1, on_match=None) -> SeriesResult:
    """`games` matches with seeds seed, seed+1, ...; with `rotate` the entries of
    `seat_specs` move one seat round the table each game; `workers` > 1 plays the
    matches in that many processes (same results: agents carry no state between
    decisions); `on_match(result)` is called after each match is added."""
    n = len(seat_specs)
    result = SeriesResult(info.id, list(seat_specs), score_sums=[0.0] * n,
                          think_ms=[[] for _ in range(n)], iterations=[0] * n,
                          search_seconds=[0.0] * n)
    options = options or {}
    jobs = [(info.id, list(seat_specs), options, seed + k, table_order(n, k, rotate))
            for k in range(games)]
    started = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for tally in pool.imap(_play_in_worker, jobs):
                result.add(tally)
                if on_match:
                    on_match(result)
    else:
        agents = [make_agent(info, spec) for spec in seat_specs]
        for _, _, _, game_seed, order in jobs:
            result.add(play_one(info, agents, options, game_seed, order))
            if on_match:
                on_match(result)
    result.seconds = time.perf_counter() - started
    return result


def format_table(result: SeriesResult) -> str:
    data = result.as_dict()
    lines = [f"{data['game']}: {data['games']} games, seats {', '.join(data['seats'])}",
             f"{'#':<6}{'agent':<14}{'wins':>9}{'win %':>8}{'95% interval':>16}"
             f"{'mean score':>12}{'think p50':>11}{'think p99':>11}{'search it/s':>13}"]
    for seat, spec in enumerate(data["seats"]):
        wins = data["wins"][seat]
        share = 100.0 * wins / max(data["games"], 1)
        think = data["think_ms"][seat]
        rate = data["iterations_per_second"][seat]
        lines.append(f"{seat:<6}{spec:<14}{wins:>9.1f}{share:>7.1f}%"
                     f"{_percent_range(data['win_share_ci95'][seat]):>16}"
                     f"{data['mean_score'][seat]:>12.2f}"
                     f"{think['p50']:>9.3f}ms{think['p99']:>9.3f}ms"
                     f"{'-' if rate is None else rate:>13}")
    scores = ", ".join(f"{spec} {mean:.3f} ({lo:.3f}-{hi:.3f})" for spec, mean, (lo, hi)
                       in zip(data["seats"], data["mean_score"], data["mean_score_ci95"]))
    lines.append(f"mean score per game (95% interval): {scores}")
    lines.append(f"mean decisions per game: {data['mean_decisions']}")
    if data["hands_decided"]:
        shares = ", ".join(
            f"{spec} {100.0 * won / data['hands_decided']:.1f}% ({_percent_range(ci)})"
            for spec, won, ci in zip(data["seats"], data["hands_won"],
                                     data["hand_share_ci95"]))
        lines.append(f"decided hands: {data['hands_decided']}; won by {shares}")
    lines.append(f"games per second: {data['games_per_second']}; "
                 f"decisions per second: {data['decisions_per_second']}; "
                 f"illegal proposals: {data['illegal']}")
    return "\n".join(lines)


def _percent_range(interval) -> str:
    lo, hi = interval
    return f"{100.0 * lo:.1f}-{100.0 * hi:.1f}%"


def parse_options(info: GameInfo, pairs: list[str]) -> dict:
    declared = {o.key: o for o in info.options}
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--option wants KEY=VALUE, not {pair!r}")
        if key not in declared:
            known = ", ".join(declared) or "none"
            raise ValueError(f"{info.title} has no option {key!r} (options: {known})")
        options[key] = declared[key].parse(value)
    return options


def _progress_reporter(games: int, reports: int = 20):
    """Report about `reports` times in a series: matches done, time, agents' wins."""
    started = time.perf_counter()

    def report(result: SeriesResult) -> None:
        done = result.games
        if done == games or done * reports // games != (done - 1) * reports // games:
            wins = " ".join(f"{w:g}" for w in result.wins)
            print(f"{done}/{games} matches, {time.perf_counter() - started:.0f} s, "
                  f"wins {wins}", file=sys.stderr, flush=True)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.simulate",
                                     description="Play a series of AI-vs-AI matches.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--seats", required=True,
                        help="comma-separated agents, one per seat, e.g. normal,random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--rotate", action="store_true",
                        help="move the agents one seat round the table each game; "
                             "figures are then per agent, not per seat")
    parser.add_argument("--workers", type=int, default=1,
                        help="play matches in this many processes")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true",
                        help="report finished matches on stderr as the series runs")
    args = parser.parse_args(argv)
    try:
        info = get_game(args.game)
        seats = [s.strip() for s in args.seats.split(",") if s.strip()]
        if not info.min_seats <= len(seats) <= info.max_seats:
            raise ValueError(f"{info.title} takes {info.min_seats} to {info.max_seats} "
                             f"players; --seats names {len(seats)}")
        options = parse_options(info, args.option)
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        if args.workers < 1:
            raise ValueError("--workers must be at least 1")
        for spec in seats:
            make_agent(info, spec)
        info.start(len(seats), options, args.seed)  # validates option combinations
    except (UnknownGame, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    on_match = _progress_reporter(args.games) if args.progress else None
    result = run_series(info, seats, args.games, args.seed, options, args.rotate,
                        args.workers, on_match)
    print(json.dumps(result.as_dict()) if args.json else format_table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
