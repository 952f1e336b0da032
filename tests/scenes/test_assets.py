"""The game's files are found in one place (scenes/core/assets.py), wherever it runs."""

import sys
from pathlib import Path

from scenes.core import assets
from scenes.core.layout import LAYOUT_DIR
from scenes.core.sound import MUSIC
from scenes.tutorial.script import TUTORIAL_DIR
from scenes.widgets.text import FONT_DIR

ROOT = Path(__file__).resolve().parents[2]


def test_from_a_clone_they_are_the_repositorys_assets_folder():
    assert assets.ASSETS == ROOT / "assets"


def test_a_frozen_download_finds_them_in_its_bundle_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets._assets_folder() == tmp_path / "assets"


def test_every_user_of_assets_points_at_files_that_are_there():
    for folder in (LAYOUT_DIR, assets.asset("rules"), TUTORIAL_DIR, FONT_DIR):
        assert folder.is_dir() and any(folder.iterdir()), folder
    assert MUSIC.is_file()
    assert not assets.rules_summary("serpent").startswith("The rules summary for this game "
                                                          "is missing")
