"""Run a measuring script against the rules engine of another commit, side by side with
this working tree's: `git archive` copies that commit's `game/` into a temporary folder and
the script runs again there as a subprocess."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_at(commit: str | None, script: Path, args: list[str]) -> str:
    """`python script args` with `game` imported from `commit` (None: this working tree);
    returns its standard output."""
    with tempfile.TemporaryDirectory() as folder:
        if commit is None:
            root = ROOT
        else:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "game"],
                                     check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
            root = Path(folder)
        env = dict(os.environ, PYTHONPATH=str(root))
        done = subprocess.run([sys.executable, str(script), "--here", *args], cwd=root,
                              env=env, check=True, capture_output=True, text=True)
        return done.stdout


def command_line(doc: str) -> argparse.ArgumentParser:
    """A script's arguments: `--against COMMIT`, and the hidden `--here` that runs
    the measure itself in the engine at hand."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--against", help="the commit to compare with")
    parser.add_argument("--here", action="store_true", help=argparse.SUPPRESS)
    return parser


def engines(against: str | None) -> list[tuple[str, str | None]]:
    """(name, commit) of each engine to measure: this working tree, then `against`."""
    return [("this working tree", None)] + ([(against, against)] if against else [])
