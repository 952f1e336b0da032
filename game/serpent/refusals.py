"""Why a Serpent move is refused, in players' words, from the player's View alone (its
own hand, the cards face up and the serpent so far)."""

from __future__ import annotations

from game.core import turn_refusal
from game.serpent.actions import GIFT, GIFTS, PLAY, SHOW, SHOWN, Give, Play, Show
from game.serpent.cards import RANK_NAMES, Card
from game.serpent.scoring import RESPONSES
from game.words import listing

PHASE_PROMPTS = {
    GIFT: "Choose one of your face-down cards to give the defender.",
    SHOW: "Choose one of your face-down cards to show face up.",
    PLAY: "Choose a card from your hand to play.",
}
MOVE_OF_PHASE = {GIFT: Give, SHOW: Show, PLAY: Play}
VERBS = {GIFT: "give", SHOW: "show"}
COUNT_WORDS = ("None", "One", "Two", "Three")


def refusal(view, action) -> str:
    """Why the view's seat may not make `action` now ("" if it may): the match is over,
    it is not their turn, the move is not this phase's, the card is not theirs to
    move, or a response does not follow when it could."""
    return turn_refusal(view) or _move_refusal(view, action)


def _move_refusal(view, action) -> str:
    phase = view.phase
    card = getattr(action, "card", None)
    if type(action) is not MOVE_OF_PHASE[phase] or not isinstance(card, Card):
        return PHASE_PROMPTS[phase]
    if phase == PLAY:
        return _play_refusal(view, card)
    if any(card in cards for cards in view.open_cards):
        return f"{card} is already face up: choose one of your face-down cards."
    if card not in view.hidden:
        return f"You don't hold {card} to do that."
    return ""


def _play_refusal(view, card: Card) -> str:
    hand = view.hand_cards
    if card not in hand:
        return f"You don't hold {card} to do that."
    if len(view.plays) + 1 in RESPONSES:
        lead = view.plays[-1]
        if not card.follows(lead) and any(c.follows(lead) for c in hand):
            return follow_refusal(lead, hand)
    return ""


def follow_refusal(lead: Card, hand) -> str:
    """Why a response that does not follow `lead` is refused, naming the cards in
    `hand` that do: "You must follow ♦ or 7: you hold 7♣"."""
    following = listing(c for c in hand if c.follows(lead))
    return f"You must follow {lead.suit} or {RANK_NAMES[lead.rank]}: you hold {following}."


# -- a gift or a show chosen a card at a time (the table picks three, then confirms) --

def picks_needed(view) -> int:
    """How many cards the director still gives (or shows) this hand."""
    if view.phase == GIFT:
        return GIFTS - len(view.gifts)
    return SHOWN - len(view.open_cards[view.director])


def pick_refusal(view, picked, card: Card) -> str:
    """Why `card` may not be picked next to give (or show), with `picked` chosen so far
    ("" if it may): the rules' refusal of giving it, or enough are chosen already
    ("Three are chosen: take one back first, or give them.")."""
    if view.phase not in VERBS:
        return turn_refusal(view) or PHASE_PROMPTS[view.phase]
    why = refusal(view, MOVE_OF_PHASE[view.phase](card))
    if why or len(picked) < picks_needed(view):
        return why
    count = COUNT_WORDS[len(picked)] if len(picked) < len(COUNT_WORDS) else str(len(picked))
    chosen = "is chosen" if len(picked) == 1 else "are chosen"
    return f"{count} {chosen}: take one back first, or {VERBS[view.phase]} them."


def picks_refusal(view, picked) -> str:
    """Why the `picked` cards may not be given (or shown) now ("" if they may): each
    must be the director's to give, and as many as are still owed
    ("Choose 3 cards to give: 1 chosen so far.")."""
    if view.phase not in VERBS:
        return turn_refusal(view) or PHASE_PROMPTS[view.phase]
    for card in picked:
        why = refusal(view, MOVE_OF_PHASE[view.phase](card))
        if why:
            return why
    needed = picks_needed(view)
    if len(picked) != needed:
        return (f"Choose {needed} cards to {VERBS[view.phase]}: "
                f"{len(picked)} chosen so far.")
    return ""
