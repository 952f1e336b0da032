"""The first time a game is set up, its guided hand is offered, once: "New to
Serpent? A guided hand takes 2 minutes" (Take it / Skip).  The settings file
remembers which games were offered, and which guided hands were taken without
being asked (from How to play, say): those are not offered either."""

from __future__ import annotations

from scenes.screens.pause import Confirm
from scenes.tutorial.script import TutorialError, has_tutorial, load_tutorial


def offer_on_first_play(app, info) -> None:
    """Ask over the setup screen, if this game has a tutorial and was never offered."""
    if (not app.config.first_play_offers or info.id in app.prefs.tutorials_offered
            or not has_tutorial(info.id)):
        return
    mark_offered(app, info.id)
    try:
        tutorial = load_tutorial(info.id)
    except TutorialError as error:  # setup goes on without the offer
        app.notify(error.for_player, 8.0)
        return
    app.stack.push(TutorialOffer(app, info, tutorial.minutes))


def mark_offered(app, game_id: str) -> None:
    """Never ask "New to ...?" about this game: it was asked, or its guided hand taken."""
    if game_id not in app.prefs.tutorials_offered:
        app.prefs.tutorials_offered.append(game_id)
        app.save_prefs()


class TutorialOffer(Confirm):
    """Take it is chosen first: the newcomer this is for need only press Confirm.
    Skip, Back or pause leave the setup screen as it was."""

    def __init__(self, app, info, minutes: int):
        plural = "s" if minutes != 1 else ""
        super().__init__(app, f"New to {info.title}?",
                         f"A guided hand takes {minutes} minute{plural}.", "Skip", "Take it")
        self.info = info
        self.menu.select("Take it")

    def accept(self) -> None:
        from scenes.tutorial.coached import start_tutorial
        start_tutorial(self.app, self.info.id)
