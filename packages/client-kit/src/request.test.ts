// Proves what every app's client relies on: the prefix and token, the answer checked against its
// schema, the error body's code and field errors kept, and the end of a session reported.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, fieldErrorsOf, isNetworkError } from './api-error';
import { answer } from './testing/fetch-answer';
import { createApiClient } from './request';

describe('createApiClient', () => {
  it('puts the prefix before the path, leaves out undefined query values and sends the token', async () => {
    const sent = answer(200, { ok: true });
    const request = createApiClient({ prefix: '/admin-api', token: () => 'operator-1' });
    await request('/players', { query: { page: 2, search: undefined } });
    expect(sent[0]?.url).toBe('/admin-api/players?page=2');
    expect((sent[0]?.init.headers as Record<string, string>)['Authorization']).toBe(
      'Bearer operator-1',
    );
  });

  it('answers what the schema parses, and fails an answer the schema refuses', async () => {
    const schema = z.object({ balance: z.number() });
    const request = createApiClient({ token: () => undefined });
    answer(200, { balance: 1500, extra: 'dropped' });
    await expect(request('/api/balance', { schema })).resolves.toEqual({ balance: 1500 });

    answer(200, { balance: 'lots' });
    const failure = await request('/api/balance', { schema }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, code: 'general.answerUnreadable' });
  });

  it('keeps the error body’s code, message and field errors', async () => {
    answer(422, {
      code: 'general.dataInvalid',
      message: 'The given data was invalid.',
      errors: { phone: ['The phone number is not valid.'], ignored: [4] },
    });
    const request = createApiClient({ token: () => undefined });
    const failure = await request('/api/x', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      status: 422,
      code: 'general.dataInvalid',
      serverMessage: 'The given data was invalid.',
    });
    expect(fieldErrorsOf(failure)).toEqual({ phone: ['The phone number is not valid.'] });
    expect(fieldErrorsOf(new Error('other'))).toEqual({});
  });

  it('reports a 401 on a call that carried a token, and not on one that carried none', async () => {
    const onUnauthorized = vi.fn();
    let token: string | undefined = 'expired';
    const request = createApiClient({ token: () => token, onUnauthorized });
    answer(401, { message: 'Unauthenticated.' });
    await expect(request('/admin-api/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    token = undefined;
    await expect(request('/admin-api/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a fetch that never answered into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const request = createApiClient({ token: () => undefined });
    expect(isNetworkError(await request('/api/x').catch((error: unknown) => error))).toBe(true);
  });
});
