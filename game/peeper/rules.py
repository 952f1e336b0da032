"""Peeper (Joen, 2004; rules rewrite by Nathan Morse): a climbing game of 64 tiles with
wild X, bombs, and the out-of-turn "Mine!" and "Return!".

One state is a whole match.  See rules/peeper.md and CLARIFICATIONS.md (Peeper).
Phases: CHANCE and DOUBLE (the Chance variant's windows at hand start), PLAY (one seat
on turn), MINE and RETURN (reaction windows after every single, asking every other seat
in the hand whoever holds what), OVER.
"""

from __future__ import annotations

import random

from game.core import Event, HandEnded, MatchEnded, Outcome, State, built, handles
from game.peeper.actions import (
    CHANCE,
    DOUBLE,
    MINE_WINDOW,
    OVER,
    PLAY,
    RETURN_WINDOW,
    Chance,
    Decline,
    Mine,
    Pass,
    Return,
)
from game.peeper.events import (
    Called,
    HandDealt,
    LeftoverTurnedUp,
    Passed,
    StarterChosen,
    TilesPlayed,
    TrickWon,
)
from game.peeper.patterns import (
    EMPTY,
    MINE,
    RETURN,
    SINGLE,
    Play,
    X,
    counts_of,
    follows,
    full_set,
    plays_of,
    tiles_of,
)
from game.peeper.refusals import refusal
from game.peeper.view import PeeperView

START_POINTS = 100
HAND_SIZE = {2: 16, 3: 16, 4: 16, 5: 12, 6: 10}
# Chance scoring (rules: Chance Variant): (caller won, caller lost) for the caller and
# for each other player; in a Double-Chance hand the answerer scores nothing.
CHANCE_POINTS = {"caller": (30, -30), "others": (-10, 10)}
DOUBLE_POINTS = {"caller": (30, -50), "answerer": (0, 0), "spectators": (10, 10)}
_ALL_TILES = tuple(full_set())
MARKED_INDEX = 0  # _ALL_TILES[0] is the marked 1

# Moves and events without parts that vary are frozen, so one of each serves every
# state; a legal list is copied before it is handed out.
_PASS = Pass()
_DECLINE = Decline()
_ONLY_DECLINE = (_DECLINE,)
_MINE_PLAY = (None,) + tuple(Play(MINE, t, (t, t), (t, t)) for t in range(1, X + 1))
_RETURN_PLAY = (None,) + tuple(Play(RETURN, t, (t,), (t,)) for t in range(1, X + 1))
_MINE_OR_NO = (None,) + tuple((Mine(t), _DECLINE) for t in range(1, X + 1))
_RETURN_OR_NO = (None,) + tuple((Return(t), _DECLINE) for t in range(1, X + 1))
_SEATS = range(max(HAND_SIZE))
_SAID_NO = tuple(Called(seat, "no") for seat in _SEATS)
_PASSED = tuple(Passed(seat) for seat in _SEATS)
_TRICK_WON = tuple(TrickWon(seat) for seat in _SEATS)
_OTHERS: dict[tuple, tuple[int, ...]] = {}
_HAND_TILES: dict[tuple, tuple[int, ...]] = {}
_new_object = object.__new__


def _hand_tiles(counts: tuple[int, ...]) -> tuple[int, ...]:
    """`tiles_of(counts)`, remembered: a view shows its seat's hand at every decision."""
    tiles = _HAND_TILES.get(counts)
    if tiles is None:
        if len(_HAND_TILES) > 100_000:
            _HAND_TILES.clear()
        tiles = _HAND_TILES[counts] = tiles_of(counts)
    return tiles


class PeeperState(State):
    CACHES = {"_legal": {}, "_table": None, "_tiles": {}, "_order": None}
    REFUSAL = staticmethod(refusal)

    def __init__(self, num_seats: int, options: dict, seed):
        self.num_seats = num_seats
        self.options = dict(options)
        self.step = 1 if options["direction"] == "clockwise" else -1
        self.rng = random.Random(seed)
        self.totals = [START_POINTS] * num_seats
        self.hand_number = 0
        self.hands_played = 0
        self.contenders: tuple[int, ...] = ()
        self.seated: tuple[int, ...] = ()
        self.players: tuple[int, ...] = ()
        self.hands = [EMPTY] * num_seats
        self.counts = (0,) * num_seats  # tiles in each hand, kept with `hands`
        self.option_items = tuple(sorted(self.options.items()))
        self.played = EMPTY
        self.set_aside: list[int] = []
        self.turned_up: tuple = ()
        self.marked: int | None = None
        self.starter: int | None = None
        self.start_reason = ""
        self.phase = PLAY
        self.pending: tuple[int, ...] = ()
        self.turn: int | None = None
        self.top: Play | None = None
        self.top_seat: int | None = None
        self.passes = 0
        self.single_seat = self.single_tile = self.miner = None
        self.chance_seat: int | None = None
        self.double_seat: int | None = None
        self.winner: int | None = None
        self._legal: dict = {}
        self._table: dict | None = None
        # seat -> (its hand, that hand's tiles): kept as tiles leave the hand, trusted
        # only while the hand is that very tuple (a hand changed by hand is a new one)
        self._tiles: dict[int, tuple] = {}
        self._order: dict | None = None  # see `_seat_order`

    # -- protocol -----------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return (self.turn,)
        return self.pending  # () when over

    def legal_actions(self, seat: int) -> list:
        return list(self._legal.get(seat) or self.listed_actions(seat))

    def listed_actions(self, seat: int) -> list | tuple:
        """The legal actions, in their order, remembered for this position (never
        handed out: see `legal_actions`)."""
        legal = self._legal.get(seat)  # only a seat asked now is ever remembered
        if legal is not None:
            return legal
        phase = self.phase
        if phase == PLAY:
            if seat != self.turn:
                return ()
            hand = self.hands[seat]
            legal = plays_of(hand) if self.top is None else [_PASS, *follows(hand, self.top)]
        elif seat not in self.pending:
            return ()
        elif phase == MINE_WINDOW:
            tile = self.single_tile
            legal = _MINE_OR_NO[tile] if self.hands[seat][tile] >= 2 else _ONLY_DECLINE
        elif phase == RETURN_WINDOW:
            tile = self.single_tile
            legal = _RETURN_OR_NO[tile] if self.hands[seat][tile] >= 1 else _ONLY_DECLINE
        else:
            legal = [Chance(phase == DOUBLE), _DECLINE]
        self._legal[seat] = legal
        return legal

    def position_changed(self) -> None:
        self._legal = {}  # the table stays: each move brings it up to date (see `_table`)

    def view(self, seat: int | None) -> PeeperView:
        # Equal to PeeperView(**fields): a frozen dataclass without __post_init__ is
        # its fields in __dict__, so they are copied there in one step instead of one
        # frozen attribute set per field: the spectator's, kept up to date move by move
        # (see `_public_table`), then the seat's own over them, in their places.
        view = _new_object(PeeperView)
        fields = view.__dict__
        fields.update(self._table or self._public_table())
        if seat is not None:
            hand = self.hands[seat]
            known = self._tiles.get(seat)
            if known is not None and known[0] is hand:
                fields["hand"] = known[1]
            else:
                tiles = _HAND_TILES.get(hand) or _hand_tiles(hand)
                self._tiles[seat] = (hand, tiles)
                fields["hand"] = tiles
            fields["seat"] = seat
            fields["holds_marked_one"] = seat == self.marked
        return view

    def _public_table(self) -> dict:
        """The spectator's view fields, in their order, remembered in `_table`.  The
        moves of a trick (plays, passes, calls and their answers) bring it up to date
        where they change it (`_table_after_play`, or a field or two); the rest of
        the moves, and `recount` after a state is changed by hand, forget it."""
        phase = self.phase
        table = self._table = dict(
            seat=None, num_seats=self.num_seats,
            to_act=(self.turn,) if phase == PLAY else self.pending,
            is_over=phase == OVER, hand=(), holds_marked_one=False, counts=self.counts,
            totals=tuple(self.totals), hand_number=self.hand_number,
            hands_played=self.hands_played, seated=self.seated, players=self.players,
            contenders=self.contenders, phase=phase, turn=self.turn, top=self.top,
            top_seat=self.top_seat, passes=self.passes, single_seat=self.single_seat,
            single_tile=self.single_tile, miner=self.miner, chance_seat=self.chance_seat,
            double_seat=self.double_seat, starter=self.starter,
            start_reason=self.start_reason, turned_up=self.turned_up,
            played=self.played, options=self.option_items, winner=self.winner)
        return table

    def _table_after_play(self) -> None:
        """Bring the remembered table up to date with everything a move within a hand
        may change (tiles put down, the trick, the turn)."""
        table = self._table
        if table is not None:
            phase = table["phase"] = self.phase
            table["to_act"] = (self.turn,) if phase == PLAY else self.pending
            table["counts"] = self.counts
            table["turn"] = self.turn
            table["top"] = self.top
            table["top_seat"] = self.top_seat
            table["passes"] = self.passes
            table["single_seat"] = self.single_seat
            table["single_tile"] = self.single_tile
            table["miner"] = self.miner
            table["played"] = self.played

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        """Totals as scores; the winner is the tie-broken leader (rules: Scoring)."""
        if self.winner is not None:
            winners = (self.winner,)
        else:
            best = max(self.totals)
            winners = tuple(s for s, t in enumerate(self.totals) if t == best)
        rewards = tuple(1.0 / len(winners) if s in winners else 0.0
                        for s in range(self.num_seats))
        return Outcome(tuple(self.totals), winners, rewards)

    # -- moves --------------------------------------------------------------------

    @handles(Play)
    def _play(self, seat: int, play: Play) -> list[Event]:
        events, out = self._put_down(seat, play, "")
        if out:
            return events
        self.top, self.top_seat, self.passes = play, seat, 0
        if play.kind == SINGLE:
            self.phase, self.pending = MINE_WINDOW, (self._order or self._seat_order())[seat][1]
            self.single_seat, self.single_tile = seat, play.tiles[0]
        else:
            self.turn = (self._order or self._seat_order())[seat][0]
        self._table_after_play()
        return events

    @handles(Pass)
    def _pass(self, seat: int, action: Pass) -> list[Event]:
        events: list[Event] = [_PASSED[seat]]
        self.passes += 1
        if self.passes >= len(self.players) - 1:
            return events + self._win_trick(self.top_seat)
        turn = self.turn = (self._order or self._seat_order())[seat][0]
        table = self._table
        if table is not None:
            table["to_act"], table["turn"], table["passes"] = (turn,), turn, self.passes
        return events

    @handles(Mine)
    def _mine(self, seat: int, action: Mine) -> list[Event]:
        """Rules: Valid Disruptive Patterns.  Only a Return beats a Mine."""
        events, out = self._put_down(seat, _MINE_PLAY[action.tile], "Mine!")
        if out:
            return events
        self.top, self.top_seat, self.miner = events[0].play, seat, seat
        self.phase, self.pending = RETURN_WINDOW, (self._order or self._seat_order())[seat][1]
        self._table_after_play()
        return events

    @handles(Return)
    def _return(self, seat: int, action: Return) -> list[Event]:
        events, out = self._put_down(seat, _RETURN_PLAY[action.tile], "Return!")
        return events if out else events + self._win_trick(seat)

    @handles(Decline)
    def _decline(self, seat: int, action: Decline) -> list[Event]:
        events: list[Event] = [_SAID_NO[seat]]
        pending = self.pending
        if pending[0] == seat:  # the seats are usually answered in the order asked
            self.pending = pending[1:]
        else:
            self.pending = tuple(s for s in pending if s != seat)
        if self.pending:
            table = self._table
            if table is not None:
                table["to_act"] = self.pending
            return events
        if self.phase == CHANCE:
            return events + self._choose_start()
        if self.phase == DOUBLE:
            return events + self._begin(self.chance_seat, "Chance")
        if self.phase == MINE_WINDOW:
            self.phase, self.turn = PLAY, (self._order or self._seat_order())[self.single_seat][0]
            self.single_seat = self.single_tile = None
            self._table_after_play()
            return events
        return events + self._win_trick(self.miner)

    @handles(Chance)
    def _chance(self, seat: int, action: Chance) -> list[Event]:
        double = action.double
        events: list[Event] = [Called(seat, str(action))]
        self._table = None
        if not double:
            self.chance_seat = seat
            self.phase, self.pending = DOUBLE, self._others(seat, self.seated)
            return events
        self.double_seat = seat
        self.players = tuple(s for s in self.seated if s in (self.chance_seat, seat))
        self._order = None
        return events + self._begin(self.chance_seat, "Chance")

    # -- the flow of a hand ---------------------------------------------------------

    def recount(self) -> None:
        """Count the tiles in each hand again, after the state was changed by hand
        (`hands`, `totals`...), and forget what was worked out from the old one."""
        self.counts = tuple(map(sum, self.hands))
        self._legal, self._table, self._order = {}, None, None

    def _put_down(self, seat: int, play: Play, call: str) -> tuple[list[Event], bool]:
        held = self.hands[seat]
        hand, played, counts = list(held), list(self.played), list(self.counts)
        known = self._tiles.get(seat)
        tiles = list(known[1]) if known is not None and known[0] is held else None
        for tile in play.tiles:  # a play is a few tiles: move them one by one
            hand[tile] -= 1
            played[tile] += 1
            if tiles is not None:
                tiles.remove(tile)
        held = self.hands[seat] = tuple(hand)
        self.played = tuple(played)
        if tiles is not None:
            self._tiles[seat] = (held, tuple(tiles))
        counts[seat] = left = sum(hand)
        self.counts = tuple(counts)
        events: list[Event] = [built(TilesPlayed, seat=seat, play=play, call=call,
                                      tiles_left=left)]
        if left == 0:  # the hand ends at once, mid-trick (rules: Scoring)
            events += self._end_hand(seat)
            return events, True
        return events, False

    def _win_trick(self, seat: int) -> list[Event]:
        self.phase, self.pending, self.turn = PLAY, (), seat
        self.top = self.top_seat = None
        self.passes = 0
        self.single_seat = self.single_tile = self.miner = None
        self._table_after_play()
        return [_TRICK_WON[seat]]

    def _seat_order(self) -> dict[int, tuple[int, tuple[int, ...]]]:
        """Each player -> (the next player, every other player in order of play after
        them), remembered in `_order` while the players stay the same (a deal, a
        Double-Chance and `recount` forget it)."""
        order = self._order = {seat: (others[0], others) for seat in self.players
                               for others in (self._others(seat),)}
        return order

    def _others(self, seat: int, among: tuple[int, ...] | None = None) -> tuple[int, ...]:
        """Every other seat of `among` (the players), in order of play after `seat`."""
        among = among or self.players
        key = (among, seat, self.step)
        others = _OTHERS.get(key)
        if others is None:
            i, n = among.index(seat), len(among)
            others = _OTHERS[key] = tuple(among[(i + k * self.step) % n]
                                          for k in range(1, n))
        return others

    def _begin(self, starter: int, reason: str) -> list[Event]:
        self.starter, self.start_reason = starter, reason
        self._table = None
        self.phase, self.pending, self.turn = PLAY, (), starter
        return [StarterChosen(starter, reason)]

    def _choose_start(self) -> list[Event]:
        """CLARIFICATIONS, Peeper: Start.  Seats that get no leftover stay in the draw."""
        if self.marked is not None:
            return self._begin(self.marked, "marked 1")
        events: list[Event] = []
        shown = []
        for seat in self.seated[:len(self.set_aside)]:
            tile = self.set_aside.pop(0)
            shown.append((seat, tile))
            events.append(LeftoverTurnedUp(seat, tile))
        self.turned_up = tuple(shown)
        best = max(tile for _, tile in shown)
        left = [s for s, tile in shown if tile == best] + list(self.seated[len(shown):])
        if len(left) == 1:
            return events + self._begin(left[0], "leftovers")
        return events + self._begin(self.rng.choice(left), "drawn at random")

    def deal_hand(self, deal=None) -> list[Event]:
        """Shuffle all 64 tiles and deal the seats in this hand (all, or the tied)."""
        self.hand_number += 1
        self._table = None
        self.seated = self.players = self.contenders or tuple(range(self.num_seats))
        size = HAND_SIZE[len(self.seated)]
        if deal is None:
            order = list(range(64))
            self.rng.shuffle(order)
            tile_at = _ALL_TILES.__getitem__
            hands = [list(map(tile_at, order[k * size:(k + 1) * size]))
                     for k in range(len(self.seated))]
            rest = list(map(tile_at, order[len(self.seated) * size:]))
            holder = [k for k in range(len(self.seated))
                      if MARKED_INDEX in order[k * size:(k + 1) * size]]
            marked = self.seated[holder[0]] if holder else None
        else:
            hands, rest, marked = _read_deal(deal, self.seated, size)
        self.hands = [EMPTY] * self.num_seats
        shown = [()] * self.num_seats
        for seat, tiles in zip(self.seated, hands):
            self.hands[seat] = counts_of(tiles)
            shown[seat] = tuple(sorted(tiles))  # tiles_of(its counts)
        self.recount()
        self._tiles = {seat: (self.hands[seat], shown[seat]) for seat in self.seated}
        self.set_aside, self.marked = rest, marked
        self.played, self.turned_up = EMPTY, ()
        self.starter, self.start_reason = None, ""
        self.chance_seat = self.double_seat = None
        self.top = self.top_seat = self.single_seat = self.single_tile = self.miner = None
        self.passes, self.turn = 0, None
        events: list[Event] = [HandDealt(
            self.hand_number, self.seated,
            tuple(shown), self.counts,
            len(rest))]
        if self.options["chance"]:
            self.phase, self.pending = CHANCE, self.seated
            return events
        return events + self._choose_start()

    def _hand_points(self, out_seat: int) -> list[int]:
        points = [0] * self.num_seats
        if self.chance_seat is None:
            for seat in self.seated:
                points[seat] = -sum(self.hands[seat])
            return points
        won = 0 if out_seat == self.chance_seat else 1
        table = CHANCE_POINTS if self.double_seat is None else DOUBLE_POINTS
        for seat in self.seated:
            if seat == self.chance_seat:
                role = "caller"
            elif seat == self.double_seat:
                role = "answerer"
            else:
                role = "others" if self.double_seat is None else "spectators"
            points[seat] = table[role][won]
        return points

    def _went_out(self, out_seat: int) -> str:
        """Who went out, and what that did to a Chance! bet: its points replace the
        tile count, so the hand's result says why nobody lost their tiles' worth."""
        words = f"Player {out_seat + 1} went out"
        caller = self.chance_seat
        if caller is None:
            return f"{words}."
        bet = "the Chance!" if self.double_seat is None else \
            f"the Chance! against Player {self.double_seat + 1}'s Double-Chance!"
        if out_seat == caller:
            return f"{words} and won {bet}"
        return f"{words}: Player {caller + 1} lost {bet}"

    def _end_hand(self, out_seat: int) -> list[Event]:
        points = self._hand_points(out_seat)
        for seat, gained in enumerate(points):
            self.totals[seat] += gained
        self.hands_played += 1
        self.phase, self.pending, self.turn = OVER, (), None
        self._table = None
        lines = ", ".join(f"P{s + 1} {points[s]:+d}" for s in self.seated)
        events: list[Event] = [HandEnded(
            self.hand_number, tuple(points), tuple(self.totals),
            f"{self._went_out(out_seat)} {lines}")]
        pool = self._deciding_pool()
        if pool is None:
            return events + self.deal_hand()
        best = max(self.totals[s] for s in pool)
        leaders = tuple(s for s in pool if self.totals[s] == best)
        if len(leaders) > 1:  # rules: Scoring, the tied leaders play one more hand
            self.contenders = leaders
            return events + self.deal_hand()
        self.winner = leaders[0]
        return events + [MatchEnded(self.outcome(), f"Player {self.winner + 1} wins "
                                                    f"with {best} points")]

    def _deciding_pool(self) -> tuple[int, ...] | None:
        """The seats the winner is chosen from, or None while the match goes on."""
        if self.contenders:
            return self.contenders
        if self.options["game_end"] == "zero":
            done = min(self.totals) <= 0
        else:
            done = self.hands_played >= self.num_seats
        return tuple(range(self.num_seats)) if done else None


def _read_deal(deal, seated: tuple[int, ...], size: int):
    """`deal`: {"hands": [tiles of each seat in the hand], "set_aside": [leftovers in the
    order they are turned up] (default: the rest, ascending), "marked": the seat dealt
    the marked 1, or None if it lies aside (default: the first seat holding a 1)}.
    A bare list is taken as "hands".  Tiles are 1..15, and 16 or "X" for X."""
    if not isinstance(deal, dict):
        deal = {"hands": deal}
    hands = [[X if t in ("X", "x") else int(t) for t in h] for h in deal["hands"]]
    if len(hands) != len(seated) or any(len(h) != size for h in hands):
        raise ValueError(f"deal: {len(seated)} hands of {size} tiles expected")
    remaining = list(counts_of(full_set()))
    for tile in (t for h in hands for t in h):
        remaining[tile] -= 1
    if "set_aside" in deal:
        rest = [X if t in ("X", "x") else int(t) for t in deal["set_aside"]]
        for tile in rest:
            remaining[tile] -= 1
        if any(remaining):
            raise ValueError("deal: hands and set_aside must make up the 64 tiles")
    else:
        rest = list(tiles_of(remaining))
    if any(n < 0 for n in remaining):
        raise ValueError("deal: more than four of a tile")
    default = next((seated[k] for k, h in enumerate(hands) if 1 in h), None)
    marked = deal.get("marked", default)
    if marked is not None and 1 not in hands[seated.index(marked)]:
        raise ValueError("deal: the marked 1's holder must hold a 1")
    return hands, rest, marked


def new_game(num_seats: int, options: dict, seed: int, deal=None) -> PeeperState:
    """A match; the first hand uses `deal` if given (see `_read_deal` for its shape)."""
    state = PeeperState(num_seats, options, seed)
    state.deal_hand(deal)
    return state
