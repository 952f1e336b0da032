"""Procession: a pencil-and-paper game of run lengths, for two or more."""

from game.core import GameInfo, Option
from game.procession import ai, rules

GAME = GameInfo(
    id="procession",
    title="Procession",
    pitch="Flip one digit; never repeat a pattern of runs. Last to move wins.",
    min_seats=2,
    max_seats=6,
    new_game=rules.new_game,
    determinize=rules.determinize,
    options=(
        Option("n", "Row length", tuple(range(2, 13)), default=7,
               help="How many digits in the row (2 to 12)."),
    ),
    agents={"perfect": ai.make_perfect, "normal": ai.make_normal, "easy": ai.make_easy},
    rules_file="procession.md",
)
