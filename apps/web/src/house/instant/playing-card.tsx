/** A playing card from 0–51 (rank = card mod 13, ace low; suit = ⌊card ÷ 13⌋), face up or down. */
import { cardRank, cardSuit } from '@khela/house-games';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

/** "K♠", "10♥": a card as text, for words and labels. */
export function cardText(card: number): string {
  return `${RANKS[cardRank(card)] ?? ''}${SUITS[cardSuit(card)] ?? ''}`;
}

export function PlayingCard({ card, label }: { card: number | null; label: string }) {
  if (card === null) {
    return (
      <span className="playing-card playing-card--back" role="img" aria-label={label}>
        <span aria-hidden="true">?</span>
      </span>
    );
  }
  const isRed = cardSuit(card) === 1 || cardSuit(card) === 2;
  return (
    <span
      className={`playing-card${isRed ? ' playing-card--red' : ''}`}
      role="img"
      aria-label={`${label}: ${cardText(card)}`}
    >
      <span aria-hidden="true">{RANKS[cardRank(card)]}</span>
      <span aria-hidden="true" className="playing-card__suit">
        {SUITS[cardSuit(card)]}
      </span>
    </span>
  );
}
