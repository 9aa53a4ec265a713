// Proves that no validator's own text can reach a player: every request schema of the contract is
// fed inputs of every wrong kind (missing, null, blank, far too long, negative, huge, fractional,
// of another type), field by field, and every message it answers must have a code in the message
// catalogue, and a Bangla text when players read it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import { fieldMessageOf, fieldMessages } from './fields.js';

const wrongValues: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(5_000),
  -1,
  0,
  1e20,
  1.234,
  'abc',
  true,
  [],
  {},
  [1],
  'a@',
];

function wrongInputs(schema: z.ZodType): unknown[] {
  const inputs = [...wrongValues];
  if (schema instanceof z.ZodObject) {
    for (const field of Object.keys(schema.shape)) {
      for (const value of wrongValues) inputs.push({ [field]: value });
    }
  }
  return inputs;
}

function isPlayerCode(code: string): code is contract.PlayerMessageCode {
  return code.split('.')[0]! in contract.playerMessageCatalogue;
}

const requestSchemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(contract) as [string, unknown][]) {
  if (value instanceof z.ZodType && /(Request|Query|Params|Body)Schema$/.test(name)) {
    requestSchemas.push([name, value]);
  }
}

describe('the messages a request can be refused with', () => {
  it('come from the contract for every wrong input of every request schema', () => {
    const foreign = new Map<string, string>();
    const withoutBangla = new Map<string, string>();
    for (const [name, schema] of requestSchemas) {
      for (const input of wrongInputs(schema)) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const read = contract.readMessage(issue.message);
          const where = `${name} ${issue.path.join('.')}`;
          if (!read) foreign.set(issue.message, where);
          else if (isPlayerCode(read.code) && !contract.bnMessages[read.code]) {
            withoutBangla.set(read.code, where);
          }
        }
      }
    }
    expect(requestSchemas.length).toBeGreaterThan(100);
    expect(Object.fromEntries(foreign)).toEqual({});
    expect(Object.fromEntries(withoutBangla)).toEqual({});
  });

  it('fall back to our words by the kind of failure when a schema names none', () => {
    expect(z.string().max(3).safeParse('long').error?.issues[0]?.message).toBe(
      fieldMessages.tooLong,
    );
    expect(z.string().safeParse(undefined).error?.issues[0]?.message).toBe(fieldMessages.required);
    expect(z.number().int().safeParse(1.5).error?.issues[0]?.message).toBe(fieldMessages.notWhole);
    expect(z.number().max(9).safeParse(10).error?.issues[0]?.message).toBe(fieldMessages.tooLarge);
    expect(z.enum(['a', 'b']).safeParse('c').error?.issues[0]?.message).toBe(
      fieldMessages.notOffered,
    );
    expect(z.string().max(3, 'Our own.').safeParse('long').error?.issues[0]?.message).toBe(
      'Our own.',
    );
    expect(fieldMessageOf({ code: 'custom', input: 1, path: [], message: '' } as never)).toBe(
      fieldMessages.invalid,
    );
  });
});
