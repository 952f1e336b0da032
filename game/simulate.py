"""A series of AI-vs-AI matches: `python -m game.simulate --game ID --seats A,B`.

Prints wins and mean score per seat, mean decisions per match, games and decisions
per second, and think time per decision; `--json` prints one JSON object instead.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field

from game.core import GameInfo
from game.registry import UnknownGame, get_game, make_agent


@dataclass
class SeriesResult:
    game: str
    seats: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    score_sums: list[float] = field(default_factory=list)
    decisions: int = 0
    illegal: int = 0
    seconds: float = 0.0
    think_ms: list[list[float]] = field(default_factory=list)

    def as_dict(self) -> dict:
        secs = max(self.seconds, 1e-9)
        return {
            "game": self.game,
            "games": self.games,
            "seats": self.seats,
            "wins": [round(w, 3) for w in self.wins],
            "mean_score": [round(s / max(self.games, 1), 3) for s in self.score_sums],
            "mean_decisions": round(self.decisions / max(self.games, 1), 2),
            "games_per_second": round(self.games / secs, 2),
            "decisions_per_second": round(self.decisions / secs, 1),
            "think_ms": [_percentiles(t) for t in self.think_ms],
            "illegal": self.illegal,
        }


def _percentiles(samples: list[float]) -> dict:
    if not samples:
        return {"p50": 0.0, "p99": 0.0}
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"p50": round(statistics.median(ordered), 3), "p99": round(p99, 3)}


def play_match(info: GameInfo, agents: list, options: dict, seed: int,
               think_ms: list[list[float]] | None = None) -> tuple:
    """Play one match to the end; return (final state, decisions, illegal proposals)."""
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
            if action not in legal:
                illegal += 1
                action = legal[0]
            state.apply(seat, action)
            decisions += 1
            if state.is_over:
                break
    return state, decisions, illegal


def run_series(info: GameInfo, seat_specs: list[str], games: int, seed: int,
               options: dict | None = None) -> SeriesResult:
    result = SeriesResult(info.id, list(seat_specs))
    n = len(seat_specs)
    result.wins = [0.0] * n
    result.score_sums = [0.0] * n
    result.think_ms = [[] for _ in range(n)]
    agents = [make_agent(info, spec) for spec in seat_specs]
    started = time.perf_counter()
    for k in range(games):
        state, decisions, illegal = play_match(info, agents, options or {}, seed + k,
                                               result.think_ms)
        outcome = state.outcome()
        for seat in range(n):
            result.wins[seat] += outcome.rewards[seat]
            result.score_sums[seat] += outcome.scores[seat]
        result.decisions += decisions
        result.illegal += illegal
        result.games += 1
    result.seconds = time.perf_counter() - started
    return result


def format_table(result: SeriesResult) -> str:
    data = result.as_dict()
    lines = [f"{data['game']}: {data['games']} games, seats {', '.join(data['seats'])}",
             f"{'seat':<6}{'agent':<14}{'wins':>9}{'win %':>8}{'mean score':>12}"
             f"{'think p50':>11}{'think p99':>11}"]
    for seat, spec in enumerate(data["seats"]):
        wins = data["wins"][seat]
        share = 100.0 * wins / max(data["games"], 1)
        think = data["think_ms"][seat]
        lines.append(f"{seat:<6}{spec:<14}{wins:>9.1f}{share:>7.1f}%"
                     f"{data['mean_score'][seat]:>12.2f}"
                     f"{think['p50']:>9.3f}ms{think['p99']:>9.3f}ms")
    lines.append(f"mean decisions per game: {data['mean_decisions']}")
    lines.append(f"games per second: {data['games_per_second']}; "
                 f"decisions per second: {data['decisions_per_second']}; "
                 f"illegal proposals: {data['illegal']}")
    return "\n".join(lines)


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.simulate",
                                     description="Play a series of AI-vs-AI matches.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--seats", required=True,
                        help="comma-separated agents, one per seat, e.g. normal,random")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--json", action="store_true")
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
        for spec in seats:
            make_agent(info, spec)
        info.start(len(seats), options, args.seed)  # validates option combinations
    except (UnknownGame, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    result = run_series(info, seats, args.games, args.seed, options)
    print(json.dumps(result.as_dict()) if args.json else format_table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
