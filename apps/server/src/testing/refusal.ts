/** The body a refusal answers with, as tests expect it: the text's catalogue code beside the text. */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { readMessage } from '@khela/contract';

export function codeOf(message: string): string | undefined {
  return readMessage(message)?.code;
}

/** The whole body of a refusal with this text. */
export function refusalBody(message: string): { code: string | undefined; message: string } {
  return { code: codeOf(message), message };
}

/** A 422 whose per-field `errors` give `field` this message. */
export function expectFieldRefused(
  response: LightMyRequestResponse,
  field: string,
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
}
