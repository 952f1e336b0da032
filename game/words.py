"""Words every game says the same way."""

from __future__ import annotations

from collections.abc import Iterable


def listing(items: Iterable) -> str:
    """Items as a sentence lists them: "6♠", "6♠ and 5♦", "6♠, 5♦ and 5♥"."""
    words = [str(item) for item in items]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"
