"""Test phones: WebSocket clients over real loopback sockets, run by an asyncio loop in a
thread of their own, so that a test drives the game's frames on its own thread while
its phones talk to the table as real phones would."""

from __future__ import annotations

import asyncio
import json
import queue
import threading
import time
from urllib.parse import urlsplit

import aiohttp

WAIT = 0.002  # between frames, so the server's and the phones' threads get a turn
FRAMES = 4000  # a test waits at most this many frames for what it expects

_loop: asyncio.AbstractEventLoop | None = None
OPENED: list = []  # every phone opened, for the tests to close (phone_helpers.py)


def phones_loop() -> asyncio.AbstractEventLoop:
    global _loop
    if _loop is None:
        _loop = asyncio.new_event_loop()
        threading.Thread(target=_loop.run_forever, name="test phones", daemon=True).start()
    return _loop


def _run(coroutine, timeout: float = 20.0):
    return asyncio.run_coroutine_threadsafe(coroutine, phones_loop()).result(timeout)


class Phone:
    """One phone: `open(url)` connects to the address a QR code holds; what the table
    sends arrives in `inbox` (decoded JSON, or ("closed", code))."""

    def __init__(self):
        self.inbox: queue.Queue = queue.Queue()
        self.received: list[dict] = []  # every message, in order
        self.view: dict | None = None  # the last view received
        self.closed: int | None = None
        self._session = None
        self._socket = None

    def open(self, url: str, hello: bool = True, headers: dict | None = None) -> Phone:
        parts = urlsplit(url)
        OPENED.append(self)
        _run(self._open(f"ws://{parts.netloc}/ws", headers or {}))
        if hello:
            self.send({"type": "hello", "token": parts.fragment})
        return self

    async def _open(self, address: str, headers: dict) -> None:
        self._session = aiohttp.ClientSession()
        self._socket = await self._session.ws_connect(address, headers=headers,
                                                      max_msg_size=0)
        asyncio.ensure_future(self._listen())

    async def _listen(self) -> None:
        async for message in self._socket:
            if message.type == aiohttp.WSMsgType.TEXT:
                self.inbox.put(json.loads(message.data))
        self.inbox.put(("closed", self._socket.close_code))

    def send(self, message) -> None:
        text = message if isinstance(message, str) else json.dumps(message)
        _run(self._socket.send_str(text))

    def send_many(self, messages: list) -> None:
        """Every message, one straight after another."""
        _run(self._send_many([json.dumps(message) for message in messages]))

    async def _send_many(self, texts: list[str]) -> None:
        for text in texts:
            await self._socket.send_str(text)

    def send_bytes(self, data: bytes) -> None:
        _run(self._socket.send_bytes(data))

    def act(self, move: str, turn: int | None = None, seat: int | None = None) -> None:
        view = self.view
        self.send({"type": "act", "seat": view["seat"] if seat is None else seat,
                   "move": move, "turn": view["turn"] if turn is None else turn})

    def take(self) -> list:
        """What arrived since the last look."""
        arrived = []
        while True:
            try:
                message = self.inbox.get_nowait()
            except queue.Empty:
                return arrived
            if isinstance(message, tuple):
                self.closed = message[1]
            else:
                self.received.append(message)
                if message.get("type") == "view":
                    self.view = message
            arrived.append(message)

    def close(self) -> None:
        if self._session is not None:
            _run(self._close())

    async def _close(self) -> None:
        if self._socket is not None:
            await self._socket.close()
        await self._session.close()


def frames_until(app, phones, condition, frames: int = FRAMES):
    """Run the app frame by frame, reading the phones, until `condition()` is true."""
    for _ in range(frames):
        for phone in phones:
            phone.take()
        found = condition()
        if found:
            return found
        app.frame()
        time.sleep(WAIT)
    raise AssertionError("what the phones waited for never came")


def refusal_after(app, phone, frames: int = FRAMES) -> str:
    """The next refusal the phone hears."""
    seen = len(phone.received)

    def refused():
        return next((m["reason"] for m in phone.received[seen:]
                     if m.get("type") == "refused"), None)
    return frames_until(app, [phone], refused, frames)
