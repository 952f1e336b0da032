"""Peek Parlor's fonts, layouts, rules summaries, tutorials and music, as package data.

A package only so that an installed game finds them with `importlib.resources`; the
game reaches them through `scenes.core.assets`, never by this name.
"""
