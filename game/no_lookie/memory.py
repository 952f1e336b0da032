"""What a No Lookie player still remembers of the cards it has seen.

The rules' view holds every card the seat has seen and still knows the place of,
and when it saw each (`seen_at`, counted in its own turns).  Nobody at a real table
keeps all of that in mind: a `Memory` says how much a player keeps, and
`recall(view)` is the view as that player remembers it.  A forgotten card goes back
among the unknown ones, so the player's guesses (and any state determinized from
the recalled view) deal it at random like every card it never saw.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.no_lookie.view import NoLookieView


@dataclass(frozen=True)
class Memory:
    """`span`: how many of its own turns a card stays in mind after it was seen
    (None: for good); `capacity`: how many cards stay in mind at once, the most
    recently seen (None: all of them)."""

    span: int | None = None
    capacity: int | None = None

    def remembered(self, view: NoLookieView) -> set[int]:
        """The tableau places (5 * seat + slot) whose card this player still has in mind."""
        seat = view.seat
        stamps = view.seen_at[seat]
        places = [pos for pos, stamp in enumerate(stamps) if stamp is not None]
        if self.span is not None:
            now = view.turns_taken[seat]
            places = [pos for pos in places if now - stamps[pos] <= self.span]
        if self.capacity is not None:
            # Latest first; of cards seen in the same turn, its own before the others'.
            places.sort(key=lambda pos: (-stamps[pos], pos // 5 != seat, pos))
            places = places[:self.capacity]
        return set(places)

    def recall(self, view: NoLookieView) -> NoLookieView:
        """The view with every card this player has forgotten turned unknown."""
        if view.seat is None or (self.span is None and self.capacity is None):
            return view
        seat = view.seat
        kept = self.remembered(view)
        known = [pos for pos, stamp in enumerate(view.seen_at[seat]) if stamp is not None]
        if len(kept) == len(known):
            return view

        def forget(values, blank=None):
            return tuple(value if pos in kept else blank for pos, value in enumerate(values))

        def forget_rows(rows):
            flat = forget([card for row in rows for card in row])
            return tuple(flat[5 * s:5 * s + 5] for s in range(view.num_seats))

        aware = list(view.aware)
        aware[seat] = forget(aware[seat], False)
        seen_at = list(view.seen_at)
        seen_at[seat] = forget(seen_at[seat])
        return dataclasses.replace(view, tableaus=forget_rows(view.tableaus),
                                   public=forget_rows(view.public), aware=tuple(aware),
                                   seen_at=tuple(seen_at))


#: Each level's memory: Easy soon loses most of what it saw, Normal keeps the last
#: few cards, Hard keeps everything.
EASY = Memory(span=2, capacity=2)
NORMAL = Memory(capacity=4)
TOTAL_RECALL = Memory()
