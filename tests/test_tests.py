"""The tests themselves: what test modules share lives in helper modules, so that no
test module imports another (a test run would then depend on which modules it ran)."""

from __future__ import annotations

from pathlib import Path

from tests import imports

TESTS_DIR = Path(__file__).resolve().parent


def is_test_module(name: str) -> bool:
    return name.rpartition(".")[2].startswith("test_")


def test_no_test_module_imports_another():
    graph = imports.import_graph(TESTS_DIR)
    crossing = {name: sorted(filter(is_test_module, found)) for name, found in graph.items()
                if is_test_module(name)}
    assert {name: found for name, found in crossing.items() if found} == {}
