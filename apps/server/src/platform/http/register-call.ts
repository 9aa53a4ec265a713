/**
 * Registers a route from its declaration in the contract (`packages/contract/src/calls.ts`): the
 * method and path come from there, the path parameters, query and body are parsed with its schemas (a failure is
 * the usual 422 with per-field `errors`), and the handler's answer is typed by its answer schema.
 * While a listener is set (the server's tests set one) each answer is also checked against that
 * schema at run time; production skips the check, which would cost every call a full parse.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Call, CallAnswer, CallBody, CallParams, CallQuery } from '@khela/contract';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';
import { parseInput } from './parse-input.js';

export interface CallInput<C extends Call> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
}

export type CallHandler<C extends Call> = (
  input: CallInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<CallAnswer<C>>;

/** The path's parameters, or the declared 404 when the declaration says a refused value names nothing. */
function paramsOf(call: Call, schema: z.ZodType, request: FastifyRequest): unknown {
  if (call.paramsNotFound === undefined) return parseInput(schema, request.params);
  const parsed = schema.safeParse(request.params);
  if (!parsed.success) throw new DomainError('not_found', call.paramsNotFound);
  return parsed.data;
}

type MismatchListener = (call: Call, issues: string) => void;
let onMismatch: MismatchListener | undefined;

/** Tests hear of every answer that does not match its declaration. */
export function onAnswerMismatch(listener: MismatchListener | undefined): void {
  onMismatch = listener;
}

/** What the answer checker says is wrong with `answer`, or undefined when it matches. */
async function answerIssues(call: Call, answer: unknown): Promise<string | undefined> {
  const result = await call.answer['~standard'].validate(answer);
  if (result.issues === undefined) return undefined;
  return JSON.stringify(result.issues.map(({ message, path }) => ({ message, path })));
}

/** Route options beside the declaration: a busy call's compiled answer serializer. */
export interface CallRouteOptions {
  schema?: FastifySchema;
}

/**
 * `app` is the scope the call's feature registers in: its prefix (`/api`) is the start of the
 * declared path, and its hooks (the session guard) apply as for any route of the scope.
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: NoInfer<CallHandler<C>>,
  options: CallRouteOptions = {},
): void {
  if (!call.path.startsWith(app.prefix)) {
    throw new Error(`${call.path} is declared outside the scope ${app.prefix}`);
  }
  app.route({
    ...options,
    method: call.method,
    url: call.path.slice(app.prefix.length),
    handler: async (request, reply) => {
      // The checks above decide which parts exist; the conditional types cannot follow them.
      // The path's parameters first: a call on a thing that cannot exist is refused for that.
      const input = {
        params: call.params === undefined ? undefined : paramsOf(call, call.params, request),
        query: call.query === undefined ? undefined : parseInput(call.query, request.query),
        body: call.body === undefined ? undefined : parseInput(call.body, request.body),
      } as CallInput<C>;
      const answer = await handler(input, request, reply);
      if (onMismatch !== undefined) {
        const issues = await answerIssues(call, answer);
        if (issues !== undefined) onMismatch(call, issues);
      }
      return answer;
    },
  });
}
