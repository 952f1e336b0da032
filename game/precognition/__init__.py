"""Precognition: write a secret string of Ups, Downs and Stays, then build the row."""

from game.core import GameInfo
from game.precognition import ai, rules

GAME = GameInfo(
    id="precognition",
    title="Precognition",
    pitch="Predict the ups and downs of the row in secret, then make them happen.",
    min_seats=2,
    max_seats=8,
    new_game=rules.new_game,
    determinize=rules.determinize,
    options=(),
    agents={"normal": ai.make_normal, "easy": ai.make_easy},
    rules_file="precognition.md",
)
