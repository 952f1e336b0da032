"""The player's settings: what they are, their defaults, reading and writing them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from scenes.core import storage
from scenes.core.input import (
    DEFAULT_KEYS,
    DEFAULT_PAD,
    NEEDED,
    PAD_BUTTONS,
    Bindings,
    Intent,
    button_code,
    key_code,
    key_label,
    pad_label,
)

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
    four_colour_deck: bool = False  # diamonds blue and clubs green
    reaction_seconds: float = 2.0  # Peeper's "Mine?" banner
    hints: bool = True  # against AI, a player may ask for a suggested move
    speech: bool = False  # speak every screen and move (playing by ear)
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

    Key names pygame doesn't know are let through here, to be dropped with a word to
    the player (`mend_bindings`): the rest of the file is good.  Button names are a
    fixed list."""
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


def _clean(table: dict) -> tuple[Preferences, list[str]]:
    """Keep the values that have the right type; anything odd falls back to default.
    Also what was mended in the bindings, in words."""
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
    prefs.keys, key_words = mend_bindings(prefs.keys, defaults.keys, key_code, key_label, "key")
    prefs.pad, pad_words = mend_bindings(prefs.pad, defaults.pad, button_code, pad_label,
                                         "button")
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
    return prefs, key_words + pad_words


def mend_bindings(chosen: dict, defaults: dict, code_of, label, what: str
                  ) -> tuple[dict, list[str]]:
    """The bindings a settings file gave, made usable, and what was mended, in words.

    A name no key has is dropped, and so is a key given to several actions (which
    one was meant can't be told).  The actions the file does not name keep their
    default keys, less any it gave to an action of its own.  An action the file gave
    keys to that are all dropped gets back those of its default keys still free; one
    the menus need (`NEEDED`) never stays without: it takes its default keys back.
    """
    codes = {intent: _known_codes(names, code_of) for intent, names in chosen.items()}
    holders: dict[int, list[str]] = {}  # key code -> the actions given it, in order
    for intent, known in codes.items():
        for code in known.values():
            holders.setdefault(code, []).append(intent)
    ambiguous = [code for code, intents in holders.items() if len(intents) > 1]
    kept = {intent: [name for name, code in known.items() if code not in ambiguous]
            for intent, known in codes.items()}
    taken = {code_of(name) for names in kept.values() for name in names}
    bindings = {intent: [n for n in names if code_of(n) not in taken]
                for intent, names in defaults.items()}
    bindings.update(kept)
    emptied = [intent for intent in chosen if chosen[intent] and not kept[intent]]
    for intent in emptied:
        bindings[intent] = [n for n in defaults.get(intent, []) if code_of(n) not in taken]
    restored = list(dict.fromkeys(emptied + _restore_needed(bindings, defaults, code_of)))
    unknown = list(dict.fromkeys(name for names in chosen.values() for name in names
                                 if not _names_one(name, code_of)))
    shared = [(next(n for known in codes.values() for n, c in known.items() if c == code),
               len(holders[code])) for code in ambiguous]
    return bindings, _mended_words(unknown, shared, restored, label, what)


def _known_codes(names: list[str], code_of) -> dict[str, int]:
    """Each name that is a key (or button), with its code; a key named twice, once."""
    known = {}
    for name in names:
        if _names_one(name, code_of) and code_of(name) not in known.values():
            known[name] = code_of(name)
    return known


def _names_one(name: str, code_of) -> bool:
    try:
        code_of(name)
    except ValueError:
        return False
    return True


def _restore_needed(bindings: dict, defaults: dict, code_of) -> list[str]:
    """Give each action the menus need that has nothing its default names back,
    taking them from the actions that had them; the actions given back, in order."""
    restored = []
    while True:
        bare = next((i.value for i in NEEDED if not bindings.get(i.value)), None)
        if bare is None or bare in restored:
            return restored
        codes = {code_of(name) for name in defaults[bare]}
        for intent, names in bindings.items():
            bindings[intent] = [n for n in names if code_of(n) not in codes]
        bindings[bare] = list(defaults[bare])
        restored.append(bare)


def _mended_words(unknown: list[str], shared: list[tuple[str, int]], restored: list[str],
                  label, what: str) -> list[str]:
    """What `mend_bindings` did, a phrase a kind of mending."""
    words = [_unknown_words(unknown, what)] if unknown else []
    words += [f"{label(name)} was given to {count} actions at once" for name, count in shared]
    return words + ([_restored_words(restored, what)] if restored else [])


def _unknown_words(unknown: list[str], what: str) -> str:
    named = " or ".join(repr(name) for name in unknown[:3])
    more = f" (nor {len(unknown) - 3} more names)" if len(unknown) > 3 else ""
    return f"no {what} is called {named}{more}"


def _restored_words(restored: list[str], what: str) -> str:
    if len(restored) == 1:
        return f"{_action_words(restored[0])} had no {what} left and has its usual ones again"
    if len(restored) <= 3:
        names = [_action_words(intent) for intent in restored]
        named = f"{', '.join(names[:-1])} and {names[-1]}"
    else:
        named = f"{len(restored)} actions"
    return f"{named} had no {what} left and have their usual ones again"


def _action_words(intent: str) -> str:
    return intent.replace("_", " ").capitalize()


def load() -> tuple[Preferences, str | None]:
    """The saved settings and, if the file had to be set aside, a message for the player."""
    try:
        table = storage.read_toml(storage.settings_path(), check=check_settings)
    except storage.Unreadable as unreadable:
        return Preferences(), str(unreadable)
    if not table:
        return Preferences(), None
    prefs, mended = _clean(table)
    if mended:
        return prefs, f"settings.toml: {'; '.join(mended)}."
    return prefs, None


def check_settings(table: dict) -> None:
    storage.check_format_version(table, SETTINGS_VERSION)
    check_bindings(table)


def save(prefs: Preferences) -> None:
    storage.write_toml(storage.settings_path(), {"version": SETTINGS_VERSION, **prefs.to_table()})
