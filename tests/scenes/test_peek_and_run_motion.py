"""Peek and Run's moves as they show: the hand kept as it ended, an AI's peek,
cards drawn flying in, a move taken back, a stock rebuilt."""

from dataclasses import replace

from tests.scenes.conftest import (
    go_on_from_results,
    key,
    play_until,
    run,
    top,
    watch_moves,
    words_drawn,
)
from tests.scenes.peek_and_run_drivers import after_a_lead


def test_the_hand_stays_as_it_ended_until_its_results_are_closed(quick_app):
    """The rules deal the next hand in the move that ends one: the winning line was
    lit on an empty board, its markers gone. The table now keeps the hand as the move
    left it, nobody to play, until the results are closed."""
    app = quick_app
    table = app.screens.table("peek-and-run", ["human", "normal"], 3, {})
    app.stack.push(table)
    run(app, 2)
    play_until(table, lambda: table.flow.ended_hand is not None, seed=3)
    shown, dealt = table.view, table.session.state.view(0)
    assert dealt.hands_dealt == 2 and set(dealt.board) == {None}
    assert shown.hands_dealt == 1 and shown.to_act == () and not table.my_turn()
    line = set(table.animation.glowing)  # the line of four, lit
    assert len(line) == 4 and len({shown.board[cell] for cell in line} - {None}) == 1
    assert sorted(shown.scores) == [0, 1]
    assert table.words.status_line() == "The hand is over."
    app.prefs.animation_speed = "normal"  # the next hand's deal is seen
    go_on_from_results(app)  # Next hand
    assert top(app) == "PeekAndRunTable"
    assert table.flow.ended_hand is None and table.view.hands_dealt == 2
    assert table.anim.busy and table.animation.arriving == {0: 3, 1: 3}  # the deal, card by card
    run(app, 90)
    assert not table.animation.arriving


def kinds(events) -> set[str]:
    return {type(event).__name__ for event in events}


def test_an_ai_peek_shows_its_ten_and_where_each_look_falls(make_app):
    """Blue (Normal, at the default pace) peeks first in this deal: the ten flies to
    the panel of cards seen and lies there, and every card looked at lights up with
    a sound, so that Red sees the peek happen, not only its line in the log."""
    app = make_app()
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 14, {}))
    table = app.stack.top
    drawn = words_drawn(app)
    moves = watch_moves(app, table, 1500, lambda moves: any(
        getattr(e, "bottom", False) for e in moves[-1][2]))  # the ten put under a pile
    peek = [move for move in moves if move[0] == 1]
    assert "TenShown" in kinds(peek[0][2])
    _, _, _, sounds, busy, _ = peek[0]
    assert busy and "select" in sounds  # the ten on its way
    assert "the ten" in drawn and "shown" in drawn  # in the panel of cards known
    looks = [move for move in peek if "CardPeeked" in kinds(move[2])]
    assert looks
    for _, look, _, sounds, busy, _ in looks:
        assert busy and "flip" in sounds, look


def test_drawn_cards_fly_into_the_hand_before_it_shows_them(make_app):
    """Cards drawn at a turn's end come off the stock with a sound, each to its own
    place, and the hand shows each card only once it has landed."""
    app = make_app()
    app.stack.push(app.screens.table("peek-and-run", ["human", "normal"], 14, {}))
    table = app.stack.top

    def drew(moves):
        return "CardDrawn" in kinds(moves[-1][2])
    seat, _, events, sounds, busy, parts = watch_moves(app, table, 1500, drew)[-1]
    count = sum(type(e).__name__ == "CardDrawn" for e in events)
    hand = len(table.view.hands[seat])
    name = "hand:{}" if seat == table.geometry.bottom else f"cards:{seat}:" + "{}"
    assert busy and "slide" in sounds
    assert name.format(hand - count) not in parts  # still in the air
    assert name.format(hand - count - 1) in parts or hand == count
    run(app, 90)
    assert all(name.format(i) in {p.name for p in table.still_parts()} for i in range(hand))


def test_a_move_taken_back_flashes_where_it_was_made(quick_app, monkeypatch):
    """Undo jumped the table back with nothing to say where: the card and the pile of
    the lead taken back now flash, there to be chosen again."""
    table, lead, _ = after_a_lead(quick_app)
    flashed = []
    monkeypatch.setattr(table, "flash", lambda rect, *args, **kwargs: flashed.append(rect))
    key(quick_app, "c")
    assert table.session.actions == []
    hand = [str(card) for card in table.view.my_hand]
    assert flashed == [table.targets.find(("hand", hand.index(str(lead.card)))).rect,
                       table.targets.find(("pile", lead.pile)).rect]


def test_the_ended_hand_takes_in_a_stock_rebuilt_by_the_last_move(quick_app):
    """Recapture: the discards under the two tops become the stock; the hand kept on
    show counts them there, not on the piles."""
    from game.peek_and_run.cards import DECK
    from game.peek_and_run.events import StockRebuilt
    from scenes.tables.peek_and_run.results import ended_hand
    table, lead, _ = after_a_lead(quick_app)
    before = replace(table.view, left=tuple(DECK[:3]), right=tuple(DECK[3:5]))
    shown = ended_hand(before, [StockRebuilt(3)])
    assert shown.left == (DECK[2],) and shown.right == (DECK[4],)
    assert len(shown.stock) == len(shown.stock_seen) == 3 and shown.to_act == ()


