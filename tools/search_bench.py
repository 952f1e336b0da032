"""Hard's search iterations per CPU second in every game, this working tree against an
earlier commit, in one run:

    python tools/search_bench.py --against COMMIT [--iterations N] [--rounds R] [--game ID]

Each game's Hard searches the fixed positions that `tools/game_hash.py` checks its root
on (seeded random matches of the default setup, a few decisions in) for `--iterations`
iterations each; only the iterations are timed, in CPU seconds (time.process_time), after
one untimed search that warms the game's caches.  The engines take turns round by round,
so that all meet the same load; each figure is the whole run's, with the slowest and the
fastest round beside it, and the ratio is this working tree's over the other's.
`--profile GAME` runs that game's searches under cProfile in each engine instead and
prints the top items by own time.
"""

from __future__ import annotations

import cProfile
import io
import json
import pstats
import random
import time
from pathlib import Path

from engines import command_line, engines, run_at
from game_hash import hard_positions

GAMES = ("peek-and-run", "serpent", "precognition", "procession", "peeper", "no-lookie")
PROFILE_LINES = 25


def prepared_searches(info, iterations: int) -> list:
    """Hard's search of each fixed position, started and not yet stepped.  A position
    where Hard has no choice is played on at random to the next where it has one."""
    from game.registry import make_agent

    searches = []
    for seed, state in hard_positions(info):
        rng = random.Random(f"search-bench/{seed}")
        while not state.is_over:
            seat = state.to_act()[0]
            hard = make_agent(info, f"hard:{iterations}")
            legal = state.legal_actions(seat)
            search = hard.start(state.view(seat), legal, random.Random(seed))
            if len(search.legal) > 1:
                searches.append(search)
                break
            state.apply(seat, rng.choice(legal))
    return searches


def warm_up(info, iterations: int) -> None:
    """One untimed search, so that what a game learns or caches once per process
    (the size of a hand's lead, imports) is not charged to the first position."""
    prepared_searches(info, iterations)[0].step(max(1, iterations // 4))


def measure(games: list[str], iterations: int) -> dict:
    from game.registry import get_game

    found = {}
    for game_id in games:
        info = get_game(game_id)
        warm_up(info, iterations)
        done, spent = 0, 0.0
        for search in prepared_searches(info, iterations):
            start = time.process_time()
            done += search.step(iterations)
            spent += time.process_time() - start
        found[game_id] = {"iterations": done, "cpu_seconds": spent,
                          "seats": info.default_seats}
    return found


def profile(game_id: str, iterations: int) -> str:
    """cProfile's top items of one game's searches, by own time."""
    from game.registry import get_game

    info = get_game(game_id)
    warm_up(info, iterations)
    searches = prepared_searches(info, iterations)
    profiler = cProfile.Profile()
    profiler.enable()
    for search in searches:
        search.step(iterations)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(PROFILE_LINES)
    return out.getvalue()


def floor(game_id: str, iterations: int) -> dict:
    """The engine's bound on the search: per iteration, one determinization plus the
    moves the search makes (counted in its real searches), each move timed as the
    legal list and `apply` of a random move from the same positions.  No policy, no
    judge, no tree: iterations per CPU second no search of this game can pass."""
    from game.registry import get_game

    info = get_game(game_id)
    warm_up(info, iterations)
    searches = prepared_searches(info, iterations)
    moves = _moves_per_iteration(searches, iterations)
    rng = random.Random(0)
    determinized = []
    start = time.process_time()
    for search in searches:
        determinized += [info.determinize(search.view, rng) for _ in range(iterations)]
    per_deal = (time.process_time() - start) / len(determinized)
    applied, start = 0, time.process_time()
    for state in determinized:
        for _ in range(round(moves)):
            if state.is_over:
                break
            seat = state.to_act()[0]
            legal = state.listed_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            applied += 1
    per_move = (time.process_time() - start) / max(applied, 1)
    return {"moves_per_iteration": round(moves, 1), "determinize_us": round(per_deal * 1e6, 1),
            "move_us": round(per_move * 1e6, 1),
            "floor_iterations_per_second": round(1 / (per_deal + moves * per_move))}


def _moves_per_iteration(searches: list, iterations: int) -> float:
    """The moves applied per iteration in these searches (they are stepped here)."""
    from game.core import State

    counted = [0]
    apply = State.apply

    def counting(state, seat, action):
        counted[0] += 1
        return apply(state, seat, action)

    kinds = {type(search.info.determinize(search.view, random.Random(0))) for search in searches}
    for kind in kinds:
        kind.apply = counting
    try:
        done = sum(search.step(iterations) for search in searches)
    finally:
        for kind in kinds:
            del kind.apply
    return counted[0] / max(done, 1)


def _rate(figures: dict) -> float:
    return figures["iterations"] / figures["cpu_seconds"] if figures["cpu_seconds"] else 0.0


def _spread(values: list[float], digits: int = 0) -> str:
    return f"{min(values):,.{digits}f}-{max(values):,.{digits}f}"


def report(games: list[str], names: list[str], rounds: list[dict]) -> list[str]:
    """One line per game: each engine's iterations per CPU second over the run (its
    rounds' range in brackets), and the first engine's ratio to the second."""
    lines = []
    for game in games:
        parts = []
        per_round = {name: [_rate(found[name][game]) for found in rounds] for name in names}
        for name in names:
            total = {key: sum(found[name][game][key] for found in rounds)
                     for key in ("iterations", "cpu_seconds")}
            parts.append(f"{name}: {_rate(total):7,.0f} it/s ({_spread(per_round[name])})")
        if len(names) == 2:
            here, there = (per_round[name] for name in names)
            ratios = [a / b for a, b in zip(here, there) if b]
            overall = sum(ratios) / len(ratios) if ratios else 0.0
            parts.append(f"ratio {overall:.2f}x ({_spread(ratios, 2)})")
        seats = rounds[0][names[0]][game]["seats"]
        lines.append(f"{game:>13} ({seats} seats)  " + "  ".join(parts))
    return lines


def main(argv=None) -> None:
    parser = command_line(__doc__)
    parser.add_argument("--iterations", type=int, default=300,
                        help="iterations of each position's search")
    parser.add_argument("--rounds", type=int, default=4,
                        help="turns each engine takes, the engines alternating")
    parser.add_argument("--game", action="append", default=[],
                        help="a game id (default: all six)")
    parser.add_argument("--profile", metavar="GAME",
                        help="print cProfile's top items of this game's searches")
    parser.add_argument("--floor", action="store_true",
                        help="the engine's bound on each game's search, in this working tree")
    args = parser.parse_args(argv)
    games = args.game or list(GAMES)
    if args.floor:
        for game in games:
            print(f"{game:>13}  {json.dumps(floor(game, args.iterations))}")
        return
    if args.here:
        if args.profile:
            print(profile(args.profile, args.iterations))
        else:
            print(json.dumps(measure(games, args.iterations)))
        return
    script = Path(__file__).resolve()
    flags = ["--iterations", str(args.iterations)]
    if args.profile:
        for name, commit in engines(args.against):
            print(f"== {name}")
            print(run_at(commit, script, [*flags, "--profile", args.profile]))
        return
    flags += [flag for game in games for flag in ("--game", game)]
    named = engines(args.against)
    rounds = []
    for _ in range(args.rounds):  # alternate, so all see the same load on the machine
        rounds.append({name: json.loads(run_at(commit, script, flags))
                       for name, commit in named})
    print("\n".join(report(games, [name for name, _ in named], rounds)))


if __name__ == "__main__":
    main()
