/**
 * A call of the API declared once: its method and path as served, who may make it, the schemas of
 * its path parameters, query, body and answer, and whether it takes an Idempotency-Key. The server registers its
 * route from the declaration (`registerCall` in apps/server/src/platform/http/register-call.ts)
 * and, in tests, checks every answer against it; the apps call it by the same declaration, so a
 * path or an answer's shape is written in one place.
 */
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone, a signed-in player, a signed-in operator, or a house game page
 * with its launch token (which the player's own token does not replace).
 */
export type CallAuth = 'public' | 'player' | 'operator' | 'launch';

export interface Call {
  readonly method: CallMethod;
  /** The full path as served, with `:name` for a path parameter. */
  readonly path: string;
  readonly auth: CallAuth;
  /** The `:name` parts of the path, parsed before the query and the body. */
  readonly params?: z.ZodType;
  /**
   * The text of the 404 for path parameters their schema refuses: such a value names nothing, as
   * an unknown one does, so it is refused the same way rather than as a bad field (422).
   */
  readonly paramsNotFound?: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * A zod schema, or for the first screen's answers a shape of answer-shape.ts: both follow the
   * Standard Schema interface, so check an answer with `call.answer['~standard'].validate`.
   */
  readonly answer: AnswerChecker;
  /**
   * The call moves money or creates something once per Idempotency-Key: sent again with the same
   * key it answers the first answer and changes nothing. Some such calls also run without a key
   * (their own row guards them); the flag says the key is honoured, not that it is required.
   */
  readonly idempotent: boolean;
}

/**
 * What a call's answer is checked with, as the Standard Schema interface (version 1) describes it:
 * zod's schemas and the contract's own answer shapes both have this property.
 */
export interface AnswerChecker<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => AnswerCheck<Output> | Promise<AnswerCheck<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/** A check's outcome: the value read, or the issues found. */
export type AnswerCheck<Output = unknown> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: readonly { readonly message: string; readonly path?: readonly unknown[] }[];
    };

type CheckerTypes<A extends AnswerChecker> = NonNullable<A['~standard']['types']>;

/** Keeps a declaration's own schema types (a plain annotation would widen them to `Call`). */
export function defineCall<const C extends Call>(call: C): C {
  return call;
}

/** What a call's handler answers: the answer schema's input, before any transform. */
export type CallAnswer<C extends Call> = CheckerTypes<C['answer']>['input'];

/** What a call's answer parses to on the client (the answer schema's output). */
export type CallResult<C extends Call> = CheckerTypes<C['answer']>['output'];

/** What a call's path parameters parse to (undefined when it declares none). */
export type CallParams<C extends Call> = C['params'] extends z.ZodType
  ? z.output<C['params']>
  : undefined;

/** What a call's query parses to (undefined when it declares none). */
export type CallQuery<C extends Call> = C['query'] extends z.ZodType
  ? z.output<C['query']>
  : undefined;

/** What a call's body parses to (undefined when it declares none). */
export type CallBody<C extends Call> = C['body'] extends z.ZodType
  ? z.output<C['body']>
  : undefined;

/** The path with its `:name` parameters filled in, each value encoded. */
export function callPath(call: Call, parameters: Record<string, string | number> = {}): string {
  return call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`${call.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
