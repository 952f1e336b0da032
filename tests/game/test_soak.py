"""The quick soak: every game, a spread of seat counts and options, scripted and random
agents; no match may raise and no agent may propose an illegal move."""

from game.soak import main, run_soak


def test_quick_soak_has_no_crash_and_no_illegal_proposal():
    result = run_soak(seed=1, quick=True)
    problems = [f.report() for f in result.failures if f.what != "stalled"]
    assert result.games >= 300
    assert result.exceptions == 0 and result.illegal == 0, "\n\n".join(problems[:3])


def test_soak_command_refuses_a_bad_count(capsys):
    assert main(["--games-per-combo", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
