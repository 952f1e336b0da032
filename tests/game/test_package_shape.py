"""Every game package has one shape (DESIGN.md, "game/"), its rules apart from its
players, and no module inside game/ imports itself round a circle."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

import game
from game.core import State
from game.registry import all_games
from tests import imports

GAME_DIR = Path(game.__file__).resolve().parent
SHAPE = ("actions", "events", "view", "rules", "refusals", "determinize", "ai", "hints")
RULES_SIDE = ("actions", "events", "view", "rules", "refusals", "determinize", "notation")
PACKAGES = {info.id: info.new_game.target.split(":")[0].rsplit(".", 1)[0]
            for info in all_games()}


def import_graph() -> dict[str, set[str]]:
    return imports.import_graph(GAME_DIR)


def test_no_module_in_game_imports_itself_round_a_circle():
    assert imports.circles(import_graph()) == []


def test_the_circle_finder_finds_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert imports.circles(graph) == [["a", "b", "c"]]


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_every_game_package_has_the_same_modules(game_id):
    folder = GAME_DIR / PACKAGES[game_id].split(".")[-1]
    missing = [name for name in SHAPE if not (folder / f"{name}.py").exists()]
    assert missing == []


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_what_the_rules_know_never_imports_what_a_player_prefers(game_id):
    package = PACKAGES[game_id]
    graph = import_graph()
    players = {f"{package}.ai", f"{package}.hints"} | {m for m in graph
                                                      if m.startswith("game.ai")}
    for part in RULES_SIDE:
        module = f"{package}.{part}"
        if module in graph:
            assert not reaches(graph, module, players), module


def reaches(graph, start: str, targets: set[str]) -> bool:
    seen, todo = set(), [start]
    while todo:
        module = todo.pop()
        if module in targets:
            return True
        if module not in seen:
            seen.add(module)
            todo.extend(graph[module])
    return False


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_a_view_module_is_data_only(game_id):
    path = GAME_DIR / PACKAGES[game_id].split(".")[-1] / "view.py"
    functions = [node.name for node in ast.parse(path.read_text()).body
                 if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
    assert functions == []


@pytest.mark.parametrize("info", all_games(), ids=lambda info: info.id)
def test_every_game_applies_checks_and_clones_one_way(info):
    state = info.start(info.min_seats, seed=1)
    game_class = type(state)
    own = {name for name in ("apply", "check_turn", "clone") if name in vars(game_class)}
    assert own == set()
    actions = importlib.import_module(PACKAGES[info.id] + ".actions")
    kinds = [member for _, member in inspect.getmembers(actions, inspect.isclass)
             if member.__module__ == actions.__name__ and not member.__name__.startswith("_")]
    assert kinds and all(kind in game_class.MOVES for kind in kinds)
    assert info.determinize.target == PACKAGES[info.id] + ".determinize:determinize"


@pytest.mark.parametrize("info", all_games(), ids=lambda info: info.id)
def test_every_game_words_its_refusals_in_its_refusals_module_for_rules_and_table(info):
    refusals = importlib.import_module(PACKAGES[info.id] + ".refusals")
    assert info.refusal.target == PACKAGES[info.id] + ".refusals:refusal"
    state = info.start(info.min_seats, seed=1)
    assert type(state).REFUSAL is refusals.refusal
    assert "refusal" not in vars(type(state)) and "turn_refusal" not in vars(type(state))


def test_clone_copies_what_a_move_changes_and_shares_nothing_mutable():
    from game.registry import get_game

    for info in all_games():
        state = info.start(info.min_seats, seed=3)
        twin = state.clone()
        seat = state.to_act()[0]
        before = repr(twin.view(None)), repr(twin.view(seat))
        state.apply(seat, state.legal_actions(seat)[-1])
        assert (repr(twin.view(None)), repr(twin.view(seat))) == before, info.id
        assert isinstance(twin, State) and get_game(info.id)
