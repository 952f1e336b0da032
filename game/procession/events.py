"""What happens in Procession: a digit flipped."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event
from game.procession.runs import Row, RunLengths


@dataclass(frozen=True)
class DigitFlipped(Event):
    seat: int
    position: int
    row: Row
    runs: RunLengths
