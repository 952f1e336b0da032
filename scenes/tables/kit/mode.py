"""What a table is for: playing a match, watching one again, or being coached through a
guided hand.  Each is one `Mode`, a set of explicit switches the table's parts read,
instead of table classes mixed together at run time."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mode:
    name: str
    #: AI seats think and move (a replay takes every move from its record; a guided
    #: hand's other seats play their script, driven by its coach)
    drives_agents: bool = True
    #: with several humans at one screen, the screen is handed from one to the next
    hands_off: bool = True
    #: a hand's and the match's results are shown over the table
    shows_results: bool = True
    #: the hand a move ended stays on show as it ended until its results close (a
    #: replay shows each move's own position, as stepping back does)
    keeps_ended_hand: bool = True
    #: every hand is drawn face up, each from its own seat's View (the match is over)
    open_hands: bool = False
    #: Esc, a lost focus or an unplugged controller pause the table
    pauses: bool = True
    #: the players' moves are asked for: targets, buttons, hints, undo
    asks_moves: bool = True
    #: a pick once made stays made (a guided hand's script and the table's picks would
    #: part), so the hints never offer to take one back
    picks_stay_made: bool = False
    #: a match's first hand is dealt card by card as the table opens (a replay opens a
    #: table at each position it jumps to, and shows it at once)
    deals_first_hand: bool = True


PLAYING = Mode("playing")
REPLAYING = Mode("replaying", drives_agents=False, hands_off=False, shows_results=False,
                 keeps_ended_hand=False, open_hands=True, pauses=False, asks_moves=False,
                 deals_first_hand=False)
COACHED = Mode("coached", drives_agents=False, shows_results=False, picks_stay_made=True)
