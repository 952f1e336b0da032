"""A game's guided first hand, read from `assets/tutorials/<game id>.toml`.

The file's shape is in `assets/tutorials/README.md`.  This module only reads and checks
a tutorial against the rules (no pygame): `load_tutorial` refuses a file whose steps
don't make a legal hand, with a message naming the step, so a broken tutorial fails its
test rather than a newcomer's first game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core import GameInfo, IllegalAction, State, action_from_text
from game.registry import UnknownGame, get_game
from scenes.core import storage
from scenes.core.assets import asset

TUTORIAL_DIR = asset("tutorials")
LEARNER = 0
MOST_MINUTES = 60  # what a guided hand may say it takes


class TutorialError(ValueError):
    """A tutorial file that can't be read or doesn't play."""

    @property
    def for_player(self) -> str:
        """What the player is told where the guided hand was to start."""
        return f"The guided hand can't be played: {self}"


@dataclass(frozen=True)
class Step:
    say: str = ""
    move: str = ""  # str(action); empty for a step that only talks
    seat: int = LEARNER
    point: str = ""  # a target label, "button/<name>" or a layout anchor
    press: tuple[str, ...] = ()  # the choices that make `move`, in order
    wrong: str = ""  # said when the learner chooses anything else

    @property
    def talks_only(self) -> bool:
        return not self.move

    @property
    def for_learner(self) -> bool:
        return bool(self.move) and self.seat == LEARNER


@dataclass(frozen=True)
class Tutorial:
    info: GameInfo
    title: str
    minutes: int
    seats: int
    options: dict
    seed: int
    done: str
    steps: tuple[Step, ...]
    deal: object = None
    path: Path = field(default=Path(), compare=False)

    def start(self) -> State:
        return self.info.start(self.seats, self.options, self.seed, self.deal)

    def refusal(self, step: Step) -> str:
        """What the learner hears for a choice other than the step's move."""
        if step.wrong:
            return step.wrong
        first = step.say.split(". ")[0].rstrip(".")
        return f"Not yet: {first[0].lower() + first[1:]}." if first else "Not yet."

    def play_through(self) -> State:
        """The state after every step's move, checked against the rules."""
        state = self.start()
        for number, step in enumerate(self.steps, 1):
            if step.talks_only:
                continue
            if step.seat not in state.to_act():
                raise TutorialError(
                    f"{self.path.name}, step {number}: seat {step.seat} is not asked to "
                    f"move there (the rules ask {list(state.to_act())})")
            try:
                state.apply(step.seat, action_from_text(state, step.seat, step.move))
            except IllegalAction as error:
                raise TutorialError(f"{self.path.name}, step {number}: {error}") from error
        return state


def tutorial_path(game_id: str) -> Path:
    return TUTORIAL_DIR / f"{game_id}.toml"


def has_tutorial(game_id: str) -> bool:
    return tutorial_path(game_id).is_file()


def load_tutorial(game_id: str, path: Path | None = None) -> Tutorial:
    """Read and check a game's tutorial; TutorialError with a clear message if it
    can't be read or its moves don't make a legal hand."""
    path = path or tutorial_path(game_id)
    try:
        data = storage.parse_toml(storage.read_regular(path, storage.SETTINGS_LIMIT))
    except FileNotFoundError as error:
        raise TutorialError(f"There is no tutorial for {game_id!r} yet.") from error
    except (OSError, ValueError) as error:
        raise TutorialError(f"{path.name} can't be read ({storage.error_words(error)})") \
            from error
    try:
        tutorial = _tutorial(get_game(game_id), data, path)
        tutorial.play_through()
    except TutorialError:
        raise
    except UnknownGame as error:
        raise TutorialError(str(error)) from error
    except Exception as error:  # noqa: BLE001 - a damaged file may hold anything
        raise TutorialError(f"{path.name}: {storage.error_words(error)}") from error
    return tutorial


def _tutorial(info: GameInfo, data: dict, path: Path) -> Tutorial:
    if not isinstance(data.get("steps"), list):
        raise TutorialError(f"{path.name}: 'steps' is not a list of steps")
    steps = tuple(_step(raw, number) for number, raw in enumerate(data["steps"], 1))
    if not any(step.for_learner for step in steps):
        raise TutorialError(f"{path.name}: no step asks the learner for a move")
    seats = _whole(data, "seats", info.default_seats, info.min_seats, info.max_seats, path)
    for number, step in enumerate(steps, 1):
        if not 0 <= step.seat < seats:
            raise TutorialError(f"{path.name}, step {number}: no seat {step.seat}")
    return Tutorial(info=info, title=str(data["title"]),
                    minutes=_whole(data, "minutes", 2, 1, MOST_MINUTES, path),
                    seats=seats, options=dict(data.get("options", {})),
                    seed=_whole(data, "seed", 0, 0, 2**63 - 1, path),
                    done=str(data.get("done", "")), steps=steps, deal=data.get("deal"),
                    path=path)


def _whole(data: dict, key: str, default: int, low: int, high: int, path: Path) -> int:
    """A whole number of the file, `default` if absent; TutorialError out of range."""
    value = data.get(key, default)
    if type(value) is not int or not low <= value <= high:
        raise TutorialError(f"{path.name}: {key} must be a whole number from {low} to "
                            f"{high}, not {str(value)[:24]}")
    return value


def _step(raw: dict, number: int) -> Step:
    if not isinstance(raw, dict):
        raise TutorialError(f"step {number} is not a table of fields")
    known = {"say", "move", "seat", "point", "press", "wrong"}
    unknown = sorted(set(raw) - known)
    if unknown:
        raise TutorialError(f"step {number}: unknown field {unknown[0]!r}")
    step = Step(say=str(raw.get("say", "")), move=str(raw.get("move", "")),
                seat=int(raw.get("seat", LEARNER)), point=str(raw.get("point", "")),
                press=tuple(str(p) for p in raw.get("press", ())),
                wrong=str(raw.get("wrong", "")))
    if step.talks_only and (step.press or step.seat != LEARNER):
        raise TutorialError(f"step {number}: 'press' or 'seat' without a 'move'")
    if not step.say and step.for_learner:
        raise TutorialError(f"step {number}: a move asked of the learner needs 'say'")
    return step


def target_label(key) -> str:
    """A target's key as tutorials write it: ("digit", 3) is "digit/3"."""
    if isinstance(key, tuple):
        return "/".join(str(part) for part in key)
    return str(key)
