"""No Lookie, No Peekie: remember your face-down tableau, keep it low, knock first."""

from game.core import GameInfo, Lazy, Option

_ON_OFF = (False, True)

GAME = GameInfo(
    id="no-lookie",
    title="No Lookie, No Peekie",
    pitch="Five face-down cards, one look: remember them, swap them low, knock first.",
    min_seats=3,
    max_seats=12,
    default_seats=4,
    new_game=Lazy("game.no_lookie.rules:new_game"),
    determinize=Lazy("game.no_lookie.determinize:determinize"),
    refusal=Lazy("game.no_lookie.refusals:refusal"),
    options=(
        Option("swap", "Swap cards", _ON_OFF,
               help="Advanced: Swap switches one top-row card with one bottom-row card."),
        Option("trade", "Trade cards", _ON_OFF,
               help="Advanced: Trade switches one of your cards with another player's."),
        Option("burn", "Burn cards", _ON_OFF,
               help="Advanced: Burn buries one of your cards and refills from the draw pile."),
        Option("draft", "Draft cards", _ON_OFF,
               help="Advanced: Draft deals a card to everyone, who must place it."),
        Option("rays_play", "Ray's Play cards", _ON_OFF,
               help="Advanced: Ray's Play gives a second complete turn."),
        Option("free_eleven", "Burn the 11 freely", (True, False),
               help="Advanced rules: burning the 11th card costs no turn.",
               applies_when=(("burn", (True,)),)),
        Option("wild_casey", "Wild Casey", _ON_OFF,
               help="Wildcards copy another number card in their own tableau."),
        Option("memory_aid", "Memory aid", _ON_OFF,
               help="The table shows the cards you have seen (the rules ignore it)."),
    ),
    agents={
        "normal": Lazy("game.no_lookie.ai:make_normal"),
        "easy": Lazy("game.no_lookie.ai:make_easy"),
        "hard": Lazy("game.no_lookie.ai:make_hard"),
    },
    rules_file="no-lookie-no-peekie.md",
    low_points_win=True,
    hand_word="round",
    hard_tuning=Lazy("game.no_lookie.ai:hard_tuning"),
)
