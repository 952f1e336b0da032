"""Hand-made deals and moves that several No Lookie test modules share."""

from __future__ import annotations

from game.no_lookie.rules import new_game
from game.registry import get_game

INFO = get_game("no-lookie")


BASIC = {o.key: o.default_value for o in INFO.options}


# P1..P3 tableaus as T1 T2 B1 B2 B3; P3 deals, so P1 plays first.
TABLEAUS = [[9, 8, 4, 4, 1], [2, 3, 10, 10, 10], [6, 6, 5, 5, 7]]


def dealt(stock=(3, 9, 1), discard=2, tableaus=TABLEAUS, dealer=2, **options):
    return new_game(len(tableaus), dict(BASIC, **options), seed=1,
                    deal={"dealer": dealer, "tableaus": tableaus, "stock": list(stock),
                          "discard": discard})


def play(state, *moves):
    events = []
    for action in moves:
        events += state.apply(state.to_act()[0], action)
    return events


ADVANCED = dict(BASIC, swap=True, trade=True, burn=True, draft=True, rays_play=True)


def dealt_advanced(stock, tableaus=TABLEAUS, **options):
    """A deal with every action card in play (the advanced deck)."""
    return new_game(len(tableaus), dict(ADVANCED, **options), seed=1,
                    deal={"dealer": len(tableaus) - 1, "tableaus": tableaus,
                          "stock": list(stock), "discard": 2})
