// Proves the exchange helpers and inputs: fancy tabs 1 to 6 with All, Ball Running over Suspend,
// the live-score address taken from the board page, sport names, and the event answer's shape.
import { describe, it, expect } from 'vitest';
import {
  eventResponseSchema,
  exchangeMessages,
  extractLiveScoreFrameUrl,
  fancyTabs,
  isInFancyTab,
  marketRowOverlay,
  sportsEventsParamsSchema,
} from './exchange.js';
import { firstMessage } from './testing/issues.js';

describe('fancy tabs', () => {
  it('are types 1 to 6, and All shows every market', () => {
    expect(fancyTabs.map((tab) => tab.type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fancyTabs.map((tab) => tab.label)).toEqual([
      'All',
      'Fancy',
      'Ball by Ball',
      'Khadda',
      'Lottery',
      'Odd/Even',
    ]);
    expect(isInFancyTab({ type: 3 }, 1)).toBe(true);
    expect(isInFancyTab({ type: 3 }, 3)).toBe(true);
    expect(isInFancyTab({ type: 3 }, 6)).toBe(false);
  });
});

describe('market row overlay', () => {
  it("shows 'Ball Running' first, then 'Suspend'", () => {
    expect(marketRowOverlay({ suspended: 1, ball_running: 1 })).toBe('Ball Running');
    expect(marketRowOverlay({ suspended: 1, ball_running: 0 })).toBe('Suspend');
    expect(marketRowOverlay({ suspended: 0, ball_running: 0 })).toBeNull();
    expect(exchangeMessages.noFancyBets).toBe('No fancy bets available');
  });
});

describe('live score', () => {
  it('takes the iframe address, else the first web address', () => {
    expect(
      extractLiveScoreFrameUrl(
        '<div><iframe width="100%" src="https://score.example/e/1"></iframe>',
      ),
    ).toBe('https://score.example/e/1');
    expect(extractLiveScoreFrameUrl('see https://score.example/e/2 now')).toBe(
      'https://score.example/e/2',
    );
    expect(extractLiveScoreFrameUrl('no score')).toBeUndefined();
  });
});

describe('sports events', () => {
  it('accepts cricket, soccer and tennis only', () => {
    expect(sportsEventsParamsSchema.parse({ sport: 'Cricket' })).toEqual({ sport: 'cricket' });
    expect(firstMessage(sportsEventsParamsSchema, { sport: 'rugby' })).toBe(
      'Please choose cricket, soccer or tennis.',
    );
  });
});

describe('event answer', () => {
  it('keys the event by id with fancy2 and bookmaker maps', () => {
    const answer = eventResponseSchema.parse({
      data: {
        items: {
          '3301': {
            fancy2: {
              f1: {
                title: '6 over runs',
                type: 2,
                suspended: 0,
                ball_running: 1,
                no: 45,
                no_rate: 100,
                yes: 46,
                yes_rate: 100,
              },
            },
            bookmaker: {
              b1: {
                runners: [
                  { runner: 'Dhaka', backPrice: 1.9, layPrice: 2, suspended: 0, ball_running: 0 },
                ],
              },
            },
          },
        },
      },
    });
    expect(answer.data.items['3301']?.fancy2['f1']?.ball_running).toBe(1);
    expect(
      eventResponseSchema.safeParse({
        data: {
          items: { '1': { fancy2: { f: { title: 'x', type: 2, suspended: 2 } }, bookmaker: {} } },
        },
      }).success,
    ).toBe(false);
  });
});
