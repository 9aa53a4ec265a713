// Proves what a declared call adds to the request: the declaration's method and path with its
// parameters, the prefix taken off, the answer parsed by the declared schema, the key header.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@khela/contract';
import { ApiError } from './api-error';
import { createCallClient } from './declared-call';
import { answer } from './testing/fetch-answer';
import { createApiClient } from './request';

const cancelBet = defineCall({
  method: 'POST',
  path: '/api/exchange/bets/:id/cancel',
  auth: 'player',
  answer: z.object({ status: z.literal('cancelled') }),
  idempotent: true,
});

const operatorNote = defineCall({
  method: 'PUT',
  path: '/admin-api/players/:id/note',
  auth: 'operator',
  answer: z.object({ saved: z.boolean() }),
  idempotent: false,
});

describe('createCallClient', () => {
  it('sends the declared method to the path with its parameters and the Idempotency-Key', async () => {
    const sent = answer(200, { status: 'cancelled', extra: 'dropped' });
    const call = createCallClient(createApiClient({ token: () => 'player-1' }));
    const result = await call(cancelBet, {
      params: { id: 'a/b' },
      body: {},
      idempotencyKey: 'key-1',
      headers: { 'X-Other': 'kept' },
    });
    expect(result).toEqual({ status: 'cancelled' });
    expect(sent[0]?.url).toBe('/api/exchange/bets/a%2Fb/cancel');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toMatchObject({ 'Idempotency-Key': 'key-1', 'X-Other': 'kept' });
  });

  it('fails an answer the declared schema refuses', async () => {
    answer(200, { status: 'open' });
    const call = createCallClient(createApiClient({ token: () => undefined }));
    const failure = await call(cancelBet, { params: { id: 1 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'general.answerUnreadable' });
  });

  it('takes off the prefix the request puts back, and refuses a call of another prefix', async () => {
    const sent = answer(200, { saved: true });
    const request = createApiClient({ prefix: '/admin-api', token: () => 'operator-1' });
    const call = createCallClient(request, '/admin-api');
    await call(operatorNote, { params: { id: 7 }, body: { note: 'x' } });
    expect(sent[0]?.url).toBe('/admin-api/players/7/note');
    expect(sent[0]?.init.method).toBe('PUT');
    await expect(call(cancelBet, { params: { id: 1 } })).rejects.toThrow(
      /is not a call of \/admin-api/,
    );
    expect(sent).toHaveLength(1);
  });

  it('sends no Idempotency-Key when none is given', async () => {
    const sent = answer(200, { status: 'cancelled' });
    const call = createCallClient(createApiClient({ token: () => undefined }));
    await call(cancelBet, { params: { id: 2 } });
    expect(sent[0]?.init.headers).not.toHaveProperty('Idempotency-Key');
  });
});
