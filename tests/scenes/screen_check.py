"""Walking seeded matches through a table and checking every frame as a player would
see it (issue: one voice on the table): no message over another message or over
anything the game shows (cards, cells, piles, labels, badges, buttons, the log), none
cut at the screen's edge, no event banner still up after the next move, and every
target that can't be chosen says why."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.registry import make_agent
from scenes.tables.kit.chrome import COACH, EVENT, REFUSAL, TURN
from scenes.tables.kit.log import heading_rect
from tests.scenes.conftest import key, run, top

SCREEN = pygame.Rect(0, 0, 1280, 720)


@dataclass(frozen=True)
class Problem:
    what: str
    detail: str


def game_rects(table) -> dict[str, pygame.Rect]:
    """What the game shows this frame: every still part that is not a message, and
    every target."""
    shown = {name: rect for name, rect in table.listed.items()
             if name not in table.chrome.message_parts}
    shown.update({f"target:{t.key}": t.rect for t in table.targets.items})
    return shown


def frame_problems(table) -> list[Problem]:
    chrome, moves = table.chrome, len(table.session.actions)
    problems = []
    messages = chrome.shown
    for i, message in enumerate(messages):
        if not SCREEN.contains(message.rect):
            problems.append(Problem("cut at the edge", f"{message.kind}: {message.words!r}"))
        for other in messages[i + 1:]:
            kinds = {message.kind, other.kind}
            if kinds == {REFUSAL, TURN}:  # the refusal stands over the status line
                continue
            if message.rect.colliderect(other.rect):
                problems.append(Problem("messages overlap", f"{message.kind} {message.words!r}"
                                        f" / {other.kind} {other.words!r}"))
        for name, rect in game_rects(table).items():
            if message.kind == COACH and name.startswith("log"):
                continue  # the coach may stand over the log while it talks
            if message.rect.colliderect(rect) and not (
                    message.kind == "tip" and rect.contains(message.rect)):
                problems.append(Problem("message over the game",
                                        f"{message.kind} {message.words!r} over {name}"))
        if message.kind == EVENT and message.since is not None and message.since != moves \
                and chrome.parts_listed:  # a move's own frame shows the parts as they were
            problems.append(Problem("stale", f"{message.words!r} from move {message.since}"))
    problems += coach_problems(table)
    legal = table.legal()
    for target in table.targets.items:
        dead = target.action is None and target.on_choose is None
        illegal = target.action is not None and target.action not in legal
        if (dead or illegal) and not target.refusal:
            problems.append(Problem("refused in silence", f"{target.key}"))
    return problems


def coach_problems(table) -> list[Problem]:
    """The coach's panel over a sliver of the log's heading (over all of it, or none,
    is fine); its outline over part of a card it does not point at."""
    coach = getattr(table, "coach", None)
    if coach is None or coach.finished or coach._panel is None:
        return []
    problems = []
    log = table.layout["log"] if "log" in table.layout else None
    if log is not None:
        heading = heading_rect(table.app.text, log)
        if coach._panel.colliderect(heading) and not coach._panel.contains(heading):
            problems.append(Problem("coach over a sliver of the log's heading",
                                    f"{coach._panel} / {heading}"))
    point = coach.point_rect()
    if point is not None:
        outline = coach._enclosing(point)
        for target in table.targets.items:
            seen = table.targets.uncovered(target)
            if outline.colliderect(seen) and not outline.contains(seen):
                problems.append(Problem("coach outline over another target",
                                        f"{outline} over {target.key}: {seen}"))
    return problems


def walk(app, table, decisions: int, seed: int = 0, every_target: bool = True) -> list:
    """Play `decisions` human decisions of the match on `table` by a Normal player
    (confirming hand-offs and results), drawing every frame; at each decision point the
    cursor visits every target first.  The problems found, each once."""
    brain, rng = make_agent(table.session.info, "normal"), random.Random(seed)
    found: dict[tuple, Problem] = {}

    def look() -> None:
        for problem in frame_problems(table):
            found.setdefault((problem.what, problem.detail), problem)
    made = 0
    for _ in range(decisions * 400):
        if made >= decisions or table.session.state.is_over:
            break
        name = top(app)
        if name == "HandOff":
            key(app, "return", frames=1)
            continue
        if "Results" in name:
            run(app, 90)
            key(app, "return", frames=1)
            continue
        run(app, 1)
        if app.stack.top is not table:
            continue
        look()
        seat, state = table.viewer, table.session.state
        if seat is None or seat not in state.to_act() or table.anim.busy:
            continue
        if every_target:
            for target in list(table.targets.items):
                table.targets.point_at(target.key)
                run(app, 1)
                look()
            state = table.session.state
            if seat not in state.to_act():
                continue  # a call window's time ran out while the cursor went round
        table.play(seat, brain.choose(state.view(seat), state.legal_actions(seat), rng))
        made += 1
    return list(found.values())
