"""Peeper: a climbing game of 64 tiles, wild X, bombs, and out-of-turn Mine! and Return!"""

from game.core import GameInfo, Lazy, Option

GAME = GameInfo(
    id="peeper",
    title="Peeper",
    pitch="Climb with pairs, straights and bombs; shout Mine! on a single. Go out first.",
    min_seats=2,
    max_seats=6,
    default_seats=4,
    new_game=Lazy("game.peeper.rules:new_game"),
    determinize=Lazy("game.peeper.determinize:determinize"),
    refusal=Lazy("game.peeper.refusals:refusal"),
    options=(
        Option("game_end", "Game ends", ("zero", "hands"),
               help="At 0 points: hands go on until someone has lost all 100 points, "
                    "often 20 to 40 hands. After a hand each: as many hands as players.",
               words=(("zero", "at 0 points (long: 20 to 40 hands)"),
                      ("hands", "after a hand each (short)"))),
        Option("direction", "Direction of play", ("clockwise", "anticlockwise"),
               help="Which way play passes round the table; the rules play clockwise."),
        Option("chance", "Chance / Double-Chance", (False, True),
               help="At the start of a hand a player may call Chance! to lead and "
                    "bet on going out first; another may answer Double-Chance!"),
    ),
    agents={
        "normal": Lazy("game.peeper.ai:make_normal"),
        "easy": Lazy("game.peeper.ai:make_easy"),
    },
    hard_tuning=Lazy("game.peeper.ai:hard_tuning"),
    rules_file="peeper.md",
)
