"""Phones as private hands: a small web server, run while a phone table is open, serves
each phone seat its own View and takes its moves (see README, "Phones")."""
