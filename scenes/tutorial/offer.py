"""The first time a game is set up, its guided hand is offered, once: "New to
Serpent? A guided hand takes 2 minutes" (Take it / Skip).  The settings file
remembers which games were offered, and which guided hands were taken without
being asked (from How to play, say): those are not offered either."""

from __future__ import annotations

from scenes.tutorial.script import TutorialError, has_tutorial, load_tutorial


def offer_on_first_play(app, info) -> None:
    """Ask over the setup screen, if this game has a tutorial and was never offered.
    Take it is chosen first: the newcomer this is for need only press Confirm.  Skip,
    Back or pause leave the setup screen as it was."""
    if (not app.config.first_play_offers or info.id in app.prefs.tutorials_offered
            or not has_tutorial(info.id)):
        return
    mark_offered(app, info.id)
    try:
        minutes = load_tutorial(info.id).minutes
    except TutorialError as error:  # setup goes on without the offer
        app.notify(error.for_player, 8.0)
        return
    plural = "s" if minutes != 1 else ""
    app.screens.confirm(f"New to {info.title}?", f"A guided hand takes {minutes} minute{plural}.",
                        "Skip", "Take it", lambda: app.screens.start_tutorial(info.id),
                        yes_first=True)


def mark_offered(app, game_id: str) -> None:
    """Never ask "New to ...?" about this game: it was asked, or its guided hand taken."""
    if game_id not in app.prefs.tutorials_offered:
        app.prefs.tutorials_offered.append(game_id)
        app.save_prefs()
