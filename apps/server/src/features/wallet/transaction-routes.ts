/**
 * The HTTP that deposits and withdrawals share, since each opens and decides a wallet
 * transaction the same way: the player's report that opens one and the operator's decision on
 * one, each run once per Idempotency-Key. The features keep their paths and their services.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DecisionResponse, SuccessResponse, transactionParamsSchema } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { operatorOf, type OperatorCaller } from '../../platform/auth/require-operator.js';
import { assertOwnRemoteId, callerOf } from '../../platform/auth/require-player.js';
import type { CallTransaction } from '../../platform/db/call-transaction.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';

/**
 * A player's report that opens a transaction (`walletSubmitCalls`): the body, whose `remote_id`
 * must be the caller's, opens it through `submit`, once per Idempotency-Key of the player. The
 * handler of both reports, registered from their declarations with the body parsed.
 */
export function submitAsPlayer(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { remote_id: number },
  submit: (
    userId: number,
    transaction: CallTransaction<SuccessResponse>,
  ) => Promise<SuccessResponse>,
): Promise<SuccessResponse> {
  const caller = callerOf(request);
  assertOwnRemoteId(caller, body.remote_id);
  return runIdempotentTransaction<SuccessResponse>(
    context.db,
    request,
    reply,
    `user:${caller.userId}`,
    (transaction) => submit(caller.userId, transaction),
  );
}

/** Who decides which transaction, from where, and the decision's own fields. */
export interface TransactionDecision<Body> {
  operator: OperatorCaller;
  transactionId: string;
  body: Body;
  ip: string;
}

/** A deposit's or withdrawal's decision (decisions.ts): who decides what, in `transaction`. */
export type Decide<Body> = (
  context: AppContext,
  decision: TransactionDecision<Body>,
  transaction: CallTransaction<DecisionResponse>,
) => Promise<DecisionResponse>;

/**
 * The handler of a deposit or withdrawal decision, registered from its declaration with its parts
 * parsed: the decision on the transaction of `params` through `decide`, keyed to the operator.
 */
export function decisionHandler<Body>(context: AppContext, decide: Decide<Body>) {
  return (
    { params, body }: { params: z.output<typeof transactionParamsSchema>; body: Body },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<DecisionResponse> => {
    const operator = operatorOf(request);
    return runIdempotentTransaction<DecisionResponse>(
      context.db,
      request,
      reply,
      `operator:${operator.operatorId}`,
      (transaction) =>
        decide(
          context,
          { operator, transactionId: params.transaction_id, body, ip: request.ip },
          transaction,
        ),
    );
  };
}
