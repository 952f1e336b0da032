"""A whole match of each game played by ear (tests/scenes/blind_player.py): a human
seat against a Normal AI, played with NEXT, Confirm and Ask alone, each move found by
the words the game says of it.  Each game's words for a move are written here, from
the rules' own names for the cards, so that the test hears what a player would
listen for."""

from __future__ import annotations

import re

import pytest

from game.no_lookie import actions as nl
from game.no_lookie.cards import SLOT_WORDS
from game.peek_and_run import actions as pr
from game.peeper import actions as pp
from game.peeper.patterns import Play as PeeperPlay
from game.peeper.patterns import tile_name
from game.peeper.rules import CHANCE, DOUBLE
from game.precognition import actions as pc
from game.serpent import actions as sp
from scenes.match.seats import colour_name
from scenes.tables.no_lookie.cards_said import the_card
from scenes.tables.peek_and_run.phrases import action_words, card_words
from scenes.tables.peeper.window import REACTION_PHASES
from scenes.tables.precognition.row import WORDS as CHANGE_WORDS
from tests.scenes.blind_player import BlindPlayer, Ears, Step

e = re.escape


def button(label: str) -> Step:
    """A button, said with its key: "Knock (X) button: …"."""
    return Step(rf"{e(label)} \(.*\) button")


class Words:
    """How a move is listened for: the steps of the move the table takes as one
    choice (`of`), and which moves the table takes together (`joins_next`)."""

    def of(self, view, plan) -> list[Step]:
        raise NotImplementedError

    def joins_next(self, action) -> bool:
        return False

    def still_joined(self, after, seat, action) -> bool:
        return False

    def ready(self, table) -> bool:
        return True


class ProcessionWords(Words):
    def of(self, view, plan):
        return [Step(rf"Flip digit {plan[0].position}:")]


class SerpentWords(Words):
    def of(self, view, plan):
        action = plan[0]
        if isinstance(action, sp.Play):
            return [Step(rf"Play {e(str(action.card))} on place")]
        if isinstance(action, sp.Give):
            picks = [Step(rf"Give {e(str(a.card))} to ") for a in plan]
            return picks + [button(f"Give these {len(plan)}")]
        picks = [Step(rf"Show {e(str(a.card))} face up") for a in plan]
        return picks + [button(f"Show these {len(plan)}")]

    def joins_next(self, action):
        return isinstance(action, (sp.Give, sp.Show))

    def still_joined(self, after, seat, action):
        """A gift's (or a show's) cards are given together, once all are picked."""
        legal = after.legal_actions(seat)
        return bool(legal) and type(legal[0]) is type(action)


class PrecognitionWords(Words):
    def of(self, view, plan):
        action = plan[0]
        if isinstance(action, pc.Letter):
            return [Step(rf"Write \S+ \({CHANGE_WORDS[action.letter]}\)")]
        if isinstance(action, pc.Erase):
            return [Step("Rub out a letter")]
        if isinstance(action, pc.Finish):
            return [Step("Done: fold your paper")]
        return [Step(rf"Place {e(str(action.card))}[:.]")]


class PeekAndRunWords(Words):
    def of(self, view, plan):
        action = plan[0]
        if isinstance(action, (pr.Lead, pr.Claim)):
            pick = rf"Pick up {e(card_words(action.card))}\."
            whole = e(action_words(action, colour_name))
            if isinstance(action, pr.Lead):
                return [Step(pick), Step(whole)]
            return [Step(whole, or_else=(pick, whole))]  # a lit cell, or card then pile
        if isinstance(action, pr.Forfeit):
            return [button("Forfeit"), button("Forfeit")]  # pressed twice
        if isinstance(action, (pr.EndTurn, pr.Pass)):
            return [button("End turn" if isinstance(action, pr.EndTurn) else "Pass")]
        return [Step(e(action_words(action, colour_name)))]


class PeeperWords(Words):
    def of(self, view, plan):
        action = plan[0]
        if isinstance(action, PeeperPlay):
            whole = rf"Play {e(str(action))}:"
            picks = tuple(rf"Pick {e(tile_name(tile))}( \(\d+ of \d+\))?\."
                          for tile in action.tiles)
            return [Step(whole, or_else=(*picks, whole))]
        if isinstance(action, pp.Pass):
            return [button("Pass")]
        if isinstance(action, pp.Chance):
            return [button(str(action))]
        if isinstance(action, (pp.Mine, pp.Return)):
            return [button(str(action).split()[0])]
        return [button("No" if view.phase in (CHANCE, DOUBLE) else "Let it go")]

    def ready(self, table):
        """A call is asked once the call box is up."""
        return table.phase() not in REACTION_PHASES or table.window.banner is not None


class NoLookieWords(Words):
    def of(self, view, plan):
        action = plan[0]
        slot = SLOT_WORDS[getattr(action, "slot", 0)]
        if isinstance(action, nl.DrawStock):
            return [Step("Draw the top card of the pile")]
        if isinstance(action, nl.DrawDiscard):
            return [Step("from the discard pile")]
        if isinstance(action, nl.Knock):
            return [button("Knock")]
        if isinstance(action, nl.Rearrange):
            first, second = SLOT_WORDS[action.first], SLOT_WORDS[action.second]
            return [Step(f"Pick your {first} card to switch"),
                    Step(f"Switch your {first} and {second} cards")]
        if isinstance(action, nl.Replace):
            return [Step(f"at {slot}; discard the card there")]
        if isinstance(action, nl.DiscardDrawn):
            return [Step("^Discard|Discard it")]
        if isinstance(action, nl.Decline):
            return [Step(r"No [A-Z].* \(.*\) button")]
        if isinstance(action, nl.Swap):
            top, bottom = SLOT_WORDS[action.top], SLOT_WORDS[action.bottom]
            return [Step(f"Swap your {top} card with one"),
                    Step(f"Swap your {top} and {bottom} cards")]
        if isinstance(action, nl.Burn):
            return [Step(f"Burn your {slot} card")]
        if isinstance(action, nl.TradeFrom):
            other = plan[1]
            return [Step(f"Trade your {slot} card away"),
                    Step(e(f"Trade with {colour_name(other.seat)}'s "
                           f"{SLOT_WORDS[other.slot]} card"))]
        if isinstance(action, nl.TradeWith):
            return [Step(e(f"Trade with {colour_name(action.seat)}'s {slot} card"))]
        if isinstance(action, nl.Draft):
            return [Step(f"Pass the drafted cards to the "
                         f"{'left' if action.direction == 1 else 'right'}")]
        if isinstance(action, nl.RaysPlay):
            return [Step("Take a second complete turn")]
        return [Step(e(f"Keep {the_card(action.card)};"))]  # a draft's pick

    def joins_next(self, action):
        return isinstance(action, nl.TradeFrom)  # the card given and the one taken

    def still_joined(self, after, seat, action):
        return True


# the shortest match each game's setup offers
MATCHES = {
    "peek-and-run": (["human", "normal"], {"match": "rounds", "rounds": 1}, PeekAndRunWords),
    "serpent": (["human", "normal"], {}, SerpentWords),
    "precognition": (["human", "normal"], {}, PrecognitionWords),
    "procession": (["human", "normal"], {"n": 5}, ProcessionWords),
    "peeper": (["human", "normal"], {"game_end": "hands"}, PeeperWords),
    "no-lookie": (["human", "normal", "normal"], {}, NoLookieWords),
}


def blind_match(make_app, tmp_path, game_id: str, seed: int = 3) -> BlindPlayer:
    spoken = tmp_path / "spoken.txt"
    app = make_app(speak_to=str(spoken))
    app.prefs.ai_pace = "instant"
    app.prefs.animation_speed = "instant"
    app.prefs.reaction_seconds = 30.0  # time to go round a call box's two buttons
    seats, options, words = MATCHES[game_id]
    table = app.screens.table(game_id, seats, seed, dict(options))
    app.stack.push(table)
    player = BlindPlayer(app, table, Ears(app, spoken), words(), seed)
    player.play_match()
    return player


@pytest.mark.parametrize("game_id", sorted(MATCHES))
def test_a_whole_match_is_played_by_ear(make_app, tmp_path, game_id):
    player = blind_match(make_app, tmp_path, game_id)
    assert player.problems == []
    assert player.table.session.state.is_over and player.decisions > 0
    assert all(answer for answer in player.answers)  # Ask always answered
