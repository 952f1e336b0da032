"""The 6 x 6 board of products and its lines of four.

Cell i (0..35, row by row) carries the i-th smallest product of two numbers 1-9.
A board is a tuple or list of 36 owners: None or a side (player or team) index.
"""

from __future__ import annotations

SIZE = 6
PRODUCTS: tuple[int, ...] = tuple(sorted({a * b for a in range(1, 10) for b in range(1, 10)}))
CELL_OF: dict[int, int] = {product: cell for cell, product in enumerate(PRODUCTS)}
assert len(PRODUCTS) == SIZE * SIZE


def _windows() -> tuple[tuple[int, int, int, int], ...]:
    """Every run of four adjacent cells in a row, column or diagonal."""
    found = []
    for row in range(SIZE):
        for col in range(SIZE):
            for d_row, d_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_row, end_col = row + 3 * d_row, col + 3 * d_col
                if 0 <= end_row < SIZE and 0 <= end_col < SIZE:
                    found.append(tuple((row + k * d_row) * SIZE + col + k * d_col
                                       for k in range(4)))
    return tuple(found)


WINDOWS = _windows()
WINDOWS_THROUGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(w for w, window in enumerate(WINDOWS) if cell in window) for cell in range(SIZE * SIZE))


def claimable(board, cell: int, side: int, recapture: bool) -> bool:
    """Whether `side` may claim `cell`: if it is empty or, under Recapture, another
    side's."""
    owner = board[cell]
    return owner is None or (recapture and owner != side)


def lines_of(board, side: int) -> list[tuple[int, int, int, int]]:
    """The windows of four entirely in `side`'s colour: one point each."""
    return [(a, b, c, d) for a, b, c, d in WINDOWS
            if board[a] == side and board[b] == side and board[c] == side and board[d] == side]


def cell_label(cell: int) -> str:
    return str(PRODUCTS[cell])
