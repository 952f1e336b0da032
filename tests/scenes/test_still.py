"""The still layer: a table's parts are drawn once and kept, and what is kept is
always what drawing everything afresh would show."""

from __future__ import annotations

import random

import pygame
import pytest

from game.registry import all_games, default_agent
from scenes.bench.play import TableRun
from scenes.core import canvas
from scenes.widgets.still import Part, StillLayer

GAMES = [info.id for info in all_games()]


def pixels(surface) -> bytes:
    return pygame.image.tobytes(canvas.pixels(surface), "RGB")


class Counting:
    """A part's drawing: a filled rect, counting how often it is drawn."""

    def __init__(self, rect, colour):
        self.rect, self.colour, self.times = pygame.Rect(rect), colour, 0

    def __call__(self, surface):
        self.times += 1
        pygame.draw.rect(surface, self.colour, self.rect)


@pytest.fixture
def screen():
    pygame.init()
    return pygame.Surface((200, 100))


def test_a_part_is_drawn_again_only_when_its_key_changes(screen):
    backdrop = pygame.Surface((200, 100))
    backdrop.fill((0, 80, 0))
    layer = StillLayer(backdrop)
    red = Counting((10, 10, 30, 30), (255, 0, 0))
    for _ in range(5):
        layer.compose(screen, [Part("red", red.rect, ("seven",), red)])
    assert red.times == 1
    assert screen.get_at((20, 20))[:3] == (255, 0, 0)
    layer.compose(screen, [Part("red", red.rect, ("eight",), red)])
    assert red.times == 2


def test_overlapping_parts_keep_their_order_and_a_gone_part_leaves_the_backdrop(screen):
    backdrop = pygame.Surface((200, 100))
    backdrop.fill((0, 80, 0))
    layer = StillLayer(backdrop)
    under = Counting((10, 10, 60, 60), (255, 0, 0))
    over = Counting((40, 40, 60, 40), (0, 0, 255))
    parts = [Part("under", under.rect, 1, under), Part("over", over.rect, 1, over)]
    layer.compose(screen, parts)
    parts[0] = Part("under", under.rect, 2, under)  # redrawn: must stay under "over"
    layer.compose(screen, parts)
    assert screen.get_at((50, 50))[:3] == (0, 0, 255)
    assert screen.get_at((20, 20))[:3] == (255, 0, 0)
    layer.compose(screen, parts[:1])  # "over" is gone: its pixels are the backdrop again
    assert screen.get_at((90, 70))[:3] == (0, 80, 0)
    assert screen.get_at((50, 50))[:3] == (255, 0, 0)


def test_many_small_parts_going_at_once_are_drawn_over_together(screen):
    """A row of chips over a panel goes: the panel is drawn again once for the row,
    not once a chip, and only the panel shows where they were."""
    backdrop = pygame.Surface((200, 100))
    backdrop.fill((0, 80, 0))
    layer = StillLayer(backdrop)
    panel = Counting((0, 0, 200, 60), (40, 40, 40))
    chips = [Counting((4 + 12 * i, 20, 10, 10), (255, 255, 0)) for i in range(16)]
    parts = [Part("panel", panel.rect, 1, panel),
             *(Part(f"chip{i}", chip.rect, 1, chip) for i, chip in enumerate(chips))]
    layer.compose(screen, parts)
    layer.compose(screen, parts[:1])
    assert panel.times == 2
    assert all(screen.get_at((8 + 12 * i, 25))[:3] == (40, 40, 40) for i in range(16))
    assert screen.get_at((100, 80))[:3] == (0, 80, 0)


def test_a_move_that_changes_every_part_is_drawn_again_over_frames_in_order(screen):
    """With no pixels to spare, one changed part a frame, in the order listed, until the
    layer is up to date; a first draw is whole at once."""
    backdrop = pygame.Surface((200, 100))
    layer = StillLayer(backdrop, budget=0)
    drawings = [Counting((10 + 40 * i, 10, 30, 30), (255, 40 * i, 0)) for i in range(4)]

    def parts(key):
        return [Part(f"p{i}", d.rect, key, d) for i, d in enumerate(drawings)]
    layer.compose(screen, parts(1))
    assert [d.times for d in drawings] == [1, 1, 1, 1] and not layer.pending
    seen = []
    for _ in range(4):
        layer.compose(screen, parts(2))
        seen.append(([d.times for d in drawings], layer.pending))
    assert seen == [([2, 1, 1, 1], True), ([2, 2, 1, 1], True), ([2, 2, 2, 1], True),
                    ([2, 2, 2, 2], False)]


def test_a_part_changing_every_frame_keeps_no_part_after_it_waiting(screen):
    """A word being written changes its part every frame: a part listed after it, left
    waiting by a frame with no pixels to spare, is drawn on the next one."""
    backdrop = pygame.Surface((200, 100))
    layer = StillLayer(backdrop, budget=0)
    busy = Counting((10, 10, 30, 30), (255, 0, 0))
    count = Counting((60, 10, 30, 30), (0, 0, 255))
    layer.compose(screen, [Part("busy", busy.rect, 0, busy), Part("count", count.rect, 0, count)])
    for frame in range(1, 4):
        layer.compose(screen, [Part("busy", busy.rect, frame, busy),
                               Part("count", count.rect, 1, count)])
    assert count.times == 2 and busy.times >= 3
    assert screen.get_at((70, 20))[:3] == (0, 0, 255)


def test_a_part_drawn_early_inside_another_is_drawn_again_even_if_its_key_goes_back(screen):
    """A changed part drawn within another's rect before its own turn leaves new
    pixels there: if its key then goes back to the kept one, it is drawn again all
    the same, so nothing of the short-lived look stays on screen."""
    backdrop = pygame.Surface((200, 100))
    layer = StillLayer(backdrop, budget=0)
    big = Counting((0, 0, 100, 100), (0, 0, 255))
    colours = {"plain": (255, 0, 0), "lit": (255, 255, 0)}

    def small(key):
        def draw(surface):
            pygame.draw.rect(surface, colours[key], (80, 40, 60, 20))
        return Part("small", pygame.Rect(80, 40, 60, 20), key, draw)
    layer.compose(screen, [Part("big", big.rect, 1, big), small("plain")])
    layer.compose(screen, [Part("big", big.rect, 2, big), small("lit")])  # big's turn only
    assert layer.pending and screen.get_at((90, 50))[:3] == colours["lit"]
    layer.compose(screen, [Part("big", big.rect, 2, big), small("plain")])  # back again
    assert screen.get_at((90, 50))[:3] == colours["plain"]
    assert screen.get_at((120, 50))[:3] == colours["plain"]


def test_a_frame_may_show_the_parts_as_kept_and_leave_them_for_the_next(screen):
    backdrop = pygame.Surface((200, 100))
    layer = StillLayer(backdrop)
    assert not layer.show_kept(screen)  # nothing kept yet: the frame must draw
    red = Counting((10, 10, 30, 30), (255, 0, 0))
    layer.compose(screen, [Part("red", red.rect, 1, red)])
    assert layer.show_kept(screen) and layer.pending and red.times == 1
    layer.compose(screen, [Part("red", red.rect, 2, red)])
    assert red.times == 2 and not layer.pending


def test_the_frame_that_makes_a_move_draws_no_part_and_the_next_catches_up(make_app):
    app, run = table_run(make_app, "procession", None, seed=3)
    run.start()
    try:
        run.frame()  # the first frame draws the table whole
        run.between_frames()
        moves = run.moves
        while run.moves == moves:
            before = run.table.still.repaints
            run.frame()
            run.between_frames()
        assert run.table.still.repaints == before and run.table.still.pending
        run.frame()
        assert run.table.still.repaints > before
    finally:
        run.stop()


class Unclipped(StillLayer):
    """Every part drawn straight onto the screen, unclipped and every frame: the
    layer's output must not differ from this (a part drawing outside its rect would)."""

    def compose(self, screen, parts):
        screen.blit(self.backdrop, (0, 0))
        for part in parts:
            part.draw(screen)


def differences(before: pygame.Surface, after: pygame.Surface) -> str:
    """Where two frames differ, and which kept parts lie there."""
    mask = pygame.mask.from_threshold(before, (0, 0, 0), (1, 1, 1, 255), after, 1)
    mask.invert()
    return str(mask.get_bounding_rects()[:4]) if mask.count() < mask.get_size()[0] * \
        mask.get_size()[1] else "everywhere"


def check_frame(app, table) -> None:
    kept = app.screen.copy()
    layer = table.still
    layer.forget()
    app.draw()
    assert pixels(app.screen) == pixels(kept), (
        f"a kept part is stale (its key misses something) at {differences(kept, app.screen)}; "
        f"parts: {[(p.name, tuple(p.rect)) for p in table.still_parts()]}")
    table.still = Unclipped(table.felt)
    try:
        app.draw()
        assert pixels(app.screen) == pixels(kept), (
            f"a part draws outside its rect at {differences(kept, app.screen)}; "
            f"parts: {[(p.name, tuple(p.rect)) for p in table.still_parts()]}")
    finally:
        table.still = layer


def play_checking(app, run: TableRun, frames: int, moves: int, nudge=None) -> int:
    """Play `run` until `frames` or `moves`, checking each frame the layer is up to
    date on; `nudge(frame)` may post input first.  How many frames were checked."""
    checked = 0
    run.start()
    try:
        while run.frames < frames and run.moves < moves:
            if nudge is not None:
                nudge(run.frames)
            run.frame()
            run.between_frames()
            if app.stack.top is run.table and not run.table.still.pending:
                check_frame(app, run.table)
                checked += 1
    finally:
        run.stop()
    return checked


def cursor_nudges(seed: int):
    """Arrow keys and mouse moves now and then, as a player pointing about."""
    rng = random.Random(seed)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN]

    def nudge(frame: int) -> None:
        if frame % 7 == 3:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys),
                                                 mod=0, unicode="", scancode=0))
        if frame % 11 == 5:
            pos = (rng.randrange(1280), rng.randrange(720))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
    return nudge


def table_run(make_app, game: str, seats: int | None, seed: int):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "fast"
    info = next(i for i in all_games() if i.id == game)
    seats = seats or info.default_seats
    return app, TableRun(app, info, [default_agent(info)] * (seats - 1), seed=seed)


@pytest.mark.parametrize("game", GAMES)
def test_what_the_layer_keeps_is_what_a_fresh_draw_shows(make_app, game):
    """A table plays (a human seat by the bench's player, the cursor moved by keys and
    the mouse); at every frame the kept picture equals everything drawn afresh."""
    app, run = table_run(make_app, game, None, seed=3)
    checked = play_checking(app, run, 400, 40, cursor_nudges(5))
    assert run.moves >= 10
    assert checked >= run.frames // 4, "the layer is hardly ever up to date"
    assert run.table.still.repaints > 0


def most_seats(info) -> int:
    """The most players a table is laid out for, within reason for a test."""
    return min(info.max_seats, 6)


@pytest.mark.parametrize("game", GAMES)
def test_the_layer_keeps_a_full_table_right(make_app, game):
    """The same check with the most seats a table is drawn for."""
    info = next(i for i in all_games() if i.id == game)
    app, run = table_run(make_app, game, most_seats(info), seed=4)
    checked = play_checking(app, run, 250, 10**6)
    assert run.moves >= 5
    assert checked >= run.frames // 4, "the layer is hardly ever up to date"


@pytest.mark.parametrize("game", GAMES)
def test_the_layer_keeps_a_replay_right(make_app, game):
    """A replay draws every hand open: stepping through one, every frame is right."""
    from tests.scenes.drivers import open_replay, played_by_normal
    app = make_app()
    app.prefs.animation_speed = "fast"
    info = next(i for i in all_games() if i.id == game)
    seats = min(3, info.max_seats)
    session = played_by_normal(game, 2) if seats == 3 else None
    if session is None:
        from tests.scenes.drivers import finished_session
        session = finished_session(game, ["human"] + ["normal"] * (seats - 1), seed=2)
    replay = open_replay(app, session)
    replay.toggle_play()
    replay.change_speed()  # 2x
    checked = frames = 0
    while replay.position < 8 and frames < 900:  # No Lookie's first look holds 4 s
        app.frame()
        frames += 1
        if app.stack.top is replay and not replay.table.still.pending:
            check_frame(app, replay.table)
            checked += 1
    assert replay.position >= 8
    assert checked >= frames // 4, "the layer is hardly ever up to date"
