"""Serpent's table and scoring: pairs and runs of contiguous cards
(rules/serpent.md "Scoring"; CLARIFICATIONS.md, Serpent)."""

from game.serpent.cards import Card, parse_cards
from game.serpent.scoring import (
    CELL_OF_PLAY,
    NEIGHBOURS,
    pairs,
    runs,
    score,
    score_board,
)


def board(defender_row: str, director_row: str) -> tuple[int, ...]:
    """Ranks by cell from two rows of text; "-" is an empty cell."""
    cells = []
    for word in (defender_row + " " + director_row).split():
        cells.append(0 if word == "-" else Card.parse(word).rank)
    assert len(cells) == 12
    return tuple(cells)


def test_serpentine_order_fills_the_cells_clarifications_name():
    defender_row = [CELL_OF_PLAY[p] for p in (2, 3, 6, 7, 10, 11)]
    director_row = [CELL_OF_PLAY[p] for p in (1, 4, 5, 8, 9, 12)]
    assert defender_row == [0, 1, 2, 3, 4, 5]
    assert director_row == [6, 7, 8, 9, 10, 11]


def test_each_play_lands_next_to_the_play_before():
    for number in range(2, 13):
        assert CELL_OF_PLAY[number - 1] in NEIGHBOURS[CELL_OF_PLAY[number]]


def test_adjacency_is_orthogonal_only():
    assert NEIGHBOURS[0] == (1, 6)
    assert NEIGHBOURS[7] == (1, 6, 8)
    assert 7 not in NEIGHBOURS[0]  # diagonal


def test_rebuilt_example_scores_nine_in_runs():
    result = score_board(board("9S 4S 5S 10S JS QS", "7S 9H 6H 2H AH KH"))
    assert result.total == 9
    assert result.pairs == ()
    assert sorted(len(r) for r in result.runs) == [3, 6]


def test_rebuilt_example_scores_fourteen_with_shared_cards():
    result = score_board(board("5S 2S 3S 4S 9S 6S", "5H KS 5D 8S 8H 8D"))
    assert len(result.pairs) == 3  # the fives, and two pairs of eights
    assert sorted(result.runs) == [(0, 1, 2, 3), (1, 2, 3, 8)]  # 2-3-4 with either 5
    assert result.total == 14


def test_wrap_around_makes_one_twelve_card_run():
    assert score(board("4S 6S 8S 10S QS AS", "5S 9S 3S JS KS 2S")) == 12


def test_three_in_a_line_score_four():
    assert score(board("7S 7H 7D - - -", "- - - - - -")) == 4


def test_an_l_of_three_scores_four():
    assert score(board("7S - - - - -", "7H 7D - - - -")) == 4


def test_a_square_of_four_scores_eight():
    assert score(board("7S 7H - - - -", "7D 7C - - - -")) == 8


def test_diagonal_equal_ranks_do_not_pair():
    assert score(board("7S - - - - -", "- 7D - - - -")) == 0


def test_a_run_inside_a_larger_run_does_not_score_again():
    assert score(board("2S 3S 4S 5S - -", "- - - - - -")) == 4


def test_runs_differing_in_a_duplicated_rank_both_score():
    assert score(board("5S 2S 3S 4S 5H -", "- - - - - -")) == 8


def test_duplicate_rank_off_the_run_keeps_one_run_and_a_pair():
    # 3 3 4 5: the pair of threes, and the run 3-4-5 through the second three.
    result = score_board(board("3S 3H 4S 5S - -", "- - - - - -"))
    assert result.pairs == ((0, 1),)
    assert result.runs == ((1, 2, 3),)
    assert result.total == 5


def test_run_shape_is_free_but_must_connect():
    assert score(board("4S 6S - - - -", "- 5S - - - -")) == 3  # an L of 4, 6 and 5
    assert score(board("4S 5S - 6S - -", "- - - - - -")) == 0  # the 6 is cut off


def test_ace_is_high_and_low():
    assert score(board("QS KS AS 2S - -", "- - - - - -")) == 4
    assert score(board("KS AS 2S - - -", "- - - - - -")) == 3
    assert score(board("JS QS KS - - -", "- - - - - -")) == 3


def test_two_cards_of_consecutive_rank_are_not_a_run():
    assert score(board("4S 5S - - - -", "- - - - - -")) == 0


def test_pairs_and_runs_listing_helpers_agree_with_score():
    ranks = board("5S 2S 3S 4S 9S 6S", "5H KS 5D 8S 8H 8D")
    assert 2 * len(pairs(ranks)) + sum(len(r) for r in runs(ranks)) == score(ranks)


def test_cards_read_and_print_in_both_notations():
    assert str(Card.parse("QS")) == "Q♠"
    assert Card.parse("10h") == Card.parse("T♥") == Card(10, "♥")
    assert [str(c) for c in parse_cards("AS 10D KC")] == ["A♠", "10♦", "K♣"]
