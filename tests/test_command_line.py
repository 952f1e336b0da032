"""The command lines: clear errors with status 2, a headless run that writes a frame."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args, home):
    env = {**os.environ, "PEEK_PARLOR_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_simulate_progress_counts_matches_on_stderr_and_leaves_stdout_clean(tmp_path):
    result = run("-m", "game.simulate", "--game", "procession", "--seats", "random,random",
                 "--games", "4", "--seed", "1", "--json", "--progress", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 4
    reports = result.stderr.strip().splitlines()
    assert [line.split()[0] for line in reports] == ["1/4", "2/4", "3/4", "4/4"]


@pytest.mark.parametrize("args, says", [
    (["--game", "chess"], "unknown game"),
    (["--game", "procession", "--seats", "human"], "takes 2 to 6 players"),
    (["--game", "procession", "--seats", "human,wizard"], "no agent 'wizard'"),
    (["--game", "procession", "--option", "n=99"], "option n"),
    (["--game", "procession", "--option", "colour=red"], "no option 'colour'"),
    (["--seats", "human,normal"], "need --game"),
    (["--frames", "0"], "--frames"),
])
def test_bad_command_lines_exit_2_with_a_clear_message(args, says, tmp_path):
    result = run("main.py", *args, home=tmp_path)
    assert result.returncode == 2
    assert says in result.stderr


@pytest.mark.parametrize("args, says", [
    (["--screenshot", "{tmp}/missing/x.png"], "--screenshot"),
    (["--screenshot", "/proc/x.png"], "--screenshot"),
    (["--screenshot", "{tmp}"], "--screenshot"),
    (["--screenshot", ""], "--screenshot"),
    (["--game", "procession", "--seats", ""], "--seats"),
    (["--game", "procession", "--seats", "human,"], "--seats"),
    (["--game", "procession", "--seats", "human,hard:infs"], "hard:"),
    (["--game", "procession", "--seats", "human,hard:-1s"], "hard:"),
    (["--game", "procession", "--seats", "human,hard:nanms"], "hard:"),
    (["--game", "procession", "--seats", "human,hard:0s"], "hard:"),
])
def test_bad_paths_and_seats_are_refused_before_anything_runs(args, says, tmp_path):
    args = [arg.replace("{tmp}", str(tmp_path)) for arg in args]
    result = run("main.py", "--headless", "--frames", "1", *args, home=tmp_path)
    assert result.returncode == 2, result.stderr
    assert says in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert not list(tmp_path.glob("*.png"))


def test_a_data_folder_that_is_a_file_still_plays(tmp_path):
    home = tmp_path / "a-file"
    home.write_text("not a folder")
    result = run("main.py", "--headless", "--frames", "60", "--game", "procession",
                 "--seats", "human,random", home=home)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_the_demo_leaves_the_players_save_alone(tmp_path):
    save = tmp_path / "autosave.json"
    save.write_text(json.dumps({"version": 1, "game": "serpent", "options": {}, "seed": 4,
                                "seats": ["human", "normal"], "actions": []}))
    before = save.read_bytes()
    result = run("main.py", "--demo", "--headless", "--frames", "300", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert save.read_bytes() == before


def test_unknown_flag_exits_2(tmp_path):
    assert run("main.py", "--fly", home=tmp_path).returncode == 2


def test_headless_run_writes_the_menu_screenshot(tmp_path):
    shot = tmp_path / "menu.png"
    result = run("main.py", "--headless", "--frames", "30", "--screenshot", str(shot),
                 home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000


def test_headless_run_straight_to_a_table(tmp_path):
    shot = tmp_path / "table.png"
    result = run("main.py", "--headless", "--frames", "20", "--game", "procession",
                 "--seats", "random,random", "--seed", "4", "--screenshot", str(shot),
                 home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.exists()


def test_simulate_prints_json_with_the_promised_keys(tmp_path):
    result = run("-m", "game.simulate", "--game", "procession", "--seats", "random,random",
                 "--games", "20", "--seed", "1", "--json", home=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    for key in ("game", "games", "seats", "wins", "mean_score", "games_per_second",
                "decisions_per_second", "illegal"):
        assert key in data
    assert data["games"] == 20 and sum(data["wins"]) == pytest.approx(20)
    assert data["illegal"] == 0


@pytest.mark.parametrize("args, says", [
    (["--game", "nope", "--seats", "random,random"], "unknown game"),
    (["--game", "procession", "--seats", "random"], "takes 2 to 6"),
    (["--game", "procession", "--seats", "random,random", "--option", "n=1"], "option n"),
    (["--game", "procession", "--seats", "random,random", "--option", "size=3"], "no option"),
    (["--game", "procession", "--seats", "random,random", "--option", "n"], "KEY=VALUE"),
])
def test_simulate_refuses_bad_input_with_status_2(args, says, tmp_path):
    result = run("-m", "game.simulate", *args, home=tmp_path)
    assert result.returncode == 2 and says in result.stderr


def finished_record(home) -> Path:
    """A finished match record, written as the game keeps one in history/."""
    code = ("from game.registry import get_game\n"
            "from scenes.match.session import Session\n"
            "from scenes.core import storage\n"
            "from scenes.match.recorder import Recorder\n"
            "s = Session(get_game('procession'), ['human', 'normal'], 4, {}, "
            "recorder=Recorder())\n"
            "while not s.state.is_over:\n"
            "    seat = s.state.to_act()[0]\n"
            "    s.apply(seat, s.state.legal_actions(seat)[0])\n"
            "storage.flush_saves()\n")
    result = run("-c", code, home=home)
    assert result.returncode == 0, result.stderr
    [path] = (home / "history").glob("*.json")
    return path


def test_replay_opens_a_match_record_headless_and_writes_a_frame(tmp_path):
    record = finished_record(tmp_path)
    shot = tmp_path / "replay.png"
    result = run("main.py", "--replay", str(record), "--headless", "--frames", "5",
                 "--screenshot", str(shot), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 0
    assert record.exists()


@pytest.mark.parametrize("content, says", [
    (None, "could not be read"),
    ("{broken", "is not a Peek Parlor match record (damaged JSON)"),
    ('{"name": "a settings file"}', "is not a Peek Parlor match record"),
    ('{"version": 1, "game": "chess", "options": {}, "seed": 1, "seats": ["human"], '
     '"actions": []}', "could not be resumed"),
    ('{"version": 1, "game": "procession", "options": {}, "seed": 1, '
     '"seats": ["human", "normal"], "actions": [[0, "fly"]]}', "could not be resumed"),
])
def test_replay_of_a_bad_or_foreign_file_exits_2_with_one_clear_line(content, says, tmp_path):
    path = tmp_path / "match.json"
    if content is not None:
        path.write_text(content)
    result = run("main.py", "--replay", str(path), "--headless", "--frames", "1",
                 home=tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and says in lines[0]
    assert content is None or path.read_text() == content  # left as it was


@pytest.mark.parametrize("args, says", [
    (["--tutorial", "chess"], "unknown game"),
    (["--tutorial", "procession", "--game", "serpent"], "--tutorial"),
    (["--tutorial", "procession", "--seed", "3"], "--tutorial"),
    (["--tutorial", "procession", "--seats", "human,normal"], "--tutorial"),
    (["--tutorial", "procession", "--replay", "match.json"], "--replay"),
])
def test_bad_tutorial_command_lines_exit_2_with_one_clear_line(args, says, tmp_path):
    result = run("main.py", "--headless", "--frames", "1", *args, home=tmp_path)
    assert result.returncode == 2, result.stderr
    assert says in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_game_with_no_tutorial_yet_exits_2_saying_so(tmp_path, monkeypatch, capsys):
    import main
    from scenes.tutorial import script as tutorial_script
    monkeypatch.setattr(tutorial_script, "TUTORIAL_DIR", tmp_path)
    assert main.main(["--tutorial", "serpent", "--headless", "--frames", "1"]) == 2
    assert capsys.readouterr().err.strip() == "error: There is no tutorial for 'serpent' yet."


def test_the_tutorial_command_line_shows_the_coach_and_leaves_the_save_alone(tmp_path):
    shot = tmp_path / "tutorial.png"
    result = run("main.py", "--tutorial", "procession", "--headless", "--frames", "30",
                 "--screenshot", str(shot), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 0
    assert not (tmp_path / "autosave.json").exists()


def test_version_is_pyprojects_and_exits_0(tmp_path):
    import tomllib
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    result = run("main.py", "--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Peek Parlor {declared}"


# -- what a player may name on the command line that is no file of ours ------------------


def one_line_refusal(result, says) -> None:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and says in lines[0], lines
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("target, says", [
    ("/dev/zero", "/dev/zero could not be read (it is a device, not a file)"),
    ("{tmp}/pipe.json", "pipe.json could not be read (it is a named pipe, not a file)"),
    ("{tmp}", "could not be read (it is a folder, not a file)"),
])
def test_replay_of_a_device_a_pipe_or_a_folder_is_refused_at_once(target, says, tmp_path):
    os.mkfifo(tmp_path / "pipe.json")
    result = run("main.py", "--replay", target.replace("{tmp}", str(tmp_path)), "--headless",
                 "--frames", "1", home=tmp_path)
    one_line_refusal(result, says)


@pytest.mark.parametrize("target, says", [
    ("/dev/full", "--screenshot /dev/full is a device, not a file"),
    ("/dev/null", "--screenshot /dev/null is a device, not a file"),
    ("{tmp}/pipe.png", "pipe.png is a named pipe, not a file"),
])
def test_a_screenshot_path_that_is_no_file_is_refused_before_the_run(target, says, tmp_path):
    os.mkfifo(tmp_path / "pipe.png")
    result = run("main.py", "--headless", "--frames", "600", "--screenshot",
                 target.replace("{tmp}", str(tmp_path)), home=tmp_path)
    one_line_refusal(result, says)


def test_a_screenshot_path_is_tried_and_left_as_it_was(tmp_path):
    import scenes.cli
    new, kept = tmp_path / "new.png", tmp_path / "kept.png"
    kept.write_bytes(b"a picture")
    scenes.cli.check_screenshot(str(new))
    scenes.cli.check_screenshot(str(kept))
    assert not new.exists() and kept.read_bytes() == b"a picture"


@pytest.mark.parametrize("seat, says", [
    ("hard:99999999999999999999999", "hard takes 1 to 100000 iterations or 10 ms to 10 s"),
    ("hard:100001", "hard takes 1 to 100000 iterations"),
    ("hard:11s", "hard:11s is out of range"),
    ("hard:5ms", "hard:5ms is out of range"),
    ("hard:1e400ms", "hard:1e400ms is out of range"),
    ("normal:5", "normal takes no parameter: normal:5"),
    ("random:xyz", "random takes no parameter: random:xyz"),
    ("perfect:3", "perfect takes no parameter: perfect:3"),
])
def test_an_agent_budget_out_of_range_or_a_parameter_it_does_not_take_is_refused(
        seat, says, tmp_path):
    result = run("main.py", "--headless", "--frames", "1", "--game", "procession",
                 "--seats", f"human,{seat}", home=tmp_path)
    one_line_refusal(result, says)


# -- settings too deep for the reader, in every way the game starts ------------------------


@pytest.mark.parametrize("mode", [
    [], ["--game", "procession", "--seats", "human,random"], ["--demo"],
    ["--tutorial", "procession"], ["--replay", "{record}"],
], ids=["menu", "game", "demo", "tutorial", "replay"])
def test_settings_nested_500_deep_are_set_aside_in_every_mode(mode, tmp_path):
    if "{record}" in mode:
        record = str(finished_record(tmp_path))
        mode = [record if arg == "{record}" else arg for arg in mode]
    (tmp_path / "settings.toml").write_text("a = " + "[" * 500 + "]" * 500 + "\n")
    result = run("main.py", "--headless", "--frames", "2", *mode, home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert len(list(tmp_path.glob("settings.toml.unreadable-*"))) == 1


# -- tutorials that can't be read ---------------------------------------------------------


@pytest.mark.parametrize("change, says", [
    (lambda text: "a = " + "[" * 1000 + "]" * 1000 + "\n" + text, "nested too deep"),
    (lambda text: text.replace("seed = 1", "seed = inf"), "seed must be a whole number"),
    (lambda text: text.replace("seed = 1", "seed = 1e400"), "seed must be a whole number"),
    (lambda text: text.replace("minutes = 2", "minutes = inf"), "minutes must be a whole"),
    (lambda text: text.replace("minutes = 2", "minutes = 1e400"), "minutes must be a whole"),
])
def test_a_damaged_tutorial_on_the_command_line_exits_2_in_one_line(change, says, tmp_path,
                                                                    monkeypatch, capsys):
    import main
    from scenes.tutorial import script as tutorial_script
    original = (tutorial_script.TUTORIAL_DIR / "procession.toml").read_text()
    (tmp_path / "procession.toml").write_text(change(original))
    monkeypatch.setattr(tutorial_script, "TUTORIAL_DIR", tmp_path)
    assert main.main(["--tutorial", "procession", "--headless", "--frames", "1"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and says in lines[0], lines
