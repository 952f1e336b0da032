"""The scene base and the stack that runs scenes.

Lifecycle, each hook called by the stack exactly once per transition:
- `enter()`  when pushed (it is now on top);
- `pause()`  when another scene is pushed over it;
- `resume()` when the scene above it is popped (it is on top again);
- `exit()`   when popped or replaced.
Only the top scene gets `handle`; only the top scene's `update` runs; `draw` runs for
the top scene and every scene below it down to the first opaque one.
"""

from __future__ import annotations


class Scene:
    #: an overlay (pause, hand-off, results) lets the scene below show through
    opaque = True
    #: the name the app's navigation opened it by ("pause"), if it did
    screen_name = ""
    #: whether the screen before cross-fades into it (scenes/core/transition.py)
    fades_in = True

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack; now on top."""

    def exit(self) -> None:
        """Popped or replaced; will not be used again."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def handle(self, event) -> None:
        """An IntentEvent (or DeviceChange) for the top scene."""

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""

    def draw(self, surface) -> None:
        """Draw onto the 1280×720 canvas."""

    def spoken_title(self) -> str:
        """What the screen is, said when it comes on top (playing by ear)."""
        return ""

    def spoken_focus(self) -> str:
        """What the player points at now, said when it changes: by default the chosen
        row of the screen's menu, with its value and what it does."""
        menu = getattr(self, "menu", None)
        item = getattr(menu, "current", None)
        if item is None:
            return ""
        words = [item.label]
        if item.value is not None:
            words.append(str(item.value()))
        if not item.enabled():
            words.append("not available")
        if item.hint:
            words.append(item.hint)
        return " ".join(w if w[-1] in ".!?:\u2026" else f"{w}." for w in words if w)


class SceneStack:
    def __init__(self):
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`; the one below is neither paused nor resumed."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Pop everything, then push `scene` (e.g. quit to the menu)."""
        while self.scenes:
            self.pop()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the top down to the first opaque one."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        return self.scenes[max(start, 0):]
