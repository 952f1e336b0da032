"""Is a faster Peeper engine the same game?  One digest of everything the engine says
over many seeded random matches — each decision's legal actions, every seat's view and
the spectator's, the events of each move — for this working tree and for an earlier
commit: `python tools/peeper_hash.py --against COMMIT [--matches N]`.  Equal digests,
the same game.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from engines import command_line, engines, run_at

SETUPS = [  # (seats, options), played in turn
    (4, {}), (2, {"direction": "anticlockwise"}), (3, {"chance": True}),
    (5, {"game_end": "hands"}), (6, {"chance": True, "direction": "anticlockwise"}),
]


def digest(matches: int, hands: int) -> dict:
    from game.peeper import GAME

    sha = hashlib.sha256()
    decisions = 0
    for match in range(matches):
        seats, options = SETUPS[match % len(SETUPS)]
        state = GAME.start(seats, options, seed=match)
        rng = random.Random(match)
        while not state.is_over and state.hand_number <= hands:
            for viewer in [None, *range(seats)]:
                sha.update(repr(state.view(viewer)).encode())
            movers = state.to_act()
            for seat in movers:
                sha.update(repr(state.legal_actions(seat)).encode())
            seat = rng.choice(movers)
            action = rng.choice(state.legal_actions(seat))
            sha.update(f"{seat} {action}".encode())
            sha.update(repr(state.apply(seat, action)).encode())
            decisions += 1
    return {"digest": sha.hexdigest(), "decisions": decisions}


def main(argv=None) -> None:
    parser = command_line(__doc__)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--hands", type=int, default=2, help="hands played in each match")
    args = parser.parse_args(argv)
    if args.here:
        print(json.dumps(digest(args.matches, args.hands)))
        return
    found = {}
    for name, commit in engines(args.against):
        found[name] = json.loads(run_at(commit, Path(__file__).resolve(),
                                        ["--matches", str(args.matches),
                                         "--hands", str(args.hands)]))
        print(f"{name:>14}: {found[name]['digest']}  "
              f"({found[name]['decisions']} decisions)")
    if len({f["digest"] for f in found.values()}) > 1:
        sys.exit("different: the engines do not play the same game")
    if args.against:
        print("the same game")


if __name__ == "__main__":
    main()
