/** Test helper: reads a schema's failures the way the server's parseInput and the web forms do. */
import type { z } from 'zod';

/** Every issue message, in the order the schema reports them. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The message a form shows: the first one. Undefined when the input is valid. */
export function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  return messagesOf(schema, input)[0];
}

/** Field path → messages, as the server's 422 `errors` carries them. */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
