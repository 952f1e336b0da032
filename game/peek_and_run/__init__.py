"""Peek and Run: multiply the tops of two discard piles, claim the product, make four
in a row.  Tens let you peek at hands and the stock."""

from game.core import GameInfo, Lazy, Option

MARKER_COUNTS = tuple(range(8, 13))

GAME = GameInfo(
    id="peek-and-run",
    title="Peek and Run",
    pitch="Multiply the two pile tops, claim the product, make four in a row.",
    min_seats=2,
    max_seats=4,
    default_seats=2,
    new_game=Lazy("game.peek_and_run.rules:new_game"),
    determinize=Lazy("game.peek_and_run.determinize:determinize"),
    refusal=Lazy("game.peek_and_run.refusals:refusal"),
    options=(
        Option("match", "Match", ("points", "rounds"),
               help="First to a points target, or a set number of rounds "
                    "(a round is one hand dealt by each player)."),
        Option("target", "Points to win", tuple(range(1, 21)), default=5,
               help="The points target of a 'points' match.",
               applies_when=(("match", ("points",)),)),
        Option("hand_limit", "Hand limit", (30, 20, 50, 100, "none"),
               help="A points match also ends after this many hands; "
                    "the higher score wins.", applies_when=(("match", ("points",)),),
               words=(("none", "no limit"),)),
        Option("rounds", "Rounds", tuple(range(1, 11)), default=2,
               help="The length of a 'rounds' match.",
               applies_when=(("match", ("rounds",)),)),
        Option("recapture", "Recapture", (False, True),
               help="Claim opponents' cells too; the stock is rebuilt from the discards."),
        Option("pass_allowed", "Pass allowed", (False, True),
               help="Pass instead of forfeiting; if everyone passes in turn, no score."),
        Option("dynamic_draw", "Dynamic draw", (False, True),
               help="Draw a replacement after every card played."),
        Option("four_card_hand", "Four-card hand", (False, True),
               help="Hands of four cards instead of three."),
        Option("markers", "Markers", ("unlimited",) + MARKER_COUNTS,
               help="Limited resources: markers per player (per team with four)."),
        Option("first_markers", "Markers for player 1", ("same", "unlimited") + MARKER_COUNTS
               + (6, 7, 13, 14), help="Handicap: a different number of markers for "
               "player 1 (their team with four).",
               applies_when=(("markers", MARKER_COUNTS),),
               words=(("same", "same as the others"),)),
    ),
    agents={
        "normal": Lazy("game.peek_and_run.ai:make_normal"),
        "easy": Lazy("game.peek_and_run.ai:make_easy"),
    },
    hard_tuning=Lazy("game.peek_and_run.ai:hard_tuning"),
    rules_file="peek-and-run.md",
)
