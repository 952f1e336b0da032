"""Peek Parlor: `python main.py` opens the window on the menu (see scenes/cli.py)."""

import multiprocessing
import sys

from scenes.cli import main

if __name__ == "__main__":
    # In the download (a frozen executable), the AI's worker process starts as the same
    # executable: this runs it there instead of a second game.  Elsewhere it does nothing.
    multiprocessing.freeze_support()
    sys.exit(main())
