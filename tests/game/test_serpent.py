"""Serpent's rules: the deal, the gift and the show, following, the serpentine,
director-only scoring, the eight hands and the tie-break, views and determinize."""

import pickle
import random

import pytest

from game.core import HandEnded, IllegalAction, MatchEnded
from game.serpent import GAME
from game.serpent.actions import GIFT, PLAY, SHOW, Give, Play
from game.serpent.cards import DECK, Card, parse_cards
from game.serpent.determinize import determinize
from game.serpent.events import CardPlayed, HandDealt, HandScored
from game.serpent.scoring import player_of, score
from tests.game.conformance import random_playthrough
from tests.game.serpent_helpers import FOLLOW_DECK, act, ready_to_play, start


def texts(state, seat):
    return sorted(str(a) for a in state.legal_actions(seat))


def test_director_deals_three_to_defender_and_nine_to_self():
    state = start(FOLLOW_DECK)
    assert set(state.view(1).hidden) == set(parse_cards("2C 7D 9D"))
    assert set(state.view(0).hidden) == set(parse_cards(FOLLOW_DECK)[3:])
    assert state.to_act() == (0,) and state.phase == GIFT


def test_gift_is_chosen_one_card_at_a_time_and_lands_face_up_with_defender():
    state = start(FOLLOW_DECK)
    assert len(state.legal_actions(0)) == 9
    act(state, 0, "give A♠")
    assert state.view(1).open_cards[1] == (Card.parse("AS"),)
    assert len(state.legal_actions(0)) == 8
    act(state, 0, "give K♠")
    act(state, 0, "give Q♠")
    assert state.phase == SHOW
    assert state.view(1).gifts == parse_cards("AS KS QS")


def test_show_leaves_six_cards_each_three_hidden_three_open():
    state = ready_to_play()
    view = state.view(None)
    assert state.phase == PLAY
    assert view.hidden_counts == (3, 3)
    assert view.open_cards == (parse_cards("JS 10S 9S"), parse_cards("AS KS QS"))


def test_plays_alternate_in_the_serpentine_pattern():
    state = ready_to_play()
    seats = []
    for _ in range(12):
        seat = state.to_act()[0]
        seats.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    director_plays = [n for n, s in enumerate(seats, start=1) if s == 0]
    assert director_plays == [1, 4, 5, 8, 9, 12]


def test_leads_are_free():
    state = ready_to_play()
    assert len(state.legal_actions(0)) == 6


def test_response_without_suit_or_rank_may_be_any_card_and_reveals_a_void():
    state = ready_to_play()
    act(state, 0, "play 8♥")
    assert len(state.legal_actions(1)) == 6  # no heart, no 8
    events = act(state, 1, "play 2♣")
    assert events[0].void
    assert state.view(0).voids == ((1, "♥", 8),)


def test_response_must_follow_suit_or_rank_when_possible():
    state = ready_to_play()
    act(state, 0, "play 8♥")
    act(state, 1, "play 2♣")
    act(state, 1, "play 7♦")
    assert texts(state, 0) == ["play 7♥"]  # the only diamond or seven


def test_face_up_cards_count_for_following():
    state = ready_to_play()
    act(state, 0, "play 8♥")
    act(state, 1, "play 2♣")
    act(state, 1, "play 7♦")
    act(state, 0, "play 7♥")
    act(state, 0, "play 9♠")
    assert texts(state, 1) == ["play 9♦", "play A♠", "play K♠", "play Q♠"]


def test_refusing_a_card_that_does_not_follow_leaves_state_unchanged():
    state = ready_to_play()
    act(state, 0, "play 8♥")
    act(state, 1, "play 2♣")
    act(state, 1, "play 7♦")
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction, match="follow"):
        state.apply(0, Play(Card.parse("JS")))
    assert pickle.dumps(state) == before


def test_refusals_name_the_problem():
    state = start(FOLLOW_DECK)
    with pytest.raises(IllegalAction, match="turn"):
        state.apply(1, Play(Card.parse("2C")))
    with pytest.raises(IllegalAction, match="give"):
        state.apply(0, Play(Card.parse("AS")))
    with pytest.raises(IllegalAction, match="hold"):
        state.apply(0, Give(Card.parse("2C")))


def test_only_the_director_scores_the_finished_serpent():
    state = ready_to_play()
    events = []
    while len(state.plays) < 12 and state.hand == 1:
        seat = state.to_act()[0]
        events += state.apply(seat, state.legal_actions(seat)[0])
    scored = next(e for e in events if isinstance(e, HandScored))
    ended = next(e for e in events if isinstance(e, HandEnded))
    assert scored.director == 0
    assert ended.points == (scored.points, 0)
    assert state.scores == [scored.points, 0]


def test_roles_alternate_and_the_deck_is_full_again_each_hand():
    state = ready_to_play()
    events = play_out_hand(state)
    assert state.hand == 2 and state.director == 1
    dealt = next(e for e in events if isinstance(e, HandDealt))
    assert len(dealt.defender_cards) == 3 and len(dealt.director_cards) == 9


def play_out_hand(state):
    hand, events = state.hand, []
    while state.hand == hand and not state.is_over:
        seat = state.to_act()[0]
        events += state.apply(seat, state.legal_actions(seat)[0])
    return events


def test_match_is_eight_hands_four_each_as_director():
    state = GAME.start(2, {}, seed=5)
    directors = []
    while not state.is_over:
        directors.append(state.director)
        play_out_hand(state)
    assert len(state.hand_points) == 8
    assert [d for d, _ in state.hand_points].count(0) == 4
    assert directors == [d for d, _ in state.hand_points]


def test_first_director_is_drawn_by_the_seeded_rng():
    firsts = {seed: GAME.start(2, {}, seed).director for seed in range(20)}
    assert set(firsts.values()) == {0, 1}
    assert firsts == {seed: GAME.start(2, {}, seed).director for seed in range(20)}


def test_a_tie_after_eight_hands_adds_one_hand_each():
    state = GAME.start(2, {}, seed=2)
    while state.hand < 8:
        play_out_hand(state)
    while len(state.plays) < 11:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_act()[0]
    last = state.legal_actions(seat)[0]
    ranks = list(state.view(None).board)
    ranks[11] = last.card.rank
    director = state.director
    state.scores[1 - director] = state.scores[director] + score(tuple(ranks))
    events = state.apply(seat, last)
    assert not state.is_over and state.hands_planned == 10
    assert not any(isinstance(e, MatchEnded) for e in events)
    while not state.is_over:
        play_out_hand(state)
    assert state.hand >= 10 and state.hand % 2 == 0
    assert state.scores[0] != state.scores[1]
    assert [d for d, _ in state.hand_points[7:10]] == [director, 1 - director, director]


def test_views_hide_the_other_seats_face_down_cards():
    state = ready_to_play()
    director, defender, spectator = state.view(0), state.view(1), state.view(None)
    assert set(director.hidden) == set(parse_cards("8H 7H 6H"))
    assert set(defender.hidden) == set(parse_cards("2C 7D 9D"))
    assert spectator.hidden == ()
    assert not cards_in(director) & set(parse_cards("2C 7D 9D"))
    assert not cards_in(defender) & set(parse_cards("8H 7H 6H"))
    assert not cards_in(spectator) & set(parse_cards("2C 7D 9D 8H 7H 6H"))
    assert defender.gifts == parse_cards("AS KS QS")


def cards_in(value) -> set:
    """Every card anywhere inside a view (or any nest of tuples)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if hasattr(value, "__dataclass_fields__"):
        return cards_in(tuple(getattr(value, f) for f in value.__dataclass_fields__))
    return set()


def test_deal_event_shows_each_seat_only_its_own_cards():
    state = ready_to_play()
    dealt = play_out_hand(state)[-1]
    assert isinstance(dealt, HandDealt) and dealt.reveals_hidden
    director, defender = dealt.director, 1 - dealt.director
    assert dealt.seen_by(director).defender_cards is None
    assert dealt.seen_by(defender).director_cards is None
    assert dealt.seen_by(None) == HandDealt(dealt.hand, director, None, None)


def test_determinize_keeps_the_view_and_respects_voids():
    state = ready_to_play()
    act(state, 0, "play 8♥")
    act(state, 1, "play 2♣")  # no heart and no eight
    view = state.view(0)
    rng = random.Random(3)
    for _ in range(200):
        twin = determinize(view, rng)
        assert twin.view(0) == view
        for card in twin.hidden[1]:
            assert card.suit != "♥" and card.rank != 8


def test_determinize_for_defender_never_uses_seen_cards():
    state = ready_to_play()
    view = state.view(1)
    twin = determinize(view, random.Random(1))
    assert twin.view(1) == view
    seen = set(view.hidden) | set(view.open_cards[0]) | set(view.open_cards[1])
    assert not set(twin.hidden[0]) & seen
    assert len(twin.hidden[0]) == 3


def hand_cards_conserved(state, seat, action, events):
    if state.is_over:
        return
    cards = state.hidden[0] + state.hidden[1] + state.open[0] + state.open[1] + state.plays
    assert len(cards) == len(set(cards)) == 12
    assert all(c in DECK for c in cards)
    if state.phase == PLAY:
        for who in (0, 1):
            played = sum(1 for n in range(1, len(state.plays) + 1)
                         if player_of(n, state.director) == who)
            assert len(state.hidden[who]) + len(state.open[who]) + played == 6
    for event in events:
        if isinstance(event, CardPlayed):
            assert event.seat == seat
    total = sum(p for _, p in state.hand_points)
    assert total == sum(state.scores)


@pytest.mark.parametrize("seed", range(6))
def test_random_matches_keep_cards_scores_and_views_consistent(seed):
    state = random_playthrough(GAME, 2, seed, check_every=3, on_step=hand_cards_conserved)
    assert state.is_over and state.scores[0] != state.scores[1]
    assert state.outcome().winners == (max((0, 1), key=lambda s: state.scores[s]),)


def test_views_never_show_another_seats_hidden_cards_over_a_match():
    state = GAME.start(2, {}, seed=9)
    rng = random.Random(9)
    while not state.is_over:
        for seat in (0, 1):
            assert not cards_in(state.view(seat)) & set(state.hidden[1 - seat])
        assert not cards_in(state.view(None)) & set(state.hidden[0] + state.hidden[1])
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
