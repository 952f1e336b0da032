"""What one seat knows at the No Lookie table, and states rebuilt from it.

Remembering is the game: `tableaus` holds every card this seat has seen and still
knows the place of (its bottom-row look, cards it drew and placed, a Burn
replacement, cards anyone took from the discard pile), followed through Swaps,
Trades and rearranging.  The table shows these only with the "Memory aid" option.

Which places each seat knows, and since when, is public (the look, where a drawn
card went, Swaps, Trades and rearranging are all done in the open); only the cards
are private.  So the view carries every seat's `aware`ness and `seen_at` (how many
turns it had taken when it saw the card; how much a player still remembers is up to
the player, see memory.py), and a rebuilt state credits each opponent with knowing
its guessed card wherever that opponent is aware.  Where a card was drawn from the
stock and kept (`kept`, public too), its owner liked it: the guess there leans
toward low cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import View


@dataclass(frozen=True)
class NoLookieView(View):
    options: tuple  # sorted (key, value) pairs
    round: int
    dealer: int
    phase: str
    actor: int | None  # whose decision it is (a draft moves it round the table)
    current: int  # whose turn it is
    turn_seat: int  # where the rotation stands (extra turns don't move it)
    in_bonus: bool
    rearranged: bool
    tableaus: tuple  # per seat, (T1, T2, B1, B2, B3): a card if known, else None
    public: tuple  # the same, as everyone knows it (cards placed face up from the discard)
    aware: tuple  # per seat, 5 * num_seats flags: that seat knows the card at this place
    seen_at: tuple  # per seat, the same places: its count of turns taken when it saw the card
    kept: tuple  # 5 * num_seats flags: the card here was drawn from the stock and kept
    stock_count: int
    discard: tuple  # bottom first; None for a burned card lying face down
    held: int | None  # the card in hand, if this seat may see it
    held_public: bool
    pending: int | None  # the action card waiting to be resolved
    trade_slot: int | None
    knocker: int | None
    owed: tuple  # after a knock: seats still to take their last turn
    skips: tuple
    bonus: tuple  # seats owed an extra turn by Ray's Play
    turns_taken: tuple
    drafter: int | None
    draft_direction: int
    draft_order: tuple
    draft_aside: int | None
    draft_holding: tuple  # per draft_order position: holds a drafted card now
    my_pick: int | None
    packet: tuple | None  # the cards offered to this seat, when it is picking
    packet_size: int
    pick_index: int
    place_index: int
    vp: tuple
    flipped: tuple
    vp_awarded: int
    vp_target: int | None
    last_round: tuple | None  # (tableaus, scores, caller, victory seats, flipped seat)

    @property
    def option_values(self) -> dict:
        return dict(self.options)

    def own(self) -> tuple:
        return self.tableaus[self.seat] if self.seat is not None else ()
