"""Procession's one action: flip a digit."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Flip:
    """Flip the digit at `position` (1-based from the left)."""

    position: int

    def __str__(self) -> str:
        return f"flip {self.position}"
