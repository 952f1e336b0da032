"""Random four-player Peeper hands per second of CPU, this working tree against an earlier
commit, in one run: `python tools/peeper_bench.py --against COMMIT [--seconds S]`.

Each engine plays whole matches with the random agent through the protocol, as the
simulator does (legal actions, the mover's view, a choice, apply), until `seconds`
of CPU time (time.process_time) are spent, in `rounds` turns that alternate between the
engines so that both meet the same load, and reports hands and decisions per second.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

from engines import command_line, engines, run_at


def measure(seconds: float, seed: int) -> dict:
    from game.ai.random_agent import RandomAgent
    from game.core import HandEnded
    from game.peeper import GAME

    agent = RandomAgent()
    hands = decisions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        seed += 1
        state = GAME.start(4, {}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            action = agent.choose(state.view(seat), legal, rng)
            events = state.apply(seat, action)
            decisions += 1
            hands += sum(1 for e in events if isinstance(e, HandEnded))
    spent = time.process_time() - start
    return {"hands": hands, "decisions": decisions, "cpu_seconds": round(spent, 3),
            "hands_per_second": round(hands / spent, 1),
            "decisions_per_second": round(decisions / spent)}


def main(argv=None) -> None:
    parser = command_line(__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=4,
                        help="turns each engine takes, the engines alternating")
    args = parser.parse_args(argv)
    if args.here:
        print(json.dumps(measure(args.seconds, args.seed)))
        return
    runs = engines(args.against)
    totals = {name: {"hands": 0, "decisions": 0, "cpu_seconds": 0.0} for name, _ in runs}
    for _ in range(args.rounds):  # alternate, so both see the same load on the machine
        for name, commit in runs:
            found = json.loads(run_at(commit, Path(__file__).resolve(),
                                      ["--seconds", str(args.seconds / args.rounds),
                                       "--seed", str(args.seed)]))
            for key in totals[name]:
                totals[name][key] += found[key]
    for name, figures in totals.items():
        spent = figures["cpu_seconds"]
        figures["hands_per_second"] = round(figures["hands"] / spent, 1)
        figures["decisions_per_second"] = round(figures["decisions"] / spent)
        figures["cpu_seconds"] = round(spent, 2)
        print(f"{name:>14}: {figures['hands_per_second']:8.1f} hands/s  "
              f"{figures['decisions_per_second']:7d} decisions/s  "
              f"({figures['hands']} hands, {figures['decisions']} decisions, "
              f"{figures['cpu_seconds']} s CPU)")


if __name__ == "__main__":
    main()
