"""Serpent: a two-player card game of pairs and runs laid in a serpentine."""

from game.core import GameInfo
from game.serpent import ai, rules

GAME = GameInfo(
    id="serpent",
    title="Serpent",
    pitch="Deal, give, show, then snake twelve cards: pairs and runs score for the director.",
    min_seats=2,
    max_seats=2,
    new_game=rules.new_game,
    determinize=rules.determinize,
    options=(),
    agents={"normal": ai.make_normal, "easy": ai.make_easy},
    rules_file="serpent.md",
)
