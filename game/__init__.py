"""Peek Parlor's rules, agents and tools: pure Python, no pygame."""
