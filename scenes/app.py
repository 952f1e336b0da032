"""The window, the clock, the scene stack and the main loop."""

from __future__ import annotations

import os
import signal
import sys
import time
from dataclasses import dataclass, field

import pygame

from scenes.core import canvas, draw, preferences, storage
from scenes.core.input import DeviceChange, InputRouter, Intent, IntentEvent
from scenes.core.scene import SceneStack
from scenes.core.speech import open_speech, voice_here
from scenes.core.transition import Transition
from scenes.match import thinking
from scenes.navigation import Screens
from scenes.widgets import theme
from scenes.widgets.text import TextCache

FPS = 60
TOAST_MARGIN = 40  # a toast's box keeps this far from the screen's edges


@dataclass
class AppConfig:
    headless: bool = False
    frames: int | None = None  # quit after this many frames
    screenshot: str | None = None  # save the last frame here
    fixed_dt: float | None = None  # tests: advance time by this much each frame
    game: str | None = None
    seats: list[str] | None = None
    seed: int | None = None
    options: dict = field(default_factory=dict)
    demo: bool = False
    replay: dict | None = None  # a match record to watch again
    tutorial: str | None = None  # a game id: straight to its guided first hand
    think_in_worker: bool = True  # AI moves in a worker process (tests: in the loop)
    first_play_offers: bool = True  # a game's first setup offers its guided hand
    sound: bool | None = None  # open the audio device; by default only with a window
    speech: bool | None = None  # speak through a screen reader or voice; default: Settings
    speak_to: str | None = None  # write every line spoken to this file
    size: tuple[int, int] | None = None  # the window's (or headless surface's) pixels


class App:
    def __init__(self, config: AppConfig | None = None):
        self.config = config or AppConfig()
        if self.config.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        pygame.init()
        if not self.sound_wanted():
            pygame.mixer.quit()  # pygame.init opens the audio device: closed before any sound
        self.prefs, problem = preferences.load()
        self.windowed_size = self.config.size or canvas.PLAN
        self.screen = self._open_window(self.windowed_size, fullscreen=False)
        pygame.display.set_caption("Peek Parlor")
        self.clock = pygame.time.Clock()
        self.text = TextCache()
        self.text.preload()
        self.input = InputRouter(self.prefs.bindings())
        self.stack = SceneStack()
        self.transition = Transition()
        self.screens = Screens(self)
        from scenes.core.sound import Sounds
        # Streamed music stops too often with a crash of SDL's dummy audio driver:
        # headless, it is never streamed, even where the device is open.
        self.sounds = Sounds(self.prefs.effects_volume, self.prefs.music_volume,
                             stream_music=not self.config.headless, device=self.sound_wanted())
        self.pads: dict[str, str] = {}  # connected controllers: device -> name
        self.running = True
        self.frame_count = 0
        self.toast: tuple[str, float] | None = None
        self.toasts_waiting: list[tuple[str, float]] = []
        self._toast_lines: tuple[str, list[str]] = ("", [])  # a message, wrapped
        wanted = self.prefs.speech if self.config.speech is None else self.config.speech
        self.speech, unspoken = open_speech(wanted, self.config.speak_to)
        self._spoken_scene = None  # the scene last introduced by name
        if problem:
            self.notify(problem)
        if unspoken:
            self.notify(unspoken)
        storage.check_writable()
        storage.sweep_data_folder()
        if self.prefs.fullscreen and not self.config.headless:
            self.screen = self._open_window(self.windowed_size, fullscreen=True)

    # -- services scenes use ----------------------------------------------------------

    def notify(self, message: str, seconds: float = 5.0) -> None:
        """Show one line at the bottom of the screen for a few seconds.

        A message that arrives while another shows waits its turn, so that two
        problems found at once (a bad settings file and a bad save) are both read.
        """
        if self.toast is None:
            self.toast = (message, seconds)
            self.speech.say(message)
        elif (message != self.toast[0] and (message, seconds) not in self.toasts_waiting
              and len(self.toasts_waiting) < 3):
            self.toasts_waiting.append((message, seconds))

    def sound_wanted(self) -> bool:
        """Whether to use the audio device.  Headless, no one hears a thing, and SDL's
        dummy audio driver now and then crashes in its own thread as the mixer closes
        after effects have played: the device is left closed unless asked for (the
        bench asks, to time playing effects; so do the tests of sound)."""
        return self.config.sound if self.config.sound is not None else not self.config.headless

    def save_prefs(self) -> None:
        try:
            preferences.save(self.prefs)
        except OSError as error:
            storage.cannot_save(error)
        self.input.bindings = self.prefs.bindings()
        self.sounds.set_volume(self.prefs.effects_volume)
        self.sounds.set_music_volume(self.prefs.music_volume)

    def set_speech(self, on: bool) -> None:
        """Speak every screen and move, or stop; said at once."""
        self.prefs.speech = on
        self.save_prefs()
        voice, problem = voice_here() if on else (None, "")
        self.speech.use_voice(voice)
        if problem:
            self.notify(problem)
        elif on:
            self.speech.say("Speech on.")

    def set_fullscreen(self, on: bool) -> None:
        if on != self.prefs.fullscreen:
            self.prefs.fullscreen = on
            if not self.config.headless:
                self._lay_out_again(self._open_window(self.windowed_size, fullscreen=on))
            self.save_prefs()

    # -- the window -------------------------------------------------------------------

    def _open_window(self, size, fullscreen: bool) -> canvas.Canvas:
        """The window at `size` pixels (or the whole screen), drawn at its real size:
        resizable, never smaller than every table needs."""
        if self.config.headless:
            return canvas.show_on(pygame.display.set_mode(size))
        if fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.Window.from_display_module().minimum_size = canvas.MINIMUM
        return canvas.show_on(surface)

    def _resized(self) -> None:
        """The player dragged the window's edge: the screens are laid out again at
        once, at the new size."""
        surface = pygame.display.get_surface()  # the same object, of its new size
        if surface is not None and not self.config.headless and not self.prefs.fullscreen:
            surface = self._at_least_minimum(surface)
        if surface is None or canvas.fit(surface.get_size()) == (self.screen.scale,
                                                                 self.screen.offset):
            return
        if not self.prefs.fullscreen:
            self.windowed_size = surface.get_size()
        self._lay_out_again(canvas.show_on(surface))

    def _at_least_minimum(self, surface: pygame.Surface) -> pygame.Surface:
        """The window made the smallest size every table reads in, if it was made
        smaller where nothing stopped it (a window manager keeps to the minimum)."""
        width, height = surface.get_size()
        wanted = (max(width, canvas.MINIMUM[0]), max(height, canvas.MINIMUM[1]))
        if wanted == (width, height):
            return surface
        return pygame.display.set_mode(wanted, pygame.RESIZABLE)

    def _lay_out_again(self, screen: canvas.Canvas) -> None:
        """Every screen told that the window's scale changed: what it drew and kept
        for the old size is drawn again for the new one."""
        self.screen = screen
        for scene in list(self.stack.scenes):
            if hasattr(scene, "on_resize"):
                scene.on_resize()

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Release what the app opened (sound, controllers, speech), then pygame itself."""
        self.speech.close()
        self.sounds.close()
        self.input.close()
        pygame.quit()

    # -- the loop -------------------------------------------------------------------

    def run(self, first_scene) -> bool:
        """Play until quit; False if the screenshot asked for could not be written."""
        self.stack.push(first_scene)
        stop_on = self._quit_on_signals()
        try:
            while self.running and self.stack.top is not None:
                self.frame()
                if self.config.frames is not None and self.frame_count >= self.config.frames:
                    break
        finally:
            for sig, before in stop_on.items():
                signal.signal(sig, before)
            # Quitting never waits for the AI: a search under way is simply ended.
            thinking.shut_down()
        shot = self._save_screenshot()
        while self.stack.top is not None:
            self.stack.pop()
        storage.flush_saves()
        return shot

    def _quit_on_signals(self) -> dict:
        """Ctrl+C (SIGINT), SIGTERM and SIGHUP end the game as Quit does (the save is
        flushed); the handlers they had before, to put back."""
        before = {}
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            try:
                before[sig] = signal.signal(sig, lambda *_: self.quit())
            except ValueError:  # not the main thread: leave signals alone
                break
        return before

    def _save_screenshot(self) -> bool:
        if not self.config.screenshot:
            return True
        try:
            pygame.image.save(self.screen.surface, self.config.screenshot)
        except (pygame.error, OSError) as error:
            print(f"error: the screenshot could not be saved: {error}", file=sys.stderr)
            return False
        return True

    def frame(self) -> None:
        if self.config.fixed_dt is not None:
            dt = self.config.fixed_dt
        else:
            dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
        for event in pygame.event.get():
            self.dispatch(event)
        top = self.stack.top
        if top is not None:
            top.update(dt)
        self.transition.update(dt, self.prefs.animation_factor)
        for notice in storage.take_notices():
            self.notify(notice, 8.0)
        self.draw()
        self._follow_focus()
        self._age_toast(dt)
        pygame.display.flip()
        self.frame_count += 1
        if self.frame_count == 1 and os.environ.get("PEEK_PARLOR_FIRST_FRAME_FILE"):
            # --bench reads when the first frame was shown
            with open(os.environ["PEEK_PARLOR_FIRST_FRAME_FILE"], "w") as out:
                out.write(repr(time.time()))

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            top = self.stack.top
            if top is not None and hasattr(top, "on_focus_lost"):
                top.on_focus_lost()
            return
        for item in self.input.translate(event):
            if isinstance(item, DeviceChange):
                self._device_change(item)
            elif isinstance(item, IntentEvent) and item.intent == Intent.FULLSCREEN:
                self.set_fullscreen(not self.prefs.fullscreen)
            elif self.stack.top is not None:
                self.stack.top.handle(item)

    def _device_change(self, change: DeviceChange) -> None:
        if change.added:
            self.pads[change.device] = change.name or "Controller"
            self.notify(f"{self.pads[change.device]} connected", 2.5)
        else:
            self.pads.pop(change.device, None)
        # every scene hears of it: a table under an overlay must still know its pad left
        for scene in list(self.stack.scenes):
            if hasattr(scene, "on_device_change"):
                scene.on_device_change(change)

    def draw(self) -> None:
        self._draw_scenes()
        if self.toast:
            self._draw_toast(self.toast[0])

    def _draw_scenes(self) -> None:
        """The visible scenes; a change of screen cross-fades (scenes/core/transition.py)."""
        self.transition.begin(self.screen, self.stack.scenes, self.prefs.animation_factor)
        for scene in self.stack.visible():
            scene.draw(self.screen)
        self.transition.end(self.screen)

    def _draw_toast(self, message: str) -> None:
        """The message in a box at the bottom, wrapped to the screen's width."""
        size = theme.SMALL_SIZE + 2
        if self._toast_lines[0] != message:
            width = theme.WIDTH - 2 * TOAST_MARGIN - 28
            self._toast_lines = (message, self.text.wrap(message, size, width))
        lines = self._toast_lines[1]
        surfaces = [self.text.render(line, size, theme.INK) for line in lines]
        width = max(s.get_width() for s in surfaces)
        height = sum(s.get_height() for s in surfaces)
        box = pygame.Rect(0, 0, width + 28, height + 14)
        box.midbottom = (theme.WIDTH // 2, theme.HEIGHT - 14)
        draw.rect(self.screen, theme.PANEL, box, border_radius=8)
        draw.rect(self.screen, theme.GOLD, box, 2, border_radius=8)
        y = box.y + 7
        for surface in surfaces:
            self.screen.blit(surface, surface.get_rect(midtop=(box.centerx, y)))
            y += surface.get_height()

    def _age_toast(self, dt: float) -> None:
        if self.toast:
            message, left = self.toast
            if left - dt > 0:
                self.toast = (message, left - dt)
            else:
                self.toast = self.toasts_waiting.pop(0) if self.toasts_waiting else None
                if self.toast:
                    self.speech.say(self.toast[0])

    def _follow_focus(self) -> None:
        """Speak the screen on top when it comes, then whatever its player points at,
        when it changes; then hand the frame's lines to the speech."""
        top = self.stack.top
        if top is not None and self.speech.on:
            if top is not self._spoken_scene:
                self._spoken_scene = top
                self.speech.say(top.spoken_title(), first=True)
            self.speech.say_focus(top.spoken_focus())
        self.speech.commit()


def run(config: AppConfig) -> int:
    """Open the window on the menu (or straight on a table) and play until quit."""
    app = App(config)
    screens = app.screens
    first = screens.make("menu")
    if config.game or config.replay or config.tutorial:
        app.stack.push(first)  # under the table: where leaving it goes
    if config.game:
        first = screens.table(config.game, config.seats, config.seed, config.options)
    elif config.replay:
        first = screens.make("replay", config.replay)
    elif config.tutorial:
        first = screens.make("tutorial", config.tutorial)
    elif config.demo:
        first = screens.make("demo")
    shot_saved = app.run(first)
    app.close()
    return 0 if shot_saved else 1
