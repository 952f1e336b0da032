"""The end of a No Lookie round on the table: every tableau turns face up, top row
then bottom row; a matching bottom row is framed and zeroed, its wilds named as what
they stand for; the scores count up under each seat's name, each with its reckoning
in words in the log's place (the rules' own, game/no_lookie/scoring.py); the lowest is
starred and the VP cards fly from the reckoning to their winners, landing beside
their cards, or the caller's VP flips.

The next round is already dealt when the reveal starts: its events wait (`deferred`)
until the round's results are closed.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.no_lookie.cards import TOP, card_name
from game.no_lookie.scoring import score_tableau
from scenes.core import canvas, draw
from scenes.core.anim import Tween, linear
from scenes.tables.no_lookie.geometry import VP_CARD
from scenes.widgets import theme
from scenes.widgets.cards import card_room, draw_card, draw_flip, draw_marker
from scenes.widgets.panel import draw_panel
from scenes.widgets.still import Part
from scenes.widgets.text import counted

REVEAL_SECONDS = 5.0
# Shares of the reveal: each row turns over, then the scores count, then the VP move.
TOP_FLIP, BOTTOM_FLIP, FLIP_SHARE = 0.0, 0.15, 0.15
NAMED_AT = 0.3
COUNT_FROM, COUNT_TO = 0.35, 0.6
VP_FROM, VP_TO = 0.65, 0.85
STAR = "\u2605 "
LINE = 26  # a seat's line of the reckoning, where the panel has room for it


def share(t: float, start: float, length: float) -> float:
    return min(1.0, max(0.0, (t - start) / length))


def wilds_stand(score) -> dict[int, str]:
    """What each wild of a reckoned tableau stands for, in words: "5", "any"."""
    return {slot: "any" if number is None else card_name(number)
            for slot, number in score.wilds.items()}


def matched_row(rects) -> pygame.Rect:
    """The frame round a matching bottom row."""
    return rects[2].union(rects[4]).inflate(8, 8)


def say_tableau(tableau, casey: bool) -> str:
    score = score_tableau(tableau, casey)
    stands = wilds_stand(score)
    shown = [f"W={stands[s]}" if s in stands else card_name(c) for s, c in enumerate(tableau)]
    top_words = f"top {shown[0]} {shown[1]}: {score.top.points}"
    bottom_cards = " ".join(shown[2:])
    bottom_words = (f"bottom {bottom_cards} match: 0" if score.matched
                    else f"bottom {bottom_cards}: {score.bottom.points}")
    return f"{top_words} \u00b7 {bottom_words}"


class Reveal:
    """A round's reveal on show: its RoundRevealed `event` played out as the table's
    `anim` moves `tween` on, and the next round's events waiting behind it."""

    def __init__(self, table, event, deferred: list):
        self.table = table
        self.event = event
        self.deferred = deferred
        self.tween = Tween(0.0, 1.0, REVEAL_SECONDS, linear)

    @property
    def t(self) -> float:
        """How far the reveal has got, 0 to 1, as this frame's update left it."""
        return 1.0 if self.tween.done else self.tween.value

    def playing(self) -> bool:
        return self.t < 1.0

    def glow_what_scores(self) -> None:
        """The reckoning's moments glow: each matching bottom row as it is zeroed, then
        the lowest tableau (the round's best) as its VP is won."""
        table, event = self.table, self.event
        places = table.places()
        matched = [matched_row(places.cards[seat]) for seat, tableau in
                   enumerate(event.tableaus) if score_tableau(tableau, self.casey()).matched]
        if matched:
            table.glow(matched, NAMED_AT * REVEAL_SECONDS)
        lowest = min(event.scores)
        best = [places.cards[seat][0].unionall(places.cards[seat][1:]).inflate(8, 8)
                for seat, score in enumerate(event.scores) if score == lowest]
        table.glow(best, VP_FROM * REVEAL_SECONDS)

    def casey(self) -> bool:
        return bool(self.table.view.option_values.get("wild_casey"))

    def score(self, seat: int) -> str:
        """The seat's points this round as far as the count has got ("" before it
        starts), starred once the lowest is known: "★ 12 pts this round"."""
        event, t = self.event, self.t
        if t < COUNT_FROM:
            return ""
        score = round(event.scores[seat] * share(t, COUNT_FROM, COUNT_TO - COUNT_FROM))
        lowest = t >= VP_FROM and event.scores[seat] == min(event.scores)
        return f"{STAR if lowest else ''}{counted(score, 'pt')} this round"

    def points(self, seat: int) -> str:
        """The seat's points in the reckoning's panel: "1 pt", "★ 12 pts"."""
        return self.score(seat).removesuffix(" this round")

    def vp_words(self, seat: int) -> str:
        """The seat's VP, the card it takes (or flips) counted once it has landed."""
        event = self.event
        vp = self.table.view.vp[seat]
        if self.vp_flight() < 1:
            vp -= int(seat in event.victory) - int(seat == event.flipped)
        return f"{vp} VP"

    def card_turns(self, seat: int) -> tuple:
        """Each card of the seat's tableau in the reveal: "back", "face", or "turning"
        (drawn live, frame by frame: `draw_motion`)."""
        t = self.t
        turns = []
        for slot in range(len(self.event.tableaus[seat])):
            progress = share(t, TOP_FLIP if slot in TOP else BOTTOM_FLIP, FLIP_SHARE)
            turns.append("face" if progress >= 1 else "back" if progress <= 0 else "turning")
        return tuple(turns)

    def vp_flight(self) -> float:
        """How far the VP cards have moved: 0 not yet, 1 landed; between, live."""
        return share(self.t, VP_FROM, VP_TO - VP_FROM)

    def tableau_part(self, seat: int, places) -> Part:
        """A seat's tableau face up, named and zeroed, and its VP card once landed; a
        card turning over and a VP card in flight are drawn live."""
        rects = places.cards[seat]
        area = card_room(rects[0]).unionall([card_room(rect) for rect in rects])
        size, pills = self._pills(self.event.tableaus[seat], rects, seat == places.bottom)
        area.unionall_ip([self._pill_box(words, centre, size) for words, centre in pills])
        if self._takes_vp(seat):
            area.union_ip(places.vp_rect(seat))
        landed = self.vp_flight() >= 1
        key = (self.event, self.casey(), self.card_turns(seat), self.t >= NAMED_AT, landed)
        return Part(f"cards:{seat}", area, key,
                    partial(self._draw_tableau, seat=seat, places=places))

    def _draw_tableau(self, surface, seat: int, places) -> None:
        tableau = self.event.tableaus[seat]
        faces = self.table.faces_for(seat)
        for turn, card, rect in zip(self.card_turns(seat), tableau, places.cards[seat]):
            if turn != "turning":
                draw_card(surface, faces.face(card) if turn == "face" else faces.back(), rect)
        if self.t >= NAMED_AT:
            self._draw_reckoning_marks(surface, tableau, places.cards[seat],
                                       seat == places.bottom)
        if self.vp_flight() >= 1:
            self._draw_vp(surface, seat, places)

    def draw_motion(self, surface, places) -> None:
        """What moves every frame of the reveal: cards turning over, VP cards flying."""
        t = self.t
        flying = 0 < self.vp_flight() < 1
        for seat, tableau in enumerate(self.event.tableaus):
            faces = self.table.faces_for(seat)
            for slot, (turn, rect) in enumerate(zip(self.card_turns(seat),
                                                    places.cards[seat])):
                if turn == "turning":
                    progress = share(t, TOP_FLIP if slot in TOP else BOTTOM_FLIP, FLIP_SHARE)
                    draw_flip(surface, faces.back(), faces.face(tableau[slot]), rect.topleft,
                              progress)
            if flying:
                self._draw_vp(surface, seat, places)

    def _pills(self, tableau, rects, large: bool) -> tuple[int, list]:
        """The reckoning's labels on a tableau: (text size, [(words, centre), ...])."""
        score = score_tableau(tableau, self.casey())
        size = theme.SMALL_SIZE if large else theme.SMALL_SIZE - 6
        pills = [("match = 0", matched_row(rects).midbottom)] if score.matched else []
        pills += [(f"W={value}", rects[slot].midtop) for slot, value in wilds_stand(score).items()]
        return size, pills

    def _draw_reckoning_marks(self, surface, tableau, rects, large: bool) -> None:
        if score_tableau(tableau, self.casey()).matched:
            draw.rect(surface, theme.GOLD, matched_row(rects), 3, border_radius=8)
        size, pills = self._pills(tableau, rects, large)
        for words, centre in pills:
            self._pill(surface, words, centre, size)

    def _pill_box(self, words: str, centre, size: int) -> pygame.Rect:
        image = self.table.app.text.render(words, size, theme.PANEL, True)
        box = image.get_rect(center=centre).inflate(10, 2)
        box.clamp_ip(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))
        return box

    def _pill(self, surface, words: str, centre, size: int) -> None:
        image = self.table.app.text.render(words, size, theme.PANEL, True)
        box = self._pill_box(words, centre, size)
        draw.rect(surface, theme.GOLD, box, border_radius=8)
        surface.blit(image, image.get_rect(center=box.center))

    def _takes_vp(self, seat: int) -> bool:
        return seat in self.event.victory or seat == self.event.flipped

    def _draw_vp(self, surface, seat: int, places) -> None:
        """A VP card flies from the reckoning to each winner, landing beside its cards;
        the caller's, there, flips grey."""
        event, t = self.event, self.t
        end = places.vp_rect(seat)
        progress = share(t, VP_FROM, VP_TO - VP_FROM)
        if progress <= 0:
            return
        card = end.copy()
        if seat in event.victory:
            start = pygame.Vector2(self.box(places).center)
            card.center = start.lerp(pygame.Vector2(end.center), progress)
            surface.blit(self._vp_surface(card.size, theme.GOLD, "VP"), card)
        elif seat == event.flipped:
            gold = self._vp_surface(card.size, theme.GOLD, "VP")
            grey = self._vp_surface(card.size, theme.INK_DIM, "0")
            draw_flip(surface, gold, grey, end.topleft, progress)

    def _vp_surface(self, size, colour, words: str) -> pygame.Surface:
        image = canvas.layer(size)
        draw.rect(image, colour, image.get_rect(), border_radius=5)
        draw.rect(image, theme.PANEL, image.get_rect(), 2, border_radius=5)
        self.table.app.text.draw(image, words, image.get_rect().center,
                                 theme.SMALL_SIZE - (4 if size[0] >= VP_CARD[0] else 8),
                                 theme.PANEL, bold=True, anchor="center")
        return image

    def box(self, places) -> pygame.Rect:
        """The panel of every seat's reckoning: in the log's place, the log put by
        while the round is revealed."""
        return self.table.layout["log"]

    def line(self) -> int:
        """A seat's line: smaller at a big table, so that every seat's fits."""
        return min(LINE, (self.box(None).height - 38) // len(self.event.scores))

    def panel_part(self, places) -> Part:
        t = self.t
        scores = tuple(self.score(seat) for seat in range(len(self.event.scores)))
        key = (self.event, self.casey(), t >= NAMED_AT, t >= VP_FROM, scores)
        return Part("reveal", self.box(places), key, partial(self._draw_panel, places=places))

    def _draw_panel(self, surface, places) -> None:
        """Each seat's reckoning in words, in the middle of the table."""
        event, t = self.event, self.t
        text, short_name = self.table.app.text, self.table.short_name
        n = len(event.scores)
        line = self.line()
        box = self.box(places)
        draw_panel(surface, box, 215, border=theme.GOLD)
        caller = "" if event.caller is None else f" \u2014 {short_name(event.caller)} called it"
        text.draw(surface, f"The reveal{caller}", (box.centerx, box.y + 6), theme.BODY_SIZE,
                  theme.GOLD, bold=True, anchor="midtop")
        if t < NAMED_AT:
            return
        lowest = min(event.scores)
        size = theme.SMALL_SIZE - (2 if line == LINE else 6)
        for seat in range(n):
            y = box.y + 34 + seat * line
            draw_marker(surface, (box.x + 18, y + line // 2 - 2), 8, seat)
            best = t >= VP_FROM and event.scores[seat] == lowest
            colour = theme.GOLD if best else theme.INK
            words = f"{short_name(seat)}: {say_tableau(event.tableaus[seat], self.casey())}"
            text.draw(surface, words, (box.x + 34, y), size, colour, bold=best)
            score = self.points(seat)
            text.draw(surface, score, (box.right - 12, y), size, colour, bold=True,
                      anchor="topright")
