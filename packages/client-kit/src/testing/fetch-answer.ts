// The tests' server: every fetch is answered with one status and JSON body, and each request kept.
import { afterEach, vi } from 'vitest';

export interface Sent {
  url: string;
  init: RequestInit;
}

/** Answers every fetch from now on with `status` and `body`; the requests land in the array. */
export function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
