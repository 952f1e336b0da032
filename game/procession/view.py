"""What a seat knows of a Procession match: everything (perfect information)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import View
from game.procession.runs import Row


@dataclass(frozen=True)
class ProcessionView(View):
    n: int
    row: Row
    history: tuple[Row, ...]  # every row written, the starting row first
    movers: tuple[int, ...]  # who wrote each row after the first
    next_seat: int
