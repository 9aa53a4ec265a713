// Proves the api client sends the stored bearer token, returns parsed JSON, and turns failures into
// ApiError (the server answered) or NetworkError (nothing came back), as the screens rely on.
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../testing/mock-fetch';
import {
  ApiError,
  apiRequest,
  isNetworkError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
} from './api-client';

/** fetch that answers nothing until its request is aborted, then fails as a browser does. */
function stubFetchThatNeverAnswers() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    ),
  );
}

describe('apiRequest', () => {
  it('sends the stored token and a JSON body, and parses the JSON answer', async () => {
    window.localStorage.setItem('token', 'abc123');
    const { requests } = mockFetch({ 'POST /api/balance': { body: { balance: 1500 } } });
    await expect(apiRequest('/api/balance', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      balance: 1500,
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc123');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it('sends no token when none is stored or when told not to', async () => {
    const { requests } = mockFetch({ 'GET /api/logo': { body: [] } });
    await apiRequest('/api/logo');
    window.localStorage.setItem('token', 'abc123');
    await apiRequest('/api/logo', { token: null });
    expect(requests.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('sends extra headers, and a raw body as it is with its own type', async () => {
    const { fetchMock } = mockFetch({ 'POST /api/deposit-receipt': { body: { success: true } } });
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await apiRequest('/api/deposit-receipt', {
      method: 'POST',
      rawBody: file,
      headers: { 'Idempotency-Key': 'key-1' },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/pdf');
    expect(init?.body).toBe(file);
  });

  it('adds query parameters, skipping undefined ones', async () => {
    const { requests } = mockFetch({ 'GET /api/user/show': { body: {} } });
    await apiRequest('/api/user/show', { query: { remote_id: 7, skip: undefined } });
    expect(requests[0]?.url.search).toBe('?remote_id=7');
  });

  it('throws ApiError with the status, the message and the field errors', async () => {
    mockFetch({
      'POST /api/v1/create-players': {
        status: 422,
        body: {
          message: 'The username has already been taken.',
          errors: { username: ['The username has already been taken.'] },
        },
      },
    });
    const error = await apiRequest('/api/v1/create-players', { method: 'POST' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The username has already been taken.',
      serverMessage: 'The username has already been taken.',
      errors: { username: ['The username has already been taken.'] },
    });
  });

  it('keeps serverMessage and the field errors empty when the error body has none', async () => {
    mockFetch({ 'POST /api/login': { status: 502 } });
    const error = await apiRequest('/api/login', { method: 'POST' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined, errors: {} });
  });

  it('treats a non-JSON error page as an error without a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await expect(apiRequest('/api/general')).rejects.toMatchObject({
      status: 502,
      serverMessage: undefined,
    });
  });

  it('throws NetworkError when no answer arrives', async () => {
    mockFetch({ 'POST /api/login': () => 'network-error' });
    const error = await apiRequest('/api/login', { method: 'POST' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
  });

  it('counts a request that never answers as a network failure', async () => {
    vi.useFakeTimers();
    stubFetchThatNeverAnswers();
    const pending = apiRequest('/api/general').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toBeInstanceOf(NetworkError);
  });

  it('passes a caller cancellation through unchanged', async () => {
    stubFetchThatNeverAnswers();
    const controller = new AbortController();
    const pending = apiRequest('/api/general', { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
