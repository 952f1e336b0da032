"""scenes/ in layers you can see from its folders (README, "Layout of the code"): no
module imports itself round a circle, screens open each other only by name, and the
match plumbing never needs pygame."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import scenes
from scenes.navigation import SCREENS
from tests import imports

SCENES_DIR = Path(scenes.__file__).resolve().parent


def graph() -> dict[str, set[str]]:
    return imports.import_graph(SCENES_DIR)


def test_no_module_in_scenes_imports_itself_round_a_circle():
    assert imports.circles(graph()) == []


def test_no_screen_imports_another_screen():
    screens = {name for name in graph() if name.startswith("scenes.screens.")}
    reaching = {screen: sorted(graph()[screen] & screens) for screen in screens}
    assert {screen: found for screen, found in reaching.items() if found} == {}


def reached_from(start: str, edges: dict[str, set[str]]) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for other in edges[todo.pop()] - seen:
            seen.add(other)
            todo.append(other)
    return seen


def imports_pygame(module: str) -> bool:
    path = SCENES_DIR.parent / (module.replace(".", "/") + ".py")
    if not path.exists():
        path = path.with_suffix("") / "__init__.py"
    for node in ast.walk(ast.parse(path.read_text())):
        names = ([alias.name for alias in node.names] if isinstance(node, ast.Import) else
                 [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        if any(name.split(".")[0] in ("pygame", "pytmx") for name in names):
            return True
    return False


def test_the_match_plumbing_never_needs_pygame():
    edges = graph()
    match = [name for name in edges if name.startswith("scenes.match")]
    needing = {name: sorted(m for m in reached_from(name, edges) if imports_pygame(m))
               for name in match}
    assert {name: found for name, found in needing.items() if found} == {}


@pytest.mark.parametrize("layer, below", [("core", ()), ("match", ("core",)),
                                          ("widgets", ("core",))])
def test_the_lower_layers_import_only_what_lies_below_them(layer, below):
    allowed = {f"scenes.{name}" for name in (layer, *below)}
    reaching = {name: sorted(t for t in found if not any(
        t == a or t.startswith(a + ".") for a in allowed) and t != "scenes")
        for name, found in graph().items() if name.startswith(f"scenes.{layer}.")}
    assert {name: found for name, found in reaching.items() if found} == {}


def test_the_pygame_finder_finds_pygame():
    assert imports_pygame("scenes.app") and not imports_pygame("scenes.match.session")


def test_only_the_app_its_navigation_and_the_command_line_stand_at_the_top():
    top = sorted(path.stem for path in SCENES_DIR.glob("*.py"))
    assert top == ["__init__", "app", "cli", "navigation"]


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_every_screen_name_leads_to_something_that_opens_it(name):
    module, _, attribute = SCREENS[name].partition(":")
    assert callable(getattr(importlib.import_module(module), attribute))
