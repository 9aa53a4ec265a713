// Proves that no validator's own text can reach a player: every request schema of the contract is
// fed inputs of every wrong kind (missing, null, blank, far too long, negative, huge, fractional,
// of another type), field by field, and every message it answers must be one of the contract's
// own, named in one of its message catalogues.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import { fieldMessageOf, fieldMessages } from './fields.js';

/** Every text in the contract's message catalogues (`…Messages` and `…Message` exports). */
function catalogueTexts(): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object' && !(value instanceof z.ZodType)) {
      for (const inner of Object.values(value)) visit(inner);
    }
  };
  for (const [name, value] of Object.entries(contract) as [string, unknown][]) {
    if (/Messages?$/.test(name)) visit(value);
  }
  return texts;
}

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

const requestSchemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(contract) as [string, unknown][]) {
  if (value instanceof z.ZodType && /(Request|Query|Params|Body)Schema$/.test(name)) {
    requestSchemas.push([name, value]);
  }
}

describe('the messages a request can be refused with', () => {
  it('come from the contract for every wrong input of every request schema', () => {
    const ours = catalogueTexts();
    const foreign = new Map<string, string>();
    for (const [name, schema] of requestSchemas) {
      for (const input of wrongInputs(schema)) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          if (!ours.has(issue.message))
            foreign.set(issue.message, `${name} ${issue.path.join('.')}`);
        }
      }
    }
    expect(requestSchemas.length).toBeGreaterThan(100);
    expect(Object.fromEntries(foreign)).toEqual({});
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
