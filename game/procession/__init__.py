"""Procession: a pencil-and-paper game of run lengths, for two or more."""

from game.core import GameInfo, Lazy, Option

GAME = GameInfo(
    id="procession",
    title="Procession",
    pitch="Flip one digit; never repeat a pattern of runs. Last to move wins.",
    min_seats=2,
    max_seats=6,
    new_game=Lazy("game.procession.rules:new_game"),
    determinize=Lazy("game.procession.determinize:determinize"),
    refusal=Lazy("game.procession.refusals:refusal"),
    options=(
        Option("n", "Row length", tuple(range(2, 13)), default=7,
               help="How many digits in the row (2 to 12)."),
    ),
    agents={
        "perfect": Lazy("game.procession.ai:make_perfect"),
        "normal": Lazy("game.procession.ai:make_normal"),
        "easy": Lazy("game.procession.ai:make_easy"),
    },
    hard_tuning=Lazy("game.procession.ai:hard_tuning"),
    rules_file="procession.md",
    scored_matches=False,  # the last to move wins: no points
    hint_agent="perfect",
)
