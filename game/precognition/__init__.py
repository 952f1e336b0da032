"""Precognition: write a secret string of Ups, Downs and Stays, then build the row."""

from game.core import GameInfo, Lazy

GAME = GameInfo(
    id="precognition",
    title="Precognition",
    pitch="Predict the ups and downs of the row in secret, then make them happen.",
    min_seats=2,
    max_seats=8,
    new_game=Lazy("game.precognition.rules:new_game"),
    determinize=Lazy("game.precognition.determinize:determinize"),
    refusal=Lazy("game.precognition.refusals:refusal"),
    options=(),
    agents={
        "normal": Lazy("game.precognition.ai:make_normal"),
        "easy": Lazy("game.precognition.ai:make_easy"),
    },
    rules_file="precognition.md",
    scored_matches=False,  # the champion scores 1, everyone else 0
    hand_word="deal",
)
