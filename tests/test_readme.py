"""The README's two set-up commands are what CI runs."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]


def readme_commands():
    return re.findall(r"```sh\n(python3 -m venv[^\n]*)\n```", (ROOT / "README.md").read_text())


def test_readme_has_exactly_one_play_and_one_test_command():
    play, test = readme_commands()
    assert play.endswith("python main.py")
    assert test.endswith("python -m pytest")


def test_ci_runs_the_readme_test_command():
    _, test = readme_commands()
    assert test in (ROOT / ".ci" / "run").read_text().splitlines()
