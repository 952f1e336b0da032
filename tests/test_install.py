"""What a player gets from `pipx install .` or a wheel: `python -m build` makes the sdist
and, from it, the wheel; the wheel goes into a brand-new virtual environment (pip fetches
the game's dependencies, from its cache when it can), and the `peek-parlor` command it
installs runs the game from a folder far from the clone."""

import os
import shutil
import subprocess
import venv
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 600


def make_venv(folder: Path, *packages: str) -> Path:
    """A fresh virtual environment (no system site-packages) with `packages`; its bin/."""
    venv.create(folder, with_pip=True, clear=True)
    scripts = folder / ("Scripts" if os.name == "nt" else "bin")
    if packages:
        subprocess.run([scripts / "python", "-m", "pip", "install", "--quiet", *packages],
                       check=True, capture_output=True, timeout=TIMEOUT)
    return scripts


def outside_the_clone(env_folder: Path) -> dict:
    env = {name: value for name, value in os.environ.items()
           if not name.startswith(("PYTHON", "VIRTUAL_ENV"))}
    return {**env, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PEEK_PARLOR_HOME": str(env_folder / "home")}


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, Path]:
    """(the installed game's bin/, the built wheel)."""
    work = tmp_path_factory.mktemp("install")
    # A copy, so that no file the clone's own builds left (egg-info lists) joins in.
    source = shutil.copytree(ROOT, work / "source", ignore=shutil.ignore_patterns(
        ".*", "*.egg-info", "build", "dist", "__pycache__"))
    builder = make_venv(work / "builder", "build")
    subprocess.run([builder / "python", "-m", "build", "--outdir", work / "dist", source],
                   check=True, capture_output=True, timeout=TIMEOUT, cwd=work)
    wheel, = (work / "dist").glob("peek_parlor-*.whl")
    player = make_venv(work / "player", str(wheel))
    return player, wheel


def test_the_wheel_holds_the_assets_and_the_command(installed):
    import zipfile
    _, wheel = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {f"assets/{path.relative_to(ROOT / 'assets').as_posix()}"
               for path in (ROOT / "assets").rglob("*")
               if path.is_file() and "__pycache__" not in path.parts}
    assert shipped and shipped <= names
    entry_points = next(name for name in names if name.endswith("entry_points.txt"))
    assert "peek-parlor = scenes.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_the_installed_command_runs_the_menu_headless_far_from_the_clone(installed, tmp_path):
    bin_folder, _ = installed
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shot = tmp_path / "menu.png"
    result = subprocess.run([bin_folder / "peek-parlor", "--headless", "--frames", "60",
                             "--screenshot", shot], cwd=elsewhere, env=outside_the_clone(tmp_path),
                            capture_output=True, text=True, timeout=TIMEOUT, check=False)
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(shot).get_size() == (1280, 720)


def test_the_installed_game_runs_from_the_venv_not_the_clone(installed, tmp_path):
    bin_folder, _ = installed
    where = subprocess.run(
        [bin_folder / "python", "-c",
         "import scenes.core.assets as a, scenes; print(scenes.__file__); print(a.ASSETS)"],
        cwd=tmp_path, env=outside_the_clone(tmp_path), capture_output=True, text=True,
        check=True, timeout=TIMEOUT).stdout.split()
    venv_folder = bin_folder.parent.resolve()
    assert all(Path(path).resolve().is_relative_to(venv_folder) for path in where), where


def test_the_installed_command_says_its_version(installed, tmp_path):
    import tomllib
    bin_folder, _ = installed
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    result = subprocess.run([bin_folder / "peek-parlor", "--version"], cwd=tmp_path,
                            env=outside_the_clone(tmp_path), capture_output=True, text=True,
                            timeout=TIMEOUT, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Peek Parlor {declared}"
