"""The table of 2 rows x 6 columns, the serpentine order of play, and the director's
score: pairs and runs of contiguous cards (rules/serpent.md "Scoring";
CLARIFICATIONS.md, Serpent).

A board is a tuple of 12 ranks indexed by cell (row * 6 + column), 0 for an empty
cell.  Row 0 is the defender's, row 1 the director's.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

ROWS, COLUMNS = 2, 6
CELLS = ROWS * COLUMNS
DEFENDER_ROW, DIRECTOR_ROW = 0, 1
EMPTY = 0

# Plays are numbered 1..12.  CLARIFICATIONS: defender's row holds plays 2, 3, 6, 7,
# 10, 11 from left to right, the director's row plays 1, 4, 5, 8, 9, 12.
DEFENDER_PLAYS = (2, 3, 6, 7, 10, 11)
DIRECTOR_PLAYS = (1, 4, 5, 8, 9, 12)
RESPONSES = (2, 4, 6, 8, 10, 12)  # must follow the card before if they can


def _cell_of_play() -> dict[int, int]:
    cells = {}
    for column, play in enumerate(DEFENDER_PLAYS):
        cells[play] = DEFENDER_ROW * COLUMNS + column
    for column, play in enumerate(DIRECTOR_PLAYS):
        cells[play] = DIRECTOR_ROW * COLUMNS + column
    return cells


CELL_OF_PLAY: dict[int, int] = _cell_of_play()
PLAY_OF_CELL: dict[int, int] = {cell: play for play, cell in CELL_OF_PLAY.items()}


def row_col(cell: int) -> tuple[int, int]:
    return divmod(cell, COLUMNS)


def _neighbours(cell: int) -> tuple[int, ...]:
    row, column = row_col(cell)
    found = [(1 - row) * COLUMNS + column]
    if column > 0:
        found.append(cell - 1)
    if column < COLUMNS - 1:
        found.append(cell + 1)
    return tuple(sorted(found))


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(c) for c in range(CELLS))
EDGES: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a in range(CELLS) for b in NEIGHBOURS[a] if a < b)


def _connected(mask: int) -> bool:
    first = (mask & -mask).bit_length() - 1
    seen, frontier = 1 << first, [first]
    while frontier:
        for other in NEIGHBOURS[frontier.pop()]:
            bit = 1 << other
            if mask & bit and not seen & bit:
                seen |= bit
                frontier.append(other)
    return seen == mask


def _cells_of(mask: int) -> tuple[int, ...]:
    return tuple(c for c in range(CELLS) if mask >> c & 1)


# Every connected set of at least 3 cells, by its mask.
CONNECTED_MASKS: frozenset[int] = frozenset(
    m for m in range(1, 1 << CELLS) if m.bit_count() >= 3 and _connected(m))


def _run_blocks() -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every consecutive block of 3+ ranks on the 13-cycle, once each: (its ranks as
    a mask, bit r for rank r; its ranks)."""
    blocks = {}
    for length in range(3, 14):
        for start in range(13):
            ranks = tuple(sorted((start + i) % 13 + 1 for i in range(length)))
            blocks[sum(1 << rank for rank in ranks)] = ranks
    return tuple(blocks.items())


RUN_BLOCKS = _run_blocks()


@lru_cache(maxsize=1 << 13)
def _blocks_within(present: int) -> tuple[tuple[int, ...], ...]:
    """The blocks all of whose ranks are among `present` (bit r for rank r)."""
    return tuple(ranks for mask, ranks in RUN_BLOCKS if present & mask == mask)


def pairs(board: tuple[int, ...]) -> list[tuple[int, int]]:
    """Every orthogonally adjacent pair of cells holding equal ranks."""
    return [(a, b) for a, b in EDGES if board[a] and board[a] == board[b]]


def runs(board: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The maximal runs: connected sets of 3+ cards with different ranks forming one
    consecutive block on the 13-cycle, not inside a larger such set; largest first,
    then by their cells' bit mask.

    A run takes one cell of each rank of its block, so the candidates are found
    block by block among the ranks on the board, not set by set among the cells."""
    cells_of_rank: dict[int, list[int]] = {}
    present = 0
    for cell, rank in enumerate(board):
        if rank:
            cells_of_rank.setdefault(rank, []).append(1 << cell)
            present |= 1 << rank
    candidates = []
    for block in _blocks_within(present):
        masks = [0]
        for rank in block:
            masks = [mask | bit for mask in masks for bit in cells_of_rank[rank]]
        candidates += [(-len(block), mask) for mask in masks if mask in CONNECTED_MASKS]
    candidates.sort()
    kept: list[int] = []
    for _, mask in candidates:
        if not any(mask & m == mask for m in kept):
            kept.append(mask)
    return [_cells_of(mask) for mask in kept]


@dataclass(frozen=True)
class BoardScore:
    pairs: tuple[tuple[int, int], ...]
    runs: tuple[tuple[int, ...], ...]

    @property
    def total(self) -> int:
        return 2 * len(self.pairs) + sum(len(run) for run in self.runs)


@lru_cache(maxsize=1 << 15)
def score_board(board: tuple[int, ...]) -> BoardScore:
    return BoardScore(tuple(pairs(board)), tuple(runs(board)))


def score(board: tuple[int, ...]) -> int:
    return score_board(board).total


def board_of(plays) -> tuple[int, ...]:
    board = [0] * CELLS
    for number, card in enumerate(plays, start=1):
        board[CELL_OF_PLAY[number]] = card.rank
    return tuple(board)


def player_of(number: int, director: int) -> int:
    return director if number in DIRECTOR_PLAYS else 1 - director
