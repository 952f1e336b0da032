"""A saved match taken up again: rebuilt from its record, and said in words for the
menu's Continue.  No pygame here."""

from __future__ import annotations

from game.core import HandEnded
from scenes.core import storage
from scenes.match.seats import seat_names
from scenes.match.session import Session


def replayed(record: dict) -> tuple[Session | None, str]:
    """The saved match rebuilt, or None and why not (the save is then set aside: it
    read as a save but doesn't replay, so it is kept out of Continue's way)."""
    try:
        return Session.from_record(record), ""
    except ValueError as error:
        path = storage.autosave_path()
        kept = storage.set_aside(path, "it does not replay") if path.exists() else ""
        return None, f"{error} {kept}".strip()


def hand_ended_last(session: Session) -> list[HandEnded]:
    """The hand the last move saved ended, if it did: the player left on its results,
    which are shown again."""
    if not session.replayed:
        return []
    _, _, events = session.replayed[-1]
    return [e for e in events if isinstance(e, HandEnded)]


def saved_match_words() -> tuple[str, str]:
    """What Continue would resume, in words ("" if nothing), and a problem to tell the
    player ("" if none).  Asked before a new match whose first move would write over
    it (a save that no longer replays is set aside now, never written over)."""
    try:
        record = storage.load_match()
    except storage.Unreadable as unreadable:
        return "", str(unreadable)
    if record is None:
        return "", ""
    session, problem = replayed(record)
    return (describe_match(session) if session is not None else ""), problem


def describe_match(session: Session) -> str:
    """A resumed match in plain words: "Serpent, hand 5 of 8, You 14 \u2013 Hard 9"."""
    ended = [e for _, _, events in session.replayed for e in events
             if isinstance(e, HandEnded)]
    planned = getattr(session.state.view(None), "hands_planned", None)
    parts = [session.info.title]
    if ended or planned:
        hand = ended[-1].hand + 1 if ended else 1
        word = session.info.hand_word
        parts.append(f"{word} {hand} of {planned}" if planned else f"{word} {hand}")
    else:
        parts.append(f"move {len(session.actions) + 1}")
    if ended:
        parts.append(_scores(session, ended[-1].totals))
    return ", ".join(parts)


def _scores(session: Session, totals) -> str:
    names = seat_names(session.seats)
    if len(names) > 3:
        mine = session.humans[0] if session.humans else 0
        return f"{names[mine]} {totals[mine]:g} ({len(names)} players)"
    return " \u2013 ".join(f"{name} {score:g}" for name, score in zip(names, totals))
