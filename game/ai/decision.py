"""A scripted agent's decision: its move, and the reason that chose it, put into words
only when a hint asks (choosing a move never pays for the sentence)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.core import Hint


@dataclass(frozen=True)
class Decision:
    action: object
    reason: Callable[[], str]

    def hint(self) -> Hint:
        return Hint(self.action, self.reason())
