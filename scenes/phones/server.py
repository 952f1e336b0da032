"""The phones' web server: the page, and one WebSocket a phone seat, run by an asyncio
loop in a thread of its own so that no frame ever waits for the network.

The game thread talks to it only through thread-safe doors: what phones say arrives in
`inbox` (a `queue.Queue` of `Joined`, `Left` and `Moved`), and `publish`, `tell` and
`let_go` hand the loop what to send.  Here a message is only read and its code checked
(scenes/phones/messages.py); whether a move may be made is the table's to say, on the
game thread, as for any other input.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from scenes.match.seats import colour_name
from scenes.phones import messages
from scenes.phones.messages import Act, Hello, RateLimit, Refused, read
from scenes.phones.tokens import SeatTokens

MAX_FRAME = 16 * 1024  # a larger frame closes the socket (1009); smaller ones are read
HEARTBEAT_SECONDS = 10.0  # a phone gone quiet this long (asleep, out of range) has left
START_SECONDS = 5.0
STOP_SECONDS = 3.0
PAGE_FILES = {"/": ("index.html", "text/html"), "/phone.css": ("phone.css", "text/css"),
              "/phone.js": ("phone.js", "text/javascript")}
HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
           "X-Content-Type-Options": "nosniff",
           "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; "
                                      "img-src 'self' data:"}


@dataclass(frozen=True)
class Joined:
    seat: int


@dataclass(frozen=True)
class Left:
    seat: int


@dataclass(frozen=True)
class Moved:
    seat: int
    act: Act


def refusal(reason: str) -> str:
    return json.dumps({"type": "refused", "reason": reason})


class PhoneServer:
    def __init__(self, tokens: SeatTokens, pages: Path):
        self.tokens = tokens
        self.pages = pages
        self.inbox: queue.Queue = queue.Queue()
        self.address: tuple[str, int] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._sockets: dict[int, web.WebSocketResponse] = {}  # seat -> its phone
        self._latest: dict[int, str] = {}  # seat -> the last view published

    # -- the game thread's doors -----------------------------------------------------------

    def start(self, host: str, port: int) -> tuple[str, int]:
        """Listen on `host`:`port` (0: any free port); OSError if it can't."""
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        opening = asyncio.run_coroutine_threadsafe(self._open(host, port), self._loop)
        try:
            self.address = opening.result(START_SECONDS)
        except Exception:
            self.stop()
            raise
        return self.address

    def stop(self) -> None:
        """Close every phone's socket and stop listening."""
        loop, self._loop = self._loop, None
        if loop is None:
            return
        if self._runner is not None:
            closing = asyncio.run_coroutine_threadsafe(self._close(), loop)
            with contextlib.suppress(Exception):  # stopping goes on, whatever the sockets did
                closing.result(STOP_SECONDS)
        loop.call_soon_threadsafe(loop.stop)
        self._thread.join(STOP_SECONDS)
        self.address = None

    def publish(self, seat: int, text: str) -> None:
        """`seat`'s view as it is now: sent to its phone, and to a phone joining later."""
        self._call(self._publish, seat, text)

    def tell(self, seat: int, text: str) -> None:
        """One message for `seat`'s phone (a refusal), not kept for later."""
        self._call(self._send, seat, text)

    def let_go(self, seat: int, reason: str) -> None:
        """Close `seat`'s phone (its seat was released): it hears `reason`."""
        self._call(self._let_go, seat, reason)

    def _call(self, function, *args) -> None:
        loop = self._loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(function, *args)
            except RuntimeError:  # the loop closed meanwhile
                pass

    # -- in the server's thread ------------------------------------------------------------

    def _run(self) -> None:
        loop = self._loop
        asyncio.set_event_loop(loop)
        loop.run_forever()
        loop.close()

    async def _open(self, host: str, port: int) -> tuple[str, int]:
        app = web.Application(client_max_size=MAX_FRAME)
        for path in PAGE_FILES:
            app.router.add_get(path, self._page)
        app.router.add_get("/ws", self._socket)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None,
                                     shutdown_timeout=STOP_SECONDS / 2)
        await self._runner.setup()
        await web.TCPSite(self._runner, host, port).start()
        bound = self._runner.addresses[0]
        return bound[0], bound[1]

    async def _close(self) -> None:
        for socket in list(self._sockets.values()):
            await socket.close(code=1001, message=b"The table closed.")
        self._sockets.clear()
        await self._runner.cleanup()

    async def _page(self, request: web.Request) -> web.Response:
        name, kind = PAGE_FILES[request.path]
        body = (self.pages / name).read_bytes()
        return web.Response(body=body, content_type=kind, charset="utf-8", headers=HEADERS)

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        if not same_origin(request):
            raise web.HTTPForbidden(text="Phones connect from the table's own page.")
        socket = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=HEARTBEAT_SECONDS)
        await socket.prepare(request)
        seat = None
        limit = RateLimit(asyncio.get_running_loop().time, messages.MESSAGES_PER_SECOND,
                          messages.BURST)
        try:
            async for message in socket:
                if message.type == WSMsgType.ERROR:
                    break
                try:
                    limit.take()
                    said = read(message.data if message.type == WSMsgType.TEXT else None)
                    seat = await self._heard(socket, seat, said)
                except Refused as refused:
                    await socket.send_str(refusal(str(refused)))
                    if seat is None and isinstance(refused, WrongCode):
                        await socket.close(code=4003, message=b"That code opens no seat.")
        finally:
            if seat is not None and self._sockets.get(seat) is socket:
                del self._sockets[seat]
                self.inbox.put(Left(seat))
        return socket

    async def _heard(self, socket, seat: int | None, said) -> int | None:
        """A message read from a phone at `seat` (None: not joined yet): its seat now."""
        if isinstance(said, Hello):
            if seat is not None:
                raise Refused(f"This phone already holds {colour_name(seat)}'s seat.")
            return await self._join(socket, said.token)
        if seat is None:
            raise Refused("Join with your seat's code first.")
        if said.seat != seat:
            raise Refused(f"This phone holds {colour_name(seat)}'s seat, not "
                          f"{colour_name(said.seat)}'s.")
        self.inbox.put(Moved(seat, said))
        return seat

    async def _join(self, socket, token: str) -> int:
        seat = self.tokens.seat_of(token)
        if seat is None:
            raise WrongCode("That code opens no seat at this table: scan the code on the "
                            "TV again.")
        before = self._sockets.get(seat)
        self._sockets[seat] = socket
        if before is not None and not before.closed:
            await before.close(code=4000, message=b"This seat was opened on another phone.")
        await socket.send_str(json.dumps({"type": "joined", "seat": seat,
                                          "name": colour_name(seat)}))
        if seat in self._latest:
            await socket.send_str(self._latest[seat])
        self.inbox.put(Joined(seat))
        return seat

    def _publish(self, seat: int, text: str) -> None:
        self._latest[seat] = text
        self._send(seat, text)

    def _send(self, seat: int, text: str) -> None:
        socket = self._sockets.get(seat)
        if socket is not None and not socket.closed:
            asyncio.ensure_future(_quietly(socket.send_str(text)))

    def _let_go(self, seat: int, reason: str) -> None:
        self._latest.pop(seat, None)
        socket = self._sockets.pop(seat, None)
        if socket is not None:
            asyncio.ensure_future(_quietly(socket.send_str(refusal(reason))))
            asyncio.ensure_future(_quietly(socket.close(code=4001, message=b"Seat released.")))


class WrongCode(Refused):
    """A code that opens no seat: the phone is told, then let go."""


async def _quietly(sending) -> None:
    try:
        await sending
    except (ConnectionError, RuntimeError):  # the phone went meanwhile
        pass


def same_origin(request: web.Request) -> bool:
    """A browser says which page opened a socket: only the table's own may (another
    site open in the phone's browser may not act for it).  Clients that are no browser
    send no Origin, and must show a code all the same."""
    origin = request.headers.get("Origin")
    return origin is None or urlsplit(origin).netloc == request.host
