/** Validates a request part with a contract schema; failures become a 422 with per-field errors. */
import type { z } from 'zod';
import { fieldMessages, type FieldErrors } from '@khela/contract';
import { validationError } from '../errors/domain-error.js';

/** Groups a zod error's messages by top-level field, each message once, in the schema's order. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

export const controlCharacterMessage = fieldMessages.controlCharacters;

/** The first field holding a NUL character, which PostgreSQL text cannot store. */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = fieldWithNul(item, path);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, path || key);
      if (found) return found;
    }
  }
  return undefined;
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  // Checked on the parsed value: a JSON-encoded "\u0000" only becomes a NUL after parsing.
  const nulField = fieldWithNul(result.data, '');
  if (nulField) throw validationError({ [nulField]: [controlCharacterMessage] });
  return result.data;
}
