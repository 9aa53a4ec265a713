// The header's figures are read again when a market of the open event settles, is suspended or
// reopens; a price moving alone does not change the signature.
import type { ExchangeEventImage, FancyMarket } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { tradingSignature } from './trading-signature';

function image(change: { suspended?: 0 | 1; fancy?: string[]; price?: number } = {}) {
  const fancy = Object.fromEntries(
    (change.fancy ?? ['f1']).map((id): [string, FancyMarket] => [
      id,
      {
        title: id,
        type: 2,
        suspended: 0,
        ball_running: 0,
        no: 30,
        no_rate: 100,
        yes: 31,
        yes_rate: 100,
      },
    ]),
  );
  return {
    event_id: 'e1',
    clock: 1,
    score: null,
    match_odds: [
      {
        marketId: '1.1',
        inplay: true,
        suspended: change.suspended ?? 0,
        ball_running: 0,
        runners: [
          {
            selectionId: 1,
            SelectionName: 'Dhaka',
            suspended: 0,
            ex: { availableToBack: [{ price: change.price ?? 2, size: 10 }], availableToLay: [] },
          },
        ],
      },
    ],
    event: { data: { items: { e1: { fancy2: fancy, bookmaker: {} } } } },
  } satisfies ExchangeEventImage;
}

describe('trading signature', () => {
  it('changes with a suspension or a settled Fancy line, not with a price', () => {
    const base = tradingSignature(image());
    expect(tradingSignature(image({ price: 2.5 }))).toBe(base);
    expect(tradingSignature(image({ suspended: 1 }))).not.toBe(base);
    expect(tradingSignature(image({ fancy: [] }))).not.toBe(base);
  });
});
