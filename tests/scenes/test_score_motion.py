"""Motion that tells the story on real tables, run by the app's own loop at normal
speed with a fixed time step: scores count into the badges and glow as they land, a
hand's scoring glows and fades, and a Mine! has its beat and is gone."""

from __future__ import annotations

import random
import re

from game.peeper.actions import Mine
from scenes.screens.menu import MainMenu
from scenes.tables.kit.glow import glows_round
from scenes.tables.kit.score_count import COUNT_SECONDS, PULSE_SECONDS
from scenes.tables.peeper.call_beat import BEAT_SECONDS, beats_on
from scenes.tables.serpent.board import group_rects
from tests.scenes.conftest import run, texts_drawn

FRAME = 1 / 60
SCORE = re.compile(r"(\d+) pts?")


def serpent_hand(make_app, speed: str):
    """Two AIs play a Serpent hand (seed 1: the director scores 6, in three pairs)
    at `speed`; the AIs answer at once."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = speed
    app.stack.push(MainMenu(app))
    app.stack.push(app.screens.table("serpent", ["random", "random"], 1, {}))
    return app, app.stack.top


def watch_scoring(app, table, frames: int = 900):
    """Frame by frame until the results come: the badge scores drawn ((frame, points)),
    the totals the scoring steps through, and each frame's glows."""
    drawn, steps, glows = [], set(), []
    for frame in range(frames):
        with texts_drawn(app) as lines:
            run(app, 1)
        drawn += [(frame, int(m.group(1))) for words, _ in lines
                  if (m := SCORE.fullmatch(words))]
        show = table.animation.show
        if show is not None:
            steps |= {show.before + sum(g.points for g in show.groups[:n])
                      for n in range(len(show.groups) + 1)}
        glows.append(glows_round(table.flourish))
        if app.stack.top is not table:
            break
    return drawn, steps, glows


def test_a_badges_score_counts_up_through_the_numbers_between_and_ends_on_the_score(make_app):
    app, table = serpent_hand(make_app, "normal")
    drawn, steps, _ = watch_scoring(app, table)
    final = max(table.session.state.view(None).scores)
    assert final == 6 and steps == {0, 2, 4, 6}
    values = [points for _, points in drawn]
    between = {v for v in values if v not in steps}
    assert between and all(0 < v < final for v in between), values
    assert values[-1] == final


def test_a_badge_glows_round_as_its_count_lands_and_then_no_more(make_app):
    app, table = serpent_hand(make_app, "normal")
    badge = table.layout["my_badge"] if table.bottom_seat() == 0 else table.layout["their_badge"]
    drawn, _, glows = watch_scoring(app, table)
    shows_six = next(frame for frame, points in drawn if points == 6)  # near the count's end
    count_frames = round(COUNT_SECONDS / FRAME)
    last = [frame for frame, lit in enumerate(glows) if badge in lit and frame >= shows_six]
    assert last and last[0] <= shows_six + count_frames  # as the count lands
    assert last[-1] - last[0] <= round(PULSE_SECONDS / FRAME)  # and gone after its time
    assert not any(badge in lit for lit in glows[last[-1] + 1:])


def test_each_scoring_pair_glows_as_it_lights_up_and_the_glow_fades_away(make_app):
    app, table = serpent_hand(make_app, "normal")
    pairs = []
    for _ in range(900):
        run(app, 1)
        if table.animation.show is not None:
            show = table.animation.show
            pairs = [group_rects(table.grid(), group) for group in show.groups]
            break
    assert len(pairs) == 3
    lit = []
    for _ in range(400):
        run(app, 1)
        lit.append(glows_round(table.flourish))
        if app.stack.top is not table:
            break
    for rects in pairs:  # each pair had its glow...
        assert any(all(rect in glowing for rect in rects) for glowing in lit)
    assert lit[-1] == []  # ...and none is left once the results come


def test_at_instant_speed_a_score_jumps_and_nothing_glows(make_app):
    app, table = serpent_hand(make_app, "instant")
    drawn, steps, glows = watch_scoring(app, table)
    assert drawn and {points for _, points in drawn} <= steps
    assert not any(glows)


# -- Mine! -------------------------------------------------------------------------------


def peeper_at_a_mine(make_app):
    """A Peeper table of four AIs, played through the table at instant speed up to a
    move where a seat may call Mine!; then the table runs at normal speed."""
    app = make_app()
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.stack.push(MainMenu(app))
    app.stack.push(app.screens.table("peeper", ["random"] * 4, 2, {}))
    table = app.stack.top
    run(app, 1)
    rng = random.Random(0)
    for _ in range(400):
        state = table.session.state
        for seat in state.to_act():
            mines = [a for a in state.legal_actions(seat) if isinstance(a, Mine)]
            if mines:
                app.prefs.animation_speed = "normal"
                table.anim.speed = table.flourish.speed = app.prefs.animation_factor
                return app, table, seat, mines[0]
        seat = state.to_act()[0]
        assert table.play(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("nobody could call Mine! in this deal")


def test_a_mine_has_its_beat_over_the_trick_and_is_gone_after_it(make_app):
    app, table, seat, mine = peeper_at_a_mine(make_app)
    assert table.play(seat, mine)
    run(app, 2)
    beats = beats_on(table.anim)
    assert [beat.word for beat in beats] == ["Mine!"]
    assert beats[0].target.colliderect(table.layout["trick"])
    run(app, round(BEAT_SECONDS / FRAME) + 2)
    assert beats_on(table.anim) == []
    assert not [s for s in table.anim.sprites if s in beats]  # not kept on screen either
