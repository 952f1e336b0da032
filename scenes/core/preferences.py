"""The player's settings: what they are, their defaults, reading and writing them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from scenes.core import storage
from scenes.core.input import DEFAULT_KEYS, DEFAULT_PAD, PAD_BUTTONS, Bindings, Intent

SETTINGS_VERSION = 1  # settings.toml's format; files that name none are version 1
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
AI_PACES = {"thoughtful": 1.2, "brisk": 0.5, "instant": 0.0}  # seconds an AI "thinks"
HARD_SECONDS = (0.5, 1.0, 2.0)  # how long Hard may search a move


@dataclass
class Preferences:
    music_volume: int = 60  # percent
    effects_volume: int = 80
    animation_speed: str = "normal"
    ai_pace: str = "brisk"
    hard_seconds: float = 1.0  # one of HARD_SECONDS
    fullscreen: bool = False
    colour_blind_patterns: bool = False
    reaction_seconds: float = 2.0  # Peeper's "Mine?" banner
    hints: bool = True  # against AI, a player may ask for a suggested move
    keys: dict = field(default_factory=lambda: {k: list(v) for k, v in DEFAULT_KEYS.items()})
    pad: dict = field(default_factory=lambda: {k: list(v) for k, v in DEFAULT_PAD.items()})
    tutorials_offered: list = field(default_factory=list)  # game ids asked "New to ...?"

    @property
    def animation_factor(self) -> float:
        """Multiplier on animation speed; 0 means instant."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @property
    def ai_delay(self) -> float:
        return AI_PACES.get(self.ai_pace, 0.5)

    def bindings(self) -> Bindings:
        return Bindings(self.keys, self.pad)

    def to_table(self) -> dict:
        return asdict(self)


BINDABLE = {intent.value for intent in Intent} - {Intent.POINT.value}


def check_bindings(table: dict) -> None:
    """ValueError naming the first [keys] or [pad] entry that can't be a binding.

    Key names pygame doesn't know are let through (and ignored): they may come from
    another keyboard layout or SDL version.  Button names are a fixed list."""
    for section in ("keys", "pad"):
        if section not in table:
            continue
        bindings = table[section]
        if not isinstance(bindings, dict):
            raise ValueError(f"[{section}] is not a table")
        for intent, names in bindings.items():
            if intent not in BINDABLE:
                raise ValueError(f"[{section}] has no action {intent!r}")
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise ValueError(f"[{section}] {intent} is not a list of names")
            if section == "pad" and not set(names) <= PAD_BUTTONS.keys():
                raise ValueError(f"[{section}] {intent} names an unknown button")


def _clean(table: dict) -> Preferences:
    """Keep the values that have the right type; anything odd falls back to default."""
    defaults = Preferences()
    kept = {}
    for spec in fields(Preferences):
        if spec.name not in table:
            continue
        value, default = table[spec.name], getattr(defaults, spec.name)
        if isinstance(default, bool) != isinstance(value, bool):
            continue
        if isinstance(default, (int, float)) and not isinstance(value, (int, float)):
            continue
        if isinstance(default, (str, dict, list)) and not isinstance(value, type(default)):
            continue
        kept[spec.name] = value
    prefs = Preferences(**kept)
    prefs.keys = _over_defaults(prefs.keys, defaults.keys)
    prefs.pad = _over_defaults(prefs.pad, defaults.pad)
    prefs.tutorials_offered = [g for g in prefs.tutorials_offered if isinstance(g, str)]
    if prefs.animation_speed not in ANIMATION_SPEEDS:
        prefs.animation_speed = defaults.animation_speed
    if prefs.ai_pace not in AI_PACES:
        prefs.ai_pace = defaults.ai_pace
    if prefs.hard_seconds not in HARD_SECONDS:
        prefs.hard_seconds = defaults.hard_seconds
    prefs.hard_seconds = float(prefs.hard_seconds)
    prefs.music_volume = int(min(100, max(0, prefs.music_volume)))
    prefs.effects_volume = int(min(100, max(0, prefs.effects_volume)))
    prefs.reaction_seconds = float(min(5.0, max(1.0, prefs.reaction_seconds)))
    return prefs


def _over_defaults(chosen: dict, defaults: dict) -> dict:
    """A table that names some actions keeps the default keys of the others, less any
    key it gave to an action of its own."""
    taken = {name for names in chosen.values() for name in names}
    merged = {intent: [n for n in names if n not in taken] for intent, names in defaults.items()}
    merged.update(chosen)
    return merged


def load() -> tuple[Preferences, str | None]:
    """The saved settings and, if the file had to be set aside, a message for the player."""
    try:
        table = storage.read_toml(storage.settings_path(), check=check_settings)
    except storage.Unreadable as unreadable:
        return Preferences(), str(unreadable)
    return (_clean(table) if table else Preferences()), None


def check_settings(table: dict) -> None:
    storage.check_format_version(table, SETTINGS_VERSION)
    check_bindings(table)


def save(prefs: Preferences) -> None:
    storage.write_toml(storage.settings_path(), {"version": SETTINGS_VERSION, **prefs.to_table()})
