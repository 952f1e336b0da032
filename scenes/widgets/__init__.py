"""Reusable drawing pieces: text, menus, cards, banners."""
