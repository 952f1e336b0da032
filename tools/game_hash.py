"""Is a reshaped engine the same game?  One digest per game of everything its rules say
over many seeded random matches — every decision's legal actions, every seat's view and
the spectator's, each move's events as every seat sees them — and one digest of Hard's
root statistics on fixed positions, for this working tree and for an earlier commit:

    python tools/game_hash.py --against COMMIT [--matches N] [--decisions N]

Each game plays every option combination the soak uses (`game.soak.combos`, many-valued
options sampled as the soak samples them) at least once, and at least `--matches`
matches in all, each stopped after `--decisions` decisions.  Equal digests, the same
game.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from engines import command_line, engines, run_at

HARD_POSITIONS = (4, 15, 30)  # decisions into a seeded random match
HARD_ITERATIONS = "150"


def random_match(info, combo, options: dict, seed: int, decisions: int, sha=None):
    """Play a seeded random match, hashing what the rules say; return the state."""
    state = info.start(combo.seats, options, seed=seed)
    rng = random.Random(seed)
    viewers = [None, *range(combo.seats)]
    for _ in range(decisions):
        if state.is_over:
            break
        movers = state.to_act()
        if sha is not None:
            for viewer in viewers:
                sha.update(repr(state.view(viewer)).encode())
            for seat in movers:
                sha.update(repr(state.legal_actions(seat)).encode())
        seat = rng.choice(movers)
        action = rng.choice(state.legal_actions(seat))
        events = state.apply(seat, action)
        if sha is not None:
            sha.update(f"{seat} {action}".encode())
            for viewer in viewers:
                sha.update(repr([e.seen_by(viewer) for e in events]).encode())
    return state


def _plan(info, matches: int) -> list:
    """(combo, options, seed) of each match: every soak combo, then round again."""
    from game.soak import combos, match_options

    every = combos(info)
    rng = random.Random(f"game-hash/{info.id}")
    return [(combo, match_options(info, combo, rng), index)
            for index, combo in enumerate(every * (-(-matches // len(every))))]


def rules_digest(info, matches: int, decisions: int) -> dict:
    sha = hashlib.sha256()
    plan = _plan(info, matches)
    for combo, options, seed in plan:
        random_match(info, combo, options, seed, decisions, sha)
    return {"digest": sha.hexdigest()[:16], "matches": len(plan)}


def hard_positions(info):
    """(seed, state) of each fixed position Hard is measured on: seeded random matches
    of the default setup, stopped `HARD_POSITIONS` decisions in."""
    from game.soak import combos

    default = next(c for c in combos(info) if c.seats == info.default_seats)
    for seed in range(3):
        for depth in HARD_POSITIONS:
            state = random_match(info, default, dict(default.options), seed, depth)
            if not state.is_over:
                yield seed, state


def hard_digest(info) -> dict:
    """Hard's root visits and mean rewards from fixed positions of the default setup."""
    from game.registry import agent_names, make_agent

    if "hard" not in agent_names(info):
        return {"digest": "no hard"}
    sha = hashlib.sha256()
    for seed, state in hard_positions(info):
        seat = state.to_act()[0]
        hard = make_agent(info, "hard:" + HARD_ITERATIONS)
        search = hard.start(state.view(seat), state.legal_actions(seat), random.Random(seed))
        search.step(int(HARD_ITERATIONS))
        stats = [(str(a), visits, round(mean, 9)) for a, visits, mean in search.root_stats()]
        sha.update(repr(stats).encode())
    return {"digest": sha.hexdigest()[:16]}


def digest(matches: int, decisions: int, games: list[str]) -> dict:
    from game.registry import get_game

    found = {}
    for game_id in games:
        info = get_game(game_id)
        found[game_id] = {"rules": rules_digest(info, matches, decisions),
                          "hard": hard_digest(info)}
    return found


def main(argv=None) -> None:
    parser = command_line(__doc__)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--decisions", type=int, default=300,
                        help="decisions played in each match at most")
    parser.add_argument("--game", action="append", default=[],
                        help="a game id (default: all six)")
    args = parser.parse_args(argv)
    games = args.game or ["peek-and-run", "serpent", "precognition", "procession",
                          "peeper", "no-lookie"]
    flags = ["--matches", str(args.matches), "--decisions", str(args.decisions)]
    flags += [flag for game in games for flag in ("--game", game)]
    if args.here:
        print(json.dumps(digest(args.matches, args.decisions, games)))
        return
    found = {name: json.loads(run_at(commit, Path(__file__).resolve(), flags))
             for name, commit in engines(args.against)}
    differ = False
    for game in games:
        for part in ("rules", "hard"):
            digests = {name: found[name][game][part]["digest"] for name in found}
            same = len(set(digests.values())) == 1
            differ |= not same
            shown = "  ".join(f"{name}: {d}" for name, d in digests.items())
            print(f"{game:>13} {part:<5} {'same' if same else 'DIFFERENT'}  {shown}")
    if differ:
        sys.exit("different: the engines do not play the same game")


if __name__ == "__main__":
    main()
