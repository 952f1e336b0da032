"""Everything on screen: the loop, the scene stack, input, widgets and tables."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
