"""How long a line waits between being said (in the frame its event happened) and being
handed to the speech output: `python tools/speech_latency.py [--frames N]`.

Plays a Serpent table, a human seat played by Normal, every line spoken to a file (as
`--speak-to` does), at the game's own pace, and prints the median and the 99th
percentile over every utterance.  The budget is 100 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1800)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["PEEK_PARLOR_HOME"] = tempfile.mkdtemp()
    from game.registry import make_agent
    from scenes.app import App, AppConfig
    spoken = Path(tempfile.mkdtemp()) / "spoken.txt"
    app = App(AppConfig(headless=True, speak_to=str(spoken), think_in_worker=False))
    app.prefs.ai_pace = "brisk"
    table = app.screens.table("serpent", ["human", "normal"], 7, {})
    app.stack.push(app.screens.make("menu"))
    app.stack.push(table)
    brain, rng = make_agent(table.session.info, "normal"), random.Random(7)
    for _ in range(args.frames):
        state = table.session.state
        if app.stack.top is not table:
            app.stack.pop()
        elif 0 in state.to_act() and not state.is_over and not table.anim.busy:
            table.play(0, brain.choose(state.view(0), state.legal_actions(0), rng))
        app.frame()
    app.speech.close()
    waits = sorted(app.speech.latencies)
    app.close()
    if not waits:
        print("nothing was said")
        return 1
    p99 = waits[min(len(waits) - 1, int(len(waits) * 0.99))]
    print(f"{len(waits)} utterances: median {statistics.median(waits) * 1000:.2f} ms, "
          f"p99 {p99 * 1000:.2f} ms, max {waits[-1] * 1000:.2f} ms (budget 100 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
