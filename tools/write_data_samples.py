"""Write every file the game keeps in its data folder, as the code on `sys.path` writes them.

    PYTHONPATH=OLD_CHECKOUT python tools/write_data_samples.py FOLDER

Run with an older version's code first on the path (a `git archive` of its commit, in a
virtual environment where Peek Parlor itself is not installed), it makes the samples that
tests/scenes/test_file_versions.py loads (tests/scenes/saved_by_e915c85/ were written
so, with the code of commit e915c85): settings.toml with changed values and
bindings, setups.toml, statistics.json and a history record of one finished match, and
autosave.json of a match left in the middle.  Only calls that every version has.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path


def play(session, moves: int | None, rng: random.Random) -> None:
    """Random legal moves for whoever is to act, until the match ends or `moves` are made."""
    while not session.state.is_over and (moves is None or len(session.actions) < moves):
        seat = rng.choice(session.state.to_act())
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))


def main(folder: str) -> None:
    os.environ["PEEK_PARLOR_HOME"] = str(Path(folder).resolve())
    from game.registry import get_game
    from scenes.core import preferences, storage
    from scenes.match import setup_memory
    from scenes.match.session import Session

    print(f"writing with the code in {Path(preferences.__file__).parents[2]}")
    prefs = preferences.Preferences(music_volume=35, animation_speed="fast", ai_pace="instant",
                                    colour_blind_patterns=True, reaction_seconds=3.5,
                                    tutorials_offered=["serpent"])
    prefs.keys["action_1"] = ["z"]
    prefs.pad["hint"] = ["guide"]
    preferences.save(prefs)

    serpent = get_game("serpent")
    setup_memory.remember(serpent, setup_memory.Remembered(seats=["human", "hard"],
                                                           device_mode="shared", seed=7))

    rng = random.Random(48)
    finished = Session(serpent, ["human", "normal"], seed=5, options={})
    play(finished, None, rng)
    in_progress = Session(get_game("peek-and-run"), ["human", "easy", "hard:300"], seed=11,
                          options={})
    play(in_progress, 9, rng)
    storage.flush_saves()


if __name__ == "__main__":
    main(*sys.argv[1:])
