"""Peek and Run as a player sees it: the cursor's frame, the results' box and the
badges, each in its place (tests/scenes/test_peek_and_run_table.py plays the table)."""

from __future__ import annotations

from game.peek_and_run.actions import Lead
from scenes.tables.kit.chrome import CURSOR_MARGIN
from scenes.widgets import theme
from scenes.widgets.cards import LIFT
from tests.scenes.conftest import run
from tests.scenes.peek_and_run_drivers import table_where


def test_the_cursors_frame_rises_with_the_card_under_it(quick_app):
    """A card under the cursor is drawn raised, but its gold frame stayed where the card
    lay, a line across the raised card's corner ("10" cut through): the frame now
    stands round the card as drawn."""
    app = quick_app
    table = table_where(app, lambda legal: any(isinstance(a, Lead) for a in legal))
    table.targets.point_at(("hand", 0))
    run(app, 2)
    rect = table.geometry.hand_rects(len(table.view.my_hand))[0]
    raised_top = rect.top - LIFT - CURSOR_MARGIN + 1
    assert app.screen.get_at((rect.centerx, raised_top))[:3] == theme.GOLD
    assert app.screen.get_at((rect.centerx, rect.top - CURSOR_MARGIN + 1))[:3] != theme.GOLD
