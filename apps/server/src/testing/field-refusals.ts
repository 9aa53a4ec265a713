/**
 * Tables of bad inputs for the form routes: each case names the body sent, the field refused and
 * the message it is refused with, grouped by the field.
 */
import type { LightMyRequestResponse } from 'fastify';
import { it } from 'vitest';
import { expectFieldRefused } from './refusal.js';

export type FieldRefusalCase = [
  name: string,
  payload: Record<string, unknown>,
  field: string,
  message: string,
];

/** The cases refused on `field`, each with its name, the body sent and the message expected. */
export function refusedOn(
  field: string,
  cases: [name: string, payload: Record<string, unknown>, message: string][],
): FieldRefusalCase[] {
  return cases.map(([name, payload, message]) => [name, payload, field, message]);
}

/** One test per case: `send` posts the body and the answer must refuse the field with the text. */
export function itRefusesEachField(
  title: string,
  cases: FieldRefusalCase[],
  send: (payload: Record<string, unknown>) => Promise<LightMyRequestResponse>,
): void {
  it.each(cases)(title, async (_name, payload, field, message) => {
    expectFieldRefused(await send(payload), field, message);
  });
}
