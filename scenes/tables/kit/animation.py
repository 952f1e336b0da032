"""How a game's table shows what happened: the rules' events become motion and sound,
and what a move leaves on the table that its View does not keep (what each seat did
this trick) is remembered, and every hand is dealt card by card (dealing.py).  Each
game's table package subclasses `Animation` in its `animation.py`; this one plays a
sound."""

from __future__ import annotations

import pygame

from game.core import View
from scenes.tables.kit.dealing import DealtCard
from scenes.tables.kit.table_part import TablePart


class Animation(TablePart):

    def before_move(self, seat: int, action) -> None:
        """A move is about to be made: note what its animation starts from."""

    def on_events(self, events) -> None:
        """Animate a move's events (its tweens hold play while they run)."""
        if events:
            self.table.app.sounds.play("card")

    def remember(self, events) -> None:
        """Keep what the table shows of a move's events that its View does not: for
        every move, played here or replayed from a save, where nothing is animated."""

    def hand_end_view(self, before, events) -> View | None:
        """Where the rules deal the next hand in the move that ends one, the View the
        hand ended on: `before` (as the move was made) with the move's `events` (up to
        its HandEnded, as the viewer sees them) played on it, shown until the hand's
        results are closed.  None: the next hand shows at once."""
        return None

    def on_next_hand(self) -> None:
        """The next hand shows now, the last one's results closed: deal it."""
        self.deal()

    def deal_places(self) -> tuple[pygame.Rect, list[DealtCard]] | None:
        """Where the hand on the table is dealt from, and each of its cards in the order
        dealt, as the viewer may see them; None: the table deals nothing."""
        return None

    def deal(self) -> float:
        """Deal the hand on the table card by card; returns how long it takes at
        normal speed."""
        places = self.deal_places()
        return self.table.dealing.deal(*places) if places else 0.0
