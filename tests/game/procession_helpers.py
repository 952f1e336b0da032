"""Hand-made deals and moves that several Procession test modules share."""

from __future__ import annotations

from functools import cache

from game.procession.runs import run_lengths


def children(row, occurred):
    for k in range(len(row)):
        child = row[:k] + (row[k] ^ 1,) + row[k + 1:]
        runs = run_lengths(child)
        if runs not in occurred:
            yield k + 1, child, occurred | {runs}


@cache
def brute_force_wins(row, occurred):
    """The player to move wins iff some move leaves the opponent lost."""
    return any(not brute_force_wins(child, occ) for _, child, occ in children(row, occurred))
