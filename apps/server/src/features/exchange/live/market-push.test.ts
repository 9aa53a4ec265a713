/**
 * The exchange's live pictures: a bet through the API publishes the event's whole picture on its
 * channel (the new book included), changes made during a push share the next one, and the stream
 * call refuses visitors and unknown events.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeEventImageSchema, exchangeMessages, exchangeStreamEvents } from '@khela/contract';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { bearer } from '../../../testing/players.js';
import { exchangeEventChannel, pushEventImage } from './market-push.js';
import { refusalBody } from '../../../testing/refusal.js';
import { addMatchOdds } from '../../../testing/exchange-markets.js';
import { getAs } from '../../../testing/requests.js';
import { postWithKey } from '../../../testing/keyed-calls.js';

const harness = testAppPerFile();
beforeAll(async () => {
  await addMatchOdds(harness, {
    eventId: 'push-1',
    eventName: 'Khulna v Rajshahi',
    marketId: '1.push',
  });
});

describe(`exchange live pictures on ${testDialect}`, () => {
  it('publishes the event’s picture, with the new book, when a bet is placed', async () => {
    const messages: string[] = [];
    const unsubscribe = await harness.context.pubsub.subscribe(
      exchangeEventChannel('push-1'),
      (message) => messages.push(message),
    );
    const player = await casinoPlayer(harness, 500);
    const placed = await postWithKey(
      harness,
      player.token,
      '/api/exchange/bets',
      { market_id: '1.push', selection_id: 2, side: 'back', odds: 3.5, stake: 40 },
      'push-bet',
    );
    expect(placed.statusCode, placed.body).toBe(200);
    await expect.poll(() => messages.length).toBeGreaterThan(0);
    await unsubscribe();
    const envelope = JSON.parse(messages.at(-1)!) as { event: string; data: unknown };
    expect(envelope.event).toBe(exchangeStreamEvents.update);
    const image = exchangeEventImageSchema.parse(envelope.data);
    expect(image.event_id).toBe('push-1');
    expect(image.match_odds[0]?.runners[1]?.ex.availableToLay).toEqual([{ price: 3.5, size: 40 }]);
    expect(image.event.data.items['push-1']).toEqual({ fancy2: {}, bookmaker: {} });
  });

  it('makes one more picture for all the changes made while one is being pushed', async () => {
    const messages: string[] = [];
    const unsubscribe = await harness.context.pubsub.subscribe(
      exchangeEventChannel('push-1'),
      (message) => messages.push(message),
    );
    // Five changes at once: the first push starts, the other four share the one after it.
    await Promise.all(Array.from({ length: 5 }, () => pushEventImage(harness.context, 'push-1')));
    await expect.poll(() => messages.length).toBe(2);
    await pushEventImage(harness.context, 'push-1');
    await expect.poll(() => messages.length).toBe(3);
    await unsubscribe();
  });

  it('answers concurrent bets after a picture showing each of them was pushed', async () => {
    const messages: string[] = [];
    const unsubscribe = await harness.context.pubsub.subscribe(
      exchangeEventChannel('push-1'),
      (message) => messages.push(message),
    );
    const players = await Promise.all(Array.from({ length: 8 }, () => casinoPlayer(harness, 500)));
    const answers = await Promise.all(
      players.map((player, index) =>
        harness.app.inject({
          method: 'POST',
          url: '/api/exchange/bets',
          headers: { ...bearer(player.token), 'idempotency-key': `push-many-${index}` },
          payload: { market_id: '1.push', selection_id: 1, side: 'back', odds: 4, stake: 10 },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await expect.poll(() => messages.length).toBeGreaterThan(0);
    await unsubscribe();
    const last = exchangeEventImageSchema.parse(
      (JSON.parse(messages.at(-1)!) as { data: unknown }).data,
    );
    expect(last.match_odds[0]?.runners[0]?.ex.availableToLay).toEqual([{ price: 4, size: 80 }]);
  });

  it('refuses the stream to visitors and for unknown events', async () => {
    const visitor = await harness.app.inject({ method: 'GET', url: '/api/exchange/stream/push-1' });
    expect(visitor.statusCode).toBe(401);
    const player = await casinoPlayer(harness, 0);
    const unknown = await getAs(harness, player.token, '/api/exchange/stream/none');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      refusalBody(exchangeMessages.eventNotFound),
    ]);
  });
});
