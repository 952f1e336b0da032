"""Colours and sizes shared by every screen."""

WIDTH, HEIGHT = 1280, 720

FELT = (22, 74, 52)
FELT_DARK = (14, 50, 36)
FELT_LIGHT = (34, 98, 70)
INK = (244, 236, 214)  # main text on felt
INK_DIM = (178, 190, 170)
GOLD = (232, 184, 72)
SHADOW = (0, 0, 0)
PANEL = (10, 34, 26)
ALERT = (236, 112, 92)
CARD_FACE = (250, 246, 234)
CARD_BACK = (128, 40, 48)
RED_SUIT = (196, 30, 42)
BLACK_SUIT = (24, 24, 28)

# Seat colours, each with a pattern name so colour is never the only signal.
SEAT_COLOURS = [
    ((214, 64, 64), "stripes"),   # red
    ((70, 120, 220), "dots"),     # blue
    ((236, 190, 60), "solid"),    # yellow
    ((150, 90, 200), "cross"),    # purple
    ((60, 180, 160), "ring"),     # teal
    ((236, 140, 60), "diamond"),  # orange
    ((232, 120, 176), "dots"),    # pink
    ((150, 150, 160), "stripes"),  # grey
    ((96, 176, 72), "cross"),     # green
    ((150, 100, 60), "ring"),     # brown
    ((240, 240, 236), "diamond"),  # white
    ((40, 40, 48), "dots"),       # black
]

TITLE_SIZE = 72
HEADING_SIZE = 40
BODY_SIZE = 26
SMALL_SIZE = 20
