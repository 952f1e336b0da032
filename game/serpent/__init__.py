"""Serpent: a two-player card game of pairs and runs laid in a serpentine."""

from game.core import GameInfo, Lazy

GAME = GameInfo(
    id="serpent",
    title="Serpent",
    pitch="Deal, give, show, then snake twelve cards: pairs and runs score for the director.",
    min_seats=2,
    max_seats=2,
    new_game=Lazy("game.serpent.rules:new_game"),
    determinize=Lazy("game.serpent.determinize:determinize"),
    refusal=Lazy("game.serpent.refusals:refusal"),
    options=(),
    agents={
        "normal": Lazy("game.serpent.ai:make_normal"),
        "easy": Lazy("game.serpent.ai:make_easy"),
    },
    hard_tuning=Lazy("game.serpent.ai:hard_tuning"),
    rules_file="serpent.md",
)
