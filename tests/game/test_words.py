"""Words every game says the same way (game/words.py)."""

from game.words import listing


def test_a_list_reads_as_a_sentence():
    assert listing([]) == ""
    assert listing(["6♠"]) == "6♠"
    assert listing(["6♠", "5♦"]) == "6♠ and 5♦"
    assert listing(["6♠", "5♦", "5♥"]) == "6♠, 5♦ and 5♥"
    assert listing(n for n in (1, 2, 3, 4)) == "1, 2, 3 and 4"
