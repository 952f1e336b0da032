"""The command line: `python main.py` (or `peek-parlor`) opens the window on the menu.

See `--help` for going straight to a table, the demo, headless runs, screenshots and the
frame-time benchmark.  Every bad flag or value exits 2 with one clear line, before
anything runs.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys

from scenes.core.storage import file_kind

INTERRUPTED = 130  # the status a shell gives a program Ctrl+C stopped
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def parse_args(argv):
    from scenes.core.version import game_version
    parser = argparse.ArgumentParser(prog=program_name(),
                                     description="Six little games of hidden information.")
    parser.add_argument("--version", action="version", version=f"Peek Parlor {game_version()}")
    parser.add_argument("--game", help="go straight to a table for this game id")
    parser.add_argument("--seats", help="one entry per seat: human or an agent name "
                        "(random, easy, normal, hard, ...), e.g. human,normal")
    parser.add_argument("--seed", type=int, help="seed for the deals")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option (repeatable)")
    parser.add_argument("--replay", metavar="PATH", help="watch a finished match again "
                        "(a file from the data folder's history/)")
    parser.add_argument("--tutorial", metavar="GAME", help="a game's guided first hand")
    parser.add_argument("--demo", action="store_true", help="attract mode: AI plays every seat")
    parser.add_argument("--headless", action="store_true", help="no window (SDL dummy drivers)")
    parser.add_argument("--frames", type=int, help="quit after this many frames")
    parser.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG")
    parser.add_argument("--size", metavar="WxH", help="the window's size in pixels "
                        "(headless too), e.g. 1920x1080; at least 1024x576")
    parser.add_argument("--speech", action="store_true",
                        help="speak every screen and move (screen reader or system voice)")
    parser.add_argument("--speak-to", metavar="FILE",
                        help="write every line that would be spoken to FILE, one a line")
    parser.add_argument("--bench", action="store_true", help="frame-time figures per scene")
    parser.add_argument("--json", action="store_true", help="with --bench: one JSON object")
    return parser.parse_args(argv)


def program_name() -> str:
    """How the player started the game, for usage lines: `python main.py` from a clone,
    else the installed command or the download's executable."""
    return "python main.py" if os.path.basename(sys.argv[0]) == "main.py" else "peek-parlor"


def window_size(words: str | None) -> tuple[int, int] | None:
    """--size: "1920x1080" as (1920, 1080); ValueError with the reason otherwise."""
    if words is None:
        return None
    from scenes.core.canvas import MINIMUM
    parts = words.lower().replace("\u00d7", "x").split("x")
    if len(parts) != 2 or not all(part.strip().isdigit() for part in parts):
        raise ValueError(f"--size must be WIDTHxHEIGHT in pixels, e.g. 1920x1080, not {words!r}")
    size = (int(parts[0]), int(parts[1]))
    if size[0] < MINIMUM[0] or size[1] < MINIMUM[1]:
        raise ValueError(f"--size {size[0]}x{size[1]} is smaller than the smallest window "
                         f"every table reads in, {MINIMUM[0]}x{MINIMUM[1]}")
    if size[0] > 16384 or size[1] > 16384:
        raise ValueError(f"--size {size[0]}x{size[1]} is larger than a window can be")
    return size


def check_table_args(args) -> tuple[list[str] | None, dict]:
    """Validate --game/--seats/--option; raise ValueError with a clear message."""
    if args.game is None:
        if args.seats is not None or args.option:
            raise ValueError("--seats and --option need --game")
        return None, {}
    from game.registry import UnknownGame, get_game, make_agent, seat_count_problem
    from game.simulate import parse_options
    try:
        info = get_game(args.game)
    except UnknownGame as error:
        raise ValueError(str(error)) from error
    options = parse_options(info, args.option)
    seats = None
    if args.seats is not None:
        seats = [s.strip() for s in args.seats.split(",")]
        if "" in seats:
            raise ValueError("--seats names an empty seat; give one entry per seat, "
                             "e.g. human,normal")
        problem = seat_count_problem(info, len(seats))
        if problem:
            raise ValueError(problem)
        for spec in seats:
            if spec != "human":
                make_agent(info, spec)
    info.start(len(seats) if seats else info.default_seats, options, 0)
    return seats, options


def check_tutorial_args(args) -> None:
    """Validate --tutorial: a known game with a tutorial, and nothing that sets up a
    match of one's own beside it."""
    if args.tutorial is None:
        return
    for flag, given in (("--game", args.game), ("--seats", args.seats), ("--seed", args.seed),
                        ("--option", args.option), ("--demo", args.demo),
                        ("--replay", args.replay)):
        if given:
            raise ValueError(f"--tutorial plays a fixed deal; it can't be used with {flag}")
    from game.registry import UnknownGame, get_game
    from scenes.tutorial.script import TutorialError, load_tutorial
    try:
        load_tutorial(get_game(args.tutorial).id)
    except (UnknownGame, TutorialError) as error:
        raise ValueError(str(error)) from None


def check_screenshot(path: str | None) -> None:
    """Make sure the frame can be saved at `path` before anything runs."""
    check_output_file("--screenshot", path)


def check_output_file(flag: str, path: str | None) -> None:
    """Make sure `flag`'s file can be written before anything runs: a regular file or a
    new one, in a folder that takes a write (a device such as /dev/full, or a named
    pipe, would only fail, or hang, once every frame had run)."""
    if path is None:
        return
    if not path:
        raise ValueError(f"{flag} needs a file name")
    if os.path.isdir(path):
        raise ValueError(f"{flag} {path} is a folder; give a file name")
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        raise ValueError(f"{flag} {path}: there is no folder {folder}")
    try:
        kind = os.stat(path).st_mode
    except FileNotFoundError:
        kind = None
    except OSError as error:
        raise ValueError(f"{flag} {path} can't be written "
                         f"({error.strerror or error})") from None
    if kind is not None and not stat.S_ISREG(kind):
        raise ValueError(f"{flag} {path} is {file_kind(kind)}, not a file; "
                         "give a file name")
    try:
        _try_writing(path, new=kind is None)
    except OSError as error:
        raise ValueError(f"{flag} {path} can't be written "
                         f"({error.strerror or error})") from None


def _try_writing(path: str, new: bool) -> None:
    """Open `path` for writing; a new file gets a few bytes written to the disk, then
    is removed (an existing one is left as it is)."""
    if not new:
        with open(path, "ab"):
            return
    with open(path, "xb") as probe:
        try:
            probe.write(PNG_SIGNATURE)
            probe.flush()
            os.fsync(probe.fileno())
        finally:
            os.unlink(path)


def check_replay(args) -> dict | None:
    """The match record --replay names, read and replayed once; ValueError if not."""
    if args.replay is None:
        return None
    if args.game is not None or args.demo:
        raise ValueError("--replay can't be given with --game or --demo")
    from pathlib import Path

    from scenes.match.history import read_record
    return read_record(Path(args.replay))


def main(argv=None) -> int:
    try:
        return run_command_line(sys.argv[1:] if argv is None else argv)
    except KeyboardInterrupt:  # Ctrl+C before the window's loop (which quits on it) ran
        return INTERRUPTED


def run_command_line(argv) -> int:
    args = parse_args(argv)
    try:
        check_tutorial_args(args)
        seats, options = check_table_args(args)
        if args.frames is not None and args.frames < 1:
            raise ValueError("--frames must be at least 1")
        check_screenshot(args.screenshot)
        size = window_size(args.size)
        check_output_file("--speak-to", args.speak_to)
        replay = check_replay(args)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.bench:
        from scenes.bench.run import run_bench
        return run_bench(headless=args.headless, as_json=args.json, size=size)
    from scenes.app import AppConfig, run
    config = AppConfig(headless=args.headless, frames=args.frames, screenshot=args.screenshot,
                       game=args.game, seats=seats, seed=args.seed, options=options,
                       demo=args.demo, replay=replay, tutorial=args.tutorial,
                       speech=True if args.speech else None, speak_to=args.speak_to,
                       size=size)
    return run(config)
