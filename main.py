"""Peek Parlor: `python main.py` opens the window on the menu (see scenes/cli.py)."""

import sys

from scenes.cli import main

if __name__ == "__main__":
    sys.exit(main())
