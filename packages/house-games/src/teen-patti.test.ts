import { describe, expect, it } from 'vitest';
import { cardsOf } from './testing/cards.js';
import { takaToPaisa } from '@khela/contract';
import { DECK_SIZE } from './dragon-tiger.js';
import { SeededRandom } from './testing/seeded-random.js';
import {
  TEEN_PATTI_PAYS,
  TEEN_PATTI_RTP,
  teenPattiDeal,
  teenPattiDealerCounter,
  teenPattiExactRtp,
  teenPattiHandOf,
  teenPattiPayoutPaisa,
  teenPattiWinner,
} from './teen-patti.js';

const cards = cardsOf;

const strength = (hand: string) => teenPattiHandOf(cards(hand)).strength;

describe('Teen Patti hands', () => {
  it.each([
    ['As Ah Ad', 'trail'],
    ['Qs Ks As', 'pure-sequence'],
    ['As 2s 3s', 'pure-sequence'],
    ['4h 5d 6c', 'sequence'],
    ['Ks As 2d', 'high-card'],
    ['2s 7s Js', 'colour'],
    ['9s 9h 4d', 'pair'],
    ['2s 7h Jd', 'high-card'],
  ])('%s is %s', (hand, name) => {
    expect(teenPattiHandOf(cards(hand)).hand).toBe(name);
  });

  it('orders hands as the table does', () => {
    const best = [
      '2s 2h 2d', // the lowest trail beats the best pure sequence
      'As Ks Qs',
      'As 2s 3s',
      'Ks Qs Js',
      'Ah Kd Qc', // the best sequence, then A-2-3, then K-Q-J
      'Ah 2d 3c',
      'Kh Qd Jc',
      '4h 3d 2c',
      'As Ts 8s', // colours by their cards in order
      'Ks Qs Ts',
      'Ah Ad 2c', // pairs by the pair, then the odd card
      'Kh Kd Ac',
      'Kh Kd Qc',
      'Ah Kd Jc', // high cards in order
      'Ah Qd Jc',
      '5h 3d 2c',
    ].map(strength);
    for (let index = 1; index < best.length; index += 1) {
      expect(best[index - 1]).toBeGreaterThan(best[index] as number);
    }
    expect(strength('Ks Qh 9d')).toBe(strength('Kh Qd 9c'));
    expect(teenPattiWinner({ player: cards('Ks Qh 9d'), dealer: cards('Kh Qd 9c') })).toBe('tie');
  });

  it('pays the Player bet 0.95 to 1, the stake back on a tie, and Pair Plus on the Player’s hand', () => {
    const stake = takaToPaisa(10);
    const pair = { player: cards('9s 9h 4d'), dealer: cards('As Ah Ad') };
    expect(teenPattiPayoutPaisa(stake, { bet: 'player' }, pair)).toBe(0);
    expect(teenPattiPayoutPaisa(stake, { bet: 'pair-plus' }, pair)).toBe(takaToPaisa(20));
    const trail = { player: cards('As Ah Ad'), dealer: cards('9s 9h 4d') };
    expect(teenPattiPayoutPaisa(stake, { bet: 'player' }, trail)).toBe(takaToPaisa(19.5));
    expect(teenPattiPayoutPaisa(stake, { bet: 'pair-plus' }, trail)).toBe(takaToPaisa(410));
    const tie = { player: cards('Ks Qh 9d'), dealer: cards('Kh Qd 9c') };
    expect(teenPattiPayoutPaisa(stake, { bet: 'player' }, tie)).toBe(stake);
  });

  it('deals six different cards from one deck', () => {
    const deal = teenPattiDeal(new SeededRandom(5));
    expect(new Set([...deal.player, ...deal.dealer]).size).toBe(6);
  });
});

describe('Teen Patti RTP', () => {
  const exact = teenPattiExactRtp();

  it('is exact over every deal: Player 97.50 %, Pair Plus 97.86 %', () => {
    expect(exact.player).toBeCloseTo(TEEN_PATTI_RTP.player, 9);
    expect(exact['pair-plus']).toBeCloseTo(TEEN_PATTI_RTP['pair-plus'], 9);
  });

  it('counts the Dealer hands beaten and tied as dealing each of them does, for any Player hand', () => {
    const count = teenPattiDealerCounter();
    const random = new SeededRandom(77);
    const samples = [cards('As Ah Ad'), cards('4h 3d 2c'), cards('Ks Qh 9d'), cards('2s 3h 5d')];
    for (let sample = 0; sample < 30; sample += 1) samples.push(teenPattiDeal(random).player);
    for (const player of samples) {
      expect(count(player)).toEqual(dealtOneByOne(player));
    }
  }, 30_000);

  it('holds over a million live deals within 4 standard errors', () => {
    const random = new SeededRandom(2_026_120);
    const rounds = 1_000_000;
    const sums = { player: 0, 'pair-plus': 0 };
    const squares = { player: 0, 'pair-plus': 0 };
    for (let round = 0; round < rounds; round += 1) {
      const deal = teenPattiDeal(random);
      // Each hand is named once a deal; both bets are paid from the two.
      const player = teenPattiHandOf(deal.player);
      const dealer = teenPattiHandOf(deal.dealer).strength;
      const bets = {
        player: player.strength > dealer ? 1.95 : player.strength === dealer ? 1 : 0,
        'pair-plus': player.hand === 'high-card' ? 0 : TEEN_PATTI_PAYS.pairPlus[player.hand] / 100,
      };
      for (const bet of ['player', 'pair-plus'] as const) {
        sums[bet] += bets[bet];
        squares[bet] += bets[bet] * bets[bet];
      }
    }
    for (const bet of ['player', 'pair-plus'] as const) {
      const mean = sums[bet] / rounds;
      const variance = squares[bet] / rounds - mean * mean;
      expect(Math.abs(mean - exact[bet])).toBeLessThan(4 * Math.sqrt(variance / rounds));
    }
  }, 60_000);
});

/** The Dealer hands left that the Player's hand beats and ties, dealt one by one. */
function dealtOneByOne(player: number[]): { beaten: number; tied: number } {
  const strength = teenPattiHandOf(player).strength;
  let beaten = 0;
  let tied = 0;
  for (let a = 0; a < DECK_SIZE; a += 1) {
    for (let b = a + 1; b < DECK_SIZE; b += 1) {
      for (let c = b + 1; c < DECK_SIZE; c += 1) {
        if ([a, b, c].some((card) => player.includes(card))) continue;
        const dealer = teenPattiHandOf([a, b, c]).strength;
        if (dealer < strength) beaten += 1;
        if (dealer === strength) tied += 1;
      }
    }
  }
  return { beaten, tied };
}
