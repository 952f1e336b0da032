"""Hard's reading of the opponent's kept cards in Peek and Run (game/peek_and_run/belief.py)."""

import random

from game.peek_and_run.ai import PeekAndRunAgent
from game.peek_and_run.belief import DOUBT, KeptCards, kind
from game.peek_and_run.view import determinize, view_of
from tests.game.test_peek_and_run import GAME, own, start

STOCK = ["R4", "B5", "R5", "B3", "R7", "B8"]


def _decide(state, belief, text):
    """Seat 0 plays the move written `text`, telling the belief as Hard would."""
    view = state.view(0)
    belief.determinizer(view)
    (action,) = [a for a in state.legal_actions(0) if str(a) == text]
    belief.record(view, action)
    state.apply(0, action)


def _normal_turn(state, seat):
    normal, rng = PeekAndRunAgent(), random.Random(0)
    played = []
    while state.current == seat and not state.is_over:
        action = normal.choose(state.view(seat), state.legal_actions(seat), rng)
        played.append(str(action))
        state.apply(seat, action)
    return played


def _read_after_a_normal_turn(opponent_hand):
    """Seat 0 opens with B2 and B7 and ends its turn; seat 1, who owns 8, 9 and 10 of
    the second row, answers as Normal.  Returns the state and seat 0's reading."""
    state = start([["B2", "B7", "R3"], opponent_hand], stock=STOCK, dealer=1)
    own(state, 1, 8, 9, 10)  # 7 (1 x 7) or 12 (6 x 2) would complete a line of four
    belief = KeptCards()
    for text in ("B2L", "B7R14", "end turn"):
        _decide(state, belief, text)
    _normal_turn(state, 1)
    belief.determinizer(state.view(0))
    return state, belief


def test_cards_that_would_have_completed_the_opponents_line_are_read_as_unlikely():
    state, belief = _read_after_a_normal_turn(["R9", "B9", "R8"])
    reading = belief.reading
    assert reading is not None and reading.kept == 1  # Normal played B9 and R8
    likely = [guess for guess, weight in reading.candidates if weight == 1.0]
    doubtful = [guess for guess, weight in reading.candidates if weight == DOUBT]
    ranks = lambda guess: {rank for _, rank in guess}
    assert likely and all(not ranks(g) & {1, 6} for g in likely)
    assert any(ranks(g) & {1, 6} for g in doubtful)
    true_kept = (kind(state.hands[1][0]),)
    assert true_kept in likely


def test_guessed_deals_draw_the_kept_cards_by_their_reading():
    state, belief = _read_after_a_normal_turn(["R9", "B9", "R8"])
    view = state.view(0)
    deal = belief.determinizer(view)
    rng = random.Random(5)
    finishing = 0
    for _ in range(400):
        guess = deal(view, rng)
        finishing += guess.hands[1][0].rank in (1, 6)
    # A uniform guess keeps a 1 or a 6 more than a quarter of the time.
    uniform = sum(determinize(view, rng).hands[1][0].rank in (1, 6) for _ in range(400))
    assert uniform > 80 and finishing < 30


def test_nothing_is_read_at_a_hands_first_turn_or_at_a_bigger_table():
    state = start([["B2", "B7", "R3"], ["R9", "B9", "R8"]], stock=STOCK, dealer=1)
    belief = KeptCards()
    assert belief.determinizer(state.view(0)) is None
    three = start([["B2", "B7", "R3"], ["R9", "B9", "R8"], ["R1", "B1", "R2"]],
                  stock=STOCK, dealer=2, seats=3)
    belief = KeptCards()
    for text in ("B2L", "B7R14", "end turn"):
        _decide(three, belief, text)
    _normal_turn(three, 1)
    _normal_turn(three, 2)
    assert belief.determinizer(three.view(0)) is None and belief.reading is None


def test_a_memory_from_another_match_is_not_read():
    state, _ = _read_after_a_normal_turn(["R9", "B9", "R8"])
    belief = KeptCards()
    belief.record(state.view(0), state.legal_actions(0)[0])
    other = GAME.start(2, {}, seed=3)
    while other.current != 0 or other.moves:
        seat = other.current
        other.apply(seat, PeekAndRunAgent().choose(other.view(seat), other.legal_actions(seat),
                                                   random.Random(0)))
    belief.determinizer(other.view(0))
    assert belief.reading is None or all(w == DOUBT for _, w in belief.reading.candidates)


def test_guessed_deals_agree_with_the_view_and_read_normal_right_over_whole_matches():
    """Seat 0 is told its own moves (Normal's) as Hard would be; at every decision its
    guessed deals must show exactly its view, and an opponent who is Normal must
    almost always be read right (a tie Normal breaks by the order of its hand, which
    nobody else can see, may mislead a reading)."""
    readings = right = 0
    for seed in range(3):
        state = GAME.start(2, {}, seed=seed)
        belief, normal, rng = KeptCards(), PeekAndRunAgent(), random.Random(seed)
        while not state.is_over:
            seat = state.to_act()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            if seat == 0:
                deal = belief.determinizer(view) or determinize
                for _ in range(3):
                    assert view_of(deal(view, rng), 0) == view
                reading = belief.reading
                if reading is not None and view.phase == "play" and view.moves == 0:
                    readings += 1
                    hidden = [c for c, shown in zip(state.hands[1], view.hands[1])
                              if shown is None][:reading.kept - len(reading.fixed)]
                    true_kept = tuple(sorted(map(kind, hidden)))
                    right += (true_kept, 1.0) in reading.candidates
            action = normal.choose(view, legal, rng)
            if seat == 0:
                belief.record(view, action)
            state.apply(seat, action)
    assert readings >= 20 and right >= 0.9 * readings
