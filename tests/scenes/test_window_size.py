"""Every screen drawn at the window's real size: the plan's units scaled and centred,
text rendered at the size it shows, art drawn for the pixels it covers, the mouse
read back in the plan's units, and a resized window laid out again at once."""

from __future__ import annotations

import pygame
import pytest

from game.registry import all_games
from scenes.cli import run_command_line, window_size
from scenes.core import canvas, draw
from scenes.core.canvas import MINIMUM, Canvas
from tests.scenes.conftest import click, run, top
from tests.scenes.screen_check import walk

SIZES = [MINIMUM, (1280, 720), (1920, 1080), (3840, 2160)]
SEATS = {"peek-and-run": ["human", "normal"], "serpent": ["human", "normal"],
         "precognition": ["human", "normal", "normal"], "procession": ["human", "normal"],
         "peeper": ["human", "normal", "normal"], "no-lookie": ["human", "normal", "normal"]}


def test_a_canvas_draws_plan_units_at_the_windows_scale():
    window = pygame.Surface((1920, 1080))
    screen = canvas.show_on(window)
    assert screen.scale == 1.5 and screen.get_size() == (1280, 720)
    draw.rect(screen, (255, 0, 0), (100, 100, 200, 100))
    assert window.get_at((150, 150))[:3] == (255, 0, 0)
    assert window.get_at((449, 299))[:3] == (255, 0, 0)
    assert window.get_at((451, 301))[:3] == (0, 0, 0)
    draw.line(screen, (0, 255, 0), (0, 400), (100, 400), 2)  # 2 units: 3 pixels thick
    assert [window.get_at((60, y))[1] for y in range(598, 603)] == [0, 255, 255, 255, 0]


def test_a_window_of_another_shape_shows_the_whole_plan_centred():
    window = pygame.Surface((1024, 600))
    screen = canvas.show_on(window)
    assert screen.scale == 0.8 and screen.offset == (0.0, 12.0)
    screen.fill((9, 9, 9))  # reaches the bands above and below the plan
    assert window.get_at((5, 2))[:3] == (9, 9, 9)
    draw.rect(screen, (255, 0, 0), (0, 0, 10, 10))
    assert window.get_at((0, 12))[:3] == (255, 0, 0) and window.get_at((0, 11))[:3] == (9, 9, 9)
    assert canvas.logical_point((512, 300)) == (640, 360)
    assert canvas.logical_point((0, 12)) == (0, 0)


def test_art_made_for_another_scale_is_shown_at_this_ones_in_the_same_units(make_app):
    """A cache drawn before the window was resized is smoothed to the new scale, whole
    or in part, until it is made again: never shown at its old size."""
    make_app()  # a display, to convert for
    old = Canvas(pygame.Surface((200, 100)), 1.0, (0.0, 0.0), (200, 100))
    old.fill((0, 0, 0))
    draw.rect(old, (255, 0, 0), (10, 10, 20, 20))
    window = pygame.Surface((800, 400))
    screen = Canvas(window, 2.0, (0.0, 0.0), (400, 200))
    screen.blit(old, (0, 0))
    assert window.get_at((30, 30))[:3] == (255, 0, 0) and window.get_at((58, 58))[:3] == (255, 0, 0)
    assert window.get_at((64, 64))[:3] == (0, 0, 0)
    window.fill((0, 0, 0))
    screen.blit(old, (100, 100), (10, 10, 20, 20))  # the red square alone
    assert window.get_at((202, 202))[:3] == (255, 0, 0) and window.get_at((238, 238))[:3] == (255, 0, 0)
    assert window.get_at((244, 244))[:3] == (0, 0, 0)


def test_text_is_rendered_at_the_size_it_shows_and_measures_as_laid_out(make_app):
    app = make_app(size=(1920, 1080))
    words = "Blue led A\u2660 on place 3"
    shown = app.text.render(words, 20)
    plan_width = app.text.font(20).size(words)[0]
    assert shown.scale == 1.5
    assert shown.surface.get_height() >= 1.4 * app.text.font(20).get_height()
    assert plan_width * 1.5 - 8 <= shown.surface.get_width() <= plan_width * 1.5 + 1
    assert abs(shown.get_width() - plan_width) <= 6  # laid out in the plan's units


@pytest.mark.parametrize("size", [MINIMUM, (1366, 768), (3840, 2160)])
def test_no_text_is_wider_than_it_was_laid_out(make_app, size):
    app = make_app(size=size)
    factor = app.screen.scale
    for points in (14, 16, 18, 20, 22, 26, 30, 40, 72):
        for bold in (False, True):
            for words in ("Blue led A\u2660 on place 3", "Waiting for Blue (normal)", "WWWW iiii"):
                shown = app.text.render(words, points, bold=bold)
                room = app.text.font(points, bold).size(words)[0] * factor + 1
                assert shown.surface.get_width() <= room, (words, points, bold)


def rescaled_blits(monkeypatch) -> list:
    """Every blit of art drawn for another scale than the one it is shown at."""
    seen, real = [], Canvas._pixels_of

    def watched(self, source):
        if isinstance(source, Canvas) and source.scale != self.scale and not (
                source.plain and self.plain):
            seen.append((source.size, source.scale, self.scale))
        return real(self, source)
    monkeypatch.setattr(Canvas, "_pixels_of", watched)
    return seen


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", [info.id for info in all_games()])
def test_every_table_lays_out_at_every_size(make_app, monkeypatch, game, size):
    """Three decisions of a real match at each size: nothing overlaps, every image is
    drawn for the size it shows, and the plan fills the window's width or height."""
    app = make_app(size=size)
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "fast"
    table = app.screens.table(game, SEATS[game], 7, {})
    app.stack.push(table)
    seen = rescaled_blits(monkeypatch)
    assert walk(app, table, decisions=3, every_target=size == MINIMUM) == []
    assert sum(seat == 0 for seat, _ in table.session.actions) >= 3  # the human's three
    assert seen == []
    plan = app.screen.rect(app.screen.get_rect())
    assert plan.width == size[0] or plan.height == size[1]
    assert pygame.Rect((0, 0), size).contains(plan)
    window = app.screen.surface
    assert window.get_size() == size
    colours = {tuple(window.get_at((x, y))) for x in range(0, size[0], size[0] // 40)
               for y in range(0, size[1], size[1] // 20)}
    assert len(colours) > 20  # a table, not a blank


def test_a_click_at_the_windows_pixels_chooses_what_the_plan_has_there(make_app):
    app = make_app(size=(1920, 1080))
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(app.screens.table("procession", ["human", "normal"], 5, {"n": 9}))
    run(app, 3)
    table = app.stack.top
    target = next(t for t in table.targets.items if t.action in table.legal())
    x, y = target.rect.center
    click(app, (round(x * 1.5), round(y * 1.5)))
    assert table.session.actions[:1] == [(0, f"flip {target.action.position}")]


def test_a_resized_window_is_laid_out_again_at_once(make_app, monkeypatch):
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(app.screens.table("serpent", ["human", "normal"], 3, {}))
    run(app, 5)
    pygame.display.set_mode((1920, 1080))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    seen = rescaled_blits(monkeypatch)
    run(app, 3)
    assert top(app) == "SerpentTable"
    assert app.screen.scale == 1.5 and app.screen.surface.get_size() == (1920, 1080)
    assert app.stack.top.still.surface.surface.get_size() == (1920, 1080)
    assert seen == []  # every card and panel drawn again for the new size


def test_size_on_the_command_line(tmp_path):
    shot = tmp_path / "shot.png"
    assert run_command_line(["--headless", "--frames", "3", "--size", "1600x900",
                             "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1600, 900)
    assert window_size("1024x576") == MINIMUM
    for wrong in ("800x450", "wide", "1920", "0x0", "1920x1080x2"):
        with pytest.raises(ValueError):
            window_size(wrong)


# Art drawn at its own pixel size (given the pixels it will cover), and the canvas
# itself: the only modules that may draw on plain pygame surfaces.
DRAWS_PIXELS = {"core/canvas.py", "core/draw.py", "widgets/card_art.py", "widgets/suit_shapes.py",
                "widgets/tile_art.py", "widgets/relief.py", "widgets/backdrop.py",
                "tables/no_lookie/card_art.py", "phones/qr.py"}


def test_every_screen_draws_through_the_canvas():
    """A `pygame.draw` call, a new `pygame.Surface` or a `pygame.transform` in a screen
    would draw in pixels where the screen means units: right at 1280×720 only."""
    from pathlib import Path

    import scenes
    root = Path(scenes.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        if name in DRAWS_PIXELS or name.startswith("bench/"):
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if any(call in line for call in ("pygame.draw.", "pygame.Surface(",
                                             "pygame.transform.")):
                found.append(f"{name}:{number}: {line.strip()}")
    assert found == []
