import type { BlackjackAction, Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  blackjackAct,
  blackjackAllowed,
  blackjackCardsFromSeeds,
  blackjackPayoutPaisa,
  BlackjackRefusal,
  blackjackReplay,
  blackjackStakedPaisa,
  blackjackStart,
  cardStream,
  handTotal,
  isBlackjackOver,
  type CardAt,
} from './blackjack.js';
import {
  BLACKJACK_RTP,
  basicStrategyAction,
  blackjackBasicStrategyRtp,
} from './blackjack-strategy.js';
import { cardsOf } from './testing/cards.js';
import { SeededRandom } from './testing/seeded-random.js';

const STAKE = 1000 as Paisa;

/** A stream dealing these cards in order: player, dealer, player, then the rest. */
function dealt(text: string): CardAt {
  const cards = cardsOf(text);
  return (index) => {
    const card = cards[index];
    if (card === undefined) throw new Error(`card ${index} was not set`);
    return card;
  };
}

function play(text: string, actions: BlackjackAction[]) {
  return blackjackReplay(STAKE, dealt(text), actions);
}

describe('Blackjack', () => {
  it('counts an ace as 11 where that does not bust', () => {
    expect(handTotal(cardsOf('As 6h'))).toEqual({ total: 17, soft: true });
    expect(handTotal(cardsOf('As 6h Td'))).toEqual({ total: 17, soft: false });
    expect(handTotal(cardsOf('As Ad 9h'))).toEqual({ total: 21, soft: true });
  });

  it('pays a blackjack 3 to 2 at once, and only pushes against a dealer blackjack', () => {
    const won = play('As 9d Kh 5c', []);
    expect(isBlackjackOver(won)).toBe(true);
    expect(blackjackPayoutPaisa(won)).toBe(2500);
    expect(blackjackPayoutPaisa(play('As Ad Kh Kc', []))).toBe(1000);
  });

  it('stands the dealer on a soft 17 and pays a win 1 to 1', () => {
    const round = play('Ts 6d 9h As 5c', ['stand']);
    expect(round.dealer).toEqual(cardsOf('6d As'));
    expect(blackjackPayoutPaisa(round)).toBe(2000);
  });

  it('doubles for one card, and takes only the original stake against a dealer blackjack', () => {
    const round = play('5s As 6h 9d Kc', ['double']);
    expect(round.hands[0]?.cards).toEqual(cardsOf('5s 6h 9d'));
    expect(blackjackStakedPaisa(round)).toBe(2000);
    // The dealer's ace and king: the doubled half comes back.
    expect(blackjackPayoutPaisa(round)).toBe(1000);
  });

  it('splits a pair once, one card each for aces, and settles each hand', () => {
    const aces = play('As 9d Ah Kc 5d Td 8c', ['split']);
    expect(aces.hands.map((hand) => hand.cards)).toEqual([cardsOf('As Kc'), cardsOf('Ah 5d')]);
    expect(isBlackjackOver(aces)).toBe(true);
    // 21 after a split is not a blackjack: it wins 1 to 1 against 19; 16 loses.
    expect(blackjackPayoutPaisa(aces)).toBe(2000);
    const eights = play('8s 6d 8h 3c Td 2s 9h Kh', ['split', 'double', 'stand']);
    expect(eights.hands.map((hand) => hand.stakePaisa)).toEqual([2000, 1000]);
    expect(blackjackAllowed(blackjackStart(STAKE, dealt('8s 6d 8h')))).toContain('split');
  });

  it('sells insurance only as the first move against an ace, paying 2 to 1 on a dealer blackjack', () => {
    const start = blackjackStart(STAKE, dealt('Ts As 9h'));
    expect(blackjackAllowed(start)).toEqual(['hit', 'stand', 'double', 'insurance']);
    const insured = play('Ts As 9h Kd', ['insurance', 'stand']);
    expect(blackjackStakedPaisa(insured)).toBe(1500);
    expect(blackjackPayoutPaisa(insured)).toBe(1500);
    expect(() => play('Ts As 9h Kd', ['stand', 'insurance'])).toThrow(BlackjackRefusal);
    expect(() => play('Ts 9s 9h Kd', ['split'])).toThrow(BlackjackRefusal);
  });

  it('reads the same round from the seeds every time', () => {
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'table', nonce: 2 };
    const again = blackjackReplay(STAKE, blackjackCardsFromSeeds(seeds), ['hit']);
    const round = blackjackAct(
      blackjackStart(STAKE, blackjackCardsFromSeeds(seeds)),
      'hit',
      blackjackCardsFromSeeds(seeds),
    );
    expect(again).toEqual(round);
  });
});

describe('Blackjack RTP with basic strategy', () => {
  const exact = blackjackBasicStrategyRtp();

  it('is worked out exactly over every deal from the endless shoe', () => {
    expect(exact.rtp).toBeCloseTo(BLACKJACK_RTP.rtp, 9);
    expect(exact.stakedPerRound).toBeCloseTo(BLACKJACK_RTP.stakedPerRound, 9);
  });

  it('holds over a million rounds played by the engine, within 4 standard errors', () => {
    const random = new SeededRandom(21);
    const rounds = 1_000_000;
    let sum = 0;
    let squares = 0;
    let staked = 0;
    for (let round = 0; round < rounds; round += 1) {
      const cardAt = cardStream(random);
      let state = blackjackStart(STAKE, cardAt);
      while (!isBlackjackOver(state))
        state = blackjackAct(state, basicStrategyAction(state), cardAt);
      // The return per original stake: one stake back plus the round's net result.
      const placed = blackjackStakedPaisa(state);
      const returned = 1 + (blackjackPayoutPaisa(state) - placed) / STAKE;
      sum += returned;
      squares += returned * returned;
      staked += placed / STAKE;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - exact.rtp)).toBeLessThan(4 * standardError);
    expect(Math.abs(staked / rounds - exact.stakedPerRound)).toBeLessThan(0.005);
  }, 120_000);
});
