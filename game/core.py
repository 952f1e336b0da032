"""The rules protocol every game follows.

A `State` is a whole match (every hand, running scores).  It is driven only through
`to_act`, `legal_actions` and `apply`, and read only through `view`, so that a save is
`(game id, options, seed, actions)` and a replay is exact.  Everything here is pure
Python: no pygame, no clocks, no threads.

Seats are numbered 0..n-1.  `None` stands for the spectator, who sees only what is
public.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from itertools import repeat
from operator import is_
from typing import Any, Callable, ClassVar, Hashable, Protocol, Sequence


class IllegalAction(ValueError):
    """An action refused by the rules.  The message is meant for the player."""


class Action(Hashable, Protocol):
    """A move: a small frozen dataclass whose `str` is the game's own notation.

    Within one `legal_actions(seat)` list no two actions print the same, so a move
    log of strings can be replayed (see `action_from_text`).
    """


@dataclass(frozen=True)
class Event:
    """Something that happened, for a table to animate and a log to show.

    An event may carry hidden parts (a drawn card, a peeked card).  `seen_by(viewer)`
    returns the event as that viewer may know it, hidden parts replaced by None.  The
    default event is public in full.

    `reveals_hidden` is True on events that show someone a hidden card (a draw, a
    peek, a deal): the table never offers to undo an action whose events reveal.
    """

    reveals_hidden = False

    def seen_by(self, viewer: int | None) -> "Event":
        return self


@dataclass(frozen=True)
class View:
    """What one seat may know.  Games subclass this with their own frozen fields.

    `seat` is None for the spectator.  `to_act` is public: who the table is waiting
    for (in a reaction window it lists every seat that is asked, whether or not it
    can answer, so it leaks nothing).
    """

    seat: int | None
    num_seats: int
    to_act: tuple[int, ...]
    is_over: bool


MATCH_OVER = "The match is over."
NOT_YOUR_TURN = "It is not your turn."


def turn_refusal(view: View, not_asked: str = NOT_YOUR_TURN) -> str:
    """Why the view's seat may make no move at all now, whatever it tries: the match
    is over, or it is not asked (`not_asked`, in the game's words); "" if it is
    asked.  The first words of every game's refusal."""
    if view.is_over:
        return MATCH_OVER
    if view.seat is None or view.seat not in view.to_act:
        return not_asked
    return ""


@dataclass(frozen=True)
class Outcome:
    """The result of a finished match.

    `scores`: the game's own final totals per seat (points, VP...).
    `winners`: the seats that won (partners both listed; tied winners all listed).
    `rewards`: per seat in [0, 1], what search maximises; a sole winner gets 1,
    tied winners share, team partners each get their team's share.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    rewards: tuple[float, ...]


def outcome_from_scores(
    scores: Sequence[float], higher_is_better: bool = True,
    teams: Sequence[Sequence[int]] | None = None,
) -> Outcome:
    """Winners are the seats (or teams) with the best score; ties share the reward."""
    groups = [tuple(t) for t in teams] if teams else [(s,) for s in range(len(scores))]
    group_score = [scores[g[0]] for g in groups]
    best = max(group_score) if higher_is_better else min(group_score)
    winning = [g for g, score in zip(groups, group_score) if score == best]
    rewards = [0.0] * len(scores)
    for group in winning:
        for seat in group:
            rewards[seat] = 1.0 / len(winning)
    winners = tuple(sorted(seat for g in winning for seat in g))
    return Outcome(tuple(scores), winners, tuple(rewards))


def built(cls, **fields):
    """`cls(**fields)` for a frozen dataclass without __post_init__, every field given:
    its fields are its __dict__, set in one step rather than one frozen attribute set
    each (views and events are made at every move of a search)."""
    made = object.__new__(cls)
    made.__dict__.update(fields)
    return made


def handles(*action_types: type):
    """Mark a `State` method as the one that makes actions of these types.  It is
    called as `method(seat, action)` once the action is known to be legal, and
    returns the events."""
    def mark(method):
        method.handles = action_types
        return method
    return mark


class State(ABC):
    """Base class of a game's state.

    A game implements `to_act`, `legal_actions`, `view`, `is_over` and `outcome`, and
    one method per kind of action, marked `@handles(ActionType)`.  Everything else is
    done here, one way for every game: `apply` checks the turn, then hands the action
    to its method; `clone` copies the state.  A game says why an action is refused in
    the player's words in its refusals module, set as `REFUSAL`: `refusal` asks it
    from the seat's own View, so the rules and the table say the same words.

    Contract (checked for every registered game by the conformance tests):
    - `apply` of an action not in `legal_actions(seat)` (or by a seat not in
      `to_act()`) raises `IllegalAction` and leaves the state exactly as it was.
    - `view(seat)` contains nothing that seat may not know.
    - all randomness comes from the state's own seeded RNG.
    """

    num_seats: int
    #: action type -> the method that makes it (gathered from `@handles`)
    MOVES: ClassVar[dict[type, Callable]] = {}
    #: attributes that remember what was worked out from the position (its legal
    #: actions...), each with its empty value: forgotten after a move, never cloned or
    #: pickled
    CACHES: ClassVar[dict[str, Any]] = {}
    #: the game's `refusal(view, action) -> str` (see `GameInfo.refusal`), kept as a
    #: staticmethod; without one, only the match's end and the turn are worded
    REFUSAL: ClassVar[Callable[[View, Any], str]] = staticmethod(
        lambda view, action: turn_refusal(view))

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        moves = {}
        for klass in reversed(cls.__mro__):
            for member in vars(klass).values():
                for action_type in getattr(member, "handles", ()):
                    moves[action_type] = member
        cls.MOVES = moves

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        ...

    @abstractmethod
    def legal_actions(self, seat: int) -> list:
        ...

    #: (seat, its listed actions) in this position, or None: see `listed_actions`
    _listed: tuple[int, Sequence] | None = None

    def listed_actions(self, seat: int) -> Sequence:
        """The legal actions of `seat`, for reading only (`apply` checks a move against
        them), and empty unless the match goes on and `seat` is asked now.  The list
        is remembered until the position changes, so that a move chosen from it is
        found in it by identity (a game that remembers its lists itself overrides
        this and returns its own)."""
        listed = self._listed
        if listed is not None and listed[0] == seat:
            return listed[1]
        legal = () if self.is_over or seat not in self.to_act() else self.legal_actions(seat)
        self._listed = (seat, legal)
        return legal

    @abstractmethod
    def view(self, seat: int | None) -> View:
        ...

    @property
    @abstractmethod
    def is_over(self) -> bool:
        ...

    @abstractmethod
    def outcome(self) -> Outcome:
        ...

    # -- done here for every game -----------------------------------------------

    def apply(self, seat: int, action) -> list[Event]:
        """Make `action` for `seat` and return what happened; an illegal action
        raises IllegalAction and changes nothing."""
        legal = self.listed_actions(seat)
        # the action handed out is usually one of the list's own objects: look for it
        # by identity first, sparing the other checks (only a seat asked while the
        # match goes on has a list) and an equality test against every earlier action
        if not any(map(is_, legal, repeat(action))):
            self._check_listed(seat, action, legal)
        move = self.MOVES.get(type(action)) or self._move_for(type(action))
        events = move(self, seat, action)
        self.position_changed()
        return events

    def check_turn(self, seat: int, action) -> None:
        """Raise IllegalAction unless `seat` may play `action` now."""
        legal = self.listed_actions(seat)
        if not any(map(is_, legal, repeat(action))):  # as in `apply`
            self._check_listed(seat, action, legal)

    def _check_listed(self, seat: int, action, legal) -> None:
        """`check_turn` for an action that is none of the `legal` list's own objects."""
        if self.is_over or seat not in self.to_act() or action not in legal:
            raise IllegalAction(self.refusal(seat, action))

    def turn_refusal(self, seat: int) -> str:
        """Why a seat that is not asked now may not act, whatever it tries."""
        return self.refusal(seat, None)

    def refusal(self, seat: int, action) -> str:
        """Why `seat` may not make `action` now, in the player's words: the game's
        refusal from the seat's own View (a number that is no seat's gets the
        spectator's).  Only asked of an action the rules refuse."""
        viewer = seat if seat in range(self.num_seats) else None
        return self.REFUSAL(self.view(viewer), action) or f"{action} is not a legal move now."

    def position_changed(self) -> None:
        """Called after every move: the `CACHES` are forgotten.  A test that edits a
        state by hand calls it too."""
        self._listed = None
        for name, empty in self.CACHES.items():
            setattr(self, name, _copied(empty))

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state.pop("_listed", None)
        state.update((name, _copied(empty)) for name, empty in self.CACHES.items())
        return state

    def clone(self) -> "State":
        """An independent copy: lists, sets and dicts are copied (nested ones too),
        the RNG is copied with its state, everything else is immutable and shared;
        the caches start empty."""
        twin = object.__new__(type(self))
        twin.__dict__.update((name, _copied(value)) for name, value in self.__getstate__().items())
        return twin

    def _move_for(self, action_type: type) -> Callable:
        for kind in action_type.__mro__:
            if kind in self.MOVES:
                return self.MOVES[kind]
        raise IllegalAction(f"{action_type.__name__} is not a move of this game.")


_CONTAINERS = (list, dict, set)


def _copied(value):
    kind = type(value)
    if kind is list:
        if any(type(item) in _CONTAINERS for item in value):
            return [_copied(item) for item in value]
        return value.copy()
    if kind is dict:
        return {key: _copied(item) for key, item in value.items()}
    if kind is set:
        return value.copy()
    if kind is random.Random:
        twin = random.Random()
        twin.setstate(value.getstate())
        return twin
    return value


@dataclass(frozen=True)
class HandEnded(Event):
    """A hand (deal, round) is over.  `points`: what each seat scored in it;
    `totals`: running match totals after it; `summary`: one line for the players."""

    hand: int
    points: tuple
    totals: tuple
    summary: str


@dataclass(frozen=True)
class MatchEnded(Event):
    outcome: Outcome
    summary: str


def action_from_text(state: State, seat: int, text: str):
    """The legal action of `seat` that prints as `text` (for saves and replays)."""
    for action in state.legal_actions(seat):
        if str(action) == text:
            return action
    raise IllegalAction(f"{text!r} is not a legal move now.")


class Agent(Protocol):
    """A player that sees only its View.  It can't cheat: it never gets the State.

    An agent that can teach also has `hint(view, legal_actions, rng) -> Hint`: the
    move it would make and, in one sentence, why."""

    def choose(self, view: View, legal_actions: Sequence, rng: random.Random): ...


@dataclass(frozen=True)
class Hint:
    """A suggested move and why, in one sentence of the game's words that names what
    is on the table ("Claim 24: three in a row, 16-20-24")."""

    action: Any
    reason: str


@dataclass(frozen=True)
class Option:
    """One setting a game declares; the first choice is the default.

    `choices` lists the allowed values in menu order.  Values are bool, int or str.
    `applies_when` names the other options it depends on: `(("match", ("points",)),)`
    means it matters only in a points match.  An option that does not apply is left
    at its default.
    """

    key: str
    label: str
    choices: tuple
    help: str = ""
    default: Any = None
    applies_when: tuple[tuple[str, tuple], ...] = ()
    words: tuple[tuple[Any, str], ...] = ()  # a choice as setup shows it: ("zero", "at 0 points")

    @property
    def default_value(self):
        return self.choices[0] if self.default is None else self.default

    def parse(self, text: str):
        """Read a value from the command line; raise ValueError with a clear message."""
        for choice in self.choices:
            if _format_choice(choice) == text.strip().lower():
                return choice
        allowed = ", ".join(_format_choice(c) for c in self.choices)
        raise ValueError(f"option {self.key}: {text!r} is not one of: {allowed}")

    def describe(self, value) -> str:
        """The value in words for the setup screen (the command line takes the value)."""
        for choice, words in self.words:
            if choice == value and type(choice) is type(value):
                return words
        return _format_choice(value)

    def applies(self, options: dict) -> bool:
        """Whether this option matters, given the values of the others."""
        return all(options.get(key) in allowed for key, allowed in self.applies_when)


def _format_choice(value) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value).lower()


def resolve_options(declared: Sequence[Option], given: dict | None) -> dict:
    """Fill defaults and reject unknown keys or values (ValueError, clear message)."""
    given = dict(given or {})
    by_key = {o.key: o for o in declared}
    unknown = sorted(set(given) - set(by_key))
    if unknown:
        known = ", ".join(by_key) or "none"
        raise ValueError(f"unknown option {unknown[0]!r} (this game has: {known})")
    resolved = {}
    for option in declared:
        value = given.get(option.key, option.default_value)
        if isinstance(value, str) and value not in option.choices:
            value = option.parse(value)
        if value not in option.choices:
            raise ValueError(f"option {option.key}: {value!r} is not allowed")
        resolved[option.key] = value
    return resolved


class Lazy:
    """A function named "package.module:name", imported when it is first called.

    A game's rules and players load when a table or a series needs them, not when
    the menu lists the game, which keeps start-up quick.
    """

    def __init__(self, target: str):
        self.target = target
        self._function = None

    def __call__(self, *args, **kwargs):
        if self._function is None:
            module, _, name = self.target.partition(":")
            self._function = getattr(importlib.import_module(module), name)
        return self._function(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Lazy({self.target!r})"


@dataclass(frozen=True)
class GameInfo:
    """Everything the app and the tools need to know of one game.

    `new_game(num_seats, options, seed, deal=None) -> State`; `options` is already
    resolved (every declared key present).  `deal` fixes the cards, in a form the
    game documents, for tests and tutorials.
    `determinize(view, rng) -> State`: a full state consistent with everything the
    view knows, hidden cards re-dealt at random; `determinize(v).view(v.seat) == v`.
    `refusal(view, action) -> str`: why the view's seat may not make `action` now, in
    the player's words ("The match is over.", "It is not your turn.", the game's own
    reason for a move of the right kind that is wrong now, or for an odd object), and
    "" exactly when `action` is one of its legal actions.  Worked out from the View
    alone, so it says nothing that seat may not know; `IllegalAction` carries the
    same words.
    `agents`: name -> factory `(param) -> Agent`, e.g. "easy", "normal"; `param` is
    the text after a colon in a seat spec ("hard:300" gives "300"), or None.
    `hard_tuning() -> dict`: the game's own settings for the generic Hard search
    (keywords of `game.ai.ismcts.HardAgent`), or None for the defaults.
    `low_points_win`: a hand's points are penalties (the fewest win it).
    `scored_matches`: a match's final scores are points, highest best (False where they
    only mark the winner, 1 or 0).
    `hint_agent`: the agent whose `hint` a player may ask for (see `Hint`).
    `hand_word`: what the game calls one deal of the cards, as players say it ("hand",
    "round", "deal"): "Round 2 over", "Next round".
    """

    id: str
    title: str
    pitch: str
    min_seats: int
    max_seats: int
    new_game: Callable[..., State]
    determinize: Callable[[View, random.Random], State]
    refusal: Callable[[View, Any], str]
    options: tuple[Option, ...] = ()
    agents: dict[str, Callable[..., Agent]] = field(default_factory=dict)
    rules_file: str = ""
    default_seats: int = 2
    hard_tuning: Callable[[], dict] | None = None
    low_points_win: bool = False
    scored_matches: bool = True
    hint_agent: str = "normal"
    hand_word: str = "hand"

    def start(self, num_seats: int, options: dict | None = None, seed: int = 0,
              deal=None) -> State:
        if not self.min_seats <= num_seats <= self.max_seats:
            raise ValueError(
                f"{self.title} takes {self.min_seats} to {self.max_seats} players, "
                f"not {num_seats}")
        return self.new_game(num_seats, resolve_options(self.options, options), seed, deal)
