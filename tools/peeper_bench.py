"""Random four-player Peeper hands per second of CPU, this working tree against an earlier
commit, in one run: `python tools/peeper_bench.py --against COMMIT [--seconds S]`.

Each engine plays whole matches with the random agent through the protocol, as the
simulator does (legal actions, the mover's view, a choice, apply), until `seconds`
of CPU time (time.process_time) are spent, in `rounds` turns that alternate between the
engines so that both meet the same load, and reports hands and decisions per second.
`--floor` also times the loop alone, over a stand-in game that answers at once and ends
a hand every `DECISIONS_PER_HAND` moves (a random Peeper hand's mean): the bound no
engine can pass in this loop.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

from engines import command_line, engines, run_at


DECISIONS_PER_HAND = 138


class StandIn:
    """A game that costs nothing: two moves, no view, a hand ended now and then."""

    def __init__(self, hand_ended):
        self.moves, self.is_over = 0, False
        self.hand_over, self.nothing = [hand_ended], [object()]

    def to_act(self):
        return (0,)

    def legal_actions(self, seat):
        return ["one", "other"]

    def view(self, seat):
        return None

    def apply(self, seat, action):
        self.moves += 1
        if self.moves % DECISIONS_PER_HAND:
            return self.nothing
        self.is_over = self.moves >= 4 * DECISIONS_PER_HAND
        return self.hand_over


def measure(seconds: float, seed: int, floor: bool = False) -> dict:
    from game.ai.random_agent import RandomAgent
    from game.core import HandEnded
    from game.peeper import GAME

    new_match = (lambda *_: StandIn(HandEnded(1, (), (), ""))) if floor else GAME.start
    agent = RandomAgent()
    hands = decisions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        seed += 1
        state = new_match(4, {}, seed)
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
    parser.add_argument("--floor", action="store_true",
                        help="also time the loop alone over a game that costs nothing")
    parser.add_argument("--rounds", type=int, default=4,
                        help="turns each engine takes, the engines alternating")
    args = parser.parse_args(argv)
    if args.here:
        print(json.dumps(measure(args.seconds, args.seed, args.floor)))
        return
    runs = [(name, commit, []) for name, commit in engines(args.against)]
    if args.floor:
        runs.append(("loop alone", None, ["--floor"]))
    totals = {name: {"hands": 0, "decisions": 0, "cpu_seconds": 0.0} for name, _, _ in runs}
    for _ in range(args.rounds):  # alternate, so all see the same load on the machine
        for name, commit, extra in runs:
            found = json.loads(run_at(commit, Path(__file__).resolve(),
                                      ["--seconds", str(args.seconds / args.rounds),
                                       "--seed", str(args.seed), *extra]))
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
