/** Validates a request part with a contract schema; failures become a 422 with per-field errors. */
import type { z } from 'zod';
import type { FieldErrors } from '@khela/contract';
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

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(fieldErrorsOf(result.error));
}
