"""A real browser for the phone page's tests: Debian's Chromium driven by Playwright, on
an asyncio loop in a thread of its own (as the test phones are), so that the test runs
the game's frames while the pages tap.  `browser_or_skip()` says in one line what is
missing when no browser can be had."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import threading

import pytest

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}
QUIET = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
INSTALL = "apt-get install chromium (and pip install playwright)"


def chromium_path() -> str | None:
    return os.environ.get("PEEK_PARLOR_CHROMIUM") or shutil.which("chromium") or \
        shutil.which("chromium-browser")


class Browser:
    def __init__(self):
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, name="browser", daemon=True).start()
        self.playwright = self.browser = None

    def call(self, coroutine, timeout: float = 60.0):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    async def _launch(self, path: str) -> None:
        from playwright.async_api import async_playwright
        self.playwright = await async_playwright().start()
        self.browser = await self.playwright.chromium.launch(executable_path=path, args=QUIET)

    def open(self, url: str) -> PhonePage:
        return PhonePage(self, self.call(self._open(url)))

    async def _open(self, url: str):
        context = await self.browser.new_context(**PHONE)
        page = await context.new_page()
        page.held = {"on": False, "kept": [], "route": None}
        await page.route_web_socket(re.compile(r".*/ws$"), lambda route: _pass(page, route))
        await page.goto(url)
        return page

    def close(self) -> None:
        if self.browser is not None:
            self.call(self.browser.close())
            self.call(self.playwright.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)


def _pass(page, route) -> None:
    """The page's socket, passed through; while `held["on"]`, the views the table sends
    are kept back (a phone on a slow network), anything else goes on."""
    server = route.connect_to_server()
    page.held["route"] = route

    def from_table(message) -> None:
        if page.held["on"] and '"type":"view"' in str(message):
            page.held["kept"].append(message)
        else:
            route.send(message)
    server.on_message(from_table)


class PhonePage:
    """One phone's page in the browser."""

    def __init__(self, browser: Browser, page):
        self.browser, self.page = browser, page

    def run(self, script: str):
        return self.browser.call(self.page.evaluate(script))

    def turn(self) -> int | None:
        return self.run("() => (typeof page === 'undefined' || !page) ? null : page.turn")

    def choices(self) -> list[str]:
        return self.run("() => [...document.querySelectorAll('#choices button')]"
                        ".filter(b => !b.disabled).map(b => b.dataset.move)")

    def texts(self, selector: str) -> list[str]:
        return self.run(f"() => [...document.querySelectorAll({selector!r})]"
                        ".map(e => e.textContent)")

    def refusal(self) -> str:
        return self.run("() => { const r = document.getElementById('refusal');"
                        " return r.hidden ? '' : r.textContent; }")

    def tap(self, move: str) -> None:
        locator = self.page.locator(f"#choices button[data-move={move!r}]")
        self.browser.call(locator.tap())

    def hold_views(self) -> None:
        self.page.held["on"] = True

    def let_views_through(self) -> None:
        held = self.page.held
        held["on"] = False
        for message in held["kept"]:
            self.browser.loop.call_soon_threadsafe(held["route"].send, message)
        held["kept"].clear()

    def screenshot(self, path) -> None:
        self.browser.call(self.page.screenshot(path=str(path), full_page=True))


def browser_or_skip() -> Browser:
    """A launched browser, or the test skipped with one line saying what is missing."""
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        pytest.skip(f"the phone page's browser test needs Playwright: {INSTALL}")
    path = chromium_path()
    if path is None:
        pytest.skip(f"the phone page's browser test needs Chromium: {INSTALL}")
    browser = Browser()
    try:
        browser.call(browser._launch(path))
    except Exception as error:  # noqa: BLE001 - any failure to start is a missing browser
        browser.close()
        pytest.skip(f"Chromium at {path} could not be started: {str(error).splitlines()[0]}")
    return browser
