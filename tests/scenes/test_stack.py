"""The scene stack keeps enter/exit/pause/resume symmetric; overlays draw over scenes."""

from scenes.core.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, calls, opaque=True):
        super().__init__(app=None)
        self.name, self.calls, self.opaque = name, calls, opaque

    def enter(self):
        self.calls.append(f"{self.name}.enter")

    def exit(self):
        self.calls.append(f"{self.name}.exit")

    def pause(self):
        self.calls.append(f"{self.name}.pause")

    def resume(self):
        self.calls.append(f"{self.name}.resume")


def test_push_pop_calls_are_symmetric():
    calls = []
    stack = SceneStack()
    a, b = Recorder("a", calls), Recorder("b", calls)
    stack.push(a)
    stack.push(b)
    stack.pop()
    stack.pop()
    assert calls == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume", "a.exit"]
    assert stack.top is None


def test_replace_swaps_only_the_top():
    calls = []
    stack = SceneStack()
    a, b, c = (Recorder(n, calls) for n in "abc")
    stack.push(a)
    stack.push(b)
    calls.clear()
    stack.replace(c)
    assert calls == ["b.exit", "c.enter"]
    assert stack.scenes == [a, c]


def test_reset_pops_everything_then_pushes():
    calls = []
    stack = SceneStack()
    for name in "ab":
        stack.push(Recorder(name, calls))
    calls.clear()
    stack.reset(Recorder("m", calls))
    assert calls == ["b.exit", "a.resume", "a.exit", "m.enter"]


def test_overlays_let_the_scene_below_draw():
    stack = SceneStack()
    calls = []
    table, hidden_below = Recorder("t", calls), Recorder("h", calls)
    overlay = Recorder("o", calls, opaque=False)
    stack.push(hidden_below)
    stack.push(table)
    stack.push(overlay)
    assert stack.visible() == [table, overlay]


def test_pop_on_empty_stack_is_harmless():
    assert SceneStack().pop() is None
