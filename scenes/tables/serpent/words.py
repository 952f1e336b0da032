"""Serpent in words: the log (three gifts or shows on one line, a response named with
the lead it answers), the status line, the roles beside the grid
and the keys to press (the chrome's instruction line)."""

from __future__ import annotations

from game.serpent.actions import GIFT, PLAY, SHOW, Give, Show
from game.serpent.cards import RANK_NAMES
from game.serpent.events import CardGiven, CardPlayed, CardShown, HandScored
from game.serpent.scoring import RESPONSES, player_of, score_board
from game.words import listing
from scenes.core.input import Intent
from scenes.tables.kit.log import LogLine
from scenes.tables.kit.words import Words
from scenes.widgets import theme


def void_words(name: str, suit: str, rank: int) -> str:
    return f"{name} has no {suit} and no {RANK_NAMES[rank]}"


class SerpentWords(Words):
    ASKED_IN_PHASE = {GIFT: "{name} gives three cards to the defender",
                      SHOW: "{name} shows three cards", PLAY: "{name}'s turn to play"}

    def __init__(self, table):
        super().__init__(table)
        self.last_played = None  # for the log: the card a response answers
        self.folding: tuple[type, list] | None = None  # gifts or shows on one line

    # -- the log -------------------------------------------------------------------------

    def describe_move(self, seat: int, action, events) -> tuple[str, str]:
        name = self.table.short_name(seat)
        if isinstance(action, Give):
            words = f"{name} gave {self.table.short_name(1 - seat)} {action.card}, face up"
        elif isinstance(action, Show):
            words = f"{name} showed {action.card} face up"
        else:
            played = next(e for e in events if isinstance(e, CardPlayed))
            words = self._play_words(name, played)
            self.last_played = played.card
        return words, words

    def _play_words(self, name: str, played: CardPlayed) -> str:
        card, place = played.card, played.number
        if place not in RESPONSES or self.last_played is None:
            return f"{name} led {card} on place {place}"
        lead = self.last_played
        if played.void:
            return (f"{name} could not follow {lead}: {card} on place {place} "
                    f"({void_words(name, lead.suit, lead.rank)})")
        return f"{name} answered {lead} with {card} on place {place}"

    def revise_log(self, events) -> None:
        """Three gifts (or shows) read as one line."""
        log, short_name = self.table.log, self.table.short_name
        moved = [e for e in events if isinstance(e, (CardGiven, CardShown))]
        if moved and log:
            kind = type(moved[0])
            line = log[-1]
            if self.folding and self.folding[0] is kind and len(log) >= 2:
                log.pop()
                self.folding[1].append(moved[0].card)
            else:
                self.folding = (kind, [moved[0].card])
            cards = listing(self.folding[1])
            name = short_name(line.seat)
            words = (f"{name} gave {short_name(1 - line.seat)} {cards}, face up"
                     if kind is CardGiven else f"{name} showed {cards} face up")
            log[-1] = LogLine(line.seat, words, words)
        else:
            self.folding = None
        if any(isinstance(event, HandScored) for event in events):
            self.last_played = None  # the hand's end says its score (the kit's flow)

    def undone(self) -> None:
        """A move was taken back: a response answers the card last on the grid."""
        plays = self.table.view.plays
        self.last_played = plays[-1] if plays else None

    # -- words on the table ------------------------------------------------------------

    def status_line(self) -> str:
        table = self.table
        view, show = table.view, table.animation.show
        if show is not None:
            return f"{table.short_name(show.director)} scores {show.counted} as director"
        if not table.my_turn():
            return super().status_line()
        me = table.short_name(table.viewer)
        if view.phase == GIFT:
            return f"Your turn, {me}: choose 3 cards to give {table.short_name(view.defender)}"
        if view.phase == SHOW:
            return f"Your turn, {me}: choose 3 cards to show face up"
        number = table.next_play()
        if number not in RESPONSES:
            return f"Your turn, {me}: lead any card on place {number}"
        lead = view.plays[-1]
        if not any(card.follows(lead) for card in view.hand_cards):
            return f"Your turn, {me}: answer {lead} on place {number} with any card"
        return (f"Your turn, {me}: answer {lead} on place {number} "
                f"(follow {lead.suit} or {RANK_NAMES[lead.rank]})")

    def next_words(self) -> str:
        """Whose card goes on the next place, and whether it is free."""
        table = self.table
        view = table.view
        number = table.next_play()
        who = table.short_name(player_of(number, view.director))
        if number not in RESPONSES:
            return f"Place {number}: {who} leads (any card)"
        lead = view.plays[-1]
        return (f"Place {number}: {who} answers {lead} (must follow {lead.suit} or "
                f"{RANK_NAMES[lead.rank]} if possible)")

    def role_lines(self) -> list[tuple[str, tuple]]:
        table = self.table
        view, show, short_name = table.view, table.animation.show, table.short_name
        director = show.director if show else view.director
        hand = view.hand - 1 if show and not view.is_over else view.hand
        extra = " (tie-break)" if hand > 8 else ""
        directs = f"{short_name(director)} directs: makes pairs and runs (only the director scores)"
        lines = [(f"Hand {hand} of {view.hands_planned}{extra}", theme.GOLD),
                 (directs, theme.INK),
                 (f"{short_name(1 - director)} defends: breaks them up", theme.INK_DIM)]
        if show is not None:
            lines.append((f"This hand: {show.counted} of {show.points}", theme.GOLD))
        elif view.phase == PLAY:
            lines.append((f"This hand so far: {score_board(view.board).total}", theme.GOLD))
            lines.append((self.next_words(), theme.INK))
        elif view.phase in (GIFT, SHOW):
            step = "giving 3 cards" if view.phase == GIFT else "showing 3 cards"
            lines.append((f"{short_name(director)} is {step}", theme.INK))
        for seat, suit, rank in (() if show else view.voids):
            lines.append((void_words(short_name(seat), suit, rank), theme.ALERT))
        return lines

    def instruction(self) -> str:
        """The keys to press now, on one line."""
        table = self.table
        coach = table.coach
        if not table.my_turn() or (coach is not None and coach.finished):
            return ""
        key = table.key_label
        keys = [f"{key(Intent.LEFT)} {key(Intent.RIGHT)} choose a card"]
        confirm = key(Intent.CONFIRM)
        if table.view.phase in (GIFT, SHOW):
            if table.mode.picks_stay_made:  # a guided hand: a pick stays made
                keys.append(f"{confirm} pick it")
            else:
                keys += [f"{confirm} pick or put back", f"{key(Intent.BACK)} put back the last"]
            keys.append(f"{key(Intent.ACTION_1)} {table.choosing.verb()} the three")
        else:
            keys.append(f"{confirm} play it")
            if table.controls.undo_button() is not None:
                keys.append(f"{key(Intent.ACTION_2)} take back your last card")
        return " \u00b7 ".join(keys)
