"""Build the download: a folder that runs Peek Parlor on a machine without Python.

    python tools/build_download.py            # makes dist/peek-parlor/
    python tools/build_download.py --check    # ... then plays it headless, as a smoke test

Run it on the system the download is for (PyInstaller does not cross-build): Linux
gives dist/peek-parlor/peek-parlor, Windows dist\\peek-parlor\\peek-parlor.exe, macOS
dist/peek-parlor.app beside the folder.  It makes a fresh virtual environment under
build/download/ with the game and PyInstaller only (nothing of the test tools), so the
folder holds just what the game needs: Python, pygame-ce with SDL (whose controller
mappings are built into the SDL library), the game's packages and assets/.

--check runs the built executable from a folder outside the clone, with SDL's dummy
drivers: 60 frames of the menu and 300 of a Serpent table, a screenshot of each
(build/download/menu.png, table.png), and `--version`; any failure exits 1.
"""

from __future__ import annotations

import argparse
import os
import platform
import struct
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "peek-parlor"
PYINSTALLER = "pyinstaller>=6.0"
SMOKE_RUNS = {  # screenshot name -> the command line played
    "menu.png": ["--headless", "--frames", "60"],
    # The AI thinks in a worker process, which a frozen build must be able to start:
    "table.png": ["--game", "serpent", "--seats", "human,normal", "--headless",
                  "--frames", "300"],
}


def build(dist: Path, work: Path) -> Path:
    """Make `dist`/peek-parlor/ and return its executable."""
    environment = work / "venv"
    step("a fresh build environment: the game and PyInstaller")
    venv.create(environment, with_pip=True, clear=True)
    python = environment / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    run([python, "-m", "pip", "install", "--quiet", str(ROOT), PYINSTALLER], work)
    step("PyInstaller, one folder")
    system = platform.system()
    windowed = ["--windowed"] if system in ("Windows", "Darwin") else []  # no console
    strip = ["--strip"] if system == "Linux" else []  # symbols: a third of the folder
    run([python, "-m", "PyInstaller", str(ROOT / "main.py"), "--name", NAME, "--onedir",
         "--noconfirm", "--clean", *windowed, *strip,
         "--distpath", str(dist), "--workpath", str(work / "pyinstaller"),
         "--specpath", str(work),
         "--add-data", f"{ROOT / 'assets'}{os.pathsep}assets",
         "--copy-metadata", NAME,  # the version, read with importlib.metadata
         # Tables and game packages are imported by name when a game is chosen:
         "--collect-submodules", "scenes", "--collect-submodules", "game"], work)
    return dist / NAME / (f"{NAME}.exe" if os.name == "nt" else NAME)


def check(executable: Path, work: Path) -> None:
    """Play the built game headless from a folder outside the clone; SystemExit if not."""
    sdl = [path for path in executable.parent.rglob("*SDL2*") if "SDL2_" not in path.name
           and path.is_file() and b",a:b0," in path.read_bytes()]
    if not sdl:
        raise SystemExit("no SDL library with its controller mappings in the folder")
    step(f"SDL's controller mappings: in {sdl[0].relative_to(executable.parent)}")
    with tempfile.TemporaryDirectory() as elsewhere:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PEEK_PARLOR_HOME": str(Path(elsewhere) / "home")}
        version = subprocess.run([executable, "--version"], cwd=elsewhere, env=env,
                                 capture_output=True, text=True, timeout=120, check=False)
        step(f"--version: {version.stdout.strip() or version.stderr.strip()}")
        if version.returncode != 0:
            raise SystemExit(f"--version exited {version.returncode}")
        for shot, flags in SMOKE_RUNS.items():
            started = time.perf_counter()
            result = subprocess.run([executable, *flags, "--screenshot", work / shot],
                                    cwd=elsewhere, env=env, capture_output=True, text=True,
                                    timeout=300, check=False)
            seconds = time.perf_counter() - started
            if result.returncode != 0 or result.stderr:
                raise SystemExit(f"{' '.join(flags)} exited {result.returncode}, saying:\n"
                                 f"{result.stderr}")
            width, height = png_size(work / shot)
            step(f"{' '.join(flags)}: exit 0 in {seconds:.1f} s, "
                 f"{work / shot} is {width}x{height}")


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path} is not a PNG")
    return struct.unpack(">II", head[16:24])


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*")
               if path.is_file() and not path.is_symlink())


def run(command: list, cwd: Path) -> None:
    """Run `command` away from the clone, whose own egg-info must not stand in for the
    installed package's metadata."""
    subprocess.run([str(part) for part in command], check=True, cwd=cwd)


def step(words: str) -> None:
    print(f"build_download: {words}", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="play the built folder headless afterwards (a smoke test)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the folder goes (default: dist/)")
    args = parser.parse_args(argv)
    work = ROOT / "build" / "download"
    work.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    executable = build(args.dist.resolve(), work)
    size = folder_size(executable.parent)
    step(f"built {executable} in {time.perf_counter() - started:.0f} s; the folder holds "
         f"{size / 2**20:.0f} MiB")
    if args.check:
        check(executable, work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
