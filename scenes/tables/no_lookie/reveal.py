"""The end of a No Lookie round on the table: every tableau turns face up, top row
then bottom row; a matching bottom row is framed and zeroed, its wilds named as what
they stand for; the scores count up, each with its reckoning in words; the lowest
is starred and the VP cards fly to their winners, or the caller's VP flips.

The next round is already dealt when the reveal starts: its events wait until the
round's results are closed.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core import HandEnded, MatchEnded
from game.no_lookie.cards import BOTTOM, POINTS, TOP, WILD, card_name, is_number
from game.no_lookie.scoring import bottom_row_matches
from scenes.core.anim import Sprite, Tween, linear
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
VP_CARD = (30, 42)
STAR = "\u2605 "


def share(t: float, start: float, length: float) -> float:
    return min(1.0, max(0.0, (t - start) / length))


def reckoning(tableau, casey: bool) -> tuple[dict, bool, int, int]:
    """({slot: what each wild stands for}, bottom row matched, top points, bottom points)."""
    numbers = [card for card in tableau if is_number(card)]
    lowest = min(numbers) if numbers else 0
    alone = lowest if casey else 0
    bottom = [tableau[s] for s in BOTTOM]
    matched = bottom_row_matches(bottom, tableau, casey)
    common = {card for card in bottom if card != WILD}
    stands = {}
    for slot, card in enumerate(tableau):
        if card != WILD:
            continue
        if slot in BOTTOM and matched:
            stands[slot] = card_name(next(iter(common))) if common else (
                str(lowest) if casey else "any")
        else:
            stands[slot] = str(alone)
    top = sum(alone if tableau[s] == WILD else POINTS[tableau[s]] for s in TOP)
    below = 0 if matched else sum(alone if c == WILD else POINTS[c] for c in bottom)
    return stands, matched, top, below


def matched_row(rects) -> pygame.Rect:
    """The frame round a matching bottom row."""
    return rects[2].union(rects[4]).inflate(8, 8)


def say_tableau(tableau, casey: bool) -> str:
    stands, matched, top, below = reckoning(tableau, casey)
    shown = [f"W={stands[s]}" if s in stands else card_name(c) for s, c in enumerate(tableau)]
    top_words = f"top {shown[0]} {shown[1]}: {top}"
    bottom_cards = " ".join(shown[2:])
    bottom_words = (f"bottom {bottom_cards} match: 0" if matched
                    else f"bottom {bottom_cards}: {below}")
    return f"{top_words} \u00b7 {bottom_words}"


class RevealMixin:
    def init_reveal(self) -> None:
        self.reveal = None  # the RoundRevealed being shown
        self.reveal_tween: Tween | None = None  # its progress, moved on by `anim`
        self.deferred: list = []

    @property
    def reveal_t(self) -> float:
        """How far the reveal has got, 0 to 1, as this frame's update left it."""
        tween = self.reveal_tween
        return 1.0 if tween is None or tween.done else tween.value

    def start_reveal(self, event, rest) -> None:
        self.reveal = event
        self.deferred = [e for e in rest if not isinstance(e, (HandEnded, MatchEnded))]
        self.picked = []
        self.banner = None
        self.looking = None
        self.reveal_tween = Tween(0.0, 1.0, REVEAL_SECONDS, linear)
        self.anim.add(Sprite(self.reveal_tween, lambda *_: None))
        self.app.sounds.play("flip")

    def resume(self) -> None:
        super().resume()
        results_waiting = any(isinstance(e, (HandEnded, MatchEnded))
                              for e in self.flow.pending_results)
        if self.reveal is not None and not results_waiting and not self.anim.busy \
                and not self.session.state.is_over:
            self.end_reveal()

    def end_reveal(self) -> None:
        """The round's results were read: on to the next round's deal."""
        self.reveal = None
        deferred, self.deferred = self.deferred, []
        for event in deferred:
            self.animate(event)

    # -- drawing ----------------------------------------------------------------------

    def casey(self) -> bool:
        return bool(self.view.option_values.get("wild_casey"))

    def reveal_score(self, seat: int, unit: bool = False) -> str:
        """The seat's score as far as the count has got ("" before it starts), starred
        once the lowest is known; with `unit`, in points ("1 pt", "★ 12 pts")."""
        event, t = self.reveal, self.reveal_t
        if t < COUNT_FROM:
            return ""
        score = round(event.scores[seat] * share(t, COUNT_FROM, COUNT_TO - COUNT_FROM))
        lowest = t >= VP_FROM and event.scores[seat] == min(event.scores)
        return f"{STAR if lowest else ''}{counted(score, 'pt') if unit else score}"

    def card_turns(self, seat: int) -> tuple:
        """Each card of the seat's tableau in the reveal: "back", "face", or "turning"
        (drawn live, frame by frame: `draw_reveal_motion`)."""
        t = self.reveal_t
        turns = []
        for slot in range(len(self.reveal.tableaus[seat])):
            progress = share(t, TOP_FLIP if slot in TOP else BOTTOM_FLIP, FLIP_SHARE)
            turns.append("face" if progress >= 1 else "back" if progress <= 0 else "turning")
        return tuple(turns)

    def vp_flight(self) -> float:
        """How far the VP cards have moved: 0 not yet, 1 landed; between, live."""
        return share(self.reveal_t, VP_FROM, VP_TO - VP_FROM)

    def revealed_tableau_part(self, seat: int, places) -> Part:
        """A seat's tableau face up, named and zeroed, and its VP card once landed; a
        card turning over and a VP card in flight are drawn live."""
        rects = places.cards[seat]
        area = card_room(rects[0]).unionall([card_room(rect) for rect in rects])
        size, pills = self._pills(self.reveal.tableaus[seat], rects, seat == places.bottom)
        area.unionall_ip([self._pill_box(words, centre, size) for words, centre in pills])
        vp = self._vp_area(seat, places)
        if vp is not None:
            area.union_ip(vp)
        landed = self.vp_flight() >= 1
        key = (self.reveal, self.casey(), self.card_turns(seat),
               self.reveal_t >= NAMED_AT, landed)
        return Part(f"cards:{seat}", area, key,
                    partial(self.draw_revealed_tableau, seat=seat, places=places))

    def draw_revealed_tableau(self, surface, seat: int, places) -> None:
        tableau = self.reveal.tableaus[seat]
        faces = self.faces_for(seat)
        for turn, card, rect in zip(self.card_turns(seat), tableau, places.cards[seat]):
            if turn != "turning":
                draw_card(surface, faces.face(card) if turn == "face" else faces.back(), rect)
        if self.reveal_t >= NAMED_AT:
            self._draw_reckoning_marks(surface, tableau, places.cards[seat],
                                       seat == places.bottom)
        if self.vp_flight() >= 1:
            self._draw_vp(surface, seat, places)

    def draw_reveal_motion(self, surface, places) -> None:
        """What moves every frame of the reveal: cards turning over, VP cards flying."""
        t = self.reveal_t
        flying = 0 < self.vp_flight() < 1
        for seat, tableau in enumerate(self.reveal.tableaus):
            faces = self.faces_for(seat)
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
        stands, matched, _, _ = reckoning(tableau, self.casey())
        size = theme.SMALL_SIZE if large else theme.SMALL_SIZE - 6
        pills = [("match = 0", matched_row(rects).midbottom)] if matched else []
        pills += [(f"W={value}", rects[slot].midtop) for slot, value in stands.items()]
        return size, pills

    def _draw_reckoning_marks(self, surface, tableau, rects, large: bool) -> None:
        _, matched, _, _ = reckoning(tableau, self.casey())
        if matched:
            pygame.draw.rect(surface, theme.GOLD, matched_row(rects), 3, border_radius=8)
        size, pills = self._pills(tableau, rects, large)
        for words, centre in pills:
            self._pill(surface, words, centre, size)

    def _pill_box(self, words: str, centre, size: int) -> pygame.Rect:
        image = self.app.text.render(words, size, theme.PANEL, True)
        box = image.get_rect(center=centre).inflate(10, 2)
        box.clamp_ip(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))
        return box

    def _pill(self, surface, words: str, centre, size: int) -> None:
        image = self.app.text.render(words, size, theme.PANEL, True)
        box = self._pill_box(words, centre, size)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=8)
        surface.blit(image, image.get_rect(center=box.center))

    def _vp_area(self, seat: int, places) -> pygame.Rect | None:
        """Where the seat's VP card may be during the reveal: its whole flight."""
        event, badge = self.reveal, places.badges[seat]
        end = pygame.Rect((0, 0), VP_CARD)
        if seat in event.victory:
            end.center = badge.midbottom
            start = end.copy()
            start.center = self.layout["centre"].center
            return start.union(end).inflate(2, 2)
        if seat == event.flipped:
            end.midbottom = badge.midbottom
            return end
        return None

    def _draw_vp(self, surface, seat: int, places) -> None:
        """A VP card flies from the middle to each winner; the caller's flips grey."""
        event, t = self.reveal, self.reveal_t
        badge = places.badges[seat]
        progress = share(t, VP_FROM, VP_TO - VP_FROM)
        if progress <= 0:
            return
        card = pygame.Rect((0, 0), VP_CARD)
        if seat in event.victory:
            start = pygame.Vector2(self.layout["centre"].center)
            end = pygame.Vector2(badge.midbottom)
            card.center = start.lerp(end, progress)
            self._vp_card(surface, card, theme.GOLD, "VP")
        elif seat == event.flipped:
            card.midbottom = badge.midbottom
            gold = self._vp_surface(theme.GOLD, "VP")
            grey = self._vp_surface(theme.INK_DIM, "0")
            draw_flip(surface, gold, grey, card.topleft, progress)

    def _vp_surface(self, colour, words: str) -> pygame.Surface:
        image = pygame.Surface(VP_CARD, pygame.SRCALPHA)
        pygame.draw.rect(image, colour, image.get_rect(), border_radius=5)
        pygame.draw.rect(image, theme.PANEL, image.get_rect(), 2, border_radius=5)
        self.app.text.draw(image, words, image.get_rect().center, theme.SMALL_SIZE - 4,
                           theme.PANEL, bold=True, anchor="center")
        return image

    def _vp_card(self, surface, rect, colour, words) -> None:
        surface.blit(self._vp_surface(colour, words), rect)

    def reveal_box(self, places) -> pygame.Rect:
        """The panel of every seat's reckoning, in the middle, under the seats there;
        under every other seat where it fits above your own cards (at three players),
        leaving the top of the table clear."""
        area = self.layout["centre"]
        n = len(self.reveal.scores)
        height = 38 + n * (21 if n > 8 else 26)
        others = [places.panels[s] for s in range(n) if s != places.bottom]
        lowest = max(panel.bottom for panel in others) + 8
        if lowest + height <= self.layout["tableau"].top - 8:
            return pygame.Rect(area.x, lowest, area.width, height)
        above = max((panel.bottom for panel in others if panel.colliderect(area)),
                    default=area.y)
        return pygame.Rect(area.x, max(area.y, above + 8), area.width, height)

    def reveal_part(self, places) -> Part:
        t = self.reveal_t
        scores = tuple(self.reveal_score(seat) for seat in range(len(self.reveal.scores)))
        key = (self.reveal, self.casey(), t >= NAMED_AT, t >= VP_FROM, scores)
        return Part("reveal", self.reveal_box(places), key,
                    partial(self.draw_reveal, places=places))

    def draw_reveal(self, surface, places) -> None:
        """Each seat's reckoning in words, in the middle of the table."""
        event, t = self.reveal, self.reveal_t
        text = self.app.text
        n = len(event.scores)
        line = 21 if n > 8 else 26
        box = self.reveal_box(places)
        draw_panel(surface, box, 215, border=theme.GOLD)
        caller = "" if event.caller is None else f" \u2014 {self.short_name(event.caller)} called it"
        text.draw(surface, f"The reveal{caller}", (box.centerx, box.y + 6), theme.BODY_SIZE,
                  theme.GOLD, bold=True, anchor="midtop")
        if t < NAMED_AT:
            return
        lowest = min(event.scores)
        size = theme.SMALL_SIZE - (4 if n > 8 else 2)
        for seat in range(n):
            y = box.y + 34 + seat * line
            draw_marker(surface, (box.x + 18, y + line // 2 - 2), 8, seat)
            best = t >= VP_FROM and event.scores[seat] == lowest
            colour = theme.GOLD if best else theme.INK
            words = f"{self.short_name(seat)}: {say_tableau(event.tableaus[seat], self.casey())}"
            text.draw(surface, words, (box.x + 34, y), size, colour, bold=best)
            score = self.reveal_score(seat, unit=True)
            text.draw(surface, score, (box.right - 12, y), size, colour, bold=True,
                      anchor="topright")
