"""The games Peek Parlor offers, in menu order, and the agents each can seat.

Each game package exposes `GAME: GameInfo` in its `__init__`.  The generic agents
(`random`, and `hard` where the search agent exists) are added here for every game.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from game.ai.random_agent import make_random
from game.core import Agent, GameInfo, Hint

GAME_PACKAGES = (
    "peek_and_run",
    "serpent",
    "precognition",
    "procession",
    "peeper",
    "no_lookie",
)


TUNABLE = ("hard",)  # the search, given a budget ("hard:300"); the others take nothing


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return self.args[0]


@lru_cache(maxsize=None)
def all_games() -> tuple[GameInfo, ...]:
    games = []
    for package in GAME_PACKAGES:
        try:
            module = importlib.import_module(f"game.{package}")
        except ModuleNotFoundError as missing:
            if missing.name != f"game.{package}":
                raise
            continue  # a game not built yet is simply not offered
        if hasattr(module, "GAME"):
            games.append(module.GAME)
    ids = [g.id for g in games]
    assert len(ids) == len(set(ids)), f"duplicate game ids: {ids}"
    return tuple(games)


def get_game(game_id: str) -> GameInfo:
    for info in all_games():
        if info.id == game_id:
            return info
    known = ", ".join(g.id for g in all_games())
    raise UnknownGame(f"unknown game {game_id!r} (known: {known})")


def agent_factories(info: GameInfo) -> dict:
    factories = {"random": make_random}
    factories.update(info.agents)
    if "hard" not in factories:
        hard = _generic_hard(info)
        if hard is not None:
            factories["hard"] = hard
    return factories


def agent_names(info: GameInfo) -> list[str]:
    return list(agent_factories(info))


def default_agent(info: GameInfo) -> str:
    """The AI seated by default: Normal where the game has it."""
    names = agent_names(info)
    return "normal" if "normal" in names else next(n for n in names if n != "random")


def seat_count_problem(info: GameInfo, count: int) -> str | None:
    """None if `count` players may sit down; else a message naming the range and an
    example that works ("... try --seats human,normal,normal")."""
    if info.min_seats <= count <= info.max_seats:
        return None
    fitting = min(max(count, info.min_seats), info.max_seats)
    example = ",".join(["human"] + [default_agent(info)] * (fitting - 1))
    return (f"{info.title} takes {info.min_seats} to {info.max_seats} players, not {count}; "
            f"try --seats {example}")


def make_agent(info: GameInfo, spec: str) -> Agent:
    """An agent from a seat spec: a name, optionally with a parameter ("hard:300").
    ValueError in one line for an agent the game lacks, a parameter an agent does not
    take, or a budget out of range."""
    name, _, param = spec.partition(":")
    factories = agent_factories(info)
    if name not in factories:
        known = ", ".join(factories)
        raise ValueError(f"{info.title} has no agent {name!r} (known: {known})")
    if param and name not in TUNABLE:
        raise ValueError(f"{name} takes no parameter: {spec}")
    return factories[name](param or None)


def hint_agent(info: GameInfo) -> Agent:
    """The agent that gives this game's hints (it must have a `hint` method).  One is
    kept per game: Procession's Perfect player keeps what it has solved between hints."""
    return _hint_agent(info.id, info.hint_agent)


@lru_cache(maxsize=None)
def _hint_agent(game_id: str, name: str) -> Agent:
    return make_agent(get_game(game_id), name)


def hint_for(info: GameInfo, view, legal_actions, rng) -> Hint:
    """The move a good player would make from `view`, and why: seen from that one
    View only, so a hint never knows more than the player asking for it."""
    return hint_agent(info).hint(view, list(legal_actions), rng)


def _generic_hard(info: GameInfo):
    try:
        from game.ai.ismcts import make_hard
    except ModuleNotFoundError:
        return None
    return lambda param=None: make_hard(info, param)
