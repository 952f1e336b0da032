"""Speaking to a player who plays by ear: through their screen reader when one is
running, else the system's voice, else not at all (captions only); and every line to a
file for tests (`--speak-to FILE`).

Lines are handed to a thread of their own, never spoken inside a frame.  A new line
interrupts a stale one: only the newest line waiting is spoken, so a player moving
quickly through a menu hears where they are, not a queue of where they were.
Speaking is optional at install (`pip install -e ".[speech]"`); without its libraries
the game says so in one line and goes on in silence.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from pathlib import Path

MISSING = ("Speech needs its extra: pip install -e \".[speech]\" (accessible-output2 for "
           "screen readers, pyttsx3 for the system voice). Playing without it.")
LATENCIES_KEPT = 1000


class ScreenReader:
    """The player's running screen reader (NVDA, JAWS, VoiceOver, Orca through Speech
    Dispatcher), through accessible-output2."""

    name = "screen reader"

    def __init__(self):
        from accessible_output2.outputs.auto import Auto  # optional: the speech extra
        self.output = Auto()

    def speak(self, text: str) -> None:
        self.output.speak(text, interrupt=True)


class SystemVoice:
    """The system's own voice, through pyttsx3 (eSpeak, SAPI, NSSpeechSynthesizer)."""

    name = "system voice"

    def __init__(self):
        import pyttsx3  # optional: the speech extra
        self.engine = pyttsx3.init()

    def speak(self, text: str) -> None:
        self.engine.stop()
        self.engine.say(text)
        self.engine.runAndWait()


class LineFile:
    """Every line spoken, one a line, in a file (`--speak-to`)."""

    name = "file"

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.write_text("", encoding="utf-8")

    def speak(self, text: str) -> None:
        with self.path.open("a", encoding="utf-8") as out:
            out.write(" ".join(text.split()) + "\n")


def voice_here():
    """The best voice this machine offers, or None (with why) if none can be had."""
    for kind in (ScreenReader, SystemVoice):
        try:
            return kind(), ""
        except Exception:  # noqa: BLE001 - a missing library or driver: try the next
            continue
    return None, MISSING


class Speech:
    """What the game says to the player.  Lines said during a frame (`say`) make one
    utterance, handed over when the frame ends (`commit`): a voice speaks only the
    newest utterance waiting, while a file (`--speak-to`) keeps every one."""

    def __init__(self, voice=None, record: LineFile | None = None):
        self.voice, self.record = voice, record
        # seconds from a line said (in the frame an event happened) to its output
        self.latencies: deque[float] = deque(maxlen=LATENCIES_KEPT)
        self._frame: list[str] = []
        self._first_said = 0.0  # when this frame's first line was said
        self._last_focus = ""
        self._newest: tuple[str, float] | None = None  # for the voice
        self._kept: deque[tuple[str, float]] = deque()  # for the file
        self._lock = threading.Condition()
        self._open = True
        self._handing = False  # the thread is speaking what it took: not yet done
        self._thread = None
        self._start()

    def _start(self) -> None:
        if self.on and self._thread is None:
            self._thread = threading.Thread(target=self._speak, name="speech", daemon=True)
            self._thread.start()

    def use_voice(self, voice) -> None:
        """Speak with `voice` from now on (None: speak no more, but keep the file)."""
        self.voice = voice
        self._start()

    @property
    def on(self) -> bool:
        return self.voice is not None or self.record is not None

    def say(self, text: str, first: bool = False) -> None:
        """Say `text` with the rest of this frame's lines (`first`: before them, as a
        screen's name comes before what is on it)."""
        text = " ".join(str(text).split())
        if not text or not self.on:
            return
        if text[-1] not in ".!?:\u2026":
            text += "."
        if text in self._frame:  # the log and the news may say one move alike
            return
        if not self._frame:
            self._first_said = time.perf_counter()
        self._frame.insert(0, text) if first else self._frame.append(text)

    def say_focus(self, text: str) -> None:
        """Say what the player points at now, unless it is what they pointed at before."""
        if text and text != self._last_focus:
            self._last_focus = text
            self.say(text)
        elif not text:
            self._last_focus = ""

    def commit(self) -> None:
        """The frame is over: its lines go to be spoken, as one utterance."""
        if not self._frame:
            return
        utterance = (" ".join(self._frame), self._first_said)
        self._frame = []
        with self._lock:
            self._newest = utterance
            self._kept.append(utterance)
            self._lock.notify()

    def flush(self, timeout: float = 2.0) -> None:
        """Wait until every utterance handed over has been spoken (tests, quitting)."""
        end = time.monotonic() + timeout
        with self._lock:
            while (self._newest or self._kept or self._handing) and time.monotonic() < end:
                self._lock.wait(0.01)

    def close(self) -> None:
        self.commit()
        self.flush()
        with self._lock:
            self._open = False
            self._lock.notify()

    def _speak(self) -> None:
        while True:
            with self._lock:
                while self._newest is None and not self._kept and self._open:
                    self._lock.wait()
                if not self._open and self._newest is None and not self._kept:
                    return
                newest, self._newest = self._newest, None
                kept, self._kept = list(self._kept), deque()
                self._handing = True
            for text, asked in kept:
                self._hand(self.record, text, asked)
            if newest is not None:
                self._hand(self.voice, *newest)
            with self._lock:
                self._handing = False
                self._lock.notify_all()

    def _hand(self, output, text: str, asked: float) -> None:
        if output is None:
            return
        self.latencies.append(time.perf_counter() - asked)
        try:
            output.speak(text)
        except Exception:  # noqa: BLE001 - a voice that fails is not the game's end
            pass


def open_speech(wanted: bool, speak_to: str | None) -> tuple[Speech, str]:
    """The speech the player asked for (a voice, and the file of `--speak-to`), and a
    line for the player when no voice can be had ("" if all is well)."""
    voice, problem = voice_here() if wanted else (None, "")
    return Speech(voice, LineFile(speak_to) if speak_to else None), problem
