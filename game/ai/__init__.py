"""Agents that work for every game through the rules protocol."""
