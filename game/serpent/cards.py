"""The standard 52-card deck Serpent is played with.  Aces are rank 1; in runs they
sit both below the 2 and above the king (rules/serpent.md, "Scoring")."""

from __future__ import annotations

from dataclasses import dataclass

SUITS = "♠♥♦♣"
SUIT_LETTERS = "SHDC"
RANK_NAMES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_ALIASES = {"T": 10, "1": 1}


@dataclass(frozen=True, order=True)
class Card:
    rank: int  # 1 (ace) .. 13 (king)
    suit: str  # one of SUITS

    def __str__(self) -> str:
        return f"{RANK_NAMES[self.rank]}{self.suit}"

    def follows(self, lead: Card) -> bool:
        """True if this card answers `lead` by suit or by rank."""
        return self.suit == lead.suit or self.rank == lead.rank

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read "Q♠", "QS", "10h" or "TH"."""
        text = text.strip().upper()
        if len(text) < 2:
            raise ValueError(f"{text!r} is not a card")
        rank_text, suit_text = text[:-1], text[-1]
        if suit_text in SUIT_LETTERS:
            suit = SUITS[SUIT_LETTERS.index(suit_text)]
        elif suit_text in SUITS:
            suit = suit_text
        else:
            raise ValueError(f"{text!r} has no suit (S, H, D, C)")
        if rank_text in RANK_NAMES[1:]:
            rank = RANK_NAMES.index(rank_text)
        elif rank_text in _RANK_ALIASES:
            rank = _RANK_ALIASES[rank_text]
        else:
            raise ValueError(f"{text!r} has no rank (A, 2..10, J, Q, K)")
        return cls(rank, suit)


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14))


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards from space-separated text: "9S 4S 5S"."""
    return tuple(Card.parse(word) for word in text.split())


def as_card(card) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)
