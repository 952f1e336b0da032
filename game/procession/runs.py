"""A Procession row and its runs: the lengths of its runs of equal digits, flipping a
digit, and those things in players' words."""

from __future__ import annotations

import itertools
from functools import lru_cache

Row = tuple[int, ...]
RunLengths = tuple[int, ...]  # sorted: a multiset


@lru_cache(maxsize=1 << 14)
def run_lengths(row: Row) -> RunLengths:
    """The multiset of run lengths of `row`, as a sorted tuple."""
    runs, length = [], 1
    for before, after in itertools.pairwise(row):
        if before == after:
            length += 1
        else:
            runs.append(length)
            length = 1
    runs.append(length)
    return tuple(sorted(runs))


def format_row(row: Row) -> str:
    return "".join(str(d) for d in row)


def say_runs(runs: RunLengths) -> str:
    """The multiset as players read it, longest run first: '3 · 1 · 1'; a long tail
    of equal runs is counted: '2 · 1×9'."""
    ordered = sorted(runs, reverse=True)
    parts: list[str] = []
    for length, group in itertools.groupby(ordered):
        count = len(list(group))
        parts += [f"{length}\u00d7{count}"] if count > 3 else [str(length)] * count
    return " \u00b7 ".join(parts)


def made_on(history, runs: RunLengths) -> int | None:
    """The move on which `runs` was made (0: the starting row), or None if never."""
    for move, row in enumerate(history):
        if run_lengths(row) == runs:
            return move
    return None


def flip_row(row: Row, position: int) -> Row:
    """`row` with the digit at `position` (1-based) flipped."""
    flipped = list(row)
    flipped[position - 1] ^= 1
    return tuple(flipped)


@lru_cache(maxsize=1 << 14)
def flips(row: Row) -> tuple[tuple[int, RunLengths], ...]:
    """(position, the run lengths after flipping it) for each digit of `row`."""
    return tuple((p, run_lengths(flip_row(row, p))) for p in range(1, len(row) + 1))


def why_not(history, position: int) -> str:
    """Why flipping `position` is refused now, in players' words; '' if it isn't."""
    n = len(history[-1])
    if not 1 <= position <= n:
        return f"Choose a digit from 1 to {n}."
    runs = run_lengths(flip_row(history[-1], position))
    move = made_on(history, runs)
    if move is None:
        return ""
    when = "is the starting row's" if move == 0 else f"was made on move {move}"
    return f"{say_runs(runs)} {when}."
