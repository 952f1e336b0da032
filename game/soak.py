"""A reliability soak: `python -m game.soak [--games-per-combo N] [--seed S] [--quick]`.

Plays scripted and random agents (each seat draws one of `random`, `easy`, `normal`)
over every registered game, every seat count it allows and every combination of its
few-valued options, counting exceptions, illegal proposals and stalled matches.
Prints a table per game and a total.  The exit status is 1 if any match raised or
any agent proposed an illegal move; the first few failures are printed with what
reproduces them (`game.soak.replay`).

Which option values are played:
- an option with at most `FEW_CHOICES` choices (booleans, "points"/"rounds", ...) is
  crossed with every other such option and with every seat count: each combination
  is one *combo*;
- an option with more choices (a target, a row length, a marker count) is not
  crossed: each match draws it at random from a sample of its choices, namely the
  default, the first, the last and one middle value.

A match still going after `DECISION_LIMIT` decisions is stopped and counted as
stalled (random play can keep a points match without a hand limit going for ever);
stalls are reported with their reproduction but do not fail the run.

Each combo plays `--games-per-combo` matches (default 3), raised where a game has
few combos so that every game plays at least `MIN_GAMES_PER_GAME` matches; the full
run plays a little over 10,000.  `--quick` plays a random handful of combos of each
game (always the defaults at the fewest and the most seats), two matches each and at
least `QUICK_MIN_GAMES_PER_GAME` a game: a few hundred matches, for the test suite.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
import traceback
from dataclasses import dataclass, field

from game.core import GameInfo
from game.registry import agent_names, all_games, make_agent
from game.simulate import play_match

AGENT_MIX = ("random", "easy", "normal")
FEW_CHOICES = 3
MIN_GAMES_PER_GAME = 600
QUICK_COMBOS = 16
QUICK_GAMES_PER_COMBO = 2
QUICK_MIN_GAMES_PER_GAME = 50
SHOWN_FAILURES = 5
DECISION_LIMIT = 25_000  # a match still going after this many decisions has stalled


class Stalled(Exception):
    """A match ran past DECISION_LIMIT decisions without ending."""


class Counted:
    """An agent that counts the decisions of the whole table and stops a stalled match."""

    def __init__(self, agent, counter: list[int], limit: int):
        self.agent, self.counter, self.limit = agent, counter, limit

    def choose(self, view, legal_actions, rng):
        self.counter[0] += 1
        if self.counter[0] > self.limit:
            raise Stalled(f"still going after {self.limit} decisions")
        return self.agent.choose(view, legal_actions, rng)


@dataclass(frozen=True)
class Combo:
    seats: int
    options: tuple  # (key, value) pairs of the few-valued options


@dataclass
class Failure:
    game: str
    seats: list[str]
    options: dict
    seed: int
    what: str  # "exception" or "illegal"
    detail: str

    def report(self) -> str:
        call = (f"from game.soak import replay; replay({self.game!r}, {self.seats!r}, "
                f"{self.options!r}, {self.seed})")
        return (f"{self.what} in {self.game}, seats {','.join(self.seats)}, "
                f"options {json.dumps(self.options)}, seed {self.seed}\n"
                f"  reproduce: python -c \"{call}\"\n{self.detail}")


@dataclass
class GameTally:
    game: str
    combos: int = 0
    games: int = 0
    decisions: int = 0
    exceptions: int = 0
    illegal: int = 0
    stalled: int = 0
    seconds: float = 0.0


@dataclass
class SoakResult:
    tallies: list[GameTally] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return sum(t.games for t in self.tallies)

    @property
    def exceptions(self) -> int:
        return sum(t.exceptions for t in self.tallies)

    @property
    def illegal(self) -> int:
        return sum(t.illegal for t in self.tallies)

    @property
    def stalled(self) -> int:
        return sum(t.stalled for t in self.tallies)

    @property
    def ok(self) -> bool:
        return not self.exceptions and not self.illegal


def few_valued(info: GameInfo) -> list:
    return [o for o in info.options if len(o.choices) <= FEW_CHOICES]


def sampled_values(option) -> list:
    """The default, the first, the last and a middle choice of a many-valued option."""
    choices = list(option.choices)
    picks = [option.default_value, choices[0], choices[-1], choices[len(choices) // 2]]
    return list(dict.fromkeys(picks))


def combos(info: GameInfo) -> list[Combo]:
    """Every seat count crossed with every combination of the few-valued options."""
    crossed = few_valued(info)
    values = [[(o.key, v) for v in o.choices] for o in crossed]
    return [Combo(seats, tuple(pairs))
            for seats in range(info.min_seats, info.max_seats + 1)
            for pairs in itertools.product(*values)]


def quick_combos(info: GameInfo, rng: random.Random) -> list[Combo]:
    every = combos(info)
    defaults = tuple((o.key, o.default_value) for o in few_valued(info))
    chosen = [Combo(info.min_seats, defaults), Combo(info.max_seats, defaults)]
    rest = [c for c in every if c not in chosen]
    chosen += rng.sample(rest, min(len(rest), QUICK_COMBOS - len(chosen)))
    return list(dict.fromkeys(chosen))


def match_options(info: GameInfo, combo: Combo, rng: random.Random) -> dict:
    options = dict(combo.options)
    for option in info.options:
        if option.key not in options:
            options[option.key] = rng.choice(sampled_values(option))
    return options


def replay(game_id: str, seats: list[str], options: dict, seed: int,
           limit: int | None = DECISION_LIMIT):
    """Play one soak match again (exceptions propagate); return play_match's result.

    Stalled is raised once the table has made `limit` decisions (None: no limit)."""
    from game.registry import get_game
    info = get_game(game_id)
    agents = [make_agent(info, spec) for spec in seats]
    if limit is not None:
        counter = [0]
        agents = [Counted(agent, counter, limit) for agent in agents]
    return play_match(info, agents, options, seed)


def soak_game(info: GameInfo, games_per_combo: int, seed: int, quick: bool,
              failures: list[Failure]) -> GameTally:
    rng = random.Random(f"{seed}/{info.id}")
    plan = quick_combos(info, rng) if quick else combos(info)
    floor = QUICK_MIN_GAMES_PER_GAME if quick else MIN_GAMES_PER_GAME
    per_combo = max(games_per_combo, -(-floor // len(plan)))
    mix = [name for name in AGENT_MIX if name in agent_names(info)]
    tally = GameTally(info.id, combos=len(plan))
    started = time.perf_counter()
    for combo in plan:
        for _ in range(per_combo):
            match_seed = rng.randrange(2**31)
            seats = [rng.choice(mix) for _ in range(combo.seats)]
            options = match_options(info, combo, rng)
            tally.games += 1
            try:
                _, decisions, illegal = replay(info.id, seats, options, match_seed)
            except Stalled as stall:
                tally.stalled += 1
                tally.decisions += DECISION_LIMIT
                failures.append(Failure(info.id, seats, options, match_seed, "stalled",
                                        f"  {stall}"))
                continue
            except Exception:  # noqa: BLE001 - the soak counts every kind of crash
                tally.exceptions += 1
                failures.append(Failure(info.id, seats, options, match_seed, "exception",
                                        traceback.format_exc()))
                continue
            tally.decisions += decisions
            if illegal:
                tally.illegal += illegal
                failures.append(Failure(info.id, seats, options, match_seed, "illegal",
                                        f"  {illegal} illegal proposals"))
    tally.seconds = time.perf_counter() - started
    return tally


def run_soak(games_per_combo: int = 3, seed: int = 0, quick: bool = False,
             games: list[GameInfo] | None = None, progress=None) -> SoakResult:
    result = SoakResult()
    started = time.perf_counter()
    for info in games or all_games():
        tally = soak_game(info, QUICK_GAMES_PER_COMBO if quick else games_per_combo, seed,
                          quick, result.failures)
        result.tallies.append(tally)
        if progress:
            progress(tally)
    result.seconds = time.perf_counter() - started
    return result


HEADER = (f"{'game':<16}{'combos':>8}{'games':>8}{'decisions':>11}{'exceptions':>12}"
          f"{'illegal':>9}{'stalled':>9}{'seconds':>9}")


def format_row(tally: GameTally) -> str:
    return (f"{tally.game:<16}{tally.combos:>8}{tally.games:>8}{tally.decisions:>11}"
            f"{tally.exceptions:>12}{tally.illegal:>9}{tally.stalled:>9}{tally.seconds:>9.1f}")


def format_total(result: SoakResult) -> str:
    combos_total = sum(t.combos for t in result.tallies)
    decisions = sum(t.decisions for t in result.tallies)
    return (f"{'total':<16}{combos_total:>8}{result.games:>8}{decisions:>11}"
            f"{result.exceptions:>12}{result.illegal:>9}{result.stalled:>9}"
            f"{result.seconds:>9.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.soak",
                                     description="Play every game, seat count and option "
                                                 "combination; count crashes and illegal moves.")
    parser.add_argument("--games-per-combo", type=int, default=3, metavar="N")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    parser.add_argument("--quick", action="store_true",
                        help="a few hundred matches, for the test suite")
    args = parser.parse_args(argv)
    if args.games_per_combo < 1:
        print("error: --games-per-combo must be at least 1", file=sys.stderr)
        return 2
    print(HEADER, flush=True)
    result = run_soak(args.games_per_combo, args.seed, args.quick,
                      progress=lambda tally: print(format_row(tally), flush=True))
    print("-" * len(HEADER))
    print(format_total(result))
    # crashes and illegal moves first: they fail the run; stalls are only reported
    shown = sorted(result.failures, key=lambda f: f.what == "stalled")
    for failure in shown[:SHOWN_FAILURES]:
        print()
        print(failure.report())
    if len(shown) > SHOWN_FAILURES:
        print(f"\n... and {len(shown) - SHOWN_FAILURES} more such matches")
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
