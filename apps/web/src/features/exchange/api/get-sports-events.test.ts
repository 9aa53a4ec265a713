/** Sports events come from the exchange host the server names, without the player's token there. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generalFixture, mockFetch } from '../../../testing/mock-fetch';
import { writeStorage, storageKeys } from '../../../shared/storage';
import { sportsEventsQueryOptions } from './get-sports-events';

const event = {
  MarketId: '1.1',
  EventId: 'e1',
  Event: 'Dhaka v Sylhet',
  OpenDate: '2026-11-23T10:00:00.000Z',
  Fancy: false,
  Bookmaker: true,
  InPlay: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('sports events', () => {
  it('are read from this site with the session when no exchange host is configured', async () => {
    writeStorage(storageKeys.token, 'member-token');
    const { requests } = mockFetch({
      'GET /api/general': { body: generalFixture },
      'GET /api/sports-events/cricket': { body: [event] },
    });
    const events = await new QueryClient().fetchQuery(sportsEventsQueryOptions('cricket'));
    expect(events.map((item) => item.EventId)).toEqual(['e1']);
    const call = requests.find((request) => request.url.pathname === '/api/sports-events/cricket');
    expect(call?.url.origin).toBe('http://localhost');
    expect(call?.headers.get('authorization')).toBe('Bearer member-token');
  });

  it('go to the configured exchange host, carrying no token there', async () => {
    writeStorage(storageKeys.token, 'member-token');
    const { requests } = mockFetch({
      'GET /api/general': { body: { ...generalFixture, exchange_host: 'https://ex.example' } },
      'GET /api/sports-events/soccer': { body: [event] },
    });
    await new QueryClient().fetchQuery(sportsEventsQueryOptions('soccer'));
    const call = requests.find((request) => request.url.pathname === '/api/sports-events/soccer');
    expect(call?.url.origin).toBe('https://ex.example');
    expect(call?.headers.get('authorization')).toBeNull();
  });
});
