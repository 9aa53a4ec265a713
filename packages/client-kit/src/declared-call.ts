/**
 * A declared call through an app's request: the method and path come from the contract's
 * declaration (its `:params` filled in), the answer is parsed by the declared schema, and a money
 * call carries the Idempotency-Key its caller made for this one attempt. The path is written once,
 * in the contract, for the server's route and every app's call alike.
 */
import { callPath, type Call, type CallResult } from '@khela/contract';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';
import type { AnswerSchema, ApiRequest, RequestOptions } from './request';

export interface CallOptions extends Omit<RequestOptions<never>, 'method' | 'schema'> {
  /** The values of the call's `:params`. */
  params?: Record<string, string | number>;
  /** Sent as the Idempotency-Key header: made once per submit, sent again on a retry. */
  idempotencyKey?: string;
}

export type CallClient = <C extends Call>(call: C, options?: CallOptions) => Promise<CallResult<C>>;

/**
 * `prefix` is the one the request puts back (the console's `/admin-api`): a declaration holds the
 * whole path the server serves, so the prefix is taken off here, and a call of another prefix is
 * a programming error.
 */
export function createCallClient(request: ApiRequest, prefix = ''): CallClient {
  return async <C extends Call>(call: C, options: CallOptions = {}): Promise<CallResult<C>> => {
    const { params, idempotencyKey, headers, ...rest } = options;
    const path = callPath(call, params);
    if (!path.startsWith(`${prefix}/`)) throw new Error(`${call.path} is not a call of ${prefix}`);
    const checker = call.answer['~standard'];
    const schema: AnswerSchema<CallResult<C>> = {
      parse(value) {
        const result = checker.validate(value);
        // Every answer checker of the contract checks at once; a promise would be a new kind.
        if (result instanceof Promise) throw new Error(`${call.path} has an asynchronous checker`);
        if (result.issues !== undefined) throw new Error(`${call.path} answered another shape`);
        return result.value;
      },
    };
    const keyHeader = idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined;
    return request(path.slice(prefix.length), {
      ...rest,
      method: call.method,
      schema,
      ...(headers || keyHeader ? { headers: { ...headers, ...keyHeader } } : {}),
    });
  };
}
