import { describe, expect, it } from 'vitest';
import { cardsOf } from './testing/cards.js';
import { takaToPaisa } from '@khela/contract';
import {
  pokerHandOf,
  VIDEO_POKER_RTP,
  videoPokerCardsFromSeeds,
  videoPokerDraw,
  videoPokerOptimalRtp,
  videoPokerPayoutPaisa,
} from './video-poker.js';

const cards = cardsOf;

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'poker', nonce: 7 };

describe('Jacks or Better', () => {
  it.each([
    ['Tc Jc Qc Kc Ac', 'royal-flush'],
    ['9d Td Jd Qd Kd', 'straight-flush'],
    ['Ah 2h 3h 4h 5h', 'straight-flush'],
    ['7c 7d 7h 7s 2c', 'four-of-a-kind'],
    ['Kc Kd Kh 4s 4c', 'full-house'],
    ['2s 5s 9s Js Ks', 'flush'],
    ['Tc Jd Qh Ks Ac', 'straight'],
    ['Ac 2d 3h 4s 5c', 'straight'],
    ['Qc Kd Ah 2s 3c', 'nothing'],
    ['5c 5d 5h Ks 2c', 'three-of-a-kind'],
    ['3c 3d 9h 9s Kc', 'two-pair'],
    ['Jc Jd 2h 5s 8c', 'jacks-or-better'],
    ['Ac Ad 2h 5s 8c', 'jacks-or-better'],
    ['Tc Td 2h 5s 8c', 'nothing'],
    ['2c 4d 6h 8s Tc', 'nothing'],
  ])('%s is %s', (hand, name) => {
    expect(pokerHandOf(cards(hand))).toBe(name);
  });

  it('pays the 9/6 table in times the stake, the stake back on jacks or better', () => {
    const stake = takaToPaisa(10);
    expect(videoPokerPayoutPaisa(stake, 'royal-flush')).toBe(takaToPaisa(8000));
    expect(videoPokerPayoutPaisa(stake, 'full-house')).toBe(takaToPaisa(90));
    expect(videoPokerPayoutPaisa(stake, 'flush')).toBe(takaToPaisa(60));
    expect(videoPokerPayoutPaisa(stake, 'jacks-or-better')).toBe(stake);
    expect(videoPokerPayoutPaisa(stake, 'nothing')).toBe(0);
  });

  it('deals ten different cards from the seeds, the same every time', () => {
    const shuffled = videoPokerCardsFromSeeds(seeds);
    expect(shuffled).toHaveLength(10);
    expect(new Set(shuffled).size).toBe(10);
    expect(videoPokerCardsFromSeeds(seeds)).toEqual(shuffled);
    expect(videoPokerCardsFromSeeds({ ...seeds, nonce: 8 })).not.toEqual(shuffled);
  });

  it('replaces the cards not held by the next cards, in order', () => {
    const shuffled = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(videoPokerDraw(shuffled, [true, false, true, false, false])).toEqual([0, 5, 2, 6, 7]);
    expect(videoPokerDraw(shuffled, [true, true, true, true, true])).toEqual([0, 1, 2, 3, 4]);
    expect(videoPokerDraw(shuffled, [false, false, false, false, false])).toEqual([5, 6, 7, 8, 9]);
    expect(() => videoPokerDraw(shuffled, [true])).toThrow(RangeError);
  });

  it('returns 99.54 % with the best hold on every one of the 2,598,960 deals', () => {
    const { numerator, denominator } = videoPokerOptimalRtp();
    const rtp = Number((numerator * 10n ** 12n) / denominator) / 1e12;
    // The published return of full-pay 9/6 Jacks or Better is 99.5439 %.
    expect(rtp).toBeCloseTo(0.995439, 6);
    expect(VIDEO_POKER_RTP).toBeCloseTo(rtp, 6);
  }, 120_000);
});
